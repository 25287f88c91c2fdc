// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "advice/recentintervals.h"
#include "stats/mountsampler.h"

#include <QHash>

#include <optional>

namespace nfstuner {

class MountInventory;
class ThroughputRecorder;

// One mount's readahead advice as of the latest sample.
struct MountAdviceState
{
    std::optional<MountRates> rates; // the latest sample's; none yet
    // What the advisor judged: the BDI's readahead and mounts, rsize, the
    // last minute of reads and what each value gave the device before.
    ReadaheadAdvisor::Input input;
    BdiAdvice advice; // its verdict, with reason codes and no sentences
    // Another number whenever the verdict or its value changes (never 0, and
    // never the same for two mounts): a view compares it with the one it shows.
    quint64 verdictVersion = 0;

    // The same verdict with its reasons in words, for whoever looks.
    BdiAdvice explained() const { return ReadaheadAdvisor::advise(input); }
};

// The advisor's verdict on every mount, kept current with each sample so
// that the window's table and panels only show it. A mount is known by its
// id. Idle mounts cost no advisor run, and the sampler's and the recent
// intervals' entries are looked up by name again only when those change
// which mounts they hold (their generation counters), not every second.
class MountAdviceTracker
{
public:
    struct Sources
    {
        const MountSampler &sampler;
        const RecentIntervals &recent;
        const ThroughputRecorder &throughput;
    };

    // Follows the mounts of `inventory` (with their readahead now): new ones
    // judged at once, gone ones dropped.
    void setMounts(const MountInventory &inventory, const Sources &sources);
    // After a sample, or when the throughput memory learnt something:
    // every mount judged again.
    void update(const Sources &sources);
    const MountAdviceState *find(int mountId) const;
    // Who reads the mount, for its next judgement (empty: nobody looks).
    void setReaders(int mountId, const QList<ReaderShare> &readers);

private:
    struct Entry
    {
        MountAdviceState state;
        NfsMount mount;
        // The sampler's and the recent intervals' entries of the mount, good
        // while their generation stays the one noted (0: not looked up).
        const MountSampler::Series *series = nullptr;
        quint64 seriesGeneration = 0;
        const RecentIntervals::Buckets *recent = nullptr;
        quint64 recentGeneration = 0;
        quint64 measuredGeneration = 0; // of the throughput memory
    };
    // Brings the entry's inputs up to date and judges them again.
    void judge(Entry &entry, const Sources &sources);

    QHash<int, Entry> m_entries;
    quint64 m_lastVersion = 0;
};

} // namespace nfstuner
