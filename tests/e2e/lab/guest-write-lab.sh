#!/bin/sh
# The write lab inside the test VM (run-write-lab.sh): the export on a disk
# slower than the wire (null_blk, memory-backed, its bandwidth capped and
# each request delayed), then for each run of /etc/nfs-tuner-lab/runs
# ("VERS DELAY_MS WORKLOAD" a line) a fresh mount of it with netem's delay
# on lo, and the ladder: at each nfs_congestion_kb value ("default": the
# kernel's own for this memory), REPEAT times, the workload timed as the
# application sees it (bytes written per second, the final fsync or each
# close included) and counted on the wire (WRITE and COMMIT calls and
# bytes from mountstats) and at the disk (its busy share from
# /sys/block/nullb0/stat).
# Workloads (tests/e2e/workload/writeworkload):
#   random      RANDOM_WRITES writes of 4 KiB at random places of a file of
#               RANDOM_FILE_MB, one fsync at the end (the seed's case)
#   sequential  SEQ_MB in 1 MiB writes, one fsync at the end
#   files       SMALL_FILES files of SMALL_KB, each written and closed
# Then the advice followed from the default, as a user would: the workload
# in a loop while `nfs-tuner-cli writeback --advise ADVISE_SECONDS` watches,
# its proposed_kb set with set-congestion through the helper, until it
# proposes nothing (keep) or STEPS steps were taken; each value measured as
# the ladder measures.
# Then (TUNE=1) the write tune from the default, as a user would: the
# workload in a loop while `nfs-tuner-cli tune --write --json --apply`
# tunes on it; the value it ends on measured as the ladder measures.
# Writes /host/out/run-N/ (run; ladder: "KIB MB/S WRITES WRITE_BYTES COMMITS
# DISK_BUSY_PERCENT" a line, one per measurement; steps: "KIB MB/S KINDS
# PROPOSED_KB" a line; advise-K.json; tune.json, tune.rc, tune-final: "KIB
# MEDIAN MB/S...") and /host/out/default_kb.
set -u
out=/host/out
. /etc/nfs-tuner-lab/lab.conf
fail() { echo "write lab: $*"; exit 1; }
mkdir -p /tmp/runtime && chmod 700 /tmp/runtime
. /etc/nfs-tuner-e2e/system-bus.sh
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_RUNTIME_DIR=/tmp/runtime \
    HOME=/root LC_ALL=C.UTF-8
cli=/usr/local/bin/nfs-tuner-cli
work=/usr/local/bin/writeworkload
default_kb=$(cat /proc/sys/fs/nfs/nfs_congestion_kb)
echo "$default_kb" > "$out/default_kb"
uname -r > "$out/kernel"
modprobe sch_netem || fail "modprobe sch_netem"

# The slow disk: null_blk through configfs, memory-backed so that ext4
# keeps what it writes (without discard: freeing a file's blocks through a
# throttled null_blk took minutes).
for m in configfs "null_blk nr_devices=0" ext4; do modprobe $m || fail "modprobe $m"; done
modprobe crc32c_generic 2>/dev/null # ext4's journal checksums, a module on some kernels
mount -t configfs none /sys/kernel/config 2>/dev/null
nullb=/sys/kernel/config/nullb/lab
mkdir "$nullb" || fail "no null_blk configfs"
echo 1 > "$nullb/memory_backed"
echo "$DISK_MB" > "$nullb/size"
echo 2 > "$nullb/irqmode"                            # completions on a timer...
echo $((DISK_LATENCY_US * 1000)) > "$nullb/completion_nsec" # ...this much later
echo "$DISK_MBPS" > "$nullb/mbps"
echo 1 > "$nullb/power" || fail "null_blk power"
# Named after its folder since 6.x, nullb0 before.
disk=$(basename "$(ls -d /sys/block/lab /sys/block/nullb* 2>/dev/null | head -1)")
[ -n "$disk" ] || fail "no null_blk disk"
/usr/local/bin/mkfs.ext4 -q -F -E nodiscard "/dev/$disk" || fail "mkfs.ext4"
mkdir -p /slow
mount -t ext4 "/dev/$disk" /slow || { dmesg | tail -5; fail "mount ext4"; }
exportfs -o rw,no_root_squash,no_subtree_check,insecure,fsid=2 '*:/slow' || fail "exportfs /slow"
mkdir -p /mnt/wlab
# The VM's page cache scaled down to its 2 GiB, as a large client's is to
# its writes: background write-back (UNSTABLE WRITEs, then COMMIT) starts
# while the application writes, and the limit throttles it.
echo $((DIRTY_BACKGROUND_MB * 1048576)) > /proc/sys/vm/dirty_background_bytes
echo $((DIRTY_MB * 1048576)) > /proc/sys/vm/dirty_bytes

set_delay() { # MS
    /usr/local/bin/lab-tc qdisc del dev lo root 2>/dev/null
    [ "$1" = 0 ] || /usr/local/bin/lab-tc qdisc add dev lo root netem delay "${1}ms" limit 100000 ||
        fail "netem delay $1 ms"
}

# WRITE calls, WRITE bytes sent, COMMIT calls of /mnt/wlab so far.
wire() {
    awk '$1 == "device" { mine = ($5 == "/mnt/wlab") }
         mine && $1 == "WRITE:" { w = $2; b = $5 }
         mine && $1 == "COMMIT:" { c = $2 }
         END { print w + 0, b + 0, c + 0 }' /proc/self/mountstats
}

# Milliseconds the disk was busy so far (/sys/block/DISK/stat, io_ticks).
busy_ms() {
    awk '{ print $10 }' "/sys/block/$disk/stat"
}

# One timed workload: "MB/S WRITES WRITE_BYTES COMMITS DISK_BUSY_PERCENT".
measure() { # WORKLOAD
    rm -rf /mnt/wlab/w
    mkdir /mnt/wlab/w || fail "mkdir on the mount"
    sync
    echo 3 > /proc/sys/vm/drop_caches
    set -- "$1" $(wire) $(busy_ms)
    case "$1" in
        random) line=$("$work" random /mnt/wlab/w/file $((RANDOM_FILE_MB * 1048576)) \
                       "$RANDOM_WRITES" 7) ;;
        sequential) line=$("$work" /mnt/wlab/w/file 1048576 "$SEQ_MB" fsync) ;;
        files) line=$("$work" files /mnt/wlab/w "$SMALL_FILES" $((SMALL_KB * 1024))) ;;
    esac
    [ -n "$line" ] || fail "writeworkload $1"
    after=$(wire)
    busy=$(busy_ms)
    # "wrote BYTES bytes in CALLS calls in NS ns"
    echo "$line $after $busy $2 $3 $4 $5" |
        awk '{ printf "%.2f %d %d %d %.0f\n", $2 * 1000 / $8, $10 - $14, $11 - $15, $12 - $16,
                      ($13 - $17) * 100 / ($8 / 1000000) }'
}

median() { # numbers, one a line
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2];
                                        else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The advice followed from the default on the run's workload.
follow_advice() { # WORKLOAD
    echo "$default_kb" > /proc/sys/fs/nfs/nfs_congestion_kb
    : > "$dir/steps"
    step=0
    while [ "$step" -lt "$STEPS" ]; do
        step=$((step + 1))
        kib=$(cat /proc/sys/fs/nfs/nfs_congestion_kb)
        rm -f /tmp/stop-workload
        (while [ ! -e /tmp/stop-workload ]; do measure "$1" > /dev/null; done) &
        looping=$!
        "$cli" writeback --json --advise "$ADVISE_SECONDS" > "$dir/advise-$step.json" 2>&1
        touch /tmp/stop-workload
        wait "$looping"
        kinds=$(sed -n 's/.*"kind":"\([a-z-]*\)".*/\1/p' "$dir/advise-$step.json" | tr '\n' ,)
        proposed=$(sed -n 's/.*"proposed_kb":\([0-9][0-9]*\).*/\1/p' "$dir/advise-$step.json")
        rates=$(for r in $(seq "$REPEAT"); do measure "$1" | cut -d' ' -f1; done)
        echo "$kib $(echo "$rates" | median) ${kinds:-none} ${proposed:-none} $(echo $rates)" \
            >> "$dir/steps"
        echo "  advice at $kib KiB: $(echo $rates) MB/s, ${kinds:-nothing} ${proposed:-}"
        [ -n "$proposed" ] && [ "$proposed" != "$kib" ] || break
        "$cli" set-congestion "$proposed" > /dev/null || fail "set-congestion $proposed"
    done
}

# The write tune from the default on the run's workload in a loop.
tune_writes() { # WORKLOAD
    echo "$default_kb" > /proc/sys/fs/nfs/nfs_congestion_kb
    rm -f /tmp/stop-workload
    (while [ ! -e /tmp/stop-workload ]; do measure "$1" > /dev/null; done) &
    looping=$!
    sleep 2 # writing before the tune looks
    "$cli" tune --write --json --apply /mnt/wlab > "$dir/tune.json" 2> "$dir/tune.err"
    echo $? > "$dir/tune.rc"
    touch /tmp/stop-workload
    wait "$looping"
    final=$(cat /proc/sys/fs/nfs/nfs_congestion_kb)
    rates=$(for r in $(seq "$REPEAT"); do measure "$1" | cut -d' ' -f1; done)
    echo "$final $(echo "$rates" | median) $(echo $rates)" > "$dir/tune-final"
    echo "  tune: exit $(cat "$dir/tune.rc"), $(sed -n 's/.*"result":"\([a-z-]*\)".*/\1/p' \
        "$dir/tune.json") at $final KiB: $(echo $rates) MB/s"
}

n=0
while read -r vers delay workload; do
    [ -n "$vers" ] || continue
    n=$((n + 1))
    dir=$out/run-$n
    mkdir -p "$dir"
    echo "run $n: vers $vers delay ${delay}ms $workload writes"
    umount /mnt/wlab 2>/dev/null
    set_delay 0
    mount.nfs 127.0.0.1:/slow /mnt/wlab -o "vers=$vers" || fail "mount vers=$vers"
    set_delay "$delay"
    : > "$dir/ladder"
    for value in $LADDER; do
        kib=$value
        [ "$value" = default ] && kib=$default_kb
        echo "$kib" > /proc/sys/fs/nfs/nfs_congestion_kb || fail "nfs_congestion_kb $kib"
        for r in $(seq "$REPEAT"); do
            echo "$kib $(measure "$workload")" >> "$dir/ladder"
            echo "    $(cut -d' ' -f1 /proc/uptime) s: $(tail -1 "$dir/ladder")"
        done
        echo "  nfs_congestion_kb $kib: $(awk -v k="$kib" '$1 == k { print $2 }' "$dir/ladder" |
            tr '\n' ' ')MB/s, median $(awk -v k="$kib" '$1 == k { print $2 }' "$dir/ladder" | median)"
    done
    [ "$STEPS" -gt 0 ] && follow_advice "$workload"
    [ "$TUNE" = 1 ] && tune_writes "$workload"
    echo "$default_kb" > /proc/sys/fs/nfs/nfs_congestion_kb
    printf '%s %s %s %s\n' "$(uname -r)" "$vers" "$delay" "$workload" > "$dir/run"
done < /etc/nfs-tuner-lab/runs
rm -rf /mnt/wlab/w
umount /mnt/wlab 2>/dev/null
set_delay 0
echo "write lab done"
