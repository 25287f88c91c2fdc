// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>
#include <qfloat16.h>

#include <limits>

namespace nfstuner {

// One point of a throughput chart: bytes per second at a time (ms since the
// sampler started), and the mean WRITE round trip.
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

// A RatePoint as a chart keeps it, 14 bytes instead of 24: rates in MiB/s
// and round trips in 64 ms units, each a half float (11 significant bits:
// within one part in 2048 of the value, far below a pixel of any chart). Ranges: 0.06 B/s to 68
// GB/s, and 4 us to 70 minutes; larger values are kept as the largest.
class StoredRatePoint
{
public:
    StoredRatePoint() = default;
    explicit StoredRatePoint(const RatePoint &point);
    RatePoint point() const;

private:
    quint16 m_msLow = 0; // two halves: a quint32 would pad the point to 16 bytes
    quint16 m_msHigh = 0;
    qfloat16 m_read, m_write, m_wireRead, m_wireWrite, m_writeRtt;
};

// A ring of the newest points, its memory growing with use up to `capacity`.
class RatePointRing
{
public:
    explicit RatePointRing(qsizetype capacity);

    // When full, the oldest point makes room.
    void push(const RatePoint &point);
    void dropOldest(qsizetype count);
    void clear();
    qsizetype size() const { return m_size; }
    qsizetype capacity() const { return m_capacity; }
    // i = 0 is the oldest point kept.
    RatePoint at(qsizetype i) const;

private:
    qsizetype m_capacity;
    QList<StoredRatePoint> m_points;
    qsizetype m_oldest = 0;
    qsizetype m_size = 0;
};

// A chart's history in two tiers: the newest points as sampled, older ones
// as means of `merge` points in a row (bytes over the same time, so the
// chart's area is kept). At 1 s an hour is 600 + 300 points, not 3600:
// 13 KB per mount instead of 86 KB.
class RateHistory
{
public:
    struct Tiers
    {
        qsizetype fine = 600;   // the last 10 minutes at 1 s
        qsizetype merge = 10;   // points per older point
        qsizetype coarse = 300; // 50 minutes more at 10 s
    };

    RateHistory()
        : RateHistory(Tiers{})
    {}
    explicit RateHistory(Tiers tiers);

    void append(const RatePoint &point);
    void clear();
    // Older points first, then the newest as sampled.
    qsizetype size() const { return m_coarse.size() + m_fine.size(); }
    RatePoint at(qsizetype i) const;
    RatePoint last() const { return at(size() - 1); }
    // The points at or after `sinceMilliseconds`, oldest first.
    QList<RatePoint> since(quint32 sinceMilliseconds) const;
    // How many samples the history reaches back at most.
    qsizetype span() const { return m_tiers.fine + m_tiers.merge * m_tiers.coarse; }

private:
    Tiers m_tiers;
    RatePointRing m_fine;
    RatePointRing m_coarse;
};

} // namespace nfstuner
