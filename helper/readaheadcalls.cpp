// SPDX-License-Identifier: GPL-2.0-or-later
#include "readaheadcalls.h"

#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"

namespace nfstuner {

CallPipeline::Call ReadaheadCalls::set(const QDBusMessage &call, const SetReadaheadRequest &valid,
                                       const BdiMounts &shown, bool temporary) const
{
    CallPipeline::Call pending;
    pending.message = call;
    pending.takesTurn = true;
    pending.what = QStringLiteral("set the readahead of %1 to %2 KiB%3")
                       .arg(valid.bdi.toString())
                       .arg(valid.kib)
                       .arg(temporary ? QStringLiteral(" until the caller leaves") : QString());
    pending.details = {
        {QStringLiteral("bdi"), valid.bdi.toString()},
        {QStringLiteral("kib"), QString::number(valid.kib)},
        {QStringLiteral("mountpoints"), shown.mountpoints().join(QStringLiteral(", "))}};
    pending.work = [this, call, valid, temporary, shown,
                    what = pending.what](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        const auto change = m_tuner.setReadahead(valid, shown);
        if (!change) {
            if (change.error().code == Error::Code::Conflict)
                outcome.refusals.append(QStringLiteral("%1: %2").arg(what, change.error().message));
            outcome.reply = CallPipeline::errorReply(call, change.error());
            return outcome;
        }
        outcome.changes.append(
            AuditLog::describe(*change) +
            (temporary ? QStringLiteral(" (until the caller leaves)") : QString()));
        outcome.reply =
            HelperReplies::reply(call,
                                 temporary ? HelperDBus::Method::SetReadaheadTemporary
                                           : HelperDBus::Method::SetReadahead,
                                 HelperReplies::kibChange(change->previousKib, change->nowKib));
        if (temporary)
            outcome.temporary = *change;
        else
            outcome.lasting.append(change->bdi);
        return outcome;
    };
    return pending;
}

CallPipeline::Call ReadaheadCalls::writeConfig(const QDBusMessage &call,
                                               const ConfigWriteRequest &valid) const
{
    QStringList assignments;
    for (auto it = valid.set.cbegin(); it != valid.set.cend(); ++it)
        assignments.append(QString::fromUtf8(it.key() + '=' + it.value()));
    QStringList unset;
    for (const QByteArray &key : valid.unset)
        unset.append(QString::fromUtf8(key));
    CallPipeline::Call pending;
    pending.message = call;
    pending.what = QStringLiteral("write readahead settings in %1").arg(valid.systemPath);
    pending.details = {{QStringLiteral("file"), valid.systemPath},
                       {QStringLiteral("set"), assignments.join(u' ')},
                       {QStringLiteral("unset"), unset.join(u' ')}};
    pending.work = [this, call, valid](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        const auto written = m_tuner.writeConfig(valid);
        if (!written)
            return CallPipeline::Outcome::failed(call, written.error());
        if (written->file.changed)
            outcome.changes.append(QStringLiteral("%1 %2 (sha256 %3 -> %4)")
                                       .arg(valid.systemPath,
                                            AuditLog::describe(written->before, valid),
                                            QString::fromLatin1(written->file.oldSha256.left(12)),
                                            QString::fromLatin1(written->file.newSha256.left(12))));
        outcome.reply = HelperReplies::reply(call, HelperDBus::Method::WriteReadaheadConfig,
                                             HelperReplies::newSha256(written->file.newSha256));
        return outcome;
    };
    return pending;
}

CallPipeline::Call ReadaheadCalls::apply(const QDBusMessage &call) const
{
    CallPipeline::Call pending;
    pending.message = call;
    pending.takesTurn = true;
    pending.what = QStringLiteral("apply the configured readahead to every NFS mount");
    pending.details = {{QStringLiteral("bdi"), QStringLiteral("every NFS mount")}};
    pending.work = [this, call](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        const auto applied = m_tuner.applyConfig();
        if (!applied)
            return CallPipeline::Outcome::failed(call, applied.error());
        for (const ReadaheadChange &change : applied->applied) {
            outcome.changes.append(QStringLiteral("applied config: ") + AuditLog::describe(change));
            outcome.lasting.append(change.bdi);
        }
        for (const QString &failure : applied->failures)
            outcome.refusals.append(QStringLiteral("applying config: %1").arg(failure));
        outcome.reply =
            applied->failures.isEmpty()
                ? HelperReplies::reply(call, HelperDBus::Method::ApplyConfig,
                                       HelperReplies::applied(applied->applied))
                : CallPipeline::errorReply(
                      call, applyFailuresError(applied->failures, applied->applied.size()));
        return outcome;
    };
    return pending;
}

} // namespace nfstuner
