#!/bin/bash
# The throughput lab: MB/s on a real kernel NFS client (the VM stage's qemu
# set-up) under netem's delay on loopback, at a ladder of read_ahead_kb
# values, the project's sweep on the same file, and the advisor followed from
# 128 KiB as a user would (guest-lab.sh says how). Writes OUT/lab.json:
#   {"runs": [{"kernel", "vers", "rsize", "delay_ms", "read_size", "pattern",
#              "ladder": [{"read_ahead_kb", "mb_per_s", "runs"}],
#              "sweep": {"best_kb", "knee_kb", "points"},
#              "advisor_steps": [{"read_ahead_kb", "mb_per_s", "verdict", "recommended_kb"}],
#              "tune": {the JSON of `tune --json`, "exit", "final_mb_per_s", "final_runs"}}]}
# Every list option takes comma-separated values; each combination is a run,
# all in one boot.
# Usage: run-lab.sh BUILD_DIR --out DIR [--kernel 5.10|6.1|6.12|7|bullseye|bookworm|trixie|trixie-backports]
#          [--vers 4.2,3] [--rsize BYTES] [--delay-ms 0,2,10] [--read-size 64K,1M]
#          [--pattern sequential,random] [--file-mb 64] [--repeat 3]
#          [--ladder "128 512 ..."] [--steps 6] [--advise-seconds 12] [--no-sweep]
#          [--no-advisor] [--tune] [--check]
#   --no-advisor  skip following the advisor (advisor_steps null)
#   --tune        tune from 128 KiB on the run's reads (nfs-tuner-cli tune)
#   --check  judge the advisor's steps and the tune (check-lab.py) and fail when they miss
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
e2e=$(cd "$here/.." && pwd)
usage="usage: run-lab.sh BUILD_DIR --out DIR [options]; see the head of run-lab.sh"
build=$(cd "${1:?$usage}" && pwd) || exit 2
shift
suite=trixie vers=4.2 rsize=1048576 delays=10 read_sizes=64K patterns=sequential
file_mb=64 repeat=3 ladder="128 512 1024 2048 4096 8192 15360" steps=6 advise_seconds=12
sweep=1 check=0 tune=0 out=
while [ $# -gt 0 ]; do
    case "$1" in
        --kernel) case "$2" in 5.10|bullseye) suite=bullseye ;;
                      6.1|bookworm) suite=bookworm ;; 6.12|trixie) suite=trixie ;;
                      7|trixie-backports) suite=trixie-backports ;;
                      *) echo "run-lab.sh: --kernel takes 5.10, 6.1, 6.12, 7, bullseye, bookworm, trixie or trixie-backports" >&2
                         exit 2 ;;
                  esac; shift 2 ;;
        --vers) vers=$2; shift 2 ;;
        --rsize) rsize=$2; shift 2 ;;
        --delay-ms) delays=$2; shift 2 ;;
        --read-size) read_sizes=$2; shift 2 ;;
        --pattern) patterns=$2; shift 2 ;;
        --file-mb) file_mb=$2; shift 2 ;;
        --repeat) repeat=$2; shift 2 ;;
        --ladder) ladder=$2; shift 2 ;;
        --steps) steps=$2; shift 2 ;;
        --advise-seconds) advise_seconds=$2; shift 2 ;;
        --no-sweep) sweep=0; shift ;;
        --no-advisor) steps=0; shift ;;
        --tune) tune=1; shift ;;
        --check) check=1; shift ;;
        --out) out=$2; shift 2 ;;
        *) echo "run-lab.sh: unknown argument $1" >&2; echo "$usage" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || { echo "$usage" >&2; exit 2; }
bytes() { # 64K, 1M or plain bytes
    case "$1" in *K) echo $((${1%K} * 1024)) ;; *M) echo $((${1%M} * 1048576)) ;; *) echo "$1" ;; esac
}
for number in "$rsize" "$file_mb" "$repeat" "$steps" "$advise_seconds" ${delays//,/ } ${ladder}; do
    [[ "$number" =~ ^[0-9]+$ ]] || { echo "run-lab.sh: not a whole number: $number" >&2; exit 2; }
done
runs=
for v in ${vers//,/ }; do
    [[ "$v" =~ ^(3|4\.[012])$ ]] || { echo "run-lab.sh: --vers takes 3, 4.0, 4.1 or 4.2" >&2; exit 2; }
    for d in ${delays//,/ }; do
        for s in ${read_sizes//,/ }; do
            [[ "$s" =~ ^[0-9]+[KM]?$ ]] || { echo "run-lab.sh: bad --read-size $s" >&2; exit 2; }
            for p in ${patterns//,/ }; do
                [[ "$p" =~ ^(sequential|random)$ ]] || { echo "run-lab.sh: bad --pattern $p" >&2; exit 2; }
                size=$(bytes "$s")
                if [ "$p" = random ] && { [ $((size % 4096)) -ne 0 ] || [ "$size" -gt 65536 ]; }; then
                    echo "run-lab.sh: random reads take a --read-size of 4K to 64K in 4K steps, not $s" >&2
                    exit 2
                fi
                runs+="$v $rsize $d $(bytes "$s") $p"$'\n'
            done
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
install -D -m 755 "$here/guest-lab.sh" "$tree/scenario"
printf '%s' "$runs" > "$tree/etc/nfs-tuner-lab/runs"
cat > "$tree/etc/nfs-tuner-lab/lab.conf" <<CONF
FILE_MB=$file_mb
REPEAT=$repeat
LADDER="$ladder"
STEPS=$steps
ADVISE_SECONDS=$advise_seconds
SWEEP=$sweep
TUNE=$tune
CONF
# tc under a name no busybox applet has (initramfs.sh copies through no link).
"$e2e/vm/initramfs.sh" "$vm_cache" "$suite" "$work/initrd.cpio" --tree "$tree" \
    "${product_args[@]}" --module sch_netem \
    --binary "$build/tests/e2e/readworkload=/usr/local/bin/readworkload" \
    --binary /usr/sbin/tc=/usr/local/bin/lab-tc || exit 1

# A run: a ladder of REPEAT reads at each value, the sweep, the advisor's
# steps, the tune (at most 120 s, and its final value's REPEAT reads).
# A read takes about 2 s; a random pass (800 calls, a round trip each)
# 1.5 s a millisecond of one-way delay more: 17 s at 10 ms, where a budget
# of 2 s killed 6.1's NFSv3 run at 10 ms mid-tune.
values=$(wc -w <<< "$ladder")
read_s=2
if [[ ,$patterns, == *,random,* ]]; then
    longest=$(tr ',' '\n' <<< "$delays" | sort -n | tail -1)
    read_s=$(( 2 + longest * 3 / 2 ))
fi
per_run=$(( (values * repeat * read_s + steps * (advise_seconds + 5) + tune * (150 + repeat * (read_s > 5 ? read_s * 2 : 10)))
            * 4 / 3 + 60 ))
limit=$(( 60 + per_run * $(grep -c . <<< "$runs") ))
echo "run-lab.sh: $(grep -c . <<< "$runs") run(s), at most ${limit}s"
"$e2e/vm/boot.sh" "$kernel" "$work/initrd.cpio" "$work/share" "$limit" "$work/console.log"
boot=$?
cp -a "$work/share/out/." "$work/console.log" "$out/" 2>/dev/null
python3 "$here/lab-json.py" "$out" > "$out/lab.json.new" && mv "$out/lab.json.new" "$out/lab.json"
status=$?
if [ $boot -ne 0 ] || [ "$(cat "$out/scenario.rc" 2>/dev/null)" != 0 ]; then
    echo "run-lab.sh: the lab did not finish (boot status $boot); its log:"
    tail -30 "$out/scenario.log" 2>/dev/null || tail -30 "$work/console.log"
    status=1
fi
echo "run-lab.sh: $((SECONDS - started)) s, $out/lab.json"
if [ $status -eq 0 ] && [ $check -eq 1 ]; then
    python3 "$here/check-lab.py" "$out/lab.json" || status=1
fi
exit $status
