// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountsampler.h"

// Gives a sampler recorded counters at a chosen time on its clock, as if it
// had read them from mountstats then.
inline void replay(nfstuner::MountSampler &sampler, QList<nfstuner::MountCounters> counters,
                   qint64 atMs)
{
    using Reading = nfstuner::MountSampler::Reading;
    sampler.setSource([counters = std::move(counters), atMs]() -> nfstuner::Result<Reading> {
        return Reading{counters, atMs};
    });
    sampler.sample();
}

// The mounts' counters with nothing read: where a replay starts from.
inline QList<nfstuner::MountCounters> zeroed(const QList<nfstuner::MountCounters> &counters)
{
    QList<nfstuner::MountCounters> zero;
    for (const nfstuner::MountCounters &mount : counters) {
        nfstuner::MountCounters start;
        start.mountpoint = mount.mountpoint;
        start.device = mount.device;
        start.fstype = mount.fstype;
        zero.append(start);
    }
    return zero;
}
