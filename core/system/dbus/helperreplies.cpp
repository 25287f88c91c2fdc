// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperreplies.h"

#include "base/logging.h"
#include "dbus/helperdbus.h"

#include <QDBusMetaType>
#include <QFile>

namespace nfstuner::HelperReplies {

namespace {

// Where the values are not the XML's out-arguments: what differs.
std::optional<QString> mismatch(Method method, const QVariantList &values)
{
    const HelperDBus::MethodContract &contract = HelperDBus::contract(method);
    const QString made = HelperDBus::signatureOf(values);
    if (made == contract.outSignature())
        return std::nullopt;
    return QStringLiteral("%1 answers (%2) by the interface, not (%3)")
        .arg(contract.name, contract.out.join(QStringLiteral(", ")), made);
}

Result<QVariantList> expected(Method method, const QDBusMessage &reply)
{
    const QVariantList values = reply.arguments();
    if (const auto differs = mismatch(method, values))
        return Error{Error::Code::IoError,
                     QStringLiteral("unexpected reply from the helper: %1").arg(*differs)};
    return values;
}

} // namespace

QVariantList kibChange(quint32 previousKib, quint32 nowKib)
{
    return {previousKib, nowKib};
}

QVariantList newSha256(const QByteArray &sha256)
{
    return {QString::fromLatin1(sha256)};
}

QVariantList applied(const QList<ReadaheadChange> &changes)
{
    return {QVariant::fromValue(changes)};
}

QVariantList readers(const ReaderScan &scan)
{
    QMap<int, QString> labels; // the mountpoints of the files' mount labels
    for (auto it = scan.mountpoints.cbegin(); it != scan.mountpoints.cend(); ++it)
        labels.insert(it.key(), QFile::decodeName(it.value()));
    return {QVariant::fromValue(scan.processes), QVariant::fromValue(labels),
            QVariant::fromValue(qulonglong(scan.uptimeTicks)),
            QVariant::fromValue(qulonglong(scan.monotonicNs)), scan.truncated};
}

QDBusMessage reply(const QDBusMessage &call, Method method, const QVariantList &values)
{
    if (const auto differs = mismatch(method, values)) {
        qCCritical(lcHelper) << *differs;
        return call.createErrorReply(HelperDBus::errorName(Error::Code::IoError), *differs);
    }
    return call.createReply(values);
}

// qdbus_cast reads a value as it came off the wire (a QDBusArgument) and as
// a message made in this process holds it.
Result<KibChange> readKibChange(Method method, const QDBusMessage &reply)
{
    const auto values = expected(method, reply);
    if (!values)
        return values.error();
    return KibChange{qdbus_cast<uint>(values->at(0)), qdbus_cast<uint>(values->at(1))};
}

Result<QByteArray> readNewSha256(Method method, const QDBusMessage &reply)
{
    const auto values = expected(method, reply);
    if (!values)
        return values.error();
    return qdbus_cast<QString>(values->at(0)).toLatin1();
}

Result<QList<ReadaheadChange>> readApplied(const QDBusMessage &reply)
{
    const auto values = expected(Method::ApplyConfig, reply);
    if (!values)
        return values.error();
    return qdbus_cast<QList<ReadaheadChange>>(values->at(0));
}

Result<ReaderScan> readReaders(const QDBusMessage &reply)
{
    const auto values = expected(Method::ListReaders, reply);
    if (!values)
        return values.error();
    ReaderScan scan;
    scan.processes = qdbus_cast<QList<ProcessReads>>(values->at(0));
    const auto labels = qdbus_cast<QMap<int, QString>>(values->at(1));
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        scan.mountpoints.insert(it.key(), QFile::encodeName(it.value()));
    scan.uptimeTicks = qdbus_cast<qulonglong>(values->at(2));
    scan.monotonicNs = qdbus_cast<qulonglong>(values->at(3));
    scan.truncated = qdbus_cast<bool>(values->at(4));
    return scan;
}

} // namespace nfstuner::HelperReplies
