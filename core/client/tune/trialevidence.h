// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/readwindow.h"

#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// How the reads move through their files, from what the wire carried
// against what applications read: a stream reads what readahead fetched, a
// random workload leaves much of it unread.
enum class ReadPattern
{
    Sequential, // the wire carried at most advice::SequentialOverfetch times what was read
    Random,     // at least advice::OverfetchRatio times
    Mixed,
};
// "sequential", "random", "mixed": the names scripts see.
QString readPatternName(ReadPattern pattern);

// What one readahead value gave over the sampler intervals counted for it:
// the advisor's window, its figure (what applications read per second in
// which they read), and the same in pieces of about a second, whose spread
// is the figure's noise. Trials of one value pool their evidence.
class TrialEvidence
{
public:
    // One sampler interval counted for the value.
    void add(const MountRates &interval);
    void add(const TrialEvidence &other);

    const ReadWindow &window() const { return m_total; }
    // Application bytes per second in which applications read: what they got
    // while reading, gaps of theirs left out (docs/TUNING.md says why not per
    // second of READs in flight). nullopt without reads.
    std::optional<double> bytesPerSecond() const;
    std::optional<double> averageReadBytes() const;
    ReadPattern pattern() const;
    // The relative standard error of bytesPerSecond(): from its passes where
    // it holds three or more (a pass, from a file closed to a file closed,
    // is the workload's own unit of repetition: within one, reads may speed
    // up as the cache fills), else from its one-second pieces in their
    // order. At least tune::NoiseFloor, 1 while fewer than three pieces
    // tell.
    double noise() const;
    // Enough to end a trial: tune::TrialMin* and TrialTargetNoise.
    bool isEnough() const;
    // How far it is towards isEnough(), 0 to 1: the least of its shares of
    // the minimum seconds, READs and bytes, and of the noise target (the
    // target over the noise). 1 exactly when isEnough(), never before: a
    // bar that shows it never reads 100 % while the trial goes on.
    double progress() const;
    // Its first half against its second, each of tune::ReadSizeMinReadOps
    // READs at least: the READ size moved by more than tune::ReadSizeChange.
    // (Not the pattern: random reads of a file that
    // the readahead brings into the cache look sequential once most of
    // them hit it, seen in the lab on a 16 MiB file.)
    bool changedWithin() const;

private:
    static std::optional<double> figureOf(const ReadWindow &window);
    static QList<ReadWindow> usable(const QList<ReadWindow> &pieces);
    QList<ReadWindow> usablePieces() const { return usable(m_pieces); }

    ReadWindow m_total;
    QList<ReadWindow> m_pieces; // closed at tune::ChunkSeconds, oldest first
    ReadWindow m_open;          // the piece filling
    // Closed at the first file closed once they hold tune::ChunkSeconds:
    // whole passes, or about a second of many short ones.
    QList<ReadWindow> m_passes;
    ReadWindow m_openPass;
};

// The pattern of a window's reads.
ReadPattern readPatternOf(const ReadWindow &window);

} // namespace nfstuner
