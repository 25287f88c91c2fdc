// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdisysfs.h"

#include "base/textfile.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
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
    const int fd =
        ::open(native.constData(), O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
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
    const int writeErrno = errno;
    ::close(fd);
    if (written != text.size())
        return Error::fromErrno(written < 0 ? writeErrno : EIO, path);
    return readAheadKb(bdi);
}

} // namespace nfstuner
