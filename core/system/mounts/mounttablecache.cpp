// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/mounttablecache.h"

#include "base/textfile.h"

#include <QFile>

#include <fcntl.h>
#include <poll.h>

namespace nfstuner {

MountTableCache::MountTableCache(SystemRoot root)
    : m_root(std::move(root))
{
    if (m_root.isRealSystem())
        m_kernelTable.reset(::open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC));
}

bool MountTableCache::changed(QByteArray &fileState)
{
    if (!m_root.isRealSystem()) {
        // Taken before reading: a change while we read shows at the next call.
        fileState = fileVersion(m_root.path(SystemRoot::mountInfoPath()));
        return !m_table || fileState != m_fileState;
    }
    if (!m_table || !m_kernelTable.valid())
        return true; // nothing to ask: read each time
    // Reports the change once, and is armed again by reporting it.
    struct pollfd table = {m_kernelTable.get(), POLLPRI, 0};
    return ::poll(&table, 1, 0) != 0;
}

Result<NfsMountTable> MountTableCache::current()
{
    QByteArray fileState;
    if (!changed(fileState))
        return *m_table;
    m_fileState = fileState;
    ++m_reads;
    auto table = NfsMountTable::read(m_root);
    if (!table) {
        m_table.reset();
        return table.error();
    }
    m_table = *table;
    return table;
}

} // namespace nfstuner
