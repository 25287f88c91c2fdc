#!/bin/sh
# Usage: check-format.sh CLANG_FORMAT SOURCE_DIR
set -eu
cd "$2"
files=$(git ls-files -co --exclude-standard '*.cpp' '*.h' 2>/dev/null || find . -name '*.cpp' -o -name '*.h')
# shellcheck disable=SC2086
"$1" --dry-run --Werror $files
