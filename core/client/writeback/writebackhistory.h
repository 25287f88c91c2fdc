// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"

#include <QList>

#include <deque>

namespace nfstuner {

// One reading of the client's write-back in flight: /proc/meminfo's
// Writeback and Dirty, and fs.nfs.nfs_congestion_kb, at a time (ms on the
// sampler's clock).
struct WritebackPoint
{
    quint32 milliseconds = 0;
    quint32 writebackKib = 0;
    quint32 dirtyKib = 0;
    quint32 limitKib = 0; // 0: unknown (no NFS client module loaded)
};

// The newest readings, oldest first; old ones fall out. Writeback counts
// every filesystem's pages under write-back, not only NFS's: it is what the
// limit is compared with on the chart, and the advisor checks that NFS
// mounts were writing before it blames the limit.
class WritebackHistory
{
public:
    explicit WritebackHistory(qsizetype capacity = 3600);

    void append(const WritebackPoint &point);
    // Reads meminfo and the limit under the root and appends the reading.
    // An unreadable meminfo appends nothing; an unreadable limit counts as 0.
    Result<void> sample(const SystemRoot &root, quint32 milliseconds);
    void clear() { m_points.clear(); }

    qsizetype size() const { return qsizetype(m_points.size()); }
    const std::deque<WritebackPoint> &points() const { return m_points; }
    QList<WritebackPoint> since(quint32 sinceMilliseconds) const;

private:
    qsizetype m_capacity;
    std::deque<WritebackPoint> m_points;
};

} // namespace nfstuner
