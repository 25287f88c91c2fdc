// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>

class QAbstractItemModel;

namespace nfstuner {

// The mount table as files for other tools: the rows as shown (filtered,
// sorted), every column, machine values in base units (bytes, KiB,
// bytes/s) under stable keys such as read_ahead_kb (the advice's value as
// recommended_kb, as `nfs-tuner-cli advise --json` has it).
namespace TableExport {

QByteArray toCsv(const QAbstractItemModel &table);  // RFC 4180
QByteArray toJson(const QAbstractItemModel &table); // {"mounts":[{...}]}

} // namespace TableExport

} // namespace nfstuner
