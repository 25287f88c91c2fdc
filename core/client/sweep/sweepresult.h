// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>

#include <optional>

namespace nfstuner {

// One timed sequential read from a cold page cache, and what the mount's
// counters in mountstats moved by over it.
struct SweepRun
{
    qint64 bytes = 0;        // read by the program
    qint64 nanoseconds = 0;  // wall time of the reading
    quint64 readOps = 0;     // READ + READ_PLUS RPCs of the mount
    quint64 serverBytes = 0; // read payload from the server ("server read")

    double megabytesPerSecond() const;
};

// Every run at one readahead value.
struct SweepPoint
{
    quint32 requestedKib = 0;
    quint32 readAheadKib = 0; // as the kernel read it back (whole pages)
    QList<SweepRun> runs;

    // Medians over the runs (the mean of the middle two for an even count).
    double medianMegabytesPerSecond() const;
    double medianSeconds() const;
    double medianReadOps() const;
    double medianServerBytes() const;
};

double median(QList<double> values);

// The knee: the index of the smallest value whose median throughput is
// within `tolerance` (5 %) of the best median. nullopt without points.
// The index of the value with the best median throughput (the smaller value
// on a tie). nullopt without points.
std::optional<qsizetype> sweepBest(const QList<SweepPoint> &points);

std::optional<qsizetype> sweepKnee(const QList<SweepPoint> &points, double tolerance = 0.05);

} // namespace nfstuner
