#!/bin/sh
# Fails when the program needs QtGui, QtWidgets or any other GUI library.
set -eu
needed=$(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "$needed"
if echo "$needed" | grep -E 'libQt6(Gui|Widgets|Charts|OpenGL)|libGL|libX11|libxcb'; then
    echo "core pulls in a GUI library" >&2
    exit 1
fi
echo "$needed" | grep -q libQt6Core || { echo "probe did not link QtCore?" >&2; exit 1; }
