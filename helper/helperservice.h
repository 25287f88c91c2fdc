// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "authorizer.h"
#include "callercredentials.h"
#include "dbus/helperdbus.h"
#include "mounts/mounttablecache.h"
#include "refusaldigest.h"
#include "temporaryreadaheads.h"
#include "tuning/readaheadtuner.h"
#include "tuning/writebacktuner.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QDBusVirtualObject>
#include <QElapsedTimer>
#include <QHash>
#include <QThreadPool>
#include <QTimer>

namespace nfstuner {

// The object /io/github/nfstuner/Helper1. Every call goes the same way:
// its types and arguments are checked, and whatever needs no privilege
// (is this BDI NFS?) answered, before anything else; then the caller's uid
// and pid are taken from the bus (refused when that fails), polkit is asked
// about the sender with the details of the change, and the change is made
// in a worker thread, logged and answered. The event loop stays free
// meanwhile: a password dialog or a lock held elsewhere never holds up
// another caller, SIGTERM or the idle exit. A caller may have only a few
// calls waiting, one user a few more, and polkit only so many checks at
// once: beyond them the answer is Busy at once, before any other work, so
// that no caller can starve, stall or blind the helper for the others
// (docs/SECURITY.md). Root's calls are decided without polkit. A caller
// that leaves has its polkit checks cancelled. A
// virtual object rather than an adaptor, so that wrong argument types get
// this interface's own error too. A temporary readahead (for a measuring
// sweep) is put back by the helper itself when the last caller holding it
// leaves, however it ended, and when the helper stops, only onto the same
// mounts and only if nothing changed it since (TemporaryReadaheads).
class HelperService : public QDBusVirtualObject
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

    HelperService(ReadaheadTuner tuner, QDBusConnection bus, Authorizer &authorizer, AuditLog &log,
                  int idleTimeoutSeconds, QObject *parent = nullptr);
    ~HelperService() override;

    QString introspect(const QString &path) const override;
    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override;

    // Lets the changes under way finish and sends their answers: before exit.
    void finishWork();

signals:
    // No call for the idle timeout: time to exit; D-Bus starts us again.
    void idle();

private:
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
    };
    using Work = std::function<Outcome(const Caller &caller)>;
    struct Pending
    {
        QDBusMessage call;
        QString action; // start() fills it in
        QString what;
        QMap<QString, QString> details;
        Work work;
        QElapsedTimer received;
        Caller caller;
        bool callerLeft = false;     // it disconnected while we worked on its call
        bool countedForUser = false; // in m_waitingPerUser
        bool askingPolkit = false;   // in m_polkitChecks
    };

    void dispatch(const QDBusMessage &call);
    void setReadahead(const QDBusMessage &call, HelperDBus::CallArguments &arguments,
                      bool temporary);
    void writeReadaheadConfig(const QDBusMessage &call, HelperDBus::CallArguments &arguments);
    void applyConfig(const QDBusMessage &call);
    void setNfsCongestionKb(const QDBusMessage &call, HelperDBus::CallArguments &arguments);
    void writeNfsCongestionConfig(const QDBusMessage &call, HelperDBus::CallArguments &arguments);
    void properties(const QDBusMessage &call);

    void start(Pending pending);
    void identify(quint64 id);
    void decide(quint64 id);
    // Busy at once (a reply only when one is expected), the refusal digested.
    void refuseBusy(const QDBusMessage &call, std::optional<uint> uid, uint pid,
                    const QString &what, const QString &why);
    void authorize(quint64 id);
    void run(quint64 id);
    void callerLeft(const QString &busName);
    void keepTemporary(const Caller &caller, const ReadaheadChange &change);
    void endTemporaries(const Caller &caller, const BdiId &bdi);
    // Puts temporary values back; blocking: when the helper stops.
    void putBack(const QList<TemporaryReadaheads::Record> &records, const QString &why,
                 bool blocking = false);
    void unwatchIfDone(const QString &busName);
    void send(const QDBusMessage &reply);
    void finished(quint64 id);
    static QDBusMessage errorReply(const QDBusMessage &call, const Error &error);
    static QDBusMessage invalid(const QDBusMessage &call, const QString &message);
    // A handler that reads its arguments otherwise than the XML has them.
    static QDBusMessage contractMismatch(const QDBusMessage &call, const QString &message);

    ReadaheadTuner m_tuner;
    WritebackTuner m_writeback;
    QDBusConnection m_bus;
    Authorizer &m_authorizer;
    AuditLog &m_log;
    QTimer m_idle;
    QThreadPool m_workers;
    QDBusServiceWatcher m_callers;
    QHash<quint64, Pending> m_pending;
    CallerCredentials m_credentials;
    RefusalDigest m_digest;
    MountTableCache m_mounts;          // for the checks before polkit
    QHash<QString, int> m_waiting;     // calls per caller
    QHash<uint, int> m_waitingPerUser; // identified calls per uid
    int m_polkitChecks = 0;
    TemporaryReadaheads m_temporaries;
    quint64 m_nextId = 1;
};

} // namespace nfstuner
