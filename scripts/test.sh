#!/bin/bash
# Installs what the tests need, builds with warnings as errors and runs every
# test. Exit status is non-zero when anything fails.
# Usage: ./scripts/test.sh [ctest arguments...]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"

need_packages build test vm
build="$top/build/test"
# /usr: the .deb test packages this build.
configure_and_build "$build" -DNFSTUNER_WERROR=ON -DCMAKE_INSTALL_PREFIX=/usr
cd "$build"
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled:
ctest --output-on-failure -j"$(nproc)" "$@"
