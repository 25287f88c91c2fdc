// SPDX-License-Identifier: GPL-2.0-or-later
// HelperCalls from Qt 6.7: the proxy qdbusxml2cpp generates from
// core/system/dbus/io.github.nfstuner.Helper1.xml (helperproxy.h, in the build tree),
// so the calls' names and types are the XML's.
#include "dbus/helpercalls.h"

#include "dbus/helperdbus.h"
#include "helperproxy.h"

namespace nfstuner {

struct HelperCalls::Private
{
    HelperProxy proxy;
};

HelperCalls::HelperCalls(const QDBusConnection &bus, int timeoutMs)
    : m_bus(bus)
    , m_timeoutMs(timeoutMs)
    , d(new Private{{HelperDBus::service(), HelperDBus::path(), bus}})
{
    d->proxy.setTimeout(timeoutMs);
    d->proxy.setInteractiveAuthorizationAllowed(true);
}

HelperCalls::~HelperCalls() = default;

QString HelperCalls::implementation()
{
    return QStringLiteral("qdbusxml2cpp proxy");
}

QDBusPendingCall HelperCalls::setReadahead(const QString &bdi, uint kib)
{
    return d->proxy.SetReadahead(bdi, kib);
}

QDBusPendingCall HelperCalls::setReadaheadTemporary(const QString &bdi, uint kib)
{
    return d->proxy.SetReadaheadTemporary(bdi, kib);
}

QDBusPendingCall HelperCalls::writeReadaheadConfig(const QString &file,
                                                   const QMap<QString, QString> &set,
                                                   const QStringList &unset,
                                                   const QString &expectedSha256)
{
    return d->proxy.WriteReadaheadConfig(file, set, unset, expectedSha256);
}

QDBusPendingCall HelperCalls::applyConfig()
{
    return d->proxy.ApplyConfig();
}

QDBusPendingCall HelperCalls::setNfsCongestionKb(uint kib)
{
    return d->proxy.SetNfsCongestionKb(kib);
}

QDBusPendingCall HelperCalls::setNfsCongestionKbTemporary(uint kib)
{
    return d->proxy.SetNfsCongestionKbTemporary(kib);
}

QDBusPendingCall HelperCalls::writeNfsCongestionConfig(uint kib, const QString &expectedSha256)
{
    return d->proxy.WriteNfsCongestionConfig(kib, expectedSha256);
}

QDBusPendingCall HelperCalls::listReaders(const QStringList &mountpoints)
{
    return d->proxy.ListReaders(mountpoints);
}

} // namespace nfstuner
