// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperclient.h"

#include <QFile>

#include "base/clientlogging.h"
#include "dbus/helperdbus.h"

#include <QDBusPendingCallWatcher>
#include <QDBusVariant>

namespace nfstuner {

namespace {

QString nameOf(HelperDBus::Method method)
{
    return HelperDBus::contract(method).name;
}

Error unexpectedReply()
{
    return Error{Error::Code::IoError, QStringLiteral("unexpected reply from the helper")};
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
        [done, bdi](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 2)
                return done(unexpectedReply());
            done(ReadaheadChange{QString(), bdi, values[0].toUInt(), values[1].toUInt(),
                                 BdiMounts()});
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
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::applyConfig(QObject *context, Done<QList<ReadaheadChange>> done)
{
    call(
        nameOf(HelperDBus::Method::ApplyConfig), [this] { return m_calls.applyConfig(); }, context,
        [done](const QDBusMessage &reply) {
            QList<ReadaheadChange> changes;
            reply.arguments().value(0).value<QDBusArgument>() >> changes;
            done(changes);
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::listReaders(const QStringList &mountpoints, QObject *context,
                               Done<ReaderScan> done)
{
    call(
        nameOf(HelperDBus::Method::ListReaders),
        [this, mountpoints] { return m_calls.listReaders(mountpoints); }, context,
        [done](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 5)
                return done(unexpectedReply());
            ReaderScan scan;
            values[0].value<QDBusArgument>() >> scan.processes;
            QMap<int, QString> labels;
            values[1].value<QDBusArgument>() >> labels;
            for (auto it = labels.cbegin(); it != labels.cend(); ++it)
                scan.mountpoints.insert(it.key(), QFile::encodeName(it.value()));
            scan.uptimeTicks = values[2].toULongLong();
            scan.monotonicNs = values[3].toULongLong();
            scan.truncated = values[4].toBool();
            done(scan);
        },
        [done](const Error &error) { done(error); });
}

void HelperClient::setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done)
{
    call(
        nameOf(HelperDBus::Method::SetNfsCongestionKb),
        [this, kib] { return m_calls.setNfsCongestionKb(kib); }, context,
        [done](const QDBusMessage &reply) {
            const QVariantList values = reply.arguments();
            if (values.size() != 2)
                return done(unexpectedReply());
            done(CongestionChange{values[0].toUInt(), values[1].toUInt()});
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
        [done](const QDBusMessage &reply) {
            done(reply.arguments().value(0).toString().toLatin1());
        },
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
