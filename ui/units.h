// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <optional>

// How sizes and rates read in the app: binary units for sizes (KiB, MiB, as
// read_ahead_kb and rsize are), decimal MB/s for throughput (as dd and
// nfsiostat print it).
namespace nfstuner::units {

QString size(double bytes);          // "128 KiB", "1 MiB", "15 MiB"
QString kib(quint64 kib);            // read_ahead_kb values
QString rate(double bytesPerSecond); // "437.2 MB/s"
QString optional(const std::optional<double> &value, QString (*format)(double));
QString milliseconds(double ms); // "0.42 ms"

} // namespace nfstuner::units
