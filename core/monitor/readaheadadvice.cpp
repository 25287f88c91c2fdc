// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/readaheadadvice.h"

namespace nfstuner {

namespace {

QString kib(double bytes)
{
    return bytes >= 1024 * 1024 ? QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024), 0, 'f',
                                                               bytes >= 10 * 1024 * 1024 ? 0 : 1)
                                : QStringLiteral("%1 KiB").arg(qRound(bytes / 1024));
}

} // namespace

ReadaheadAdvice ReadaheadAdvice::evaluate(std::optional<quint32> readAheadKib, quint32 rsize,
                                          std::optional<double> averageReadBytes)
{
    ReadaheadAdvice advice;
    if (!readAheadKib || rsize == 0)
        return advice;
    const double readahead = double(*readAheadKib) * 1024;
    const QString why =
        tr("Since Linux 5.4, NFS mounts read ahead only 128 KiB instead of 15 x rsize, and "
           "streaming reads can be 30-75 % slower. Try 15 x rsize (%1, the old default) or a value "
           "between 1 and 16 MiB, then watch the average READ size and the throughput.")
            .arg(kib(double(classicReadaheadKib(rsize)) * 1024));
    if (readahead < double(rsize)) {
        advice.limiting = true;
        advice.explanation =
            tr("Readahead (%1) is below rsize (%2): each READ asks for at most %1.")
                .arg(kib(readahead), kib(rsize)) +
            QLatin1Char(' ') + why;
    } else if (averageReadBytes && *averageReadBytes < double(rsize) / 2 &&
               std::abs(*averageReadBytes - readahead) <= readahead * 0.15) {
        advice.limiting = true;
        advice.explanation = tr("READs average %1, the readahead size, far below rsize (%2): "
                                "readahead limits this mount.")
                                 .arg(kib(*averageReadBytes), kib(rsize)) +
                             QLatin1Char(' ') + why;
    }
    return advice;
}

} // namespace nfstuner
