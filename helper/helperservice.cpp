// SPDX-License-Identifier: GPL-2.0-or-later
#include "helperservice.h"

#include "dbus/helperdbus.h"
#include "tuning/tuningbackend.h"

#include <QDBusArgument>
#include <QDBusConnectionInterface>
#include <QDBusMetaType>
#include <QDBusVariant>
#include <QFile>
#include <QRegularExpression>

namespace nfstuner {

namespace {

const QString PropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");
const QString IntrospectableInterface = QStringLiteral("org.freedesktop.DBus.Introspectable");

QString describeValues(const QMap<QByteArray, std::optional<QByteArray>> &before,
                       const ConfigWriteRequest &request)
{
    QStringList parts;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const QString old = it.value() ? QString::fromUtf8(*it.value()) : QStringLiteral("(unset)");
        const QString now = request.set.contains(it.key())
                                ? QString::fromUtf8(request.set.value(it.key()))
                                : QStringLiteral("(unset)");
        parts.append(QStringLiteral("%1 %2 -> %3").arg(QString::fromUtf8(it.key()), old, now));
    }
    return parts.join(QStringLiteral(", "));
}

// For the audit log: "readahead of 0:29 (/mnt/v3): 128 -> 4096 KiB".
QString describeChange(const ReadaheadChange &change)
{
    return QStringLiteral("readahead of %1 (%2): %3 -> %4 KiB")
        .arg(change.bdi.toString(), change.mountpoint)
        .arg(change.previousKib)
        .arg(change.nowKib);
}

} // namespace

HelperService::HelperService(ReadaheadTuner tuner, QDBusConnection bus, Authorizer &authorizer,
                             AuditLog &log, int idleTimeoutSeconds, QObject *parent)
    : QDBusVirtualObject(parent)
    , m_tuner(std::move(tuner))
    , m_bus(std::move(bus))
    , m_authorizer(authorizer)
    , m_log(log)
{
    HelperDBus::registerTypes();
    m_idle.setSingleShot(true);
    m_idle.setInterval(idleTimeoutSeconds * 1000);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        if (m_pending == 0)
            emit idle();
    });
    if (idleTimeoutSeconds > 0)
        m_idle.start();
}

QString HelperService::interfaceXml()
{
    QFile file(QStringLiteral(":/io.github.nfstuner.Helper1.xml"));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    // QtDBus wraps what we return in the <node> itself.
    static const QRegularExpression interfaces(QStringLiteral("<interface .*</interface>"),
                                               QRegularExpression::DotMatchesEverythingOption);
    return interfaces.match(QString::fromUtf8(file.readAll())).captured(0);
}

QString HelperService::introspect(const QString &) const
{
    return interfaceXml();
}

bool HelperService::handleMessage(const QDBusMessage &message, const QDBusConnection &)
{
    if (message.type() != QDBusMessage::MethodCallMessage)
        return false;
    if (m_idle.interval() > 0)
        m_idle.start();
    const QString interface = message.interface();
    const QString member = message.member();
    if (interface == HelperDBus::interface() || interface.isEmpty()) {
        if (member == QLatin1String("SetReadahead"))
            setReadahead(message);
        else if (member == QLatin1String("WriteReadaheadConfig"))
            writeReadaheadConfig(message);
        else if (member == QLatin1String("ApplyConfig"))
            applyConfig(message);
        else
            send(message.createErrorReply(
                QDBusError::UnknownMethod,
                QStringLiteral("%1 has no method %2").arg(HelperDBus::interface(), member)));
        return true;
    }
    if (interface == PropertiesInterface) {
        properties(message);
        return true;
    }
    return false;
}

void HelperService::setReadahead(const QDBusMessage &call)
{
    if (call.signature() != QLatin1String("su"))
        return send(invalid(
            call,
            QStringLiteral("SetReadahead takes (s bdi, u kib), not (%1)").arg(call.signature())));
    const auto request =
        SetReadaheadRequest::parse(call.arguments()[0].toString(), call.arguments()[1].toUInt());
    if (!request)
        return send(errorReply(call, request.error()));
    const SetReadaheadRequest valid = *request;
    authorizeThen(call, HelperDBus::actionSetReadahead(),
                  QStringLiteral("set the readahead of %1 to %2 KiB")
                      .arg(valid.bdi.toString())
                      .arg(valid.kib),
                  [this, call, valid](uint uid, uint pid) {
                      const auto change = m_tuner.setReadahead(valid);
                      if (!change)
                          return errorReply(call, change.error());
                      m_log.change(uid, pid, describeChange(*change));
                      return call.createReply({uint(change->previousKib), uint(change->nowKib)});
                  });
}

void HelperService::writeReadaheadConfig(const QDBusMessage &call)
{
    if (call.signature() != QLatin1String("sa{ss}ass"))
        return send(
            invalid(call, QStringLiteral("WriteReadaheadConfig takes (s file, a{ss} set, as "
                                         "unset, s expected_sha256), not (%1)")
                              .arg(call.signature())));
    const QVariantList arguments = call.arguments();
    QMap<QString, QString> set;
    arguments[1].value<QDBusArgument>() >> set;
    const auto request = ConfigWriteRequest::parse(
        arguments[0].toString(), set, arguments[2].toStringList(), arguments[3].toString());
    if (!request)
        return send(errorReply(call, request.error()));
    const ConfigWriteRequest valid = *request;
    authorizeThen(call, HelperDBus::actionWriteConfig(),
                  QStringLiteral("write [nfsrahead] in %1").arg(valid.systemPath),
                  [this, call, valid](uint uid, uint pid) {
                      const auto written = m_tuner.writeConfig(valid);
                      if (!written)
                          return errorReply(call, written.error());
                      if (written->file.changed)
                          m_log.change(
                              uid, pid,
                              QStringLiteral("%1 [nfsrahead] %2 (sha256 %3 -> %4)")
                                  .arg(valid.systemPath, describeValues(written->before, valid),
                                       QString::fromLatin1(written->file.oldSha256.left(12)),
                                       QString::fromLatin1(written->file.newSha256.left(12))));
                      return call.createReply(QString::fromLatin1(written->file.newSha256));
                  });
}

void HelperService::applyConfig(const QDBusMessage &call)
{
    if (!call.signature().isEmpty())
        return send(invalid(
            call,
            QStringLiteral("ApplyConfig takes no arguments, not (%1)").arg(call.signature())));
    authorizeThen(
        call, HelperDBus::actionSetReadahead(),
        QStringLiteral("apply the configured readahead to every NFS mount"),
        [this, call](uint uid, uint pid) {
            const auto outcome = m_tuner.applyConfig();
            if (!outcome)
                return errorReply(call, outcome.error());
            for (const ReadaheadChange &change : outcome->applied)
                m_log.change(uid, pid, QStringLiteral("applied config: ") + describeChange(change));
            for (const QString &failure : outcome->failures)
                m_log.refusal(uid, pid, QStringLiteral("applying config: %1").arg(failure));
            if (!outcome->failures.isEmpty())
                return errorReply(call,
                                  applyFailuresError(outcome->failures, outcome->applied.size()));
            return call.createReply(QVariant::fromValue(outcome->applied));
        });
}

void HelperService::properties(const QDBusMessage &call)
{
    const QVariantList arguments = call.arguments();
    const QString member = call.member();
    const bool ours = !arguments.isEmpty() && arguments[0].toString() == HelperDBus::interface();
    const QVariant version = QStringLiteral(NFSTUNER_VERSION);
    if (member == QLatin1String("Get") && call.signature() == QLatin1String("ss")) {
        if (ours && arguments[1].toString() == QLatin1String("Version"))
            return send(call.createReply(QVariant::fromValue(QDBusVariant(version))));
        return send(
            call.createErrorReply(QStringLiteral("org.freedesktop.DBus.Error.UnknownProperty"),
                                  QStringLiteral("no such property")));
    }
    if (member == QLatin1String("GetAll") && call.signature() == QLatin1String("s"))
        return send(call.createReply(ours ? QVariantMap{{QStringLiteral("Version"), version}}
                                          : QVariantMap()));
    if (member == QLatin1String("Set"))
        return send(
            call.createErrorReply(QStringLiteral("org.freedesktop.DBus.Error.PropertyReadOnly"),
                                  QStringLiteral("Version is read-only")));
    send(call.createErrorReply(QDBusError::UnknownMethod, QStringLiteral("no such method")));
}

void HelperService::authorizeThen(const QDBusMessage &call, const QString &action,
                                  const QString &what, Work work)
{
    ++m_pending;
    const QString sender = call.service();
    m_authorizer.check(
        sender, action, [this, call, sender, what, work](const Authorization &answer) {
            // Who asked, from the bus itself: for the log only; polkit decided
            // on the bus name.
            QDBusConnectionInterface *bus = m_bus.interface();
            const uint uid = bus ? bus->serviceUid(sender).value() : uint(-1);
            const uint pid = bus ? bus->servicePid(sender).value() : 0;
            if (!answer.authorized()) {
                m_log.refusal(uid, pid, QStringLiteral("%1 (%2)").arg(what, answer.detail));
                send(errorReply(
                    call, Error{Error::Code::NotAuthorized,
                                QStringLiteral("not allowed to %1: %2").arg(what, answer.detail)}));
            } else {
                send(work(uid, pid));
            }
            finished();
        });
}

void HelperService::send(const QDBusMessage &reply)
{
    m_bus.send(reply);
}

void HelperService::finished()
{
    --m_pending;
    if (m_pending == 0 && m_idle.interval() > 0)
        m_idle.start();
}

QDBusMessage HelperService::errorReply(const QDBusMessage &call, const Error &error)
{
    return call.createErrorReply(HelperDBus::errorName(error.code), error.message);
}

QDBusMessage HelperService::invalid(const QDBusMessage &call, const QString &message)
{
    return errorReply(call, Error{Error::Code::InvalidArgument, message});
}

} // namespace nfstuner
