#!/bin/sh
# Usage: check-format.sh CLANG_FORMAT SOURCE_DIR [BINARY_DIR]
# The project's C++ files: tracked, or new and not ignored; never those of
# a build folder inside the source tree (cmake -S . -B b), which CMake
# writes and git does not ignore.
set -eu
cd "$2"
build=
if [ -n "${3:-}" ]; then
    case "$3" in "$(pwd)"/*) build=${3#"$(pwd)"/} ;; esac
fi
files=$(git ls-files -co --exclude-standard '*.cpp' '*.h' 2>/dev/null ||
        find . -name '*.cpp' -o -name '*.h')
if [ -n "$build" ]; then
    files=$(printf '%s\n' "$files" | grep -v -e "^$build/" -e "^\./$build/" || true)
fi
# shellcheck disable=SC2086
"$1" --dry-run --Werror $files
