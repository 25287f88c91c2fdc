#!/bin/bash
# Captures the real-kernel fixture roots in tests/fixtures/roots from a
# throwaway VM (see tests/e2e/vm). Run by hand when fixtures need refreshing;
# review the diff before committing.
# Usage: capture-fixtures.sh [DEST]   (default: tests/fixtures/roots)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
dest=${1:-$top/tests/fixtures/roots}
source "$here/../vm/cache-dir.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree" "$work/share"
cp "$here/guest-capture.sh" "$work/tree/scenario"
"$here/../vm/fetch.sh" "$vm_cache"
"$here/../vm/initramfs.sh" "$vm_cache" "$work/initrd.cpio" --tree "$work/tree"
"$here/../vm/boot.sh" "$vm_cache/root/boot/vmlinuz-$(cat "$vm_cache/kver")" \
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
