// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace nfstuner::cli {

// `tune`'s own exit codes, for reads and writes (nfs-tuner-cli(1), README).
enum TuneExit
{
    ExitNoWorkload = 4,
    ExitWorkloadChanged = 5,
    ExitConflict = 6,
    ExitStoppedEarly = 7, // the mount went, or its readers keep their files open
};

// --max-seconds, for reads and writes.
inline constexpr int TuneMinSeconds = 10, TuneMaxSeconds = 3600;

} // namespace nfstuner::cli
