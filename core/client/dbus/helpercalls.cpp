// SPDX-License-Identifier: GPL-2.0-or-later
// What both implementations of HelperCalls share: the Version property is
// org.freedesktop.DBus.Properties', not a method of the helper's interface.
#include "dbus/helpercalls.h"

#include "dbus/helperdbus.h"

#include <QDBusMessage>

namespace nfstuner {

QDBusPendingCall HelperCalls::version()
{
    QDBusMessage get = QDBusMessage::createMethodCall(
        HelperDBus::service(), HelperDBus::path(),
        QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"));
    get.setArguments({HelperDBus::interface(), QStringLiteral("Version")});
    return m_bus.asyncCall(get, m_timeoutMs);
}

} // namespace nfstuner
