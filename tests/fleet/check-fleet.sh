#!/bin/bash
# `nfs-tuner-cli fleet` against a real fleet: three real node_exporters on
# loopback ports, each serving the textfile `nfs-tuner-cli metrics --root`
# made from another real-kernel root, and that root's mountstats through
# its mountstats collector; the real prometheus scrapes them as the hosts
# alpha, bravo and charlie. `fleet --json` must list every host's mounts
# with the values its textfile has (read here by python3 from the text
# format, its readaheads checked against the root's sysfs), and alpha's
# export that reads (the bytes its mountstats says it read grow while prometheus
# scrapes) with a read rate, the others at 0. The playbook it writes must
# run with ansible-playbook --check --diff against those hosts (connection
# local, each on a copy of its root) and report a change on exactly the
# hosts where the advice said raise or lower, writing nothing.
# Usage: check-fleet.sh NFS_TUNER_CLI SOURCE_DIR
set -euo pipefail
cli=$(realpath "$1") source=$(realpath "$2")
source "$(dirname "$0")/fleet-lib.sh"
need_programs "apt install prometheus prometheus-node-exporter ansible-core" prometheus prometheus-node-exporter python3 ansible-playbook

start_fleet "$cli" "$source"
grow &
pids+=($!)

json= ready=
for _ in $(seq 1 60); do
    json=$("$cli" fleet --prometheus "$url" --json 2>"$work/fleet.err") || true
    python3 - "$json" <<'PY' && ready=1
import json, sys
answer = json.loads(sys.argv[1] or "{}")
hosts = {m["host"] for m in answer.get("mounts", [])}
rates = [m["read_bytes_per_second"] for m in answer.get("mounts", []) if m["host"] == "alpha"]
sys.exit(0 if hosts == {"alpha", "bravo", "charlie"} and any(r and r > 1e6 for r in rates) else 1)
PY
    [ "$ready" ] && break
    sleep 1
done
[ -n "$json" ] || { cat "$work/fleet.err"; tail -5 "$work/prometheus.log"; echo "FAIL: no answer from fleet"; exit 1; }
# Without it the read rates would be checked against nothing.
[ "$ready" ] || fail "within 60 s, fleet never listed three hosts and a read rate over 1 MB/s on alpha"

# What each host exported, read from its textfile, and its sysfs.
echo "$json" >"$work/fleet.json"
python3 "$(dirname "$0")/check-fleet-mounts.py" "$work/fleet.json" "$work" "$read_export" || status=1

# The playbook, run in check mode on the three hosts (each on a copy of its
# root, through the collection in the source tree).
"$cli" fleet --prometheus "$url" --playbook "$work/fleet.yml" >/dev/null 2>"$work/fleet.err" ||
    { cat "$work/fleet.err"; fail "fleet --playbook"; }
fleet_inventory "$source" "$cli"
tree() { (cd "$work" && find alpha/root bravo/root charlie/root -type f -print0 | sort -z | xargs -0 sha256sum); }
before=$(tree)
ansible-playbook -i "$work/inventory.yml" --check --diff "$work/fleet.yml" >"$work/ansible.out" 2>&1 ||
    { tail -n 30 "$work/ansible.out"; fail "ansible-playbook --check"; }
[ "$(tree)" = "$before" ] || fail "ansible-playbook --check wrote into a root"
python3 - "$json" "$work/results" <<'PY' || status=1
import json, os, re, sys
answer = json.loads(sys.argv[1])
results = {host: json.load(open(os.path.join(sys.argv[2], host)))
           for host in os.listdir(sys.argv[2])} if os.path.isdir(sys.argv[2]) else {}
per_host = {}
for m in answer["mounts"]:
    per_host.setdefault(m["host"], []).append(m)
advised = {h for h, ms in per_host.items()
           if any(m["verdict"] in ("raise", "lower") and m["recommended_read_ahead_bytes"] for m in ms)}
changed = {host: int(bool(result.get("changed"))) for host, result in results.items()}
failed = False
def fail(text):
    global failed
    failed = True
    print("FAIL: " + text)
if set(changed) != advised:
    fail("the playbook ran on %s; the advice changes %s" % (sorted(changed), sorted(advised)))
for host in sorted(advised):
    if changed.get(host) != 1:
        fail("%s: changed %r, expected 1" % (host, changed.get(host)))
    result = results.get(host, {})
    rules = {k["key"]: k["kib"] for k in result.get("keys", [])}
    applied = {a["mountpoint"]: a for a in result.get("applied", [])}
    # Each mount's next readahead after the keys: the narrowest key that
    # names it (mount point, export, server), else its NFS version's
    # nfsrahead key, else what it got before; applied now only where that
    # changes no other mount.
    def after(m):
        version_key = "nfs4" if m["version"].startswith("4") else "nfs"
        for key in (m["mountpoint"], m["server"] + ":" + m["export"], m["server"], version_key):
            if key in rules:
                return rules[key]
        return None
    advised_bdis = {m["bdi"] for m in per_host[host]
                    if m["verdict"] in ("raise", "lower") and m["recommended_read_ahead_bytes"]}
    for m in per_host[host]:
        value = after(m)
        now = m["read_ahead_bytes"] // 1024 if m["read_ahead_bytes"] is not None else None
        later = m["next_mount_read_ahead_bytes"] // 1024 if m["next_mount_read_ahead_bytes"] is not None else None
        if m["bdi"] in advised_bdis:
            wanted = max(a["recommended_read_ahead_bytes"] for a in per_host[host]
                         if a["bdi"] == m["bdi"] and a["recommended_read_ahead_bytes"]) // 1024
            if (value if value is not None else later) != wanted:
                fail("%s %s: the keys give %r, the advice %d (keys %s)" % (host, m["mountpoint"], value, wanted, rules))
            if applied and applied[m["mountpoint"]]["to_kib"] != wanted:
                fail("%s %s: applied %r" % (host, m["mountpoint"], applied[m["mountpoint"]]))
        else:
            if value is not None and value != later:
                fail("%s %s: not advised, next mount %r, but a key gives it %s" % (host, m["mountpoint"], later, value))
            if applied and applied[m["mountpoint"]]["changed"]:
                fail("%s %s: not advised, but applying changes it: %r" % (host, m["mountpoint"], applied[m["mountpoint"]]))
    # Held back exactly where applying would change a mount left alone.
    held = any(m["bdi"] not in advised_bdis and m["read_ahead_bytes"] != m["next_mount_read_ahead_bytes"]
               for m in per_host[host])
    if held == bool(applied):
        fail("%s: applied now %s, though %s" % (host, bool(applied), "other mounts would change" if held else "nothing else would change"))
print("the playbook changes %s in check mode: each advised mount's key, no other mount's" % sorted(advised))
sys.exit(1 if failed else 0)
PY
exit $status
