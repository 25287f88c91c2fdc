// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace nfstuner {

class NfsMountTable;

// What the kernel lets one BDI keep dirty: its share of the dirty limit
// (min_ratio, max_ratio, in %), that share in bytes (min_bytes, max_bytes,
// since Linux 6.2) and whether the share is enforced even below the
// machine's background threshold (strict_limit, since 6.2). An attribute the
// kernel does not have, or that cannot be read, is nullopt: nothing is
// guessed.
struct BdiWritebackLimits
{
    Q_DECLARE_TR_FUNCTIONS(BdiWritebackLimits)

public:
    BdiId bdi;
    QStringList mountpoints; // the NFS mounts on the BDI, in table order
    std::optional<quint32> minRatio;
    std::optional<quint32> maxRatio;
    std::optional<quint64> minBytes;
    std::optional<quint64> maxBytes;
    std::optional<bool> strictLimit;

    // max_ratio below 100, a min_ratio or a strict limit: set by someone.
    bool isTuned() const;
    // "20 % of the dirty limit (70.5 MiB), strictly": the share in words,
    // for the window and the CLI alike.
    QString shareText() const;

    // One entry per NFS BDI of `table`, in table order, read from
    // ROOT/sys/class/bdi/<maj:min>/.
    static QList<BdiWritebackLimits> read(const SystemRoot &root, const NfsMountTable &table);
};

} // namespace nfstuner
