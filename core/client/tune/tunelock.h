// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QCoreApplication>

namespace nfstuner {

// One tune per BDI at a time, across processes and users: a listening
// socket in the abstract namespace named for the BDI (and for the folder,
// when the system is one). The kernel frees the name however the holder
// ends, kill -9 included, and tells who holds it (SO_PEERCRED).
class TuneLock
{
    Q_DECLARE_TR_FUNCTIONS(TuneLock)

public:
    // The lock, or Busy naming the process that holds it.
    static Result<TuneLock> take(const SystemRoot &root, const BdiId &bdi);
    // The same for the client's write-back limit: one write tune at a time.
    static Result<TuneLock> takeWriteBack(const SystemRoot &root);

    TuneLock(TuneLock &&other) noexcept;
    TuneLock &operator=(TuneLock &&other) noexcept;
    TuneLock(const TuneLock &) = delete;
    TuneLock &operator=(const TuneLock &) = delete;
    ~TuneLock();

private:
    static Result<TuneLock> take(const SystemRoot &root, const QByteArray &what,
                                 const QString &running);
    explicit TuneLock(int fd)
        : m_fd(fd)
    {}
    int m_fd = -1;
};

} // namespace nfstuner
