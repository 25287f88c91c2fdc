// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/sweepread.h"

#include "base/printable.h"
#include "base/unixfd.h"
#include "stats/mountstats.h"
#include "sweep/pagecache.h"

#include <QElapsedTimer>
#include <QFile>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <memory>

namespace nfstuner {

Result<SweepRun> SweepRead::counters() const
{
    const auto stats = MountStats::read(root);
    if (!stats)
        return stats.error();
    for (const MountCounters &mount : *stats) {
        if (mount.mountpoint == mountpoint) {
            SweepRun totals;
            totals.readOps = mount.read.ops;
            totals.serverBytes = mount.bytes[MountCounters::ServerRead];
            return totals;
        }
    }
    return Error{Error::Code::NotFound,
                 tr("%1 has no counters in mountstats (unmounted?)").arg(printable(mountpoint))};
}

Result<SweepRun> SweepRead::run(const std::atomic<bool> &cancel, std::atomic<qint64> &done) const
{
    done = 0;
    UniqueFd fd(::open(QFile::encodeName(realPath).constData(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid())
        return Error::fromErrno(errno, printable(file));
    if (auto dropped = PageCache::drop(fd.get(), bytes, file); !dropped)
        return dropped.error();
    const auto before = counters();
    if (!before)
        return before.error();

    // Page-aligned, as the kernel copies best into it.
    std::unique_ptr<char, decltype(&std::free)> buffer(
        static_cast<char *>(std::aligned_alloc(4096, size_t((blockSize + 4095) / 4096 * 4096))),
        &std::free);
    QElapsedTimer clock;
    clock.start();
    qint64 total = 0;
    while (total < bytes) {
        if (cancel)
            return Error{Error::Code::IoError, tr("cancelled")};
        const ssize_t got =
            ::read(fd.get(), buffer.get(), size_t(std::min(blockSize, bytes - total)));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return Error::fromErrno(errno, printable(file));
        if (got == 0)
            break; // the file shrank while we read
        total += got;
        done = total;
    }
    const qint64 elapsed = clock.nsecsElapsed();
    const auto after = counters();
    if (!after)
        return after.error();
    SweepRun run;
    run.bytes = total;
    run.nanoseconds = elapsed;
    run.readOps = after->readOps - before->readOps;
    run.serverBytes = after->serverBytes - before->serverBytes;
    return run;
}

} // namespace nfstuner
