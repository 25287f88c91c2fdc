// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "authorizer.h"
#include "callpipeline.h"
#include "dbus/helperdbus.h"
#include "mounts/mounttablecache.h"
#include "readaheadcalls.h"
#include "readerscalls.h"
#include "temporarycongestion.h"
#include "temporaryreadaheads.h"
#include "tuning/readaheadtuner.h"
#include "writebackcalls.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVirtualObject>
#include <QTimer>

namespace nfstuner {

// The object /io/github/nfstuner/Helper1: one handler per method of the
// interface XML, each reading the same way (its arguments by the contract,
// the request parsed and checked, what needs no privilege, is this BDI
// NFS?, answered before anything else; then what polkit is to be asked and
// the work), handed to the CallPipeline, which identifies the caller, asks
// polkit and makes the change. A virtual object rather than an adaptor, so
// that wrong argument types get this interface's own error too. Temporary
// readaheads (a sweep's, a tune's) and write-back limits (a write tune's)
// are put back by the helper itself when the last caller holding one
// leaves, however it ended, and when the helper stops (TemporaryReadaheads,
// TemporaryCongestion).
class HelperService : public QDBusVirtualObject
{
    Q_OBJECT

public:
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
    void dispatch(const QDBusMessage &call);
    void setReadahead(const QDBusMessage &call, HelperDBus::CallArguments &arguments,
                      bool temporary);
    void writeReadaheadConfig(const QDBusMessage &call, HelperDBus::CallArguments &arguments);
    void applyConfig(const QDBusMessage &call);
    void listReaders(const QDBusMessage &call, HelperDBus::CallArguments &arguments);
    void setNfsCongestionKb(const QDBusMessage &call, HelperDBus::CallArguments &arguments,
                            bool temporary);
    void writeNfsCongestionConfig(const QDBusMessage &call, HelperDBus::CallArguments &arguments);

    void start(CallPipeline::Call call);
    void made(const CallPipeline::Caller &caller, const CallPipeline::Outcome &outcome);
    void restartIdle();
    void refuse(const QDBusMessage &call, const Error &error);
    // A handler that reads its arguments otherwise than the XML has them.
    void contractMismatch(const QDBusMessage &call, const QString &message);

    ReadaheadTuner m_tuner;
    ReadaheadCalls m_readahead;
    WritebackCalls m_writeback;
    CallPipeline m_pipeline;
    TemporaryReadaheads m_temporaries;
    TemporaryCongestion m_temporaryCongestion;
    MountTableCache m_mounts; // for the checks before polkit
    QTimer m_idle;
    ReadersCalls m_readers;
};

} // namespace nfstuner
