// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/tunelock.h"

#include <QCryptographicHash>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// "\0io.github.nfstuner.tune/0:45", or with a digest of the folder's path
// for a system in a folder, whose BDI numbers are not this machine's.
sockaddr_un addressOf(const SystemRoot &root, const QByteArray &what, socklen_t &length)
{
    QByteArray name = "io.github.nfstuner.tune/";
    if (!root.isRealSystem()) {
        const QString path = QFileInfo(root.root()).canonicalFilePath();
        name +=
            QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).toHex().left(16) +
            '/';
    }
    name += what;
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    // sun_path[0] stays 0: the abstract namespace.
    std::memcpy(address.sun_path + 1, name.constData(), size_t(name.size()));
    length = socklen_t(offsetof(sockaddr_un, sun_path) + 1 + size_t(name.size()));
    return address;
}

// Who holds the name: "process 1234 of alice", or nothing when it cannot be told.
QString holderOf(const sockaddr_un &address, socklen_t length)
{
    const int probe = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (probe < 0)
        return QString();
    QString holder;
    ucred credentials{};
    socklen_t size = sizeof credentials;
    if (::connect(probe, reinterpret_cast<const sockaddr *>(&address), length) == 0 &&
        ::getsockopt(probe, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0) {
        const passwd *user = ::getpwuid(credentials.uid);
        holder = TuneLock::tr("process %1 of %2")
                     .arg(credentials.pid)
                     .arg(user ? QString::fromLocal8Bit(user->pw_name)
                               : QString::number(credentials.uid));
    }
    ::close(probe);
    return holder;
}

} // namespace

Result<TuneLock> TuneLock::take(const SystemRoot &root, const BdiId &bdi)
{
    return take(root, bdi.toString().toLatin1(),
                tr("a tune of BDI %1 is already running").arg(bdi.toString()));
}

Result<TuneLock> TuneLock::takeWriteBack(const SystemRoot &root)
{
    return take(root, "write-back",
                tr("a tune of the NFS write-back limit (nfs_congestion_kb) is already running"));
}

Result<TuneLock> TuneLock::take(const SystemRoot &root, const QByteArray &what,
                                const QString &running)
{
    socklen_t length = 0;
    const sockaddr_un address = addressOf(root, what, length);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return Error{Error::Code::IoError,
                     tr("cannot make a socket: %1").arg(qt_error_string(errno))};
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&address), length) == 0 &&
        ::listen(fd, 4) == 0)
        return TuneLock(fd);
    const int why = errno;
    ::close(fd);
    if (why != EADDRINUSE)
        return Error{Error::Code::IoError,
                     tr("cannot take the tune lock %1: %2")
                         .arg(QString::fromLatin1(what), qt_error_string(why))};
    const QString holder = holderOf(address, length);
    return Error{Error::Code::Busy,
                 holder.isEmpty()
                     ? tr("%1: wait for it to end or stop it").arg(running)
                     : tr("%1 (%2): wait for it to end or stop it").arg(running, holder)};
}

TuneLock::TuneLock(TuneLock &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
{}

TuneLock &TuneLock::operator=(TuneLock &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

TuneLock::~TuneLock()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace nfstuner
