#!/bin/bash
# The .deb as an admin gets it: built by CPack from this build, checked by
# lintian, installed with dpkg on this machine, its programs run from where
# they were installed, its files where D-Bus, systemd and polkit look for
# them, and then removed without a trace. Leaves an installed nfs-tuner of
# the admin's alone (skips).
# Usage: check-deb.sh BUILD_DIR PROJECT_VERSION
set -euo pipefail
build=$1 version=$2
status=0
fail() { echo "FAIL: $*"; status=1; }

if [ "$(id -u)" -ne 0 ]; then
    echo "SKIP: installing a package needs root"
    exit 77
fi
if dpkg-query -W -f='${Status}' nfs-tuner 2>/dev/null | grep -q installed; then
    echo "SKIP: nfs-tuner is installed on this machine; not touching it"
    exit 77
fi

work=$(mktemp -d)
installed=0
cleanup() {
    [ $installed -eq 0 ] || dpkg --purge nfs-tuner >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

(cd "$build" && cpack -G DEB -B "$work/cpack" >"$work/cpack.log" 2>&1) || {
    cat "$work/cpack.log"
    exit 1
}
deb=$(ls "$work"/cpack/nfs-tuner_"$version"_*.deb)
echo "Built $(basename "$deb")"

# Dependencies: computed (dpkg-shlibdeps found Qt and libmount) plus the
# bus and polkit, which no library link shows.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for needed in libqt6core6 libqt6widgets6 libqt6charts6 libqt6dbus6 libmount1 libc6 polkitd dbus-system-bus; do
    grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed"
done

# lintian: no errors (warnings are listed for whoever reads the log).
lintian --fail-on error --tag-display-limit 0 "$deb" | tee "$work/lintian.log" || fail "lintian errors"

# What the package would add; none of it may exist before.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|; s|/$||' | grep -v '^$' >"$work/paths"
while read -r path; do
    if [ ! -d "$path" ] && [ -e "$path" ]; then
        fail "$path exists before installing"
    fi
    [ -e "$path" ] && echo "$path" >>"$work/existed" || true
done <"$work/paths"
[ $status -eq 0 ] || exit $status

dpkg -i "$deb" >"$work/dpkg-i.log" 2>&1 || { cat "$work/dpkg-i.log"; fail "dpkg -i"; exit 1; }
installed=1

got=$(/usr/bin/nfs-tuner-cli --version)
[ "$got" = "nfs-tuner-cli $version" ] || fail "installed nfs-tuner-cli --version said: $got"
# The installed program finds its installed translations (not the build's).
# Outputs are taken whole before grep -q looks at them: grep -q leaves at the
# first match, and a writer still writing then dies of SIGPIPE, which
# pipefail makes a failure (the helper's strings did so on Debian 13).
help=$(LC_ALL= LANG=de_DE.UTF-8 /usr/bin/nfs-tuner-cli --help)
grep -q "^Befehle:" <<<"$help" ||
    fail "installed nfs-tuner-cli does not speak German"

# D-Bus activation points at the installed helper; the systemd unit it
# names exists and starts the same program; polkit has the actions the
# helper asks for.
service=/usr/share/dbus-1/system-services/io.github.nfstuner.Helper1.service
[ -f "$service" ] || fail "no $service"
exec_path=$(sed -n 's/^Exec=//p' "$service")
[ -x "$exec_path" ] || fail "D-Bus Exec=$exec_path is not an installed program"
"$exec_path" --version | grep -q "$version" || fail "$exec_path --version"
unit_name=$(sed -n 's/^SystemdService=//p' "$service")
# The unit the package installed, in a folder systemd reads units from
# (/lib/systemd/system on Debian 12, /usr/lib/systemd/system on 13).
unit=$(dpkg -L nfs-tuner | grep "/systemd/system/$unit_name\$" || true)
[ -n "$unit" ] && [ -f "$unit" ] || fail "no $unit_name installed (SystemdService= of $service)"
grep -qxF "$(dirname "$unit")" <<<"$(systemd-analyze unit-paths)" ||
    fail "$unit is in no folder systemd reads units from"
[ "$(sed -n 's/^ExecStart=//p' "$unit")" = "$exec_path" ] || fail "$unit starts another program"
grep -q "^BusName=io.github.nfstuner.Helper1$" "$unit" || fail "$unit BusName"
verify=$(systemd-analyze verify "$unit" 2>&1) || fail "systemd-analyze verify: $verify"
[ -z "$verify" ] || fail "systemd-analyze verify says: $verify"
# The metrics for node_exporter: a service and its timer, valid, running
# the installed CLI, and left disabled (the admin enables the timer).
for name in nfs-tuner-metrics.service nfs-tuner-metrics.timer; do
    path=$(dpkg -L nfs-tuner | grep "/systemd/system/$name\$" || true)
    [ -n "$path" ] || { fail "no $name installed"; continue; }
    verify=$(systemd-analyze verify "$path" 2>&1) || fail "systemd-analyze verify $name: $verify"
    [ -z "$verify" ] || fail "systemd-analyze verify $name says: $verify"
    [ ! -e "/etc/systemd/system/timers.target.wants/$name" ] || fail "$name enabled by the package"
done
metrics_unit=$(dpkg -L nfs-tuner | grep '/systemd/system/nfs-tuner-metrics.service$' || true)
[ -z "$metrics_unit" ] || [ "$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$metrics_unit")" = /usr/bin/nfs-tuner-cli ] ||
    fail "$metrics_unit runs another program"
# The Ansible collection, where ansible-doc finds it without being told.
module=/usr/share/ansible/collections/ansible_collections/nfstuner/tuning/plugins/modules/readahead.py
grep -qxF "$module" <<<"$(dpkg -L nfs-tuner)" || fail "no $module installed"
if command -v ansible-doc >/dev/null; then
    doc=$(HOME=$(mktemp -d) ansible-doc nfstuner.tuning.readahead 2>&1) || fail "ansible-doc: $doc"
    grep -qF "$module" <<<"$doc" || fail "ansible-doc did not find the installed module: $doc"
fi
[ -f /usr/share/dbus-1/system.d/io.github.nfstuner.Helper1.conf ] || fail "no bus policy"
policy=/usr/share/polkit-1/actions/io.github.nfstuner.policy
# A QStringLiteral is UTF-16 in the binary: look for either encoding.
helper_strings=$(strings -a "$exec_path"; strings -a -e l "$exec_path")
for action in io.github.nfstuner.set-readahead io.github.nfstuner.write-config io.github.nfstuner.set-writeback; do
    grep -q "<action id=\"$action\">" "$policy" || fail "$policy lacks $action"
    grep -qxF "$action" <<<"$helper_strings" ||
        fail "the helper does not ask for $action"
done

# Desktop integration resolves: the launcher's program, icon and metainfo.
desktop=/usr/share/applications/io.github.nfstuner.desktop
[ "$(command -v "$(sed -n 's/^Exec=//p' "$desktop")")" = /usr/bin/nfs-tuner ] || fail "desktop Exec"
[ -f "/usr/share/icons/hicolor/scalable/apps/$(sed -n 's/^Icon=//p' "$desktop").svg" ] || fail "icon"
[ -f /usr/share/metainfo/io.github.nfstuner.metainfo.xml ] || fail "metainfo"
# The udev rule runs the installed nfs-tuner-rahead, only for anonymous
# devices (NFS superblocks are 0:N).
rules=$(dpkg -L nfs-tuner | grep '/udev/rules.d/99-nfs-tuner.rules$') || fail "no udev rule"
grep -q 'KERNEL=="0:\*"' "$rules" || fail "$rules is not limited to anonymous devices"
run=$(sed -n 's/.*RUN+="\([^ "]*\).*/\1/p' "$rules")
[ -x "$run" ] || fail "udev RUN+=$run is not an installed program"
"$run" --version | grep -q "$version" || fail "$run --version"
for page in nfs-tuner.1 nfs-tuner-cli.1 nfs-tuner-helper.8; do
    [ -f "/usr/share/man/man${page##*.}/$page.gz" ] || fail "man page $page"
done

dpkg -r nfs-tuner >"$work/dpkg-r.log" 2>&1 || { cat "$work/dpkg-r.log"; fail "dpkg -r"; }
installed=0
left=$(dpkg-query -W -f='${Status}' nfs-tuner 2>/dev/null || true)
case "$left" in *" installed"*) fail "still installed after dpkg -r: $left" ;; esac
# Exactly what existed before is there again: nothing added is left.
while read -r path; do
    if grep -qxF "$path" "$work/existed" 2>/dev/null; then
        [ -e "$path" ] || fail "dpkg -r removed $path, which existed before"
    else
        [ ! -e "$path" ] || fail "left behind: $path"
    fi
done <"$work/paths"
dpkg --purge nfs-tuner >/dev/null 2>&1 || true
[ $status -eq 0 ] && echo "The .deb installs, works and removes cleanly."
exit $status
