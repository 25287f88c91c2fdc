#!/usr/bin/env python3
"""Fails when the folders of core/client include each other in a circle.

Each folder is a layer (tuning below sweep, sweep below advice, advice
below tune, tune below session, ...); a file that includes a header of a
folder above its own makes the circle this check reports, with the
includes that close it. Usage: check-layers.py SOURCE_DIR
"""
import os
import re
import sys

top = os.path.join(sys.argv[1], "core", "client")
folders = sorted(d for d in os.listdir(top) if os.path.isdir(os.path.join(top, d)))
edges = {folder: {} for folder in folders}
include = re.compile(r'^#include "(([a-z]+)/[^"]+)"', re.M)
for folder in folders:
    for root, _, files in os.walk(os.path.join(top, folder)):
        for name in sorted(files):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as source:
                text = source.read()
            for match in include.finditer(text):
                target = match.group(2)
                # "mounts/..." may be core/system's: only core/client's count.
                if target != folder and target in edges and \
                        os.path.exists(os.path.join(top, match.group(1))):
                    where = os.path.relpath(path, sys.argv[1])
                    edges[folder].setdefault(target, f"{where} includes {match.group(1)}")

circles = []
state = {}


def visit(folder, path):
    state[folder] = "open"
    for target, why in sorted(edges[folder].items()):
        if state.get(target) == "open":
            start = path.index(target)
            circles.append(" -> ".join(path[start:] + [target]) + f" ({why})")
        elif target not in state:
            visit(target, path + [target])
    state[folder] = "done"


for folder in folders:
    if folder not in state:
        visit(folder, [folder])
for folder in folders:
    print(f"{folder} -> {', '.join(sorted(edges[folder])) or '(nothing)'}")
for circle in circles:
    print(f"circle: {circle}")
if circles:
    print(f"{len(circles)} circle(s) between the folders of core/client: "
          "move the piece both need below both, or say in CONTRIBUTING.md why not")
    sys.exit(1)
