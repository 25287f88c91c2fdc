#!/bin/bash
# Downloads (never installs) the Debian packages the test VM boots from and
# unpacks them into a cache, reused between runs:
#   CACHE/debs/*.deb        the downloaded packages
#   CACHE/root/             all of them unpacked (dpkg -x)
#   CACHE/kver              the kernel release, e.g. 6.1.0-57-amd64
# Usage: fetch.sh CACHE
set -euo pipefail
cache=${1:?usage: fetch.sh CACHE}
mkdir -p "$cache/debs"

# The kernel ABI package name changes with every ABI bump and old ones leave
# the mirror, so resolve it through the meta package each time.
kpkg=$(apt-cache depends linux-image-amd64 | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
[ -n "$kpkg" ] || { echo "fetch.sh: cannot resolve linux-image-amd64 (apt-get update?)" >&2; exit 1; }

packages=("$kpkg" nfs-kernel-server nfs-common rpcbind libwrap0 libtirpc3
          libtirpc-common libnfsidmap1 libevent-core-2.1-7 netbase)
stamp="$cache/debs/.set"
want=$(printf '%s\n' "${packages[@]}")
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    rm -rf "$cache/debs" "$cache/root"
    mkdir -p "$cache/debs"
    # _apt cannot write into root-owned folders; download as root, quietly.
    (cd "$cache/debs" && apt-get download -q -o APT::Sandbox::User=root "${packages[@]}") >&2
    printf '%s\n' "$want" > "$stamp"
fi
if [ ! -f "$cache/root/.done" ]; then
    rm -rf "$cache/root"
    mkdir -p "$cache/root"
    for deb in "$cache"/debs/*.deb; do dpkg -x "$deb" "$cache/root"; done
    touch "$cache/root/.done"
fi
ls "$cache/root/lib/modules" | head -n 1 > "$cache/kver"
