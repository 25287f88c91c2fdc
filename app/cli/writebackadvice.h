// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "writeback/writebackadvisor.h"

#include <QJsonObject>

namespace nfstuner::cli {

// `writeback --advise SECONDS`: the write-back advice the window's
// Write-back page gives, judged on an interval measured now: Writeback and
// the limit read with every sample, each NFS mount's WRITEs and COMMITs
// over the interval.
struct WritebackAdvice
{
    double seconds = 0;
    QList<MountWrites> writing; // one per BDI that wrote
    QList<WritebackFinding> findings;

    static Result<WritebackAdvice> measure(const SystemRoot &root, double seconds);
    QJsonObject toJson() const;
    void print() const;
};

} // namespace nfstuner::cli
