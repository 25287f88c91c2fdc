// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/sweeptarget.h"

#include "base/printable.h"

#include <QDir>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>

namespace nfstuner {

namespace {

bool isBelow(const QString &path, const QString &mountpoint)
{
    return path == mountpoint || mountpoint == QLatin1String("/") ||
           path.startsWith(mountpoint + QLatin1Char('/'));
}

// The NFS mount whose mount point is the longest prefix of `path`.
const NfsMount *nfsMountOf(const NfsMountTable &table, const QString &path)
{
    const NfsMount *best = nullptr;
    for (const NfsMount &mount : table.mounts()) {
        if (isBelow(path, mount.mountpoint) &&
            (!best || mount.mountpoint.size() > best->mountpoint.size()))
            best = &mount;
    }
    return best;
}

} // namespace

Result<SweepTarget> SweepTarget::resolve(const SystemRoot &root, const NfsMountTable &table,
                                         const QString &file)
{
    const QString shown = printable(file);
    if (file.isEmpty())
        return Error{Error::Code::InvalidArgument, tr("no file given")};
    const QString systemPath = root.isRealSystem() ? QFileInfo(file).absoluteFilePath()
                                                   : QDir::cleanPath(QLatin1Char('/') + file);
    const QFileInfo info(root.path(systemPath));
    if (!info.exists())
        return Error{Error::Code::InvalidArgument, tr("%1 does not exist").arg(shown)};
    if (info.isDir())
        return Error{Error::Code::InvalidArgument,
                     tr("%1 is a directory: give a large file to read").arg(shown)};
    const QString canonical = info.canonicalFilePath();
    struct stat status = {};
    if (::stat(QFile::encodeName(canonical).constData(), &status) != 0)
        return Error::fromErrno(errno, shown);
    if (!S_ISREG(status.st_mode))
        return Error{Error::Code::InvalidArgument,
                     tr("%1 is not a regular file: give a large file to read").arg(shown)};
    const int fd = ::open(QFile::encodeName(canonical).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error{
            Error::Code::PermissionDenied,
            tr("%1 cannot be read: %2").arg(shown, QString::fromLocal8Bit(strerror(errno)))};
    ::close(fd);
    if (status.st_size == 0)
        return Error{Error::Code::InvalidArgument, tr("%1 is empty: nothing to read").arg(shown)};

    // The system path, symlinks resolved: a folder root's prefix taken off.
    QString resolved = canonical;
    if (!root.isRealSystem()) {
        const QString prefix = QFileInfo(root.root()).canonicalFilePath();
        if (!isBelow(canonical, prefix) || canonical == prefix)
            return Error{Error::Code::InvalidArgument,
                         tr("%1 leads outside %2").arg(shown, printable(root.root()))};
        resolved = canonical.mid(prefix.size());
    }
    const NfsMount *mount = nfsMountOf(table, resolved);
    const BdiId device{quint32(major(status.st_dev)), quint32(minor(status.st_dev))};
    // A folder root's files lie on this machine's disks, not on its mounts:
    // only the running system can be asked which device holds the file.
    if (root.isRealSystem() && (!mount || mount->bdi != device)) {
        const QString fstype = table.otherFsTypeOn(device);
        return Error{Error::Code::NotNfs,
                     fstype.isEmpty()
                         ? tr("%1 is not on an NFS mount").arg(shown)
                         : tr("%1 is not on an NFS mount: it is on %2").arg(shown, fstype)};
    }
    if (!mount)
        return Error{Error::Code::NotNfs, tr("%1 is not on an NFS mount").arg(shown)};

    SweepTarget target;
    target.file = resolved;
    target.realPath = canonical;
    target.size = status.st_size;
    target.mount = *mount;
    for (const NfsMount *other : table.mountsOnBdi(mount->bdi)) {
        if (other->mountpoint != mount->mountpoint)
            target.sharingMountpoints.append(other->mountpoint);
    }
    return target;
}

} // namespace nfstuner
