#!/bin/bash
# The project on Debian 13 (trixie: Qt 6.8, GCC 14, polkit 126): a trixie
# root made with debootstrap from the mirror this machine's apt already uses
# (read at run time), the source copied in, its packages installed there by
# the project's own scripts/lib/deps.sh, built with warnings as errors (and
# Qt API deprecated up to 6.4 removed, as everywhere), and every test run
# inside except the VM stage (the host's) and the .rpm (Debian 12's stage
# builds it): the helper tests on trixie's own dbus-daemon and polkitd, with
# the PolkitQt6-1 backend, and the .deb built, linted, installed and removed
# in that root. Exit status non-zero on any failure or skipped test.
#   ./scripts/test-debian13.sh [ctest arguments...]
#   ./scripts/test-debian13.sh --prepare DIR
#       only makes the root in DIR and installs the packages (.ci/run does
#       this while the plain build of its second stage runs); then
#       NFSTUNER_TRIXIE_ROOT=DIR ./scripts/test-debian13.sh uses it.
# NFSTUNER_TRIXIE_ROOT=DIR keeps the root in DIR and reuses it when it is
# already there (also for repeated runs by hand); without it a new root is
# made in /var/tmp and removed at the end.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"

case "${1:-}" in
--inside-install)
    # apt names the mirror in its progress lines; the log does not.
    need_packages build test 2>&1 | sed -E 's|[a-z]+://[^ ]+|(mirror)|g'
    exit 0
    ;;
--inside-test)
    shift
    cd /src
    source scripts/lib/build.sh
    source scripts/lib/skips.sh
    need_packages build test
    export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled:
    echo "Debian $(cat /etc/debian_version), Qt $(dpkg-query -W -f='${Version}' qt6-base-dev)," \
        "GCC $(dpkg-query -W -f='${Version}' g++), polkit $(dpkg-query -W -f='${Version}' polkitd)"
    # Outside /src, which each run replaces: a kept root builds again only
    # what changed. -O1 without debug information: the compiler's and Qt's
    # verdict (-O1 has the flow analysis behind GCC's warnings) in less time.
    build=/build/debian13
    SECONDS=0
    configure_and_build "$build" -DNFSTUNER_WERROR=ON -DCMAKE_INSTALL_PREFIX=/usr \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG"
    echo "Build: ${SECONDS} s"
    echo "The helper asks polkit through: $(sed -n 's/^NFSTUNER_POLKIT_BACKEND_IN_USE:INTERNAL=//p' \
        "$build/CMakeCache.txt")"
    echo "The client calls the helper through: $(sed -n 's/^NFSTUNER_HELPER_CALLS_IN_USE:INTERNAL=//p' \
        "$build/CMakeCache.txt")"
    status=0
    (cd "$build" && ctest --output-on-failure -j"$(nproc)" -LE vm -E '^rpm-package$' "$@") |
        tee "$build/ctest-output.log" || status=1
    report_skips "$build" "$build/ctest-output.log" || status=1
    exit $status
    ;;
esac

[ "$(id -u)" -eq 0 ] || { echo "test-debian13.sh: debootstrap and chroot need root" >&2; exit 1; }
prepare_only=0
if [ "${1:-}" = --prepare ]; then
    [ -n "${2:-}" ] || { echo "usage: test-debian13.sh --prepare DIR" >&2; exit 2; }
    NFSTUNER_TRIXIE_ROOT=$2
    prepare_only=1
    shift 2
fi
need_packages debian13

if [ -n "${NFSTUNER_TRIXIE_ROOT:-}" ]; then
    root=$NFSTUNER_TRIXIE_ROOT
    mkdir -p "$root"
    keep=1
else
    root=$(mktemp -d /var/tmp/nfs-tuner-trixie.XXXXXX)
    keep=0
fi
# It becomes /: polkitd, _apt and the tests' user nobody must get in.
chmod 0755 "$root"
cleanup() {
    [ $keep -eq 1 ] || rm -rf --one-file-system "$root"
}
trap cleanup EXIT

# Runs a command of this script inside the root, in a private mount
# namespace: the root bind-mounted onto itself (so that the tests' own
# `unshare --propagation private` finds a mount point at /), with /proc,
# /sys and /dev; all of it goes when the namespace ends. /tmp stays the
# root's own, on disk: the sweep tests drop a file's page cache, which a
# tmpfs cannot.
in_root() {
    unshare --mount --propagation private --fork -- /bin/bash -euc '
        root=$1; shift
        mount --bind "$root" "$root"
        mount -t proc proc "$root/proc"
        mount --rbind /sys "$root/sys"
        mount --rbind /dev "$root/dev"
        cp /etc/resolv.conf "$root/etc/resolv.conf"
        exec chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
            LANG=C.UTF-8 /bin/bash /src/scripts/test-debian13.sh "$@"
    ' bash "$root" "$@"
}

# The source as it is here, without build output. A kept root builds in
# /build, outside /src: a file whose content is what the last copy had keeps
# that copy's time, so nothing is built again for it; a new or changed file
# gets the time of copying, so it is, even when it was edited while an
# earlier run was building (its own time is then older than its object).
copy_source() {
    local fresh=$root/src.new file
    rm -rf "$fresh"
    mkdir -p "$fresh"
    tar -C "$top" --exclude=./build --exclude=./.git -cf - . | tar -C "$fresh" --touch -xf -
    if [ -d "$root/src" ]; then
        (cd "$fresh" && find . -type f) | while IFS= read -r file; do
            if cmp -s "$fresh/$file" "$root/src/$file"; then
                touch -r "$root/src/$file" "$fresh/$file"
            fi
        done
    fi
    rm -rf "$root/src"
    mv "$fresh" "$root/src"
}

if [ ! -x "$root/usr/bin/apt-get" ]; then
    SECONDS=0
    debootstrap --variant=minbase trixie "$root" "$("$top/tests/e2e/vm/mirror-uri.sh")" \
        >"$root.debootstrap.log" 2>&1 ||
        { tail -20 "$root.debootstrap.log" | sed -E 's|[a-z]+://[^ ]+|(mirror)|g'; exit 1; }
    rm -f "$root.debootstrap.log"
    echo "debootstrap trixie: ${SECONDS} s"
fi
copy_source
SECONDS=0
in_root --inside-install
echo "Packages installed in the trixie root: ${SECONDS} s"
[ $prepare_only -eq 1 ] && exit 0

in_root --inside-test "$@"
