#!/usr/bin/python3
"""Checks a list of the fleet's mounts (`fleet --json`'s form) against what
each host exported: its textfile, read here from the text format, and its
root's sysfs; alpha's export that reads (READ_EXPORT) must have a read rate
over 1 MB/s, every other 0.
Usage: check-fleet-mounts.py JSON_FILE WORK READ_EXPORT"""
import json, os, re, sys
answer, work, read_export = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
sample = re.compile(r'^(\w+)\{(.*)\} (\S+)$')
label = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')
def unescape(v): return v.replace('\\"', '"').replace('\\n', '\n').replace('\\\\', '\\')
failed = False
def fail(text):
    global failed
    failed = True
    print("FAIL: " + text)
got = {}
for m in answer["mounts"]:
    got.setdefault(m["host"], {})[m["mountpoint"]] = m
for host in ("alpha", "bravo", "charlie"):
    per_bdi, mounts = {}, []
    for line in open(os.path.join(work, host, "textfile", "nfs_tuner.prom")):
        match = sample.match(line.strip())
        if not match:
            continue
        name, labels, value = match.group(1), dict((k, unescape(v)) for k, v in label.findall(match.group(2))), float(match.group(3))
        if name == "nfstuner_mount_info":
            mounts.append(labels)
        elif name == "nfstuner_advice_info":
            per_bdi.setdefault(labels["bdi"], {})["verdict"] = labels["verdict"]
        elif name == "nfstuner_diagnosis_info":
            per_bdi.setdefault(labels["bdi"], {})["limit"] = labels["verdict"]
        else:
            per_bdi.setdefault(labels["bdi"], {})[name] = value
    if set(got.get(host, {})) != {m["mountpoint"] for m in mounts}:
        fail("%s: mountpoints %s, textfile has %s" % (host, sorted(got.get(host, {})), sorted(m["mountpoint"] for m in mounts)))
        continue
    for m in mounts:
        row, facts = got[host][m["mountpoint"]], per_bdi.get(m["bdi"], {})
        root = os.path.join(work, host, "root")
        sysfs = int(open(os.path.join(root, "sys/class/bdi", m["bdi"], "read_ahead_kb")).read()) * 1024
        wanted = {
            "bdi": m["bdi"], "server": m["server"], "export": m["export"], "version": m["version"],
            "read_ahead_bytes": sysfs,
            "next_mount_read_ahead_bytes": facts.get("nfstuner_next_mount_read_ahead_bytes"),
            "rsize_bytes": facts.get("nfstuner_rsize_bytes"),
            "verdict": facts.get("verdict"),
            "recommended_read_ahead_bytes": facts.get("nfstuner_recommended_read_ahead_bytes"),
            "limit": facts.get("limit"),
        }
        for key, value in wanted.items():
            if row[key] != value and not (isinstance(value, float) and row[key] == value):
                fail("%s %s: %s is %r, expected %r" % (host, m["mountpoint"], key, row[key], value))
        reads = host == "alpha" and m["server"] + ":" + m["export"] == read_export
        rate = row["read_bytes_per_second"]
        if reads and not (rate and rate > 1e6):
            fail("%s %s: read rate %r, expected > 1 MB/s" % (host, m["mountpoint"], rate))
        if not reads and rate not in (0, None):
            fail("%s %s: read rate %r, expected 0" % (host, m["mountpoint"], rate))
print("%d mounts of 3 hosts listed as their textfiles say" % len(answer["mounts"]))
sys.exit(1 if failed else 0)
