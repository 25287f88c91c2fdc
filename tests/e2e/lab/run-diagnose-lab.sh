#!/bin/bash
# The diagnosis lab: each bottleneck `nfs-tuner-cli diagnose` names, created
# on a real kernel NFS client in the VM stage's qemu set-up, and whether
# diagnose names it (guest-diagnose-lab.sh says how each is made). Writes
# OUT/diagnose-lab.json:
#   {"kernel", "scenarios": [{"name", "expected", "verdict", "close",
#     "prescription", "diagnosis": {diagnose --json's mount},
#     "before_mb_per_s", "after_mb_per_s", "after_verdict", "compared"}]}
# (the last four where the prescription is live: the lab applies it).
# Usage: run-diagnose-lab.sh BUILD_DIR --out DIR [--kernel 6.1|6.12|7]
#          [--scenarios round-trip,server,...] [--seconds 8] [--check]
#   --check  judge it (check-diagnose-lab.py) and fail when it misses
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
e2e=$(cd "$here/.." && pwd)
usage="usage: run-diagnose-lab.sh BUILD_DIR --out DIR [options]; see its head"
build=$(cd "${1:?$usage}" && pwd) || exit 2
shift
suite=trixie out= check=0 seconds=8
scenarios=round-trip,server,transport-queue,losses,metadata,application,page-cache
while [ $# -gt 0 ]; do
    case "$1" in
        --kernel) case "$2" in 6.1|bookworm) suite=bookworm ;; 6.12|trixie) suite=trixie ;;
                      7|trixie-backports) suite=trixie-backports ;;
                      *) echo "run-diagnose-lab.sh: --kernel takes 6.1, 6.12 or 7" >&2; exit 2 ;;
                  esac; shift 2 ;;
        --scenarios) scenarios=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --check) check=1; shift ;;
        --out) out=$2; shift 2 ;;
        *) echo "run-diagnose-lab.sh: unknown argument $1" >&2; echo "$usage" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || { echo "$usage" >&2; exit 2; }
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -ge 2 ] ||
    { echo "run-diagnose-lab.sh: --seconds takes a whole number from 2" >&2; exit 2; }
for s in ${scenarios//,/ }; do
    [[ ",round-trip,server,transport-queue,losses,metadata,application,page-cache," == *",$s,"* ]] ||
        { echo "run-diagnose-lab.sh: no scenario $s" >&2; exit 2; }
done

source "$e2e/vm/cache-dir.sh"
started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree/etc/nfs-tuner-lab" "$work/share" "$out"
"$e2e/vm/fetch.sh" "$vm_cache" "$suite" || exit 1
kernel="$(kernel_image "$suite")"

tree=$work/tree
source "$e2e/vm/product.sh"
stage_product "$build" "$tree" "$work/users"
install -D -m 755 "$here/guest-diagnose-lab.sh" "$tree/scenario"
printf 'SCENARIOS="%s"\nSECONDS_EACH=%s\n' "${scenarios//,/ }" "$seconds" \
    > "$tree/etc/nfs-tuner-lab/diagnose.conf"
# ext4 (which mounts the slow export's ext2) wants crypto's crc32c up to
# 6.x; 7.x has it in the kernel.
crc32c=$(find "$vm_cache/kernel-$suite/root" -name 'crc32c_generic.ko*' | head -n 1)
# tc and dmsetup under names no busybox applet has (initramfs.sh copies
# through no link).
"$e2e/vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$tree" \
    "${product_args[@]}" --module sch_netem --module dm-delay --module loop --module ext4 \
    --module tcp_diag ${crc32c:+--module crc32c_generic} \
    --binary "$build/tests/e2e/readworkload=/usr/local/bin/readworkload" \
    --binary "$build/tests/e2e/pacedreader=/usr/local/bin/pacedreader" \
    --binary "$build/tests/e2e/metadataworkload=/usr/local/bin/metadataworkload" \
    --binary /usr/sbin/tc=/usr/local/bin/lab-tc \
    --binary "$(command -v dmsetup)=/usr/local/bin/lab-dmsetup" || exit 1

count=$(wc -w <<< "${scenarios//,/ }")
limit=$(( 120 + count * (seconds * 3 + 90) ))
echo "run-diagnose-lab.sh: $count scenario(s), at most ${limit}s"
"$e2e/vm/boot.sh" "$kernel" "$work/initrd.cpio" "$work/share" "$limit" "$work/console.log"
boot=$?
cp -a "$work/share/out/." "$work/console.log" "$out/" 2>/dev/null
status=0
python3 "$here/diagnose-lab-json.py" "$out" > "$out/diagnose-lab.json.new" &&
    mv "$out/diagnose-lab.json.new" "$out/diagnose-lab.json" || status=1
if [ $boot -ne 0 ] || [ "$(cat "$out/scenario.rc" 2>/dev/null)" != 0 ]; then
    echo "run-diagnose-lab.sh: the lab did not finish (boot status $boot); its log:"
    tail -30 "$out/scenario.log" 2>/dev/null || tail -30 "$work/console.log"
    status=1
fi
echo "run-diagnose-lab.sh: $((SECONDS - started)) s, $out/diagnose-lab.json"
if [ $status -eq 0 ] && [ $check -eq 1 ]; then
    python3 "$here/check-diagnose-lab.py" "$out/diagnose-lab.json" || status=1
fi
exit $status
