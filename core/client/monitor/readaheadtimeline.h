// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdiid.h"

#include <QHash>
#include <QList>

#include <optional>

namespace nfstuner {

class MountInventory;

// The readahead of every BDI as the window has seen it: the value when it
// first appeared ("at start"), and each change since, whoever made it,
// with when it was noticed (ms on the sampler's clock) for chart markers.
// A BDI that goes away is forgotten: its number may come back as another
// mount.
class ReadaheadTimeline
{
public:
    struct Event
    {
        BdiId bdi;
        qint64 ms = 0;
        quint32 fromKib = 0;
        quint32 toKib = 0;
    };

    void observe(const MountInventory &inventory, qint64 ms);

    const QHash<BdiId, quint32> &valuesAtStart() const { return m_start; }
    QList<Event> events(const BdiId &bdi) const;

private:
    QHash<BdiId, quint32> m_start;
    QHash<BdiId, quint32> m_last;
    QList<Event> m_events;
};

} // namespace nfstuner
