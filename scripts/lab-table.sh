#!/bin/bash
# The table of docs/RESULTS.md: the throughput lab (tests/e2e/lab/run-lab.sh)
# on each kernel of the VM stage, at one-way delays of 0, 2 and 10 ms, NFSv4.2
# and NFSv3, 64 KiB and 1 MiB application reads; then the table as Markdown.
# Outside CI: about 20 minutes a kernel under software emulation.
#   ./scripts/lab-table.sh [BUILD_DIR] [OUT_DIR]   (default build/test, build/lab)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$top/build/test}
out=${2:-$top/build/lab}
for kernel in 6.1 6.12; do
    "$top/tests/e2e/lab/run-lab.sh" "$build" --kernel "$kernel" --vers 4.2,3 --delay-ms 0,2,10 \
        --read-size 64K,1M --no-sweep --out "$out/$kernel" || true
done
python3 "$top/tests/e2e/lab/lab-table.py" "$out"/6.1/lab.json "$out"/6.12/lab.json
