# Sourced by the VM stages.

# The helper's bus policy and activation file and the polkit actions, at the
# paths the packages install them, with polkit's own bus policy and actions.
#   stage_bus_files BUILD_DIR TREE
stage_bus_files() {
    local build=$1 tree=$2 top
    top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
    install -D -m 644 "$top/packaging/dbus/io.github.nfstuner.Helper1.conf" \
        "$tree/usr/share/dbus-1/system.d/io.github.nfstuner.Helper1.conf"
    install -D -m 644 /usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf \
        "$tree/usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf"
    install -D -m 644 "$build/packaging/dbus/io.github.nfstuner.Helper1.service" \
        "$tree/usr/share/dbus-1/system-services/io.github.nfstuner.Helper1.service"
    install -D -m 644 "$top/polkit/io.github.nfstuner.policy" \
        "$tree/usr/share/polkit-1/actions/io.github.nfstuner.policy"
    install -D -m 644 /usr/share/polkit-1/actions/org.freedesktop.policykit.policy \
        "$tree/usr/share/polkit-1/actions/org.freedesktop.policykit.policy"
}

# Stages the product as a package installs it on
# a system bus (nfs-tuner-cli, nfs-tuner-helper with its bus policy and
# activation file, polkit's actions, dbus-daemon and polkitd) into an image
# tree, and fills product_args with initramfs.sh's arguments for it.
#   stage_product BUILD_DIR TREE USERS_FILE
stage_product() {
    local build=$1 tree=$2 users=$3 e2e
    e2e=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    local helper_exec
    helper_exec=$(sed -n 's/^Exec=//p' "$build/packaging/dbus/io.github.nfstuner.Helper1.service")
    install -D -m 644 "$e2e/guest/system-bus.conf" "$tree/etc/nfs-tuner-e2e/system-bus.conf"
    install -D -m 644 "$e2e/guest/system-bus.sh" "$tree/etc/nfs-tuner-e2e/system-bus.sh"
    stage_bus_files "$build" "$tree"
    mkdir -p "$tree/usr/share/polkit-1/rules.d"
    printf 'polkitd:x:997:997::/nonexistent:/bin/false\nmessagebus:x:998:998::/nonexistent:/bin/false\n' > "$users"
    product_args=(
        --binary "$build/app/cli/nfs-tuner-cli=/usr/local/bin/nfs-tuner-cli"
        --binary "$build/helper/nfs-tuner-helper=$helper_exec"
        --binary /usr/bin/dbus-daemon --binary /usr/bin/dbus-send
        --binary /usr/lib/polkit-1/polkitd --binary /usr/bin/setpriv
        --append-users "$users"
    )
}
