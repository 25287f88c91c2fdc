// SPDX-License-Identifier: GPL-2.0-or-later
#include "temporaryreadaheads.h"

namespace nfstuner {

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
    it->temporaryKib = change.nowKib;
    it->holders.removeIf([&holder](const Holder &h) { return h.busName == holder.busName; });
    it->holders.append(holder);
}

std::optional<TemporaryReadaheads::Record> TemporaryReadaheads::endedBy(const BdiId &bdi)
{
    const auto it = m_records.find(bdi);
    if (it == m_records.end())
        return std::nullopt;
    Record ended = *it;
    m_records.erase(it);
    return ended;
}

QList<TemporaryReadaheads::Record> TemporaryReadaheads::left(const QString &busName)
{
    QList<Record> toPutBack;
    for (auto it = m_records.begin(); it != m_records.end();) {
        const Record before = *it;
        it->holders.removeIf([&busName](const Holder &h) { return h.busName == busName; });
        if (it->holders.isEmpty()) {
            toPutBack.append(before); // its holders: the one that left, for the log
            it = m_records.erase(it);
        } else {
            ++it;
        }
    }
    return toPutBack;
}

QList<TemporaryReadaheads::Record> TemporaryReadaheads::takeAll()
{
    QList<Record> all = m_records.values();
    m_records.clear();
    return all;
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
