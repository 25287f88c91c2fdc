// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountstats.h"

#include <optional>

namespace nfstuner {

// What a mount did between two samples, per second of measured time.
struct MountRates
{
    double seconds = 0; // the measured interval
    // What moved in the interval.
    quint64 readBytes = 0; // normal + direct
    quint64 writeBytes = 0;
    quint64 wireReadBytes = 0;
    quint64 wireWriteBytes = 0;
    quint64 readOps = 0;     // READ and READ_PLUS
    quint64 readPlusOps = 0; // of readOps, the READ_PLUS ones
    quint64 writeOps = 0;
    quint64 commitOps = 0;
    quint64 readErrors = 0;
    quint64 writeErrors = 0;
    quint64 readTimeouts = 0; // major timeouts
    quint64 writeTimeouts = 0;
    // File holes READ_PLUS reported without sending them (see
    // MountCounters::holeBytesNotTransferred).
    quint64 holeBytesNotTransferred = 0;
    // What applications read and wrote (read(2)/write(2) and O_DIRECT).
    double readBytesPerSecond = 0;
    double writeBytesPerSecond = 0;
    // What READ and WRITE RPCs moved (payload, "server" bytes).
    double wireReadBytesPerSecond = 0;
    double wireWriteBytesPerSecond = 0;
    double readOpsPerSecond = 0;
    double writeOpsPerSecond = 0;
    double commitOpsPerSecond = 0;
    // Per RPC, when there were RPCs: the average READ size is the readahead
    // signal (it sits at read_ahead_kb when readahead limits reads).
    std::optional<double> averageReadBytes;
    std::optional<double> averageWriteBytes;
    std::optional<double> readRttMs;
    std::optional<double> writeRttMs;
    std::optional<double> readExecuteMs;
    std::optional<double> writeExecuteMs;
    quint64 retransmissions = 0; // over every op in the interval
    quint64 fileReleases = 0;    // files on the mount closed (MountCounters::fileReleases)
};

// Rates between two samples of one mount over `seconds`. nullopt when any
// counter went backwards: the superblock was remounted, the counters
// restarted, and this interval means nothing.
std::optional<MountRates> computeRates(const MountCounters &before, const MountCounters &after,
                                       double seconds);

} // namespace nfstuner
