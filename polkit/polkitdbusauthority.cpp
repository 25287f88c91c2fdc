// SPDX-License-Identifier: GPL-2.0-or-later
#include "polkitdbusauthority.h"

#include <QDBusArgument>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QMap>

namespace {

// The (sa{sv}) subject of CheckAuthorization.
struct PolkitSubject
{
    QString kind;
    QVariantMap details;
};

// The (bba{ss}) result of CheckAuthorization.
struct PolkitResult
{
    bool isAuthorized = false;
    bool isChallenge = false;
    QMap<QString, QString> details;
};

} // namespace

Q_DECLARE_METATYPE(PolkitSubject)
Q_DECLARE_METATYPE(PolkitResult)

namespace {

QDBusArgument &operator<<(QDBusArgument &argument, const PolkitSubject &subject)
{
    argument.beginStructure();
    argument << subject.kind << subject.details;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, PolkitSubject &subject)
{
    argument.beginStructure();
    argument >> subject.kind >> subject.details;
    argument.endStructure();
    return argument;
}

QDBusArgument &operator<<(QDBusArgument &argument, const PolkitResult &result)
{
    argument.beginStructure();
    argument << result.isAuthorized << result.isChallenge << result.details;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, PolkitResult &result)
{
    argument.beginStructure();
    argument >> result.isAuthorized >> result.isChallenge >> result.details;
    argument.endStructure();
    return argument;
}

constexpr uint AllowUserInteraction = 1;

} // namespace

namespace nfstuner {

PolkitDBusAuthority::PolkitDBusAuthority(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{
    qDBusRegisterMetaType<PolkitSubject>();
    qDBusRegisterMetaType<PolkitResult>();
    qDBusRegisterMetaType<QMap<QString, QString>>();
}

void PolkitDBusAuthority::check(const AuthorizationRequest &request,
                                std::function<void(const Authorization &)> done)
{
    QDBusMessage message =
        QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.PolicyKit1"),
                                       QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
                                       QStringLiteral("org.freedesktop.PolicyKit1.Authority"),
                                       QStringLiteral("CheckAuthorization"));
    // The subject is the caller's unique bus name: polkit looks up its uid,
    // pid and session itself. Nothing the caller says about itself counts.
    const PolkitSubject subject{QStringLiteral("system-bus-name"),
                                {{QStringLiteral("name"), request.busName}}};
    message << QVariant::fromValue(subject) << request.actionId
            << QVariant::fromValue(request.details)
            << (request.allowInteraction ? AllowUserInteraction : 0u) << request.cancellationId;

    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message, CheckTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, done] {
        watcher->deleteLater();
        const QDBusMessage reply = watcher->reply();
        if (reply.type() == QDBusMessage::ErrorMessage) {
            if (reply.errorName() == QLatin1String("org.freedesktop.PolicyKit1.Error.Cancelled"))
                done(
                    {Authorization::Outcome::Cancelled, QStringLiteral("the check was cancelled")});
            else
                done({Authorization::Outcome::Failed,
                      QStringLiteral("polkit: %1").arg(reply.errorMessage())});
            return;
        }
        PolkitResult result;
        reply.arguments().value(0).value<QDBusArgument>() >> result;
        if (result.isAuthorized)
            done({Authorization::Outcome::Authorized, QString()});
        else if (result.details.value(QStringLiteral("polkit.dismissed")) == QLatin1String("true"))
            done({Authorization::Outcome::Dismissed,
                  QStringLiteral("the password dialog was dismissed")});
        else if (result.isChallenge)
            done({Authorization::Outcome::NoAgent,
                  QStringLiteral("an administrator password is needed, but no authentication agent "
                                 "was allowed or running to ask for it")});
        else
            done({Authorization::Outcome::Denied, QStringLiteral("polkit does not allow it")});
    });
}

void PolkitDBusAuthority::cancel(const QString &cancellationId)
{
    QDBusMessage message =
        QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.PolicyKit1"),
                                       QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
                                       QStringLiteral("org.freedesktop.PolicyKit1.Authority"),
                                       QStringLiteral("CancelCheckAuthorization"));
    message << cancellationId;
    m_bus.asyncCall(message); // the pending check answers with Cancelled
}

} // namespace nfstuner
