#!/bin/bash
# Downloads (never installs) the Debian packages the test VM boots from and
# unpacks them into a cache, reused between runs:
#   CACHE/debs/*.deb, CACHE/root/   NFS user space and udev (this machine's own suite)
#   CACHE/kernel-SUITE/root/        the kernel of Debian SUITE, unpacked
#   CACHE/kernel-SUITE/kver         its release, e.g. 6.12.57+deb13-amd64
#   CACHE/kernel-SUITE/moddir       its modules folder, relative to root/
#   CACHE/kernel-SUITE/vmlinuz      its image, relative to root/
# The user space is the same for every kernel: nfs-utils 2.6.2 drives them.
# Usage: fetch.sh CACHE [SUITE]
#   (SUITE: bookworm, the default, trixie, trixie-backports, sid...)
set -euo pipefail
cache=${1:?usage: fetch.sh CACHE [SUITE]}
suite=${2:-bookworm}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$cache"
# One fetch at a time: VM tests run two at once (tests/e2e/CMakeLists.txt)
# and share the user space below; a reader of the cache has fetched first.
exec 9>"$cache/.fetch.lock"
flock 9

# apt for SUITE: this machine's own apt for its own suite; for another, a
# separate apt state under the cache with one sources entry built here from
# the mirror this machine's apt sources name (never written into the project).
apt_args=()
host_suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
if [ "$suite" != "$host_suite" ]; then
    state=$cache/apt-$suite
    mkdir -p "$state/lists/partial" "$state/archives/partial"
    uri=$("$here/mirror-uri.sh") || exit 1
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" \
        > "$state/sources.list"
    : > "$state/status"
    apt_args=(-o "Dir::Etc::SourceList=$state/sources.list" -o Dir::Etc::SourceParts=/dev/null
              -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null
              -o "Dir::State::Lists=$state/lists" -o "Dir::Cache=$state"
              -o "Dir::Cache::Archives=$state/archives" -o "Dir::State::Status=$state/status")
    # Once a day is enough: the kernel's name changes only with an ABI bump.
    if [ -z "$(find "$state/lists" -name '*Packages*' -mtime -1 2>/dev/null | head -n 1)" ]; then
        apt-get -q "${apt_args[@]}" -o APT::Sandbox::User=root update >&2 ||
            { echo "fetch.sh: apt-get update for $suite failed" >&2; exit 1; }
    fi
fi

# download_unpacked DIR PACKAGE...: the packages downloaded to DIR/debs and
# unpacked into DIR/root, again only when the set changed.
download_unpacked() {
    local dir=$1; shift
    local want stamp="$dir/debs/.set" deb
    want=$(printf '%s\n' "$@")
    if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
        rm -rf "$dir/debs" "$dir/root"
        mkdir -p "$dir/debs"
        # _apt cannot write into root-owned folders; download as root, quietly.
        (cd "$dir/debs" && apt-get download -q "${apt_args[@]}" -o APT::Sandbox::User=root "$@") >&2
        printf '%s\n' "$want" > "$stamp"
    fi
    if [ ! -f "$dir/root/.done" ]; then
        rm -rf "$dir/root"
        mkdir -p "$dir/root"
        for deb in "$dir"/debs/*.deb; do dpkg -x "$deb" "$dir/root"; done
        touch "$dir/root/.done"
    fi
}

# The kernel ABI package name changes with every ABI bump and old ones leave
# the mirror, so resolve it through the meta package each time.
kpkg=$(apt-cache "${apt_args[@]}" depends linux-image-amd64 |
       awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
[ -n "$kpkg" ] || { echo "fetch.sh: cannot resolve linux-image-amd64 in $suite (apt-get update?)" >&2; exit 1; }
# Up to 6.x linux-image-VER holds the kernel; from 7.x it is a small package
# that depends on linux-binary-VER (the image), linux-modules-VER and
# linux-base-VER (config, System.map, modules.builtin, modules.order).
parts=$(apt-cache "${apt_args[@]}" depends "$kpkg" |
        awk -v v="${kpkg#linux-image-}" '$1 == "Depends:" && $2 ~ /^linux-(binary|modules|base)-/ &&
            substr($2, length($2) - length(v) + 1) == v {print $2}')
kdir=$cache/kernel-$suite
# shellcheck disable=SC2086 # one package name per word
download_unpacked "$kdir" "$kpkg" $parts
moddir=$(cd "$kdir/root" && ls -d lib/modules/* usr/lib/modules/* 2>/dev/null | head -n 1 || true)
[ -n "$moddir" ] || { echo "fetch.sh: $kpkg has no modules folder" >&2; exit 1; }
kver=${moddir##*/}
vmlinuz=$(cd "$kdir/root" && ls "boot/vmlinuz-$kver" "$moddir/vmlinuz" 2>/dev/null | head -n 1 || true)
[ -n "$vmlinuz" ] || { echo "fetch.sh: no kernel image in $kpkg $parts" >&2; exit 1; }
# The package leaves module dependencies to its postinst (depmod).
[ -f "$kdir/root/$moddir/modules.dep" ] ||
    busybox depmod -b "$kdir/root/${moddir%lib/modules/*}" "$kver"
# Whole or not at all: another test of this suite may be reading them.
for name in kver moddir vmlinuz; do
    echo "${!name}" > "$kdir/$name.new" && mv "$kdir/$name.new" "$kdir/$name"
done
echo "fetch.sh: $suite's kernel is $kver ($kpkg${parts:+ with $(echo $parts)})" >&2

apt_args=()
# udev: systemd-udevd runs nfs-utils' 99-nfs.rules and the project's own
# when an NFS mount appears (its udevadm links nothing this machine lacks).
download_unpacked "$cache" nfs-kernel-server nfs-common rpcbind libwrap0 libtirpc3 \
    libtirpc-common libnfsidmap1 libevent-core-2.1-7 netbase udev
