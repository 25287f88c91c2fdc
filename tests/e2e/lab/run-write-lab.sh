#!/bin/bash
# The write lab: what nfs_congestion_kb gives writes on a real kernel NFS
# client (the VM stage's qemu set-up) whose server's disk is slower than the
# wire, under netem's delay on loopback. guest-write-lab.sh says what each
# run measures. Writes OUT/write-lab.json:
#   {"default_kb", "runs": [{"kernel", "vers", "delay_ms", "workload",
#     "ladder": [{"congestion_kb", "mb_per_s", "runs", "writes", "write_bytes",
#                 "commits", "disk_busy_percent"}],
#     "advice_steps": [{"congestion_kb", "mb_per_s", "kinds", "proposed_kb", "runs"}],
#     "tune": {"start_kb", "final_kb", "result", "trials", "elapsed_s", "exit",
#              "mb_per_s", "runs"}}]}
# Every list option takes comma-separated values; each combination is a run,
# all in one boot.
# Usage: run-write-lab.sh BUILD_DIR --out DIR [--kernel 5.10|6.1|6.12|7|SUITE]
#          [--vers 4.2,3] [--delay-ms 2,10] [--workload random,sequential,files]
#          [--repeat 3] [--ladder "1024 4096 16384 default 262144 1048576"]
#          [--disk-mbps 60] [--disk-latency-us 500] [--dirty-mb BACKGROUND,LIMIT (8,32)]
#          [--random-writes 8192] [--seq-mb 128] [--steps 3] [--advise-seconds 8] [--tune]
#          [--check]
#   --steps 0  skip following the advice
#   --tune     also the write tune from the default (nfs-tuner-cli tune --write --apply)
#   --check    judge the advice followed (check-write-lab.py) and fail when it misses
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
e2e=$(cd "$here/.." && pwd)
usage="usage: run-write-lab.sh BUILD_DIR --out DIR [options]; see the head of run-write-lab.sh"
build=$(cd "${1:?$usage}" && pwd) || exit 2
shift
suite=bookworm vers=4.2 delays=2,10 workloads=random repeat=3
ladder="1024 4096 16384 default 262144 1048576" disk_mbps=60 disk_latency_us=500 out=
dirty_background_mb=8 dirty_mb=32 random_writes=8192 seq_mb=128 steps=3 advise_seconds=8 check=0
tune=0
while [ $# -gt 0 ]; do
    case "$1" in
        --kernel) case "$2" in 5.10|bullseye) suite=bullseye ;;
                      6.1|bookworm) suite=bookworm ;; 6.12|trixie) suite=trixie ;;
                      7|trixie-backports) suite=trixie-backports ;;
                      *) echo "run-write-lab.sh: --kernel takes 5.10, 6.1, 6.12 or 7" >&2; exit 2 ;;
                  esac; shift 2 ;;
        --vers) vers=$2; shift 2 ;;
        --delay-ms) delays=$2; shift 2 ;;
        --workload) workloads=$2; shift 2 ;;
        --repeat) repeat=$2; shift 2 ;;
        --ladder) ladder=$2; shift 2 ;;
        --disk-mbps) disk_mbps=$2; shift 2 ;;
        --disk-latency-us) disk_latency_us=$2; shift 2 ;;
        --dirty-mb) dirty_background_mb=${2%%,*}; dirty_mb=${2#*,}; shift 2 ;;
        --random-writes) random_writes=$2; shift 2 ;;
        --seq-mb) seq_mb=$2; shift 2 ;;
        --steps) steps=$2; shift 2 ;;
        --check) check=1; shift ;;
        --tune) tune=1; shift ;;
        --advise-seconds) advise_seconds=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        *) echo "run-write-lab.sh: unknown argument $1" >&2; echo "$usage" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || { echo "$usage" >&2; exit 2; }
for number in "$repeat" "$disk_mbps" "$disk_latency_us" "$dirty_background_mb" "$dirty_mb" \
    "$random_writes" "$seq_mb" "$steps" "$advise_seconds" ${delays//,/ }; do
    [[ "$number" =~ ^[0-9]+$ ]] || { echo "run-write-lab.sh: not a whole number: $number" >&2; exit 2; }
done
for value in $ladder; do
    [[ "$value" =~ ^([1-9][0-9]*|default)$ ]] ||
        { echo "run-write-lab.sh: a --ladder value is KiB or \"default\", not $value" >&2; exit 2; }
done
runs=
for v in ${vers//,/ }; do
    [[ "$v" =~ ^(3|4\.[012])$ ]] || { echo "run-write-lab.sh: --vers takes 3, 4.0, 4.1 or 4.2" >&2; exit 2; }
    for d in ${delays//,/ }; do
        for w in ${workloads//,/ }; do
            [[ "$w" =~ ^(random|sequential|files)$ ]] ||
                { echo "run-write-lab.sh: bad --workload $w" >&2; exit 2; }
            runs+="$v $d $w"$'\n'
        done
    done
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
install -D -m 755 "$here/guest-write-lab.sh" "$tree/scenario"
printf '%s' "$runs" > "$tree/etc/nfs-tuner-lab/runs"
# The sizes fit the VM's 2 GiB: the disk's memory, the client's and the
# server's page cache share it.
cat > "$tree/etc/nfs-tuner-lab/lab.conf" <<CONF
REPEAT=$repeat
LADDER="$ladder"
STEPS=$steps
ADVISE_SECONDS=$advise_seconds
TUNE=$tune
DISK_MB=512
DISK_MBPS=$disk_mbps
DISK_LATENCY_US=$disk_latency_us
DIRTY_BACKGROUND_MB=$dirty_background_mb
DIRTY_MB=$dirty_mb
RANDOM_FILE_MB=256
RANDOM_WRITES=$random_writes
SEQ_MB=$seq_mb
SMALL_FILES=128
SMALL_KB=128
CONF
"$e2e/vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$tree" \
    "${product_args[@]}" --module sch_netem --module null_blk --module configfs --module ext4 --module-if-any crc32c_generic \
    --binary "$build/tests/e2e/writeworkload=/usr/local/bin/writeworkload" \
    --binary /usr/sbin/mkfs.ext4=/usr/local/bin/mkfs.ext4 \
    --binary /usr/sbin/tc=/usr/local/bin/lab-tc || exit 1

# A measurement takes 2-20 s at these sizes; the boot and the disk 60 s.
values=$(wc -w <<< "$ladder")
each=${WRITE_LAB_SECONDS_EACH:-30}
limit=$(( 60 + $(grep -c . <<< "$runs") * ((values + steps + tune) * repeat * each + steps * (advise_seconds + each) + tune * 200) ))
echo "run-write-lab.sh: $(grep -c . <<< "$runs") run(s), at most ${limit}s"
"$e2e/vm/boot.sh" "$kernel" "$work/initrd.cpio" "$work/share" "$limit" "$work/console.log"
boot=$?
rm -rf "$out"/run-* # a run of an earlier lab in the same folder is not this one's
cp -a "$work/share/out/." "$work/console.log" "$out/" 2>/dev/null
python3 "$here/write-lab-json.py" "$out" > "$out/write-lab.json.new" &&
    mv "$out/write-lab.json.new" "$out/write-lab.json"
status=$?
if [ $boot -ne 0 ] || [ "$(cat "$out/scenario.rc" 2>/dev/null)" != 0 ]; then
    echo "run-write-lab.sh: the lab did not finish (boot status $boot); its log:"
    tail -30 "$out/scenario.log" 2>/dev/null || tail -30 "$work/console.log"
    status=1
fi
echo "run-write-lab.sh: $((SECONDS - started)) s, $out/write-lab.json"
if [ $status -eq 0 ] && [ $check -eq 1 ]; then
    python3 "$here/check-write-lab.py" "$out/write-lab.json" || status=1
fi
exit $status
