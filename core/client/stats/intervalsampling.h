// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "stats/mountstats.h"
#include "stats/readwindow.h"

#include <QHash>

#include <functional>

namespace nfstuner {

// Every mount's reads over an interval measured now, as `advise` and
// `diagnose` take them: samples a tenth of a second apart (further, up to a
// second, where reading mountstats takes more than a twentieth of the
// time: many thousands of mounts), each mount's intervals added up into a
// ReadWindow so that the time READs were in flight is known to that
// resolution, and its counters at both ends.
struct SampledInterval
{
    double seconds = 0;                  // from the first sample to the last
    QHash<QString, ReadWindow> windows;  // by mountpoint
    QHash<QString, MountCounters> first; // the counters at the start
    QHash<QString, MountCounters> last;  // and at the end
};

// `eachStep` runs after each sample (diagnose asks the server there).
Result<SampledInterval> sampleInterval(const SystemRoot &root, double seconds,
                                       const std::function<void()> &eachStep = {});

} // namespace nfstuner
