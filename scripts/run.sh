#!/bin/bash
# Installs what NFS Tuner needs, builds it and shows this machine's NFS mounts.
# Usage: ./scripts/run.sh [nfs-tuner-cli list arguments...]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"

need_packages build
build="$top/build/run"
configure_and_build "$build" -DNFSTUNER_BUILD_TESTS=OFF >/dev/null
cli="$build/app/cli/nfs-tuner-cli"
"$cli" list "$@"
if [ -z "$("$cli" list --json "$@" 2>/dev/null | grep -o '"mountpoint"' || true)" ]; then
    example="$top/tests/fixtures/roots/versions/root"
    echo
    echo "No NFS mounts here. A real kernel's mounts, captured in the test VM, look like this:"
    echo "  nfs-tuner-cli list --root $example"
    "$cli" list --root "$example"
fi
