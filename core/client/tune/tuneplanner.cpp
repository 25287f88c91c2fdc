// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/tuneplanner.h"

#include "advice/readaheadadvisor.h"
#include "base/units.h"
#include "tune/tunethresholds.h"
#include "tuning/readaheaddefaults.h"
#include "tuning/tuninglimits.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;
using namespace tune;

namespace {

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100, 'f', 0) + u" %"_s;
}

QString figure(const TunePlanner::Measured &value)
{
    return units::rate(value.bytesPerSecond());
}

} // namespace

struct TunePlanner::AdvisorSays
{
    AdviceVerdict verdict = AdviceVerdict::Unknown;
    quint32 recommendedKib = 0;
    QString reason; // the first reason's sentence
};

QList<quint32> TunePlanner::defaultCandidates(quint32 rsize)
{
    const quint32 top =
        std::min(ReadaheadDefaults::classicKib(rsize), TuningLimits::MaxReadaheadKib);
    QList<quint32> values;
    for (quint32 kib = advice::FloorKib; kib < top; kib *= 2)
        values.append(kib);
    values.append(std::max(top, advice::FloorKib));
    return values;
}

TunePlanner::TunePlanner(Setup setup)
    : m_setup(std::move(setup))
{
    if (m_setup.candidatesKib.isEmpty())
        m_setup.candidatesKib = defaultCandidates(m_setup.rsize);
}

void TunePlanner::add(quint32 kib, const TrialEvidence &trial)
{
    Measured &value = m_measured[kib];
    value.kib = kib;
    value.evidence.add(trial);
    ++value.trials;
    ++m_trials;
    if (m_exploring && !m_path.contains(kib))
        m_path.append(kib);
}

const TunePlanner::Measured *TunePlanner::find(quint32 kib) const
{
    const auto it = m_measured.constFind(kib);
    return it == m_measured.cend() ? nullptr : &*it;
}

const TunePlanner::Measured *TunePlanner::best() const
{
    const Measured *top = nullptr;
    for (const Measured &value : m_measured) {
        if (!top || value.bytesPerSecond() > top->bytesPerSecond())
            top = &value; // ascending: a tie keeps the smaller value
    }
    return top;
}

const TunePlanner::Measured *TunePlanner::knee() const
{
    const Measured *top = best();
    if (!top)
        return nullptr;
    for (const Measured &value : m_measured) {
        if (value.bytesPerSecond() >= top->bytesPerSecond() * (1 - KneeTolerance))
            return &value; // ascending: the smallest
    }
    return top;
}

std::optional<quint32> TunePlanner::kneeKib() const
{
    const Measured *value = knee();
    return value ? std::optional(value->kib) : std::nullopt;
}

bool TunePlanner::withinNoise(double a, double noiseA, double b, double noiseB)
{
    const double spread = std::hypot(a * noiseA, b * noiseB);
    return std::abs(a - b) <= NoiseZ * spread;
}

std::optional<quint32> TunePlanner::againOf(quint32 a, quint32 b) const
{
    const Measured *x = find(a), *y = find(b);
    if (y && y->trials < x->trials)
        std::swap(x, y);
    if (x->trials < MaxTrialsPerValue)
        return x->kib;
    if (y && y->trials < MaxTrialsPerValue)
        return y->kib;
    return std::nullopt;
}

TunePlanner::AdvisorSays TunePlanner::advise(quint32 kib) const
{
    ReadaheadAdvisor::Input input;
    input.readAheadKib = kib;
    input.rsize = m_setup.rsize;
    input.window = find(kib)->evidence.window();
    for (const Measured &value : m_measured) {
        if (const auto rate = value.evidence.bytesPerSecond())
            input.measured.append(MeasuredValue{
                value.kib, *rate, value.evidence.averageReadBytes().value_or(0), value.trials});
    }
    const BdiAdvice advice = ReadaheadAdvisor::advise(input);
    return AdvisorSays{advice.verdict, advice.recommendedKib.value_or(kib),
                       advice.reasons.isEmpty() ? QString() : advice.reasons.first().text};
}

std::optional<quint32> TunePlanner::unmeasuredToward(quint32 target, quint32 from,
                                                     Direction direction) const
{
    std::optional<quint32> pick;
    const QList<quint32> &values = m_setup.candidatesKib; // ascending
    if (direction == Direction::Up) {
        for (const quint32 value : values) {
            if (value > from && (!pick || *pick < target))
                pick = value; // the smallest at or above the target, else the largest
        }
    } else {
        for (auto it = values.crbegin(); it != values.crend(); ++it) {
            if (*it < from && (!pick || *pick > target))
                pick = *it;
        }
    }
    if (pick && find(*pick))
        return std::nullopt;
    return pick;
}

std::optional<TunePlanner::Step> TunePlanner::next()
{
    if (m_trials >= m_setup.maxTrials || m_measured.isEmpty())
        return std::nullopt;
    if (auto step = explore())
        return step;
    m_exploring = false;
    // With one trial left, settling the end (is the knee within the noise of
    // the start?) matters more than narrowing the knee down.
    if (m_setup.maxTrials - m_trials <= 1)
        if (auto step = confirm())
            return step;
    if (auto step = refine())
        return step;
    return confirm();
}

std::optional<TunePlanner::Step> TunePlanner::firstMove()
{
    const quint32 start = m_path.first();
    const AdvisorSays says = advise(start);
    const bool advised = (says.verdict == AdviceVerdict::Raise && says.recommendedKib > start) ||
                         (says.verdict == AdviceVerdict::Lower && says.recommendedKib < start);
    // Without advice to move, up by StepFactor while there is room above.
    const bool up = advised ? says.recommendedKib > start : start < m_setup.candidatesKib.last();
    m_direction = up ? Direction::Up : Direction::Down;
    const quint32 target =
        advised ? says.recommendedKib : quint32(up ? start * StepFactor : start / StepFactor);
    const auto value = unmeasuredToward(target, start, *m_direction);
    if (!value)
        return std::nullopt;
    if (advised)
        return Step{*value, u"advisor"_s,
                    tr("The advisor: %1 Next: %2.").arg(says.reason, units::kib(*value))};
    if (m_direction == Direction::Up)
        return Step{*value, u"probe"_s,
                    tr("The advisor sees no reason to raise %1 (%2), but only a measurement tells "
                       "whether a larger readahead pays for this workload: %3.")
                        .arg(units::kib(start), says.reason, units::kib(*value))};
    return Step{*value, u"probe"_s,
                tr("%1 is at least the largest value tried: whether a smaller one does as well "
                   "is measured: %2.")
                    .arg(units::kib(start), units::kib(*value))};
}

std::optional<TunePlanner::Step> TunePlanner::explore()
{
    if (!m_exploring || m_path.isEmpty())
        return std::nullopt;
    if (m_path.size() == 1)
        return firstMove();
    const Measured &before = *find(m_path[m_path.size() - 2]);
    const Measured &now = *find(m_path.last());
    const bool up = m_direction == Direction::Up;
    // Either way the move goes on while the new value does as well as the
    // last, within KneeTolerance: up, a raise that gained little may still
    // lead to one that gains (random reads of a file that readahead brings
    // into the cache gain further up); whether a raise paid enough to keep
    // is the end's decision, on every value measured.
    const double bar = before.bytesPerSecond() * (1 - KneeTolerance);
    if (now.trials < MaxTrialsPerValue &&
        withinNoise(now.bytesPerSecond(), now.evidence.noise(), bar, before.evidence.noise()))
        return Step{
            now.kib, u"again"_s,
            tr("%1 (%2) against %3 (%4) is within the noise: %1 again before deciding.")
                .arg(units::kib(now.kib), figure(now), units::kib(before.kib), figure(before))};
    if (now.bytesPerSecond() < bar)
        return std::nullopt;
    const AdvisorSays says = advise(now.kib);
    quint32 target = quint32(up ? now.kib * StepFactor : now.kib / StepFactor);
    if (up && says.verdict == AdviceVerdict::Raise && says.recommendedKib > now.kib)
        target = says.recommendedKib;
    if (!up && says.verdict == AdviceVerdict::Lower && says.recommendedKib < now.kib)
        target = says.recommendedKib;
    const auto value = unmeasuredToward(target, now.kib, *m_direction);
    if (!value)
        return std::nullopt;
    if (up && now.bytesPerSecond() > before.bytesPerSecond() * (1 + PaidGain))
        return Step{*value, u"raise-paid"_s,
                    tr("From %1 (%2) to %3 (%4) gained %5: raise again, to %6.")
                        .arg(units::kib(before.kib), figure(before), units::kib(now.kib),
                             figure(now),
                             percent(now.bytesPerSecond() / before.bytesPerSecond() - 1),
                             units::kib(*value))};
    if (up)
        return Step{*value, u"raise-level"_s,
                    tr("From %1 (%2) to %3 (%4) gained no more than %5 and lost no more than "
                       "%6: a larger value may still pay, %7.")
                        .arg(units::kib(before.kib), figure(before), units::kib(now.kib),
                             figure(now), percent(PaidGain), percent(KneeTolerance),
                             units::kib(*value))};
    return Step{*value, u"lower-kept"_s,
                tr("%1 (%2) does as well as %3 (%4): lower again, to %5.")
                    .arg(units::kib(now.kib), figure(now), units::kib(before.kib), figure(before),
                         units::kib(*value))};
}

std::optional<TunePlanner::Step> TunePlanner::refine() const
{
    const Measured *k = knee();
    const Measured *below = nullptr;
    for (const Measured &value : m_measured) {
        if (value.kib < k->kib)
            below = &value; // ascending: the largest below stays
    }
    if (!below)
        return std::nullopt;
    const double middle = std::log2(double(below->kib)) / 2 + std::log2(double(k->kib)) / 2;
    std::optional<quint32> pick;
    for (const quint32 value : m_setup.candidatesKib) {
        if (value <= below->kib || value >= k->kib)
            continue;
        if (!pick || std::abs(std::log2(double(value)) - middle) <=
                         std::abs(std::log2(double(*pick)) - middle))
            pick = value; // ascending: a tie takes the larger
    }
    if (!pick || find(*pick))
        return std::nullopt;
    return Step{*pick, u"between"_s,
                tr("%1 (%2) is more than %3 below the best, %4 (%5) within it: the knee lies "
                   "between them; %6 halves the gap.")
                    .arg(units::kib(below->kib), figure(*below), percent(KneeTolerance),
                         units::kib(k->kib), figure(*k), units::kib(*pick))};
}

std::optional<TunePlanner::Step> TunePlanner::confirm() const
{
    const Measured &top = *best();
    const Measured &k = *knee();
    const double bar = top.bytesPerSecond() * (1 - KneeTolerance);
    const auto again = [&](const Measured &value, const QString &why) -> std::optional<Step> {
        if (value.trials >= MaxTrialsPerValue)
            return std::nullopt;
        return Step{value.kib, u"again"_s, why};
    };
    // Is the knee within the tolerance of the best, or only by the noise?
    const Measured *below = nullptr;
    for (const Measured &value : m_measured) {
        if (value.kib < k.kib)
            below = &value;
    }
    for (const Measured *edge : {&k, below}) {
        if (!edge || edge->kib == top.kib ||
            !withinNoise(edge->bytesPerSecond(), edge->evidence.noise(), bar, top.evidence.noise()))
            continue;
        if (auto step =
                again(*edge, tr("%1 (%2) is within the noise of %3 below the best (%4 at "
                                "%5): %1 again before taking the knee.")
                                 .arg(units::kib(edge->kib), figure(*edge), percent(KneeTolerance),
                                      units::kib(top.kib), figure(top))))
            return step;
    }
    // Never below the start: a knee within the noise of it is measured again.
    const Measured *start = find(m_setup.startKib);
    if (start && k.kib != start->kib &&
        withinNoise(k.bytesPerSecond(), k.evidence.noise(), start->bytesPerSecond(),
                    start->evidence.noise())) {
        if (const auto value = againOf(k.kib, start->kib))
            return Step{*value, u"again"_s,
                        tr("The knee %1 (%2) and the start %3 (%4) are within the noise of each "
                           "other: %5 again.")
                            .arg(units::kib(k.kib), figure(k), units::kib(start->kib),
                                 figure(*start), units::kib(*value))};
    }
    return std::nullopt;
}

TunePlanner::Conclusion TunePlanner::conclude() const
{
    Conclusion c;
    c.finalKib = m_setup.startKib;
    const Measured *top = best();
    const Measured *start = find(m_setup.startKib);
    if (!top || !start) {
        c.code = u"nothing-measured"_s;
        c.why = tr("Nothing was measured: the readahead stays at %1.")
                    .arg(units::kib(m_setup.startKib));
        return c;
    }
    const Measured &k = *knee();
    c.bestKib = top->kib;
    c.kneeKib = k.kib;
    if (k.kib == start->kib) {
        c.code = u"start-is-knee"_s;
        c.why = top->kib == start->kib
                    ? tr("No value did better than the start, %1 (%2): it stays.")
                          .arg(units::kib(start->kib), figure(*start))
                    : tr("The start, %1 (%2), is within %3 of the best (%4 at %5) and no "
                         "smaller value is: it stays.")
                          .arg(units::kib(start->kib), figure(*start), percent(KneeTolerance),
                               units::kib(top->kib), figure(*top));
        return c;
    }
    // A larger value costs memory and READs ahead: it must pay more than
    // PaidGain over the start, beyond the noise, as any raise must.
    if (k.kib > start->kib && (k.bytesPerSecond() <= start->bytesPerSecond() * (1 + PaidGain) ||
                               withinNoise(k.bytesPerSecond(), k.evidence.noise(),
                                           start->bytesPerSecond(), start->evidence.noise()))) {
        c.code = u"gain-within-noise"_s;
        c.why = tr("The knee, %1 (%2), did not beat the start, %3 (%4), by more than %5 beyond "
                   "the noise: the start stays.")
                    .arg(units::kib(k.kib), figure(k), units::kib(start->kib), figure(*start),
                         percent(PaidGain));
        return c;
    }
    if (k.bytesPerSecond() < start->bytesPerSecond()) {
        c.code = u"knee-below-start"_s;
        c.why = tr("The knee, %1, measured %2, below the start's %3 at %4: the start stays.")
                    .arg(units::kib(k.kib), figure(k), figure(*start), units::kib(start->kib));
        return c;
    }
    c.tuned = true;
    c.code = u"knee"_s;
    c.finalKib = k.kib;
    c.why = tr("%1 is the knee: %2, the smallest value within %3 of the best (%4 at %5); the "
               "start, %6, gave %7.")
                .arg(units::kib(k.kib), figure(k), percent(KneeTolerance), units::kib(top->kib),
                     figure(*top), units::kib(start->kib), figure(*start));
    return c;
}

} // namespace nfstuner
