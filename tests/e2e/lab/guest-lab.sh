#!/bin/sh
# The throughput lab inside the test VM (run-lab.sh): for each run of
# /etc/nfs-tuner-lab/runs ("VERS RSIZE DELAY_MS READ_SIZE PATTERN" a line), a
# fresh mount of the loopback export with netem's delay on lo, then
#   the ladder:  MB/s at each readahead value, the median of REPEAT reads
#                from a cold cache;
#   the sweep:   nfs-tuner-cli sweep --json on the same file (sequential only);
#   the advisor: from 128 KiB, the file read again and again while
#                `nfs-tuner-cli advise --interval ADVISE_SECONDS` watches,
#                its recommended_kb set with set-readahead, step by step
#                until it keeps twice or STEPS steps were taken (none: 0);
#   the tune:    (TUNE=1) from 128 KiB, the same reads in a loop in the
#                background as the workload while `nfs-tuner-cli tune --json
#                --apply` runs on the mount; then its final value measured
#                as the ladder measures (the median of REPEAT reads).
# Writes /host/out/run-N/ (run, ladder, sweep.json, advise-K.json, steps,
# tune.json, tune.rc, tune.err, tune-workload, tune-final).
set -u
out=/host/out
. /etc/nfs-tuner-lab/lab.conf
fail() { echo "lab: $*"; exit 1; }

mkdir -p /tmp/runtime && chmod 700 /tmp/runtime
. /etc/nfs-tuner-e2e/system-bus.sh
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_RUNTIME_DIR=/tmp/runtime \
    HOME=/root LC_ALL=C.UTF-8 XDG_STATE_HOME=/tmp/state
cli=/usr/local/bin/nfs-tuner-cli
uname -r > "$out/kernel"
modprobe sch_netem || fail "modprobe sch_netem"
dd if=/dev/urandom of=/export/lab bs=1M count="$FILE_MB" 2>/dev/null && sync || fail "no file"
file=/mnt/lab/lab
mkdir -p /mnt/lab

median() { # numbers, one a line
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2];
                                        else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# One read of the file from a cold cache, in MB/s (10^6 bytes).
timed_read() { # READ_SIZE PATTERN
    echo 3 > /proc/sys/vm/drop_caches
    if [ "$2" = sequential ]; then
        line=$(/usr/local/bin/readworkload sequential "$file" "$1")
    else
        # Two consecutive reads at random places, of the read size each.
        line=$(/usr/local/bin/readworkload random "$file" 400 $$ 2 "$1")
    fi
    echo "$line" | awk '{ if ($8 > 0) printf "%.2f\n", $2 * 1000 / $8 }'
}

set_delay() { # MS
    /usr/local/bin/lab-tc qdisc del dev lo root 2>/dev/null
    [ "$1" = 0 ] || /usr/local/bin/lab-tc qdisc add dev lo root netem delay "${1}ms" limit 100000 ||
        fail "netem delay $1 ms"
}

set_readahead() { # KIB
    echo "$1" > "/sys/class/bdi/$bdi/read_ahead_kb" || fail "read_ahead_kb $1"
}

# The advisor followed from 128 KiB, as a user would, on the run's reads.
follow_advisor() {
    set_readahead 128
    rm -rf /tmp/state
    keeps=0 step=0
    : > "$dir/steps"
    while [ $step -lt "$STEPS" ] && [ $keeps -lt 2 ]; do
        step=$((step + 1))
        now=$(cat "/sys/class/bdi/$bdi/read_ahead_kb")
        "$cli" advise --json --interval "$ADVISE_SECONDS" /mnt/lab > "$dir/advise-$step.json" 2>&1 &
        advise=$!
        rates=
        while kill -0 "$advise" 2>/dev/null; do
            rates="$rates $(timed_read "$read_size" "$pattern")"
        done
        wait "$advise"
        verdict=$(sed -n 's/.*"verdict":"\([a-z]*\)".*/\1/p' "$dir/advise-$step.json")
        recommended=$(sed -n 's/.*"recommended_kb":\([0-9]*\).*/\1/p' "$dir/advise-$step.json")
        rate=$(for r in $rates; do echo "$r"; done | median)
        echo "$now $rate ${verdict:-none} ${recommended:-none} $(echo $rates)" >> "$dir/steps"
        echo "  advisor at $now KiB: $(echo $rates) MB/s, ${verdict:-no verdict} ${recommended:-}"
        if [ -n "$recommended" ] && [ "$recommended" != "$now" ]; then
            keeps=0
            "$cli" set-readahead /mnt/lab "$recommended" > /dev/null || fail "set-readahead $recommended"
        elif [ "$verdict" = keep ]; then
            keeps=$((keeps + 1))
        fi
    done
}

# The tune from 128 KiB on the reads in a loop, then its final value measured.
tune() { # READ_SIZE PATTERN
    set_readahead 128
    rm -f /tmp/stop-workload
    # Each pass's MB/s as the ladder times it, with the value it was read
    # at, in tune-workload: the workload's own view of the tune.
    (while [ ! -e /tmp/stop-workload ]; do
        kib=$(cat "/sys/class/bdi/$bdi/read_ahead_kb")
        echo "$kib $(timed_read "$1" "$2")" >> "$dir/tune-workload"
    done) &
    workload=$!
    # Its trace (each reading's decisions) goes to tune.err.
    QT_LOGGING_RULES="nfstuner.core.tuning.debug=true" \
        "$cli" tune --json --apply /mnt/lab > "$dir/tune.json" 2> "$dir/tune.err"
    echo $? > "$dir/tune.rc"
    touch /tmp/stop-workload
    wait "$workload"
    echo "  tune: exit $(cat "$dir/tune.rc"), $(sed -n 's/.*"result":"\([a-z-]*\)".*/\1/p' "$dir/tune.json")"
    final=$(sed -n 's/.*"final_kb":\([0-9]*\).*/\1/p' "$dir/tune.json")
    [ -n "$final" ] || return
    set_readahead "$final"
    rates=$(for r in $(seq "$REPEAT"); do timed_read "$1" "$2"; done)
    echo "$final $(echo "$rates" | median) $(echo $rates)" > "$dir/tune-final"
    echo "  tune ended on $final KiB: $(echo $rates) MB/s"
}

n=0
while read -r vers rsize delay read_size pattern; do
    [ -n "$vers" ] || continue
    n=$((n + 1))
    dir=$out/run-$n
    mkdir -p "$dir"
    echo "run $n: vers $vers rsize $rsize delay ${delay}ms reads $read_size $pattern"
    umount /mnt/lab 2>/dev/null
    set_delay 0
    mount.nfs 127.0.0.1:/export /mnt/lab -o "vers=$vers,rsize=$rsize" || fail "mount vers=$vers"
    bdi=$(awk '$5 == "/mnt/lab" { print $3 }' /proc/self/mountinfo)
    [ -n "$bdi" ] || fail "no BDI"
    set_delay "$delay"

    : > "$dir/ladder"
    for kib in $LADDER; do
        set_readahead "$kib"
        rates=$(for r in $(seq "$REPEAT"); do timed_read "$read_size" "$pattern"; done)
        echo "$kib $(echo "$rates" | median) $(echo $rates)" >> "$dir/ladder"
        echo "  ladder $kib KiB: $(echo $rates) MB/s"
    done

    if [ "$pattern" = sequential ] && [ "$SWEEP" = 1 ]; then
        values=$(echo "$LADDER" | sed 's/\([0-9][0-9]*\)/\1K/g; s/  */,/g')
        "$cli" sweep --json --values "$values" --repeat "$REPEAT" --block-size "$read_size" "$file" \
            > "$dir/sweep.json" 2> "$dir/sweep.err" || echo "  sweep failed: $(cat "$dir/sweep.err")"
    fi

    if [ "$STEPS" -gt 0 ]; then
        follow_advisor
    fi
    if [ "$TUNE" = 1 ]; then
        tune "$read_size" "$pattern"
    fi
    printf '%s %s %s %s %s %s %s\n' "$(uname -r)" "$vers" "$rsize" "$delay" "$read_size" "$pattern" \
        "$FILE_MB" > "$dir/run"
done < /etc/nfs-tuner-lab/runs
umount /mnt/lab 2>/dev/null
set_delay 0
echo "lab done"
