// SPDX-License-Identifier: GPL-2.0-or-later
#include "temporarycongestion.h"

namespace nfstuner {

TemporaryCongestion::TemporaryCongestion(const WritebackTuner &tuner, AuditLog &log,
                                         CallPipeline &pipeline, QObject *parent)
    : QObject(parent)
    , m_tuner(tuner)
    , m_log(log)
    , m_pipeline(pipeline)
{}

std::optional<TemporaryCongestion::Holder>
TemporaryCongestion::heldByOtherThan(const QString &busName) const
{
    if (m_record && !m_record->puttingBack && m_record->holder.busName != busName)
        return m_record->holder;
    return std::nullopt;
}

void TemporaryCongestion::made(const Holder &holder, const CongestionChange &change)
{
    // Someone changed the limit since the last temporary value (or a
    // put-back is under way): what it had then is what goes back.
    if (!m_record || m_record->puttingBack || change.previousKib != m_record->temporaryKib)
        m_record = Record{holder, change.previousKib, change.nowKib, 0};
    m_record->holder = holder;
    m_record->temporaryKib = change.nowKib;
    m_pipeline.watch(holder.busName);
}

void TemporaryCongestion::endedBy(const Holder &by)
{
    if (!m_record)
        return;
    const Record ended = *m_record;
    m_record.reset();
    m_log.change(by.uid, by.pid,
                 QStringLiteral("the temporary nfs_congestion_kb ends: a lasting change replaced "
                                "it, %1 KiB will not be put back")
                     .arg(ended.originalKib));
    m_pipeline.unwatchIfDone(ended.holder.busName);
}

void TemporaryCongestion::left(const QString &busName)
{
    if (!m_record || m_record->puttingBack || m_record->holder.busName != busName)
        return;
    m_record->puttingBack = m_nextPutBack++;
    putBack(*m_record, QStringLiteral("the caller left"), false);
}

void TemporaryCongestion::putBackAll()
{
    // One under way is done by the workers, which the helper waits for.
    const std::optional<Record> held = m_record;
    m_record.reset();
    if (held && !held->puttingBack)
        putBack(*held, QStringLiteral("the helper stopped"), true);
}

void TemporaryCongestion::putBack(const Record &record, const QString &why, bool blocking)
{
    const auto restore = [this, record, why] {
        const auto change = m_tuner.putBackCongestion(record.originalKib, record.temporaryKib);
        const QString line =
            change ? QStringLiteral("nfs_congestion_kb: %1 -> %2 KiB (put back: %3)")
                         .arg(change->previousKib)
                         .arg(change->nowKib)
                         .arg(why)
                   : QStringLiteral("nfs_congestion_kb was not put back to %1 KiB (%2): %3")
                         .arg(record.originalKib)
                         .arg(why, change.error().message);
        QMetaObject::invokeMethod(
            this,
            [this, record, line, failed = !change && change.error().code != Error::Code::Conflict] {
                // Not put back on purpose is a decision; failing to, a
                // refusal of the system.
                if (failed)
                    m_log.refusal(record.holder.uid, record.holder.pid, line);
                else
                    m_log.change(record.holder.uid, record.holder.pid, line);
                // Unless held again meanwhile.
                if (record.puttingBack && m_record && m_record->puttingBack == record.puttingBack)
                    m_record.reset();
                emit putBackDone();
            },
            Qt::QueuedConnection);
    };
    if (blocking)
        m_pipeline.runReadaheadChangeNow(restore);
    else
        m_pipeline.runReadaheadChange(restore);
}

bool TemporaryCongestion::holds(const QString &busName) const
{
    return m_record && !m_record->puttingBack && m_record->holder.busName == busName;
}

} // namespace nfstuner
