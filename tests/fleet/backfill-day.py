#!/usr/bin/python3
"""A day of one mount's history in OpenMetrics, for promtool's backfill:
its readahead at 128 KiB for the first 16 hours, then 1 MiB; what the
advice recommended (1 MiB) throughout; the export's READ bytes growing at
40 MB/s, then 95 MB/s. It ends ten minutes ago, where the live scrapes
take over. Writes the file and prints the expected figures as JSON.
Usage: backfill-day.py OUT INSTANCE BDI EXPORT MOUNTPOINT"""
import json
import sys
import time

out, instance, bdi, export, mountpoint = sys.argv[1:6]
end = int(time.time()) - 600
start = end - 24 * 3600
switch = start + 16 * 3600
step = 60
before_kib, after_kib = 128, 1024
before_rate, after_rate = 40e6, 95e6


def labels(**extra):
    items = {"instance": instance, "job": "node", **extra}
    return ",".join('%s="%s"' % (k, v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n"))
                    for k, v in items.items())


lines = []
lines.append("# TYPE nfstuner_read_ahead_bytes gauge")
for t in range(start, end + 1, step):
    kib = before_kib if t < switch else after_kib
    lines.append("nfstuner_read_ahead_bytes{%s} %d %d" % (labels(bdi=bdi), kib * 1024, t))
lines.append("# TYPE nfstuner_recommended_read_ahead_bytes gauge")
for t in range(start, end + 1, step):
    lines.append("nfstuner_recommended_read_ahead_bytes{%s} %d %d" % (labels(bdi=bdi), after_kib * 1024, t))
lines.append("# TYPE node_mountstats_nfs_read_bytes counter")
total = 0.0
for t in range(start, end + 1, step):
    lines.append("node_mountstats_nfs_read_bytes_total{%s} %d %d" % (labels(export=export), total, t))
    total += step * (before_rate if t < switch else after_rate)
lines.append("# EOF")
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
json.dump({"instance": instance, "mountpoint": mountpoint, "start": start, "switch": switch,
           "end": end, "before_kib": before_kib, "after_kib": after_kib,
           "before_rate": before_rate, "after_rate": after_rate}, sys.stdout)
