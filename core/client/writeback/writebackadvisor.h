// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/writewindow.h"
#include "writeback/writebackhistory.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// Every number the write-back advice judges by. docs/ADVICE.md gives the
// reasoning.
namespace writebackadvice {
// Writers wait once write-back in flight reaches the limit and go on when
// it falls below three quarters of it (fs/nfs/write.c,
// NFS_CONGESTION_OFF_THRESH): at or above that, Writeback is "at the limit".
inline constexpr double AtLimitFraction = 0.75;
// The limit throttles when Writeback sat at it in this share of the readings.
inline constexpr double PinnedShare = 0.5;
inline constexpr qsizetype MinReadings = 10;
// A server that keeps up answers an UNSTABLE WRITE from its page cache: on a
// LAN a 1 MiB WRITE takes 1-9 ms on the wire (10 and 1 Gb/s). Beyond this the
// server or the link is the bottleneck, and a higher limit only queues more.
inline constexpr double LowWriteRttMs = 20;
// Fewer WRITEs than this in the window: not enough to judge a mount.
inline constexpr quint64 MinWrites = 32;
// WRITEs are small when they average less than this share of wsize.
inline constexpr double SmallWriteShare = 0.5;
// Many COMMITs: at least one for every this many WRITEs.
inline constexpr double CommitsPerWrite = 0.25;
// What the advice proposes first: the value the seed measured enough at
// (1 GiB brought random writes back from 120 to 180 MB/s), or twice the
// limit above that, never more than a quarter of RAM.
inline constexpr quint64 ProposedKib = 1024 * 1024;
} // namespace writebackadvice

// One mount's recent writes and what it was mounted with.
struct MountWrites
{
    QString mountpoint;
    quint32 wsize = 0;
    bool syncMount = false; // mounted "sync": every write(2) goes out at once
    WriteWindow window;
};

struct WritebackFinding
{
    enum class Kind
    {
        LimitThrottles, // Writeback pinned at the limit, WRITEs quick: raise it
        ServerBound,    // pinned, but WRITEs slow: the server is the bottleneck
        SmallWrites,    // WRITEs well below wsize
        ManyCommits     // a COMMIT every few WRITEs
    };
    Kind kind;
    QString mountpoint; // empty for the whole client
    QString text;
    std::optional<quint64> proposedKib; // LimitThrottles: what to set
};

// Judges the last readings of Writeback against the limit and the mounts'
// writes over the same stretch.
class WritebackAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(WritebackAdvisor)

public:
    static QList<WritebackFinding> advise(const QList<WritebackPoint> &readings,
                                          std::optional<quint64> memTotalKib,
                                          const QList<MountWrites> &mounts);
    // What to raise the limit to from `limitKib`; nullopt when a quarter of
    // RAM allows nothing higher.
    static std::optional<quint64> proposedLimit(quint64 limitKib,
                                                std::optional<quint64> memTotalKib);
    // What to confirm before setting the limit to `kib`: a limit that holds
    // fewer than LimitMinWrites WRITEs of the largest wsize (`wsizeBytes`,
    // 0 without mounts), or that is more than LimitBelowDefault times below
    // the kernel's default here, holds every writer back.
    static QStringList limitWarnings(quint64 kib, std::optional<quint64> defaultKib,
                                     quint64 wsizeBytes);
};

} // namespace nfstuner
