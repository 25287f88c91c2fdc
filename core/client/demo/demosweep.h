// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "sweep/sweepsimulation.h"

#include <QCoreApplication>

namespace nfstuner {

// Measure… in the demo: a sparse file on each NFS mount of the demo root,
// and runs shaped as DemoTraffic shapes the demo's reads. A run's READs are
// min(readahead, rsize) large (the application's calls where readahead is
// smaller), and it takes as long as the client's capacity at that READ size
// allows, so a sweep finds what the demo's throughput chart shows.
class DemoSweep : public SweepSimulation
{
    Q_DECLARE_TR_FUNCTIONS(DemoSweep)

public:
    static constexpr qint64 SampleBytes = 64 << 20;

    explicit DemoSweep(SystemRoot root)
        : m_root(std::move(root))
    {}

    // Lays out the sample file on every NFS mount of the root.
    Result<void> layOut() const;

    QString sampleFile(const NfsMount &mount) const override;
    ReadaheadSweep::RunReader reader(const SweepTarget &target) const override;

private:
    SystemRoot m_root;
};

} // namespace nfstuner
