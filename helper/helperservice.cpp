// SPDX-License-Identifier: GPL-2.0-or-later
#include "helperservice.h"

#include "base/logging.h"
#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"
#include "readers/readerscan.h"
#include "tuning/readaheadtuner.h"

#include <QCoreApplication>

namespace nfstuner {

HelperService::HelperService(ReadaheadTuner tuner, QDBusConnection bus, Authorizer &authorizer,
                             AuditLog &log, int idleTimeoutSeconds, QObject *parent)
    : QDBusVirtualObject(parent)
    , m_tuner(std::move(tuner))
    , m_readahead(m_tuner)
    , m_writeback(m_tuner.root())
    , m_pipeline(std::move(bus), authorizer, log)
    , m_temporaries(m_tuner, log, m_pipeline)
    , m_temporaryCongestion(m_writeback.tuner(), log, m_pipeline)
    , m_mounts(m_tuner.root())
    , m_readers(m_tuner.root())
{
    HelperDBus::registerTypes();
    m_idle.setSingleShot(true);
    m_idle.setInterval(idleTimeoutSeconds * 1000);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        // Not while a temporary value waits to be put back.
        if (m_pipeline.isEmpty() && m_temporaries.isEmpty() && m_temporaryCongestion.isEmpty())
            emit idle();
    });
    if (idleTimeoutSeconds > 0)
        m_idle.start();
    m_pipeline.setStillNeeded([this](const QString &busName) {
        return m_temporaries.holds(busName) || m_temporaryCongestion.holds(busName);
    });
    connect(&m_pipeline, &CallPipeline::made, this, &HelperService::made);
    connect(&m_pipeline, &CallPipeline::callerLeft, &m_temporaries, &TemporaryReadaheads::left);
    connect(&m_pipeline, &CallPipeline::callerLeft, &m_temporaryCongestion,
            &TemporaryCongestion::left);
    connect(&m_pipeline, &CallPipeline::drained, this, &HelperService::restartIdle);
    // The timeout checks again that nothing waits.
    connect(&m_temporaries, &TemporaryReadaheads::putBackDone, this, &HelperService::restartIdle);
    connect(&m_temporaryCongestion, &TemporaryCongestion::putBackDone, this,
            &HelperService::restartIdle);
}

HelperService::~HelperService()
{
    // The put-back jobs use m_temporaries, which goes before m_pipeline.
    m_pipeline.waitForWorkers();
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
    if (m_pipeline.isEmpty())
        restartIdle();
    const QString interface = message.interface();
    if (interface == HelperDBus::interface() || interface.isEmpty()) {
        dispatch(message);
        return true;
    }
    if (interface == HelperDBus::propertiesInterface()) {
        m_pipeline.answer(
            message, HelperDBus::propertiesReply(
                         message, {{QStringLiteral("Version"), QStringLiteral(NFSTUNER_VERSION)}}));
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
        return m_pipeline.answer(
            call,
            call.createErrorReply(
                QDBusError::UnknownMethod,
                QStringLiteral("%1 has no method %2").arg(HelperDBus::interface(), call.member())));
    if (call.signature() != method->inSignature())
        return refuse(call, Error{Error::Code::InvalidArgument,
                                  QStringLiteral("%1 takes (%2), not (%3)")
                                      .arg(method->name, method->in.join(QStringLiteral(", ")),
                                           call.signature())});
    // Before any other work.
    if (!m_pipeline.admit(call, method->name))
        return;
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
        return setNfsCongestionKb(call, arguments, false);
    case HelperDBus::Method::SetNfsCongestionKbTemporary:
        return setNfsCongestionKb(call, arguments, true);
    case HelperDBus::Method::WriteNfsCongestionConfig:
        return writeNfsCongestionConfig(call, arguments);
    case HelperDBus::Method::ListReaders:
        return listReaders(call, arguments);
    }
}

void HelperService::setReadahead(const QDBusMessage &call, HelperDBus::CallArguments &arguments,
                                 bool temporary)
{
    const QString bdi = arguments.string(QStringLiteral("bdi"));
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    if (arguments.mismatch())
        return contractMismatch(call, *arguments.mismatch());
    const auto request = SetReadaheadRequest::parse(bdi, kib);
    if (!request)
        return refuse(call, request.error());
    // Is it an NFS mount's BDI? Anyone may know: answered before polkit.
    const auto table = m_mounts.current();
    if (!table)
        return refuse(call, table.error());
    const auto mounts = ReadaheadTuner::checkSetReadahead(*table, *request);
    if (!mounts)
        return refuse(call, mounts.error());
    start(m_readahead.set(call, *request, *mounts, temporary));
}

void HelperService::writeReadaheadConfig(const QDBusMessage &call,
                                         HelperDBus::CallArguments &arguments)
{
    const QString file = arguments.string(QStringLiteral("file"));
    const QMap<QString, QString> set = arguments.stringMap(QStringLiteral("set"));
    const QStringList unsetKeys = arguments.strings(QStringLiteral("unset"));
    const QString expectedSha256 = arguments.string(QStringLiteral("expected_sha256"));
    if (arguments.mismatch())
        return contractMismatch(call, *arguments.mismatch());
    const auto request = ConfigWriteRequest::parse(file, set, unsetKeys, expectedSha256);
    if (!request)
        return refuse(call, request.error());
    start(m_readahead.writeConfig(call, *request));
}

void HelperService::setNfsCongestionKb(const QDBusMessage &call,
                                       HelperDBus::CallArguments &arguments, bool temporary)
{
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    if (arguments.mismatch())
        return contractMismatch(call, *arguments.mismatch());
    const auto request = CongestionRequest::parse(qint64(kib));
    if (!request)
        return refuse(call, request.error());
    // Two write tunes would measure each other's values: answered before polkit.
    if (const auto other = m_temporaryCongestion.heldByOtherThan(call.service());
        temporary && other)
        return refuse(call, Error{Error::Code::Conflict,
                                  QStringLiteral("process %1 holds the NFS write-back limit for "
                                                 "a tune until it ends")
                                      .arg(other->pid)});
    start(m_writeback.setCongestion(call, *request, temporary));
}

void HelperService::writeNfsCongestionConfig(const QDBusMessage &call,
                                             HelperDBus::CallArguments &arguments)
{
    const uint kib = arguments.uint32(QStringLiteral("kib"));
    const QString expectedSha256 = arguments.string(QStringLiteral("expected_sha256"));
    if (arguments.mismatch())
        return contractMismatch(call, *arguments.mismatch());
    const auto request = CongestionConfigRequest::parse(kib, expectedSha256);
    if (!request)
        return refuse(call, request.error());
    start(m_writeback.persistCongestion(call, *request));
}

void HelperService::applyConfig(const QDBusMessage &call)
{
    start(m_readahead.apply(call));
}

// Reads only. Which paths are NFS mounts anyone may know: answered before
// polkit; other users' processes only once polkit allows it.
void HelperService::listReaders(const QDBusMessage &call, HelperDBus::CallArguments &arguments)
{
    const QStringList mountpoints = arguments.strings(QStringLiteral("mountpoints"));
    if (arguments.mismatch())
        return contractMismatch(call, *arguments.mismatch());
    const auto request = ReadersRequest::parse(mountpoints);
    if (!request)
        return refuse(call, request.error());
    const auto table = m_mounts.current();
    if (!table)
        return refuse(call, table.error());
    const auto mounts = request->mountsIn(*table);
    if (!mounts)
        return refuse(call, mounts.error());
    start(m_readers.list(call, *mounts));
}

void HelperService::start(CallPipeline::Call call)
{
    m_idle.stop();
    m_pipeline.start(std::move(call));
}

// What a change leaves behind: a temporary value to put back when its
// caller leaves, or a lasting one that ends the BDI's temporaries.
void HelperService::made(const CallPipeline::Caller &caller, const CallPipeline::Outcome &outcome)
{
    if (outcome.temporary)
        m_temporaries.made(caller, *outcome.temporary);
    for (const BdiId &bdi : outcome.lasting)
        m_temporaries.endedBy(caller, bdi);
    if (outcome.temporaryCongestion)
        m_temporaryCongestion.made(caller, *outcome.temporaryCongestion);
    if (outcome.lastingCongestion)
        m_temporaryCongestion.endedBy(caller);
}

void HelperService::restartIdle()
{
    if (m_idle.interval() > 0)
        m_idle.start();
}

void HelperService::finishWork()
{
    m_pipeline.waitForWorkers();
    // Changes the workers finished meanwhile are recorded (a temporary
    // among them: confirmed to its caller, so it must go back) before
    // anything is put back; and the put-backs of callers who left meanwhile
    // are done first.
    QCoreApplication::sendPostedEvents(&m_pipeline);
    m_pipeline.waitForWorkers();
    QCoreApplication::sendPostedEvents(&m_temporaries); // put-backs done: their records go
    QCoreApplication::sendPostedEvents(&m_temporaryCongestion);
    // Nobody will be there to put temporary values back after us.
    m_temporaries.putBackAll();
    m_temporaryCongestion.putBackAll();
    QCoreApplication::sendPostedEvents(&m_temporaries);
    QCoreApplication::sendPostedEvents(&m_temporaryCongestion);
    m_pipeline.flush();
}

void HelperService::refuse(const QDBusMessage &call, const Error &error)
{
    m_pipeline.answer(call, CallPipeline::errorReply(call, error));
}

void HelperService::contractMismatch(const QDBusMessage &call, const QString &message)
{
    qCCritical(lcHelper) << message;
    refuse(call, Error{Error::Code::IoError, message});
}

} // namespace nfstuner
