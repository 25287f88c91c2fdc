#!/bin/sh
# Fails when a translation catalog is not what translations/update.sh would
# write (strings added, changed or gone in the sources), when lupdate warns
# (a tr() it cannot file under the context used at run time), or when a
# message is unfinished, vanished or empty, or German mixes in "Readahead".
# Works on copies; never touches the repo.
# Usage: check-catalogs.sh LUPDATE SOURCE_DIR
set -eu
lupdate=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/translations/*.ts "$work"/
"$src"/translations/update.sh "$lupdate" "$work" >"$work/lupdate.log" 2>&1
status=0
if [ -s "$work/lupdate.log" ]; then
    echo "lupdate warned:"
    cat "$work/lupdate.log"
    status=1
fi
for ts in "$src"/translations/*.ts; do
    name=$(basename "$ts")
    if ! cmp -s "$ts" "$work/$name"; then
        echo "$name differs from what update.sh writes (run it, translate, commit):"
        diff -u "$ts" "$work/$name" | head -40
        status=1
    fi
    if grep -n -E 'type="(unfinished|vanished|obsolete)"' "$ts" | head -10 | grep .; then
        echo "$name: unfinished or vanished messages above"
        status=1
    fi
    if grep -n -E '<(translation|numerusform)></' "$ts" | head -10 | grep .; then
        echo "$name: empty translations above"
        status=1
    fi
done
# One word for readahead in German: "Vorauslesen", as the page and the
# column are called (the advisor's sentences said "Readahead").
if grep -n -E '<(translation|numerusform)>[^<]*Readahead' "$src/translations/nfs-tuner_de.ts" |
    head -10 | grep .; then
    echo "nfs-tuner_de.ts: \"Readahead\" above, where the German word is Vorauslesen"
    status=1
fi
for lang in de fr; do
    [ -f "$src/translations/nfs-tuner_$lang.ts" ] || { echo "no $lang catalog"; status=1; }
done
exit $status
