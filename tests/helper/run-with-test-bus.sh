#!/bin/bash
# Runs a command against a private "system" bus with the real dbus-daemon and
# the real polkitd, using the project's own bus policy, activation file and
# polkit actions, and nfs-tuner-helper activated by D-Bus from that file
# with --root pointing at a copy of a fixture root. Everything happens in a
# private mount namespace; nothing of the machine's configuration changes.
#
# Usage: run-with-test-bus.sh HELPER POLICY BUS_POLICY BUS_SERVICE FIXTURE_ROOT -- COMMAND...
# The command gets DBUS_SYSTEM_BUS_ADDRESS and:
#   NFSTUNER_TEST_ROOT   the helper's root (a copy of FIXTURE_ROOT, with the
#                        stock Debian 12 /etc/nfs.conf when it had none)
#   NFSTUNER_TEST_RULES  a polkit rules.d folder polkitd watches
#   NFSTUNER_HELPER_LOG  the helper's audit log (stderr)
#   NFSTUNER_TEST_FAULTS a file the helper's wrapper sources before starting
#                        it: fault injection (LD_PRELOAD=..., NFSTUNER_FAULTS=...)
# NFSTUNER_HELPER_IDLE sets the helper's --idle-timeout (default 60).
# Exits 77 (skipped) only without root or unshare.
set -uo pipefail

if [ -z "${NFSTUNER_IN_TEST_NAMESPACE:-}" ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null; then
        echo "run-with-test-bus.sh: needs root and unshare: skipped" >&2
        exit 77
    fi
    export NFSTUNER_IN_TEST_NAMESPACE=1
    exec unshare --mount --propagation private "$0" "$@"
fi

helper=$1 policy=$2 bus_policy=$3 bus_service=$4 fixture=$5
shift 5
[ "$1" = "--" ] && shift

T=$(mktemp -d /tmp/nfs-tuner-testbus.XXXXXX)
chmod 755 "$T" # polkitd and uid 65534 must reach the bus socket
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    pkill -f "^$helper --root $T/root" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$T"
}
trap cleanup EXIT

# The fixture root the helper works on.
cp -a "$fixture" "$T/root"
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -e "$T/root/etc/nfs.conf" ]; then
    mkdir -p "$T/root/etc"
    cp "$here/../fixtures/nfsconf/debian12-nfs.conf" "$T/root/etc/nfs.conf"
fi

# polkit: the stock actions plus ours; a rules.d of our own.
mkdir -p "$T/actions" "$T/rules.d"
cp /usr/share/polkit-1/actions/*.policy "$T/actions/" 2>/dev/null
cp "$policy" "$T/actions/"
chown polkitd "$T/rules.d" 2>/dev/null
chmod 755 "$T/rules.d"
mount --bind "$T/actions" /usr/share/polkit-1/actions
mount --bind "$T/rules.d" /etc/polkit-1/rules.d

# The activation file says where the helper lives; put a wrapper there that
# starts the built helper on the test root, over an overlay of that folder.
exec_path=$(sed -n 's/^Exec=//p' "$bus_service")
exec_dir=$(dirname "$exec_path")
mountpoint_dir=$exec_dir
while [ ! -d "$mountpoint_dir" ]; do mountpoint_dir=$(dirname "$mountpoint_dir"); done
mkdir -p "$T/upper" "$T/work"
mkdir -p "$T/upper${exec_dir#"$mountpoint_dir"}"
cat > "$T/upper${exec_path#"$mountpoint_dir"}" <<WRAPPER
#!/bin/sh
# Fault-injection tests write shell assignments here (LD_PRELOAD, NFSTUNER_FAULTS).
[ -r $T/faults ] && . $T/faults
exec $helper --root $T/root --log-to-stderr --idle-timeout ${NFSTUNER_HELPER_IDLE:-60} "\$@" 2>>$T/helper.log
WRAPPER
chmod 755 "$T/upper${exec_path#"$mountpoint_dir"}"
mount -t overlay overlay -o "lowerdir=$mountpoint_dir,upperdir=$T/upper,workdir=$T/work" "$mountpoint_dir"

# The bus: the system bus's default policy, the installed services' policies,
# and ours (the very files that get installed, linked in).
mkdir -p "$T/system.d" "$T/services"
ln -s "$bus_policy" "$T/system.d/"
ln -s "$bus_service" "$T/services/"
sed "s|@DIR@|$T|g" "$here/system-bus.conf.in" > "$T/system.conf"
dbus-daemon --config-file="$T/system.conf" --nofork --nosyslog 2>>"$T/dbus.log" &
pids+=($!)
for _ in $(seq 100); do [ -S "$T/bus" ] && break; sleep 0.05; done
export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$T/bus"

/usr/lib/polkit-1/polkitd ${NFSTUNER_POLKIT_DEBUG:---no-debug} 2>>"$T/polkit.log" &
pids+=($!)
for _ in $(seq 100); do
    dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner \
        string:org.freedesktop.PolicyKit1 2>/dev/null | grep -q 'boolean true' && break
    sleep 0.05
done

export NFSTUNER_TEST_ROOT="$T/root" NFSTUNER_TEST_RULES="$T/rules.d" NFSTUNER_HELPER_LOG="$T/helper.log"
export NFSTUNER_TEST_FAULTS="$T/faults"
"$@"
status=$?
# Stop the helper as systemd would (SIGTERM) and wait: it exits normally,
# so a sanitizer build checks it for leaks on the way out.
if pkill -TERM -f "^$helper --root $T/root"; then
    for _ in $(seq 200); do pgrep -f "^$helper --root $T/root" >/dev/null || break; sleep 0.05; done
    if pgrep -f "^$helper --root $T/root" >/dev/null; then
        echo "run-with-test-bus.sh: the helper did not stop on SIGTERM" >&2
        status=1
    fi
fi
# A sanitizer build: a report in the helper fails the run even when the
# client saw nothing of it.
if grep -qE "ERROR: (Address|Leak|UndefinedBehavior)Sanitizer|runtime error:" "$T/helper.log" 2>/dev/null; then
    echo "run-with-test-bus.sh: the helper hit a sanitizer report" >&2
    status=1
fi
if [ $status -ne 0 ]; then
    echo "--- helper log"; cat "$T/helper.log" 2>/dev/null
    echo "--- dbus-daemon log"; cat "$T/dbus.log"
    echo "--- polkitd log"; tail -20 "$T/polkit.log"
fi >&2
exit $status
