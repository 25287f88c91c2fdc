// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>

#include <optional>

namespace nfstuner {

// One open file of a process on a watched mount, as /proc/PID/fdinfo/FD
// and the link /proc/PID/fd/FD give it.
struct OpenMountFile
{
    qint32 fd = -1;
    qint32 mountId = 0;   // fdinfo's mnt_id: the mount it was opened through
    quint64 position = 0; // fdinfo's pos: read() moves it, pread() does not
    quint32 flags = 0;    // fdinfo's flags (O_DIRECT among them)
    QByteArray path;      // the link's target, raw bytes (any name a file may have)

    bool isDirect() const;
    friend bool operator==(const OpenMountFile &, const OpenMountFile &) = default;
};

// The read counters of one process with files open on a watched mount.
struct ProcessReads
{
    quint32 pid = 0;
    // Field 22 of /proc/PID/stat, in clock ticks since boot: with the pid,
    // names one process, never a later one that got the same pid.
    quint64 startTicks = 0;
    quint32 uid = 0;    // the real uid (status "Uid:")
    QByteArray command; // /proc/PID/comm, raw bytes
    // /proc/PID/io: rchar, syscr and read_bytes, of the whole process (every
    // file system, pipes and sockets). Absent when the kernel refused it.
    bool ioKnown = false;
    quint64 readChars = 0;
    quint64 readCalls = 0;
    quint64 readBytes = 0;
    // CLOCK_MONOTONIC when io was read: the rates between two scans are over
    // the time between the process's own readings, not the scans' starts
    // (a scan of many processes, or a busy machine, reads some of them late).
    quint64 ioMonotonicNs = 0;
    QList<OpenMountFile> files;

    friend bool operator==(const ProcessReads &, const ProcessReads &) = default;
};

struct ReaderScan
{
    QList<ProcessReads> processes;
    // When it was taken, in clock ticks since boot (/proc/uptime): a process
    // started later than this was not there for this scan.
    quint64 uptimeTicks = 0;
    quint64 monotonicNs = 0; // CLOCK_MONOTONIC when it began: intervals between scans
    // The watched mounts' labels (the files' mountId) and mountpoints: how
    // a caller of the helper, whose mount ids differ, knows which is which.
    QHash<qint32, QByteArray> mountpoints;
    bool truncated = false; // a limit stopped it: more processes or files exist

    friend bool operator==(const ReaderScan &, const ReaderScan &) = default;
};

// A mount to look for: its mountpoint and device (as mountinfo shows them),
// and the number files on it are reported with (the caller's mount id).
struct WatchedMount
{
    qint32 label = 0;
    QByteArray mountpoint; // raw bytes, as links show paths
    BdiId device;
    friend bool operator==(const WatchedMount &, const WatchedMount &) = default;
};

// Finds the processes with files open on given mounts, under /proc of a
// system root. Runs as root in the helper (for every user's processes) and
// as the user in the client (the kernel then shows only their own). Reads
// only: links, fdinfo, stat, status, comm and io; a process that exits, or
// an fd closed and reused, while it is read is left out, never attributed
// to the wrong file or process.
class ReaderScanner
{
public:
    // Bounds on one answer (the helper's reply); a scan that reaches one is
    // marked truncated. The reply must fit in a D-Bus message: the bus
    // drops a connection that sends more than its limit (32 MiB by
    // default), and the helper would lose every caller with it. One user's
    // process with thousands of deep paths keeps its first files; the others
    // are still listed.
    static constexpr qsizetype MaxProcesses = 4096;
    static constexpr qsizetype MaxFiles = 65536;
    static constexpr qsizetype MaxFilesPerProcess = 1024;
    static constexpr qsizetype MaxReplyBytes = 16 * 1024 * 1024; // half the bus's limit
    struct Limits
    {
        qsizetype processes = MaxProcesses;
        qsizetype files = MaxFiles;
        qsizetype filesPerProcess = MaxFilesPerProcess;
        qsizetype bytes = MaxReplyBytes;
    };
    // At least what a process takes in the reply's marshalled form
    // (a(utuaybtttta(iituay))): its fields with their alignment, its command,
    // and each file's fields and path. What Limits::bytes counts.
    static qsizetype replyBytes(const ProcessReads &process);

    // A process in another mount namespace than the scanner (the helper
    // runs in its unit's own, where every mount has another id) names its
    // mounts by ids of its namespace: its /proc/PID/mountinfo, read once
    // per namespace, maps them to the watched mounts by mountpoint and
    // device. Where /proc/PID/ns/mnt cannot be read (a folder root), the ids
    // are taken as the labels.
    ReaderScanner(SystemRoot root, QList<WatchedMount> mounts);

    // onlyUid: leave out other users' processes (the client without the
    // helper: the kernel hides their files anyway; a folder root does not).
    // Not thread-safe: one scan at a time per scanner.
    ReaderScan scan(std::optional<quint32> onlyUid, Limits limits);
    ReaderScan scan(std::optional<quint32> onlyUid = std::nullopt)
    {
        return scan(onlyUid, Limits{});
    }
    const QList<WatchedMount> &mounts() const { return m_watched; }

    // Every this many scans, every process is read afresh; in between, one
    // that read nothing and opened or closed nothing since the last scan
    // (the same rchar, the same names in /proc/PID/fd) keeps what it had:
    // a scan of thousands of processes then reads a few files of each, not
    // a link per descriptor (scripts/bench.sh).
    static constexpr quint64 FullScanEvery = 30;

    // Clock ticks per second, as /proc/PID/stat counts them.
    static quint64 ticksPerSecond();
    // CLOCK_MONOTONIC in ns: the clock scans and their processes are timed on.
    static quint64 monotonicNs();

private:
    struct Cached
    {
        ProcessReads reads; // files empty: none on the watched mounts
        QByteArray fdNames;
    };
    bool underWatchedMountpoint(QByteArrayView target) const;
    // mnt_id of a process's namespace -> label; nullptr: ids are labels.
    const QHash<qint32, qint32> *labelsFor(int pidDir);
    bool scanFiles(int pidDir, ProcessReads &process, qsizetype room, QByteArray *names,
                   const QHash<qint32, qint32> *labels) const;
    std::optional<ProcessReads> reuse(int pidDir, quint32 pid, quint64 startTicks, bool fresh);
    std::optional<ProcessReads> read(int pidDir, quint32 pid, quint64 startTicks, qsizetype room,
                                     bool &complete, QHash<quint32, Cached> &seen);

    SystemRoot m_root;
    QList<WatchedMount> m_watched;
    QHash<qint32, QByteArray> m_mounts;                    // label -> mountpoint
    QHash<QByteArray, QHash<qint32, qint32>> m_namespaces; // "mnt:[N]" -> its ids' labels
    QSet<QByteArray> m_mountpoints;                        // the same paths, for prefix checks
    QHash<quint32, Cached> m_cache;                        // by pid, from the last scan
    quint64 m_passes = 0;
};

} // namespace nfstuner
