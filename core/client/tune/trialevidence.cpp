// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/trialevidence.h"

#include "base/logging.h"
#include "tune/tunethresholds.h"

#include <cmath>

namespace nfstuner {

QString readPatternName(ReadPattern pattern)
{
    switch (pattern) {
    case ReadPattern::Sequential:
        return QStringLiteral("sequential");
    case ReadPattern::Random:
        return QStringLiteral("random");
    case ReadPattern::Mixed:
        break;
    }
    return QStringLiteral("mixed");
}

ReadPattern readPatternOf(const ReadWindow &window)
{
    if (window.appReadBytes == 0)
        return ReadPattern::Mixed;
    const double overfetch = double(window.wireReadBytes) / double(window.appReadBytes);
    // Much more read than fetched: pages read again from the cache, which
    // tells nothing of the order of the reads.
    if (overfetch < 1 / advice::SequentialOverfetch)
        return ReadPattern::Mixed;
    if (overfetch <= advice::SequentialOverfetch)
        return ReadPattern::Sequential;
    if (overfetch >= advice::OverfetchRatio)
        return ReadPattern::Random;
    return ReadPattern::Mixed;
}

void TrialEvidence::add(const MountRates &interval)
{
    m_total.add(interval);
    m_open.add(interval);
    // (A tenth of a second ten times is a hair short of one.)
    if (m_open.seconds >= tune::ChunkSeconds - 1e-6)
        m_pieces.append(std::exchange(m_open, ReadWindow()));
    m_openPass.add(interval);
    if (interval.fileReleases > 0 && m_openPass.seconds >= tune::ChunkSeconds - 1e-6)
        m_passes.append(std::exchange(m_openPass, ReadWindow()));
}

void TrialEvidence::add(const TrialEvidence &other)
{
    m_total.add(other.m_total);
    m_pieces.append(other.m_pieces);
    // Pieces still open are parts of a second: kept whole. A pass still
    // open is part of one: left out.
    if (other.m_open.seconds > 0)
        m_pieces.append(other.m_open);
    m_passes.append(other.m_passes);
}

std::optional<double> TrialEvidence::figureOf(const ReadWindow &window)
{
    return window.readingBytesPerSecond();
}

std::optional<double> TrialEvidence::bytesPerSecond() const
{
    return figureOf(m_total);
}

std::optional<double> TrialEvidence::averageReadBytes() const
{
    if (m_total.readOps == 0)
        return std::nullopt;
    return double(m_total.wireReadBytes) / double(m_total.readOps);
}

ReadPattern TrialEvidence::pattern() const
{
    return readPatternOf(m_total);
}

QList<ReadWindow> TrialEvidence::usable(const QList<ReadWindow> &pieces)
{
    // A piece with a READ or two says little of a rate; one with none, nothing.
    QList<ReadWindow> kept;
    for (const ReadWindow &piece : pieces) {
        if (piece.readOps >= 2 && figureOf(piece))
            kept.append(piece);
    }
    return kept;
}

double TrialEvidence::noise() const
{
    const QList<ReadWindow> passes = usable(m_passes);
    if (passes.size() >= 3) {
        // The spread of the passes' figures around their mean.
        double sum = 0, squares = 0;
        for (const ReadWindow &pass : passes) {
            const double figure = *figureOf(pass);
            sum += figure;
            squares += figure * figure;
        }
        const double n = double(passes.size());
        const double mean = sum / n;
        const double variance = std::max(0.0, (squares - n * mean * mean) / (n - 1));
        return std::max(tune::NoiseFloor, std::sqrt(variance / n) / mean);
    }
    const QList<ReadWindow> pieces = usablePieces();
    if (pieces.size() < 3)
        return 1;
    // The variance from the differences of neighbouring pieces (von
    // Neumann's): a pass that reads faster as its file comes into the cache
    // rises steadily, which would count as spread around the mean.
    double sum = 0, differences = 0, previous = 0;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        const double figure = *figureOf(pieces[i]);
        sum += figure;
        if (i > 0)
            differences += (figure - previous) * (figure - previous);
        previous = figure;
    }
    const double n = double(pieces.size());
    const double mean = sum / n;
    const double variance = differences / (2 * (n - 1));
    return std::max(tune::NoiseFloor, std::sqrt(variance / n) / mean);
}

bool TrialEvidence::isEnough() const
{
    return m_total.seconds >= tune::TrialMinSeconds && m_total.readOps >= tune::TrialMinReadOps &&
           m_total.appReadBytes >= tune::TrialMinBytes && noise() <= tune::TrialTargetNoise;
}

double TrialEvidence::progress() const
{
    if (isEnough())
        return 1;
    const double share =
        std::min({m_total.seconds / tune::TrialMinSeconds,
                  double(m_total.readOps) / double(tune::TrialMinReadOps),
                  double(m_total.appReadBytes) / double(tune::TrialMinBytes),
                  tune::TrialTargetNoise / std::max(noise(), tune::TrialTargetNoise)});
    return std::min(share, 0.99);
}

bool TrialEvidence::changedWithin() const
{
    const QList<ReadWindow> pieces = usablePieces();
    if (pieces.size() < 4)
        return false;
    ReadWindow first, second;
    for (qsizetype i = 0; i < pieces.size(); ++i)
        (i < pieces.size() / 2 ? first : second).add(pieces[i]);
    if (first.readOps < tune::ReadSizeMinReadOps || second.readOps < tune::ReadSizeMinReadOps)
        return false;
    const double sizeFirst = double(first.wireReadBytes) / double(first.readOps);
    const double sizeSecond = double(second.wireReadBytes) / double(second.readOps);
    if (sizeFirst <= 0 || sizeSecond <= 0)
        return false;
    const bool changed =
        std::max(sizeFirst, sizeSecond) / std::min(sizeFirst, sizeSecond) > tune::ReadSizeChange;
    if (changed)
        qCDebug(lcTuning) << "tune: the halves of" << pieces.size() << "pieces differ: READs of"
                          << sizeFirst << "then" << sizeSecond << "bytes";
    return changed;
}

} // namespace nfstuner
