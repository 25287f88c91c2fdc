// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/keepproposal.h"

#include <QSet>

namespace nfstuner {

namespace {

QSet<QString> changedMountpoints(const QList<KeepProposal::Change> &changes,
                                 const QList<NfsMount> &mounts)
{
    QSet<QString> changed;
    for (const KeepProposal::Change &change : changes) {
        for (const NfsMount &mount : mounts) {
            if (mount.bdi == change.bdi)
                changed.insert(mount.mountpoint);
        }
    }
    return changed;
}

} // namespace

KeepProposal KeepProposal::propose(const QList<Change> &changes, const QList<NfsMount> &mounts,
                                   const ReadaheadRules &rules)
{
    KeepProposal proposal;
    const QSet<QString> changed = changedMountpoints(changes, mounts);
    QSet<QString> reached;
    const auto reach = [&](const QString &mountpoint) {
        if (!changed.contains(mountpoint) && !reached.contains(mountpoint))
            reached.insert(mountpoint);
    };
    QMap<QByteArray, QSet<quint32>> byVersion;
    for (const Change &change : changes) {
        bool named = false;
        for (const NfsMount &mount : mounts) {
            if (mount.bdi != change.bdi)
                continue;
            const QList<QByteArray> ruleKeys = ReadaheadRule::keysFor(mount);
            if (ruleKeys.isEmpty())
                continue;
            proposal.keys.insert(ruleKeys.first(), change.kib);
            named = true;
            const auto rule = ReadaheadRule::fromKey(ruleKeys.first());
            if (rule && rule->kind != ReadaheadRule::Kind::MountPoint) {
                proposal.broadKeys.append(QString::fromLatin1(ruleKeys.first()));
                for (const QString &other : rules.mountpointsDecidedIfWritten(*rule, mounts))
                    reach(other);
            }
        }
        if (!named)
            byVersion[change.fstype.toLatin1()].insert(change.kib);
    }
    for (auto it = byVersion.cbegin(); it != byVersion.cend(); ++it) {
        if (it.value().size() != 1) {
            proposal.split.append(QString::fromLatin1(it.key()));
            continue;
        }
        proposal.keys.insert(it.key(), *it.value().cbegin());
        proposal.broadKeys.append(QString::fromLatin1(it.key()));
        // nfsrahead's key decides every mount of that version no rule does.
        for (const NfsMount &mount : mounts) {
            if (mount.fstype.toLatin1() == it.key() && !rules.ruleFor(mount))
                reach(mount.mountpoint);
        }
    }
    for (const NfsMount &mount : mounts) {
        if (reached.contains(mount.mountpoint) && !proposal.reached.contains(mount.mountpoint))
            proposal.reached.append(mount.mountpoint);
    }
    return proposal;
}

} // namespace nfstuner
