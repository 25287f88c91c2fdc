// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsmount.h"

namespace nfstuner {

NfsSource NfsSource::parse(const QString &source)
{
    // mount.nfs (nfs_parse_devname): "[addr]:path" for IPv6, else the host
    // ends at the first colon.
    if (source.startsWith(QLatin1Char('['))) {
        const qsizetype close = source.indexOf(QLatin1String("]:"));
        if (close > 0)
            return {source.mid(1, close - 1), source.mid(close + 2)};
    }
    const qsizetype colon = source.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return {QString(), source};
    return {source.left(colon), source.mid(colon + 1)};
}

QString NfsMount::smallTransferNote()
{
    return tr("Below 1 MiB, the most the Linux client uses: the server offered no more, unless "
              "the mount options asked for less.");
}

QString NfsMount::serverLimitNote()
{
    return tr("A Linux server's limit is nfsd's max_block_size (/proc/fs/nfsd/max_block_size), "
              "set before nfsd starts; by default it is larger on servers with more memory.");
}

bool NfsMount::isNfsFsType(QLatin1StringView fstype)
{
    return fstype == QLatin1String("nfs") || fstype == QLatin1String("nfs4");
}

QString toString(NfsRecovery recovery)
{
    switch (recovery) {
    case NfsRecovery::Soft:
        return QStringLiteral("soft");
    case NfsRecovery::SoftErr:
        return QStringLiteral("softerr");
    case NfsRecovery::Hard:
        break;
    }
    return QStringLiteral("hard");
}

} // namespace nfstuner
