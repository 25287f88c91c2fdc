#!/usr/bin/python3
"""Adds 50 MB to the bytes read through the page cache (the first figure
of "bytes:", what node_exporter's node_mountstats_nfs_read_bytes_total is)
of the first NFS mount in a mountstats file, replacing it atomically."""
import os
import sys

path = sys.argv[1]
lines = open(path).read().split("\n")
for i, line in enumerate(lines):
    fields = line.split()
    if fields[:1] == ["bytes:"]:
        fields[1] = str(int(fields[1]) + 50000000)
        lines[i] = "\t" + " ".join(fields)
        break
open(path + ".new", "w").write("\n".join(lines))
os.rename(path + ".new", path)
