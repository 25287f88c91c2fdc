#!/bin/bash
# Builds the libFuzzer targets with clang (AddressSanitizer and UBSan too)
# and runs each for SECONDS (default 60), as many at once as there are
# cores, on a copy of its seed corpus in tests/fuzz/corpus. Prints each
# target's executions and coverage; a crash, leak, sanitizer report or
# failed property stops it with the input saved in build/fuzz/findings/.
# Exit status non-zero on any finding.
# Usage: ./scripts/fuzz.sh [SECONDS] [TARGET...]   (all targets by default)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"

seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
need_packages build fuzz
build="$top/build/fuzz"
# One file at a time: with it, test.sh shows that each of core's files
# compiles on its own (every other build is a unity build).
CC=clang CXX=clang++ cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNFSTUNER_FUZZ=ON -DCMAKE_UNITY_BUILD=OFF >/dev/null
cmake --build "$build" --target fuzzers -j"$(nproc)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$build/findings"
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    read -ra targets <<<"$(sed -n 's/^set(fuzz_targets \(.*\))$/\1/p' "$top/tests/fuzz/CMakeLists.txt")"
fi
for name in "${targets[@]}"; do
    if [ ! -d "$top/tests/fuzz/corpus/$name" ]; then
        echo "fuzz.sh: no fuzz target named $name" >&2
        exit 2
    fi
done

# run_target NAME: one fuzzer on a copy of its corpus; its report goes to
# WORK/NAME.report, and the status is the fuzzer's.
run_target() {
    local name=$1 result runs cov
    cp -r "$top/tests/fuzz/corpus/$name" "$work/$name"
    if "$build/tests/fuzz/$name" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 \
        -rss_limit_mb=4096 -artifact_prefix="$build/findings/$name-" "$work/$name" \
        >"$work/$name.log" 2>&1; then
        result=clean
    else
        result=FAILED
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$name.log" 2>/dev/null || true)
    cov=$( (grep -o 'cov: [0-9]*' "$work/$name.log" 2>/dev/null || true) | tail -1)
    {
        printf '%-22s %s: %s executions in %s s, %s, corpus %s inputs\n' "$name" "$result" \
            "${runs:-?}" "$seconds" "${cov:-cov: ?}" "$(ls "$work/$name" | wc -l)"
        [ "$result" = clean ] ||
            grep -E "ERROR|property failed|runtime error|SUMMARY|artifact" "$work/$name.log" |
            head -20 || true
    } >"$work/$name.report"
    [ "$result" = clean ]
}

# Each fuzzer is one process on one core: as many at once as there are
# cores, so each gets the executions of a run alone.
pids=()
for name in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n || true; done
    run_target "$name" &
    pids+=($!)
done
for i in "${!targets[@]}"; do
    wait "${pids[i]}" || status=1
    cat "$work/${targets[i]}.report" 2>/dev/null || echo "${targets[i]}: FAILED, no report"
done
exit $status
