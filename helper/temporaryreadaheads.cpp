// SPDX-License-Identifier: GPL-2.0-or-later
#include "temporaryreadaheads.h"

namespace nfstuner {

TemporaryReadaheads::TemporaryReadaheads(const ReadaheadTuner &tuner, AuditLog &log,
                                         CallPipeline &pipeline, QObject *parent)
    : QObject(parent)
    , m_tuner(tuner)
    , m_log(log)
    , m_pipeline(pipeline)
{}

void TemporaryReadaheads::made(const Holder &holder, const ReadaheadChange &change)
{
    auto it = m_records.find(change.bdi);
    // Other mounts on the number than the record's: those are gone, and so
    // is what their value was; this change starts afresh.
    if (it != m_records.end() && it->madeOn != change.mounts) {
        m_records.erase(it);
        it = m_records.end();
    }
    if (it == m_records.end())
        it = m_records.insert(
            change.bdi, Record{change.bdi, change.previousKib, change.nowKib, change.mounts, {}});
    // The BDI no longer held the temporary value when this change was made:
    // someone changed it meanwhile (an admin's echo, udev), and that is
    // what goes back now, never a value older than it.
    if (change.previousKib != it->temporaryKib)
        it->originalKib = change.previousKib;
    it->temporaryKib = change.nowKib;
    it->puttingBack = 0; // held again: the put-back under way finds the new value and leaves it
    it->holders.removeIf([&holder](const Holder &h) { return h.busName == holder.busName; });
    it->holders.append(holder);
    m_pipeline.watch(holder.busName);
}

// What was temporary on the BDI stays as changed, whoever set it.
void TemporaryReadaheads::endedBy(const Holder &by, const BdiId &bdi)
{
    const auto it = m_records.find(bdi);
    if (it == m_records.end())
        return;
    const Record ended = *it;
    m_records.erase(it);
    m_log.change(by.uid, by.pid,
                 QStringLiteral("the temporary readahead of %1 ends: a lasting change replaced "
                                "it, %2 KiB will not be put back")
                     .arg(bdi.toString())
                     .arg(ended.originalKib));
    for (const Holder &holder : ended.holders)
        m_pipeline.unwatchIfDone(holder.busName);
}

void TemporaryReadaheads::left(const QString &busName)
{
    QList<Record> toPutBack;
    for (Record &record : m_records) {
        if (record.puttingBack)
            continue;
        const Record before = record;
        record.holders.removeIf([&busName](const Holder &h) { return h.busName == busName; });
        if (record.holders.isEmpty()) {
            record.puttingBack = m_nextPutBack++;
            toPutBack.append(before); // its holders: the one that left, for the log
            toPutBack.last().puttingBack = record.puttingBack;
        }
    }
    putBack(toPutBack, QStringLiteral("the caller left"), false);
}

void TemporaryReadaheads::putBackAll()
{
    QList<Record> held;
    for (const Record &record : std::as_const(m_records)) {
        // One whose put-back is under way has it done by the workers,
        // which the helper waits for.
        if (!record.puttingBack)
            held.append(record);
    }
    m_records.clear();
    putBack(held, QStringLiteral("the helper stopped"), true);
}

void TemporaryReadaheads::putBack(const QList<Record> &records, const QString &why, bool blocking)
{
    for (const Record &record : records) {
        const Holder holder = record.holders.value(record.holders.size() - 1);
        const auto restore = [this, record, holder, why] {
            const auto change =
                m_tuner.putBack(record.bdi, record.originalKib, record.temporaryKib, record.madeOn);
            const QString line =
                change ? QStringLiteral("%1 (put back: %2)").arg(AuditLog::describe(*change), why)
                       : QStringLiteral("the readahead of %1 was not put back to %2 KiB (%3): "
                                        "%4")
                             .arg(record.bdi.toString())
                             .arg(record.originalKib)
                             .arg(why, change.error().message);
            QMetaObject::invokeMethod(
                this,
                [this, holder, line, bdi = record.bdi, puttingBack = record.puttingBack,
                 failed = !change && change.error().code != Error::Code::Conflict] {
                    // Not put back on purpose is a decision, logged as one;
                    // failing to is a refusal of the system.
                    if (failed)
                        m_log.refusal(holder.uid, holder.pid, line);
                    else
                        m_log.change(holder.uid, holder.pid, line);
                    // Unless held again meanwhile (or put back again).
                    const auto it = m_records.constFind(bdi);
                    if (puttingBack && it != m_records.cend() && it->puttingBack == puttingBack)
                        m_records.erase(it);
                    emit putBackDone();
                },
                Qt::QueuedConnection);
        };
        if (blocking)
            m_pipeline.runReadaheadChangeNow(restore);
        else
            m_pipeline.runReadaheadChange(restore);
    }
}

bool TemporaryReadaheads::holds(const QString &busName) const
{
    for (const Record &record : m_records) {
        for (const Holder &holder : record.holders) {
            if (holder.busName == busName)
                return true;
        }
    }
    return false;
}

} // namespace nfstuner
