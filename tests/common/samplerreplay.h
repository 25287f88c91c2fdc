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
