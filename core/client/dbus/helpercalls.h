// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDBusConnection>
#include <QDBusPendingCall>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace nfstuner {

// The helper's methods as pending D-Bus calls, each allowing interactive
// authorization (polkit may ask for a password) and waiting up to
// timeoutMs. Two implementations, chosen by the build
// (core/client/CMakeLists.txt): from Qt 6.7 the proxy qdbusxml2cpp
// generates from core/system/dbus/io.github.nfstuner.Helper1.xml; before 6.7 a proxy
// cannot allow interactive authorization, so messages are built by hand and
// checked against HelperDBus's contract.
class HelperCalls
{
public:
    HelperCalls(const QDBusConnection &bus, int timeoutMs);
    ~HelperCalls();
    HelperCalls(const HelperCalls &) = delete;
    HelperCalls &operator=(const HelperCalls &) = delete;

    QDBusPendingCall setReadahead(const QString &bdi, uint kib);
    QDBusPendingCall setReadaheadTemporary(const QString &bdi, uint kib);
    QDBusPendingCall writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                                          const QStringList &unset, const QString &expectedSha256);
    QDBusPendingCall applyConfig();
    QDBusPendingCall setNfsCongestionKb(uint kib);
    QDBusPendingCall setNfsCongestionKbTemporary(uint kib);
    QDBusPendingCall writeNfsCongestionConfig(uint kib, const QString &expectedSha256);
    QDBusPendingCall listReaders(const QStringList &mountpoints);
    // The Version property (org.freedesktop.DBus.Properties.Get).
    QDBusPendingCall version();

    // "qdbusxml2cpp proxy" or "hand-built messages", for logs and tests.
    static QString implementation();

private:
    QDBusConnection m_bus;
    int m_timeoutMs;
    struct Private; // the generated proxy, where it is used
    std::unique_ptr<Private> d;
};

} // namespace nfstuner
