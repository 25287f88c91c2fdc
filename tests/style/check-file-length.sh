#!/bin/sh
# Fails when a C++ file under one of DIRS runs over MAX lines, or when the
# helper builds a reply by hand. The helper's service and its D-Bus contract
# grew back after each split (helperservice.cpp: 348 lines after it, 408 two
# methods later); a new method's work goes into a calls class of its own
# (helper/*calls.cpp), its reply through HelperReplies (core/system/dbus).
# Usage: check-file-length.sh SOURCE_DIR MAX DIR...
set -eu
top=$1
max=$2
shift 2
cd "$top"
over=0
longest=0
for file in $(find "$@" -name '*.cpp' -o -name '*.h' | sort); do
    lines=$(wc -l <"$file")
    if [ "$lines" -gt "$longest" ]; then
        longest=$lines
        where=$file
    fi
    if [ "$lines" -gt "$max" ]; then
        echo "$file: $lines lines, over $max: split it into pieces with one job each"
        over=$((over + 1))
    fi
done
echo "longest: $longest lines, $where"
[ "$longest" -gt 0 ] || { echo "no file found: the check sees nothing"; exit 1; }
if grep -n 'createReply(' helper/*.cpp helper/*.h; then
    echo "the helper answers through HelperReplies::reply (core/system/dbus/helperreplies.h)," \
         "which holds each reply to the XML's out-arguments"
    over=$((over + 1))
fi
[ "$over" -eq 0 ]
