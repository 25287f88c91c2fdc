// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/writebackadvisor.h"

#include "base/units.h"

#include <QLocale>

#include <algorithm>

namespace nfstuner {

namespace {

using namespace writebackadvice;

QString kib(quint64 value)
{
    return units::bytes(value * 1024, QLocale());
}

// The share of readings at the limit, over those with a known limit.
std::optional<double> pinnedShare(const QList<WritebackPoint> &readings)
{
    qsizetype known = 0, pinned = 0;
    for (const WritebackPoint &reading : readings) {
        if (reading.limitKib == 0)
            continue;
        ++known;
        if (double(reading.writebackKib) >= AtLimitFraction * double(reading.limitKib))
            ++pinned;
    }
    if (known < MinReadings)
        return std::nullopt;
    return double(pinned) / double(known);
}

void judgeMount(const MountWrites &mount, QList<WritebackFinding> &findings)
{
    const WriteWindow &window = mount.window;
    if (window.writeOps < MinWrites)
        return;
    const double average = window.averageWriteBytes().value_or(0);
    if (mount.wsize > 0 && average < SmallWriteShare * double(mount.wsize)) {
        const QString size = units::size(average, QLocale());
        const QString wsize = units::bytes(mount.wsize, QLocale());
        QString text =
            mount.syncMount
                ? WritebackAdvisor::tr("WRITEs carry %1 on average, wsize is %2: the mount is "
                                       "\"sync\", so every write(2) goes to the server at once, "
                                       "in the size the application wrote.")
                : WritebackAdvisor::tr(
                      "WRITEs carry %1 on average, wsize is %2. The client sends what is dirty "
                      "and contiguous when it flushes: applications that write small pieces "
                      "and flush each (O_SYNC or O_DSYNC, fsync(2) after each write), or write "
                      "at scattered offsets, make small WRITEs. A larger wsize would not help; "
                      "larger or unsynchronised writes would.");
        findings.append({WritebackFinding::Kind::SmallWrites, mount.mountpoint,
                         text.arg(size, wsize), std::nullopt});
    }
    if (double(window.commitOps) >= CommitsPerWrite * double(window.writeOps)) {
        findings.append(
            {WritebackFinding::Kind::ManyCommits, mount.mountpoint,
             WritebackAdvisor::tr("%1 COMMITs for %2 WRITEs: the client asks the server to "
                                  "make the data durable every few WRITEs. fsync(2), and "
                                  "close(2) (NFS flushes and commits what a file wrote when it "
                                  "is closed), after little data each cause this; every COMMIT "
                                  "waits for the server's disk.")
                 .arg(window.commitOps)
                 .arg(window.writeOps),
             std::nullopt});
    }
}

} // namespace

std::optional<quint64> WritebackAdvisor::proposedLimit(quint64 limitKib,
                                                       std::optional<quint64> memTotalKib)
{
    quint64 proposal = std::max<quint64>(ProposedKib, 2 * limitKib);
    if (memTotalKib)
        proposal = std::min<quint64>(proposal, *memTotalKib / 4);
    if (proposal <= limitKib)
        return std::nullopt;
    return proposal;
}

QStringList WritebackAdvisor::limitWarnings(quint64 kib, std::optional<quint64> defaultKib,
                                            quint64 wsizeBytes)
{
    // Four WRITEs in flight is already a trickle for one writer; the
    // kernel's default is sized for the memory (16 x sqrt(pages)).
    constexpr quint64 LimitMinWrites = 4;
    constexpr quint64 LimitBelowDefault = 16;
    QStringList warnings;
    if (wsizeBytes > 0 && kib * 1024 < LimitMinWrites * wsizeBytes)
        warnings.append(tr("%1 holds fewer than %2 WRITEs of %3 (the largest wsize here): "
                           "every writer on every NFS mount waits after a WRITE or two, and "
                           "writes crawl.")
                            .arg(units::kib(kib))
                            .arg(LimitMinWrites)
                            .arg(units::bytes(wsizeBytes)));
    else if (defaultKib && kib * LimitBelowDefault < *defaultKib)
        warnings.append(tr("%1 is %2 times below the kernel's default here (%3): every writer "
                           "on every NFS mount waits once that much is in flight.")
                            .arg(units::kib(kib))
                            .arg(*defaultKib / std::max<quint64>(kib, 1))
                            .arg(units::kib(*defaultKib)));
    return warnings;
}

QList<WritebackFinding> WritebackAdvisor::advise(const QList<WritebackPoint> &readings,
                                                 std::optional<quint64> memTotalKib,
                                                 const QList<MountWrites> &mounts)
{
    QList<WritebackFinding> findings;
    // Writeback counts local disks too: only NFS mounts that wrote in the
    // same stretch can have been held back by the NFS limit.
    quint64 writes = 0;
    double rttMs = 0;
    for (const MountWrites &mount : mounts) {
        if (mount.window.writeOps >= MinWrites) {
            writes += mount.window.writeOps;
            rttMs += mount.window.rttMs;
        }
    }
    const auto share = pinnedShare(readings);
    if (share && *share >= PinnedShare && writes > 0 && !readings.isEmpty()) {
        const quint64 limit = readings.constLast().limitKib;
        const double averageRtt = rttMs / double(writes);
        const QString rtt = QLocale().toString(averageRtt, 'f', 1);
        const QString percent = QLocale().toString(*share * 100, 'f', 0);
        if (averageRtt <= LowWriteRttMs) {
            const auto proposal = proposedLimit(limit, memTotalKib);
            QString text = tr("Write-back in flight sat at the limit (%1) in %2 % of the last "
                              "readings while WRITEs took %3 ms: the server keeps up and the "
                              "limit holds writers back.")
                               .arg(kib(limit), percent, rtt);
            text += QLatin1Char(' ') +
                    (proposal ? tr("Raise fs.nfs.nfs_congestion_kb to %1: a server with fast "
                                   "disks needs more data in flight to keep them busy (at 256 "
                                   "MiB random writes fell from 180 to 120 MB/s; 1 GiB brought "
                                   "180 back).")
                                    .arg(kib(*proposal))
                              : tr("It already allows a quarter of this machine's memory; "
                                   "more would compete with the page cache."));
            findings.append({WritebackFinding::Kind::LimitThrottles, QString(), text, proposal});
        } else {
            findings.append({WritebackFinding::Kind::ServerBound, QString(),
                             tr("Write-back in flight sat at the limit (%1) in %2 % of the last "
                                "readings, but WRITEs took %3 ms: the server or the link is the "
                                "bottleneck. A higher limit would only queue more.")
                                 .arg(kib(limit), percent, rtt),
                             std::nullopt});
        }
    }
    for (const MountWrites &mount : mounts)
        judgeMount(mount, findings);
    return findings;
}

} // namespace nfstuner
