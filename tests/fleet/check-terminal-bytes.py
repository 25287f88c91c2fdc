#!/usr/bin/python3
"""Fails when a file holds what a terminal would act on rather than show:
a C0 control but the newline, DEL, a C1 control as UTF-8, a line
separator or a bidirectional control. Checked byte by byte.
Usage: check-terminal-bytes.py WHAT FILE..."""
import re
import sys

CONTROL = re.compile(rb"[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8-\xae]|\xe2\x81[\xa6-\xa9]")
what, failed = sys.argv[1], False
for path in sys.argv[2:]:
    data = open(path, "rb").read()
    found = CONTROL.search(data)
    if found:
        failed = True
        start = max(0, found.start() - 30)
        print("FAIL: %s: a control at byte %d of %s: %r" % (what, found.start(), path, data[start:found.end() + 30]))
sys.exit(1 if failed else 0)
