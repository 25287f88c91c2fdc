// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/atomicfilereplace.h"

#include "base/textfile.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace nfstuner {

namespace {

Error ioError(int errnum, const QString &what)
{
    return Error::fromErrno(errnum, what);
}

QString joined(const QString &folder, const QString &name)
{
    return folder.endsWith(QLatin1Char('/')) ? QString(folder + name)
                                             : QString(folder + QLatin1Char('/') + name);
}

// flock(LOCK_EX) tried without blocking until the deadline: true when
// taken, false when still held by someone else then (errno EWOULDBLOCK).
bool tryLockUntil(int fd, const QDeadlineTimer &deadline)
{
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            return true;
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK || deadline.hasExpired())
            return false;
        QThread::msleep(20);
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
                Error::Code::IoError,
                AtomicFileReplace::tr("%1: cannot keep the extended attribute %2: %3")
                    .arg(path, QString::fromLatin1(name), QString::fromLocal8Bit(strerror(errno)))};
    }
    return {};
}

// A writer holds a lock on its temporary file while it writes: one nobody
// holds is left over from a writer that was killed, and goes.
void removeStaleTemporaries(int folder, const QByteArray &prefix)
{
    const int copy = ::fcntl(folder, F_DUPFD_CLOEXEC, 0);
    DIR *dir = copy >= 0 ? ::fdopendir(copy) : nullptr;
    if (!dir) {
        if (copy >= 0)
            ::close(copy);
        return;
    }
    while (const struct dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (!name.startsWith(prefix) || name.size() != prefix.size() + 6)
            continue;
        const UniqueFd stale(
            ::openat(folder, entry->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
        if (stale.valid() && ::flock(stale.get(), LOCK_EX | LOCK_NB) == 0)
            ::unlinkat(folder, entry->d_name, 0);
    }
    ::closedir(dir);
}

// A new temporary file PREFIXxxxxxx in the folder, locked while it lives.
Result<UniqueFd> createTemporary(int folder, const QByteArray &prefix, const QString &folderPath,
                                 QByteArray &name)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    for (int attempt = 0; attempt < 100; ++attempt) {
        name = prefix;
        for (int i = 0; i < 6; ++i)
            name += letters[QRandomGenerator::global()->bounded(int(sizeof letters) - 1)];
        UniqueFd fd(::openat(folder, name.constData(),
                             O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
        if (fd.valid()) {
            ::flock(fd.get(), LOCK_EX | LOCK_NB);
            return fd;
        }
        if (errno != EEXIST)
            return ioError(errno, folderPath);
    }
    return ioError(EEXIST, folderPath);
}

Error busy(const QString &message)
{
    return Error{Error::Code::Busy, message};
}

// Writers that share the lock file queue here, never longer than the
// deadline; an invalid descriptor when there is no lock file.
Result<UniqueFd> lockWriters(const QString &writerLock, const QDeadlineTimer &deadline)
{
    UniqueFd writers;
    if (writerLock.isEmpty())
        return writers;
    writers.reset(::open(QFile::encodeName(writerLock).constData(),
                         O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!writers.valid())
        return ioError(errno, writerLock);
    if (!tryLockUntil(writers.get(), deadline))
        return errno == EWOULDBLOCK
                   ? busy(AtomicFileReplace::tr(
                         "another change of the configuration is going on: try again"))
                   : ioError(errno, writerLock);
    return writers;
}

// The file to replace, opened and locked, or no file.
struct LockedTarget
{
    UniqueFd file;
    struct stat status = {};
    bool exists = false;
};

// Opens `name` without following a link, takes the lock nfsconf --set takes
// (whoever holds it past the deadline gets Busy, not a wait), and makes sure
// the file locked is still the one under that name.
Result<LockedTarget> openLocked(int folder, const QByteArray &name, const QString &path,
                                const QDeadlineTimer &deadline)
{
    LockedTarget target;
    for (int attempt = 0;; ++attempt) {
        target.file.reset(
            ::openat(folder, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
        if (!target.file.valid()) {
            if (errno == ELOOP)
                return Error{Error::Code::InvalidArgument,
                             AtomicFileReplace::tr("%1 is a symbolic link: refusing to replace it")
                                 .arg(path)};
            if (errno != ENOENT)
                return ioError(errno, path);
            target.exists = false;
            return target;
        }
        if (::fstat(target.file.get(), &target.status) != 0)
            return ioError(errno, path);
        if (!S_ISREG(target.status.st_mode))
            return Error{Error::Code::InvalidArgument,
                         AtomicFileReplace::tr("%1 is not a regular file: refusing to replace it")
                             .arg(path)};
        if (!tryLockUntil(target.file.get(), deadline))
            return errno == EWOULDBLOCK
                       ? busy(AtomicFileReplace::tr("%1 is locked by another program: try again")
                                  .arg(path))
                       : ioError(errno, path);
        // Someone may have renamed a new file into place meanwhile.
        struct stat now = {};
        if (::fstatat(folder, name.constData(), &now, AT_SYMLINK_NOFOLLOW) == 0 &&
            now.st_dev == target.status.st_dev && now.st_ino == target.status.st_ino) {
            target.exists = true;
            return target;
        }
        if (attempt == 10)
            return Error{Error::Code::Conflict,
                         AtomicFileReplace::tr("%1 keeps changing: try again").arg(path)};
    }
}

// The new content, complete and durable, under a temporary name in the
// folder, with the old file's mode, owner and extended attributes (or
// `newFileMode`): the temporary's name. Removed again on any failure.
Result<QByteArray> writeTemporary(int folder, const QString &folderPath, const QByteArray &name,
                                  const QString &path, const LockedTarget &target,
                                  const QByteArray &content, mode_t newFileMode)
{
    const QByteArray prefix = '.' + name + ".nfs-tuner-";
    removeStaleTemporaries(folder, prefix);
    QByteArray temporary;
    auto created = createTemporary(folder, prefix, folderPath, temporary);
    if (!created)
        return created.error();
    const UniqueFd out = std::move(created).value();
    const auto fail = [&](const Error &error) -> Result<QByteArray> {
        ::unlinkat(folder, temporary.constData(), 0);
        return error;
    };
    const struct stat &old = target.status;
    const mode_t mode = target.exists ? (old.st_mode & 07777) : newFileMode;
    if (::fchmod(out.get(), mode) != 0)
        return fail(ioError(errno, path));
    if (target.exists) {
        struct stat mine = {};
        if (::fstat(out.get(), &mine) != 0)
            return fail(ioError(errno, path));
        if ((mine.st_uid != old.st_uid || mine.st_gid != old.st_gid) &&
            ::fchown(out.get(), old.st_uid, old.st_gid) != 0)
            return fail(Error{Error::Code::PermissionDenied,
                              AtomicFileReplace::tr("%1: cannot keep its owner: %2")
                                  .arg(path, QString::fromLocal8Bit(strerror(errno)))});
        if (const auto copied = copyXattrs(target.file.get(), out.get(), path); !copied)
            return fail(copied.error());
    }
    if (const auto written = writeAll(out.get(), content, path); !written)
        return fail(written.error());
    if (::fsync(out.get()) != 0)
        return fail(ioError(errno, path));
    return temporary;
}

// The switch: rename is atomic. A file that appeared meanwhile (created by a
// tool that ignores our lock) is not overwritten. The temporary is removed
// when the rename fails.
Result<void> switchIn(int folder, const QByteArray &temporary, const QByteArray &name, bool exists,
                      const QString &path)
{
    if (::renameat2(folder, temporary.constData(), folder, name.constData(),
                    exists ? 0 : RENAME_NOREPLACE) != 0) {
        const int renameErrno = errno;
        ::unlinkat(folder, temporary.constData(), 0);
        if (renameErrno == EEXIST)
            return Error{Error::Code::Conflict,
                         AtomicFileReplace::tr("%1 was created meanwhile: reload it and try again")
                             .arg(path)};
        return ioError(renameErrno, path);
    }
    if (::fsync(folder) != 0)
        return Error{Error::Code::IoError,
                     AtomicFileReplace::tr(
                         "%1 was replaced, but the folder could not be flushed to disk: %2")
                         .arg(path, QString::fromLocal8Bit(strerror(errno)))};
    return {};
}

} // namespace

QByteArray AtomicFileReplace::sha256Hex(const QByteArray &content)
{
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

Result<UniqueFd> AtomicFileReplace::openFolder(int base, const QString &basePath,
                                               const QString &relative, bool create)
{
    UniqueFd current(::fcntl(base, F_DUPFD_CLOEXEC, 0));
    if (!current.valid())
        return ioError(errno, basePath);
    QString path = basePath;
    const QStringList parts = relative.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QByteArray part = QFile::encodeName(parts[i]);
        path = joined(path, parts[i]);
        if (part == "." || part == "..")
            return Error{Error::Code::InvalidArgument, tr("%1: no . or .. allowed").arg(path)};
        int next = ::openat(current.get(), part.constData(),
                            O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0 && errno == ENOENT && create && i + 1 == parts.size()) {
            if (::mkdirat(current.get(), part.constData(), 0755) != 0 && errno != EEXIST)
                return ioError(errno, path);
            next = ::openat(current.get(), part.constData(),
                            O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        }
        if (next < 0) {
            if (errno == ELOOP || errno == ENOTDIR)
                return Error{Error::Code::InvalidArgument,
                             tr("%1 is not a plain folder (a symbolic link?): refusing to write "
                                "there")
                                 .arg(path)};
            return ioError(errno, path);
        }
        current.reset(next);
    }
    return current;
}

Result<AtomicFileReplace::Outcome>
AtomicFileReplace::replace(const QString &path, const std::optional<QByteArray> &expectedSha256,
                           const Editor &edit, mode_t newFileMode)
{
    const QFileInfo info(path);
    const QString folderPath = info.absolutePath();
    const UniqueFd parent(
        ::open(QFile::encodeName(QFileInfo(folderPath).absolutePath()).constData(),
               O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!parent.valid())
        return ioError(errno, folderPath);
    // The folder itself is opened without following a link.
    const auto folder = openFolder(parent.get(), QFileInfo(folderPath).absolutePath(),
                                   QFileInfo(folderPath).fileName());
    if (!folder)
        return folder.error();
    Options options;
    options.expectedSha256 = expectedSha256;
    options.newFileMode = newFileMode;
    return replaceIn(folder->get(), folderPath, info.fileName(), edit, options);
}

Result<AtomicFileReplace::Outcome>
AtomicFileReplace::replaceIn(int folder, const QString &folderPath, const QString &fileName,
                             const Editor &edit, const Options &options)
{
    const QString path = joined(folderPath, fileName);
    const QByteArray name = QFile::encodeName(fileName);
    const QDeadlineTimer deadline(options.lockDeadlineMs);
    const auto writers = lockWriters(options.writerLock, deadline);
    if (!writers)
        return writers.error();
    const auto target = openLocked(folder, name, path, deadline);
    if (!target)
        return target.error();

    Outcome outcome;
    std::optional<QByteArray> current;
    if (target->exists) {
        auto content = readOpenFile(target->file.get(), path, target->status.st_size);
        if (!content)
            return content.error();
        current = std::move(content).value();
        outcome.oldSha256 = sha256Hex(*current);
    }
    if (options.expectedSha256 && *options.expectedSha256 != outcome.oldSha256)
        return Error{Error::Code::Conflict,
                     target->exists
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
    const auto temporary =
        writeTemporary(folder, folderPath, name, path, *target, *next, options.newFileMode);
    if (!temporary)
        return temporary.error();
    if (const auto switched = switchIn(folder, *temporary, name, target->exists, path); !switched)
        return switched.error();
    outcome.newSha256 = sha256Hex(*next);
    outcome.changed = true;
    return outcome;
}

} // namespace nfstuner
