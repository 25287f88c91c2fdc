#!/bin/bash
# The metrics as a fleet reads them: `nfs-tuner-cli metrics --textfile` into
# a folder, the real prometheus-node-exporter with only its textfile
# collector on a loopback port, the real prometheus scraping it every
# second, and PromQL over prometheus' HTTP API: one nfstuner_read_ahead_bytes
# series per BDI of the real-kernel root, valued read_ahead_kb x 1024, and
# one mount_info per mount joined to it, all read here with awk from the
# root's mountinfo and sysfs.
# Usage: check-prometheus.sh NFS_TUNER_CLI ROOT
set -euo pipefail
cli=$1 root=$2
source "$(dirname "$0")/fleet-lib.sh"
need_programs "apt install prometheus prometheus-node-exporter" prometheus prometheus-node-exporter python3

mkdir "$work/textfile"
"$cli" metrics --root "$root" --textfile "$work/textfile"
[ -f "$work/textfile/nfs_tuner.prom" ] || { echo "FAIL: no nfs_tuner.prom written"; exit 1; }
ls -A "$work/textfile" | grep -vxF nfs_tuner.prom && fail "more than nfs_tuner.prom left in the folder"

exporter_port=$(free_port)
prometheus-node-exporter --web.listen-address="127.0.0.1:$exporter_port" \
    --collector.disable-defaults --collector.textfile \
    --collector.textfile.directory="$work/textfile" >"$work/exporter.log" 2>&1 &
pids+=($!)
prometheus_port=$(free_port)
cat >"$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['127.0.0.1:$exporter_port']
YAML
prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
    --web.listen-address="127.0.0.1:$prometheus_port" >"$work/prometheus.log" 2>&1 &
pids+=($!)

# QUERY -> "label=value value" lines, sorted; empty until scraped.
query() {
    python3 - "$prometheus_port" "$1" "$2" <<'PY'
import json, sys, urllib.parse, urllib.request
port, expr, label = sys.argv[1:4]
url = "http://127.0.0.1:%s/api/v1/query?%s" % (port, urllib.parse.urlencode({"query": expr}))
try:
    answer = json.load(urllib.request.urlopen(url, timeout=5))
except Exception:
    sys.exit(0)
for series in answer["data"]["result"]:
    print("%s %s" % (series["metric"].get(label, ""), series["value"][1]))
PY
}
got=
for _ in $(seq 1 60); do
    got=$(query nfstuner_read_ahead_bytes bdi | sort)
    [ -n "$got" ] && break
    sleep 1
done
[ -n "$got" ] || {
    tail -5 "$work/exporter.log" "$work/prometheus.log"
    echo "FAIL: prometheus never had nfstuner_read_ahead_bytes"
    exit 1
}

awk_nfs='{ for (i = 7; $i != "-"; i++); if ($(i + 1) == "nfs" || $(i + 1) == "nfs4") print $3 }'
expected=$(awk "$awk_nfs" "$root/proc/self/mountinfo" | sort -u | while read -r bdi; do
    echo "$bdi $(($(cat "$root/sys/class/bdi/$bdi/read_ahead_kb") * 1024))"
done)
[ "$got" = "$expected" ] || fail "nfstuner_read_ahead_bytes by PromQL: [$got], expected [$expected]"

mounts=$(awk "$awk_nfs" "$root/proc/self/mountinfo" | wc -l)
joined=$(query 'count(nfstuner_mount_info * on(instance, bdi) group_left() nfstuner_read_ahead_bytes)' x |
    awk '{print $NF}')
[ "$joined" = "$mounts" ] || fail "mount_info joined to read_ahead_bytes: $joined series, $mounts mounts"

[ $status -eq 0 ] &&
    echo "prometheus has $(wc -l <<<"$got") BDI series and $mounts mounts, as the root says."
exit $status
