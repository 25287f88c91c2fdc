// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/nfsmount.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace nfstuner {

// The NFS mounts of ROOT/proc/self/mountinfo, read with libmount.
class NfsMountTable
{
    Q_DECLARE_TR_FUNCTIONS(NfsMountTable)

public:
    NfsMountTable() = default;
    explicit NfsMountTable(QList<NfsMount> mounts);

    // NotFound when the file is missing, Malformed (naming the line) when
    // libmount cannot parse a line; never a partial table.
    static Result<NfsMountTable> read(const SystemRoot &root);
    static Result<NfsMountTable> readFile(const QString &mountInfoPath);
    // The same for content already read; `name` is the file errors name.
    static Result<NfsMountTable> parse(QByteArray content, const QString &name);
    // The same with every line parsed by libmount, which parse() leaves the
    // lines that are not NFS to when they are laid out as the kernel writes
    // them: the reference parse() is tested against.
    static Result<NfsMountTable> parseEveryLine(QByteArray content, const QString &name);

    const QList<NfsMount> &mounts() const { return m_mounts; }
    bool isEmpty() const { return m_mounts.isEmpty(); }

    // Every mount on one BDI (one superblock): the unit readahead applies to.
    QList<const NfsMount *> mountsOnBdi(const BdiId &bdi) const;
    // Distinct BDIs in mount table order.
    QList<BdiId> bdis() const;
    const NfsMount *findByMountpoint(const QString &mountpoint) const;
    // The fstype of a mount that is not NFS on this BDI, if any: tells "not
    // an NFS BDI" from "no such BDI".
    QString otherFsTypeOn(const BdiId &bdi) const { return m_otherFsTypes.value(bdi); }

private:
    static Result<NfsMountTable> parseWithLibmount(QByteArray content, const QString &name,
                                                   qsizetype expectedMounts = 0);
    static std::optional<Error> checkWhole(const QByteArray &content, const QString &name);
    void index();

    QList<NfsMount> m_mounts;
    QHash<BdiId, QString> m_otherFsTypes;
    // Positions in m_mounts, so that a lookup for each mount of a table of
    // ten thousand stays linear in all (callers do one per row).
    QHash<BdiId, QList<qsizetype>> m_onBdi;   // in table order
    QHash<QString, qsizetype> m_byMountpoint; // the last mount on a path
};

} // namespace nfstuner
