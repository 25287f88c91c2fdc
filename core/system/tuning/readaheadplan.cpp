// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/readaheadplan.h"

#include "conf/readaheadconfig.h"
#include "mounts/mountinventory.h"
#include "tuning/tuningrequests.h"

namespace nfstuner {

namespace {

PlannedReadahead planned(const NfsMountTable &table, const BdiId &bdi,
                         std::optional<quint32> current, quint32 kib)
{
    PlannedReadahead plan;
    plan.bdi = bdi;
    const auto mounts = table.mountsOnBdi(bdi);
    for (const NfsMount *mount : mounts)
        plan.mountpoints.append(mount->mountpoint);
    if (!mounts.isEmpty()) {
        plan.fstype = mounts.first()->fstype;
        plan.rsize = mounts.first()->rsize;
    } else {
        plan.problem = ReadaheadPlan::tr("no NFS mount uses %1 any more").arg(bdi.toString());
    }
    plan.fromKib = current;
    plan.toKib = kib;
    if (kib > TuningLimits::MaxReadaheadKib)
        plan.problem = ReadaheadPlan::tr("%1 KiB is more than 1 GiB").arg(kib);
    return plan;
}

} // namespace

QList<PlannedReadahead> ReadaheadPlan::set(const MountInventory &inventory,
                                           const QList<QPair<BdiId, quint32>> &values)
{
    QList<PlannedReadahead> result;
    for (const auto &[bdi, kib] : values)
        result.append(planned(inventory.table(), bdi, inventory.readAheadKb(bdi), kib));
    return result;
}

QList<PlannedReadahead>
ReadaheadPlan::applyConfig(const NfsMountTable &table,
                           const std::function<std::optional<quint32>(const BdiId &)> &current,
                           const NfsConf &conf)
{
    QList<PlannedReadahead> result;
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    for (const BdiId &bdi : table.bdis()) {
        // The BDI's first mount, as nfs-tuner-rahead sees it when the
        // superblock appears.
        const ReadaheadChoice choice =
            ReadaheadConfig::readaheadForMount(conf, rules, *table.mountsOnBdi(bdi).first());
        PlannedReadahead plan =
            planned(table, bdi, current(bdi), choice.kib < 0 ? 0 : quint32(choice.kib));
        if (choice.kib < 0 || quint32(choice.kib) > TuningLimits::MaxReadaheadKib)
            plan.problem = tr("the configured %1 KiB is out of range, not applied").arg(choice.kib);
        result.append(plan);
    }
    return result;
}

QList<PlannedReadahead> ReadaheadPlan::applyConfig(const MountInventory &inventory,
                                                   const NfsConf &conf)
{
    return applyConfig(
        inventory.table(), [&inventory](const BdiId &bdi) { return inventory.readAheadKb(bdi); },
        conf);
}

QList<PlannedReadahead> ReadaheadPlan::restore(const MountInventory &inventory,
                                               const QHash<BdiId, quint32> &values)
{
    QList<PlannedReadahead> result;
    for (const BdiId &bdi : inventory.table().bdis()) {
        const auto it = values.constFind(bdi);
        if (it != values.cend() && inventory.readAheadKb(bdi) != *it)
            result.append(planned(inventory.table(), bdi, inventory.readAheadKb(bdi), *it));
    }
    return result;
}

int ReadaheadPlan::changeCount(const QList<PlannedReadahead> &plan)
{
    return int(std::count_if(plan.cbegin(), plan.cend(),
                             [](const PlannedReadahead &entry) { return entry.changes(); }));
}

} // namespace nfstuner
