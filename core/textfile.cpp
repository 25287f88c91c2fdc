// SPDX-License-Identifier: GPL-2.0-or-later
#include "textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace nfstuner {

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return Error::fromErrno(errno, path);

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

} // namespace nfstuner
