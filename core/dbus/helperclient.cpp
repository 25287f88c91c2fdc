// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperclient.h"

#include "base/logging.h"
#include "dbus/helperdbus.h"

#include <QDBusPendingCallWatcher>
#include <QDBusVariant>

namespace nfstuner {

HelperClient::HelperClient(QDBusConnection bus, QObject *parent)
    : TuningBackend(parent)
    , m_bus(std::move(bus))
{
    HelperDBus::registerTypes();
}

void HelperClient::call(const QString &interface, const QString &method,
                        const QVariantList &arguments, QObject *context,
                        std::function<void(const QDBusMessage &)> onReply,
                        std::function<void(const Error &)> onError)
{
    // Built by hand rather than through a qdbusxml2cpp proxy: a proxy
    // (QDBusAbstractInterface) can set ALLOW_INTERACTIVE_AUTHORIZATION only
    // from Qt 6.7, and without it polkit never asks for a password.
    QDBusMessage message = QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                          interface, method);
    message.setArguments(arguments);
    message.setInteractiveAuthorizationAllowed(true);
    qCDebug(lcDbus) << "calling the helper:" << method << arguments;
    if (!m_bus.isConnected()) {
        const Error error = HelperDBus::errorFromReply(
            QDBusError(QDBusError::Disconnected, m_bus.lastError().message()));
        QMetaObject::invokeMethod(
            context, [onError, error] { onError(error); }, Qt::QueuedConnection);
        return;
    }
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message, CallTimeoutMs), this);
    QPointer<QObject> guard(context);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [watcher, guard, method, onReply, onError] {
                watcher->deleteLater();
                if (!guard)
                    return;
                const QDBusMessage reply = watcher->reply();
                if (reply.type() == QDBusMessage::ErrorMessage) {
                    qCDebug(lcDbus) << "the helper refused" << method << reply.errorName()
                                    << reply.errorMessage();
                    onError(HelperDBus::errorFromReply(QDBusError(reply)));
                } else {
                    qCDebug(lcDbus) << "the helper answered" << method << reply.arguments();
                    onReply(reply);
                }
            });
}

void HelperClient::setReadahead(const QString &bdi, quint32 kib, QObject *context,
                                Done<ReadaheadChange> done)
{
    callSetReadahead(QStringLiteral("SetReadahead"), bdi, kib, context, std::move(done));
}

void HelperClient::setReadaheadTemporary(const QString &bdi, quint32 kib, QObject *context,
                                         Done<ReadaheadChange> done)
{
    callSetReadahead(QStringLiteral("SetReadaheadTemporary"), bdi, kib, context, std::move(done));
}

void HelperClient::callSetReadahead(const QString &method, const QString &bdi, quint32 kib,
                                    QObject *context, Done<ReadaheadChange> done)
{
    call(
        HelperDBus::interface(), method, {bdi, uint(kib)}, context,
        [done, bdi](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 2)
                return done(
                    Error{Error::Code::Io, QStringLiteral("unexpected reply from the helper")});
            done(ReadaheadChange{QString(), BdiId::parse(bdi).value_or(BdiId{}), values[0].toUInt(),
                                 values[1].toUInt()});
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                                        const QStringList &unset, const QString &expectedSha256,
                                        QObject *context, Done<QByteArray> done)
{
    call(
        HelperDBus::interface(), QStringLiteral("WriteReadaheadConfig"),
        {file, QVariant::fromValue(set), unset, expectedSha256}, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::applyConfig(QObject *context, Done<QList<ReadaheadChange>> done)
{
    call(
        HelperDBus::interface(), QStringLiteral("ApplyConfig"), {}, context,
        [done](const QDBusMessage &reply) {
            QList<ReadaheadChange> changes;
            reply.arguments().value(0).value<QDBusArgument>() >> changes;
            done(changes);
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done)
{
    call(
        HelperDBus::interface(), QStringLiteral("SetNfsCongestionKb"), {uint(kib)}, context,
        [done](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 2)
                return done(
                    Error{Error::Code::Io, QStringLiteral("unexpected reply from the helper")});
            done(CongestionChange{values[0].toUInt(), values[1].toUInt()});
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256,
                                            QObject *context, Done<QByteArray> done)
{
    call(
        HelperDBus::interface(), QStringLiteral("WriteNfsCongestionConfig"),
        {uint(kib), expectedSha256}, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::version(QObject *context, Done<QString> done)
{
    call(
        QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"),
        {HelperDBus::interface(), QStringLiteral("Version")}, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).value<QDBusVariant>().variant().toString());
        },
        [done](const Error &error) { done(error); });
}

} // namespace nfstuner
