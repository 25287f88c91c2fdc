// SPDX-License-Identifier: GPL-2.0-or-later
#include "callpipeline.h"

#include "base/logging.h"
#include "base/printable.h"
#include "dbus/helperdbus.h"

#include <QCoreApplication>

namespace nfstuner {

CallPipeline::CallPipeline(QDBusConnection bus, Authorizer &authorizer, AuditLog &log,
                           QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
    , m_authorizer(authorizer)
    , m_log(log)
    , m_callers(QString(), m_bus, QDBusServiceWatcher::WatchForUnregistration)
    , m_credentials(m_bus)
    , m_digest(m_log)
{
    m_workers.setMaxThreadCount(2);
    connect(&m_callers, &QDBusServiceWatcher::serviceUnregistered, this,
            &CallPipeline::onCallerLeft);
}

CallPipeline::~CallPipeline()
{
    m_workers.waitForDone();
}

bool CallPipeline::admit(const QDBusMessage &message, const QString &method)
{
    // A connection with its calls waiting costs a hash lookup per further
    // call, however many it sends.
    const QString sender = message.service();
    if (m_waiting.value(sender) < MaxWaitingPerCaller)
        return true;
    const auto known = m_credentials.known(sender);
    refuseBusy(message, known ? std::optional(known->uid) : std::nullopt, known ? known->pid : 0,
               QStringLiteral("%1 from %2").arg(method, sender),
               QStringLiteral("%1 calls of yours are waiting already: try again when they are "
                              "answered")
                   .arg(MaxWaitingPerCaller));
    return false;
}

void CallPipeline::start(Call call)
{
    // The polkit action is the method's (the service let only the
    // contract's methods through).
    call.action = HelperDBus::contractNamed(call.message.member())->action;
    const QString sender = call.message.service();
    const quint64 id = m_nextId++;
    Pending pending{std::move(call), {}, {}, false, false, false};
    pending.caller.busName = sender;
    pending.received.start();
    m_pending.insert(id, std::move(pending));
    if (m_waiting[sender]++ == 0)
        m_callers.addWatchedService(sender);
    identify(id);
}

// Who is calling, from the bus itself and before anything is decided: the
// audit log never has to guess (a caller gone by the time polkit answers
// used to be logged as uid 0).
void CallPipeline::identify(quint64 id)
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
                                     .arg(it->call.what, it->caller.busName, error));
                answer(it->call.message,
                       errorReply(it->call.message,
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
void CallPipeline::decide(quint64 id)
{
    Pending &pending = m_pending[id];
    const uint uid = pending.caller.uid;
    if (m_waitingPerUser.value(uid) >= MaxWaitingPerUser) {
        refuseBusy(pending.call.message, uid, pending.caller.pid, pending.call.what,
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
        refuseBusy(pending.call.message, uid, pending.caller.pid, pending.call.what,
                   QStringLiteral("too many calls wait for authorization: try again shortly"));
        return finished(id);
    }
    authorize(id);
}

void CallPipeline::refuseBusy(const QDBusMessage &call, std::optional<uint> uid, uint pid,
                              const QString &what, const QString &why)
{
    m_digest.refused(uid, pid, QStringLiteral("%1: %2").arg(what, why));
    answer(call, errorReply(call, Error{Error::Code::Busy, why}));
}

void CallPipeline::authorize(quint64 id)
{
    Pending &pending = m_pending[id];
    ++m_polkitChecks;
    pending.askingPolkit = true;
    AuthorizationRequest request;
    request.busName = pending.caller.busName;
    request.actionId = pending.call.action;
    // The dialog shows them: a newline in a mount point must not make a
    // line of its own there either.
    for (auto it = pending.call.details.cbegin(); it != pending.call.details.cend(); ++it)
        request.details.insert(it.key(), printable(it.value()));
    request.allowInteraction = pending.call.message.isInteractiveAuthorizationAllowed();
    request.cancellationId = QStringLiteral("nfs-tuner-helper-%1").arg(id);
    qCDebug(lcHelper, "call %llu from %s (uid %u pid %u): asking polkit for %s, %s", id,
            qPrintable(request.busName), pending.caller.uid, pending.caller.pid,
            qPrintable(request.actionId),
            request.allowInteraction ? "interactive" : "not interactive");
    m_authorizer.check(request,
                       [this, id](const Authorization &answer) { authorized(id, answer); });
}

void CallPipeline::authorized(quint64 id, const Authorization &answer)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return; // finished() counted the check out
    --m_polkitChecks;
    it->askingPolkit = false;
    qCDebug(lcHelper, "call %llu: polkit answered %d (%s)%s", id, int(answer.outcome),
            qPrintable(answer.detail), it->callerLeft ? ", the caller left" : "");
    const Caller &caller = it->caller;
    const QString &what = it->call.what;
    if (it->callerLeft || answer.outcome == Authorization::Outcome::Cancelled) {
        m_digest.refused(caller.uid, caller.pid,
                         QStringLiteral("%1 (the caller left before polkit answered)").arg(what));
        return finished(id);
    }
    if (!answer.authorized()) {
        m_digest.refused(caller.uid, caller.pid,
                         QStringLiteral("%1 (%2)").arg(what, answer.detail));
        this->answer(
            it->call.message,
            errorReply(it->call.message,
                       Error{Error::Code::NotAuthorized,
                             QStringLiteral("not allowed to %1: %2").arg(what, answer.detail)}));
        return finished(id);
    }
    if (it->received.hasExpired(ReplyDeadlineMs)) {
        m_log.refusal(caller.uid, caller.pid,
                      QStringLiteral("%1 (authorized after the caller stopped waiting)").arg(what));
        this->answer(it->call.message,
                     errorReply(it->call.message, Error{Error::Code::Busy,
                                                        QStringLiteral("the authorization took too "
                                                                       "long: nothing was "
                                                                       "changed, try again")}));
        return finished(id);
    }
    run(id);
}

void CallPipeline::run(quint64 id)
{
    const Work work = m_pending[id].call.work;
    const Caller caller = m_pending[id].caller;
    const bool inTurn = m_pending[id].call.takesTurn;
    m_workers.start([this, id, work, caller, inTurn] {
        std::optional<QMutexLocker<QMutex>> turn;
        if (inTurn)
            turn.emplace(&m_readaheadTurn); // until the outcome is posted
        const Outcome outcome = work(caller);
        QMetaObject::invokeMethod(
            this,
            [this, id, outcome, caller] {
                for (const QString &change : outcome.changes)
                    m_log.change(caller.uid, caller.pid, change);
                for (const QString &refusal : outcome.refusals)
                    m_log.refusal(caller.uid, caller.pid, refusal);
                // Before finished() may stop watching the caller.
                emit made(caller, outcome);
                const bool left = m_pending.value(id).callerLeft;
                answer(m_pending.value(id).call.message, outcome.reply);
                finished(id);
                // Gone while the change was made: nobody to keep it for.
                if (left) {
                    emit callerLeft(caller.busName);
                    unwatchIfDone(caller.busName);
                }
            },
            Qt::QueuedConnection);
    });
}

// A caller that leaves stops waiting: its polkit checks are cancelled (a
// password dialog for nobody closes), and nothing is changed for it.
void CallPipeline::onCallerLeft(const QString &busName)
{
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->caller.busName != busName)
            continue;
        it->callerLeft = true;
        m_authorizer.cancel(QStringLiteral("nfs-tuner-helper-%1").arg(it.key()));
    }
    emit callerLeft(busName);
    unwatchIfDone(busName);
}

void CallPipeline::runReadaheadChange(std::function<void()> job)
{
    m_workers.start([this, job = std::move(job)] { runReadaheadChangeNow(job); });
}

void CallPipeline::runReadaheadChangeNow(const std::function<void()> &job)
{
    const QMutexLocker turn(&m_readaheadTurn);
    job();
}

void CallPipeline::waitForWorkers()
{
    m_workers.waitForDone();
}

void CallPipeline::flush()
{
    QCoreApplication::sendPostedEvents(this);
    // A round trip to the bus after the answers.
    m_bus.call(QDBusMessage::createMethodCall(
                   QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
                   QStringLiteral("org.freedesktop.DBus"), QStringLiteral("GetId")),
               QDBus::Block, 2000);
}

void CallPipeline::setStillNeeded(std::function<bool(const QString &)> stillNeeded)
{
    m_stillNeeded = std::move(stillNeeded);
}

void CallPipeline::watch(const QString &busName)
{
    m_callers.addWatchedService(busName);
}

void CallPipeline::unwatchIfDone(const QString &busName)
{
    if (m_waiting.contains(busName) || (m_stillNeeded && m_stillNeeded(busName)))
        return;
    m_callers.removeWatchedService(busName);
    // Unwatched, its leaving would go unseen: asked again next time.
    m_credentials.forget(busName);
}

// A call sent without expecting an answer gets none: the bus would reject
// it and log each one (a flood of them filled journald's burst).
void CallPipeline::answer(const QDBusMessage &call, const QDBusMessage &reply)
{
    if (call.isReplyRequired())
        send(reply);
}

void CallPipeline::send(const QDBusMessage &reply)
{
    m_bus.send(reply);
}

void CallPipeline::finished(quint64 id)
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
    if (m_pending.isEmpty())
        emit drained();
}

QDBusMessage CallPipeline::errorReply(const QDBusMessage &call, const Error &error)
{
    return call.createErrorReply(HelperDBus::errorName(error.code), error.message);
}

} // namespace nfstuner
