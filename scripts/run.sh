#!/bin/bash
# Installs what NFS Tuner needs, builds it and starts the app: on this
# machine's NFS mounts, or the demo when it has none. Without a display it
# says how to get one and writes a screenshot instead.
# Usage: ./scripts/run.sh [nfs-tuner options...]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"

need_packages build
build="$top/build/run"
configure_and_build "$build" -DNFSTUNER_BUILD_TESTS=OFF >/dev/null
app="$build/app/gui/nfs-tuner"
cli="$build/app/cli/nfs-tuner-cli"

args=("$@")
if [ ${#args[@]} -eq 0 ]; then
    # Taken whole first: grep -q leaving at the first match would kill a
    # long list with SIGPIPE, which pipefail counts as "no mounts".
    if grep -q '"mountpoint"' <<<"$("$cli" list --json 2>/dev/null)"; then
        "$cli" list
    else
        echo "This machine has no NFS mounts: starting the demo (real-kernel mounts, simulated traffic;"
        echo "changes stay in a temporary folder)."
        args=(--demo)
    fi
fi

if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
    shot="$build/nfs-tuner.png"
    cat <<TEXT
There is no display here, so the window cannot open. To see it:
  - run ./scripts/run.sh from a desktop session (X11 or Wayland) on this machine, or
  - log in with "ssh -X" from a desktop and run it there, or
  - start a virtual display: apt-get install xvfb && xvfb-run ./scripts/run.sh
Writing a screenshot of the window instead: $shot
TEXT
    QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=${DBUS_SESSION_BUS_ADDRESS:-disabled:} \
        "$app" "${args[@]}" --screenshot "$shot" --after 8
    exit 0
fi
exec "$app" "${args[@]}"
