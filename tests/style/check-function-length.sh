#!/bin/sh
# Fails when a function in core/, helper/, ui/, app/ or polkit/ runs over
# MAX lines (100 by default; CONTRIBUTING.md: split it into named steps).
# clang-format puts a function's braces on lines of their own at its
# indentation: column 0 for functions, four spaces for those defined in a
# class; the count runs from the line before the opening brace (the
# signature's last line) to the closing brace. Prints the longest found.
# Usage: check-function-length.sh SOURCE_DIR [MAX]
set -eu
top=$1
max=${2:-100}
cd "$top"
files=$(find core helper ui app polkit -name '*.cpp' -o -name '*.h' | sort)
# shellcheck disable=SC2086
awk -v max="$max" '
    FNR == 1 { open = "" }
    open == "" && ($0 == "{" || $0 == "    {") &&
        previous !~ /^ *(class|struct|namespace|enum|union)( |$)/ && previous !~ /[=,]$/ {
        open = $0; start = FNR - 1; signature = previous; file = FILENAME
    }
    open != "" && FNR > start + 1 && ($0 == substr(open, 1, length(open) - 1) "}" ||
                                      $0 == substr(open, 1, length(open) - 1) "};") {
        lines = FNR - start + 1
        if (lines > longest) { longest = lines; where = file ":" start + 1 " " signature }
        if (lines > max) { printf "%s:%d: %d lines: %s\n", file, start + 1, lines, signature; over++ }
        open = ""
    }
    { previous = $0 }
    END {
        printf "longest: %d lines, %s\n", longest, where
        if (over) { printf "%d function(s) over %d lines\n", over, max; exit 1 }
        if (longest == 0) { print "no function found: the check sees nothing"; exit 1 }
    }
' $files
