#!/bin/sh
# Runs a window test on a screen of WIDTHxHEIGHT under a window manager
# (Xvfb and openbox), where frames and title bars take room as on a user's
# desktop; the offscreen platform has none. Exit status: the program's.
# Usage: run-under-wm.sh WIDTHxHEIGHT PROGRAM [ARGS...]
set -eu
size=$1
shift
work=$(mktemp -d)
xvfb='' wm=''
cleanup() {
    [ -n "$wm" ] && kill "$wm" 2>/dev/null
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
# Xvfb picks a free display and writes its number: tests may run side by side.
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
[ -s "$work/display" ] || { echo "run-under-wm.sh: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
display=:$(cat "$work/display")
DISPLAY=$display openbox --sm-disable >"$work/wm.log" 2>&1 &
wm=$!
sleep 1
# Under AddressSanitizer (the sanitizer stage) libxkbcommon-x11, which Qt's
# xcb platform calls at start, trips the strndup interceptor on a key name
# it copies from the X server's reply (a system library, not this code):
# that interceptor is off here, the rest of ASan stays on (other builds
# ignore the variable).
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}intercept_strndup=0"
export ASAN_OPTIONS
DISPLAY=$display QT_QPA_PLATFORM=xcb "$@"
