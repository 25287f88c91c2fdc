// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "authorizer.h"
#include "tuning/readaheadtuner.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVirtualObject>
#include <QTimer>

namespace nfstuner {

// The object /io/github/nfstuner/Helper1. Every call goes the same way:
// its types and arguments are checked (InvalidArgument on anything else),
// polkit is asked about the sender, then the change is made, logged, and
// answered. Replies are sent later, so a password dialog for one caller
// does not hold up another. A virtual object rather than an adaptor, so
// that wrong argument types get this interface's own error too.
class HelperService : public QDBusVirtualObject
{
    Q_OBJECT

public:
    HelperService(ReadaheadTuner tuner, QDBusConnection bus, Authorizer &authorizer, AuditLog &log,
                  int idleTimeoutSeconds, QObject *parent = nullptr);

    QString introspect(const QString &path) const override;
    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override;

    // The interface XML of helper/io.github.nfstuner.Helper1.xml.
    static QString interfaceXml();

signals:
    // No call for the idle timeout: time to exit; D-Bus starts us again.
    void idle();

private:
    using Work = std::function<QDBusMessage(uint uid, uint pid)>;

    void setReadahead(const QDBusMessage &call);
    void writeReadaheadConfig(const QDBusMessage &call);
    void applyConfig(const QDBusMessage &call);
    void properties(const QDBusMessage &call);

    void authorizeThen(const QDBusMessage &call, const QString &action, const QString &what,
                       Work work);
    void send(const QDBusMessage &reply);
    void finished();
    static QDBusMessage errorReply(const QDBusMessage &call, const Error &error);
    static QDBusMessage invalid(const QDBusMessage &call, const QString &message);

    ReadaheadTuner m_tuner;
    QDBusConnection m_bus;
    Authorizer &m_authorizer;
    AuditLog &m_log;
    QTimer m_idle;
    int m_pending = 0;
};

} // namespace nfstuner
