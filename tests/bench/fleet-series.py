#!/usr/bin/python3
"""A fleet in OpenMetrics for promtool's backfill: HOSTS hosts (fleet-0001,
...) with MOUNTS NFS mounts each, spread over three exports, with the series
`nfs-tuner-cli metrics` writes (a third of the mounts at 128 KiB advised up
to 15 MiB, the rest kept) and node_exporter's read bytes per export, five
samples a minute apart ending a minute ago: what an instant query at now
reads. Usage: fleet-series.py HOSTS MOUNTS OUT"""
import sys
import time

hosts, mounts, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
end = int(time.time()) - 60
times = [end - 60 * i for i in range(4, -1, -1)]


def series(name, labels, values):
    text = ",".join('%s="%s"' % kv for kv in labels.items())
    return ["%s{%s} %s %d" % (name, text, v, t) for v, t in zip(values, times)]


families = {name: [] for name in (
    "nfstuner_mount_info", "nfstuner_read_ahead_bytes", "nfstuner_next_mount_read_ahead_bytes",
    "nfstuner_rsize_bytes", "nfstuner_advice_info", "nfstuner_recommended_read_ahead_bytes",
    "node_mountstats_nfs_read_bytes_total")}
for h in range(1, hosts + 1):
    instance = "fleet-%04d:9100" % h
    base = {"instance": instance, "job": "node"}
    for m in range(mounts):
        export = "/export/%d" % (m % 3)
        bdi = "0:%d" % (50 + m)
        advised = (h + m) % 3 == 0
        readahead = 128 * 1024 if advised else 15 * 1024 * 1024
        b = dict(base, bdi=bdi)
        families["nfstuner_mount_info"] += series(
            "nfstuner_mount_info", dict(b, mountpoint="/mnt/data%d" % m, server="filer%d" % (h % 7),
                                        export=export, version="4.2"), [1] * 5)
        families["nfstuner_read_ahead_bytes"] += series("nfstuner_read_ahead_bytes", b, [readahead] * 5)
        families["nfstuner_next_mount_read_ahead_bytes"] += series(
            "nfstuner_next_mount_read_ahead_bytes", b, [readahead] * 5)
        families["nfstuner_rsize_bytes"] += series("nfstuner_rsize_bytes", b, [1048576] * 5)
        families["nfstuner_advice_info"] += series(
            "nfstuner_advice_info", dict(b, verdict="raise" if advised else "keep"), [1] * 5)
        families["nfstuner_recommended_read_ahead_bytes"] += series(
            "nfstuner_recommended_read_ahead_bytes", b, [15 * 1024 * 1024] * 5)
    for e in range(3):
        rate = 1e6 * ((h * 7 + e * 13) % 120)
        families["node_mountstats_nfs_read_bytes_total"] += series(
            "node_mountstats_nfs_read_bytes_total",
            dict(base, export="filer%d:/export/%d" % (h % 7, e)), [int(rate * 60 * i) for i in range(5)])
with open(out, "w") as f:
    for name, lines in families.items():
        kind = "counter" if name.endswith("_total") else "gauge"
        family = name[: -len("_total")] if kind == "counter" else name
        f.write("# TYPE %s %s\n" % (family, kind))
        f.write("\n".join(lines) + "\n")
    f.write("# EOF\n")
