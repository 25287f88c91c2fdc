// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"

#include <QHash>

namespace nfstuner {

// The NFS mounts with the current readahead of each BDI: what `list` shows.
class MountInventory
{
public:
    // Fails only when the mount table cannot be read. A BDI whose sysfs file
    // is missing or unreadable (e.g. unmounted between the two reads) has no
    // readahead; the rest is still returned.
    static Result<MountInventory> collect(const SystemRoot &root);
    // Reads every BDI's readahead again (someone else may have changed it),
    // without the mount table; true when any value or error changed.
    bool rereadReadahead(const SystemRoot &root);

    const NfsMountTable &table() const { return m_table; }
    const QList<NfsMount> &mounts() const { return m_table.mounts(); }

    // nullopt when the BDI's readahead could not be read; readAheadError() says why.
    std::optional<quint32> readAheadKb(const BdiId &bdi) const;
    QString readAheadError(const BdiId &bdi) const;

    // The other mountpoints on the same BDI as `mount`, in table order.
    QStringList mountpointsSharingBdi(const NfsMount &mount) const;

private:
    void readReadahead(const SystemRoot &root);

    NfsMountTable m_table;
    QHash<BdiId, quint32> m_readAheadKb;
    QHash<BdiId, QString> m_readAheadErrors;
};

} // namespace nfstuner
