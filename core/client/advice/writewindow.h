// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountrates.h"

#include <optional>

namespace nfstuner {

// What one mount's writes did over a stretch of time, summed from the
// sampler's intervals: the write-back advice's input.
struct WriteWindow
{
    double seconds = 0;
    quint64 writeOps = 0;
    quint64 commitOps = 0;
    quint64 wireWriteBytes = 0; // what the WRITE RPCs carried ("server write")
    quint64 appWriteBytes = 0;  // what applications wrote (normal + O_DIRECT)
    double rttMs = 0;           // summed over the WRITE RPCs
    double executeMs = 0;       // summed over the WRITE RPCs, queue included

    void add(const MountRates &rates);
    // Adds a window of intervals that follows or precedes this one.
    void add(const WriteWindow &other);

    std::optional<double> averageWriteBytes() const;
    std::optional<double> averageRttMs() const;
    std::optional<double> averageExecuteMs() const;
    double wireWriteBytesPerSecond() const;
};

} // namespace nfstuner
