// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QLocale>
#include <QString>

#include <optional>

// How sizes and rates read, in the window and on the command line alike:
// binary units for sizes (KiB, MiB, as read_ahead_kb and rsize are),
// decimal MB/s for throughput (as dd and nfsiostat print it).
namespace nfstuner::units {

// An exact size in KiB (readahead, rsize): never rounded. In MiB or GiB
// only when that is exact to one decimal ("1 MiB", "1.5 MiB", "15 MiB"),
// otherwise in KiB ("960 KiB", "15,000 KiB"); 0 is "0 KiB".
QString kib(quint64 kib, const QLocale &locale = QLocale());
// An exact size in bytes (rsize, wsize): as kib() when whole KiB.
QString bytes(quint64 bytes, const QLocale &locale = QLocale());
// A measured size (an average READ): rounded, the unit chosen after
// rounding, so 1,023.6 KiB reads "1 MiB", never "1,024 KiB".
QString size(double bytes, const QLocale &locale = QLocale());
QString rate(double bytesPerSecond, const QLocale &locale = QLocale()); // "437.2 MB/s", "0.24 MB/s"
QString milliseconds(double ms, const QLocale &locale = QLocale());     // "0.42 ms"
// A measured ratio (over-fetch, READs in flight): "2.95", "12.4".
QString ratio(double value, const QLocale &locale = QLocale());
QString optional(const std::optional<double> &value, QString (*format)(double, const QLocale &),
                 const QLocale &locale = QLocale());

// A size as typed on the command line: a plain number of `plainUnit`
// bytes, or with a binary unit K, M, G (also KiB, KB, MiB, ...; KB is 1024
// as in dd). "16M" with plainUnit 1024 is 16384 KiB worth of bytes. nullopt
// for anything else or above 2^53 bytes: nothing is rounded or clamped.
std::optional<quint64> parseSize(QStringView text, quint64 plainUnit);

} // namespace nfstuner::units
