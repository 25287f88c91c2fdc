#!/bin/bash
# The fleet window on HOSTS hosts x MOUNTS mounts: fleet-series.py writes
# the series, promtool backfills them, the real prometheus serves them on a
# loopback port and bench_fleet_window measures the window against it.
# Prints bench_fleet_window's key=value lines.
# Usage: bench-fleet.sh BENCH_FLEET_WINDOW HOSTS MOUNTS
set -euo pipefail
bench=$(realpath "$1") hosts=$2 mounts=$3
source "$(dirname "$0")/../fleet/fleet-lib.sh"
need_programs "apt install prometheus" prometheus promtool python3
python3 "$(dirname "$0")/fleet-series.py" "$hosts" "$mounts" "$work/fleet.om"
promtool tsdb create-blocks-from openmetrics -q "$work/fleet.om" "$work/data" >"$work/backfill.log" 2>&1 ||
    { cat "$work/backfill.log" >&2; exit 1; }
port=$(free_port)
printf 'global:\n  scrape_interval: 1m\n' >"$work/prometheus.yml"
prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
    --web.listen-address="127.0.0.1:$port" >"$work/prometheus.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
    python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' \
        "http://127.0.0.1:$port/-/ready" 2>/dev/null && break
    sleep 0.2
done
"$bench" --url "http://127.0.0.1:$port"
