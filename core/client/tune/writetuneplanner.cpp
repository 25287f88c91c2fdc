// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/writetuneplanner.h"

#include "base/units.h"
#include "tune/writetunethresholds.h"
#include "writeback/writebackstate.h"

#include <cmath>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;
using namespace tune;

double WriteTunePlanner::Measured::bytesPerSecond() const
{
    if (pieces.isEmpty())
        return 0;
    double sum = 0;
    for (double piece : pieces)
        sum += piece;
    return sum / double(pieces.size());
}

// From the differences of neighbouring pieces, as the read tune's: a steady
// rise or fall (the page cache filling) is the workload's shape, not noise.
double WriteTunePlanner::Measured::noise() const
{
    const double mean = bytesPerSecond();
    if (pieces.size() < 2 || mean <= 0)
        return 1;
    double squares = 0;
    for (qsizetype i = 1; i < pieces.size(); ++i)
        squares += (pieces[i] - pieces[i - 1]) * (pieces[i] - pieces[i - 1]);
    const double deviation = std::sqrt(squares / (2.0 * double(pieces.size() - 1)));
    return std::max(NoiseFloor, deviation / mean / std::sqrt(double(pieces.size())));
}

QList<quint64> WriteTunePlanner::defaultCandidates(quint64 startKib)
{
    QList<quint64> values;
    quint64 value = startKib;
    for (int i = 0; i < write::Doublings && value <= NfsCongestion::MaxKib / 2; ++i) {
        value *= 2;
        values.append(value);
    }
    return values;
}

WriteTunePlanner::WriteTunePlanner(Setup setup)
    : m_setup(std::move(setup))
{}

void WriteTunePlanner::add(quint64 kib, const QList<double> &pieces)
{
    Measured &measured = m_measured[kib];
    measured.kib = kib;
    measured.pieces += pieces;
    ++measured.trials;
    ++m_trials;
}

std::optional<WriteTunePlanner::Step> WriteTunePlanner::next()
{
    if (m_trials >= m_setup.maxTrials)
        return std::nullopt;
    if (m_measured.isEmpty())
        return Step{m_setup.startKib, u"start"_s,
                    tr("The limit set now, %1: what every other value is measured against.")
                        .arg(units::kib(m_setup.startKib))};
    if (m_climbing) {
        const quint64 last = m_measured.lastKey();
        const double lastFigure = m_measured.last().bytesPerSecond();
        // Only a measurement tells whether raising pays: the first raise is
        // always tried; then each while the last gained.
        if (last == m_setup.startKib || !m_bestBeforeLast ||
            lastFigure > *m_bestBeforeLast * (1 + KneeTolerance)) {
            for (quint64 candidate : std::as_const(m_setup.candidatesKib)) {
                if (candidate > last) {
                    m_bestBeforeLast = best()->bytesPerSecond();
                    return Step{candidate, u"raise"_s,
                                last == m_setup.startKib
                                    ? tr("Larger than the start: does more write-back in "
                                         "flight keep the server busier?")
                                    : tr("%1 gained more than %2 % on the best before it: larger "
                                         "still.")
                                          .arg(units::kib(last))
                                          .arg(KneeTolerance * 100)};
                }
            }
        }
        m_climbing = false;
    }
    if (!kneePays()) {
        const Measured &start = m_measured[m_setup.startKib];
        const Measured &knee = *this->knee();
        const Measured &again = start.trials <= knee.trials ? start : knee;
        if (again.trials < MaxTrialsPerValue)
            return Step{again.kib, u"again"_s,
                        tr("%1 and the start are within the noise of a %2 % gain: %3 once more.")
                            .arg(units::kib(knee.kib))
                            .arg(PaidGain * 100)
                            .arg(units::kib(again.kib))};
    }
    return std::nullopt;
}

const WriteTunePlanner::Measured *WriteTunePlanner::best() const
{
    const Measured *found = nullptr;
    for (const Measured &measured : m_measured) {
        if (!found || measured.bytesPerSecond() > found->bytesPerSecond())
            found = &measured;
    }
    return found;
}

const WriteTunePlanner::Measured *WriteTunePlanner::knee() const
{
    const Measured *top = best();
    if (!top)
        return nullptr;
    for (const Measured &measured : m_measured) { // ascending
        if (measured.bytesPerSecond() >= top->bytesPerSecond() * (1 - KneeTolerance))
            return &measured;
    }
    return top;
}

std::optional<bool> WriteTunePlanner::kneePays() const
{
    const Measured *knee = this->knee();
    const auto start = m_measured.constFind(m_setup.startKib);
    if (!knee || start == m_measured.cend() || knee->kib == m_setup.startKib)
        return false;
    const double target = start->bytesPerSecond() * (1 + PaidGain);
    const double difference = knee->bytesPerSecond() - target;
    const double sigma =
        std::hypot(knee->bytesPerSecond() * knee->noise(), target * start->noise());
    if (difference > NoiseZ * sigma)
        return true;
    if (difference < -NoiseZ * sigma)
        return false;
    return std::nullopt;
}

WriteTunePlanner::Conclusion WriteTunePlanner::conclude() const
{
    Conclusion conclusion;
    conclusion.finalKib = m_setup.startKib;
    if (!m_measured.contains(m_setup.startKib)) {
        conclusion.code = u"nothing-measured"_s;
        conclusion.why = tr("The start was not measured: nothing to compare with; it stays.");
        return conclusion;
    }
    const Measured *knee = this->knee();
    conclusion.bestKib = best()->kib;
    conclusion.kneeKib = knee->kib;
    const double startFigure = m_measured[m_setup.startKib].bytesPerSecond();
    if (knee->kib == m_setup.startKib) {
        conclusion.code = u"start-is-knee"_s;
        conclusion.why = tr("No larger limit sent more than %1 % more than the start, %2: it "
                            "stays.")
                             .arg(KneeTolerance * 100)
                             .arg(units::kib(m_setup.startKib));
    } else if (kneePays() != true) {
        conclusion.code = u"gain-within-noise"_s;
        conclusion.why =
            tr("%1 sent %2 % more than the start, %3, which is not more than %4 % "
               "beyond the noise: the start stays.")
                .arg(units::kib(knee->kib))
                .arg(QString::number((knee->bytesPerSecond() / startFigure - 1) * 100, 'f', 0))
                .arg(units::kib(m_setup.startKib))
                .arg(PaidGain * 100);
    } else {
        conclusion.tuned = true;
        conclusion.finalKib = knee->kib;
        conclusion.code = u"knee"_s;
        conclusion.why =
            tr("%1 is the knee: the smallest limit within %2 % of the best, and it "
               "sent %3 % more than the start, %4.")
                .arg(units::kib(knee->kib))
                .arg(KneeTolerance * 100)
                .arg(QString::number((knee->bytesPerSecond() / startFigure - 1) * 100, 'f', 0))
                .arg(units::kib(m_setup.startKib));
    }
    return conclusion;
}

} // namespace nfstuner
