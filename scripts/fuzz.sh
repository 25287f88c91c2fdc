#!/bin/bash
# Builds the libFuzzer targets with clang (AddressSanitizer and UBSan too)
# and runs each for SECONDS (default 60) on a copy of its seed corpus in
# tests/fuzz/corpus. Prints each target's executions and coverage; a
# crash, leak, sanitizer report or failed property stops it with the input
# saved in build/fuzz/findings/. Exit status non-zero on any finding.
# Usage: ./scripts/fuzz.sh [SECONDS] [TARGET...]   (all targets by default)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"

seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
need_packages build fuzz
build="$top/build/fuzz"
CC=clang CXX=clang++ cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNFSTUNER_FUZZ=ON >/dev/null
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
    fuzzer="$build/tests/fuzz/$name"
    cp -r "$top/tests/fuzz/corpus/$name" "$work/$name"
    if "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$build/findings/$name-" "$work/$name" >"$work/$name.log" 2>&1; then
        result=clean
    else
        result=FAILED
        status=1
        grep -E "ERROR|property failed|runtime error|SUMMARY|artifact" "$work/$name.log" | head -20
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$name.log")
    cov=$(grep -o 'cov: [0-9]*' "$work/$name.log" | tail -1)
    printf '%-22s %s: %s executions in %s s, %s, corpus %s inputs\n' "$name" "$result" "${runs:-?}" \
        "$seconds" "${cov:-cov: ?}" "$(ls "$work/$name" | wc -l)"
done
exit $status
