// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/pagecache.h"

#include "base/printable.h"

#include <QList>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>

namespace nfstuner {

Result<qint64> PageCache::residentPages(int fd, qint64 length)
{
    if (length <= 0)
        return qint64(0);
    void *mapped = ::mmap(nullptr, size_t(length), PROT_READ, MAP_SHARED, fd, 0);
    if (mapped == MAP_FAILED)
        return Error::fromErrno(errno, QStringLiteral("mmap"));
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    QList<unsigned char> pages((length + pageSize - 1) / pageSize);
    const int status = ::mincore(mapped, size_t(length), pages.data());
    const int mincoreErrno = errno;
    ::munmap(mapped, size_t(length));
    if (status != 0)
        return Error::fromErrno(mincoreErrno, QStringLiteral("mincore"));
    qint64 resident = 0;
    for (const unsigned char page : pages)
        resident += page & 1;
    return resident;
}

Result<void> PageCache::drop(int fd, qint64 length, const QString &name)
{
    // A second pass catches pages whose write-back the first one started.
    for (int pass = 0; pass < 2; ++pass) {
        // The whole file, not just the part read: a large folio that reaches
        // past `length` would otherwise stay.
        if (const int error = ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED); error != 0)
            return Error::fromErrno(error, printable(name));
        const auto resident = residentPages(fd, length);
        if (!resident)
            return resident.error();
        if (*resident == 0)
            return {};
        if (pass == 1)
            return Error{Error::Code::IoError,
                         tr("%n page(s) of %1 stay in memory after dropping them from the page "
                            "cache (dirty pages not yet written back, pages another program "
                            "holds, or a file system kept in memory): the read would not come "
                            "from the server",
                            nullptr, int(std::min<qint64>(*resident, INT_MAX)))
                             .arg(printable(name))};
        ::fsync(fd); // writes back dirty pages, which the next pass can then drop
    }
    return {};
}

} // namespace nfstuner
