// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnosis/diagnosiscounters.h"

#include "diagnosis/diagnosisthresholds.h"
#include "stats/intervalsampling.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <sys/statvfs.h>

namespace nfstuner {

namespace {

Result<QHash<QString, MountCounters>> countersOf(const SystemRoot &root)
{
    const auto counters = MountStats::read(root);
    if (!counters)
        return counters.error();
    QHash<QString, MountCounters> byMountpoint;
    for (const MountCounters &mount : *counters)
        byMountpoint.insert(mount.mountpoint, mount);
    return byMountpoint;
}

// statfs(2) of each mount: an FSSTAT or GETATTR every time, never cached.
void probe(const QStringList &mountpoints)
{
    for (const QString &mountpoint : mountpoints) {
        struct statvfs ignored;
        (void)::statvfs(QFile::encodeName(mountpoint).constData(), &ignored);
    }
}

std::optional<QHash<TcpPeer, TcpSocketCounters>> tcpSockets(QStringList &warnings)
{
    auto sockets = TcpSockets::byPeer();
    if (!sockets) {
        warnings.append(QCoreApplication::translate("DiagnosisCounters",
                                                    "TCP's own resends are not counted: %1")
                            .arg(sockets.error().message));
        return std::nullopt;
    }
    return std::move(sockets).value();
}

} // namespace

Result<DiagnosisCounters> DiagnosisCounters::measure(const SystemRoot &root,
                                                     const QStringList &mountpoints, double seconds)
{
    DiagnosisCounters counters;
    if (root.isRealSystem())
        counters.tcpBefore = tcpSockets(counters.warnings);
    // The floor at ProbesPerSecond: enough cheap ops for their mean, few
    // enough that a machine of many mounts does not load its servers.
    QElapsedTimer sinceProbe;
    auto interval = sampleInterval(root, seconds, [&] {
        if (!root.isRealSystem() ||
            (sinceProbe.isValid() && sinceProbe.elapsed() < 1000 / diagnosis::ProbesPerSecond))
            return;
        sinceProbe.start();
        probe(mountpoints);
    });
    if (!interval)
        return interval.error();
    if (counters.tcpBefore)
        counters.tcpAfter = tcpSockets(counters.warnings);
    counters.before = interval->first;
    counters.after = interval->last;
    counters.windows = interval->windows;
    counters.seconds = interval->seconds;
    return counters;
}

Result<DiagnosisCounters> DiagnosisCounters::captured(const SystemRoot &root, const QString &then)
{
    DiagnosisCounters counters;
    auto first = countersOf(root);
    if (!first)
        return first.error();
    if (then.isEmpty()) {
        counters.after = std::move(first).value();
        counters.sinceMount = true;
        return counters;
    }
    auto second = countersOf(SystemRoot(then));
    if (!second)
        return second.error();
    counters.before = std::move(first).value();
    counters.after = std::move(second).value();
    return counters;
}

std::optional<MountDiagnoser::Input>
DiagnosisCounters::inputFor(const NfsMount &mount, const DiagnosisInputs &inputs,
                            const NfsMountTable &table, std::optional<quint32> readAheadKib) const
{
    const auto last = after.constFind(mount.mountpoint);
    if (last == after.cend())
        return std::nullopt;
    MountDiagnoser::Input input = inputs.inputFor(mount, table, readAheadKib);
    input.before = before.value(mount.mountpoint);
    input.after = *last;
    input.seconds =
        seconds > 0
            ? seconds
            : double(last->ageSeconds - std::min(last->ageSeconds, input.before.ageSeconds));
    if (const auto window = windows.constFind(mount.mountpoint); window != windows.cend())
        input.window = *window;
    // What TCP sent and resent to the mount's server between the readings.
    if (const auto server = DiagnosisInputs::serverPeer(mount); server && tcpBefore && tcpAfter) {
        const TcpSocketCounters a = tcpBefore->value(*server), b = tcpAfter->value(*server);
        // A connection closed in between: nothing to tell.
        if (b.dataSegmentsOut >= a.dataSegmentsOut &&
            b.retransmittedSegments >= a.retransmittedSegments)
            input.tcp = TcpSocketCounters{b.retransmittedSegments - a.retransmittedSegments,
                                          b.dataSegmentsOut - a.dataSegmentsOut};
    }
    return input;
}

} // namespace nfstuner
