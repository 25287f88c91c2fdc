#!/bin/bash
# The tables of docs/RESULTS.md from the throughput lab (tests/e2e/lab/run-lab.sh)
# on each kernel of the VM stage; then each table as Markdown.
#   ./scripts/lab-table.sh [BUILD_DIR] [OUT_DIR]
#       the advisor followed from 128 KiB: Linux 6.1 and 6.12, one-way delays
#       of 0, 2 and 10 ms, NFSv4.2 and NFSv3, 64 KiB and 1 MiB application
#       reads (about 20 minutes a kernel under software emulation)
#   ./scripts/lab-table.sh --tune [BUILD_DIR] [OUT_DIR]
#       the tune from 128 KiB (issue 52): Linux 6.1, 6.12 and 7.x, 2 and 10 ms,
#       NFSv4.2 and NFSv3, 64 KiB and 1 MiB reads of a 64 MiB file, random
#       4 KiB reads of a 16 MiB file (which readahead brings into the cache)
#       and, NFSv4.2 only, of a 64 MiB file (about 40 minutes a kernel)
#   (default BUILD_DIR build/test, OUT_DIR build/lab or build/lab-tune)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
lab=$top/tests/e2e/lab
if [ "${1:-}" = --tune ]; then
    shift
    build=${1:-$top/build/test}
    out=${2:-$top/build/lab-tune}
    files=()
    for kernel in 6.1 6.12 7; do
        "$lab/run-lab.sh" "$build" --kernel "$kernel" --vers 4.2,3 --delay-ms 2,10 \
            --read-size 64K,1M --no-sweep --no-advisor --tune --out "$out/$kernel" || true
        "$lab/run-lab.sh" "$build" --kernel "$kernel" --vers 4.2,3 --delay-ms 2,10 \
            --read-size 4K --pattern random --file-mb 16 --no-sweep --no-advisor --tune \
            --out "$out/$kernel-random16" || true
        "$lab/run-lab.sh" "$build" --kernel "$kernel" --vers 4.2 --delay-ms 2,10 \
            --read-size 4K --pattern random --file-mb 64 --no-sweep --no-advisor --tune \
            --out "$out/$kernel-random64" || true
        files+=("$out/$kernel/lab.json" "$out/$kernel-random16/lab.json"
                "$out/$kernel-random64/lab.json")
    done
    python3 "$lab/lab-table.py" --tune "${files[@]}"
    for file in "${files[@]}"; do python3 "$lab/check-lab.py" "$file" || true; done
    exit 0
fi
build=${1:-$top/build/test}
out=${2:-$top/build/lab}
for kernel in 6.1 6.12; do
    "$lab/run-lab.sh" "$build" --kernel "$kernel" --vers 4.2,3 --delay-ms 0,2,10 \
        --read-size 64K,1M --no-sweep --out "$out/$kernel" || true
done
python3 "$lab/lab-table.py" "$out"/6.1/lab.json "$out"/6.12/lab.json
