// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/mountinventory.h"

#include "base/logging.h"

namespace nfstuner {

Result<MountInventory> MountInventory::collect(const SystemRoot &root)
{
    auto table = NfsMountTable::read(root);
    if (!table)
        return table.error();

    MountInventory inventory;
    inventory.m_table = std::move(table).value();
    inventory.readReadahead(root);
    qCDebug(lcMounts, "%lld NFS mounts on %lld BDIs", qlonglong(inventory.m_table.mounts().size()),
            qlonglong(inventory.m_table.bdis().size()));
    return inventory;
}

void MountInventory::readReadahead(const SystemRoot &root)
{
    m_readAheadKb.clear();
    m_readAheadErrors.clear();
    const BdiSysfs sysfs(root);
    sysfs.readAheadKbOfEach(m_table.bdis(), [this](const BdiId &bdi, const Result<quint32> &kib) {
        if (kib) {
            m_readAheadKb.insert(bdi, *kib);
        } else {
            qCDebug(lcMounts, "%s", qPrintable(kib.error().message));
            m_readAheadErrors.insert(bdi, kib.error().message);
        }
    });
}

bool MountInventory::rereadReadahead(const SystemRoot &root)
{
    const auto values = m_readAheadKb;
    const auto errors = m_readAheadErrors;
    readReadahead(root);
    return values != m_readAheadKb || errors != m_readAheadErrors;
}

std::optional<quint32> MountInventory::readAheadKb(const BdiId &bdi) const
{
    const auto it = m_readAheadKb.constFind(bdi);
    if (it == m_readAheadKb.cend())
        return std::nullopt;
    return *it;
}

QString MountInventory::readAheadError(const BdiId &bdi) const
{
    return m_readAheadErrors.value(bdi);
}

QStringList MountInventory::mountpointsSharingBdi(const NfsMount &mount) const
{
    QStringList others;
    for (const NfsMount *other : m_table.mountsOnBdi(mount.bdi)) {
        if (other->mountId != mount.mountId)
            others.append(other->mountpoint);
    }
    return others;
}

} // namespace nfstuner
