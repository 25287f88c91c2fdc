// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"

#include <QCoreApplication>

namespace nfstuner {

// Whether a system root has what a live measurement needs. The real system
// always has; a folder root (a capture, the tests' simulations, the demo)
// has reads only while something writes its counters, and processes only
// where its /proc holds them: a capture has neither, which is said at once
// instead of after a wait that ends in "nothing read".
class LiveRoot
{
    Q_DECLARE_TR_FUNCTIONS(LiveRoot)

public:
    // A folder root's mountstats is rewritten as its reads go on (the
    // demo's every quarter second): one unchanged for this long is a capture.
    static constexpr int StillSeconds = 5;

    // An error for a folder root whose mountstats has not changed for
    // StillSeconds: no reads happen there.
    static Result<void> readsHappen(const SystemRoot &root);
    // An error for a folder root whose /proc holds no process.
    static Result<void> hasProcesses(const SystemRoot &root);
};

} // namespace nfstuner
