#!/bin/bash
# Builds the test VM's initramfs: busybox, the NFS client and server modules,
# the NFS user space from the fetched packages, the guest /init, and whatever
# the caller adds.
# Usage: initramfs.sh CACHE SUITE OUT.cpio [--tree DIR]... [--binary SRC[=DEST]]... [--file SRC=DEST]...
#   CACHE, SUITE        what vm/fetch.sh CACHE SUITE unpacked: the kernel of SUITE
#                       and the NFS user space
#   --tree DIR          copy DIR's contents over the image root (scenario, configs)
#   --binary SRC[=DEST] copy a host program or library (to DEST, else the same
#                       path) with the shared libraries ldd lists
#   --file SRC=DEST     copy a plain file
#   --append-users FILE passwd lines to add (with a group each)
#   --module NAME       a further kernel module (with what it needs), for the
#                       scenario to load (e.g. sch_netem)
#   --module-if-any NAME  the same where this kernel has it as a module
#                       (crc32c_generic: built in, or gone, on newer kernels)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cache=${1:?usage: initramfs.sh CACHE SUITE OUT.cpio [--tree DIR]... [--binary PATH]...}
suite=${2:?usage: initramfs.sh CACHE SUITE OUT.cpio ...}
out=${3:?usage: initramfs.sh CACHE SUITE OUT.cpio ...}
shift 3
pkgroot="$cache/root"
kroot="$cache/kernel-$suite/root"
kver=$(cat "$cache/kernel-$suite/kver")
kmoddir=$kroot/$(cat "$cache/kernel-$suite/moddir")
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# Downloaded libraries (libwrap, libtirpc...) win over the host's.
export LD_LIBRARY_PATH="$pkgroot/lib/x86_64-linux-gnu:$pkgroot/usr/lib/x86_64-linux-gnu"

copy_file() { # SRC DEST(in stage)
    mkdir -p "$stage$(dirname "$2")"
    # A busybox applet link there points at /bin/busybox: copying through it
    # would overwrite this machine's busybox, so the link goes first.
    rm -f "$stage$2"
    cp -L "$1" "$stage$2"
}

# A program and the shared libraries it loads, each at the path it has on
# the host (downloaded ones at their in-package path).
copy_program() { # SRC DEST
    copy_file "$1" "$2"
    local lib
    for lib in $(ldd "$1" 2>/dev/null | awk '/=> \// {print $3} /^\t\/.*ld-linux/ {print $1}'); do
        local dest=${lib#"$pkgroot"}
        [ -e "$stage$dest" ] || copy_file "$lib" "$dest"
    done
}

mkdir -p "$stage"/{bin,sbin,usr/bin,usr/sbin,etc,proc,sys,dev,run,tmp,host,mnt,export,var/lib/nfs/rpc_pipefs,var/lib/nfs/v4recovery,lib64}
ln -s /run "$stage/var/run" # as on Debian; GLib looks for the system bus there

# busybox with its applets, never over a real program copied later.
cp /bin/busybox "$stage/bin/busybox"
for applet in $("$stage/bin/busybox" --list-full); do
    [ -e "$stage/$applet" ] || ln -s /bin/busybox "$stage/$applet"
done

# The modules /init loads and what they depend on (modules.dep, which
# vm/fetch.sh makes): fscache, netfs, lockd and the rest come that way, whatever
# the kernel packs them in (fscache is part of netfs on 6.12). Some are built
# in on newer kernels (virtio on 6.12): modules.builtin names those.
# Compressed modules (.ko.xz on 6.12) are unpacked, since busybox's modprobe
# cannot read them.
modules="virtio_pci 9pnet_virtio 9p sunrpc nfsd nfsv3 nfsv4"
args=("$@")
optional=
for ((i = 0; i < ${#args[@]}; ++i)); do
    [ "${args[i]}" = --module ] && modules+=" ${args[i + 1]}"
    [ "${args[i]}" = --module-if-any ] && optional+=" ${args[i + 1]}"
done
moddir="lib/modules/$kver"
declare -A wanted=()
resolve_module() {
    local name=$1 path deps dep
    path=$(find "$kmoddir" -name "$name.ko*" | head -n 1)
    if [ -z "$path" ]; then
        grep -q "/$name\.ko" "$kmoddir/modules.builtin" 2>/dev/null && return 0
        echo "initramfs.sh: module $name not found in $kver" >&2; exit 1
    fi
    path=${path#"$kmoddir/"}
    [ -z "${wanted[$path]:-}" ] || return 0
    wanted[$path]=1
    deps=$(awk -F': *' -v m="$path" '$1 == m {print $2}' "$kmoddir/modules.dep")
    for dep in $deps; do
        dep=$(basename "$dep"); resolve_module "${dep%%.ko*}"
    done
}
for m in $modules; do resolve_module "$m"; done
for m in $optional; do
    [ -z "$(find "$kmoddir" -name "$m.ko*" | head -n 1)" ] || resolve_module "$m"
done
for path in "${!wanted[@]}"; do
    case "$path" in
        *.ko.xz) mkdir -p "$stage/$moddir/$(dirname "$path")"
                 xz -dc "$kmoddir/$path" > "$stage/$moddir/${path%.xz}" ;;
        *) copy_file "$kmoddir/$path" "/$moddir/$path" ;;
    esac
done
cp "$kmoddir"/modules.{order,builtin} "$stage/$moddir/" 2>/dev/null || true
busybox depmod -b "$stage" "$kver"

# NFS user space: server, client, portmapper.
for prog in /sbin/rpcbind /usr/sbin/exportfs /usr/sbin/rpc.mountd /usr/sbin/rpc.nfsd \
            /sbin/rpc.statd /sbin/mount.nfs /usr/sbin/nfsconf /usr/bin/rpcinfo; do
    copy_program "$pkgroot$prog" "$prog"
done
ln -s mount.nfs "$stage/sbin/mount.nfs4"
ln -s mount.nfs "$stage/sbin/umount.nfs"
for f in netconfig rpc services protocols; do
    copy_file "$pkgroot/etc/$f" "/etc/$f"
done
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\nstatd:x:101:65534::/var/lib/nfs:/bin/false\n_rpc:x:102:65534::/run/rpcbind:/bin/false\n' > "$stage/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' > "$stage/etc/group"
echo 'hosts: files' > "$stage/etc/nsswitch.conf"
printf '127.0.0.1 localhost nfs-tuner-vm\n::1 localhost ip6-localhost\n' > "$stage/etc/hosts"
echo '/export *(rw,no_root_squash,no_subtree_check,insecure,fsid=1)' > "$stage/etc/exports"
cp "$here/guest/init" "$stage/init"
chmod +x "$stage/init"

while [ $# -gt 0 ]; do
    case "$1" in
        --tree) cp -a "$2/." "$stage/"; shift 2 ;;
        --binary) src=${2%%=*}; dest=${2#*=}; copy_program "$src" "$dest"; shift 2 ;;
        --file) copy_file "${2%%=*}" "${2#*=}"; shift 2 ;;
        --module|--module-if-any) shift 2 ;; # taken above
        --append-users) cat "$2" >> "$stage/etc/passwd"
                        sed 's/^\([^:]*\):x:[0-9]*:\([0-9]*\):.*/\1:x:\2:/' "$2" >> "$stage/etc/group"
                        shift 2 ;;
        *) echo "initramfs.sh: unknown argument $1" >&2; exit 1 ;;
    esac
done

(cd "$stage" && find . | cpio -o -H newc --quiet) > "$out"
