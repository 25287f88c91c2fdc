#!/bin/sh
# Runs inside the test VM (as /scenario). Mounts sets of NFS mounts of the
# loopback server and snapshots each set as a fixture root under
# /host/out/fixtures/NAME: root/proc/self/{mountinfo,mountstats},
# root/sys/class/bdi/*/read_ahead_kb, and expected.json holding what the
# kernel says about every NFS mount (BDI from stat's st_dev, readahead from
# sysfs, options from the mountstats "opts:" line), never what our parser says.
set -u
out=/host/out/fixtures
mkdir -p "$out"
plan=/tmp/plan
n=0

die() { echo "capture: $*" >&2; exit 1; }

# JSON string from a shell string: escapes backslash, quote, tab, newline.
json_str() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' \
        -e ':a' -e 'N' -e '$!ba' -e 's/\n/\\n/g'
}
# The kernel's escaping of a path in /proc/self/mountstats (seq_escape " \t\n\\").
kernel_escape() {
    printf '%s' "$1" | sed -e 's/\\/\\134/g' -e 's/ /\\040/g' -e 's/\t/\\011/g' \
        -e ':a' -e 'N' -e '$!ba' -e 's/\n/\\012/g'
}
bdi_of() { # st_dev of the mountpoint as maj:min (glibc's dev_t encoding)
    dev=$(stat -c %d "$1") || return 1
    echo "$(( ((dev >> 8) & 0xfff) | ((dev >> 32) & ~0xfff) )):$(( (dev & 0xff) | ((dev >> 12) & ~0xff) ))"
}
opts_of() { # the kernel's option string for the mount, from mountstats
    # Passed through the environment: awk -v would undo the octal escapes.
    WANT=" mounted on $(kernel_escape "$1") with fstype " awk '
        /^device / { inblock = index($0, ENVIRON["WANT"]) > 0; next }
        inblock && $1 == "opts:" { print $2; exit }' /proc/self/mountstats
}
opt() { # OPTSTRING NAME -> value of NAME=value, empty when absent
    printf '%s' "$1" | tr ',' '\n' | sed -n "s/^$2=//p" | head -n 1
}
hasopt() { printf '%s' "$1" | tr ',' '\n' | grep -qx "$2"; }

# nfsmount SERVER EXPORT MOUNTPOINT VERSION [EXTRA_OPTIONS]
nfsmount() {
    server=$1 export=$2 mp=$3 vers=$4 extra=${5:-}
    case "$server" in *:*) source="[$server]:$export" ;; *) source="$server:$export" ;; esac
    mkdir -p "$mp"
    mount.nfs "$source" "$mp" -o "vers=$vers${extra:+,$extra}" || die "mount $source on $mp failed"
    n=$((n + 1)); d=$plan/$n; mkdir -p "$d"
    printf '%s' "$mp" > "$d/mp"; printf '%s' "$source" > "$d/source"
    printf '%s' "$server" > "$d/server"; printf '%s' "$export" > "$d/export"
    printf '%s' "$vers" > "$d/vers"
    case "$vers" in 3) echo nfs ;; *) echo nfs4 ;; esac > "$d/fstype"
}
# bindmount FROM TO: a bind mount of an NFS mount, same superblock.
bindmount() {
    from=$1 to=$2
    for d in "$plan"/*; do [ "$(cat "$d/mp")" = "$from" ] && break; done
    mkdir -p "$to"; mount --bind "$from" "$to" || die "bind $to failed"
    n=$((n + 1)); mkdir -p "$plan/$n"; cp "$d"/* "$plan/$n/"; printf '%s' "$to" > "$plan/$n/mp"
}
set_readahead() { # MOUNTPOINT KIB
    echo "$2" > "/sys/class/bdi/$(bdi_of "$1")/read_ahead_kb" || die "readahead $1"
}

expected_json() {
    printf '{"kernel":"%s","mounts":[' "$(uname -r)"
    first=1
    for d in $(ls "$plan" | sort -n); do
        d=$plan/$d; mp=$(cat "$d/mp"); bdi=$(bdi_of "$mp") || die "stat $mp"
        o=$(opts_of "$mp"); [ -n "$o" ] || die "no mountstats opts for $mp"
        ra=$(cat "/sys/class/bdi/$bdi/read_ahead_kb") || die "no sysfs for $bdi"
        case "$o" in ro,*) ro=true ;; *) ro=false ;; esac
        if hasopt "$o" soft; then mode=soft; elif hasopt "$o" softerr; then mode=softerr; else mode=hard; fi
        nc=$(opt "$o" nconnect); [ -n "$nc" ] || nc=null
        vers=$(opt "$o" vers); [ "$vers" = "$(cat "$d/vers")" ] || die "$mp: asked vers $(cat "$d/vers"), got $vers"
        shares=; sep=
        for e in $(ls "$plan" | sort -n); do
            e=$plan/$e; other=$(cat "$e/mp")
            [ "$other" != "$mp" ] && [ "$(bdi_of "$other")" = "$bdi" ] || continue
            shares="$shares$sep\"$(json_str "$other")\""; sep=,
        done
        [ $first = 1 ] || printf ','
        first=0
        printf '\n{"mountpoint":"%s","source":"%s","server":"%s","export":"%s",' \
            "$(json_str "$mp")" "$(json_str "$(cat "$d/source")")" "$(cat "$d/server")" "$(json_str "$(cat "$d/export")")"
        printf '"fstype":"%s","version":"%s","bdi":"%s","rsize":%s,"wsize":%s,' \
            "$(cat "$d/fstype")" "$vers" "$bdi" "$(opt "$o" rsize)" "$(opt "$o" wsize)"
        printf '"proto":"%s","sec":"%s","nconnect":%s,"readonly":%s,"read_ahead_kb":%s,' \
            "$(opt "$o" proto)" "$(opt "$o" sec)" "$nc" "$ro" "$ra"
        printf '"timeo":%s,"retrans":%s,"mode":"%s","shares_bdi_with":[%s]}' \
            "$(opt "$o" timeo)" "$(opt "$o" retrans)" "$mode" "$shares"
    done
    printf '\n]}\n'
}

# snapshot NAME DESCRIPTION: the fixture root of the mounts made since the last one.
snapshot() {
    dir=$out/$1; root=$dir/root
    mkdir -p "$root/proc/self" "$root/sys/class/bdi"
    cat /proc/self/mountinfo > "$root/proc/self/mountinfo"
    cat /proc/self/mountstats > "$root/proc/self/mountstats"
    for b in /sys/class/bdi/*; do
        mkdir -p "$root/sys/class/bdi/${b##*/}"
        cat "$b/read_ahead_kb" > "$root/sys/class/bdi/${b##*/}/read_ahead_kb"
    done
    [ "${BDI_LIMITS:-0}" = 1 ] && copy_bdi_limits "$root" 
    expected_json > "$dir/expected.json"
    printf '# %s\n\n%s\n\nCaptured by tests/e2e/capture/capture-fixtures.sh from kernel %s on %s.\n' \
        "$1" "$2" "$(uname -r)" "$(date -u +%Y-%m-%d)" > "$dir/README.md"
    echo "captured $1"
}
unmount_all() {
    for d in $(ls "$plan" | sort -rn); do umount "$(cat "$plan/$d/mp")" || die "umount"; done
    rm -rf "$plan"; mkdir -p "$plan"; n=0
}

# counters_json MOUNTSTATS...: {"snapshots":[...]} with the bytes, READ,
# READ_PLUS, WRITE and COMMIT lines of each NFS mount of each file, split by
# awk: the kernel's numbers, never our parser's.
counters_json() {
    printf '{"snapshots":['
    i=0
    for file in "$@"; do
        [ $i = 0 ] || printf ','
        # "device SRC mounted on MP with fstype TYPE ...": plain paths here.
        awk -v n=$i 'BEGIN { printf "\n{\"snapshot\":%d,\"mounts\":[", n }
            function list(from,   s, k) { s = "["; for (k = from; k <= NF; k++) s = s (k > from ? "," : "") $k; return s "]" }
            function flush() { if (mp != "") { printf "%s{\"mountpoint\":\"%s\",\"fstype\":\"%s\",\"bytes\":%s,\"READ\":%s,\"READ_PLUS\":%s,\"WRITE\":%s,\"COMMIT\":%s}", sep, mp, fs, b, r, rp, w, c; sep = "," } mp = "" }
            /^device / { flush(); if ($8 == "nfs" || $8 == "nfs4") { mp = $5; fs = $8; b = r = rp = w = c = "null" } next }
            mp != "" && $1 == "bytes:" { b = list(2) }
            mp != "" && $1 == "READ:" { r = list(2) }
            mp != "" && $1 == "READ_PLUS:" { rp = list(2) }
            mp != "" && $1 == "WRITE:" { w = list(2) }
            mp != "" && $1 == "COMMIT:" { c = list(2) }
            END { flush(); printf "]}" }' "$file"
        i=$((i + 1))
    done
    printf '\n]}\n'
}

set_no_nfs() {
    snapshot no-nfs "The VM's mount table with no NFS mount at all."
}

set_v3_v42() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    snapshot v3-v42 "An NFSv3 and an NFSv4.2 mount of one loopback export, rsize=wsize=1 MiB, readahead at the kernel default."
    unmount_all
}

set_versions() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v40 4.0
    nfsmount 127.0.0.1 /export /mnt/v41 4.1
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    set_readahead /mnt/v40 512
    set_readahead /mnt/v41 4096
    set_readahead /mnt/v42 15360
    snapshot versions "NFS versions 3, 4.0, 4.1 and 4.2 of one export, each on its own BDI with its own read_ahead_kb."
    unmount_all
}

set_escapes() {
    nfsmount 127.0.0.1 /export "/mnt/with space" 3
    nfsmount 127.0.0.1 /export "/mnt/with	tab" 4.2
    nfsmount 127.0.0.1 /export '/mnt/back\slash' 3 nosharecache
    nfsmount 127.0.0.1 /export "/mnt/ünïcödé 日本" 4.1
    nfsmount 127.0.0.1 /export/sub "/mnt/new
line" 4.2 nosharecache
    snapshot escapes "Mountpoints with a space, a tab, a backslash, non-ASCII letters and a newline, which mountinfo escapes as octal."
    unmount_all
}

set_ipv6() {
    nfsmount ::1 /export /mnt/v3-ipv6 3
    nfsmount ::1 /export /mnt/v42-ipv6 4.2
    nfsmount 127.0.0.1 /export /mnt/v3-ipv4 3
    set_readahead /mnt/v3-ipv6 1024
    snapshot ipv6 "Mounts of the loopback server over IPv6 ([::1]) next to one over IPv4."
    unmount_all
}

set_shared_superblock() {
    nfsmount 127.0.0.1 /export /mnt/a 3
    nfsmount 127.0.0.1 /export /mnt/b 3
    nfsmount 127.0.0.1 /export /mnt/c 3 nosharecache
    nfsmount 127.0.0.1 /export/sub /mnt/sub 3
    bindmount /mnt/a /srv/a-bind
    nfsmount 127.0.0.1 /export /mnt/d 4.2
    nfsmount 127.0.0.1 /export/sub /mnt/e 4.2
    set_readahead /mnt/a 2048
    set_readahead /mnt/c 8192
    snapshot shared-superblock "Mounts sharing superblocks (same export and options, a subdirectory export, a bind mount) beside a nosharecache mount with its own BDI."
    unmount_all
}

set_options() {
    nfsmount 127.0.0.1 /export /mnt/r64k 3 rsize=65536,wsize=65536
    nfsmount 127.0.0.1 /export /mnt/ro 4.2 ro
    nfsmount 127.0.0.1 /export /mnt/soft 3 soft,timeo=100,retrans=5,nosharecache
    nfsmount 127.0.0.1 /export /mnt/nconnect 4.1 nconnect=4
    nfsmount 127.0.0.1 /export/sub /mnt/softerr 4.2 softerr,nosharecache,rsize=262144
    set_readahead /mnt/r64k 960
    snapshot options "rsize/wsize 64 KiB, read-only, soft with timeo and retrans, nconnect=4, softerr with rsize 256 KiB."
    unmount_all
}

# Many mounts of many transfer sizes, as a busy client has them: each its
# own superblock (nosharecache) with the rsize and wsize it asked for, for
# the notes `list` writes under its table (said once, whatever the count).
set_variety() {
    i=0
    for spec in "3" "4.2" "3 4096 4096" "3 8192 8192" "3 16384 16384" "3 32768 32768" \
        "3 65536 65536" "3 131072 131072" "3 262144 262144" "3 524288 524288" \
        "4.2 4096 1048576" "4.2 65536 1048576" "4.1 262144 1048576" "3 1048576 65536" \
        "4.2 1048576 262144" "4.2 32768 32768" "4.1 65536 65536" "4.2 131072 131072" \
        "4.1 524288 524288" "4.1" "4.0" "4.2 16384 16384" "4.2 8192 8192" \
        "3 1048576 1048576" "3 262144 65536" "4.2 65536 262144"; do
        set -- $spec
        i=$((i + 1))
        nfsmount 127.0.0.1 /export "/mnt/m$i" "$1" "nosharecache${2:+,rsize=$2,wsize=$3}"
    done
    snapshot variety "26 mounts of NFS 3 to 4.2, each its own superblock (nosharecache), with rsize and wsize from 4 KiB to 1 MiB in many combinations."
    unmount_all
}

# Traffic: mountstats snapshots around reads and writes of known sizes, for
# the sampling tests. steps.json records what happened between snapshots and
# the uptime (s) at each.
set_traffic() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    snapshot traffic "A v3 and a v4.2 mount with mountstats snapshots (mountstats.N) taken around reads and writes of known sizes, listed in steps.json."
    t=$out/traffic
    stat_snap() { # N: mountstats and its uptime
        cut -d' ' -f1 /proc/uptime > "$t/uptime.$1"
        cat /proc/self/mountstats > "$t/mountstats.$1"
    }
    drop_caches() { sync; echo 3 > /proc/sys/vm/drop_caches; }
    mib=32
    stat_snap 0
    dd if=/dev/zero of=/mnt/v3/file bs=1M count=$mib 2>/dev/null && sync
    stat_snap 1
    drop_caches; set_readahead /mnt/v3 128
    dd if=/mnt/v3/file of=/dev/null bs=64k 2>/dev/null
    stat_snap 2
    drop_caches; set_readahead /mnt/v3 15360
    dd if=/mnt/v3/file of=/dev/null bs=64k 2>/dev/null
    stat_snap 3
    drop_caches
    dd if=/mnt/v42/file of=/dev/null bs=1M 2>/dev/null
    dd if=/mnt/v42/file of=/dev/null bs=1M iflag=direct 2>/dev/null || die "no O_DIRECT dd"
    stat_snap 4
    cat > "$t/steps.json" <<JSON
{"file_bytes": $((mib * 1048576)), "steps": [
 {"from": 0, "to": 1, "mount": "/mnt/v3", "did": "write", "bytes": $((mib * 1048576)), "bs": 1048576},
 {"from": 1, "to": 2, "mount": "/mnt/v3", "did": "read", "bytes": $((mib * 1048576)), "bs": 65536, "read_ahead_kb": 128},
 {"from": 2, "to": 3, "mount": "/mnt/v3", "did": "read", "bytes": $((mib * 1048576)), "bs": 65536, "read_ahead_kb": 15360},
 {"from": 3, "to": 4, "mount": "/mnt/v42", "did": "read then direct read", "bytes": $((2 * mib * 1048576)), "bs": 1048576}
]}
JSON
    unmount_all
}

# The demo's root (nfs-tuner --demo): a workstation-like mix.
set_demo() {
    mkdir -p /export/projects /export/media
    nfsmount 127.0.0.1 /export/projects /srv/projects 4.2
    nfsmount 127.0.0.1 /export/media /mnt/media 3
    nfsmount 127.0.0.1 /export/media /mnt/media-archive 3
    nfsmount 127.0.0.1 /export /srv/builds 4.1 nconnect=4
    nfsmount 127.0.0.1 /export/sub /mnt/backup 3 rsize=65536,wsize=65536,nosharecache
    # One superblock each (nosharecache), for the diagnosis's verdicts: a
    # render farm's v3 mount, a remote office's server on another address,
    # a cache, a video library and an archive nobody reads.
    mkdir -p /export/render /export/remote /export/cache /export/video /export/archive
    nfsmount 127.0.0.1 /export/render /mnt/render 3 nosharecache
    nfsmount 127.0.0.2 /export/remote /mnt/remote 3 nosharecache
    nfsmount 127.0.0.1 /export/cache /mnt/cache 4.2 nosharecache
    nfsmount 127.0.0.1 /export/video /mnt/video 4.2 nosharecache
    nfsmount 127.0.0.1 /export/archive /mnt/archive 4.2 nosharecache,ro
    set_readahead /srv/builds 15360
    set_readahead /mnt/backup 1024
    set_readahead /mnt/render 4096
    snapshot demo "What nfs-tuner --demo starts from: untuned v4.2 and v3 mounts (the v3 one mounted twice, one superblock), a tuned v4.1 mount with nconnect, a 64 KiB-rsize backup mount, and one superblock each for a render farm (v3, 4 MiB readahead), a v3 server on another address, a cache, a video library and a read-only archive."
    unmount_all
}

# READ_PLUS (NFSv4.2 on Linux 6.6 and later): mountstats snapshots
# (mountstats.N) around reads of a 64 MiB file on a v3 and a v4.2 mount at
# two readahead values, and of a sparse file, listed in steps.json.
# counters.json holds the kernel's own numbers for every snapshot: the
# bytes, READ and READ_PLUS lines of each NFS mount, split here by awk.
set_read_plus() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    t=$out/read-plus
    mkdir -p "$t"
    snap() { # N
        cut -d' ' -f1 /proc/uptime > "$t/uptime.$1"
        cat /proc/self/mountstats > "$t/mountstats.$1"
    }
    drop_caches() { sync; echo 3 > /proc/sys/vm/drop_caches; }
    mib=64
    dd if=/dev/zero of=/export/big bs=1M count=$mib 2>/dev/null || die "big file"
    # 16 MiB of data in a 64 MiB file: 8 MiB at 0, 8 MiB at 40 MiB, holes between.
    dd if=/dev/urandom of=/export/sparse bs=1M count=8 2>/dev/null || die "sparse file"
    dd if=/dev/urandom of=/export/sparse bs=1M count=8 seek=40 conv=notrunc 2>/dev/null
    dd if=/dev/zero of=/export/sparse bs=1 count=0 seek=$((mib * 1048576)) 2>/dev/null
    [ "$(stat -c %b /export/sparse)" -lt $((mib * 2048)) ] || die "the sparse file has no holes"
    sync
    snap 0
    drop_caches; set_readahead /mnt/v42 128
    dd if=/mnt/v42/big of=/dev/null bs=64k 2>/dev/null
    snap 1
    drop_caches; set_readahead /mnt/v42 15360
    dd if=/mnt/v42/big of=/dev/null bs=64k 2>/dev/null
    snap 2
    drop_caches; set_readahead /mnt/v3 128
    dd if=/mnt/v3/big of=/dev/null bs=64k 2>/dev/null
    snap 3
    drop_caches
    dd if=/mnt/v42/sparse of=/dev/null bs=64k 2>/dev/null
    snap 4
    snapshot read-plus "An NFSv3 and an NFSv4.2 mount of one export on a kernel that reads with READ_PLUS on v4.2: mountstats snapshots (mountstats.N) around sequential reads of a 64 MiB file at read_ahead_kb 128 and 15360 and of a sparse file (16 MiB of data in 64 MiB), listed in steps.json; counters.json has the kernel's counters of each snapshot."
    bytes=$((mib * 1048576))
    cat > "$t/steps.json" <<JSON
{"file_bytes": $bytes, "sparse_data_bytes": $((16 * 1048576)), "steps": [
 {"from": 0, "to": 1, "mount": "/mnt/v42", "did": "read", "file": "big", "bytes": $bytes, "bs": 65536, "read_ahead_kb": 128},
 {"from": 1, "to": 2, "mount": "/mnt/v42", "did": "read", "file": "big", "bytes": $bytes, "bs": 65536, "read_ahead_kb": 15360},
 {"from": 2, "to": 3, "mount": "/mnt/v3", "did": "read", "file": "big", "bytes": $bytes, "bs": 65536, "read_ahead_kb": 128},
 {"from": 3, "to": 4, "mount": "/mnt/v42", "did": "read", "file": "sparse", "bytes": $bytes, "bs": 65536, "read_ahead_kb": 15360}
]}
JSON
    counters_json "$t"/mountstats.[0-4] > "$t/counters.json"
    unmount_all
    rm -f /export/big /export/sparse
}

# The advisor's workloads (tests/e2e/workload/readworkload): NFSv4.2 mounts
# of their own (nosharecache: one superblock, one BDI and one set of counters
# each), so that the counters since mount are each workload's own. A
# streaming read at 128 KiB and at 15 MiB readahead; random requests of two
# consecutive 4-64 KiB reads at 15 MiB and at 128 KiB (a request's second
# read looks sequential to the kernel, which then reads ahead); single random
# reads at 15 MiB (which the kernel does not read ahead for); a mount that
# read nothing. One root per kernel: advice-6.1, advice-6.12.
set_advice() {
    root_name=advice-$(uname -r | cut -d. -f1,2)
    mib=64 seed=1 count=100 count1=300
    dd if=/dev/urandom of=/export/big bs=1M count=$mib 2>/dev/null || die "big file"
    sync
    for mp in stream-128 stream-15m random-15m random-128 random1-15m idle; do
        nfsmount 127.0.0.1 /export /mnt/$mp 4.2 nosharecache
    done
    set_readahead /mnt/stream-128 128
    set_readahead /mnt/stream-15m 15360
    set_readahead /mnt/random-15m 15360
    set_readahead /mnt/random-128 128
    set_readahead /mnt/random1-15m 15360
    drop_caches() { sync; echo 3 > /proc/sys/vm/drop_caches; }
    drop_caches; /usr/local/bin/readworkload sequential /mnt/stream-128/big 65536 || die "stream-128"
    drop_caches; /usr/local/bin/readworkload sequential /mnt/stream-15m/big 65536 || die "stream-15m"
    drop_caches; /usr/local/bin/readworkload random /mnt/random-15m/big $count $seed 2 || die "random-15m"
    drop_caches; /usr/local/bin/readworkload random /mnt/random-128/big $count $seed 2 || die "random-128"
    drop_caches; /usr/local/bin/readworkload random /mnt/random1-15m/big $count1 $seed 1 || die "random1-15m"
    snapshot "$root_name" "NFSv4.2 mounts (nosharecache, one BDI each) after one workload each, for the advisor: a streaming read of a $mib MiB file in 64 KiB calls at read_ahead_kb 128 (/mnt/stream-128) and 15360 (/mnt/stream-15m), $count random requests of two consecutive 4-64 KiB reads at 15360 (/mnt/random-15m) and 128 (/mnt/random-128), $count1 single random reads at 15360 (/mnt/random1-15m), and a mount that read nothing (/mnt/idle). workloads.json says what each did; counters.json has the kernel's bytes, READ and READ_PLUS lines."
    t=$out/$root_name
    cat > "$t/workloads.json" <<JSON
{"file_bytes": $((mib * 1048576)), "workloads": [
 {"mountpoint": "/mnt/stream-128", "read_ahead_kb": 128, "did": "readworkload sequential big 65536"},
 {"mountpoint": "/mnt/stream-15m", "read_ahead_kb": 15360, "did": "readworkload sequential big 65536"},
 {"mountpoint": "/mnt/random-15m", "read_ahead_kb": 15360, "did": "readworkload random big $count $seed 2"},
 {"mountpoint": "/mnt/random-128", "read_ahead_kb": 128, "did": "readworkload random big $count $seed 2"},
 {"mountpoint": "/mnt/random1-15m", "read_ahead_kb": 15360, "did": "readworkload random big $count1 $seed 1"},
 {"mountpoint": "/mnt/idle", "read_ahead_kb": 128, "did": "nothing"}
]}
JSON
    counters_json "$t/root/proc/self/mountstats" > "$t/counters.json"
    unmount_all
    rm -f /export/big
}

# Writes (tests/e2e/workload/writeworkload): mountstats snapshots
# (mountstats.N) around writes whose WRITE
# sizes and COMMITs differ, listed in steps.json: a 32 MiB stream in 1 MiB
# calls, 64 KiB calls each flushed at once (O_DSYNC), 4 KiB calls each
# flushed (O_SYNC), 64 small files each closed after 256 KiB (NFS flushes
# on close), and 2 MiB calls each followed by fsync(2). counters.json has
# the kernel's counters.
set_writes() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    t=$out/writes
    mkdir -p "$t"
    snap() { # N
        cut -d' ' -f1 /proc/uptime > "$t/uptime.$1"
        cat /proc/self/mountstats > "$t/mountstats.$1"
    }
    sync
    snap 0
    w=/usr/local/bin/writeworkload
    $w /mnt/v42/stream 1048576 32 fsync || die "stream"
    snap 1
    $w /mnt/v42/dsync 65536 128 dsync || die "dsync"
    snap 2
    $w /mnt/v3/sync 4096 256 sync || die "sync"
    snap 3
    mkdir -p /mnt/v3/many
    i=0
    while [ $i -lt 64 ]; do
        $w /mnt/v3/many/$i 262144 1 plain > /dev/null || die "many $i"
        i=$((i + 1))
    done
    snap 4
    $w /mnt/v3/fsynced 2097152 32 fsync-each || die "fsync-each"
    snap 5
    snapshot writes "An NFSv3 and an NFSv4.2 mount with mountstats snapshots (mountstats.N) around writes: a 32 MiB stream in 1 MiB calls, 64 KiB O_DSYNC calls, 4 KiB O_SYNC calls and 64 files of 256 KiB each closed at once, and 2 MiB calls each followed by fsync(2), listed in steps.json; counters.json has the kernel's bytes, READ, READ_PLUS, WRITE and COMMIT lines of each snapshot."
    cat > "$t/steps.json" <<JSON
{"steps": [
 {"from": 0, "to": 1, "mount": "/mnt/v42", "did": "writeworkload stream 1048576 32 fsync", "bytes": 33554432, "bs": 1048576, "calls": 32},
 {"from": 1, "to": 2, "mount": "/mnt/v42", "did": "writeworkload dsync 65536 128 dsync", "bytes": 8388608, "bs": 65536, "calls": 128},
 {"from": 2, "to": 3, "mount": "/mnt/v3", "did": "writeworkload sync 4096 256 sync", "bytes": 1048576, "bs": 4096, "calls": 256},
 {"from": 3, "to": 4, "mount": "/mnt/v3", "did": "64 x writeworkload many/N 262144 1 plain", "bytes": 16777216, "bs": 262144, "calls": 64, "files": 64},
 {"from": 4, "to": 5, "mount": "/mnt/v3", "did": "writeworkload fsynced 2097152 32 fsync-each", "bytes": 67108864, "bs": 2097152, "calls": 32}
]}
JSON
    counters_json "$t"/mountstats.[0-5] > "$t/counters.json"
    unmount_all
    rm -rf /export/stream /export/fsynced /export/dsync /export/sync /export/many
}

# The write-back limits of each BDI (min_bytes, max_bytes and strict_limit
# since Linux 6.2), as the kernel prints them: only for the sets that ask,
# so that the other roots stay as they were captured.
BDI_LIMIT_FILES="min_ratio max_ratio min_bytes max_bytes strict_limit"
copy_bdi_limits() { # ROOT
    for b in /sys/class/bdi/*; do
        for f in $BDI_LIMIT_FILES; do
            [ -r "$b/$f" ] && cat "$b/$f" > "$1/sys/class/bdi/${b##*/}/$f"
        done
    done
}

# Write-back limits per BDI: a v3 mount as the kernel leaves it, and a
# v4.2 mount (nosharecache: a BDI of its own) held to 20 % of the dirty
# limit, strictly. limits.json has, per mount, its BDI and each attribute
# as cat printed it into the root (null where the kernel has none).
set_bdi_limits() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42-held 4.2 nosharecache
    held=$(bdi_of /mnt/v42-held)
    echo 20 > "/sys/class/bdi/$held/max_ratio" || die "max_ratio"
    if [ -e "/sys/class/bdi/$held/strict_limit" ]; then
        echo 1 > "/sys/class/bdi/$held/strict_limit" || die "strict_limit"
    fi
    BDI_LIMITS=1
    snapshot bdi-limits "A v3 mount with its BDI's write-back limits as the kernel sets them, and a v4.2 mount (nosharecache) whose BDI is held to max_ratio 20, with strict_limit 1 where the kernel has it; limits.json has what sysfs printed for each."
    BDI_LIMITS=0
    {
        printf '{"mounts":['
        sep=
        for mp in /mnt/v3 /mnt/v42-held; do
            b=$(bdi_of "$mp")
            printf '%s\n{"mountpoint":"%s","bdi":"%s"' "$sep" "$mp" "$b"
            for f in $BDI_LIMIT_FILES; do
                # What the root holds, as cat printed it: max_bytes moves
                # with free memory (a share of the dirty limit now), so a
                # second read would differ.
                v=null
                [ -r "$out/bdi-limits/root/sys/class/bdi/$b/$f" ] &&
                    v=$(cat "$out/bdi-limits/root/sys/class/bdi/$b/$f")
                printf ',"%s":%s' "$f" "$v"
            done
            printf '}'
            sep=,
        done
        printf '\n]}\n'
    } > "$out/bdi-limits/limits.json"
    unmount_all
}

# The kernel's own entry of each NFS mount, /sys/fs/nfs/<maj:min>/ (since
# Linux 6.6: shutdown; 7.x adds the server's implementation id on NFSv4.1+
# mounts): a v3 and a v4.2 mount, and a v4.2 mount (nosharecache) shut
# down by writing 1 to its shutdown file. The regular files under
# /sys/fs/nfs go into the root; nfs-sysfs.json has, per mount, its entry
# and each file as cat printed it into the root (null where there is none).
set_nfs_sysfs() {
    nfsmount 127.0.0.1 /export /mnt/v3 3
    nfsmount 127.0.0.1 /export /mnt/v42 4.2
    nfsmount 127.0.0.1 /export /mnt/v42-shut 4.2 nosharecache
    shut=$(bdi_of /mnt/v42-shut)
    if [ -e "/sys/fs/nfs/$shut/shutdown" ]; then
        echo 1 > "/sys/fs/nfs/$shut/shutdown" || die "shutdown"
    fi
    snapshot nfs-sysfs "A v3 and a v4.2 mount, and a v4.2 mount (nosharecache) shut down through /sys/fs/nfs/<maj:min>/shutdown where the kernel has it; the regular files of /sys/fs/nfs are in the root, and nfs-sysfs.json has what cat printed for each mount."
    r=$out/nfs-sysfs/root
    for f in $(find /sys/fs/nfs -type f); do
        mkdir -p "$r${f%/*}"
        cat "$f" > "$r$f" 2>/dev/null || rm -f "$r$f"
    done
    {
        printf '{"mounts":['
        sep=
        for mp in /mnt/v3 /mnt/v42 /mnt/v42-shut; do
            b=$(bdi_of "$mp")
            printf '%s\n{"mountpoint":"%s","bdi":"%s"' "$sep" "$mp" "$b"
            entry=null
            [ -d "$r/sys/fs/nfs/$b" ] && entry="\"$b\""
            printf ',"entry":%s' "$entry"
            for f in shutdown implid_domain implid_name; do
                v=null
                [ -f "$r/sys/fs/nfs/$b/$f" ] && v="\"$(json_str "$(cat "$r/sys/fs/nfs/$b/$f")")\""
                printf ',"%s":%s' "$f" "$v"
            done
            printf '}'
            sep=,
        done
        printf '\n]}\n'
    } > "$out/nfs-sysfs/nfs-sysfs.json"
    # A shut-down mount answers nothing: let go of it lazily.
    umount -f -l /mnt/v42-shut 2>/dev/null
    umount /mnt/v42 || die "umount"
    umount /mnt/v3 || die "umount"
    rm -rf "$plan"; mkdir -p "$plan"; n=0
}

mkdir -p /export/sub
mkdir -p "$plan"
# The sets named in /capture-sets (all when it is missing), in this order.
all="no-nfs v3-v42 versions escapes ipv6 shared-superblock options variety traffic demo read-plus advice writes bdi-limits nfs-sysfs"
wanted=$(cat /capture-sets 2>/dev/null || echo "$all")
for name in $all; do
    case " $wanted " in *" $name "*) "set_$(echo "$name" | tr - _)" ;; esac
done
echo "capture done"
