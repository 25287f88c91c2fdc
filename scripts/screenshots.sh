#!/bin/bash
# Writes the screenshots in docs/screenshots from the demo, offscreen: the
# throughput page, the advice on the Readahead page, the diagnosis, the persistent
# settings at 1280x860, light and dark, the dark palette at 1024x700, and
# Tune… and the write tune at their end. (real-kernel.png comes from the VM stage:
# tests/e2e/run-e2e.sh BUILD --screenshot-to docs/screenshots/real-kernel.png; measure.png
# from tests/e2e/run-e2e.sh BUILD --suite trixie --measure-screenshot-to docs/screenshots/measure.png.)
# Usage: ./scripts/screenshots.sh [BUILD_DIR]   (default: build/run)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"
build=${1:-$top/build/run}
if [ $# -eq 0 ]; then
    need_packages build
    configure_and_build "$build" -DNFSTUNER_BUILD_TESTS=OFF >/dev/null
fi
app="$build/app/gui/nfs-tuner"
out="$top/docs/screenshots"
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
shot() { # FILE OPTIONS...
    local file=$1; shift
    rm -rf "$config"/*
    QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: XDG_CONFIG_HOME=$config \
        LC_ALL=C.UTF-8 LANG=C.UTF-8 "$app" --demo --screenshot "$out/$file" --after 8 "$@" >/dev/null
    echo "$out/$file"
}
shot throughput.png --select /srv/projects
shot settings.png --page settings
shot advice.png --page readahead --select /srv/projects
# The render nodes short of slots: 12 s, so that the diagnosis has its 10.
shot diagnosis.png --page diagnosis --select /mnt/render --after 12
shot throughput-dark-1024.png --select /mnt/media --size 1024x700 --dark
shot advice-dark.png --page readahead --select /mnt/media --dark
shot settings-1024.png --page settings --size 1024x700
# Tune… on the demo's reads, shot when it ends (half a minute).
shot tune.png --select /mnt/media --tune
# The write tune on the demo's backups, shot when it ends (about a minute).
shot tune-writes.png --select /mnt/backup --tune-writes --despite-other-writers
