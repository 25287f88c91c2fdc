#!/bin/sh
# Updates the .ts files from the sources (lupdate), without line numbers so
# that code changes do not churn them. Run after changing user-visible text,
# then translate what is new. tests/translations checks nothing is left.
# Usage: translations/update.sh [LUPDATE] [TS_FOLDER]
set -eu
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
top=$(cd "$(dirname "$0")/.." && pwd)
ts=${2:-$top/translations}
cd "$top"
"$lupdate" -silent -locations none -no-obsolete app ui core -ts "$ts/nfs-tuner_de.ts" "$ts/nfs-tuner_fr.ts"
# English needs only its plural forms ("%n mount(s)").
"$lupdate" -silent -locations none -no-obsolete -pluralonly app ui core -ts "$ts/nfs-tuner_en.ts"
