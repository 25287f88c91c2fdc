// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/atomicfilereplace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// Closes a descriptor when it goes out of scope.
class Fd
{
public:
    explicit Fd(int fd = -1)
        : m_fd(fd)
    {}
    ~Fd() { reset(); }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }
    int release()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }

private:
    int m_fd;
};

Error ioError(int errnum, const QString &what)
{
    return Error::fromErrno(errnum, what);
}

bool lockExclusive(int fd)
{
    while (::flock(fd, LOCK_EX) != 0) {
        if (errno != EINTR)
            return false;
    }
    return true;
}

Result<QByteArray> readAll(int fd, const QString &path)
{
    QByteArray data;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::pread(fd, buffer, sizeof buffer, data.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return ioError(errno, path);
        }
        if (n == 0)
            return data;
        data.append(buffer, n);
    }
}

Result<void> writeAll(int fd, const QByteArray &data, const QString &path)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, size_t(data.size() - done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return ioError(errno, path);
        }
        done += n;
    }
    return {};
}

// Extended attributes carry POSIX ACLs (system.posix_acl_access) and the
// SELinux label (security.selinux); losing them would change who may read
// the file or whether services may.
Result<void> copyXattrs(int from, int to, const QString &path)
{
    ssize_t size = ::flistxattr(from, nullptr, 0);
    if (size < 0)
        return (errno == ENOTSUP) ? Result<void>() : Result<void>(ioError(errno, path));
    QByteArray names(size, '\0');
    size = ::flistxattr(from, names.data(), size_t(names.size()));
    if (size < 0)
        return ioError(errno, path);
    for (const QByteArray &name : names.left(size).split('\0')) {
        if (name.isEmpty())
            continue;
        const ssize_t valueSize = ::fgetxattr(from, name.constData(), nullptr, 0);
        if (valueSize < 0)
            return ioError(errno, path);
        QByteArray value(valueSize, '\0');
        const ssize_t got = ::fgetxattr(from, name.constData(), value.data(), size_t(value.size()));
        if (got < 0)
            return ioError(errno, path);
        if (::fsetxattr(to, name.constData(), value.constData(), size_t(got), 0) != 0)
            return Error{
                Error::Code::Io,
                AtomicFileReplace::tr("%1: cannot keep the extended attribute %2: %3")
                    .arg(path, QString::fromLatin1(name), QString::fromLocal8Bit(strerror(errno)))};
    }
    return {};
}

// Temporary files only live while their writer holds the folder lock, which
// we hold now: any left are from a writer that was killed, and go.
void removeStaleTemporaries(const QString &folder, const QString &prefix)
{
    const QDir dir(folder);
    for (const QString &name : dir.entryList({prefix + QStringLiteral("??????")},
                                             QDir::Files | QDir::Hidden | QDir::System))
        ::unlink(QFile::encodeName(dir.filePath(name)).constData());
}

} // namespace

QByteArray AtomicFileReplace::sha256Hex(const QByteArray &content)
{
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

Result<AtomicFileReplace::Outcome>
AtomicFileReplace::replace(const QString &path, const std::optional<QByteArray> &expectedSha256,
                           const Editor &edit, mode_t newFileMode)
{
    const QByteArray target = QFile::encodeName(path);
    const QString folder = QFileInfo(path).absolutePath();
    const QByteArray folderName = QFile::encodeName(folder);

    Fd dir(::open(folderName.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() < 0)
        return ioError(errno, folder);
    // The folder lock orders creators and replacers; the file lock is the one
    // nfsconf and nfs-utils' readers honour.
    if (!lockExclusive(dir.get()))
        return ioError(errno, folder);

    Fd file;
    struct stat old = {};
    bool exists = false;
    for (int attempt = 0;; ++attempt) {
        file.reset(::open(target.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
        if (file.get() < 0) {
            if (errno == ELOOP)
                return Error{Error::Code::InvalidArgument,
                             tr("%1 is a symbolic link: refusing to replace it").arg(path)};
            if (errno != ENOENT)
                return ioError(errno, path);
            exists = false;
            break;
        }
        if (::fstat(file.get(), &old) != 0)
            return ioError(errno, path);
        if (!S_ISREG(old.st_mode))
            return Error{Error::Code::InvalidArgument,
                         tr("%1 is not a regular file: refusing to replace it").arg(path)};
        if (!lockExclusive(file.get()))
            return ioError(errno, path);
        // Someone may have renamed a new file into place while we waited.
        struct stat now = {};
        if (::lstat(target.constData(), &now) == 0 && now.st_dev == old.st_dev &&
            now.st_ino == old.st_ino) {
            exists = true;
            break;
        }
        if (attempt == 10)
            return Error{Error::Code::Conflict, tr("%1 keeps changing: try again").arg(path)};
    }

    Outcome outcome;
    std::optional<QByteArray> current;
    if (exists) {
        auto content = readAll(file.get(), path);
        if (!content)
            return content.error();
        current = std::move(content).value();
        outcome.oldSha256 = sha256Hex(*current);
    }
    if (expectedSha256 && *expectedSha256 != outcome.oldSha256)
        return Error{Error::Code::Conflict,
                     exists
                         ? tr("%1 changed since it was read: reload it and try again").arg(path)
                         : tr("%1 was removed since it was read: reload and try again").arg(path)};

    auto edited = edit(current);
    if (!edited)
        return edited.error();
    const std::optional<QByteArray> &next = edited.value();
    if (!next || (current && *next == *current)) {
        outcome.newSha256 = outcome.oldSha256;
        return outcome;
    }

    // The new content, complete and durable, under a temporary name.
    const QString temporaryPrefix =
        QStringLiteral(".") + QFileInfo(path).fileName() + QStringLiteral(".nfs-tuner-");
    removeStaleTemporaries(folder, temporaryPrefix);
    QByteArray temporary =
        QFile::encodeName(folder + QLatin1Char('/') + temporaryPrefix + QStringLiteral("XXXXXX"));
    Fd out(::mkostemp(temporary.data(), O_CLOEXEC));
    if (out.get() < 0)
        return ioError(errno, folder);
    auto fail = [&](const Error &error) -> Result<Outcome> {
        ::unlink(temporary.constData());
        return error;
    };
    const mode_t mode = exists ? (old.st_mode & 07777) : newFileMode;
    if (::fchmod(out.get(), mode) != 0)
        return fail(ioError(errno, path));
    if (exists) {
        struct stat mine = {};
        if (::fstat(out.get(), &mine) != 0)
            return fail(ioError(errno, path));
        if ((mine.st_uid != old.st_uid || mine.st_gid != old.st_gid) &&
            ::fchown(out.get(), old.st_uid, old.st_gid) != 0)
            return fail(Error{Error::Code::PermissionDenied,
                              tr("%1: cannot keep its owner: %2")
                                  .arg(path, QString::fromLocal8Bit(strerror(errno)))});
        if (const auto copied = copyXattrs(file.get(), out.get(), path); !copied)
            return fail(copied.error());
    }
    if (const auto written = writeAll(out.get(), *next, path); !written)
        return fail(written.error());
    if (::fsync(out.get()) != 0)
        return fail(ioError(errno, path));
    if (::close(out.release()) != 0)
        return fail(ioError(errno, path));

    // The switch: rename is atomic. A file that appeared meanwhile (created
    // by a tool that ignores our lock) is not overwritten.
    const int renamed = exists ? ::rename(temporary.constData(), target.constData())
                               : ::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD,
                                             target.constData(), RENAME_NOREPLACE);
    if (renamed != 0) {
        if (errno == EEXIST)
            return fail(Error{Error::Code::Conflict,
                              tr("%1 was created meanwhile: reload it and try again").arg(path)});
        return fail(ioError(errno, path));
    }
    if (::fsync(dir.get()) != 0)
        return Error{Error::Code::Io, tr("%1 was replaced, but the folder could not be flushed to "
                                         "disk: %2")
                                          .arg(path, QString::fromLocal8Bit(strerror(errno)))};
    outcome.newSha256 = sha256Hex(*next);
    outcome.changed = true;
    return outcome;
}

} // namespace nfstuner
