// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdiid.h"
#include "mounts/nfsoptions.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace nfstuner {

// What an NFS client does when the server stops answering.
enum class NfsRecovery
{
    Hard,
    Soft,
    SoftErr
};

// "server:/export" or "[v6addr]:/export" split the way mount.nfs splits it.
struct NfsSource
{
    QString server; // bare address or host name, without IPv6 brackets
    QString exportPath;

    static NfsSource parse(const QString &source);
};

// One NFS mount as the kernel reports it in mountinfo.
struct NfsMount
{
    Q_DECLARE_TR_FUNCTIONS(NfsMount)

public:
    int mountId = 0;
    QString mountpoint; // decoded: real spaces, tabs, backslashes, UTF-8
    // The folder of the file system mounted here: "/" unless this is a bind
    // mount of a folder inside it (a bind of a whole mount looks like a
    // second mount of the export: both share the BDI).
    QString root;
    QString source; // as mounted, e.g. "[::1]:/export"
    QString server;
    QString exportPath;
    QString fstype;  // "nfs" (v2/v3) or "nfs4" (v4.x)
    QString version; // from vers=, e.g. "3", "4.2"
    BdiId bdi;       // the superblock's device, the BDI's name in sysfs
    quint32 rsize = 0;
    quint32 wsize = 0;
    QString proto;
    QString sec;
    std::optional<quint32> timeo;
    std::optional<quint32> retrans;
    std::optional<quint32> nconnect; // absent when not set
    bool readOnly = false;
    NfsRecovery recovery = NfsRecovery::Hard;
    MountOptions options; // the superblock's full option list

    // The Linux client's largest rsize and wsize (NFS_MAX_FILE_IO_SIZE): 1 MiB.
    static constexpr quint32 MaxTransferSize = 1024 * 1024;

    static bool isNfsFsType(QLatin1StringView fstype);
    bool hasSmallTransfers() const { return rsize < MaxTransferSize || wsize < MaxTransferSize; }
    // Why rsize or wsize is below MaxTransferSize, and where a Linux
    // server's limit is set: one text for the window and the CLI, said once
    // whatever the number of mounts it concerns.
    static QString smallTransferNote();
    static QString serverLimitNote();
};

QString toString(NfsRecovery recovery);

} // namespace nfstuner
