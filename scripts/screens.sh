#!/bin/bash
# The window as a user sees it on real screens: under Xvfb with a window
# manager (openbox), at 1024x700, 1280x860 and 1920x1080 (the last with
# QT_SCALE_FACTOR=1.5), in English and German, on the demo, each page. Shots
# of the whole screen, so that a window larger than the screen or a control
# off it shows; written to build/screens/SIZE-LANG-PAGE.png for a person to
# look at (issue 47's acceptance).
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
out="$top/build/screens"
mkdir -p "$out"
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

display=:77
for screen in 1024x700:1 1280x860:1 1920x1080:1.5; do
    size=${screen%%:*} scale=${screen##*:}
    Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
    pids+=($!)
    sleep 1
    DISPLAY=$display openbox >/dev/null 2>&1 &
    pids+=($!)
    sleep 1
    for lang in en de; do
        for page in throughput readers readahead settings writeback changes health; do
            rm -rf "$work/config"
            locale=C.UTF-8
            [ "$lang" = de ] && locale=de_DE.UTF-8
            DISPLAY=$display QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=$scale LANG=$locale LC_ALL= \
                LANGUAGE=$lang XDG_CONFIG_HOME="$work/config" DBUS_SESSION_BUS_ADDRESS=disabled: \
                "$app" --demo --page "$page" --select /mnt/media >/dev/null 2>&1 &
            app_pid=$!
            sleep 6
            file="$out/$size-$lang-$page.png"
            DISPLAY=$display import -window root "$file"
            kill "$app_pid" 2>/dev/null || true
            wait "$app_pid" 2>/dev/null || true
            echo "$file"
        done
    done
    kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
    pids=()
done
