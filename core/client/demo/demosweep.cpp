// SPDX-License-Identifier: GPL-2.0-or-later
#include "demo/demosweep.h"

#include "demo/demotraffic.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QThread>

#include <algorithm>
#include <cmath>

namespace nfstuner {

namespace {

const QString SampleName = QStringLiteral("nfs-tuner-demo.bin");

} // namespace

Result<void> DemoSweep::layOut() const
{
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return table.error();
    for (const NfsMount &mount : table->mounts()) {
        const QString path = m_root.path(sampleFile(mount));
        if (QFileInfo::exists(path))
            continue; // two mounts of one folder
        QFile file(path);
        // Sparse: 64 MiB to name, nothing on disk; the runs never read it.
        if (!QDir().mkpath(QFileInfo(path).path()) || !file.open(QIODevice::WriteOnly) ||
            !file.resize(SampleBytes))
            return Error{Error::Code::IoError,
                         tr("cannot lay out the demo's file %1: %2").arg(path, file.errorString())};
    }
    return {};
}

QString DemoSweep::sampleFile(const NfsMount &mount) const
{
    return QDir::cleanPath(mount.mountpoint + QLatin1Char('/') + SampleName);
}

ReadaheadSweep::RunReader DemoSweep::reader(const SweepTarget &target) const
{
    // rsize unknown: the Linux client's largest, 1 MiB.
    const double rsize = target.mount.rsize ? double(target.mount.rsize) : double(1 << 20);
    return [root = m_root, bdi = target.mount.bdi,
            rsize](const SweepRead &job, const std::atomic<bool> &cancel,
                   std::atomic<qint64> &done) -> Result<SweepRun> {
        done = 0;
        const auto readahead = BdiSysfs(root).readAheadKb(bdi);
        if (!readahead)
            return readahead.error();
        const double rpc =
            DemoTraffic::readSize(*readahead, rsize, double(std::max<qint64>(job.blockSize, 4096)));
        // A few percent apart from run to run, as real runs are.
        const double jitter = 0.97 + 0.06 * QRandomGenerator::global()->generateDouble();
        // What the readahead keeps in flight sets the rate, as in the demo's
        // traffic: its window, at least one READ.
        const double window = std::max(double(*readahead) * 1024, rpc);
        const double seconds = double(job.bytes) / DemoTraffic::readCapacity(window) * jitter;
        QElapsedTimer clock;
        clock.start();
        for (;;) {
            if (cancel)
                return Error{Error::Code::IoError, tr("cancelled")};
            const double elapsed = double(clock.nsecsElapsed()) / 1e9;
            if (elapsed >= seconds)
                break;
            done = qint64(double(job.bytes) * elapsed / seconds);
            QThread::msleep(ulong(std::clamp((seconds - elapsed) * 1000, 1.0, 20.0)));
        }
        done = job.bytes;
        SweepRun run;
        run.bytes = job.bytes;
        run.nanoseconds = qint64(seconds * 1e9);
        run.readOps = quint64(std::ceil(double(job.bytes) / rpc));
        run.serverBytes = quint64(job.bytes);
        return run;
    };
}

} // namespace nfstuner
