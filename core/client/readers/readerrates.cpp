// SPDX-License-Identifier: GPL-2.0-or-later
#include "readers/readerrates.h"

#include <algorithm>

namespace nfstuner {

QString toString(ReaderPattern pattern)
{
    switch (pattern) {
    case ReaderPattern::Idle:
        return QStringLiteral("idle");
    case ReaderPattern::Sequential:
        return QStringLiteral("sequential");
    case ReaderPattern::Random:
        return QStringLiteral("random");
    case ReaderPattern::Mixed:
        return QStringLiteral("mixed");
    }
    return QString();
}

QString toString(FetchCounting counting)
{
    switch (counting) {
    case FetchCounting::Unknown:
        return QStringLiteral("unknown");
    case FetchCounting::Counted:
        return QStringLiteral("counted");
    case FetchCounting::NotCounted:
        return QStringLiteral("not-counted");
    }
    return QString();
}

namespace {

// Thresholds of the pattern: the share of a mount's bytes that moved
// positions straight on.
constexpr double SequentialShare = 0.9;
constexpr double RandomShare = 0.1;
// Reads that leave this little of the process's rchar elsewhere count as
// all of them.
constexpr double WholeShare = 0.99;
// How far positions may run ahead of rchar before it is a jump: the calls
// made between reading a file's position and the process's counters.
constexpr double TimingSlackCalls = 2;
constexpr double TimingSlackShare = 0.01;
// The least buffered traffic of a mount that tells whether read_bytes counts it.
constexpr quint64 CountingEvidenceBytes = 1024 * 1024;

// What one process did on one mount, before the mount's counters bound it.
struct Share
{
    quint64 moved = 0;     // bytes positions moved forward
    double claim = 0;      // of the rest of its rchar, claimed for this mount
    bool stood = false;    // a file whose position stood still (pread), or was closed
    bool rewound = false;  // a file whose position went back: read again from nearer its start
    bool inferred = false; // moved holds reads inferred before a rewind
    bool jumped = false;   // positions moved further than the process read
    bool direct = false;
    QList<QByteArray> files;
};

struct ScanPair
{
    const ReaderScan &before;
    const ReaderScan &after;
    double seconds; // between their starts
};

struct ProcessDelta
{
    const ProcessReads *process = nullptr;
    quint64 chars = 0, calls = 0, bytes = 0;
    // The interval its counters moved in (CLOCK_MONOTONIC, ns) and its length.
    quint64 fromNs = 0, toNs = 0;
    double seconds = 0;
    QHash<qint32, Share> mounts;
};

bool sameFile(const OpenMountFile &a, const OpenMountFile &b)
{
    return a.fd == b.fd && a.mountId == b.mountId && a.path == b.path;
}

// How the process's files moved between the two scans, per mount.
void movePositions(const ProcessReads *before, const ProcessReads &after, ProcessDelta &delta)
{
    const QList<OpenMountFile> none;
    const QList<OpenMountFile> &earlier = before ? before->files : none;
    for (const OpenMountFile &file : after.files) {
        Share &share = delta.mounts[file.mountId];
        share.files.append(file.path);
        share.direct = share.direct || file.isDirect();
        const auto previous = std::find_if(earlier.cbegin(), earlier.cend(),
                                           [&](const auto &old) { return sameFile(old, file); });
        // A file opened meanwhile: read from its start, as far as we know.
        const qint64 moved = previous == earlier.cend()
                                 ? qint64(std::min<quint64>(file.position, delta.chars))
                                 : qint64(file.position) - qint64(previous->position);
        if (moved > 0) {
            share.moved += quint64(moved);
        } else if (moved < 0 && file.position <= delta.chars) {
            // Gone back, and read at least as far again as it is now: a
            // reader that came to the end and started over (a loop, a second
            // pass), straight on from there.
            share.moved += file.position;
            share.rewound = true;
        } else {
            share.stood = true;
        }
    }
    // A file closed meanwhile may have been read before it was.
    for (const OpenMountFile &old : earlier) {
        if (std::none_of(after.files.cbegin(), after.files.cend(),
                         [&](const auto &file) { return sameFile(old, file); }))
            delta.mounts[old.mountId].stood = true;
    }
}

// Splits the rchar that moved no position among the mounts where a file
// stood still; or, when positions moved further than the process read
// (lseek), scales them down to it. A scan reads a file's position a moment
// before the process's counters, so a reader straight on may show a call
// or two more in positions than in rchar: within that it is no jump.
void claimTheRest(ProcessDelta &delta)
{
    quint64 moved = 0;
    int stood = 0;
    for (const Share &share : std::as_const(delta.mounts)) {
        moved += share.moved;
        stood += share.stood ? 1 : 0;
    }
    if (moved > delta.chars) {
        const double call = delta.calls > 0 ? double(delta.chars) / double(delta.calls) : 0;
        const bool jumped =
            double(moved - delta.chars) >
            std::max(TimingSlackCalls * call, TimingSlackShare * double(delta.chars));
        for (Share &share : delta.mounts) {
            share.moved = quint64(double(delta.chars) * double(share.moved) / double(moved));
            share.jumped = jumped;
        }
        return;
    }
    if (stood == 0) {
        // What a file that went back read before it did: on to its end,
        // straight, as far as the counters say (inferred: an estimate).
        int rewound = 0;
        for (const Share &share : std::as_const(delta.mounts))
            rewound += share.rewound ? 1 : 0;
        if (rewound == 0 || moved >= delta.chars)
            return;
        const double before = double(delta.chars - moved) / rewound;
        for (Share &share : delta.mounts) {
            if (share.rewound) {
                share.moved += quint64(before);
                share.inferred = true;
            }
        }
        return;
    }
    const double rest = double(delta.chars - moved) / stood;
    for (Share &share : delta.mounts)
        if (share.stood)
            share.claim = rest;
}

// From one reading of the process's counters to the next; where either
// time is unknown, or it is new, from one scan's start to the next's.
void timeOf(ProcessDelta &delta, const ProcessReads *before, const ProcessReads &after,
            const ScanPair &scans)
{
    if (before && before->ioMonotonicNs > 0 && after.ioMonotonicNs > before->ioMonotonicNs) {
        delta.fromNs = before->ioMonotonicNs;
        delta.toNs = after.ioMonotonicNs;
        delta.seconds = double(delta.toNs - delta.fromNs) / 1e9;
    } else {
        delta.fromNs = scans.before.monotonicNs;
        delta.toNs = scans.after.monotonicNs;
        delta.seconds = scans.seconds;
    }
}

std::optional<ProcessDelta> deltaOf(const ProcessReads &after, const ProcessReads *before,
                                    const ScanPair &scans)
{
    const ReaderScan &beforeScan = scans.before;
    // A process that was not in the first scan counts from zero only if it
    // started after it; else its counters hold reads from before.
    if (!before && after.startTicks <= beforeScan.uptimeTicks)
        return std::nullopt;
    if (!after.ioKnown || (before && !before->ioKnown))
        return std::nullopt;
    const ProcessReads zero;
    const ProcessReads &from = before ? *before : zero;
    if (after.readChars < from.readChars || after.readCalls < from.readCalls ||
        after.readBytes < from.readBytes)
        return std::nullopt;
    ProcessDelta delta;
    delta.process = &after;
    delta.chars = after.readChars - from.readChars;
    delta.calls = after.readCalls - from.readCalls;
    delta.bytes = after.readBytes - from.readBytes;
    timeOf(delta, before, after, scans);
    movePositions(before, after, delta);
    claimTheRest(delta);
    return delta;
}

// The mount's counters bound what pread and other unseen reads are given:
// never more than its applications read beyond the positions. Compared per
// second, each figure over its own interval: the counters and each process
// are read at their own times, and bytes over intervals a few ms apart
// differ by more than a slow reader's whole share.
void boundClaims(QList<ProcessDelta> &deltas, const QHash<qint32, MountReadDelta> &mounts,
                 double scanSeconds)
{
    QHash<qint32, double> moved, claimed; // per second
    for (const ProcessDelta &delta : std::as_const(deltas))
        for (auto it = delta.mounts.cbegin(); it != delta.mounts.cend(); ++it) {
            moved[it.key()] += double(it->moved) / delta.seconds;
            claimed[it.key()] += it->claim / delta.seconds;
        }
    for (ProcessDelta &delta : deltas)
        for (auto it = delta.mounts.begin(); it != delta.mounts.end(); ++it) {
            const auto counters = mounts.constFind(it.key());
            if (counters == mounts.cend() || it->claim <= 0)
                continue;
            const double seconds = counters->seconds > 0 ? counters->seconds : scanSeconds;
            const double unexplained =
                std::max(0.0, double(counters->applicationBytes) / seconds - moved.value(it.key()));
            const double all = claimed.value(it.key());
            if (all > unexplained)
                it->claim *= unexplained / all;
        }
}

ReaderPattern patternOf(const Share &share, double bytes)
{
    if (bytes <= 0)
        return ReaderPattern::Idle;
    if (share.jumped)
        return ReaderPattern::Random;
    const double straight = double(share.moved) / bytes;
    if (straight >= SequentialShare)
        return ReaderPattern::Sequential;
    if (straight <= RandomShare)
        return ReaderPattern::Random;
    return ReaderPattern::Mixed;
}

MountReader readerOf(const ProcessDelta &delta, const Share &share)
{
    const double seconds = delta.seconds;
    MountReader reader;
    reader.pid = delta.process->pid;
    reader.uid = delta.process->uid;
    reader.command = delta.process->command;
    reader.files = share.files;
    reader.direct = share.direct;
    reader.fromMonotonicNs = delta.fromNs;
    reader.toMonotonicNs = delta.toNs;
    const double bytes = std::min(double(delta.chars), double(share.moved) + share.claim);
    const double part = delta.chars > 0 ? bytes / double(delta.chars) : 0;
    reader.readBytesPerSecond = bytes / seconds;
    reader.readCallsPerSecond = double(delta.calls) * part / seconds;
    if (bytes > 0 && delta.calls > 0)
        reader.averageReadBytes = double(delta.chars) / double(delta.calls);
    reader.pattern = patternOf(share, bytes);
    reader.estimate = bytes > 0 && (share.claim > 0 || share.inferred || part < WholeShare);
    return reader;
}

} // namespace

QHash<qint32, MountReaders> ReaderRates::between(const ReaderScan &before, const ReaderScan &after,
                                                 double seconds,
                                                 const QHash<qint32, MountReadDelta> &mounts)
{
    QHash<qint32, MountReaders> result;
    if (seconds <= 0)
        return result;
    QHash<quint32, const ProcessReads *> earlier;
    for (const ProcessReads &process : before.processes)
        earlier.insert(process.pid, &process);
    const ScanPair scans{before, after, seconds};
    QList<ProcessDelta> deltas;
    for (const ProcessReads &process : after.processes) {
        const ProcessReads *previous = earlier.value(process.pid);
        if (previous && previous->startTicks != process.startTicks)
            previous = nullptr; // the pid was reused
        if (auto delta = deltaOf(process, previous, scans))
            deltas.append(std::move(*delta));
    }
    boundClaims(deltas, mounts, seconds);
    QHash<qint32, BufferedEvidence> evidence;
    QHash<qint32, QList<double>> fetched; // per reader per second, in result order
    for (const ProcessDelta &delta : std::as_const(deltas)) {
        for (auto it = delta.mounts.cbegin(); it != delta.mounts.cend(); ++it) {
            MountReaders &mount = result[it.key()];
            mount.mountId = it.key();
            MountReader reader = readerOf(delta, *it);
            const double bytes = reader.readBytesPerSecond * delta.seconds;
            const double part = delta.chars > 0 ? bytes / double(delta.chars) : 0;
            if (!reader.direct && bytes > 0) {
                BufferedEvidence &seen = evidence[it.key()];
                seen.readBytes += delta.bytes;
                seen.read += bytes;
                if (part >= WholeShare)
                    seen.soleReadBytes += delta.bytes;
            }
            fetched[it.key()].append(double(delta.bytes) * part / delta.seconds);
            mount.readBytesPerSecond += reader.readBytesPerSecond;
            mount.readers.append(std::move(reader));
        }
    }
    learnCounting(mounts, evidence);
    for (auto it = result.begin(); it != result.end(); ++it) {
        const QList<double> &perSecond = fetched.value(it.key());
        for (qsizetype i = 0; i < it->readers.size(); ++i)
            if (m_counting == FetchCounting::Counted)
                it->readers[i].fetchedBytesPerSecond = perSecond.value(i);
        std::stable_sort(it->readers.begin(), it->readers.end(), [](const auto &a, const auto &b) {
            return a.readBytesPerSecond != b.readBytesPerSecond
                       ? a.readBytesPerSecond > b.readBytesPerSecond
                       : a.pid < b.pid;
        });
    }
    return result;
}

// Whether read_bytes counts NFS readahead shows where a mount fetched a
// megabyte or more for buffered reads. Counted: the buffered readers that
// read only there have read_bytes of a quarter of it or more. Not counted:
// with every user's processes seen, its buffered readers read at least half
// as much as was fetched and their read_bytes did not grow at all. The
// answer is the kernel's: it stays.
void ReaderRates::learnCounting(const QHash<qint32, MountReadDelta> &mounts,
                                const QHash<qint32, BufferedEvidence> &evidence)
{
    if (m_counting != FetchCounting::Unknown)
        return;
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it) {
        const auto counters = mounts.constFind(it.key());
        if (counters == mounts.cend() || counters->bufferedServerBytes < CountingEvidenceBytes)
            continue;
        const quint64 server = counters->bufferedServerBytes;
        if (it->soleReadBytes >= server / 4) {
            m_counting = FetchCounting::Counted;
            // A fact of the kernel, learnt once: said without the figures of
            // the look it was learnt on, which the selected mount need not be.
            m_countingReason = tr("This kernel counts NFS readahead in read_bytes: the first "
                                  "mount seen fetching for buffered reads had its readers' "
                                  "read_bytes grow with it.");
            return;
        }
        if (it->readBytes == 0 && m_everyUser && it->read >= double(server) / 2) {
            m_counting = FetchCounting::NotCounted;
            m_countingReason = tr("This kernel does not count NFS readahead in read_bytes: the "
                                  "first mount seen fetching for buffered reads had its readers' "
                                  "read_bytes stay still.");
            return;
        }
    }
}

} // namespace nfstuner
