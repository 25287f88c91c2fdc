// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "readers/readerscan.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace nfstuner {

// How a process moved through its files on a mount during an interval.
enum class ReaderPattern
{
    Idle,       // nothing read
    Sequential, // the positions moved by what was read (read() straight on)
    Random,     // reads that moved no position (pread) or jumped (lseek)
    Mixed
};
QString toString(ReaderPattern pattern); // "idle", "sequential", … (stable: JSON)

// Whether this kernel charges NFS readahead to the reading task's
// /proc/PID/io read_bytes (docs/KERNELS.md): found from the readings
// themselves, never assumed from a version.
enum class FetchCounting
{
    Unknown,
    Counted,
    NotCounted
};
QString toString(FetchCounting counting);

// The mount's own read counters over the same interval (mountstats), which
// bound what the processes' counters are split into.
struct MountReadDelta
{
    quint64 applicationBytes = 0;    // normal + direct read bytes
    quint64 bufferedServerBytes = 0; // server read bytes that were not O_DIRECT
    double seconds = 0;              // between the two readings (0: as the scans')
};

// One process's reads from one mount over an interval.
struct MountReader
{
    quint32 pid = 0;
    quint32 uid = 0;
    QByteArray command;
    double readBytesPerSecond = 0;
    double readCallsPerSecond = 0;
    std::optional<double> averageReadBytes; // none without calls
    ReaderPattern pattern = ReaderPattern::Idle;
    bool direct = false;                         // a file on the mount is open O_DIRECT
    std::optional<double> fetchedBytesPerSecond; // none where the kernel does not count it
    QList<QByteArray> files;                     // raw paths
    // CLOCK_MONOTONIC (ns) of the two readings of its counters that its
    // figures are between.
    quint64 fromMonotonicNs = 0;
    quint64 toMonotonicNs = 0;
    // The process also read elsewhere (or by pread, placed by the mount's
    // counters): its figures here are a share, not a count.
    bool estimate = false;
};

struct MountReaders
{
    qint32 mountId = 0;
    QList<MountReader> readers;    // by read rate, highest first
    double readBytesPerSecond = 0; // of all the readers
};

// The readers of each mount between two scans. Positions (fdinfo pos) say
// what read() took from each file; what moved no position (pread, or files
// elsewhere: pipes, other file systems) is the process's rchar beyond them,
// given to the mounts where it has files whose position stood still, at
// most what the mount's own counters say its applications read beyond the
// positions. Calls are the process's syscr in the same share. Fetched bytes
// are read_bytes in that share, once the kernel is seen to count them.
class ReaderRates
{
    Q_DECLARE_TR_FUNCTIONS(ReaderRates)

public:
    // Found in the readings; carried from one interval to the next.
    FetchCounting fetchCounting() const { return m_counting; }
    // How the counting was found, for the user.
    QString fetchCountingReason() const { return m_countingReason; }
    // Everything visible: all users' processes (the helper, root). Without
    // it other users' reads may explain a mount's traffic.
    void setSeesEveryUser(bool every) { m_everyUser = every; }

    QHash<qint32, MountReaders> between(const ReaderScan &before, const ReaderScan &after,
                                        double seconds,
                                        const QHash<qint32, MountReadDelta> &mounts);

private:
    // What the buffered (not O_DIRECT) readers of one mount did.
    struct BufferedEvidence
    {
        quint64 readBytes = 0;     // their read_bytes
        quint64 soleReadBytes = 0; // of those that read nothing elsewhere
        double read = 0;           // bytes they read from the mount
    };
    void learnCounting(const QHash<qint32, MountReadDelta> &mounts,
                       const QHash<qint32, BufferedEvidence> &evidence);

    FetchCounting m_counting = FetchCounting::Unknown;
    QString m_countingReason;
    bool m_everyUser = false;
};

} // namespace nfstuner
