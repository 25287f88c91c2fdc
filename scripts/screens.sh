#!/bin/bash
# The window as a user sees it on real screens: under Xvfb with a window
# manager (openbox), at 1024x700, 1280x860 and 1920x1080 (the last with
# QT_SCALE_FACTOR=1.5), in English and German, on the demo: each page,
# Tune…, the write tune and Measure… as they run, and the fleet window on
# the fleet of tests/fleet (real prometheus and node_exporter, where
# installed). Shots of the whole screen, so that a window larger than the
# screen or a control off it shows; written to
# build/screens/SIZE-LANG-WHAT.png for a person to look at (issues 47
# and 61).
# Usage: ./scripts/screens.sh [BUILD_DIR]   (default: build/run)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"
build=${1:-$top/build/run}
if [ $# -eq 0 ]; then
    need_packages build
    configure_and_build "$build" -DNFSTUNER_BUILD_TESTS=OFF >/dev/null
fi
for tool in Xvfb openbox xdotool import; do
    command -v "$tool" >/dev/null || { echo "screens.sh: needs $tool (xvfb, openbox, xdotool, imagemagick)" >&2; exit 2; }
done
app="$build/app/gui/nfs-tuner"
cli="$build/app/cli/nfs-tuner-cli"
out="$top/build/screens"
mkdir -p "$out"
# The fleet's work folder, background programs and cleanup (its $work,
# $pids and EXIT trap); the screens' own X servers apart from them.
source "$top/tests/fleet/fleet-lib.sh"
fleet_url=
if command -v prometheus >/dev/null && command -v prometheus-node-exporter >/dev/null; then
    start_fleet "$cli" "$top" >/dev/null
    fleet_url=$url
    sleep 5 # a few scrapes
else
    echo "screens.sh: no prometheus or prometheus-node-exporter: no fleet window" >&2
fi
screen_pids=()
stop_screen() {
    for pid in "${screen_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${screen_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    screen_pids=()
}
trap 'stop_screen; cleanup' EXIT

# shot SIZE LANG SCALE WHAT SECONDS OPTIONS...: the app with OPTIONS on a
# fresh configuration, the screen after SECONDS.
shot() {
    local size=$1 lang=$2 scale=$3 what=$4 seconds=$5 locale=C.UTF-8 app_pid
    shift 5
    rm -rf "$work/config"
    [ "$lang" = de ] && locale=de_DE.UTF-8
    DISPLAY=$display QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=$scale LANG=$locale LC_ALL= \
        LANGUAGE=$lang XDG_CONFIG_HOME="$work/config" DBUS_SESSION_BUS_ADDRESS=disabled: \
        "$app" "$@" >/dev/null 2>&1 &
    app_pid=$!
    sleep "$seconds"
    file="$out/$size-$lang-$what.png"
    DISPLAY=$display import -window root "$file"
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    echo "$file"
}

display=:77
for screen in 1024x700:1 1280x860:1 1920x1080:1.5; do
    size=${screen%%:*} scale=${screen##*:}
    Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
    screen_pids+=($!)
    sleep 1
    DISPLAY=$display openbox >/dev/null 2>&1 &
    screen_pids+=($!)
    sleep 1
    for lang in en de; do
        for page in throughput diagnosis readers readahead settings writeback changes health; do
            shot "$size" "$lang" "$scale" "$page" 6 --demo --page "$page" --select /mnt/media
        done
        # The dialogs while they run: Tune… a few trials in, Measure… midway.
        shot "$size" "$lang" "$scale" tune 20 --demo --select /mnt/media --tune
        shot "$size" "$lang" "$scale" tune-writes 30 --demo --select /mnt/backup \
            --tune-writes --despite-other-writers
        shot "$size" "$lang" "$scale" measure 10 --demo --select /mnt/media \
            --measure /mnt/media/nfs-tuner-demo.bin
        [ -z "$fleet_url" ] ||
            shot "$size" "$lang" "$scale" fleet 8 --prometheus "$fleet_url"
    done
    stop_screen
done
