#!/bin/bash
# Captures the real-kernel fixture roots in tests/fixtures/roots from a
# throwaway VM (see tests/e2e/vm). Run by hand when fixtures need refreshing;
# review the diff before committing.
# Usage: capture-fixtures.sh [--suite SUITE] [--dest DIR] [NAME...]
#   SUITE  the Debian release whose kernel the VM boots: bullseye (5.10),
#          bookworm (6.1, the default), trixie (6.12, which reads with READ_PLUS on NFSv4.2) or
#          trixie-backports (7.x); sets named after the kernel (advice-7.3)
#          keep it, the others are renamed by hand (read-plus-7.3)
#   DIR    where the roots go (default: tests/fixtures/roots)
#   NAME   only these sets (see the end of guest-capture.sh); default all
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
dest=$top/tests/fixtures/roots suite=bookworm names=()
while [ $# -gt 0 ]; do
    case "$1" in
        --suite) suite=$2; shift 2 ;;
        --dest) dest=$2; shift 2 ;;
        -*) echo "capture-fixtures.sh: unknown option $1" >&2; exit 2 ;;
        *) names+=("$1"); shift ;;
    esac
done
source "$here/../vm/cache-dir.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree" "$work/share"
cp "$here/guest-capture.sh" "$work/tree/scenario"
# The workload programs, static: the capture has no project build.
mkdir -p "$work/tree/usr/local/bin"
g++ -O2 -static -o "$work/tree/usr/local/bin/readworkload" "$here/../workload/readworkload.cpp"
g++ -O2 -static -o "$work/tree/usr/local/bin/writeworkload" "$here/../workload/writeworkload.cpp"
[ ${#names[@]} -eq 0 ] || echo "${names[*]}" > "$work/tree/capture-sets"
"$here/../vm/fetch.sh" "$vm_cache" "$suite"
"$here/../vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$work/tree"
"$here/../vm/boot.sh" "$(kernel_image "$suite")" \
    "$work/initrd.cpio" "$work/share" 300 "$work/console.log" || true
if [ "$(cat "$work/share/out/scenario.rc" 2>/dev/null)" != 0 ]; then
    cat "$work/console.log" >&2
    echo "capture-fixtures.sh: the capture failed" >&2
    exit 1
fi
mkdir -p "$dest"
for fixture in "$work/share/out/fixtures"/*; do
    rm -rf "$dest/${fixture##*/}"
    cp -r "$fixture" "$dest/"
    echo "fixture ${fixture##*/}"
done
