// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace nfstuner {

// Whether the persistent setting will ever be used: nfs-utils' nfsrahead
// and the udev rule that runs it when an NFS BDI appears, and which config
// file that nfsrahead reads (compiled in; some systems differ); for
// [nfs-tuner] rules, nfs-tuner-rahead and its udev rule. And, where this
// machine is an NFS server too, the largest block its nfsd serves.
struct SystemHealth
{
    Q_DECLARE_TR_FUNCTIONS(SystemHealth)

public:
    QString nfsraheadPath;  // empty: not installed
    QString udevRulePath;   // empty: no rule runs nfsrahead
    QString configFileRead; // the nfs.conf path found in nfsrahead's binary
    QString raheadRulePath; // empty: no udev rule runs nfs-tuner-rahead
    QString raheadPath;     // what that rule runs, when it is there
    // Why [nfsrahead] values will not reach new mounts (nfsrahead or its
    // udev rule missing); empty when they will. In problems too.
    QString nfsraheadProblem;
    QStringList problems; // in words a user can act on
    // Where this machine runs nfsd: its largest READ/WRITE size
    // (/proc/fs/nfsd/max_block_size), which bounds every client's rsize and
    // wsize; set before nfsd starts. nullopt: no nfsd here.
    std::optional<quint32> nfsdMaxBlockSize;

    // `rulesConfigured`: [nfs-tuner] rules exist, so a missing
    // nfs-tuner-rahead is a problem (otherwise nothing needs it).
    static SystemHealth check(const SystemRoot &root, bool rulesConfigured = false);
    // Why [nfs-tuner] rules will not be applied to new mounts here (no udev
    // rule runs nfs-tuner-rahead, or what it runs is missing); empty when
    // they will.
    static QString rulesHelperProblem(const SystemRoot &root);
    // Why [nfsrahead] values will not be applied to new mounts here
    // (nfsraheadProblem), without the rest of check().
    static QString nfsraheadProblemAt(const SystemRoot &root);
    static QString nfsdMaxBlockSizePath();

private:
    // nfsraheadPath, udevRulePath and nfsraheadProblem.
    void findNfsrahead(const SystemRoot &root);
};

} // namespace nfstuner
