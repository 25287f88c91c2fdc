#!/bin/bash
# `nfs-tuner-cli fleet` against a real fleet: three real node_exporters on
# loopback ports, each serving the textfile `nfs-tuner-cli metrics --root`
# made from another real-kernel root, and that root's mountstats through
# its mountstats collector; the real prometheus scrapes them as the hosts
# alpha, bravo and charlie. `fleet --json` must list every host's mounts
# with the values its textfile has (read here by python3 from the text
# format, its readaheads checked against the root's sysfs), and alpha's
# export that reads (its mountstats READ bytes grow while prometheus
# scrapes) with a read rate, the others at 0. The playbook it writes must
# run with ansible-playbook --check --diff against those hosts (connection
# local, each on a copy of its root) and report a change on exactly the
# hosts where the advice said raise or lower, writing nothing.
# Usage: check-fleet.sh NFS_TUNER_CLI SOURCE_DIR
set -euo pipefail
cli=$(realpath "$1") source=$(realpath "$2")
source "$(dirname "$0")/fleet-lib.sh"
need_programs "apt install prometheus prometheus-node-exporter ansible-core" prometheus prometheus-node-exporter python3 ansible-playbook

declare -A roots=([alpha]=advice-6.1 [bravo]=v3-v42-7.3 [charlie]=shared-superblock)
targets=
for host in alpha bravo charlie; do
    root="$work/$host/root"
    mkdir -p "$work/$host/textfile" "$work/$host/proc/1"
    cp -a "$source/tests/fixtures/roots/${roots[$host]}/root" "$root"
    mkdir -p "$root/etc"
    [ -f "$root/etc/nfs.conf" ] || cp "$source/tests/fixtures/nfsconf/debian12-nfs.conf" "$root/etc/nfs.conf"
    "$cli" metrics --root "$root" --textfile "$work/$host/textfile"
    # node_exporter's procfs reads self through a link to a pid.
    cp "$root/proc/self/mountstats" "$root/proc/self/mountinfo" "$work/$host/proc/1/"
    ln -s 1 "$work/$host/proc/self"
    port=$(free_port)
    prometheus-node-exporter --web.listen-address="127.0.0.1:$port" \
        --collector.disable-defaults --collector.textfile --collector.mountstats \
        --path.procfs="$work/$host/proc" \
        --collector.textfile.directory="$work/$host/textfile" >"$work/$host/exporter.log" 2>&1 &
    pids+=($!)
    targets+="      - targets: ['127.0.0.1:$port']
        labels: {instance: $host}
"
done
prometheus_port=$(free_port)
cat >"$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
scrape_configs:
  - job_name: node
    static_configs:
$targets
YAML
prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
    --web.listen-address="127.0.0.1:$prometheus_port" >"$work/prometheus.log" 2>&1 &
pids+=($!)
url="http://127.0.0.1:$prometheus_port"

# alpha's first mount reads: its READ bytes (the 5th field of "READ:") grow
# by 50 MB a second while prometheus scrapes.
read_export=$(awk '/^device .* with fstype nfs/ { print $2; exit }' "$work/alpha/proc/1/mountstats")
grow() {
    for _ in $(seq 1 40); do
        python3 - "$work/alpha/proc/1/mountstats" <<'PY'
import sys
path = sys.argv[1]
lines = open(path).read().split("\n")
first = True
for i, line in enumerate(lines):
    fields = line.split()
    if first and fields[:1] == ["READ:"]:
        fields[5] = str(int(fields[5]) + 50000000)
        lines[i] = "\t" + " ".join(fields)
        first = False
open(path + ".new", "w").write("\n".join(lines))
PY
        mv "$work/alpha/proc/1/mountstats.new" "$work/alpha/proc/1/mountstats"
        sleep 1
    done
}
grow &
pids+=($!)

json=
for _ in $(seq 1 60); do
    json=$("$cli" fleet --prometheus "$url" --json 2>"$work/fleet.err") || true
    python3 - "$json" <<'PY' && break
import json, sys
answer = json.loads(sys.argv[1] or "{}")
hosts = {m["host"] for m in answer.get("mounts", [])}
rates = [m["read_bytes_per_second"] for m in answer.get("mounts", []) if m["host"] == "alpha"]
sys.exit(0 if hosts == {"alpha", "bravo", "charlie"} and any(r for r in rates if r) else 1)
PY
    sleep 1
done
[ -n "$json" ] || { cat "$work/fleet.err"; tail -5 "$work/prometheus.log"; echo "FAIL: no answer from fleet"; exit 1; }

# What each host exported, read from its textfile, and its sysfs.
python3 - "$json" "$work" "$read_export" <<'PY' || status=1
import json, os, re, sys
answer, work, read_export = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3]
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
print("fleet lists %d mounts of 3 hosts as their textfiles say" % len(answer["mounts"]))
sys.exit(1 if failed else 0)
PY

# The playbook, run in check mode on the three hosts (each on a copy of its
# root, through the collection in the source tree).
"$cli" fleet --prometheus "$url" --playbook "$work/fleet.yml" >/dev/null 2>"$work/fleet.err" ||
    { cat "$work/fleet.err"; fail "fleet --playbook"; }
export HOME="$work/home" ANSIBLE_LOCAL_TEMP="$work/home/tmp" ANSIBLE_REMOTE_TEMP="$work/home/tmp"
# Each host's result as JSON, by ansible-core's own tree callback.
export ANSIBLE_COLLECTIONS_PATH="$source/packaging/ansible"
export ANSIBLE_CALLBACKS_ENABLED=ansible.builtin.tree ANSIBLE_CALLBACK_TREE_DIR="$work/results"
export ANSIBLE_LOCALHOST_WARNING=false ANSIBLE_INVENTORY_UNPARSED_WARNING=false ANSIBLE_NOCOLOR=1
export PATH="$(dirname "$cli"):$PATH"
mkdir -p "$HOME/tmp"
{
    echo "all:"
    echo "  hosts:"
    for host in alpha bravo charlie; do
        echo "    $host: {ansible_connection: local, ansible_python_interpreter: /usr/bin/python3, nfstuner_root: '$work/$host/root'}"
    done
} > "$work/inventory.yml"
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
    # Each mount's readahead after the rules: its mount point's rule, else
    # its export's; applied now only where that changes no other mount.
    for m in per_host[host]:
        key = m["server"] + ":" + m["export"]
        value = rules.get(m["mountpoint"], rules.get(key))
        now = m["read_ahead_bytes"] // 1024 if m["read_ahead_bytes"] is not None else None
        later = m["next_mount_read_ahead_bytes"] // 1024 if m["next_mount_read_ahead_bytes"] is not None else None
        if m["verdict"] in ("raise", "lower") and m["recommended_read_ahead_bytes"]:
            wanted = m["recommended_read_ahead_bytes"] // 1024
            if value != wanted:
                fail("%s %s: the rules give %r, the advice %d (rules %s)" % (host, m["mountpoint"], value, wanted, rules))
            if applied and applied[m["mountpoint"]]["to_kib"] != wanted:
                fail("%s %s: applied %r" % (host, m["mountpoint"], applied[m["mountpoint"]]))
        else:
            if value is not None and value != now:
                fail("%s %s: not advised, at %r, but a rule gives it %s" % (host, m["mountpoint"], now, value))
            if applied and applied[m["mountpoint"]]["changed"]:
                fail("%s %s: not advised, but applying changes it: %r" % (host, m["mountpoint"], applied[m["mountpoint"]]))
    # Held back exactly where applying would change a mount left alone.
    held = any(not (m["verdict"] in ("raise", "lower") and m["recommended_read_ahead_bytes"])
               and m["read_ahead_bytes"] != m["next_mount_read_ahead_bytes"]
               and rules.get(m["mountpoint"], rules.get(m["server"] + ":" + m["export"])) is None
               for m in per_host[host])
    if held == bool(applied):
        fail("%s: applied now %s, though %s" % (host, bool(applied), "other mounts would change" if held else "nothing else would change"))
print("the playbook changes %s in check mode: each advised mount's rule, no other mount" % sorted(advised))
sys.exit(1 if failed else 0)
PY
exit $status
