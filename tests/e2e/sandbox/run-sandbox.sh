#!/bin/bash
# The helper under its own systemd unit, for real: a VM (Debian 12's kernel)
# boots systemd as PID 1 with this machine's systemd, dbus-daemon, polkitd
# and journald, the project's unit, bus policy, activation file and polkit
# actions; D-Bus activation goes through nfs-tuner-helper.service with its
# sandbox (ProtectSystem=strict, the system-call filter, the capability
# bounding set, RuntimeDirectory). The check (./check) calls the helper
# over the system bus, and runs nfs-tuner-metrics.service (a user of its
# own) with the real node_exporter reading what it wrote, as nobody; each
# named result is printed, then a summary line.
# Usage: run-sandbox.sh BUILD_DIR [--keep DIR]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
e2e=$(cd "$here/.." && pwd)
build=$(cd "${1:?usage: run-sandbox.sh BUILD_DIR [--keep DIR]}" && pwd)
shift
keep=
[ "${1:-}" = --keep ] && keep=$2
source "$e2e/vm/cache-dir.sh"
started=$SECONDS
suite=bookworm

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tree=$work/tree
mkdir -p "$tree" "$work/share"
"$e2e/vm/fetch.sh" "$vm_cache" "$suite" || exit 1
pkg="$vm_cache/root"
kernel="$(kernel_image "$suite")"

helper_exec=$(sed -n 's/^Exec=//p' "$build/packaging/dbus/io.github.nfstuner.Helper1.service")
install -D -m 755 "$here/pid1" "$tree/scenario-pid1"
install -D -m 755 "$here/check" "$tree/check"
units=$tree/lib/systemd/system
install -D -m 644 "$here/nfs-tuner-sandbox.target" "$units/nfs-tuner-sandbox.target"
install -D -m 644 "$here/nfs-tuner-sandbox-check.service" "$units/nfs-tuner-sandbox-check.service"
install -D -m 644 "$build/packaging/systemd/nfs-tuner-helper.service" "$units/nfs-tuner-helper.service"
install -D -m 644 "$build/packaging/systemd/nfs-tuner-metrics.service" "$units/nfs-tuner-metrics.service"
install -D -m 644 "$here/nfs-tuner-sandbox-node-exporter.service" \
    "$units/nfs-tuner-sandbox-node-exporter.service"
cli_exec=$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$build/packaging/systemd/nfs-tuner-metrics.service")
mkdir -p "$tree/var/lib/prometheus/node-exporter"
# This machine's units for the bus, polkit, the journal and the targets
# they need, as Debian ships them.
for unit in dbus.service dbus.socket polkit.service systemd-journald.service \
            systemd-journald.socket systemd-journald-dev-log.socket basic.target sysinit.target \
            sockets.target paths.target slices.target timers.target local-fs.target \
            local-fs-pre.target swap.target shutdown.target umount.target final.target \
            poweroff.target systemd-poweroff.service emergency.target rescue.target; do
    install -D -m 644 "/lib/systemd/system/$unit" "$units/$unit"
done
install -D -m 644 /usr/share/dbus-1/system.conf "$tree/usr/share/dbus-1/system.conf"
source "$e2e/vm/product.sh"
stage_bus_files "$build" "$tree"
install -D -m 644 /usr/share/dbus-1/system.d/org.freedesktop.systemd1.conf \
    "$tree/usr/share/dbus-1/system.d/org.freedesktop.systemd1.conf"
mkdir -p "$tree/usr/share/polkit-1/rules.d" "$tree/etc/polkit-1/rules.d" "$tree/var/lib/polkit-1" \
    "$tree/etc/nfs.conf.d"
install -D -m 644 "$pkg/usr/share/nfs-common/conffiles/nfs.conf" "$tree/etc/nfs.conf"
printf 'NAME="Debian GNU/Linux"\nID=debian\nVERSION_ID="12"\n' > "$tree/etc/os-release"
cat > "$work/users" <<USERS
polkitd:x:997:997::/nonexistent:/bin/false
messagebus:x:998:998::/nonexistent:/bin/false
systemd-journal:x:996:996::/nonexistent:/bin/false
alice:x:1000:1000::/home/alice:/bin/sh
USERS

# The metrics unit's root step runs coreutils' dd, stat and timeout by
# their paths on Debian (busybox's dd has no iflag=nofollow); initramfs.sh
# removes an applet link before copying a program onto its path.
binaries=()
for program in /lib/systemd/systemd /lib/systemd/systemd-journald /lib/systemd/systemd-shutdown \
               /bin/systemctl /bin/journalctl /usr/bin/dbus-daemon /usr/bin/dbus-send \
               /usr/lib/polkit-1/polkitd /usr/bin/prometheus-node-exporter /usr/bin/setpriv; do
    binaries+=(--binary "$program")
done
"$e2e/vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$tree" \
    --binary "$build/helper/nfs-tuner-helper=$helper_exec" \
    --binary "$build/app/cli/nfs-tuner-cli=$cli_exec" "${binaries[@]}" \
    --binary "$build/tests/helper/callflood=/usr/local/bin/callflood" \
    --binary /bin/dd=/usr/bin/dd --binary /usr/bin/stat=/usr/bin/stat \
    --binary /usr/bin/timeout=/usr/bin/timeout \
    --append-users "$work/users" || exit 1

"$e2e/vm/boot.sh" "$kernel" "$work/initrd.cpio" "$work/share" 240 "$work/console.log"
boot=$?
out=$work/share/out
[ -n "$keep" ] && { mkdir -p "$keep"; cp -a "$out/." "$work/console.log" "$keep/" 2>/dev/null; }
echo "--- the helper under nfs-tuner-helper.service (systemd $(/lib/systemd/systemd --version | head -n 1 | cut -d' ' -f2), Linux $(cat "$vm_cache/kernel-$suite/kver"))"
passed=0 failed=0
if [ -f "$out/results.txt" ]; then
    while read -r status rest; do
        echo "$status  $rest"
        case "$status" in PASS) passed=$((passed + 1)) ;; FAIL) failed=$((failed + 1)) ;; esac
    done < "$out/results.txt"
fi
expected=17
if [ $((passed + failed)) -lt $expected ] || [ $boot -ne 0 ]; then
    echo "--- the sandbox stage did not finish (boot status $boot); console:"
    tail -60 "$work/console.log"
    failed=$((failed + expected - passed - failed))
fi
if [ "$failed" -ne 0 ]; then
    echo "--- helper log"; cat "$out/helper.log" 2>/dev/null
    echo "--- helper status"; cat "$out/helper-status.txt" 2>/dev/null
fi
echo "sandbox stage: $passed passed, $failed failed, $((SECONDS - started)) s"
[ "$failed" -eq 0 ]
