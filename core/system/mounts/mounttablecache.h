// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "base/unixfd.h"
#include "mounts/nfsmounttable.h"

#include <QByteArray>

#include <optional>

namespace nfstuner {

// The NFS mount table, read again only when it changed: for a service that
// answers many calls about mounts (the helper), where a parse per call would
// let anyone keep it busy. On the real system the kernel says so: a poll on
// an open /proc/self/mountinfo reports POLLPRI once after each mount or
// unmount (what libmount's monitor waits for); asked without waiting, so the
// answer is never behind the kernel. A folder root's mountinfo is a plain
// file: its inode, size and mtime tell versions apart. Not thread-safe.
class MountTableCache
{
public:
    explicit MountTableCache(SystemRoot root);

    Result<NfsMountTable> current();
    // How often the table was read (tests and the debug log).
    int reads() const { return m_reads; }

private:
    // `fileState`: a folder root's mountinfo version now, taken once.
    bool changed(QByteArray &fileState);

    SystemRoot m_root;
    UniqueFd m_kernelTable; // the real system's, polled
    QByteArray m_fileState;
    std::optional<NfsMountTable> m_table;
    int m_reads = 0;
};

} // namespace nfstuner
