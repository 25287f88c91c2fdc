// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/readaheadadvisor.h"

#include "advice/advicethresholds.h"
#include "base/logging.h"
#include "base/units.h"

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

ReadaheadAdvisor::Input ReadaheadAdvisor::Input::forMount(const NfsMount &mount,
                                                          const QStringList &sharing,
                                                          std::optional<quint32> readAheadKib,
                                                          ReadWindow window)
{
    return Input{mount.bdi,         QStringList{mount.mountpoint} + sharing,
                 readAheadKib,      mount.rsize,
                 std::move(window), {}};
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
    if (w.busySeconds && *w.busySeconds > 0)
        e.busyReadBytesPerSecond = double(w.appReadBytes) / *w.busySeconds;
    return e;
}

} // namespace

std::optional<ThroughputSample>
ReadaheadAdvisor::measurementOf(const ReadWindow &window, quint32 readAheadKib, qint64 atSeconds)
{
    const AdviceEvidence e = evidenceOf(window);
    if (window.readOps < MinReadOps || !e.busyReadBytesPerSecond || window.appReadBytes == 0 ||
        (e.overfetch && *e.overfetch >= OverfetchRatio))
        return std::nullopt;
    return ThroughputSample{readAheadKib, *e.busyReadBytesPerSecond, *e.averageReadBytes,
                            window.readOps, atSeconds};
}

BdiAdvice ReadaheadAdvisor::advise(const Input &input, Wording wording)
{
    BdiAdvice a = adviseOnWindow(input, wording);
    weighMeasured(a, input, wording);
    return a;
}

BdiAdvice ReadaheadAdvisor::adviseOnWindow(const Input &input, Wording wording)
{
    BdiAdvice a;
    a.bdi = input.bdi;
    a.mountpoints = input.mountpoints;
    a.readAheadKib = input.readAheadKib;
    a.rsize = input.rsize;
    const ReadWindow &w = input.window;
    a.evidence = evidenceOf(w);
    const AdviceEvidence &e = a.evidence;
    // The text is made only when it will be read: a table of a thousand
    // mounts judges every one every second and shows the words on hover.
    // Codes are literals (no string made for them); a verdict has one to
    // three reasons (room made once).
    a.reasons.reserve(3);
    const auto reason = [&a, wording](const QString &code, const auto &text) {
        a.reasons.append({code, wording == Wording::Sentences ? QString(text()) : QString()});
    };

    if (w.sinceReadaheadChange)
        reason(u"window-since-change"_s, [&]() -> QString {
            return tr("The readahead changed %n second(s) ago: the window restarted then, and "
                      "judges only what was read since.",
                      nullptr, int(w.seconds));
        });
    if (!input.readAheadKib || input.rsize < 1024) {
        reason(u"no-readahead"_s, [&]() -> QString {
            return tr("The readahead or rsize of this device could not be read.");
        });
        return a;
    }
    if (w.readOps == 0) {
        reason(u"no-reads"_s,
               [&]() -> QString { return tr("No READs in the window: nothing to judge by."); });
        return a;
    }
    if (w.readOps < MinReadOps) {
        reason(u"too-few-reads"_s, [&]() -> QString {
            return tr("Only %n READ(s) in the window; at least %1 are needed to judge.", nullptr,
                      int(w.readOps))
                .arg(MinReadOps);
        });
        return a;
    }

    const quint32 ra = *input.readAheadKib;
    const double raBytes = double(ra) * 1024;
    const double rsize = double(input.rsize);
    const quint32 rsizeKib = input.rsize / 1024;
    // Readahead off: each READ is what one call asked for, however small,
    // and no rule below (all of them relative to the readahead) applies.
    if (ra == 0) {
        a.verdict = AdviceVerdict::Raise;
        a.recommendedKib = std::max(FloorKib, rsizeKib);
        reason(u"readahead-off"_s, [&]() -> QString {
            return tr("Readahead is 0, off: the kernel reads only the pages each call asks for, "
                      "and READs average %1 where rsize allows %2. Set at least rsize, %3, so "
                      "that READs can be full, then measure again.")
                .arg(units::size(*e.averageReadBytes), units::kib(rsizeKib),
                     units::kib(*a.recommendedKib));
        });
        return a;
    }
    const quint32 ceilingKib = CeilingRsizeMultiple * rsizeKib;
    const QList<quint32> candidates = candidateKib(input.rsize);
    const double average = *e.averageReadBytes;

    // Over-fetch: readahead brings data that nobody reads.
    const double excess = double(w.wireReadBytes) - double(w.appReadBytes);
    if (e.overfetch && *e.overfetch >= OverfetchRatio &&
        excess >= double(OverfetchMinRsizes) * rsize) {
        const auto seen = [&]() -> QString {
            return tr("The wire carried %1 times what applications read (%2 over %3): "
                      "readahead fetches data nobody reads, as random access does.")
                .arg(units::ratio(*e.overfetch), units::size(double(w.wireReadBytes)),
                     units::size(double(w.appReadBytes)));
        };
        if (ra > FloorKib) {
            // Readahead beyond rsize only adds READs nobody waits for; cut
            // it by the over-fetch factor, to rsize at most.
            const double target = std::min(double(ra) / *e.overfetch, double(rsizeKib));
            quint32 pick = FloorKib;
            for (quint32 value : candidates) {
                if (double(value) <= target)
                    pick = value;
            }
            a.verdict = AdviceVerdict::Lower;
            a.recommendedKib = std::min(pick, ra);
            reason(u"overfetch"_s, seen);
            reason(u"lower-to"_s, [&]() -> QString {
                return tr("%1 is %2 divided by the over-fetch, at most rsize (%3), in steps of "
                          "rsize from 128 KiB.")
                    .arg(units::kib(*a.recommendedKib), units::kib(ra), units::kib(rsizeKib));
            });
        } else {
            a.verdict = AdviceVerdict::Keep;
            a.recommendedKib = ra;
            reason(u"overfetch-at-floor"_s, [&]() -> QString {
                return seen() + QLatin1Char(' ') +
                       tr("Readahead is already at the kernel's default of %1, the lowest value "
                          "advised.")
                           .arg(units::kib(FloorKib));
            });
        }
        return a;
    }

    // Readahead holds reads back: READs the readahead size while below
    // rsize, or about one READ at a time while a stream runs.
    const bool sizeBound =
        raBytes < rsize && std::abs(average - raBytes) <= raBytes * SameSizeTolerance;
    const bool flightBound = e.readsInFlight && *e.readsInFlight <= BoundReadsInFlight &&
                             average >= FullReadFraction * std::min(raBytes, rsize) &&
                             (!e.overfetch || *e.overfetch <= SequentialOverfetch);
    if (sizeBound)
        reason(u"read-size-is-readahead"_s, [&]() -> QString {
            return tr("READs average %1, the readahead size, below rsize (%2): readahead limits "
                      "each READ.")
                .arg(units::size(average), units::kib(rsizeKib));
        });
    if (flightBound)
        reason(u"one-read-in-flight"_s, [&]() -> QString {
            return tr("While reading, %1 READs were in flight on average: readahead keeps too "
                      "little in flight to cover the round trip.")
                .arg(units::ratio(*e.readsInFlight));
        });
    // Applications that read rsize or more per call get full READs with a
    // readahead below rsize: the kernel reads the call's range at once.
    // Measured in the lab (docs/RESULTS.md): at 10 ms one way, 1 MiB reads
    // gave 71 MB/s from 128 KiB to 1 MiB of readahead and 131 at 15 MiB,
    // with 1.6 READs in flight at 128 KiB: READs in flight do not tell.
    const bool largeAppReads = raBytes < rsize && average >= FullReadFraction * rsize &&
                               (!e.overfetch || *e.overfetch <= SequentialOverfetch);
    if (largeAppReads) {
        const quint32 pick = std::min(LargeReadsRsizeMultiple * rsizeKib, ceilingKib);
        a.verdict = AdviceVerdict::Raise;
        a.recommendedKib = pick;
        reason(u"large-app-reads"_s, [&]() -> QString {
            return tr("READs average %1, full rsize, though readahead is %2: applications read "
                      "at least rsize per call, and the kernel reads each call's range at once "
                      "(up to rsize) whatever the readahead. A larger readahead only adds a "
                      "window fetched ahead of the reader, which gains while a READ's round "
                      "trip is long against its transfer (docs/RESULTS.md). Try %3 and measure: "
                      "the advisor keeps it only if it gains more than %4 %.")
                .arg(units::size(average), units::kib(ra), units::kib(pick),
                     QLocale().toString(MeasuredGain * 100));
        });
        return a;
    }
    if ((sizeBound || flightBound) && ra < ceilingKib) {
        // The bandwidth-delay product at the measured rate: what must be in
        // flight to sustain it. Without busy time (averages since mount) the
        // busy time is the READs' execute time, i.e. one READ at a time.
        const double busy = w.busySeconds ? *w.busySeconds : w.executeMs / 1000.0;
        const double rate = busy > 0 ? double(w.wireReadBytes) / busy : 0;
        const double bdp = rate * *e.readRttMs / 1000.0;
        const double targetKib = std::max(rsize, Headroom * bdp) / 1024;
        quint32 pick = ceilingKib;
        for (quint32 value : candidates) {
            if (double(value) >= targetKib && value > ra) {
                pick = value;
                break;
            }
        }
        a.verdict = AdviceVerdict::Raise;
        a.recommendedKib = pick;
        reason(u"bandwidth-delay"_s, [&]() -> QString {
            return tr("At the measured %1 (%2) with a READ round trip of %3, %4 must be in flight; "
                      "as readahead holds the rate back, plan %5 times that, and at least rsize "
                      "(%6) so that READs are full: %7. Measure again after the change.")
                .arg(units::rate(rate),
                     w.busySeconds ? tr("over the busy seconds")
                                   : tr("assuming one READ at a time"),
                     units::milliseconds(*e.readRttMs), units::size(bdp),
                     QLocale().toString(Headroom), units::kib(rsizeKib), units::kib(pick));
        });
        return a;
    }

    a.verdict = AdviceVerdict::Keep;
    a.recommendedKib = ra;
    if (sizeBound || flightBound)
        reason(u"at-ceiling"_s, [&]() -> QString {
            return tr("Readahead is already at least 15 x rsize (%1), the most advised.")
                .arg(units::kib(ceilingKib));
        });
    else if (average >= FullReadFraction * std::min(raBytes, rsize))
        reason(u"full-reads"_s, [&]() -> QString {
            return tr("READs average %1, full size: readahead does not hold them back.")
                .arg(units::size(average));
        });
    else
        reason(u"small-reads"_s, [&]() -> QString {
            return tr("READs average %1, less than readahead (%2) and rsize (%3): applications "
                      "read "
                      "small pieces or small files, which readahead does not limit.")
                .arg(units::size(average), units::kib(ra), units::kib(rsizeKib));
        });
    if (e.overfetch)
        reason(u"no-overfetch"_s, [&]() -> QString {
            return tr("The wire carried %1 times what applications read: no "
                      "over-fetch.")
                .arg(units::ratio(*e.overfetch));
        });
    return a;
}

} // namespace nfstuner
