// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "authorizer.h"

#include <QDBusConnection>
#include <QObject>

namespace nfstuner {

// Asks polkitd over its D-Bus API (org.freedesktop.PolicyKit1.Authority
// CheckAuthorization) about a system-bus-name subject, with the request's
// details, allowing user interaction only when the caller did, and
// cancellable (CancelCheckAuthorization). Used where PolkitQt6-1 is not
// (Debian 12 has no Qt 6 build of it); the D-Bus API is stable.
class PolkitDBusAuthority
    : public QObject
    , public Authorizer
{
    Q_OBJECT

public:
    explicit PolkitDBusAuthority(QDBusConnection bus, QObject *parent = nullptr);

    void check(const AuthorizationRequest &request,
               std::function<void(const Authorization &)> done) override;
    void cancel(const QString &cancellationId) override;

    // Long enough for someone to type a password.
    static constexpr int CheckTimeoutMs = 10 * 60 * 1000;

private:
    QDBusConnection m_bus;
};

} // namespace nfstuner
