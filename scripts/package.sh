#!/bin/bash
# Builds the packages: a .deb with CPack (dependencies from dpkg-shlibdeps)
# and an .rpm with rpmbuild from packaging/rpm/nfs-tuner.spec, both from
# this working tree. Installs what it needs first.
# Usage: ./scripts/package.sh [OUTPUT_DIR]   (default: build/package/dist)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"
source "$top/scripts/lib/rpm.sh"

need_packages build package
build="$top/build/package"
out=$(realpath -m "${1:-$build/dist}")
mkdir -p "$out"

configure_and_build "$build" -DCMAKE_BUILD_TYPE=Release -DNFSTUNER_BUILD_TESTS=OFF \
    -DCMAKE_INSTALL_PREFIX=/usr
(cd "$build" && cpack -G DEB -B "$build/cpack" && cpack --config CPackSourceConfig.cmake -B "$build/cpack")
deb=$(ls "$build"/cpack/nfs-tuner_*.deb)
tarball=$(ls "$build"/cpack/nfs-tuner-*.tar.gz)

rpm=$(build_rpm "$top/packaging/rpm/nfs-tuner.spec" "$tarball" "$build/rpmbuild")

cp "$deb" "$rpm" "$out/"
echo "Packages in $out:"
ls -l "$out"
