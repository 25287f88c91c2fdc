// SPDX-License-Identifier: GPL-2.0-or-later
#include "writebackcalls.h"

#include "auditlog.h"
#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"
#include "writeback/writebackstate.h"

namespace nfstuner {

CallPipeline::Call WritebackCalls::setCongestion(const QDBusMessage &call,
                                                 const CongestionRequest &valid,
                                                 bool temporary) const
{
    CallPipeline::Call pending;
    pending.message = call;
    pending.takesTurn = true; // after a put-back under way, never beside it
    pending.what = QStringLiteral("set the NFS write-back limit to %1 KiB%2")
                       .arg(valid.kib)
                       .arg(temporary ? QStringLiteral(" until the caller leaves") : QString());
    pending.details = {{QStringLiteral("key"), QString::fromLatin1(NfsCongestion::SysctlKey)},
                       {QStringLiteral("kib"), QString::number(valid.kib)}};
    pending.work = [this, call, valid, temporary](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        const auto change = m_tuner.setCongestion(valid);
        if (!change)
            return CallPipeline::Outcome::failed(call, change.error());
        outcome.changes.append(
            QStringLiteral("nfs_congestion_kb: %1 -> %2 KiB%3")
                .arg(change->previousKib)
                .arg(change->nowKib)
                .arg(temporary ? QStringLiteral(" (until the caller leaves)") : QString()));
        outcome.reply =
            HelperReplies::reply(call,
                                 temporary ? HelperDBus::Method::SetNfsCongestionKbTemporary
                                           : HelperDBus::Method::SetNfsCongestionKb,
                                 HelperReplies::kibChange(change->previousKib, change->nowKib));
        if (temporary)
            outcome.temporaryCongestion = *change;
        else
            outcome.lastingCongestion = true;
        return outcome;
    };
    return pending;
}

CallPipeline::Call WritebackCalls::persistCongestion(const QDBusMessage &call,
                                                     const CongestionConfigRequest &valid) const
{
    const std::optional<CongestionRequest> value = valid.value;
    const QByteArray sha = valid.expectedSha256;
    CallPipeline::Call pending;
    pending.message = call;
    pending.what = value ? QStringLiteral("keep the NFS write-back limit at %1 KiB in %2")
                               .arg(value->kib)
                               .arg(WritebackTuner::dropInPath())
                         : QStringLiteral("remove the NFS write-back limit from %1")
                               .arg(WritebackTuner::dropInPath());
    pending.details = {{QStringLiteral("file"), WritebackTuner::dropInPath()},
                       {QStringLiteral("key"), QString::fromLatin1(NfsCongestion::SysctlKey)},
                       {QStringLiteral("kib"), value ? QString::number(value->kib) : QString()}};
    pending.work = [this, call, value, sha](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        const auto written = m_tuner.persistCongestion(value, sha);
        if (!written)
            return CallPipeline::Outcome::failed(call, written.error());
        if (written->changed)
            outcome.changes.append(
                QStringLiteral("%1 %2 = %3 (sha256 %4 -> %5)")
                    .arg(WritebackTuner::dropInPath(),
                         QString::fromLatin1(NfsCongestion::SysctlKey),
                         value ? QString::number(value->kib) : QStringLiteral("(unset)"),
                         QString::fromLatin1(written->oldSha256.left(12)),
                         QString::fromLatin1(written->newSha256.left(12))));
        outcome.reply = HelperReplies::reply(call, HelperDBus::Method::WriteNfsCongestionConfig,
                                             HelperReplies::newSha256(written->newSha256));
        return outcome;
    };
    return pending;
}

} // namespace nfstuner
