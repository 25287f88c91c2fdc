// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdiid.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <optional>

namespace nfstuner {

class MountInventory;
class NfsConf;
class NfsMountTable;

// One BDI's readahead as a change would set it: what a preview shows and
// what is then done, exactly. Readahead belongs to the BDI, so every mount
// on it is named.
struct PlannedReadahead
{
    BdiId bdi;
    QStringList mountpoints; // every mount on the BDI, in table order
    QString fstype;
    quint32 rsize = 0;
    std::optional<quint32> fromKib; // nullopt: unreadable now
    quint32 toKib = 0;
    QString problem;      // why this BDI cannot be set; then it is left alone
    QStringList warnings; // what to know before confirming, beside the value's own

    bool changes() const { return problem.isEmpty() && fromKib != toKib; }
};

class ReadaheadPlan
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadPlan)

public:
    // `kib` for each BDI named, with what the inventory says of it now.
    static QList<PlannedReadahead> set(const MountInventory &inventory,
                                       const QList<QPair<BdiId, quint32>> &values);
    // Every mounted NFS BDI to what nfsrahead would choose for it from
    // `conf`: "apply the settings to mounted file systems".
    static QList<PlannedReadahead>
    applyConfig(const NfsMountTable &table,
                const std::function<std::optional<quint32>(const BdiId &)> &current,
                const NfsConf &conf);
    static QList<PlannedReadahead> applyConfig(const MountInventory &inventory,
                                               const NfsConf &conf);
    // Each BDI still mounted back to `values` (those that differ).
    static QList<PlannedReadahead> restore(const MountInventory &inventory,
                                           const QHash<BdiId, quint32> &values);

    static int changeCount(const QList<PlannedReadahead> &plan);
};

} // namespace nfstuner
