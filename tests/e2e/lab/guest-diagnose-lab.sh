#!/bin/sh
# The diagnosis lab inside the test VM (run-diagnose-lab.sh): each scenario
# of /etc/nfs-tuner-lab/diagnose.conf creates one bottleneck on a fresh
# mount (each its own server address on lo, 127.0.0.N: its own NFS client,
# transport and slot table), keeps a workload going, and runs
# `nfs-tuner-cli diagnose --json` on it:
#   round-trip       10 ms round trip (netem 5 ms each way), 128 KiB
#                    readahead, 64 KiB sequential reads; the prescription is
#                    applied (set-readahead) and MB/s measured before and
#                    after, and the mount diagnosed again (the check)
#   server           the export on ext2 over dm-delay (20 ms per read),
#                    no delay on the network, 64 KiB sequential reads
#   transport-queue  sunrpc.tcp_max_slot_table_entries=2 before an NFSv3
#                    mount, 1 ms each way, four readers at 4 MiB readahead
#   losses           netem loss 2 % each way (1 ms), 1 MiB sequential reads
#   metadata         actimeo=0, 1 ms each way, stat+open+read of 500 small
#                    files again and again (metadataworkload)
#   application      one reader of 64 KiB every 20 ms (pacedreader), 1 ms
#   page-cache       a file read again and again from the client's cache
# Writes /host/out/<scenario>/ (diagnose.json, and for round-trip before,
# after, diagnose-after.json).
set -u
out=/host/out
. /etc/nfs-tuner-lab/diagnose.conf
fail() { echo "lab: $*"; exit 1; }

mkdir -p /tmp/runtime && chmod 700 /tmp/runtime
. /etc/nfs-tuner-e2e/system-bus.sh
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_RUNTIME_DIR=/tmp/runtime \
    HOME=/root LC_ALL=C.UTF-8 XDG_STATE_HOME=/tmp/state
cli=/usr/local/bin/nfs-tuner-cli
uname -r > "$out/kernel"
# tcp_diag: what diagnose reads TCP's resends through (sock_diag); ext4
# (for ext2) wants crc32c_generic where the kernel has it as a module.
modprobe crc32c_generic 2>/dev/null
for m in sch_netem dm-delay loop ext4 tcp_diag; do modprobe "$m" || fail "modprobe $m"; done
dd if=/dev/urandom of=/export/lab bs=1M count=32 2>/dev/null || fail "no file"
for i in 1 2 3 4; do dd if=/dev/urandom of=/export/q$i bs=1M count=24 2>/dev/null || fail "no q$i"; done
mkdir -p /export/tree /mnt/lab
i=0
while [ $i -lt 500 ]; do
    head -c 4096 /dev/urandom > /export/tree/f$i
    i=$((i + 1))
done
sync

median() { # numbers, one a line
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2];
                                        else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# One read of FILE from a cold cache, in MB/s (10^6 bytes).
timed_read() { # FILE BLOCK
    echo 3 > /proc/sys/vm/drop_caches
    /usr/local/bin/readworkload sequential "$1" "$2" |
        awk '{ if ($8 > 0) printf "%.2f\n", $2 * 1000 / $8 }'
}

net() { # netem arguments, or nothing for none
    /usr/local/bin/lab-tc qdisc del dev lo root 2>/dev/null
    [ $# -eq 0 ] || /usr/local/bin/lab-tc qdisc add dev lo root netem "$@" limit 100000 ||
        fail "netem $*"
}

mount_lab() { # ADDRESS:EXPORT OPTIONS
    mount.nfs "$1" /mnt/lab -o "$2" || fail "mount $1 -o $2"
    bdi=$(awk '$5 == "/mnt/lab" { print $3 }' /proc/self/mountinfo)
    [ -n "$bdi" ] || fail "no BDI"
}

set_readahead() { # KIB
    echo "$1" > "/sys/class/bdi/$bdi/read_ahead_kb" || fail "read_ahead_kb $1"
}

# A workload in a loop until stop_workload: what each pass prints goes to
# $dir/workload.
start_workload() { # COMMAND...
    rm -f /tmp/stop-workload
    (while [ ! -e /tmp/stop-workload ]; do "$@"; done >> "$dir/workload" 2>&1) &
    workloads="$workloads $!"
}
stop_workload() {
    touch /tmp/stop-workload
    for pid in $workloads; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
    workloads=
}
workloads=

cold_reads() { # FILE BLOCK: drop the cache before each pass
    echo 3 > /proc/sys/vm/drop_caches
    /usr/local/bin/readworkload sequential "$1" "$2"
}

# What `diagnose --root A --then B` reads, as the kernel has it now (the
# unit tests' fixtures: tests/fixtures/roots/diagnose-*).
capture() { # FOLDER
    mkdir -p "$1/proc/self" "$1/sys/class/bdi/$bdi" "$1/proc/sys/sunrpc" \
        "$1/sys/module/nfs/parameters"
    grep ' - nfs' /proc/self/mountinfo > "$1/proc/self/mountinfo"
    awk '/^device / { keep = ($8 ~ /^nfs/) } keep' /proc/self/mountstats > "$1/proc/self/mountstats"
    cat "/sys/class/bdi/$bdi/read_ahead_kb" > "$1/sys/class/bdi/$bdi/read_ahead_kb"
    cat /proc/sys/sunrpc/tcp_max_slot_table_entries > "$1/proc/sys/sunrpc/tcp_max_slot_table_entries"
    cat /sys/module/nfs/parameters/max_session_slots > "$1/sys/module/nfs/parameters/max_session_slots"
}

diagnose() { # NAME
    sleep 2 # the workload under way
    capture "$dir/$1-before"
    "$cli" diagnose --json --seconds "$SECONDS_EACH" /mnt/lab > "$dir/$1.json" 2> "$dir/$1.err"
    capture "$dir/$1-after"
    echo "  $1: exit $?, $(sed -n 's/.*"verdict":"\([a-z-]*\)".*/\1/p' "$dir/$1.json" | head -1)"
}

finish() {
    stop_workload
    umount /mnt/lab || umount -l /mnt/lab
    net
}

round_trip() {
    mount_lab 127.0.0.1:/export vers=4.2,rsize=1048576
    set_readahead 128
    net delay 5ms
    start_workload cold_reads /mnt/lab/lab 65536
    diagnose diagnose
    stop_workload
    for r in 1 2 3; do timed_read /mnt/lab/lab 65536; done > "$dir/before-runs"
    median < "$dir/before-runs" > "$dir/before"
    kind=$(sed -n 's/.*"kind":"\([a-z-]*\)".*/\1/p' "$dir/diagnose.json" | head -1)
    kib=$(sed -n 's/.*"prescription":{[^}]*"read_ahead_kb":\([0-9]*\).*/\1/p' "$dir/diagnose.json")
    if [ "$kind" = readahead ] && [ -n "$kib" ]; then
        "$cli" set-readahead /mnt/lab "$kib" > /dev/null || fail "set-readahead $kib"
        echo "  applied read_ahead_kb $kib"
        start_workload cold_reads /mnt/lab/lab 65536
        diagnose diagnose-after
        stop_workload
        for r in 1 2 3; do timed_read /mnt/lab/lab 65536; done > "$dir/after-runs"
        median < "$dir/after-runs" > "$dir/after"
        echo "  $(cat "$dir/before") -> $(cat "$dir/after") MB/s"
    fi
    finish
}

server() {
    dd if=/dev/zero of=/tmp/slow.img bs=1M count=64 2>/dev/null
    losetup /dev/loop0 /tmp/slow.img || fail "losetup"
    sectors=$(blockdev --getsz /dev/loop0)
    echo "0 $sectors delay /dev/loop0 0 20 /dev/loop0 0 0" |
        /usr/local/bin/lab-dmsetup create slow --noudevsync || fail "dmsetup create"
    # No udev here to make /dev/mapper/slow: devtmpfs has its dm-N.
    device=/dev/$(basename "$(ls -d /sys/block/dm-* | head -n 1)")
    mke2fs -q "$device" > /dev/null || fail "mke2fs $device"
    mkdir -p /slow && mount -t ext2 "$device" /slow || fail "mount ext2"
    dd if=/dev/urandom of=/slow/lab bs=1M count=40 2>/dev/null && sync
    exportfs -o rw,no_root_squash,no_subtree_check,insecure,fsid=2 '*:/slow' || fail "exportfs /slow"
    mount_lab 127.0.0.2:/slow vers=4.2,rsize=1048576
    start_workload cold_reads /mnt/lab/lab 65536
    diagnose diagnose
    finish
    exportfs -u '*:/slow'
    umount /slow
    /usr/local/bin/lab-dmsetup remove slow
    losetup -d /dev/loop0
}

transport_queue() {
    old=$(cat /proc/sys/sunrpc/tcp_max_slot_table_entries)
    echo 2 > /proc/sys/sunrpc/tcp_max_slot_table_entries
    mount_lab 127.0.0.3:/export vers=3,rsize=1048576
    echo "$old" > /proc/sys/sunrpc/tcp_max_slot_table_entries
    set_readahead 4096
    net delay 1ms
    for i in 1 2 3 4; do
        start_workload cold_reads /mnt/lab/q$i 1048576
    done
    diagnose diagnose
    finish
}

losses() {
    mount_lab 127.0.0.4:/export vers=4.2,rsize=1048576
    set_readahead 1024
    net delay 1ms loss 2%
    start_workload cold_reads /mnt/lab/lab 1048576
    diagnose diagnose
    finish
}

metadata() {
    mount_lab 127.0.0.5:/export vers=4.2,actimeo=0
    net delay 1ms
    start_workload /usr/local/bin/metadataworkload /mnt/lab/tree 1
    diagnose diagnose
    finish
}

application() {
    mount_lab 127.0.0.6:/export vers=4.2,rsize=1048576
    net delay 1ms
    echo 3 > /proc/sys/vm/drop_caches
    /usr/local/bin/pacedreader sequential /mnt/lab/lab 65536 20000 "$dir/paced" &
    workloads=$!
    diagnose diagnose
    finish
}

page_cache() {
    mount_lab 127.0.0.7:/export vers=4.2,rsize=1048576
    /usr/local/bin/readworkload sequential /mnt/lab/lab 1048576 > /dev/null
    start_workload /usr/local/bin/readworkload sequential /mnt/lab/lab 1048576
    diagnose diagnose
    finish
}

for scenario in $SCENARIOS; do
    dir=$out/$scenario
    mkdir -p "$dir"
    echo "$scenario:"
    case "$scenario" in
        round-trip) round_trip ;;
        server) server ;;
        transport-queue) transport_queue ;;
        losses) losses ;;
        metadata) metadata ;;
        application) application ;;
        page-cache) page_cache ;;
    esac
done
echo "lab done"
