#!/bin/bash
# The end-to-end stage: the whole product on a real kernel NFS client in a
# throwaway qemu VM (see vm/). Builds an initramfs with the project's built
# programs and their libraries, Qt's offscreen plugin and a font, dbus-daemon
# and polkitd with the project's bus policy, activation file and polkit
# actions, systemd-udevd with nfs-utils' and the project's udev rules,
# nfs-utils' nfsrahead and the stock /etc/nfs.conf; boots it; prints
# each named result and a summary line.
# Usage: run-e2e.sh BUILD_DIR [--suite SUITE] [--screenshot-to FILE] [--measure-screenshot-to FILE] [--keep DIR]
#   SUITE  whose kernel the VM boots: bullseye (Debian 11, Linux 5.10),
#          bookworm (Debian 12, Linux 6.1; the default), trixie (Debian 13, Linux 6.12, READ_PLUS on NFSv4.2) or
#          trixie-backports (its newest kernel, 7.x: /sys/fs/nfs shows the
#          server's implementation id)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: run-e2e.sh BUILD_DIR [--suite SUITE] [--screenshot-to FILE] [--measure-screenshot-to FILE] [--keep DIR]"
build=$(cd "${1:?$usage}" && pwd)
shift
screenshot_to= measure_to= keep= suite=bookworm
while [ $# -gt 0 ]; do
    case "$1" in
        --suite) suite=$2; shift 2 ;;
        --screenshot-to) screenshot_to=$2; shift 2 ;;
        --measure-screenshot-to) measure_to=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        *) echo "run-e2e.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
source "$here/vm/cache-dir.sh"
started=$SECONDS

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree/etc/nfs-tuner-e2e" "$work/share"
"$here/vm/fetch.sh" "$vm_cache" "$suite" || exit 1
pkg="$vm_cache/root"
kernel="$(kernel_image "$suite")"

# Files the VM needs, at the paths the project's files name.
tree=$work/tree
source "$here/vm/product.sh"
stage_product "$build" "$tree" "$work/users"
# The readers test's users: alice may see every user's readers (polkit
# rule in guest/scenario.sh), bob may not.
printf 'alice:x:1001:1001::/tmp:/bin/sh\nbob:x:1002:1002::/tmp:/bin/sh\n' >> "$work/users"
install -D -m 755 "$here/guest/scenario.sh" "$tree/scenario"
# A sanitizer build (test.sh --sanitize): its options, for every program in the VM.
if [ -n "${ASAN_OPTIONS:-}" ]; then
    install -D -m 644 "$here/../sanitizer/lsan.supp" "$tree/etc/nfs-tuner-e2e/lsan.supp"
    {
        echo "export ASAN_OPTIONS='$ASAN_OPTIONS'"
        echo "export UBSAN_OPTIONS='${UBSAN_OPTIONS:-}'"
        echo "export LSAN_OPTIONS='suppressions=/etc/nfs-tuner-e2e/lsan.supp:print_suppressions=0'"
    } > "$tree/etc/nfs-tuner-e2e/sanitizer.env"
fi
# udev with nfs-utils' rule (nfsrahead) and the project's (nfs-tuner-rahead),
# as the packages install them.
rules=$build/packaging/udev/99-nfs-tuner.rules
rahead_exec=$(grep -o '/[^" ]*/nfs-tuner-rahead' "$rules" | head -n 1)
install -D -m 644 "$pkg/usr/lib/udev/rules.d/99-nfs.rules" "$tree/usr/lib/udev/rules.d/99-nfs.rules"
install -D -m 644 "$rules" "$tree/usr/lib/udev/rules.d/99-nfs-tuner.rules"
mkdir -p "$tree/lib/systemd"
ln -s /bin/udevadm "$tree/lib/systemd/systemd-udevd"
# Debian installs the stock file from here (ucf) at package configuration.
install -D -m 644 "$pkg/usr/share/nfs-common/conffiles/nfs.conf" "$tree/etc/nfs.conf"
mkdir -p "$tree/etc/fonts" "$tree/usr/share/fonts/truetype/dejavu"
cp -a /etc/fonts/. "$tree/etc/fonts/"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf "$tree/usr/share/fonts/truetype/dejavu/"

plugins=/usr/lib/x86_64-linux-gnu/qt6/plugins
"$here/vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$tree" \
    "${product_args[@]}" \
    --binary "$build/app/gui/nfs-tuner=/usr/local/bin/nfs-tuner" \
    --binary "$build/tests/e2e/tst_e2e=/usr/local/bin/tst_e2e" \
    --binary "$build/tests/e2e/readworkload=/usr/local/bin/readworkload" \
    --binary "$build/tests/e2e/pacedreader=/usr/local/bin/pacedreader" \
    --binary "$build/tests/e2e/writeworkload=/usr/local/bin/writeworkload" \
    --binary "$plugins/platforms/libqoffscreen.so" \
    --binary "$pkg/usr/libexec/nfsrahead=/usr/libexec/nfsrahead" \
    --binary "$build/helper/nfs-tuner-rahead=$rahead_exec" --binary "$pkg/bin/udevadm=/bin/udevadm" \
    --binary /usr/sbin/sysctl || exit 1

# About 4 minutes of tests under TCG, two VMs at once; the write tune's
# interruptions and refusals (issue 64) added a minute.
"$here/vm/boot.sh" "$kernel" "$work/initrd.cpio" "$work/share" 420 "$work/console.log"
boot=$?
out=$work/share/out
[ -n "$keep" ] && { mkdir -p "$keep"; cp -a "$out/." "$work/console.log" "$keep/" 2>/dev/null; }

echo "--- named results (Linux $(cat "$out/kernel" 2>/dev/null || echo '?') under qemu)"
passed=0 failed=0
if [ -f "$out/results.txt" ]; then
    while read -r status name; do
        case "$status" in
            PASS) passed=$((passed + 1)); echo "PASS  $name" ;;
            FAIL!) failed=$((failed + 1)); echo "FAIL  $name" ;;
        esac
    done < <(sed -n 's/^\(PASS\|FAIL!\) *: E2E::\([A-Za-z]*([^)]*)\).*/\1 \2/p' "$out/results.txt" |
             sed 's/()$//' | grep -v 'initTestCase\|cleanupTestCase')
    grep -E '^(FAIL!|   Loc|   Actual|   Expected|QINFO)' "$out/results.txt"
fi
expected=17
if [ $((passed + failed)) -lt $expected ] || [ $boot -ne 0 ]; then
    echo "--- the VM stage did not finish (boot status $boot); console:"
    tail -40 "$work/console.log"
    [ -f "$out/scenario.log" ] && tail -40 "$out/scenario.log"
    failed=$((failed + expected - passed - failed))
fi
if [ -n "$screenshot_to" ] && [ -f "$out/real-kernel.png" ]; then
    cp "$out/real-kernel.png" "$screenshot_to"
fi
if [ -n "$measure_to" ] && [ -f "$out/measure.png" ]; then
    cp "$out/measure.png" "$measure_to"
fi
echo "VM stage: $passed passed, $failed failed, $((SECONDS - started)) s"
[ "$failed" -eq 0 ]
