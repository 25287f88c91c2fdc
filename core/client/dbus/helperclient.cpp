// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperclient.h"

#include "base/clientlogging.h"
#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"

#include <QDBusPendingCallWatcher>
#include <QDBusVariant>

namespace nfstuner {

namespace {

QString nameOf(HelperDBus::Method method)
{
    return HelperDBus::contract(method).name;
}

// A decoder's result handed on: an unexpected reply is an error.
template<typename T, typename Read>
auto handOn(TuningBackend::Done<T> done, Read read)
{
    return [done, read](const QDBusMessage &reply) {
        const auto result = read(reply);
        if (!result)
            return done(result.error());
        done(*result);
    };
}

} // namespace

HelperClient::HelperClient(QDBusConnection bus, QObject *parent)
    : TuningBackend(parent)
    , m_bus(std::move(bus))
    , m_calls(m_bus, CallTimeoutMs)
{
    HelperDBus::registerTypes();
    qCDebug(lcDbus) << "calls the helper through" << HelperCalls::implementation();
}

void HelperClient::call(const QString &method, const std::function<QDBusPendingCall()> &start,
                        QObject *context, std::function<void(const QDBusMessage &)> onReply,
                        std::function<void(const Error &)> onError)
{
    qCDebug(lcDbus) << "calling the helper:" << method;
    if (!m_bus.isConnected()) {
        const Error error = HelperDBus::errorFromReply(
            QDBusError(QDBusError::Disconnected, m_bus.lastError().message()));
        QMetaObject::invokeMethod(
            context, [onError, error] { onError(error); }, Qt::QueuedConnection);
        return;
    }
    auto *watcher = new QDBusPendingCallWatcher(start(), this);
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

void HelperClient::setReadahead(const BdiId &bdi, quint32 kib, QObject *context,
                                Done<ReadaheadChange> done)
{
    callSetReadahead(
        nameOf(HelperDBus::Method::SetReadahead),
        [this, bdi, kib] { return m_calls.setReadahead(bdi.toString(), kib); }, bdi, context,
        std::move(done));
}

void HelperClient::setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                                         Done<ReadaheadChange> done)
{
    callSetReadahead(
        nameOf(HelperDBus::Method::SetReadaheadTemporary),
        [this, bdi, kib] { return m_calls.setReadaheadTemporary(bdi.toString(), kib); }, bdi,
        context, std::move(done));
}

void HelperClient::callSetReadahead(const QString &method, std::function<QDBusPendingCall()> start,
                                    const BdiId &bdi, QObject *context, Done<ReadaheadChange> done)
{
    call(
        method, start, context,
        [done, bdi, method](const QDBusMessage &reply) {
            const auto change =
                HelperReplies::readKibChange(HelperDBus::contractNamed(method)->id, reply);
            if (!change)
                return done(change.error());
            done(ReadaheadChange{QString(), bdi, change->previousKib, change->nowKib, BdiMounts()});
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                                        const QStringList &unset, const QString &expectedSha256,
                                        QObject *context, Done<QByteArray> done)
{
    call(
        nameOf(HelperDBus::Method::WriteReadaheadConfig),
        [this, file, set, unset, expectedSha256] {
            return m_calls.writeReadaheadConfig(file, set, unset, expectedSha256);
        },
        context,
        handOn(done,
               [](const QDBusMessage &reply) {
                   return HelperReplies::readNewSha256(HelperDBus::Method::WriteReadaheadConfig,
                                                       reply);
               }),
        [done](const Error &error) { done(error); });
}

void HelperClient::applyConfig(QObject *context, Done<QList<ReadaheadChange>> done)
{
    call(
        nameOf(HelperDBus::Method::ApplyConfig), [this] { return m_calls.applyConfig(); }, context,
        handOn(done, &HelperReplies::readApplied), [done](const Error &error) { done(error); });
}

void HelperClient::listReaders(const QStringList &mountpoints, QObject *context,
                               Done<ReaderScan> done)
{
    call(
        nameOf(HelperDBus::Method::ListReaders),
        [this, mountpoints] { return m_calls.listReaders(mountpoints); }, context,
        handOn(done, &HelperReplies::readReaders), [done](const Error &error) { done(error); });
}

void HelperClient::setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done)
{
    callSetCongestion(
        HelperDBus::Method::SetNfsCongestionKb,
        [this, kib] { return m_calls.setNfsCongestionKb(kib); }, context, std::move(done));
}

void HelperClient::setNfsCongestionKbTemporary(quint32 kib, QObject *context,
                                               Done<CongestionChange> done)
{
    callSetCongestion(
        HelperDBus::Method::SetNfsCongestionKbTemporary,
        [this, kib] { return m_calls.setNfsCongestionKbTemporary(kib); }, context, std::move(done));
}

void HelperClient::callSetCongestion(HelperDBus::Method method,
                                     std::function<QDBusPendingCall()> start, QObject *context,
                                     Done<CongestionChange> done)
{
    call(
        nameOf(method), start, context,
        [done, method](const QDBusMessage &reply) {
            const auto change = HelperReplies::readKibChange(method, reply);
            if (!change)
                return done(change.error());
            done(CongestionChange{change->previousKib, change->nowKib});
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256,
                                            QObject *context, Done<QByteArray> done)
{
    call(
        nameOf(HelperDBus::Method::WriteNfsCongestionConfig),
        [this, kib, expectedSha256] {
            return m_calls.writeNfsCongestionConfig(kib, expectedSha256);
        },
        context,
        handOn(done,
               [](const QDBusMessage &reply) {
                   return HelperReplies::readNewSha256(HelperDBus::Method::WriteNfsCongestionConfig,
                                                       reply);
               }),
        [done](const Error &error) { done(error); });
}

void HelperClient::version(QObject *context, Done<QString> done)
{
    call(
        QStringLiteral("Get Version"), [this] { return m_calls.version(); }, context,
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).value<QDBusVariant>().variant().toString());
        },
        [done](const Error &error) { done(error); });
}

} // namespace nfstuner
