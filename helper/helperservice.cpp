// SPDX-License-Identifier: GPL-2.0-or-later
#include "helperservice.h"

#include "base/printable.h"
#include "dbus/helperdbus.h"
#include "tuning/readaheadtuner.h"
#include "writeback/writebackstate.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusConnectionInterface>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QDBusVariant>
#include <QLoggingCategory>

namespace nfstuner {

namespace {

// Debug output on request: QT_LOGGING_RULES='nfstuner.helper.debug=true'.
// The audit log (AuditLog) records every decision regardless.
Q_LOGGING_CATEGORY(lcHelper, "nfstuner.helper", QtInfoMsg)

const QString PropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");

QString describeValues(const QMap<QByteArray, std::optional<QByteArray>> &before,
                       const ConfigWriteRequest &request)
{
    QStringList parts;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const QString old = it.value() ? QString::fromUtf8(*it.value()) : QStringLiteral("(unset)");
        const QString now = request.set.contains(it.key())
                                ? QString::fromUtf8(request.set.value(it.key()))
                                : QStringLiteral("(unset)");
        const auto section = ConfigWriteRequest::sectionOf(QString::fromLatin1(it.key()));
        parts.append(QStringLiteral("[%1] %2 %3 -> %4")
                         .arg(QString::fromLatin1(section ? *section : QByteArray("?")),
                              QString::fromUtf8(it.key()), old, now));
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
    , m_writeback(m_tuner.root())
    , m_bus(std::move(bus))
    , m_authorizer(authorizer)
    , m_log(log)
    , m_callers(QString(), m_bus, QDBusServiceWatcher::WatchForUnregistration)
    , m_credentials(m_bus)
    , m_digest(m_log)
    , m_mounts(m_tuner.root())
{
    HelperDBus::registerTypes();
    m_workers.setMaxThreadCount(2);
    m_idle.setSingleShot(true);
    m_idle.setInterval(idleTimeoutSeconds * 1000);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        // Not while a temporary value waits to be put back.
        if (m_pending.isEmpty() && m_temporaries.isEmpty())
            emit idle();
    });
    if (idleTimeoutSeconds > 0)
        m_idle.start();
    connect(&m_callers, &QDBusServiceWatcher::serviceUnregistered, this,
            &HelperService::callerLeft);
}

HelperService::~HelperService()
{
    m_workers.waitForDone();
}

QString HelperService::introspect(const QString &) const
{
    // QtDBus wraps it in the <node> itself.
    return HelperDBus::interfaceXml();
}

bool HelperService::handleMessage(const QDBusMessage &message, const QDBusConnection &)
{
    if (message.type() != QDBusMessage::MethodCallMessage)
        return false;
    if (m_idle.interval() > 0 && m_pending.isEmpty())
        m_idle.start();
    const QString interface = message.interface();
    const QString member = message.member();
    if (interface == HelperDBus::interface() || interface.isEmpty()) {
        dispatch(message);
        return true;
    }
    if (interface == PropertiesInterface) {
        properties(message);
        return true;
    }
    return false;
}

void HelperService::dispatch(const QDBusMessage &call)
{
    // The contract (HelperDBus::methods()) names the methods and their
    // arguments; a call that does not match it goes no further.
    const HelperDBus::MethodContract *method = HelperDBus::contractNamed(call.member());
    if (!method)
        return send(call.createErrorReply(
            QDBusError::UnknownMethod,
            QStringLiteral("%1 has no method %2").arg(HelperDBus::interface(), call.member())));
    if (call.signature() != method->inSignature())
        return send(invalid(
            call, QStringLiteral("%1 takes (%2), not (%3)")
                      .arg(method->name, method->in.join(QStringLiteral(", ")), call.signature())));
    // Before any other work: a connection with its calls waiting costs a
    // hash lookup per further call, however many it sends.
    const QString sender = call.service();
    if (m_waiting.value(sender) >= MaxWaitingPerCaller) {
        const auto known = m_credentials.known(sender);
        return refuseBusy(call, known ? std::optional(known->uid) : std::nullopt,
                          known ? known->pid : 0,
                          QStringLiteral("%1 from %2").arg(method->name, sender),
                          QStringLiteral("%1 calls of yours are waiting already: try again when "
                                         "they are answered")
                              .arg(MaxWaitingPerCaller));
    }
    // Each method of the XML needs its case: the compiler says when one
    // has none (-Wswitch).
    HelperDBus::CallArguments arguments(*method, call.arguments());
    switch (method->id) {
    case HelperDBus::Method::SetReadahead:
        return setReadahead(call, arguments, false);
    case HelperDBus::Method::SetReadaheadTemporary:
        return setReadahead(call, arguments, true);
    case HelperDBus::Method::WriteReadaheadConfig:
        return writeReadaheadConfig(call, arguments);
    case HelperDBus::Method::ApplyConfig:
        return applyConfig(call);
    case HelperDBus::Method::SetNfsCongestionKb:
        return setNfsCongestionKb(call, arguments);
    case HelperDBus::Method::WriteNfsCongestionConfig:
        return writeNfsCongestionConfig(call, arguments);
    }
}

void HelperService::setReadahead(const QDBusMessage &call, HelperDBus::CallArguments &arguments,
                                 bool temporary)
{
    const QString bdi = arguments.string(QStringLiteral("bdi"));
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    if (arguments.mismatch())
        return send(contractMismatch(call, *arguments.mismatch()));
    const auto request = SetReadaheadRequest::parse(bdi, kib);
    if (!request)
        return send(errorReply(call, request.error()));
    // Is it an NFS mount's BDI? Anyone may know: answered before polkit.
    const auto table = m_mounts.current();
    if (!table)
        return send(errorReply(call, table.error()));
    const auto mounts = ReadaheadTuner::checkSetReadahead(*table, *request);
    if (!mounts)
        return send(errorReply(call, mounts.error()));
    const SetReadaheadRequest valid = *request;
    Pending pending;
    pending.call = call;
    pending.what = QStringLiteral("set the readahead of %1 to %2 KiB%3")
                       .arg(valid.bdi.toString())
                       .arg(valid.kib)
                       .arg(temporary ? QStringLiteral(" until the caller leaves") : QString());
    pending.details = {
        {QStringLiteral("bdi"), valid.bdi.toString()},
        {QStringLiteral("kib"), QString::number(valid.kib)},
        {QStringLiteral("mountpoints"), mounts->mountpoints().join(QStringLiteral(", "))}};
    // Made only on the mounts polkit was shown: another that took the BDI
    // number meanwhile gets nothing.
    pending.work = [this, call, valid, temporary, shown = *mounts,
                    what = pending.what](const Caller &) {
        Outcome outcome;
        const auto change = m_tuner.setReadahead(valid, shown);
        if (!change) {
            if (change.error().code == Error::Code::Conflict)
                outcome.refusals.append(QStringLiteral("%1: %2").arg(what, change.error().message));
            outcome.reply = errorReply(call, change.error());
            return outcome;
        }
        outcome.changes.append(
            describeChange(*change) +
            (temporary ? QStringLiteral(" (until the caller leaves)") : QString()));
        outcome.reply = call.createReply({uint(change->previousKib), uint(change->nowKib)});
        if (temporary)
            outcome.temporary = *change;
        else
            outcome.lasting.append(change->bdi);
        return outcome;
    };
    start(std::move(pending));
}

void HelperService::writeReadaheadConfig(const QDBusMessage &call,
                                         HelperDBus::CallArguments &arguments)
{
    const QString file = arguments.string(QStringLiteral("file"));
    const QMap<QString, QString> set = arguments.stringMap(QStringLiteral("set"));
    const QStringList unsetKeys = arguments.strings(QStringLiteral("unset"));
    const QString expectedSha256 = arguments.string(QStringLiteral("expected_sha256"));
    if (arguments.mismatch())
        return send(contractMismatch(call, *arguments.mismatch()));
    const auto request = ConfigWriteRequest::parse(file, set, unsetKeys, expectedSha256);
    if (!request)
        return send(errorReply(call, request.error()));
    const ConfigWriteRequest valid = *request;
    QStringList assignments;
    for (auto it = valid.set.cbegin(); it != valid.set.cend(); ++it)
        assignments.append(QString::fromUtf8(it.key() + '=' + it.value()));
    QStringList unset;
    for (const QByteArray &key : valid.unset)
        unset.append(QString::fromUtf8(key));
    Pending pending;
    pending.call = call;
    pending.what = QStringLiteral("write readahead settings in %1").arg(valid.systemPath);
    pending.details = {{QStringLiteral("file"), valid.systemPath},
                       {QStringLiteral("set"), assignments.join(u' ')},
                       {QStringLiteral("unset"), unset.join(u' ')}};
    pending.work = [this, call, valid](const Caller &) {
        Outcome outcome;
        const auto written = m_tuner.writeConfig(valid);
        if (!written) {
            outcome.reply = errorReply(call, written.error());
            return outcome;
        }
        if (written->file.changed)
            outcome.changes.append(QStringLiteral("%1 %2 (sha256 %3 -> %4)")
                                       .arg(valid.systemPath,
                                            describeValues(written->before, valid),
                                            QString::fromLatin1(written->file.oldSha256.left(12)),
                                            QString::fromLatin1(written->file.newSha256.left(12))));
        outcome.reply = call.createReply(QString::fromLatin1(written->file.newSha256));
        return outcome;
    };
    start(std::move(pending));
}

void HelperService::setNfsCongestionKb(const QDBusMessage &call,
                                       HelperDBus::CallArguments &arguments)
{
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    if (arguments.mismatch())
        return send(contractMismatch(call, *arguments.mismatch()));
    const auto request = CongestionRequest::parse(qint64(kib));
    if (!request)
        return send(errorReply(call, request.error()));
    const CongestionRequest valid = *request;
    Pending pending;
    pending.call = call;
    pending.what = QStringLiteral("set the NFS write-back limit to %1 KiB").arg(valid.kib);
    pending.details = {{QStringLiteral("key"), QString::fromLatin1(NfsCongestion::SysctlKey)},
                       {QStringLiteral("kib"), QString::number(valid.kib)}};
    pending.work = [this, call, valid](const Caller &) {
        Outcome outcome;
        const auto change = m_writeback.setCongestion(valid);
        if (!change) {
            outcome.reply = errorReply(call, change.error());
            return outcome;
        }
        outcome.changes.append(QStringLiteral("nfs_congestion_kb: %1 -> %2 KiB")
                                   .arg(change->previousKib)
                                   .arg(change->nowKib));
        outcome.reply = call.createReply({uint(change->previousKib), uint(change->nowKib)});
        return outcome;
    };
    start(std::move(pending));
}

void HelperService::writeNfsCongestionConfig(const QDBusMessage &call,
                                             HelperDBus::CallArguments &arguments)
{
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    const QString expectedSha256 = arguments.string(QStringLiteral("expected_sha256"));
    if (arguments.mismatch())
        return send(contractMismatch(call, *arguments.mismatch()));
    const auto request = CongestionConfigRequest::parse(kib, expectedSha256);
    if (!request)
        return send(errorReply(call, request.error()));
    const std::optional<CongestionRequest> value = request->value;
    const QByteArray sha = request->expectedSha256;
    Pending pending;
    pending.call = call;
    pending.what = value ? QStringLiteral("keep the NFS write-back limit at %1 KiB in %2")
                               .arg(value->kib)
                               .arg(WritebackTuner::dropInPath())
                         : QStringLiteral("remove the NFS write-back limit from %1")
                               .arg(WritebackTuner::dropInPath());
    pending.details = {{QStringLiteral("file"), WritebackTuner::dropInPath()},
                       {QStringLiteral("key"), QString::fromLatin1(NfsCongestion::SysctlKey)},
                       {QStringLiteral("kib"), value ? QString::number(value->kib) : QString()}};
    pending.work = [this, call, value, sha](const Caller &) {
        Outcome outcome;
        const auto written = m_writeback.persistCongestion(value, sha);
        if (!written) {
            outcome.reply = errorReply(call, written.error());
            return outcome;
        }
        if (written->changed)
            outcome.changes.append(
                QStringLiteral("%1 %2 = %3 (sha256 %4 -> %5)")
                    .arg(WritebackTuner::dropInPath(),
                         QString::fromLatin1(NfsCongestion::SysctlKey),
                         value ? QString::number(value->kib) : QStringLiteral("(unset)"),
                         QString::fromLatin1(written->oldSha256.left(12)),
                         QString::fromLatin1(written->newSha256.left(12))));
        outcome.reply = call.createReply(QString::fromLatin1(written->newSha256));
        return outcome;
    };
    start(std::move(pending));
}

void HelperService::applyConfig(const QDBusMessage &call)
{
    Pending pending;
    pending.call = call;
    pending.what = QStringLiteral("apply the configured readahead to every NFS mount");
    pending.details = {{QStringLiteral("bdi"), QStringLiteral("every NFS mount")}};
    pending.work = [this, call](const Caller &) {
        Outcome outcome;
        const auto applied = m_tuner.applyConfig();
        if (!applied) {
            outcome.reply = errorReply(call, applied.error());
            return outcome;
        }
        for (const ReadaheadChange &change : applied->applied) {
            outcome.changes.append(QStringLiteral("applied config: ") + describeChange(change));
            outcome.lasting.append(change.bdi);
        }
        for (const QString &failure : applied->failures)
            outcome.refusals.append(QStringLiteral("applying config: %1").arg(failure));
        outcome.reply =
            applied->failures.isEmpty()
                ? call.createReply(QVariant::fromValue(applied->applied))
                : errorReply(call, applyFailuresError(applied->failures, applied->applied.size()));
        return outcome;
    };
    start(std::move(pending));
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

void HelperService::start(Pending pending)
{
    // The polkit action is the method's, from the contract (dispatch()
    // let only its methods through).
    pending.action = HelperDBus::contractNamed(pending.call.member())->action;
    const QString sender = pending.call.service();
    const quint64 id = m_nextId++;
    pending.caller.busName = sender;
    pending.received.start();
    m_pending.insert(id, std::move(pending));
    if (m_waiting[sender]++ == 0)
        m_callers.addWatchedService(sender);
    m_idle.stop();
    identify(id);
}

// Who is calling, from the bus itself and before anything is decided: the
// audit log never has to guess (a caller gone by the time polkit answers
// used to be logged as uid 0).
void HelperService::identify(quint64 id)
{
    m_credentials.lookUp(
        m_pending.value(id).caller.busName,
        [this, id](std::optional<CallerCredentials::Credentials> credentials,
                   const QString &error) {
            const auto it = m_pending.find(id);
            if (it == m_pending.end())
                return;
            if (!credentials) {
                m_digest.refused(std::nullopt, 0,
                                 QStringLiteral("%1 for %2: the caller could not be identified "
                                                "(%3)")
                                     .arg(it->what, it->caller.busName, error));
                send(errorReply(it->call,
                                Error{Error::Code::NotAuthorized,
                                      QStringLiteral("the caller could not be identified")}));
                return finished(id);
            }
            it->caller.uid = credentials->uid;
            it->caller.pid = credentials->pid;
            decide(id);
        });
}

// The limits per user and on polkit checks, then the decision: root's
// calls need no polkit (root could write the files itself).
void HelperService::decide(quint64 id)
{
    Pending &pending = m_pending[id];
    const uint uid = pending.caller.uid;
    if (m_waitingPerUser.value(uid) >= MaxWaitingPerUser) {
        refuseBusy(pending.call, uid, pending.caller.pid, pending.what,
                   QStringLiteral("%1 calls of your user are waiting already: try again when "
                                  "they are answered")
                       .arg(MaxWaitingPerUser));
        return finished(id);
    }
    ++m_waitingPerUser[uid];
    pending.countedForUser = true;
    if (uid == 0)
        return run(id);
    if (m_polkitChecks >= MaxPolkitChecks) {
        refuseBusy(pending.call, uid, pending.caller.pid, pending.what,
                   QStringLiteral("too many calls wait for authorization: try again shortly"));
        return finished(id);
    }
    authorize(id);
}

void HelperService::refuseBusy(const QDBusMessage &call, std::optional<uint> uid, uint pid,
                               const QString &what, const QString &why)
{
    m_digest.refused(uid, pid, QStringLiteral("%1: %2").arg(what, why));
    if (call.isReplyRequired())
        send(errorReply(call, Error{Error::Code::Busy, why}));
}

void HelperService::authorize(quint64 id)
{
    Pending &pending = m_pending[id];
    ++m_polkitChecks;
    pending.askingPolkit = true;
    AuthorizationRequest request;
    request.busName = pending.caller.busName;
    request.actionId = pending.action;
    // The dialog shows them: a newline in a mount point must not make a
    // line of its own there either.
    for (auto it = pending.details.cbegin(); it != pending.details.cend(); ++it)
        request.details.insert(it.key(), printable(it.value()));
    request.allowInteraction = pending.call.isInteractiveAuthorizationAllowed();
    request.cancellationId = QStringLiteral("nfs-tuner-helper-%1").arg(id);
    qCDebug(lcHelper, "call %llu from %s (uid %u pid %u): asking polkit for %s, %s", id,
            qPrintable(request.busName), pending.caller.uid, pending.caller.pid,
            qPrintable(request.actionId),
            request.allowInteraction ? "interactive" : "not interactive");
    m_authorizer.check(request, [this, id](const Authorization &answer) {
        const auto it = m_pending.find(id);
        if (it == m_pending.end())
            return; // finished() counted the check out
        --m_polkitChecks;
        it->askingPolkit = false;
        qCDebug(lcHelper, "call %llu: polkit answered %d (%s)%s", id, int(answer.outcome),
                qPrintable(answer.detail), it->callerLeft ? ", the caller left" : "");
        const Caller &caller = it->caller;
        if (it->callerLeft || answer.outcome == Authorization::Outcome::Cancelled) {
            m_digest.refused(
                caller.uid, caller.pid,
                QStringLiteral("%1 (the caller left before polkit answered)").arg(it->what));
            return finished(id);
        }
        if (!answer.authorized()) {
            m_digest.refused(caller.uid, caller.pid,
                             QStringLiteral("%1 (%2)").arg(it->what, answer.detail));
            send(errorReply(
                it->call,
                Error{Error::Code::NotAuthorized,
                      QStringLiteral("not allowed to %1: %2").arg(it->what, answer.detail)}));
            return finished(id);
        }
        if (it->received.hasExpired(ReplyDeadlineMs)) {
            m_log.refusal(
                caller.uid, caller.pid,
                QStringLiteral("%1 (authorized after the caller stopped waiting)").arg(it->what));
            send(errorReply(it->call, Error{Error::Code::Busy,
                                            QStringLiteral("the authorization took too long: "
                                                           "nothing was changed, try again")}));
            return finished(id);
        }
        run(id);
    });
}

void HelperService::run(quint64 id)
{
    const Work work = m_pending[id].work;
    const Caller caller = m_pending[id].caller;
    m_workers.start([this, id, work, caller] {
        const Outcome outcome = work(caller);
        QMetaObject::invokeMethod(
            this,
            [this, id, outcome, caller] {
                for (const QString &change : outcome.changes)
                    m_log.change(caller.uid, caller.pid, change);
                for (const QString &refusal : outcome.refusals)
                    m_log.refusal(caller.uid, caller.pid, refusal);
                if (outcome.temporary)
                    keepTemporary(caller, *outcome.temporary);
                for (const BdiId &bdi : outcome.lasting)
                    endTemporaries(caller, bdi);
                const bool left = m_pending.value(id).callerLeft;
                send(outcome.reply);
                finished(id);
                // Gone while the change was made: nobody to keep it for.
                if (left) {
                    putBack(m_temporaries.left(caller.busName), QStringLiteral("the caller left"));
                    unwatchIfDone(caller.busName);
                }
            },
            Qt::QueuedConnection);
    });
}

// A caller that leaves stops waiting: its polkit checks are cancelled (a
// password dialog for nobody closes), and nothing is changed for it.
void HelperService::callerLeft(const QString &busName)
{
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->caller.busName != busName)
            continue;
        it->callerLeft = true;
        m_authorizer.cancel(QStringLiteral("nfs-tuner-helper-%1").arg(it.key()));
    }
    putBack(m_temporaries.left(busName), QStringLiteral("the caller left"));
    unwatchIfDone(busName);
}

void HelperService::keepTemporary(const Caller &caller, const ReadaheadChange &change)
{
    m_temporaries.made({caller.busName, caller.uid, caller.pid}, change);
    m_callers.addWatchedService(caller.busName);
}

// A lasting change of the BDI: what was temporary on it stays as changed,
// whoever set it.
void HelperService::endTemporaries(const Caller &caller, const BdiId &bdi)
{
    const auto ended = m_temporaries.endedBy(bdi);
    if (!ended)
        return;
    m_log.change(caller.uid, caller.pid,
                 QStringLiteral("the temporary readahead of %1 ends: a lasting change replaced "
                                "it, %2 KiB will not be put back")
                     .arg(bdi.toString())
                     .arg(ended->originalKib));
    for (const TemporaryReadaheads::Holder &holder : ended->holders)
        unwatchIfDone(holder.busName);
}

void HelperService::putBack(const QList<TemporaryReadaheads::Record> &records, const QString &why,
                            bool blocking)
{
    for (const TemporaryReadaheads::Record &record : records) {
        const TemporaryReadaheads::Holder holder = record.holders.value(record.holders.size() - 1);
        const auto restore = [this, record, holder, why] {
            const auto change =
                m_tuner.putBack(record.bdi, record.originalKib, record.temporaryKib, record.madeOn);
            const QString line =
                change ? QStringLiteral("%1 (put back: %2)").arg(describeChange(*change), why)
                       : QStringLiteral("the readahead of %1 was not put back to %2 KiB (%3): "
                                        "%4")
                             .arg(record.bdi.toString())
                             .arg(record.originalKib)
                             .arg(why, change.error().message);
            QMetaObject::invokeMethod(
                this,
                [this, holder, line,
                 failed = !change && change.error().code != Error::Code::Conflict] {
                    // Not put back on purpose is a decision, logged as one;
                    // failing to is a refusal of the system.
                    if (failed)
                        m_log.refusal(holder.uid, holder.pid, line);
                    else
                        m_log.change(holder.uid, holder.pid, line);
                    if (m_pending.isEmpty() && m_temporaries.isEmpty() && m_idle.interval() > 0)
                        m_idle.start();
                },
                Qt::QueuedConnection);
        };
        if (blocking)
            restore();
        else
            m_workers.start(restore);
    }
}

void HelperService::unwatchIfDone(const QString &busName)
{
    if (!m_waiting.contains(busName) && !m_temporaries.holds(busName)) {
        m_callers.removeWatchedService(busName);
        // Unwatched, its leaving would go unseen: asked again next time.
        m_credentials.forget(busName);
    }
}

void HelperService::finishWork()
{
    m_workers.waitForDone();
    // Nobody will be there to put temporary values back after us.
    putBack(m_temporaries.takeAll(), QStringLiteral("the helper stopped"), true);
    // The answers of finished changes wait in the event queue; a round trip
    // to the bus after them makes sure they went out before we exit.
    QCoreApplication::sendPostedEvents(this);
    m_bus.call(QDBusMessage::createMethodCall(
                   QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
                   QStringLiteral("org.freedesktop.DBus"), QStringLiteral("GetId")),
               QDBus::Block, 2000);
}

void HelperService::send(const QDBusMessage &reply)
{
    m_bus.send(reply);
}

void HelperService::finished(quint64 id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    const QString sender = it->caller.busName;
    if (it->countedForUser && --m_waitingPerUser[it->caller.uid] <= 0)
        m_waitingPerUser.remove(it->caller.uid);
    if (it->askingPolkit)
        --m_polkitChecks;
    m_pending.erase(it);
    if (--m_waiting[sender] <= 0) {
        m_waiting.remove(sender);
        unwatchIfDone(sender);
    }
    if (m_pending.isEmpty() && m_idle.interval() > 0)
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

QDBusMessage HelperService::contractMismatch(const QDBusMessage &call, const QString &message)
{
    qCCritical(lcHelper) << message;
    return errorReply(call, Error{Error::Code::IoError, message});
}

} // namespace nfstuner
