// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountrates.h"
#include "stats/mountstats.h"

#include <optional>

namespace nfstuner {

// What one mount's reads did over a stretch of time: the advisor's input.
// Either the counters since mount, or the sum of the sampler's intervals.
struct ReadWindow
{
    double seconds = 0; // the stretch measured
    // The time READs were in flight (see readSpanSeconds): known when summed
    // from sampler intervals, unknown for the averages since mount.
    std::optional<double> busySeconds;
    // The intervals in which applications read anything: the time they were
    // reading, to the sampler's resolution (0 for the averages since mount).
    double readingSeconds = 0;
    quint64 readOps = 0; // READ and READ_PLUS
    quint64 readPlusOps = 0;
    quint64 wireReadBytes = 0; // what the read RPCs carried ("server read")
    quint64 appReadBytes = 0;  // what applications read (normal + O_DIRECT)
    double rttMs = 0;          // summed over the read RPCs
    double executeMs = 0;      // summed over the read RPCs, queue included
    // The window restarted when the readahead changed and holds only what
    // came since (`seconds` of it), less than a full window.
    bool sinceReadaheadChange = false;
    // ... and no file on the mount was closed since: every read so far may
    // be of a file opened before the change, at the old value; none counted.
    bool waitingForReopen = false;

    static ReadWindow sinceMount(const MountCounters &counters);
    // "MB/s while reading": what applications read per second in which they
    // read anything, at the sampler's resolution (its intervals with
    // application reads); their own gaps drop out. The one figure the
    // advice, Tune…, the throughput memory, `advise` and `tune` give under
    // that name (docs/ADVICE.md). nullopt without reads, or without
    // intervals (the averages since mount).
    std::optional<double> readingBytesPerSecond() const;
    // Adds one sampler interval.
    void add(const MountRates &rates);
    // The time an interval's READs were in flight: their spans cannot reach
    // beyond the interval, nor add up to more than their summed execute
    // times (all of them, had they gone one at a time). Counting the whole
    // interval instead made a burst of reads over two samples look half as
    // busy as it was, and READs in flight half as many.
    static double readSpanSeconds(const MountRates &rates);
    // Adds a window of intervals that follows or precedes this one.
    void add(const ReadWindow &other);
};

} // namespace nfstuner
