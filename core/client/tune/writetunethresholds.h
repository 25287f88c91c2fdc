// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tune/tunethresholds.h"

// Every number the write tuner goes by, in one place; docs/TUNING.md gives
// the reasoning. The knee, the paid gain and the noise test are the read
// tune's (tunethresholds.h).
namespace nfstuner::tune::write {

// One reading a second: a trial's figure is the mean of its one-second
// pieces, its noise their standard error.
inline constexpr int SampleMs = 1000;
// Before anything is changed, this long tells whether anything writes to
// the mount, and what the other mounts write; where nothing was written
// yet, it waits up to ProbeMaxSeconds for a write (a workload between
// passes: the lab's small files paused 3 s to delete the last pass's at
// 10 ms).
inline constexpr double ProbeSeconds = 2;
inline constexpr double ProbeMaxSeconds = 6;
// A new limit takes effect on what is sent next; the write-back under way
// when it changed is the old limit's: not counted.
inline constexpr double SettleSeconds = 2;
// Counted per trial: enough one-second pieces for a noise figure, short
// enough that eight trials fit the default time.
inline constexpr double CountSeconds = 8;
// No WRITE sent and nothing written for this long: the workload stopped
// (longer than ProbeMaxSeconds: a pause between passes is not an end).
inline constexpr double NoWritesSeconds = 8;
// Below this the mount is not written to (a log line now and then).
inline constexpr double MinWriteBytesPerSecond = 64 * 1024;
// Another mount sending this much is hurt by a trial value (the limit is
// the client's): the tune does not start unless asked.
inline constexpr double OtherWriterBytesPerSecond = 1e6;
// The values tried by default: the start doubled this many times. The
// kernel's default is 16 x sqrt(pages) pages, at most 256 MiB; the report
// behind the issue gained at four times that (1 GiB).
inline constexpr int Doublings = 4;
inline constexpr double DefaultMaxSeconds = 180;

} // namespace nfstuner::tune::write
