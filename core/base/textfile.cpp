// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// O_NONBLOCK: opening a FIFO planted where a file should be must not hang.
constexpr int OpenFlags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;

Result<QByteArray> readOpenFile(int fd, const QString &path, qint64 maxBytes)
{
    struct stat info;
    if (::fstat(fd, &info) != 0) {
        const int statErrno = errno;
        ::close(fd);
        return Error::fromErrno(statErrno, path);
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        return Error{Error::Code::Io, QCoreApplication::translate("nfstuner::readWholeFile",
                                                                  "%1: not a regular file")
                                          .arg(path)};
    }
    QByteArray data;
    char buffer[16384];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int readErrno = errno;
            ::close(fd);
            return Error::fromErrno(readErrno, path);
        }
        if (n == 0)
            break;
        if (data.size() + n > maxBytes) {
            ::close(fd);
            return Error{
                Error::Code::Malformed,
                QCoreApplication::translate("nfstuner::readWholeFile", "%1: larger than %2 bytes")
                    .arg(path)
                    .arg(maxBytes)};
        }
        data.append(buffer, n);
    }
    ::close(fd);
    return data;
}

} // namespace

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), OpenFlags);
    if (fd < 0)
        return Error::fromErrno(errno, path);
    return readOpenFile(fd, path, maxBytes);
}

Result<QByteArray> readWholeFileShared(const QString &path, qint64 maxBytes)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), OpenFlags);
    if (fd < 0)
        return Error::fromErrno(errno, path);
    while (::flock(fd, LOCK_SH) != 0) {
        if (errno != EINTR) {
            const int lockErrno = errno;
            ::close(fd);
            return Error::fromErrno(lockErrno, path);
        }
    }
    return readOpenFile(fd, path, maxBytes); // closing drops the lock
}

} // namespace nfstuner
