// SPDX-License-Identifier: GPL-2.0-or-later
// The advisor's memory of what each value gave: advice that stops raising
// once a raise stopped paying, and goes back to the value that did best.
#include "advice/advicethresholds.h"
#include "advice/readaheadadvisor.h"
#include "base/units.h"

#include <QLocale>

#include <algorithm>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;
using namespace advice;

namespace {

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100, 'f', 0) + u" %"_s;
}

} // namespace

void ReadaheadAdvisor::weighMeasured(BdiAdvice &a, const Input &input, Wording wording)
{
    a.measured = input.measured;
    if (!a.readAheadKib || input.measured.isEmpty())
        return;
    const auto best = std::max_element(input.measured.cbegin(), input.measured.cend(),
                                       [](const MeasuredValue &x, const MeasuredValue &y) {
                                           return x.bytesPerSecond < y.bytesPerSecond;
                                       });
    const quint32 ra = *a.readAheadKib;
    const auto current =
        std::find_if(input.measured.cbegin(), input.measured.cend(),
                     [ra](const MeasuredValue &v) { return v.readAheadKib == ra; });
    // A best among values measured is only worth going back to when the
    // value set now was measured too.
    if (current == input.measured.cend())
        return;
    a.bestMeasured = *best;
    // Only streaming verdicts are weighed: over-fetch (random reads) and
    // too little data stand as they are.
    if (a.verdict != AdviceVerdict::Raise && a.verdict != AdviceVerdict::Keep)
        return;
    const double now = current->bytesPerSecond;
    Reasons reason(a, wording);
    if (current->samples >= WindowsBeforeGoingBack && goBackToBest(a, *best, now, reason))
        return;
    // A keep because READs are full is a question the memory can answer: a
    // raise that paid says the window still holds the rate back.
    const bool streaming =
        a.verdict == AdviceVerdict::Raise ||
        std::any_of(a.reasons.cbegin(), a.reasons.cend(),
                    [](const AdviceReason &r) { return r.code == QLatin1String("full-reads"); });
    const quint32 ceilingKib = CeilingRsizeMultiple * (input.rsize / 1024);
    if (streaming && ra < ceilingKib && climbOrStop(a, input, now, reason))
        return;
    if (a.verdict == AdviceVerdict::Keep && best->readAheadKib != ra)
        reason.add(u"best-measured"_s, [&]() -> QString {
            return tr("Of the values measured on this device, %1 did best (%2 while reading); "
                      "%3 gives %4, within %5 of it.")
                .arg(units::kib(best->readAheadKib), units::rate(best->bytesPerSecond),
                     units::kib(ra), units::rate(now), percent(MeasuredGain));
        });
}

bool ReadaheadAdvisor::goBackToBest(BdiAdvice &a, const MeasuredValue &best, double now,
                                    Reasons &reason)
{
    const quint32 ra = *a.readAheadKib;
    if (best.readAheadKib == ra || best.bytesPerSecond <= now * (1 + GoBackGain))
        return false;
    a.verdict = best.readAheadKib > ra ? AdviceVerdict::Raise : AdviceVerdict::Lower;
    a.recommendedKib = best.readAheadKib;
    a.reasons.clear();
    reason.add(u"measured-best"_s, [&]() -> QString {
        return tr("%1 gave %2 while reading on this device, %3 more than %4 gives now (%5): "
                  "go back to %1.")
            .arg(units::kib(best.readAheadKib), units::rate(best.bytesPerSecond),
                 percent(best.bytesPerSecond / now - 1), units::kib(ra), units::rate(now));
    });
    return true;
}

bool ReadaheadAdvisor::climbOrStop(BdiAdvice &a, const Input &input, double now, Reasons &reason)
{
    const quint32 ra = *a.readAheadKib;
    const auto keep = [&a, ra] {
        a.verdict = AdviceVerdict::Keep;
        a.recommendedKib = ra;
        a.reasons.clear();
    };
    for (const MeasuredValue &larger : input.measured) {
        if (larger.readAheadKib > ra && larger.bytesPerSecond <= now * (1 + MeasuredGain)) {
            keep();
            reason.add(u"larger-gained-little"_s, [&]() -> QString {
                return tr("%1 was measured on this device at %2 while reading, no more than %3 "
                          "gives (%4): a larger readahead does not pay here.")
                    .arg(units::kib(larger.readAheadKib), units::rate(larger.bytesPerSecond),
                         units::kib(ra), units::rate(now));
            });
            return true;
        }
    }
    const MeasuredValue *below = nullptr;
    for (const MeasuredValue &value : input.measured) {
        if (value.readAheadKib < ra)
            below = &value; // ascending: the largest below stays
    }
    if (!below)
        return false;
    if (now < below->bytesPerSecond * (1 + MeasuredGain)) {
        if (a.verdict != AdviceVerdict::Raise)
            return false;
        keep();
        reason.add(u"raise-gained-little"_s, [&]() -> QString {
            return tr("Raising from %1 (%2 while reading) to %3 (%4) gained less than %5: "
                      "more readahead does not pay here.")
                .arg(units::kib(below->readAheadKib), units::rate(below->bytesPerSecond),
                     units::kib(ra), units::rate(now), percent(MeasuredGain));
        });
        return true;
    }
    // The last raise paid: the rate still follows the window. Raise
    // ClimbFactor times, a search that goes on while it pays and stops at
    // the first raise that does not; a window alone cannot tell how far the
    // link goes.
    quint32 pick = CeilingRsizeMultiple * (input.rsize / 1024);
    for (quint32 value : candidateKib(input.rsize)) {
        if (double(value) >= double(ra) * ClimbFactor) {
            pick = value;
            break;
        }
    }
    if (a.verdict != AdviceVerdict::Raise || pick > a.recommendedKib.value_or(0)) {
        a.verdict = AdviceVerdict::Raise;
        a.recommendedKib = pick;
        reason.add(u"raise-paid"_s, [&]() -> QString {
            return tr("Raising from %1 (%2 while reading) to %3 (%4) gained %5: the window "
                      "still holds the rate back. Raise %6 times: %7.")
                .arg(units::kib(below->readAheadKib), units::rate(below->bytesPerSecond),
                     units::kib(ra), units::rate(now), percent(now / below->bytesPerSecond - 1),
                     QLocale().toString(ClimbFactor), units::kib(pick));
        });
    }
    return true;
}

} // namespace nfstuner
