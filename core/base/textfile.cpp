// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <memory>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// O_NONBLOCK: opening a FIFO planted where a file should be must not hang.
constexpr int OpenFlags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;

// The size of an open regular file; anything else (a FIFO, a device, a
// folder planted where a file should be) is refused and the fd closed.
Result<qint64> regularFileSize(int fd, const QString &path)
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
    return qint64(info.st_size);
}

Error tooLarge(const QString &path, qint64 maxBytes)
{
    return Error{Error::Code::Malformed,
                 QCoreApplication::translate("nfstuner::readWholeFile", "%1: larger than %2 bytes")
                     .arg(path)
                     .arg(maxBytes)};
}

Result<QByteArray> readOpenFile(int fd, const QString &path, qint64 maxBytes)
{
    const auto fileSize = regularFileSize(fd, path);
    if (!fileSize)
        return fileSize.error();
    // Straight into the result, which starts at the file's size (0 for
    // /proc files, which say nothing of theirs) and doubles as needed.
    QByteArray data;
    data.resize(qsizetype(std::min<qint64>(std::max<qint64>(*fileSize + 1, 4096), maxBytes + 1)));
    qsizetype size = 0;
    for (;;) {
        if (size == data.size())
            data.resize(std::min<qsizetype>(data.size() * 2, maxBytes + 1));
        const ssize_t n = ::read(fd, data.data() + size, size_t(data.size() - size));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int readErrno = errno;
            ::close(fd);
            return Error::fromErrno(readErrno, path);
        }
        if (n == 0)
            break;
        size += n;
        if (size > maxBytes) {
            ::close(fd);
            return tooLarge(path, maxBytes);
        }
    }
    ::close(fd);
    data.truncate(size);
    return data;
}

} // namespace

Result<qint64> streamFile(const QString &path, const std::function<void(QByteArrayView)> &consume,
                          qint64 maxBytes)
{
    const int fd = ::open(QFile::encodeName(path).constData(), OpenFlags);
    if (fd < 0)
        return Error::fromErrno(errno, path);
    if (const auto size = regularFileSize(fd, path); !size)
        return size.error();
    static constexpr qsizetype Piece = 64 * 1024;
    const std::unique_ptr<char[]> buffer(new char[Piece]);
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd, buffer.get(), Piece);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int readErrno = errno;
            ::close(fd);
            return Error::fromErrno(readErrno, path);
        }
        if (n == 0)
            break;
        total += n;
        if (total > maxBytes) {
            ::close(fd);
            return tooLarge(path, maxBytes);
        }
        consume(QByteArrayView(buffer.get(), n));
    }
    ::close(fd);
    return total;
}

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
