// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/readaheadrules.h"
#include "mounts/bdiid.h"
#include "mounts/nfsmount.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QStringList>

namespace nfstuner {

// Which keys keep live readahead changes after a reboot ("Keep after
// reboot"): for each mount of a changed BDI the narrowest [nfs-tuner] rule
// key that names it (its mount point, else its export or server). Only a
// BDI none of whose mounts a rule key can name falls back to nfsrahead's
// key for its NFS version, which has one value for all that version's
// mounts: where such BDIs got different values there is no key to propose.
// A key broader than a mount point may decide the next mount of others
// too: those are listed, for the user to confirm before anything is kept.
struct KeepProposal
{
    struct Change
    {
        BdiId bdi;
        QString fstype; // nfs or nfs4, as the BDI's mounts had when changed
        quint32 kib = 0;
    };

    QMap<QByteArray, quint32> keys; // what to write
    QStringList broadKeys;          // those of them broader than a mount point
    QStringList reached;            // other mount points they would decide, in mount order
    QStringList split;              // NFS versions whose BDIs got different values

    // `rules` as the files say now; `mounts` the mounted file systems.
    static KeepProposal propose(const QList<Change> &changes, const QList<NfsMount> &mounts,
                                const ReadaheadRules &rules);
};

} // namespace nfstuner
