# Sourced by the guest scenarios: the system bus, with the project's bus
# policy and activation file, and polkitd with the project's actions.
# Logs go to $out.
mkdir -p /run/dbus /var/lib/polkit-1 /etc/polkit-1/rules.d
chown polkitd /etc/polkit-1/rules.d /usr/share/polkit-1/rules.d
dbus-daemon --config-file=/etc/nfs-tuner-e2e/system-bus.conf --nofork --nosyslog 2>"$out/dbus.log" &
for i in $(seq 100); do [ -S /run/dbus/system_bus_socket ] && break; sleep 0.1; done
/usr/lib/polkit-1/polkitd >"$out/polkit.log" 2>&1 &
for i in $(seq 100); do
    dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner \
        string:org.freedesktop.PolicyKit1 2>/dev/null | grep -q 'boolean true' && break
    sleep 0.1
done
