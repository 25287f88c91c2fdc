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
#include <utility>

namespace nfstuner {

namespace {

// O_NONBLOCK: opening a FIFO planted where a file should be must not hang.
constexpr int OpenFlags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;

// A file opened for reading, closed when it goes (closing also drops a
// flock). Opening checks it is a regular file: a FIFO, a device or a
// folder planted where a file should be is refused.
class ReadableFile
{
public:
    static Result<ReadableFile> open(const QString &path)
    {
        ReadableFile file(::open(QFile::encodeName(path).constData(), OpenFlags), path);
        if (file.m_fd < 0)
            return Error::fromErrno(errno, path);
        struct stat info;
        if (::fstat(file.m_fd, &info) != 0)
            return Error::fromErrno(errno, path);
        if (!S_ISREG(info.st_mode)) {
            return Error{Error::Code::Io, QCoreApplication::translate("nfstuner::readWholeFile",
                                                                      "%1: not a regular file")
                                              .arg(path)};
        }
        file.m_size = info.st_size; // 0 for /proc files, which say nothing of theirs
        return file;
    }
    ReadableFile(ReadableFile &&other) noexcept
        : m_fd(std::exchange(other.m_fd, -1))
        , m_size(other.m_size)
        , m_path(other.m_path)
    {}
    ReadableFile(const ReadableFile &) = delete;
    ReadableFile &operator=(const ReadableFile &) = delete;
    ReadableFile &operator=(ReadableFile &&) = delete;
    ~ReadableFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    qint64 statSize() const { return m_size; }

    Result<void> lockShared()
    {
        while (::flock(m_fd, LOCK_SH) != 0) {
            if (errno != EINTR)
                return Error::fromErrno(errno, m_path);
        }
        return {};
    }

    // Up to `size` bytes; 0 at the end of the file.
    Result<qsizetype> read(char *buffer, qsizetype size)
    {
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, size_t(size));
            if (n >= 0)
                return qsizetype(n);
            if (errno != EINTR)
                return Error::fromErrno(errno, m_path);
        }
    }

private:
    ReadableFile(int fd, const QString &path)
        : m_fd(fd)
        , m_path(path)
    {}

    int m_fd;
    qint64 m_size = 0;
    QString m_path;
};

Error tooLarge(const QString &path, qint64 maxBytes)
{
    return Error{Error::Code::Malformed,
                 QCoreApplication::translate("nfstuner::readWholeFile", "%1: larger than %2 bytes")
                     .arg(path)
                     .arg(maxBytes)};
}

Result<QByteArray> readAll(ReadableFile &file, const QString &path, qint64 maxBytes)
{
    // Straight into the result, which starts at the file's size and
    // doubles as needed.
    QByteArray data;
    data.resize(
        qsizetype(std::min<qint64>(std::max<qint64>(file.statSize() + 1, 4096), maxBytes + 1)));
    qsizetype size = 0;
    for (;;) {
        if (size == data.size())
            data.resize(std::min<qsizetype>(data.size() * 2, maxBytes + 1));
        const auto n = file.read(data.data() + size, data.size() - size);
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

} // namespace

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
        const auto n = file.read(buffer.get(), Piece);
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
    return readAll(file.value(), path, maxBytes);
}

Result<QByteArray> readWholeFileShared(const QString &path, qint64 maxBytes)
{
    auto file = ReadableFile::open(path);
    if (!file)
        return file.error();
    if (const auto locked = file.value().lockShared(); !locked)
        return locked.error();
    return readAll(file.value(), path, maxBytes); // closing drops the lock
}

} // namespace nfstuner
