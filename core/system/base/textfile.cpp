// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/textfile.h"

#include "base/unixfd.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <linux/magic.h>
#include <memory>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <utility>

namespace nfstuner {

namespace {

// O_NONBLOCK: opening a FIFO planted where a file should be must not hang.
constexpr int OpenFlags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;

// A file opened for reading, closed when it goes. Opening checks it is a
// regular file: a FIFO, a device or a folder planted where a file should
// be is refused. No lock is taken: a lock anyone may take would let anyone
// stall the reader, and our writers replace files by an atomic rename.
class ReadableFile
{
public:
    static Result<ReadableFile> open(const QString &path)
    {
        ReadableFile file(UniqueFd(::open(QFile::encodeName(path).constData(), OpenFlags)));
        if (!file.m_fd.valid())
            return Error::fromErrno(errno, path);
        const auto size = regularFileSize(file.m_fd.get(), path);
        if (!size)
            return size.error();
        file.m_size = *size;
        return file;
    }

    int fd() const { return m_fd.get(); }
    qint64 statSize() const { return m_size; }

private:
    explicit ReadableFile(UniqueFd fd)
        : m_fd(std::move(fd))
    {}

    UniqueFd m_fd;
    qint64 m_size = 0;
};

// Up to `size` bytes; 0 at the end of the file.
Result<qsizetype> readSome(int fd, char *buffer, qsizetype size, const QString &path)
{
    for (;;) {
        const ssize_t n = ::read(fd, buffer, size_t(size));
        if (n >= 0)
            return qsizetype(n);
        if (errno != EINTR)
            return Error::fromErrno(errno, path);
    }
}

Error tooLarge(const QString &path, qint64 maxBytes)
{
    return Error{Error::Code::Malformed,
                 QCoreApplication::translate("nfstuner::readWholeFile", "%1: larger than %2 bytes")
                     .arg(path)
                     .arg(maxBytes)};
}

} // namespace

Result<qint64> regularFileSize(int fd, const QString &path)
{
    struct stat info;
    if (::fstat(fd, &info) != 0)
        return Error::fromErrno(errno, path);
    if (!S_ISREG(info.st_mode))
        return Error{Error::Code::IoError, QCoreApplication::translate("nfstuner::readWholeFile",
                                                                       "%1: not a regular file")
                                               .arg(path)};
    return qint64(info.st_size); // 0 for /proc files, which say nothing of theirs
}

Result<QByteArray> readOpenFile(int fd, const QString &path, qint64 sizeHint, qint64 maxBytes)
{
    // Straight into the result, which starts at the file's size and
    // doubles as needed.
    QByteArray data;
    data.resize(qsizetype(std::min<qint64>(std::max<qint64>(sizeHint + 1, 4096), maxBytes + 1)));
    qsizetype size = 0;
    for (;;) {
        if (size == data.size())
            data.resize(std::min<qsizetype>(data.size() * 2, maxBytes + 1));
        const auto n = readSome(fd, data.data() + size, data.size() - size, path);
        if (!n)
            return n.error();
        if (*n == 0)
            break;
        size += *n;
        if (size > maxBytes)
            return tooLarge(path, maxBytes);
    }
    data.truncate(size);
    return data;
}

Result<qint64> streamFile(const QString &path, const std::function<void(QByteArrayView)> &consume,
                          qint64 maxBytes)
{
    auto opened = ReadableFile::open(path);
    if (!opened)
        return opened.error();
    ReadableFile &file = opened.value();
    static constexpr qsizetype Piece = 64 * 1024;
    const std::unique_ptr<char[]> buffer(new char[Piece]);
    qint64 total = 0;
    for (;;) {
        const auto n = readSome(file.fd(), buffer.get(), Piece, path);
        if (!n)
            return n.error();
        if (*n == 0)
            return total;
        total += *n;
        if (total > maxBytes)
            return tooLarge(path, maxBytes);
        consume(QByteArrayView(buffer.get(), *n));
    }
}

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes)
{
    auto file = ReadableFile::open(path);
    if (!file)
        return file.error();
    return readOpenFile(file->fd(), path, file->statSize(), maxBytes);
}

Result<void> writeKernelAttribute(const QString &path, const QByteArray &text)
{
    const UniqueFd fd(::open(QFile::encodeName(path).constData(),
                             O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid())
        return Error::fromErrno(errno, path);
    if (const auto regular = regularFileSize(fd.get(), path); !regular)
        return regular.error();
    ssize_t written;
    do {
        written = ::write(fd.get(), text.constData(), size_t(text.size()));
    } while (written < 0 && errno == EINTR);
    if (written < 0)
        return Error::fromErrno(errno, path);
    if (written != text.size())
        return Error::fromErrno(EIO, path);
    struct statfs filesystem = {};
    if (::fstatfs(fd.get(), &filesystem) != 0)
        return Error::fromErrno(errno, path);
    const bool kernels = filesystem.f_type == SYSFS_MAGIC || filesystem.f_type == PROC_SUPER_MAGIC;
    if (!kernels && ::ftruncate(fd.get(), written) != 0)
        return Error::fromErrno(errno, path);
    return {};
}

QByteArray fileVersion(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return QByteArray();
    return QByteArray::number(qulonglong(info.st_ino)) + ' ' +
           QByteArray::number(qlonglong(info.st_size)) + ' ' +
           QByteArray::number(qlonglong(info.st_mtim.tv_sec)) + '.' +
           QByteArray::number(qlonglong(info.st_mtim.tv_nsec));
}

} // namespace nfstuner
