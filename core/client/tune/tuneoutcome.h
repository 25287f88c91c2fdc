// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace nfstuner::tune {

// How a live tune ended, for reads (WorkloadTuner) and writes (WriteTuner)
// alike: the window, the CLI's exit status and its JSON "result" read it.
enum class Outcome
{
    Tuned,           // the knee, which measured better than the start
    KeptStart,       // no value did better than the start: it stays
    Stopped,         // by the caller, the mount going, or an error: the start is back
    NoWorkload,      // nothing to measure (too few reads, no writes): the start is back
    WorkloadChanged, // reads only: READ size or pattern changed under the tune
    Refused,         // writes only: nothing changed (another tune, values, other writers)
    Conflict,        // someone else set the value: theirs stays
};

// "tuned", "kept-start", "stopped", "no-workload", "workload-changed",
// "refused", "conflict".
QString outcomeName(Outcome outcome);

} // namespace nfstuner::tune
