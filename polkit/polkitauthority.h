// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "authorizer.h"

#include <QDBusConnection>
#include <QObject>

namespace nfstuner {

// Asks polkitd over its D-Bus API (org.freedesktop.PolicyKit1.Authority
// CheckAuthorization) about a system-bus-name subject, allowing user
// interaction. Debian 12 has no Qt 6 polkit-qt; the D-Bus API is stable.
class PolkitAuthority
    : public QObject
    , public Authorizer
{
    Q_OBJECT

public:
    explicit PolkitAuthority(QDBusConnection bus, QObject *parent = nullptr);

    void check(const QString &busName, const QString &actionId,
               std::function<void(const Authorization &)> done) override;

    // Long enough for someone to type a password.
    static constexpr int CheckTimeoutMs = 10 * 60 * 1000;

private:
    QDBusConnection m_bus;
};

} // namespace nfstuner
