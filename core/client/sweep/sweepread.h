// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "sweep/sweepresult.h"

#include <QCoreApplication>

#include <atomic>

namespace nfstuner {

// One measured read of a sweep: drop the file's cached pages (and check
// that none stayed), read `bytes` from the start in `blockSize` calls,
// timed, with the mount's read counters from mountstats before and after.
// Blocking: a sweep runs it on a thread of its own.
class SweepRead
{
    Q_DECLARE_TR_FUNCTIONS(SweepRead)

public:
    SystemRoot root;
    QString realPath;   // opened
    QString file;       // named in errors
    QString mountpoint; // whose counters to take
    qint64 bytes = 0;
    qint64 blockSize = 0;

    // Stops between two blocks once `cancel` is set (the error says so);
    // `done` counts the bytes read so far, for progress.
    Result<SweepRun> run(const std::atomic<bool> &cancel, std::atomic<qint64> &done) const;

private:
    Result<SweepRun> counters() const;
};

} // namespace nfstuner
