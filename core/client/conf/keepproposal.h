// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/readaheadrules.h"
#include "mounts/bdiid.h"
#include "mounts/nfsmount.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QStringList>

#include <functional>
#include <optional>

namespace nfstuner {

// Which keys keep live readahead changes after a reboot ("Keep after
// reboot"): as few keys as give the changed mounts their values when
// mounted again, and change that for no other mount mounted now. A changed
// mount whose next mount gets its value already needs no key. Each other
// starts with the narrowest [nfs-tuner] rule key that names it (its mount
// point, else its export or server). Where every mount an export's, then a
// server's key would decide wants one value (changed to it, or getting it
// next time already), that key takes the value most of the keys under it
// have, and those keys go, if that leaves fewer; keys of other values stay,
// narrower, as exceptions. Then the same for nfsrahead's key of each NFS
// version, which decides the mounts no rule does (also tried first, the
// fewer keys winning). So "every mount at 4 MiB" on a thousand mounts is a
// key or two, not a rule per mount point.
//
// A BDI none of whose mounts a rule key can name needs its version's key;
// where such BDIs got different values there is no key to propose (split).
// Where a mount point cannot be a key, its export's or server's may decide
// the next mount of others too, as may a version key for an unnamed mount:
// those whose next mount would change are listed, for the user to confirm
// before anything is kept.
struct KeepProposal
{
    Q_DECLARE_TR_FUNCTIONS(KeepProposal)

public:
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
    // The values the changed mounts of each NFS version (nfs, nfs4) want.
    QMap<QString, QList<quint32>> valuesByVersion;

    // Why there are rules by mount point (or export, or server) rather than
    // nfsrahead's key of each version: the values a version's mounts want
    // differ (15 x rsize of 1 MiB and of 512 KiB), or a key of the version
    // would change the next mount of others. Empty when nothing narrower
    // than a version key is proposed.
    QString whyNarrow() const;

    // What a mount's next mount gets now (nullopt: unknown).
    using NextMount = std::function<std::optional<quint32>(const NfsMount &)>;

    // `rules` as the files say now; `mounts` the mounted file systems;
    // `nextMountKib` what each gets when mounted again, as things stand.
    static KeepProposal propose(const QList<Change> &changes, const QList<NfsMount> &mounts,
                                const ReadaheadRules &rules, const NextMount &nextMountKib);
};

} // namespace nfstuner
