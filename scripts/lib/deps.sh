# Sourced by the scripts: installs the Debian packages a step needs, only
# those missing, so a second run does not touch apt at all. The same names
# serve Debian 12 and 13; Debian 13 adds PolkitQt6-1, which 12 lacks.
#   need_packages GROUP...   groups: build test vm package fuzz debian13
# dpkg-dev: dpkg-shlibdeps for the .deb's dependencies; rpm: rpmbuild.
package_packages="dpkg-dev file rpm"
build_packages="g++ cmake ninja-build pkg-config git
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libmount-dev libdbus-1-dev"
# nfs-common: nfsconf is the oracle for nfs.conf. dbus-daemon, dbus-bin and
# polkitd: the real bus and polkit the helper tests run against. The rest
# validate what gets installed and build and lint the .deb. diff and patch
# judge the preview diffs. prometheus (with promtool) and its node exporter
# read `metrics` as a fleet does; ansible-core runs the collection's module;
# openssl and python3-bcrypt make the TLS certificates and the password hash
# of prometheus's web configuration.
test_packages="clang-format binutils nfs-common prometheus prometheus-node-exporter ansible-core dbus-daemon dbus-bin polkitd python3 diffutils patch
    openssl python3-bcrypt
    desktop-file-utils appstream libxml2-utils man-db systemd lintian libbenchmark-dev xvfb openbox
    $package_packages"
vm_packages="qemu-system-x86 busybox-static cpio xz-utils fonts-dejavu-core"
# libFuzzer comes with clang's runtime libraries.
fuzz_packages="clang libclang-rt-14-dev"
# scripts/test-debian13.sh makes its trixie root with debootstrap.
debian13_packages="debootstrap"

need_packages() {
    local group wanted=() missing=() pkg
    for group in "$@"; do
        case "$group" in
            build)
                wanted+=($build_packages)
                # Where the release has PolkitQt6-1 (Debian 13 on), the
                # helper asks polkit through it.
                if apt-cache show libpolkit-qt6-1-dev >/dev/null 2>&1; then
                    wanted+=(libpolkit-qt6-1-dev libpolkit-gobject-1-dev)
                fi
                ;;
            test) wanted+=($test_packages) ;;
            vm) wanted+=($vm_packages) ;;
            package) wanted+=($package_packages) ;;
            fuzz) wanted+=($fuzz_packages) ;;
            debian13) wanted+=($debian13_packages) ;;
            *) echo "need_packages: unknown group $group" >&2; return 1 ;;
        esac
    done
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Run as root to install: ${missing[*]}" >&2; return 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}
