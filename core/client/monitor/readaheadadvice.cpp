// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/readaheadadvice.h"

#include "base/units.h"

namespace nfstuner {

ReadaheadAdvice ReadaheadAdvice::evaluate(std::optional<quint32> readAheadKib, quint32 rsize,
                                          std::optional<double> averageReadBytes)
{
    ReadaheadAdvice advice;
    if (!readAheadKib || rsize == 0)
        return advice;
    const double readahead = double(*readAheadKib) * 1024;
    // The table judges every mount every second: words only for a verdict.
    const auto why = [rsize]() -> QString {
        return tr("Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and "
                  "streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or "
                  "a value between 1 and 16 MiB, then watch the average READ size and the "
                  "throughput.")
            .arg(units::kib(classicReadaheadKib(rsize)));
    };
    if (readahead < double(rsize)) {
        advice.limiting = true;
        advice.explanation =
            tr("Readahead (%1) is below rsize (%2): each READ asks for at most %1.")
                .arg(units::kib(*readAheadKib), units::bytes(rsize)) +
            QLatin1Char(' ') + why();
    } else if (averageReadBytes && *averageReadBytes < double(rsize) / 2 &&
               std::abs(*averageReadBytes - readahead) <= readahead * 0.15) {
        advice.limiting = true;
        advice.explanation = tr("READs average %1, the readahead size, far below rsize (%2): "
                                "readahead limits this mount.")
                                 .arg(units::size(*averageReadBytes), units::bytes(rsize)) +
                             QLatin1Char(' ') + why();
    }
    return advice;
}

ReadaheadAdvice ReadaheadAdvice::evaluateNextMount(int nextKib, quint32 rsize)
{
    ReadaheadAdvice advice;
    if (nextKib == 0) {
        advice.limiting = true;
        advice.explanation = tr("On the next mount nfsrahead turns readahead off (0 KiB): every "
                                "read then waits for its own READ.");
    } else if (nextKib > 0 && rsize > 0 && quint64(nextKib) * 1024 < rsize) {
        advice.limiting = true;
        advice.explanation = tr("On the next mount nfsrahead sets %1, below rsize (%2): each READ "
                                "then asks for at most %1. Raise the [nfsrahead] value on the "
                                "Persistent settings page.")
                                 .arg(units::kib(quint64(nextKib)), units::bytes(rsize));
    }
    return advice;
}

} // namespace nfstuner
