// SPDX-License-Identifier: GPL-2.0-or-later
#include "readers/readermonitor.h"

#include "base/printable.h"
#include "mounts/nfsmounttable.h"
#include "stats/mountstats.h"

#include <QFile>

namespace nfstuner {

ReaderMonitor::ReaderMonitor(SystemRoot root, std::unique_ptr<ReaderSource> source, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
    , m_source(std::move(source))
    , m_users(m_root)
{
    m_rates.setSeesEveryUser(m_source->seesEveryUser());
}

ReaderMonitor::~ReaderMonitor() = default;

void ReaderMonitor::setMountpoints(const QStringList &mountpoints)
{
    if (mountpoints == m_mountpoints)
        return;
    m_mountpoints = mountpoints;
    reset();
}

void ReaderMonitor::reset()
{
    ++m_generation;
    m_busy = false;
    m_last.reset();
    m_latest.clear();
}

void ReaderMonitor::sample()
{
    if (m_busy)
        return;
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return emit failed(table.error());
    QList<NfsMount> mounts;
    for (const QString &mountpoint : std::as_const(m_mountpoints)) {
        const NfsMount *mount = table->findByMountpoint(mountpoint);
        if (!mount)
            return emit failed(Error{Error::Code::NotNfs,
                                     tr("%1 is not an NFS mount.").arg(printable(mountpoint))});
        mounts.append(*mount);
    }
    if (m_mountpoints.isEmpty())
        mounts = table->mounts();
    startScan(mounts);
}

void ReaderMonitor::startScan(const QList<NfsMount> &mounts)
{
    QList<WatchedMount> watched;
    for (const NfsMount &mount : mounts)
        watched.append({mount.mountId, QFile::encodeName(mount.mountpoint), mount.bdi});
    m_busy = true;
    m_source->scan(watched, this,
                   [this, generation = m_generation, mounts](Result<ReaderScan> scan) {
                       if (generation == m_generation)
                           scanned(std::move(scan), mounts);
                   });
}

namespace {

MountReadDelta countersDelta(const std::array<quint64, 8> &before,
                             const std::array<quint64, 8> &after, quint64 beforeNs, quint64 afterNs)
{
    const auto grew = [&](MountCounters::Bytes which) {
        return after[which] >= before[which] ? after[which] - before[which] : 0;
    };
    MountReadDelta delta;
    delta.applicationBytes = grew(MountCounters::NormalRead) + grew(MountCounters::DirectRead);
    const quint64 server = grew(MountCounters::ServerRead);
    const quint64 direct = grew(MountCounters::DirectRead);
    delta.bufferedServerBytes = server > direct ? server - direct : 0;
    if (beforeNs > 0 && afterNs > beforeNs)
        delta.seconds = double(afterNs - beforeNs) / 1e9;
    return delta;
}

} // namespace

void ReaderMonitor::scanned(Result<ReaderScan> scan, const QList<NfsMount> &mounts)
{
    m_busy = false;
    if (!scan)
        return emit failed(scan.error());
    Taken now{std::move(*scan), {}};
    // The mounts' own counters, read right after the scan: they bound the
    // share of reads the positions do not show.
    if (const auto counters = MountStats::read(m_root)) {
        QHash<QString, const MountCounters *> byMountpoint;
        for (const MountCounters &counter : *counters)
            byMountpoint.insert(counter.mountpoint, &counter);
        for (const NfsMount &mount : mounts)
            if (const MountCounters *counter = byMountpoint.value(mount.mountpoint))
                now.counters.insert(mount.mountId, counter->bytes);
        now.countersNs = ReaderScanner::monotonicNs();
    }
    if (m_last && now.scan.monotonicNs > m_last->scan.monotonicNs) {
        const double seconds = double(now.scan.monotonicNs - m_last->scan.monotonicNs) / 1e9;
        QHash<qint32, MountReadDelta> deltas;
        for (auto it = now.counters.cbegin(); it != now.counters.cend(); ++it)
            if (const auto before = m_last->counters.constFind(it.key());
                before != m_last->counters.cend())
                deltas.insert(it.key(),
                              countersDelta(*before, *it, m_last->countersNs, now.countersNs));
        const QHash<qint32, MountReaders> readers =
            m_rates.between(m_last->scan, now.scan, seconds, deltas);
        m_latest.clear();
        for (const NfsMount &mount : mounts) {
            MountReaders these = readers.value(mount.mountId);
            these.mountId = mount.mountId;
            m_latest.append({mount.mountpoint, mount.bdi, these, seconds, m_last->scan.monotonicNs,
                             now.scan.monotonicNs});
        }
        m_truncated = now.scan.truncated || m_last->scan.truncated;
        m_last = std::move(now);
        emit updated();
        return;
    }
    m_last = std::move(now);
}

} // namespace nfstuner
