// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdisysfs.h"

#include "base/textfile.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

namespace nfstuner {

QString BdiSysfs::readAheadPath(const BdiId &bdi) const
{
    return m_root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi.toString()));
}

Result<quint32> BdiSysfs::readAheadKb(const BdiId &bdi) const
{
    const QString path = readAheadPath(bdi);
    auto content = readWholeFile(path, 64);
    if (!content)
        return content.error();
    bool ok = false;
    const quint32 kib = content->trimmed().toUInt(&ok);
    if (!ok)
        return Error{Error::Code::Malformed,
                     tr("%1: expected a number of KiB, found \"%2\"")
                         .arg(path, QString::fromLatin1(content->trimmed().left(20)))};
    return kib;
}

Result<quint32> BdiSysfs::setReadAheadKb(const BdiId &bdi, quint32 kib) const
{
    const QString path = readAheadPath(bdi);
    const QByteArray native = QFile::encodeName(path);
    // No O_TRUNC: a write the kernel refuses must leave the value as it was,
    // in a folder root too (tests, the demo), where it would empty the file.
    const int fd = ::open(native.constData(), O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return Error::fromErrno(errno, path);
    struct stat info = {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return Error{Error::Code::InvalidArgument, tr("%1: not a regular file").arg(path)};
    }
    const QByteArray text = QByteArray::number(kib) + '\n';
    ssize_t written;
    do {
        written = ::write(fd, text.constData(), size_t(text.size()));
    } while (written < 0 && errno == EINTR);
    int writeErrno = errno;
    // sysfs parses the write; a plain file keeps the tail of a longer old
    // value ("1024\n" overwritten by "64\n"), which is cut off here.
    struct statfs filesystem = {};
    if (written == text.size() && ::fstatfs(fd, &filesystem) == 0 &&
        filesystem.f_type != SYSFS_MAGIC && ::ftruncate(fd, written) != 0) {
        writeErrno = errno;
        written = -1;
    }
    ::close(fd);
    if (written != text.size())
        return Error::fromErrno(written < 0 ? writeErrno : EIO, path);
    return readAheadKb(bdi);
}

} // namespace nfstuner
