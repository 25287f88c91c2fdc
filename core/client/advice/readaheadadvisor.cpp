// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/readaheadadvisor.h"

#include "advice/advicethresholds.h"
#include "base/logging.h"
#include "base/units.h"
#include "tuning/readaheaddefaults.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;

using namespace advice;

QString verdictName(AdviceVerdict verdict)
{
    switch (verdict) {
    case AdviceVerdict::Raise:
        return QStringLiteral("raise");
    case AdviceVerdict::Lower:
        return QStringLiteral("lower");
    case AdviceVerdict::Keep:
        return QStringLiteral("keep");
    case AdviceVerdict::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

std::optional<AdviceVerdict> verdictNamed(const QString &name)
{
    for (const AdviceVerdict verdict : {AdviceVerdict::Raise, AdviceVerdict::Lower,
                                        AdviceVerdict::Keep, AdviceVerdict::Unknown}) {
        if (verdictName(verdict) == name)
            return verdict;
    }
    return std::nullopt;
}

QList<quint32> ReadaheadAdvisor::candidateKib(quint32 rsize)
{
    QList<quint32> values;
    values.reserve(CeilingRsizeMultiple + 1); // one allocation, not one a growth
    values.append(FloorKib);
    const quint32 rsizeKib = rsize / 1024;
    for (quint32 k = 1; rsizeKib > 0 && k <= CeilingRsizeMultiple; ++k) {
        if (k * rsizeKib > FloorKib)
            values.append(k * rsizeKib);
    }
    return values;
}

ReadaheadWarning ReadaheadAdvisor::warnNow(std::optional<quint32> readAheadKib, quint32 rsize)
{
    ReadaheadWarning warning;
    if (!readAheadKib || rsize == 0 || quint64(*readAheadKib) * 1024 >= rsize)
        return warning;
    warning.limiting = true;
    warning.explanation =
        tr("Readahead (%1) is below rsize (%2): each READ asks for at most %1.")
            .arg(units::kib(*readAheadKib), units::bytes(rsize)) +
        QLatin1Char(' ') +
        tr("Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and "
           "streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or "
           "a value between 1 and 16 MiB, then watch the average READ size and the "
           "throughput.")
            .arg(units::kib(ReadaheadDefaults::classicKib(rsize)));
    return warning;
}

ReadaheadWarning ReadaheadAdvisor::warnNextMount(int nextKib, quint32 rsize)
{
    ReadaheadWarning warning;
    if (nextKib == 0) {
        warning.limiting = true;
        warning.explanation = tr("On the next mount nfsrahead turns readahead off (0 KiB): every "
                                 "read then waits for its own READ.");
    } else if (nextKib > 0 && rsize > 0 && quint64(nextKib) * 1024 < rsize) {
        warning.limiting = true;
        warning.explanation = tr("On the next mount nfsrahead sets %1, below rsize (%2): each READ "
                                 "then asks for at most %1. Raise the [nfsrahead] value on the "
                                 "Persistent settings page.")
                                  .arg(units::kib(quint64(nextKib)), units::bytes(rsize));
    }
    return warning;
}

ReadaheadAdvisor::Input ReadaheadAdvisor::Input::forMount(const NfsMount &mount,
                                                          const QStringList &sharing,
                                                          std::optional<quint32> readAheadKib,
                                                          ReadWindow window)
{
    return Input{mount.bdi,
                 QStringList{mount.mountpoint} + sharing,
                 readAheadKib,
                 mount.rsize,
                 std::move(window),
                 {},
                 {},
                 std::nullopt};
}

namespace {

// Fills what the window shows, whatever the verdict.
AdviceEvidence evidenceOf(const ReadWindow &w)
{
    AdviceEvidence e;
    e.readOps = w.readOps;
    if (w.readOps > 0) {
        e.averageReadBytes = double(w.wireReadBytes) / double(w.readOps);
        e.readRttMs = w.rttMs / double(w.readOps);
    }
    if (w.appReadBytes > 0)
        e.overfetch = double(w.wireReadBytes) / double(w.appReadBytes);
    if (w.busySeconds && *w.busySeconds > 0)
        e.readsInFlight = w.executeMs / 1000.0 / *w.busySeconds;
    if (w.seconds > 0)
        e.readBytesPerSecond = double(w.appReadBytes) / w.seconds;
    e.readingBytesPerSecond = w.readingBytesPerSecond();
    return e;
}

} // namespace

std::optional<ThroughputSample>
ReadaheadAdvisor::measurementOf(const ReadWindow &window, quint32 readAheadKib, qint64 atSeconds)
{
    const AdviceEvidence e = evidenceOf(window);
    // Sampler intervals only (busy time known): not the averages since mount.
    if (window.readOps < MinReadOps || !window.busySeconds || !e.readingBytesPerSecond ||
        (e.overfetch && *e.overfetch >= OverfetchRatio))
        return std::nullopt;
    return ThroughputSample{readAheadKib, *e.readingBytesPerSecond, *e.averageReadBytes,
                            window.readOps, atSeconds};
}

BdiAdvice ReadaheadAdvisor::advise(const Input &input, Wording wording)
{
    BdiAdvice a = adviseOnWindow(input, wording);
    weighMeasured(a, input, wording);
    weighReaders(a, input, wording);
    return a;
}

struct ReadaheadAdvisor::Facts
{
    Facts(const Input &input, const AdviceEvidence &e)
        : ra(*input.readAheadKib)
        , raBytes(double(ra) * 1024)
        , rsize(double(input.rsize))
        , rsizeKib(input.rsize / 1024)
        , ceilingKib(CeilingRsizeMultiple * rsizeKib)
        , average(*e.averageReadBytes)
        , sequential(!e.overfetch || *e.overfetch <= SequentialOverfetch)
    {
        // Readahead holds reads back: READs the readahead size while below
        // rsize, or about one READ at a time while a stream runs.
        sizeBound = raBytes < rsize && std::abs(average - raBytes) <= raBytes * SameSizeTolerance;
        flightBound = e.readsInFlight && *e.readsInFlight <= BoundReadsInFlight &&
                      average >= FullReadFraction * std::min(raBytes, rsize) && sequential;
    }

    quint32 ra;
    double raBytes;
    double rsize;
    quint32 rsizeKib;
    quint32 ceilingKib;
    double average;
    bool sequential;
    bool sizeBound = false;
    bool flightBound = false;
};

BdiAdvice ReadaheadAdvisor::adviseOnWindow(const Input &input, Wording wording)
{
    BdiAdvice a;
    a.bdi = input.bdi;
    a.mountpoints = input.mountpoints;
    a.readAheadKib = input.readAheadKib;
    a.rsize = input.rsize;
    a.evidence = evidenceOf(input.window);
    // A verdict has one to three reasons: room made once.
    a.reasons.reserve(3);
    Reasons reason(a, wording);
    if (!canJudge(input, reason))
        return a;
    const Facts facts(input, a.evidence);
    if (facts.ra == 0)
        adviseReadaheadOff(a, facts, reason);
    else if (!adviseOnOverfetch(a, input, facts, reason) &&
             !adviseOnHeldBack(a, input, facts, reason))
        adviseKeep(a, facts, reason);
    return a;
}

bool ReadaheadAdvisor::canJudge(const Input &input, Reasons &reason)
{
    const ReadWindow &w = input.window;
    if (w.sinceReadaheadChange)
        reason.add(u"window-since-change"_s, [&]() -> QString {
            return tr("The readahead changed %n second(s) ago: the window restarted then, and "
                      "judges only what was read since.",
                      nullptr, int(w.seconds));
        });
    if (w.sinceReadaheadChange && !w.waitingForReopen && w.seconds < MinSecondsAfterChange) {
        reason.add(u"measuring-since-change"_s, [&]() -> QString {
            return tr("The advice speaks after %1 s at the new value, not on the first READs "
                      "after the change.")
                .arg(MinSecondsAfterChange);
        });
        return false;
    }
    if (w.waitingForReopen) {
        reason.add(u"waiting-for-reopen"_s, [&]() -> QString {
            return tr("No file on the mount was closed since the change: the kernel gives a "
                      "file its readahead when it is opened, so the reads so far may all be of "
                      "files opened before, at the old value. The window counts from the first "
                      "file closed.");
        });
        return false;
    }
    if (!input.readAheadKib || input.rsize < 1024) {
        reason.add(u"no-readahead"_s, [&]() -> QString {
            return tr("The readahead or rsize of this device could not be read.");
        });
        return false;
    }
    if (w.readOps == 0) {
        reason.add(u"no-reads"_s,
                   [&]() -> QString { return tr("No READs in the window: nothing to judge by."); });
        return false;
    }
    if (w.readOps < MinReadOps) {
        reason.add(u"too-few-reads"_s, [&]() -> QString {
            return tr("Only %n READ(s) in the window; at least %1 are needed to judge.", nullptr,
                      int(w.readOps))
                .arg(MinReadOps);
        });
        return false;
    }
    return true;
}

// Readahead off: each READ is what one call asked for, however small, and
// no other rule (all of them relative to the readahead) applies.
void ReadaheadAdvisor::adviseReadaheadOff(BdiAdvice &a, const Facts &facts, Reasons &reason)
{
    a.verdict = AdviceVerdict::Raise;
    a.recommendedKib = std::max(FloorKib, facts.rsizeKib);
    reason.add(u"readahead-off"_s, [&]() -> QString {
        return tr("Readahead is 0, off: the kernel reads only the pages each call asks for, "
                  "and READs average %1 where rsize allows %2. Set at least rsize, %3, so "
                  "that READs can be full, then measure again.")
            .arg(units::size(facts.average), units::kib(facts.rsizeKib),
                 units::kib(*a.recommendedKib));
    });
}

// Over-fetch: readahead brings data that nobody reads.
bool ReadaheadAdvisor::adviseOnOverfetch(BdiAdvice &a, const Input &input, const Facts &facts,
                                         Reasons &reason)
{
    const ReadWindow &w = input.window;
    const AdviceEvidence &e = a.evidence;
    const double excess = double(w.wireReadBytes) - double(w.appReadBytes);
    if (!e.overfetch || *e.overfetch < OverfetchRatio ||
        excess < double(OverfetchMinRsizes) * facts.rsize)
        return false;
    const auto seen = [&]() -> QString {
        return tr("The wire carried %1 times what applications read (%2 over %3): "
                  "readahead fetches data nobody reads, as random access does.")
            .arg(units::ratio(*e.overfetch), units::size(double(w.wireReadBytes)),
                 units::size(double(w.appReadBytes)));
    };
    const quint32 ra = facts.ra;
    if (ra <= FloorKib) {
        a.verdict = AdviceVerdict::Keep;
        a.recommendedKib = ra;
        reason.add(u"overfetch-at-floor"_s, [&]() -> QString {
            return seen() + QLatin1Char(' ') +
                   tr("Readahead is already at the kernel's default of %1, the lowest value "
                      "advised.")
                       .arg(units::kib(FloorKib));
        });
        return true;
    }
    // Readahead beyond rsize only adds READs nobody waits for; cut it by the
    // over-fetch factor, to rsize at most.
    const double target = std::min(double(ra) / *e.overfetch, double(facts.rsizeKib));
    quint32 pick = FloorKib;
    for (quint32 value : candidateKib(input.rsize)) {
        if (double(value) <= target)
            pick = value;
    }
    a.verdict = AdviceVerdict::Lower;
    a.recommendedKib = std::min(pick, ra);
    reason.add(u"overfetch"_s, seen);
    reason.add(u"lower-to"_s, [&]() -> QString {
        return tr("%1 is %2 divided by the over-fetch, at most rsize (%3), in steps of "
                  "rsize from 128 KiB.")
            .arg(units::kib(*a.recommendedKib), units::kib(ra), units::kib(facts.rsizeKib));
    });
    return true;
}

// Reads the readahead holds back: raise, to what applications' large reads
// or the bandwidth-delay product ask for.
bool ReadaheadAdvisor::adviseOnHeldBack(BdiAdvice &a, const Input &input, const Facts &facts,
                                        Reasons &reason)
{
    const AdviceEvidence &e = a.evidence;
    const double average = facts.average;
    if (facts.sizeBound)
        reason.add(u"read-size-is-readahead"_s, [&]() -> QString {
            return tr("READs average %1, the readahead size, below rsize (%2): readahead limits "
                      "each READ.")
                .arg(units::size(average), units::kib(facts.rsizeKib));
        });
    if (facts.flightBound && facts.ra < facts.ceilingKib)
        reason.add(u"one-read-in-flight"_s, [&]() -> QString {
            return tr("While reading, %1 READs were in flight on average: readahead keeps too "
                      "little in flight to cover the round trip.")
                .arg(units::ratio(*e.readsInFlight));
        });
    // Applications that read rsize or more per call get full READs with a
    // readahead below rsize: the kernel reads the call's range at once.
    // Measured in the lab (docs/RESULTS.md): at 10 ms one way, 1 MiB reads
    // gave 71 MB/s from 128 KiB to 1 MiB of readahead and 131 at 15 MiB,
    // with 1.6 READs in flight at 128 KiB: READs in flight do not tell.
    if (facts.raBytes < facts.rsize && average >= FullReadFraction * facts.rsize &&
        facts.sequential) {
        const quint32 pick = std::min(LargeReadsRsizeMultiple * facts.rsizeKib, facts.ceilingKib);
        a.verdict = AdviceVerdict::Raise;
        a.recommendedKib = pick;
        reason.add(u"large-app-reads"_s, [&]() -> QString {
            return tr("READs average %1, full rsize, though readahead is %2: applications read "
                      "at least rsize per call, and the kernel reads each call's range at once "
                      "(up to rsize) whatever the readahead. A larger readahead only adds a "
                      "window fetched ahead of the reader, which gains while a READ's round "
                      "trip is long against its transfer (docs/RESULTS.md). Try %3 and measure: "
                      "the advisor keeps it only if it gains more than %4 %.")
                .arg(units::size(average), units::kib(facts.ra), units::kib(pick),
                     QLocale().toString(MeasuredGain * 100));
        });
        return true;
    }
    if (!(facts.sizeBound || facts.flightBound) || facts.ra >= facts.ceilingKib)
        return false;
    // The bandwidth-delay product at the measured rate: what must be in
    // flight to sustain it. Without busy time (averages since mount) the
    // busy time is the READs' execute time, i.e. one READ at a time.
    const ReadWindow &w = input.window;
    const double busy = w.busySeconds ? *w.busySeconds : w.executeMs / 1000.0;
    const double rate = busy > 0 ? double(w.wireReadBytes) / busy : 0;
    const double bdp = rate * *e.readRttMs / 1000.0;
    const double targetKib = std::max(facts.rsize, Headroom * bdp) / 1024;
    quint32 pick = facts.ceilingKib;
    for (quint32 value : candidateKib(input.rsize)) {
        if (double(value) >= targetKib && value > facts.ra) {
            pick = value;
            break;
        }
    }
    // The same readahead, a target near the raise advised before: that
    // raise stands (new evidence moves it, not a wave of the same load).
    const std::optional<quint32> before = input.previousRaiseKib;
    const bool steady = before && *before > facts.ra && *before <= facts.ceilingKib &&
                        double(*before) >= targetKib / SteadyTargetFactor &&
                        double(*before) <= std::max(targetKib, double(pick)) * SteadyTargetFactor;
    if (steady)
        pick = *before;
    a.verdict = AdviceVerdict::Raise;
    a.recommendedKib = pick;
    reason.add(u"bandwidth-delay"_s, [&]() -> QString {
        return tr("At the measured %1 (%2) with a READ round trip of %3, %4 must be in flight; "
                  "as readahead holds the rate back, plan %5 times that, and at least rsize "
                  "(%6) so that READs are full: %7. Measure again after the change.")
            .arg(units::rate(rate),
                 w.busySeconds ? tr("over the busy seconds") : tr("assuming one READ at a time"),
                 units::milliseconds(*e.readRttMs), units::size(bdp), QLocale().toString(Headroom),
                 units::kib(facts.rsizeKib), units::kib(pick));
    });
    if (steady)
        reason.add(u"raise-stands"_s, [&]() -> QString {
            return tr("%1 stays the advice: the need measured now is within half to twice it.")
                .arg(units::kib(pick));
        });
    return true;
}

void ReadaheadAdvisor::adviseKeep(BdiAdvice &a, const Facts &facts, Reasons &reason)
{
    const AdviceEvidence &e = a.evidence;
    a.verdict = AdviceVerdict::Keep;
    a.recommendedKib = facts.ra;
    if (facts.sizeBound || facts.flightBound)
        reason.add(u"at-ceiling"_s, [&]() -> QString {
            QString text = tr("Readahead is already at least 15 x rsize (%1), the most advised.")
                               .arg(units::kib(facts.ceilingKib));
            if (facts.flightBound)
                text += u' ' + tr("READs in flight stay at %1 even so: more readahead would not "
                                  "add any; what limits the reads is elsewhere.")
                                   .arg(units::ratio(*e.readsInFlight));
            return text;
        });
    else if (facts.average >= FullReadFraction * std::min(facts.raBytes, facts.rsize))
        reason.add(u"full-reads"_s, [&]() -> QString {
            return tr("READs average %1, full size: readahead does not hold them back.")
                .arg(units::size(facts.average));
        });
    else
        reason.add(u"small-reads"_s, [&]() -> QString {
            return tr("READs average %1, less than readahead (%2) and rsize (%3): applications "
                      "read "
                      "small pieces or small files, which readahead does not limit.")
                .arg(units::size(facts.average), units::kib(facts.ra), units::kib(facts.rsizeKib));
        });
    if (e.overfetch)
        reason.add(u"no-overfetch"_s, [&]() -> QString {
            return tr("The wire carried %1 times what applications read: no "
                      "over-fetch.")
                .arg(units::ratio(*e.overfetch));
        });
}

} // namespace nfstuner
