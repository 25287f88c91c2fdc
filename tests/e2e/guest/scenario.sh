#!/bin/sh
# The end-to-end stage inside the test VM: NFSv3 and NFSv4.2 mounts of the
# loopback export, a system bus with polkitd, then the checks (tst_e2e).
set -u
out=/host/out
fail() { echo "scenario: $*"; exit 1; }

# A sanitizer build's options, before anything of ours starts.
[ -r /etc/nfs-tuner-e2e/sanitizer.env ] && . /etc/nfs-tuner-e2e/sanitizer.env

mkdir -p /mnt/v3 /mnt/v42
mount.nfs 127.0.0.1:/export /mnt/v3 -o vers=3,rsize=1048576,wsize=1048576 || fail "v3 mount"
mount.nfs 127.0.0.1:/export /mnt/v42 -o vers=4.2,rsize=1048576,wsize=1048576 || fail "v4.2 mount"
dd if=/dev/zero of=/export/big bs=1M count=64 2>/dev/null && sync

mkdir -p /tmp/runtime && chmod 700 /tmp/runtime
chmod 1777 /tmp
. /etc/nfs-tuner-e2e/system-bus.sh
# alice may see every user's readers (tst_e2e readersAreAttributed).
cat > /etc/polkit-1/rules.d/50-nfs-tuner-e2e.rules <<'RULES'
polkit.addRule(function(action, subject) {
    if (action.id == "io.github.nfstuner.read-processes" && subject.user == "alice")
        return polkit.Result.YES;
});
RULES

# systemd-udevd, after the first mounts: from here on a new BDI runs
# nfs-utils' 99-nfs.rules and the project's 99-nfs-tuner.rules.
/lib/systemd/systemd-udevd --daemon 2>"$out/udevd.log" || fail "systemd-udevd"
udevadm control --ping --timeout=10 || fail "systemd-udevd does not answer"

uname -r > "$out/kernel"
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_RUNTIME_DIR=/tmp/runtime \
    HOME=/root LC_ALL=C.UTF-8 XDG_CONFIG_HOME=/tmp/config XDG_STATE_HOME=/tmp/state
# The programs sit at fixed paths here, not at the build tree's (which may
# be under /tmp, a fresh tmpfs in the guest).
export NFSTUNER_TEST_CLI=/usr/local/bin/nfs-tuner-cli NFSTUNER_TEST_GUI=/usr/local/bin/nfs-tuner \
    NFSTUNER_TEST_READWORKLOAD=/usr/local/bin/readworkload \
    NFSTUNER_TEST_PACEDREADER=/usr/local/bin/pacedreader \
    NFSTUNER_TEST_WRITEWORKLOAD=/usr/local/bin/writeworkload
/usr/local/bin/tst_e2e -o "$out/results.txt,txt" -o -,txt
