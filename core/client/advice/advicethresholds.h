// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheaddefaults.h"

#include <QtGlobal>

// Every number the readahead advisor judges by, in one place. docs/ADVICE.md
// gives the reasoning and the measurements behind each.
namespace nfstuner::advice {

// The app judges each mount on its reads of about the last minute.
inline constexpr double RecentWindowSeconds = 60;

// Fewer read RPCs than this in the window: not enough data, no verdict.
inline constexpr quint64 MinReadOps = 32;

// After a change of readahead the window restarts; until it holds this
// many seconds of reads at the new value, the advice waits instead of
// judging a second or two (a raise to 4 MiB one second after applying the
// advised 1 MiB, issue 61).
inline constexpr double MinSecondsAfterChange = 10;

// A raise the advice gave stays its advice while the bandwidth-delay target
// moves within this factor of it: a rate that rises and falls with the
// workload's waves does not make the advice drift (raise to 4 MiB, then 8
// MiB, at the same readahead and load, issue 61).
inline constexpr double SteadyTargetFactor = 2.0;

// The readahead range the advisor recommends in: not below the kernel's
// default of 128 KiB (VM_READAHEAD_PAGES), not above the pre-5.4 NFS default
// of 15 x rsize.
inline constexpr quint32 FloorKib = 128;
inline constexpr quint32 CeilingRsizeMultiple = ReadaheadDefaults::ClassicRsizeMultiple;

// READs "average the readahead size" when within this fraction of it.
inline constexpr double SameSizeTolerance = 0.15;

// READs are full when they average at least this fraction of the smaller
// of readahead and rsize.
inline constexpr double FullReadFraction = 0.85;

// About one READ at a time while busy: readahead keeps too little in flight.
inline constexpr double BoundReadsInFlight = 1.5;

// Over-fetch: the wire carried this many times what applications read, and
// at least OverfetchMinRsizes x rsize more, so that a few READs ahead at the
// edge of the window never count.
inline constexpr double OverfetchRatio = 1.5;
inline constexpr quint64 OverfetchMinRsizes = 4;
// A stream reads what it fetched: at most this much over-fetch still counts
// as sequential for the in-flight rule.
inline constexpr double SequentialOverfetch = 1.2;

// While readahead holds a stream back, the rate measured understates what
// the server and link can do: plan this many times the bandwidth-delay
// product at the measured rate, then measure again.
inline constexpr double Headroom = 4.0;

// A raise "pays" when the rate measured at the new value beats the value
// before by more than this; within it, advice keeps what is set.
inline constexpr double MeasuredGain = 0.05;
// A value measured this much better than the current one is worth going
// back to: twice the gain a raise needs, since moving back on the noise of
// one window would swing between two values (seen in the lab, where reads
// of one value vary by 10 % and more under emulation).
inline constexpr double GoBackGain = 2 * MeasuredGain;
// ... and only once the value set now was measured over this many windows:
// one window is not enough to leave a value for one remembered from earlier
// (in the lab on Linux 7.3, a first window at 15 MiB 6 % below the 2 MiB
// before sent the advice back down, and a loaded host's next window at
// 2 MiB sent it on to 128 KiB, a value the ladder of that boot had 26 %
// below; docs/ADVICE.md).
inline constexpr int WindowsBeforeGoingBack = 2;

// After a raise that paid, the next raise multiplies the value by this:
// few steps to the plateau, each a window of measuring. In the lab under
// 2 ms one way, 128 KiB -> 1 MiB -> 8 MiB reached the plateau in two applies
// on Linux 6.1 and 6.12, where 1 MiB -> 4 MiB fell short of it on 6.12; no
// ladder there had 8 MiB more than 10 % below 4 MiB (docs/RESULTS.md).
inline constexpr double ClimbFactor = 8.0;

// When applications read at least rsize per call, the kernel reads each
// call's range at once (up to the BDI's io_pages, rsize on NFS) whatever the
// readahead, and a larger readahead only adds the window fetched ahead of
// the reader: the advisor raises to at most this many times rsize at once.
inline constexpr quint32 LargeReadsRsizeMultiple = 2;

// The Readers page's split of a mount's reads: readers of this share or
// more are named in the reasons (at most MainReadersNamed of them), and
// when random readers make RandomReadersShare of the bytes or more, a raise
// becomes keep: readahead fetches what a random reader does not read.
inline constexpr double NamedReaderShare = 0.1;
inline constexpr int MainReadersNamed = 3;
inline constexpr double RandomReadersShare = 0.5;

} // namespace nfstuner::advice
