// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>

namespace nfstuner {

// Reads a whole file, with the real errno in the error. For kernel files
// (proc, sysfs) whose reported size is meaningless, and small config files.
// Files larger than maxBytes give a Malformed error instead of a huge read.
Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes = 64 * 1024 * 1024);

// The same under a shared flock(), as nfs-utils reads nfs.conf: nfsconf
// --set rewrites files in place under an exclusive lock.
Result<QByteArray> readWholeFileShared(const QString &path, qint64 maxBytes = 16 * 1024 * 1024);

// Reads a file in pieces of up to 64 KiB, handing each to `consume`: for
// big kernel files parsed as they arrive, without holding them whole. The
// same checks and errors as readWholeFile.
Result<qint64> streamFile(const QString &path, const std::function<void(QByteArrayView)> &consume,
                          qint64 maxBytes = 64 * 1024 * 1024);

} // namespace nfstuner
