#!/bin/bash
# The files the desktop, the software centre and polkit read, checked by
# their own validators; the versions and screenshots they name, checked
# against the project.
# Usage: check-desktop-files.sh SOURCE_DIR PROJECT_VERSION
set -euo pipefail
src=$1 version=$2
status=0
fail() { echo "FAIL: $*"; status=1; }

desktop-file-validate "$src/packaging/desktop/io.github.nfstuner.desktop" || fail "desktop file"
appstreamcli validate --no-net --pedantic "$src/packaging/desktop/io.github.nfstuner.metainfo.xml" ||
    fail "metainfo"
xmllint --noout --dtdvalid /usr/share/polkit-1/policyconfig-1.dtd \
    "$src/polkit/io.github.nfstuner.policy" || fail "polkit policy against polkit's DTD"
xmllint --noout "$src/packaging/dbus/io.github.nfstuner.Helper1.conf" || fail "bus policy XML"
xmllint --noout "$src/packaging/desktop/io.github.nfstuner.svg" || fail "icon SVG"
for page in "$src"/docs/man/*.[18]; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "$(basename "$page"): $warnings"
done

# Every place that states the version states this one.
metainfo="$src/packaging/desktop/io.github.nfstuner.metainfo.xml"
grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo has no release $version"
grep -q "^Version: *$version\$" "$src/packaging/rpm/nfs-tuner.spec" || fail "spec Version is not $version"
head -1 "$src/packaging/debian/changelog" | grep -q "^nfs-tuner ($version)" ||
    fail "debian/changelog does not start with $version"

# The screenshots the metainfo names exist here with the sizes it gives.
while read -r width height name; do
    file="$src/docs/screenshots/$name"
    [ -f "$file" ] || { fail "metainfo screenshot $name is not in docs/screenshots"; continue; }
    file "$file" | grep -q "PNG image data, $width x $height" ||
        fail "$name is not ${width}x$height: $(file -b "$file")"
done < <(sed -n 's|.*<image type="source" width="\([0-9]*\)" height="\([0-9]*\)">.*/docs/screenshots/\([^<]*\)</image>.*|\1 \2 \3|p' "$metainfo")
[ "$(grep -c '<image type="source"' "$metainfo")" -ge 1 ] || fail "metainfo has no screenshots"
exit $status
