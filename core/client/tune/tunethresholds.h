// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/advicethresholds.h"

#include <QtGlobal>

// Every number the live-workload tuner goes by, in one place. docs/TUNING.md
// gives the reasoning behind each.
namespace nfstuner::tune {

// How often the tuner reads mountstats: often enough that the time in which
// applications read is known closely, and so that the gaps of a workload
// that opens file after file drop out of it; less often where reading
// mountstats takes longer (many mounts), so that it takes at most a
// SampleCostShare-th of the time.
inline constexpr int SampleMs = 25;
inline constexpr int MaxSampleMs = 1000;
inline constexpr int SampleCostShare = 20;

// A trial counts whole passes: from a file on the mount closed to a file
// closed (a pass that speeds up as readahead brings its file into the
// cache measures low on its first seconds and high on its last). It ends
// at a file closed once it has at least this much evidence...
inline constexpr double TrialMinSeconds = 3;
inline constexpr quint64 TrialMinReadOps = 2 * advice::MinReadOps;
inline constexpr quint64 TrialMinBytes = 1 << 20;
// ... and its figure is known to this relative standard error, or when
// one more pass as long as the last would take it past TrialMaxSeconds.
inline constexpr double TrialTargetNoise = 0.04;
inline constexpr double TrialMaxSeconds = 15;
// No file closed this long after the count began: the passes are longer
// than a trial can be, and it ends on what it has.
inline constexpr double TrialLongestSeconds = 2 * TrialMaxSeconds;
// The noise of a figure is that of its one-second pieces, from the
// differences of neighbouring pieces: a steady rise or fall within a pass
// is the pass's shape, not noise.
inline constexpr double ChunkSeconds = 1;
// A relative standard error is never taken for less than this: the pieces
// of a trial are not independent draws.
inline constexpr double NoiseFloor = 0.01;
// Two figures differ when they are further apart than this many standard
// errors of their difference; within it, a decision that hangs on them
// measures again first.
inline constexpr double NoiseZ = 2;
// Measured again at most once: a value has at most this many trials.
inline constexpr int MaxTrialsPerValue = 2;

// No READ for this long: the workload stopped.
inline constexpr double NoReadsSeconds = 5;
// The kernel gives an open file the readahead of its BDI when the file is
// opened, so a change reaches a reader only when it opens a file again. A
// trial counts from the first file on the mount closed after the change
// (the start's from the first closed at all); none closed for this long
// while READs go on: the readers keep their files open, and no value can
// be measured on them.
// (Random reads of a 16 MiB file at 10 ms took 15 to 20 s a file on Linux
// 7.3 in the lab: 12 s stopped one such tune.)
inline constexpr double ReopenWaitSeconds = 30;

// The workload changed when, at one readahead value, its READ size moved by
// more than this factor, or when a larger value made READs smaller by it (a
// smaller value, larger); within a trial, judged once each half has
// ReadSizeMinReadOps READs. A stream turning into random reads moves it
// tenfold and more; one workload moved it twice in the lab: random 4 KiB
// reads of a 16 MiB file at 8 MiB of readahead on Linux 7.3 averaged 12.4
// then 25.9 KiB in the halves of one trial as the file came into the cache
// (and 12.2 then 18.8 KiB on 6.1 at 10 ms, forty READs a second).
inline constexpr double ReadSizeChange = 4;
inline constexpr quint64 ReadSizeMinReadOps = TrialMinReadOps / 2;

// The knee: the smallest value within this fraction of the best measured,
// as the sweep's.
inline constexpr double KneeTolerance = 0.05;
// A raise pays when it gains more than the advisor's measured gain.
inline constexpr double PaidGain = advice::MeasuredGain;
// Where the advisor gives no larger value to try, the next is this many
// times the last (the advisor's own climb).
inline constexpr double StepFactor = advice::ClimbFactor;

// The whole tune, unless the caller says otherwise; it ends this much before
// its time is up, so that a late reading does not take it past.
inline constexpr double EndMarginSeconds = 0.5;
// The whole tune, unless the caller says otherwise.
inline constexpr int DefaultMaxTrials = 8;
inline constexpr double DefaultMaxSeconds = 120;

} // namespace nfstuner::tune
