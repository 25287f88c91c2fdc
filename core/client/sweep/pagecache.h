// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QCoreApplication>

namespace nfstuner {

// A file's pages in the page cache: a measured read must come from the
// server, so none may be cached when it starts.
class PageCache
{
    Q_DECLARE_TR_FUNCTIONS(PageCache)

public:
    // How many of the pages of the first `length` bytes are in memory
    // (mincore(2) over a read-only mapping, which faults nothing in).
    static Result<qint64> residentPages(int fd, qint64 length);
    // Drops them (posix_fadvise POSIX_FADV_DONTNEED) and checks that none
    // remain; IoError naming how many stayed otherwise: dirty pages not yet
    // written back, pages another process holds mapped or locked, or a
    // file system that keeps its files in memory (tmpfs).
    static Result<void> drop(int fd, qint64 length, const QString &name);
};

} // namespace nfstuner
