// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/readaheadtimeline.h"

#include "mounts/mountinventory.h"

#include <QSet>

namespace nfstuner {

void ReadaheadTimeline::observe(const MountInventory &inventory, qint64 ms)
{
    QSet<BdiId> present;
    for (const BdiId &bdi : inventory.table().bdis()) {
        present.insert(bdi);
        const auto kib = inventory.readAheadKb(bdi);
        if (!kib)
            continue;
        if (!m_start.contains(bdi))
            m_start.insert(bdi, *kib);
        const auto last = m_last.constFind(bdi);
        if (last != m_last.cend() && *last != *kib)
            m_events.append(Event{bdi, ms, *last, *kib});
        m_last.insert(bdi, *kib);
    }
    for (auto it = m_last.begin(); it != m_last.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        const BdiId gone = it.key();
        m_start.remove(gone);
        m_events.removeIf([&gone](const Event &event) { return event.bdi == gone; });
        it = m_last.erase(it);
    }
}

QList<ReadaheadTimeline::Event> ReadaheadTimeline::events(const BdiId &bdi) const
{
    QList<Event> result;
    for (const Event &event : m_events) {
        if (event.bdi == bdi)
            result.append(event);
    }
    return result;
}

} // namespace nfstuner
