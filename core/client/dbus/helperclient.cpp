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

void HelperClient::call(HelperDBus::Method method, const QVariantList &arguments, QObject *context,
                        std::function<void(const QDBusMessage &)> onReply,
                        std::function<void(const Error &)> onError)
{
    const HelperDBus::MethodContract &contract = HelperDBus::contract(method);
    QDBusMessage message = QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                          HelperDBus::interface(), contract.name);
    message.setArguments(arguments);
    const QString built = HelperDBus::signatureOf(arguments);
    if (built != contract.inSignature()) {
        const Error error{Error::Code::InvalidArgument,
                          QStringLiteral("%1 takes (%2); this client built (%3)")
                              .arg(contract.name, contract.in.join(QStringLiteral(", ")), built)};
        qCWarning(lcDbus) << error.message;
        QMetaObject::invokeMethod(
            context, [onError, error] { onError(error); }, Qt::QueuedConnection);
        return;
    }
    send(std::move(message), context, std::move(onReply), std::move(onError));
}

void HelperClient::send(QDBusMessage message, QObject *context,
                        std::function<void(const QDBusMessage &)> onReply,
                        std::function<void(const Error &)> onError)
{
    // Built by hand rather than through a qdbusxml2cpp proxy: a proxy
    // (QDBusAbstractInterface) can set ALLOW_INTERACTIVE_AUTHORIZATION only
    // from Qt 6.7, and without it polkit never asks for a password.
    message.setInteractiveAuthorizationAllowed(true);
    const QString method = message.member();
    qCDebug(lcDbus) << "calling the helper:" << method << message.arguments();
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
    callSetReadahead(HelperDBus::Method::SetReadahead, bdi, kib, context, std::move(done));
}

void HelperClient::setReadaheadTemporary(const QString &bdi, quint32 kib, QObject *context,
                                         Done<ReadaheadChange> done)
{
    callSetReadahead(HelperDBus::Method::SetReadaheadTemporary, bdi, kib, context, std::move(done));
}

void HelperClient::callSetReadahead(HelperDBus::Method method, const QString &bdi, quint32 kib,
                                    QObject *context, Done<ReadaheadChange> done)
{
    call(
        method, {bdi, uint(kib)}, context,
        [done, bdi](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 2)
                return done(
                    Error{Error::Code::Io, QStringLiteral("unexpected reply from the helper")});
            done(ReadaheadChange{QString(), BdiId::parse(bdi).value_or(BdiId{}), values[0].toUInt(),
                                 values[1].toUInt(), BdiMounts()});
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                                        const QStringList &unset, const QString &expectedSha256,
                                        QObject *context, Done<QByteArray> done)
{
    call(
        HelperDBus::Method::WriteReadaheadConfig,
        {file, QVariant::fromValue(set), unset, expectedSha256}, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::applyConfig(QObject *context, Done<QList<ReadaheadChange>> done)
{
    call(
        HelperDBus::Method::ApplyConfig, {}, context,
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
        HelperDBus::Method::SetNfsCongestionKb, {uint(kib)}, context,
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
        HelperDBus::Method::WriteNfsCongestionConfig, {uint(kib), expectedSha256}, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::version(QObject *context, Done<QString> done)
{
    QDBusMessage get = QDBusMessage::createMethodCall(
        HelperDBus::service(), HelperDBus::path(),
        QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"));
    get.setArguments({HelperDBus::interface(), QStringLiteral("Version")});
    send(
        std::move(get), context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).value<QDBusVariant>().variant().toString());
        },
        [done](const Error &error) { done(error); });
}

} // namespace nfstuner
