// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

// Every number the diagnosis judges by, in one place; docs/ADVICE.md
// ("Why is this mount slow?") gives the reasoning and the lab's figures.
namespace nfstuner::diagnosis {

// Fewer ops than this over the interval (READs, WRITEs, metadata and the
// rest): not busy enough to say anything.
inline constexpr quint64 MinOps = 32;
// Fewer READs than this: what limits reads is not judged.
inline constexpr quint64 MinReadOps = 32;

// The page cache serves the reads: applications read at least this much,
// and the server sent less than this share of it.
inline constexpr double MinCacheBytes = 4.0 * 1024 * 1024;
inline constexpr double CacheServerShare = 0.1;

// Losses: RPCs sent again, as a share of all sent; a share of FullLosses or
// more scores full. A major timeout or a reconnect counts on its own.
inline constexpr double LossShare = 0.005;
inline constexpr double FullLosses = 0.02;

// The client's transport queue: a READ waits this share of its execute
// time before it is sent, or this many requests wait for a slot at each
// send (bklog_u over sends).
inline constexpr double QueueShare = 0.2;
inline constexpr double FullQueueShare = 0.4;
inline constexpr double BacklogPerSend = 0.5;
// ... and that wait is at least this long: a fraction of a millisecond is
// the client's own work, not a queue.
inline constexpr double MinQueueMs = 1.0;

// Metadata: GETATTR, LOOKUP, ACCESS and their kin take this share of the
// ops' time, over at least MinMetadataOps of them.
inline constexpr double MetadataShare = 0.5;
inline constexpr quint64 MinMetadataOps = 64;
// ... and the mount waits on them this much of the time (their execute
// times per second): a GETATTR at each open of a cached file is not it.
inline constexpr double MetadataBusy = 0.2;

// The server: a READ's round trip is this far above the floor (the cheap
// ops' round trip), both as a share of it and in milliseconds.
inline constexpr double ServerShare = 0.5;
inline constexpr double MinServerMs = 2.0;

// The round trip with too little in flight: about one READ at a time
// (the advisor's bound) while READs keep the reader waiting this share of
// the time or more.
inline constexpr double RoundTripInFlight = 1.5;
inline constexpr double BusyShare = 0.5;
// Since the mount the busy share is not known: the round trip scores as
// if the reader kept READs in flight this share of the time.
inline constexpr double UnknownBusyShare = 0.6;

// The application: READs in flight less than this share of the time (it
// thinks between calls), or READs far smaller than the readahead allows.
inline constexpr double IdleBusyShare = 0.4;
inline constexpr double SmallReadShare = 0.5;
inline constexpr double SmallReadScore = 0.6;

// A second verdict scoring this share of the first is said beside it.
inline constexpr double CloseScore = 0.75;

// How often `diagnose` and the window ask the server for the floor
// (statfs(2), an FSSTAT or GETATTR every time, never cached): per second.
inline constexpr int ProbesPerSecond = 4;

} // namespace nfstuner::diagnosis
