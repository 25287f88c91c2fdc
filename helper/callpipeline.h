// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "authorizer.h"
#include "callercredentials.h"
#include "mounts/bdiid.h"
#include "refusaldigest.h"
#include "tuning/readaheadtuner.h"
#include "tuning/writebacktuner.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QMutex>
#include <QObject>
#include <QThreadPool>

#include <functional>
#include <optional>

namespace nfstuner {

// What happens to a call once its handler has checked it: the caller's uid
// and pid are taken from the bus (refused when that fails), the limits per
// user and on polkit checks applied, polkit asked about the sender with the
// details of the change (not for root, who could write the files itself),
// and the change made in a worker thread, logged and answered. The event
// loop stays free meanwhile: a password dialog or a lock held elsewhere
// never holds up another caller, SIGTERM or the idle exit. Beyond the
// limits the answer is Busy at once, before any other work, so that no
// caller can starve, stall or blind the helper for the others
// (docs/SECURITY.md). A caller that leaves has its polkit checks cancelled
// and nothing changed for it.
class CallPipeline : public QObject
{
    Q_OBJECT

public:
    // Calls one connection may have waiting (credentials, polkit, the change).
    static constexpr int MaxWaitingPerCaller = 4;
    // Calls one uid may have waiting, over all its connections.
    static constexpr int MaxWaitingPerUser = 8;
    // Polkit checks waiting at once: each is a pending reply on the
    // helper's bus connection, of which the bus allows 128; the helper's
    // own calls (credentials, other checks) need the rest.
    static constexpr int MaxPolkitChecks = 32;
    // A change is not made once the caller has stopped waiting for the
    // answer (HelperClient waits 10 minutes): a failure it was told of
    // must not land later.
    static constexpr qint64 ReplyDeadlineMs = 9 * 60 * 1000;

    struct Caller
    {
        QString busName;
        uint uid = 0;
        uint pid = 0;
    };
    // What a change gives back: the answer and the audit lines.
    struct Outcome
    {
        QDBusMessage reply;
        QStringList changes;
        QStringList refusals;
        std::optional<ReadaheadChange> temporary; // made until the caller leaves
        QList<BdiId> lasting;                     // made to stay
        // The write-back limit, likewise.
        std::optional<CongestionChange> temporaryCongestion;
        bool lastingCongestion = false;

        static Outcome failed(const QDBusMessage &call, const Error &error)
        {
            Outcome outcome;
            outcome.reply = errorReply(call, error);
            return outcome;
        }
    };
    using Work = std::function<Outcome(const Caller &caller)>;
    // A checked call: what polkit is asked, and the work once allowed.
    struct Call
    {
        QDBusMessage message;
        QString action;
        QString what; // "set the readahead of 0:52 to 4096 KiB", for the log
        QMap<QString, QString> details;
        Work work;
        // It changes a value a put-back may change too (a readahead, the
        // write-back limit): it takes its turn (runReadaheadChange).
        bool takesTurn = false;
    };

    CallPipeline(QDBusConnection bus, Authorizer &authorizer, AuditLog &log,
                 QObject *parent = nullptr);
    ~CallPipeline() override;

    // False, answered Busy, when the sender has its share of calls waiting:
    // asked before anything else is done with a call.
    bool admit(const QDBusMessage &message, const QString &method);
    // `call.action` is filled in from the contract.
    void start(Call call);
    // Sends `reply` to `call`, unless the call asked for no reply.
    void answer(const QDBusMessage &call, const QDBusMessage &reply);
    void send(const QDBusMessage &reply);
    static QDBusMessage errorReply(const QDBusMessage &call, const Error &error);

    bool isEmpty() const { return m_pending.isEmpty(); }
    // Changes of readaheads take turns, put-backs included: each reads,
    // checks and writes, and what it posts back to this thread (the
    // outcome TemporaryReadaheads keeps its records by) must arrive in the
    // order the changes were made. Runs `job` in a worker holding the
    // turn; it posts its outcome before it ends.
    void runReadaheadChange(std::function<void()> job);
    // The same in this thread, waiting for the turn: before exit.
    void runReadaheadChangeNow(const std::function<void()> &job);
    // Lets the changes under way finish: before exit.
    void waitForWorkers();
    // Sends the answers that wait in the event queue, and makes sure they
    // went out: before exit.
    void flush();
    // Callers are watched while their calls wait, and while `stillNeeded`
    // says so (the temporaries they hold).
    void setStillNeeded(std::function<bool(const QString &busName)> stillNeeded);
    void watch(const QString &busName);
    void unwatchIfDone(const QString &busName);

signals:
    // A change was made (logged; answered right after).
    void made(const CallPipeline::Caller &caller, const CallPipeline::Outcome &outcome);
    void callerLeft(const QString &busName);
    // No call waits any more.
    void drained();

private:
    struct Pending
    {
        Call call;
        QElapsedTimer received;
        Caller caller;
        bool callerLeft = false;     // it disconnected while we worked on its call
        bool countedForUser = false; // in m_waitingPerUser
        bool askingPolkit = false;   // in m_polkitChecks
    };

    void identify(quint64 id);
    void decide(quint64 id);
    // Busy at once (a reply only when one is expected), the refusal digested.
    void refuseBusy(const QDBusMessage &call, std::optional<uint> uid, uint pid,
                    const QString &what, const QString &why);
    void authorize(quint64 id);
    void authorized(quint64 id, const Authorization &answer);
    void run(quint64 id);
    void onCallerLeft(const QString &busName);
    void finished(quint64 id);

    QDBusConnection m_bus;
    Authorizer &m_authorizer;
    AuditLog &m_log;
    QThreadPool m_workers;
    QMutex m_readaheadTurn;
    QDBusServiceWatcher m_callers;
    CallerCredentials m_credentials;
    RefusalDigest m_digest;
    QHash<quint64, Pending> m_pending;
    QHash<QString, int> m_waiting;     // calls per caller
    QHash<uint, int> m_waitingPerUser; // identified calls per uid
    int m_polkitChecks = 0;
    std::function<bool(const QString &)> m_stillNeeded;
    quint64 m_nextId = 1;
};

} // namespace nfstuner
