// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdisysfs.h"

#include "base/textfile.h"
#include "base/unixfd.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
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
    auto content = readWholeFile(path, MaxBytes);
    if (!content)
        return content.error();
    return number(*content, bdi);
}

Result<quint32> BdiSysfs::number(QByteArrayView content, const BdiId &bdi) const
{
    const QByteArrayView trimmed = content.trimmed();
    bool ok = false;
    const quint32 kib = trimmed.toUInt(&ok);
    if (!ok)
        return Error{Error::Code::Malformed,
                     tr("%1: expected a number of KiB, found \"%2\"")
                         .arg(readAheadPath(bdi), QString::fromLatin1(trimmed.first(
                                                      std::min<qsizetype>(trimmed.size(), 20))))};
    return kib;
}

void BdiSysfs::readAheadKbOfEach(
    const QList<BdiId> &bdis,
    const std::function<void(const BdiId &, const Result<quint32> &)> &take) const
{
    const UniqueFd folder(
        ::open(QFile::encodeName(m_root.path(QStringLiteral("/sys/class/bdi"))).constData(),
               O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    for (const BdiId &bdi : bdis)
        take(bdi, folder.valid() ? readAheadKbIn(folder.get(), bdi) : readAheadKb(bdi));
}

// Opened by its name in the folder rather than its whole path (half of the
// time went to walking the path), read into the stack. Anything but a
// small regular file goes the way readAheadKb() goes, for the same error.
Result<quint32> BdiSysfs::readAheadKbIn(int bdiFolder, const BdiId &bdi) const
{
    char name[40];
    std::snprintf(name, sizeof name, "%u:%u/read_ahead_kb", unsigned(bdi.major),
                  unsigned(bdi.minor));
    const UniqueFd file(::openat(bdiFolder, name, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!file.valid())
        return Error::fromErrno(errno, readAheadPath(bdi));
    struct stat info = {};
    if (::fstat(file.get(), &info) != 0 || !S_ISREG(info.st_mode))
        return readAheadKb(bdi);
    char content[MaxBytes + 1];
    qsizetype size = 0;
    while (size <= MaxBytes) {
        const ssize_t n = ::read(file.get(), content + size, size_t(MaxBytes + 1 - size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return readAheadKb(bdi);
        if (n == 0)
            return number(QByteArrayView(content, size), bdi);
        size += n;
    }
    return readAheadKb(bdi); // larger than a number
}

Result<quint32> BdiSysfs::setReadAheadKb(const BdiId &bdi, quint32 kib) const
{
    if (const auto written =
            writeKernelAttribute(readAheadPath(bdi), QByteArray::number(kib) + '\n');
        !written)
        return written.error();
    return readAheadKb(bdi);
}

} // namespace nfstuner
