#!/bin/bash
# Boots the test VM and waits for it to power off.
# Usage: boot.sh KERNEL INITRD SHARE_DIR TIME_LIMIT_S CONSOLE_LOG
# SHARE_DIR is the guest's 9p tag "hostshare", and read-only "spare": a
# non-NFS file system a test can mount while udev watches.
# KVM is used only when it really works here; a boot watchdog (no "/init
# started" within 60 s) kills a hung boot and retries under TCG. A kernel
# that dies before /init runs is booted once more: under TCG with several
# vCPUs, Linux 6.12 was seen to oops in early boot (int3 while patching its
# own code) about once in 20 boots, before any test ran. Exit status: 0 the
# guest powered off, 123 it died before /init twice, 124 the boot hung,
# 125 the time limit was hit.
set -uo pipefail
kernel=${1:?} initrd=${2:?} share=${3:?} limit=${4:?} log=${5:?}
boot_watchdog_s=60

kvm_usable() {
    # /dev/kvm can exist on a paravirtual host that cannot run a stock kernel.
    [ -r /dev/kvm ] && [ -w /dev/kvm ] && grep -qwE 'vmx|svm' /proc/cpuinfo
}

qemu_pid=
cleanup() { [ -z "$qemu_pid" ] || kill -9 "$qemu_pid" 2>/dev/null; }
trap cleanup EXIT

run() { # ACCEL_ARGS...
    : > "$log"
    local bios=()
    [ -f /usr/share/qemu/qboot.rom ] && bios=(-bios /usr/share/qemu/qboot.rom)
    qemu-system-x86_64 -machine q35 "$@" -m 2048 -smp 2 -nodefaults -no-user-config \
        -display none -no-reboot "${bios[@]}" -serial "file:$log" \
        -kernel "$kernel" -initrd "$initrd" \
        -append "console=ttyS0 panic=-1 rdinit=/init quiet" \
        -virtfs "local,path=$share,mount_tag=hostshare,security_model=none,id=hostshare" \
        -virtfs "local,path=$share,mount_tag=spare,security_model=none,id=spare,readonly=on" &
    qemu_pid=$!
    local start=$SECONDS booted=
    while kill -0 "$qemu_pid" 2>/dev/null; do
        if [ -z "$booted" ] && grep -q '^/init started' "$log"; then
            booted=1
        fi
        if [ -z "$booted" ] && [ $((SECONDS - start)) -ge $boot_watchdog_s ]; then
            echo "boot.sh: no /init within ${boot_watchdog_s}s, killing the VM" >&2
            kill -9 "$qemu_pid"; wait "$qemu_pid" 2>/dev/null; qemu_pid=
            return 124
        fi
        if [ $((SECONDS - start)) -ge "$limit" ]; then
            echo "boot.sh: time limit of ${limit}s reached, killing the VM" >&2
            kill -9 "$qemu_pid"; wait "$qemu_pid" 2>/dev/null; qemu_pid=
            return 125
        fi
        sleep 0.2
    done
    wait "$qemu_pid"; qemu_pid=
    if [ -z "$booted" ] && ! grep -q '^/init started' "$log"; then
        echo "boot.sh: the kernel stopped before /init started:" >&2
        grep -m 3 -E 'Oops|panic|BUG' "$log" >&2
        return 123
    fi
    return 0
}

if kvm_usable; then
    echo "boot.sh: using KVM" >&2
    run -accel kvm -cpu host
    rc=$?
    [ $rc -ne 124 ] && exit $rc
    echo "boot.sh: falling back to TCG" >&2
fi
echo "boot.sh: using TCG" >&2
run -accel tcg,thread=multi -cpu max
rc=$?
if [ $rc -eq 123 ]; then
    echo "boot.sh: booting once more" >&2
    run -accel tcg,thread=multi -cpu max
    rc=$?
fi
exit $rc
