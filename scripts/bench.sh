#!/bin/bash
# Builds NFS Tuner for release with its benchmarks and measures it on a
# generated root with 1000 NFS mounts among 2000 others (cloned from the
# real-kernel fixtures): the Google Benchmarks, whole processes against
# nfs-utils' mountstats, start to first frame, idle CPU, peak memory with an
# hour of history, and the helper's round trip. Prints a table against the
# budgets (docs/PERFORMANCE.md) and writes it to build/bench/results.md.
# Exit status 1 when a budget is missed.
# Usage: ./scripts/bench.sh   (IDLE_SECONDS=60 RUNS=20 may be changed)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"

need_packages build test
build="$top/build/bench"
configure_and_build "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
bench="$build/tests/bench"
cli="$build/app/cli/nfs-tuner-cli"
gui="$build/app/gui/nfs-tuner"
idle_seconds=${IDLE_SECONDS:-60}
runs=${RUNS:-20}

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_CONFIG_HOME="$work/config"
root="$work/root"
"$bench/nfs-tuner-bench-root" "$root"
echo "Root: $(grep -c . "$root/proc/self/mountinfo") mounts, $(grep -c 'fstype nfs' "$root/proc/self/mountstats") NFS;" \
    "mountstats $(du -k "$root/proc/self/mountstats" | cut -f1) KiB"

# field VALUE of "key=value" output
field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }

rows=()
verdict=0
# row NAME VALUE UNIT BUDGET_TEXT OK(0/1/-)
row() {
    local mark="-"
    case "$5" in 1) mark=yes ;; 0) mark=NO; verdict=1 ;; esac
    rows+=("| $1 | $2 $3 | $4 | $mark |")
}
le() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }' && echo 1 || echo 0; }
ge() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }' && echo 1 || echo 0; }

echo "== Google Benchmarks (5 repetitions, medians)"
"$bench/bench_core" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
    --benchmark_out="$work/core.json" --benchmark_out_format=json | grep -E "median|Benchmark|---"
median() {
    python3 -c "import json,sys
for b in json.load(open(sys.argv[1]))['benchmarks']:
    if b['name'] == sys.argv[2] + '_median':
        print('%.3f' % (b['real_time'] * {'ms': 1, 'us': 1e-3, 'ns': 1e-6}[b['time_unit']]))" \
        "$work/core.json" "$1"
}
tick=$(median samplerTick)
row "Sampler tick, 1000 mounts (read, parse, rates, history)" "$tick" ms "≤ 5 ms" "$(le "$tick" 5)"
for name in mountTable mountStatsParse nfsConfParse tableModelUpdate tableModelSync; do
    row "$name" "$(median $name)" ms "" -
done

echo "== Whole processes ($runs runs, medians)"
# Taking turns, so that the machine's own ups and downs hit both alike.
compared=$("$bench/nfs-tuner-bench-time" "$runs" "$cli" stats --root "$root" --interval 0 \
    --vs mountstats iostat -f "$root/proc/self/mountstats")
echo "$compared"
ours=$(sed -n 's/^runs=[0-9]* median_ms=\([0-9.]*\).*/\1/p' <<<"$compared")
theirs=$(field vs_median_ms <<<"$compared")
ratio=$(awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "%.1f", a / b }')
tick_ratio=$(awk -v a="$theirs" -v b="$tick" 'BEGIN { printf "%.1f", a / b }')
echo "nfs-tuner-cli stats --interval 0: $ours ms; mountstats iostat -f: $theirs ms"
row "nfs-tuner-cli stats --interval 0 (whole process)" "$ours" ms "" -
row "mountstats iostat -f FILE (whole process, nfs-utils)" "$theirs" ms "" -
row "mountstats iostat ÷ nfs-tuner-cli stats" "$ratio" × "≥ 30×" "$(ge "$ratio" 30)"
row "mountstats iostat ÷ sampler tick" "$tick_ratio" × "≥ 30×" "$(ge "$tick_ratio" 30)"

first=$("$bench/nfs-tuner-bench-time" 10 "$gui" --root "$root" --screenshot "$work/shot.png" --after 0 |
    field median_ms)
row "Start to first frame, 1000 mounts (nfs-tuner --screenshot, whole process)" "$first" ms "≤ 500 ms" \
    "$(le "$first" 500)"

echo "== Idle window at 1 Hz for $idle_seconds s, counters advancing every second"
"$bench/nfs-tuner-bench-root" "$root" --traffic &
pids+=($!)
"$gui" --root "$root" >/dev/null 2>&1 &
app=$!
pids+=($app)
sleep 5
ticks_per_second=$(getconf CLK_TCK)
cpu() { awk '{ print $14 + $15 }' "/proc/$app/stat"; }
before=$(cpu)
sleep "$idle_seconds"
after=$(cpu)
kill "$app"
idle=$(awk -v t=$((after - before)) -v hz="$ticks_per_second" -v s="$idle_seconds" \
    'BEGIN { printf "%.2f", 100 * t / (hz * s) }')
row "Idle nfs-tuner, 1000 mounts, 1 Hz ($idle_seconds s, /proc/PID/stat)" "$idle" "% of a core" "≤ 2 %" \
    "$(le "$idle" 2)"

echo "== Peak memory with an hour of history"
memory=$("$bench/bench_history_memory" --nfs 1000 --seconds 3600 2>/dev/null)
echo "$memory"
peak=$(awk -v k="$(field peak_rss_kib <<<"$memory")" 'BEGIN { printf "%.1f", k / 1024 }')
row "Peak RSS, 1000 mounts, 1 h of history" "$peak" MiB "≤ 150 MB" "$(le "$peak" 143)"

echo "== Helper round trip (real dbus-daemon and polkitd, polkit says yes)"
if latency=$("$top/tests/helper/run-with-test-bus.sh" "$build/helper/nfs-tuner-helper" \
    "$top/polkit/io.github.nfstuner.policy" "$top/packaging/dbus/io.github.nfstuner.Helper1.conf" \
    "$build/packaging/dbus/io.github.nfstuner.Helper1.service" "$top/tests/fixtures/roots/v3-v42/root" \
    -- "$bench/bench_helper_latency" 500); then
    echo "$latency"
    median_ms=$(field median_ms <<<"$latency")
    row "Helper SetReadahead round trip, 500 calls (median; p95 $(field p95_ms <<<"$latency") ms)" \
        "$median_ms" ms "≤ 5 ms" "$(le "$median_ms" 5)"
else
    row "Helper SetReadahead round trip" "not measured (needs root and unshare)" "" "≤ 5 ms" -
fi

{
    echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)," \
        "$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), Linux $(uname -r)"
    echo
    echo "| measure | value | budget | met |"
    echo "| --- | --- | --- | --- |"
    printf '%s\n' "${rows[@]}"
} | tee "$build/results.md"
exit $verdict
