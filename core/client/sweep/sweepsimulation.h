// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "sweep/readaheadsweep.h"
#include "sweep/sweeptarget.h"

namespace nfstuner {

// Where the mounts are simulated (the demo), reading a file behind them
// would measure this machine's disk. The simulation offers a file on each
// mount instead, and times and counts each run by its model of the client.
class SweepSimulation
{
public:
    virtual ~SweepSimulation() = default;

    // A file on the mount to measure with, as the system names it; empty
    // when the simulation has none there.
    virtual QString sampleFile(const NfsMount &mount) const = 0;
    // How a sweep of `target` reads (see ReadaheadSweep::setRunReader).
    virtual ReadaheadSweep::RunReader reader(const SweepTarget &target) const = 0;
};

} // namespace nfstuner
