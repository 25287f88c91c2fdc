// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <limits>

namespace nfstuner {

// One point of a throughput chart: bytes per second at a time (ms since the
// sampler started), and the mean WRITE round trip. Floats keep an hour of
// 1000 mounts in about 86 MB.
struct RatePoint
{
    static constexpr float None = std::numeric_limits<float>::quiet_NaN();

    quint32 milliseconds = 0;
    float read = 0;
    float write = 0;
    float wireRead = 0;
    float wireWrite = 0;
    float writeRttMs = None; // None: no WRITE in the interval
};

// A fixed ring buffer of the newest points; old ones fall out.
class RateHistory
{
public:
    explicit RateHistory(qsizetype capacity = 3600);

    void append(const RatePoint &point);
    void clear();
    qsizetype size() const { return m_size; }
    qsizetype capacity() const { return m_capacity; }
    // i = 0 is the oldest point kept.
    const RatePoint &at(qsizetype i) const;
    const RatePoint &last() const { return at(m_size - 1); }
    // The points at or after `sinceMilliseconds`, oldest first.
    QList<RatePoint> since(quint32 sinceMilliseconds) const;

private:
    qsizetype m_capacity;
    QList<RatePoint> m_points;
    qsizetype m_next = 0;
    qsizetype m_size = 0;
};

} // namespace nfstuner
