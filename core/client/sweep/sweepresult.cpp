// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/sweepresult.h"

#include <algorithm>

namespace nfstuner {

double SweepRun::megabytesPerSecond() const
{
    return nanoseconds > 0 ? double(bytes) * 1e3 / double(nanoseconds) : 0.0;
}

namespace {
template<typename Field>
double medianOf(const QList<SweepRun> &runs, Field field)
{
    QList<double> values;
    values.reserve(runs.size());
    for (const SweepRun &run : runs)
        values.append(field(run));
    return median(std::move(values));
}
} // namespace

double SweepPoint::medianMegabytesPerSecond() const
{
    return medianOf(runs, [](const SweepRun &run) { return run.megabytesPerSecond(); });
}

double SweepPoint::medianSeconds() const
{
    return medianOf(runs, [](const SweepRun &run) { return double(run.nanoseconds) / 1e9; });
}

double SweepPoint::medianReadOps() const
{
    return medianOf(runs, [](const SweepRun &run) { return double(run.readOps); });
}

double SweepPoint::medianServerBytes() const
{
    return medianOf(runs, [](const SweepRun &run) { return double(run.serverBytes); });
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

std::optional<qsizetype> sweepBest(const QList<SweepPoint> &points)
{
    std::optional<qsizetype> best;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const double rate = points[i].medianMegabytesPerSecond();
        const double bestRate = best ? points[*best].medianMegabytesPerSecond() : -1;
        if (rate > bestRate ||
            (rate == bestRate && points[i].requestedKib < points[*best].requestedKib))
            best = i;
    }
    return best;
}

std::optional<qsizetype> sweepKnee(const QList<SweepPoint> &points, double tolerance)
{
    if (points.isEmpty())
        return std::nullopt;
    double best = 0;
    for (const SweepPoint &point : points)
        best = std::max(best, point.medianMegabytesPerSecond());
    std::optional<qsizetype> knee;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (points[i].medianMegabytesPerSecond() >= best * (1 - tolerance) &&
            (!knee || points[i].requestedKib < points[*knee].requestedKib))
            knee = i;
    }
    return knee;
}

} // namespace nfstuner
