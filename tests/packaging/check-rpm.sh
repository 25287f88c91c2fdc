#!/bin/bash
# The spec builds with rpmbuild here, from the source tarball CPack makes of
# this tree, and the .rpm holds the programs and the files D-Bus, systemd
# and polkit read, with library requirements rpm found itself.
# Usage: check-rpm.sh SOURCE_DIR BUILD_DIR PROJECT_VERSION
set -euo pipefail
src=$1 build=$2 version=$3
status=0
fail() { echo "FAIL: $*"; status=1; }
source "$src/scripts/lib/rpm.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build" && cpack --config CPackSourceConfig.cmake -B "$work/src" >"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log"; exit 1; }
tarball="$work/src/nfs-tuner-$version.tar.gz"
[ -f "$tarball" ] || { echo "FAIL: no $tarball"; exit 1; }
if tar tzf "$tarball" | grep -E '^[^/]+/(build|\.git)/' | head -3 | grep .; then
    fail "the source tarball holds build output or .git"
fi

# -O0 for %optflags: this checks the spec and what the package holds, not
# the optimiser, which the suite's own build (-O2) and scripts/package.sh
# (the distribution's flags) have. In CI the test took 107 s so (with the
# default unity build), 232 to 258 s with the spec's -O2 -g.
rpm=$(build_rpm "$src/packaging/rpm/nfs-tuner.spec" "$tarball" "$work/rpmbuild" \
    --define "optflags -O0") || exit 1
echo "Built $(basename "$rpm")"
[ "$(rpm -qp --qf '%{VERSION}' "$rpm" 2>/dev/null)" = "$version" ] || fail "rpm version"
files=$(rpm -qlp "$rpm" 2>/dev/null)
for path in /usr/bin/nfs-tuner /usr/bin/nfs-tuner-cli /usr/libexec/nfs-tuner-helper \
    /usr/libexec/nfs-tuner-rahead /usr/lib/udev/rules.d/99-nfs-tuner.rules \
    /usr/share/dbus-1/system-services/io.github.nfstuner.Helper1.service \
    /usr/share/dbus-1/system.d/io.github.nfstuner.Helper1.conf \
    /usr/share/polkit-1/actions/io.github.nfstuner.policy \
    /usr/lib/systemd/system/nfs-tuner-helper.service \
    /usr/lib/systemd/system/nfs-tuner-metrics.service \
    /usr/lib/systemd/system/nfs-tuner-metrics.timer \
    /usr/share/applications/io.github.nfstuner.desktop \
    /usr/share/nfs-tuner/translations/nfs-tuner_de.qm \
    /usr/share/man/man8/nfs-tuner-helper.8.gz \
    /usr/share/ansible/collections/ansible_collections/nfstuner/tuning/plugins/modules/readahead.py; do
    grep -qxF "$path" <<<"$files" || fail "the .rpm lacks $path"
done
requires=$(rpm -qp --requires "$rpm" 2>/dev/null)
for needed in 'libQt6Core.so.6' 'libQt6Charts.so.6' 'libmount.so.1' '^dbus$' '^polkit$'; do
    grep -q "$needed" <<<"$requires" || fail "the .rpm does not require $needed"
done
# Inside, the D-Bus activation file names the helper where the .rpm puts it.
mkdir "$work/x" && (cd "$work/x" && rpm2cpio "$rpm" | cpio -idm --quiet)
grep -qx 'Exec=/usr/libexec/nfs-tuner-helper' \
    "$work/x/usr/share/dbus-1/system-services/io.github.nfstuner.Helper1.service" ||
    fail "D-Bus Exec= in the .rpm"
exit $status
