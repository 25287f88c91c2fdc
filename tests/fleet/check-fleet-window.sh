#!/bin/bash
# The fleet window against a real fleet: the hosts of check-fleet.sh, with
# a day of alpha's history backfilled by promtool; tst_fleet_window drives
# the window (and against the failing servers of odd-prometheus.py), its rows are held against each host's textfile and sysfs by
# check-fleet-mounts.py, its playbook must be the CLI's, and nfs-tuner
# --prometheus must shoot the window at 1280x860 and 1024x700 (copied to
# SHOTS_DIR when given, for the README).
# Usage: check-fleet-window.sh NFS_TUNER_CLI TST_FLEET_WINDOW NFS_TUNER SOURCE_DIR [SHOTS_DIR]
set -euo pipefail
cli=$(realpath "$1") window_test=$(realpath "$2") gui=$(realpath "$3") source=$(realpath "$4")
shots=${5:-}
source "$(dirname "$0")/fleet-lib.sh"
need_programs "apt install prometheus prometheus-node-exporter ansible-core" prometheus prometheus-node-exporter promtool python3 ansible-playbook

FLEET_BACKFILL=1 start_fleet "$cli" "$source"
grow &
pids+=($!)
fleet_inventory "$source" "$cli"
python3 "$(dirname "$0")/odd-prometheus.py" >"$work/odd.port" &
pids+=($!)
for _ in $(seq 1 50); do [ -s "$work/odd.port" ] && break; sleep 0.1; done

NFSTUNER_FLEET_WORK="$work" NFSTUNER_FLEET_URL="$url" \
    NFSTUNER_FLEET_ODD_URL="http://127.0.0.1:$(cat "$work/odd.port")" "$window_test" ||
    fail "tst_fleet_window"
if [ -f "$work/window.json" ]; then
    python3 "$(dirname "$0")/check-fleet-mounts.py" "$work/window.json" "$work" "$read_export" ||
        fail "the window's rows are not what the hosts exported"
fi
"$cli" fleet --prometheus "$url" --playbook "$work/cli.yml" >/dev/null 2>&1 || fail "fleet --playbook"
if [ -f "$work/window.yml" ]; then
    cmp "$work/cli.yml" "$work/window.yml" || fail "the window's playbook is not the CLI's"
fi

# The pictures: the first host's mount that has a day of history.
mountpoint=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["mountpoint"])' "$work/history.json")
for size in 1280x860 1024x700; do
    png="$work/fleet-$size.png"
    said=$("$gui" --prometheus "$url" --select "$mountpoint" --size "$size" --screenshot "$png" 2>"$work/shot.err") ||
        { cat "$work/shot.err"; fail "nfs-tuner --prometheus --screenshot at $size: $said"; continue; }
    got=$(python3 -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$png")
    [ "$got" = "$size" ] || fail "the picture is $got, not $size"
    echo "$said" | grep -q "$mountpoint" || fail "the picture's chart is not of $mountpoint: $said"
    [ -z "$shots" ] || cp "$png" "$shots/fleet-$size.png"
done
exit $status
