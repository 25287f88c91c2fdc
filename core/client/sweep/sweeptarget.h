// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/nfsmount.h"
#include "mounts/nfsmounttable.h"

#include <QCoreApplication>
#include <QStringList>

namespace nfstuner {

// The file a sweep reads and the NFS mount it lives on: a readable,
// non-empty regular file on an NFS mount of the root's mount table.
struct SweepTarget
{
    Q_DECLARE_TR_FUNCTIONS(SweepTarget)

public:
    QString file;     // the system path, symlinks resolved ("/mnt/data/big")
    QString realPath; // where this process opens it (below a folder root)
    qint64 size = 0;
    NfsMount mount;
    QStringList sharingMountpoints; // other mounts of the same BDI: they feel every change

    // InvalidArgument or NotNfs naming the reason for a file that does not
    // exist, is a directory or not a regular file, cannot be read, is
    // empty, or is not on NFS (with the file system it is on, where known).
    // On the running system the file's device must be the mount's BDI, so
    // a disk mounted inside an NFS mount is not taken for NFS.
    static Result<SweepTarget> resolve(const SystemRoot &root, const NfsMountTable &table,
                                       const QString &file);
};

} // namespace nfstuner
