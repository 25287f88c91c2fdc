// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/ratehistory.h"

#include <cmath>
#include <limits>

namespace nfstuner {

namespace {

constexpr float BytesPerUnit = 1024.0f * 1024.0f; // rates as MiB/s
constexpr float MsPerUnit = 64.0f;                // round trips in 64 ms

// Beyond the half float's range a value is kept as its largest, not as
// infinity, which a chart cannot scale to. NaN (no WRITE) stays NaN.
qfloat16 toHalf(float value, float unit)
{
    const float scaled = value / unit;
    const float largest = float(std::numeric_limits<qfloat16>::max());
    return qfloat16(scaled > largest ? largest : scaled < -largest ? -largest : scaled);
}

float fromHalf(qfloat16 value, float unit)
{
    return float(value) * unit;
}

} // namespace

static_assert(sizeof(StoredRatePoint) == 14);

StoredRatePoint::StoredRatePoint(const RatePoint &point)
    : m_msLow(quint16(point.milliseconds & 0xffff))
    , m_msHigh(quint16(point.milliseconds >> 16))
    , m_read(toHalf(point.read, BytesPerUnit))
    , m_write(toHalf(point.write, BytesPerUnit))
    , m_wireRead(toHalf(point.wireRead, BytesPerUnit))
    , m_wireWrite(toHalf(point.wireWrite, BytesPerUnit))
    , m_writeRtt(toHalf(point.writeRttMs, MsPerUnit))
{}

RatePoint StoredRatePoint::point() const
{
    return RatePoint{quint32(m_msLow) | quint32(m_msHigh) << 16,
                     fromHalf(m_read, BytesPerUnit),
                     fromHalf(m_write, BytesPerUnit),
                     fromHalf(m_wireRead, BytesPerUnit),
                     fromHalf(m_wireWrite, BytesPerUnit),
                     fromHalf(m_writeRtt, MsPerUnit)};
}

RatePointRing::RatePointRing(qsizetype capacity)
    : m_capacity(std::max<qsizetype>(capacity, 1))
{}

void RatePointRing::push(const RatePoint &point)
{
    // Memory grows with the history (a mount watched for a minute holds a
    // minute), up to the capacity; only a full ring wraps.
    if (m_points.size() < m_capacity) {
        Q_ASSERT(m_oldest == 0 && m_size == m_points.size());
        if (m_points.size() == m_points.capacity())
            m_points.reserve(std::min(m_capacity, std::max<qsizetype>(64, 2 * m_points.size())));
        m_points.append(StoredRatePoint(point));
        ++m_size;
        return;
    }
    if (m_size == m_capacity) {
        m_points[m_oldest] = StoredRatePoint(point);
        m_oldest = (m_oldest + 1) % m_capacity;
        return;
    }
    m_points[(m_oldest + m_size) % m_capacity] = StoredRatePoint(point);
    ++m_size;
}

void RatePointRing::dropOldest(qsizetype count)
{
    count = std::min(count, m_size);
    if (m_points.size() < m_capacity) { // not wrapped yet: keep it so
        m_points.remove(0, count);
        m_size -= count;
        return;
    }
    m_oldest = (m_oldest + count) % m_capacity;
    m_size -= count;
}

void RatePointRing::clear()
{
    m_points.clear();
    m_oldest = 0;
    m_size = 0;
}

RatePoint RatePointRing::at(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < m_size);
    return m_points[(m_oldest + i) % m_points.size()].point();
}

RateHistory::RateHistory(Tiers tiers)
    : m_tiers{std::max<qsizetype>(tiers.fine, 1), std::max<qsizetype>(tiers.merge, 1),
              std::max<qsizetype>(tiers.coarse, 0)}
    , m_fine(m_tiers.coarse > 0 ? m_tiers.fine + m_tiers.merge : m_tiers.fine)
    , m_coarse(std::max<qsizetype>(m_tiers.coarse, 1))
{}

namespace {

// The mean of `count` points from `first` on: time and rates averaged, the
// round trip over the points that had one.
RatePoint mean(const RatePointRing &ring, qsizetype first, qsizetype count)
{
    double milliseconds = 0, read = 0, write = 0, wireRead = 0, wireWrite = 0, rtt = 0;
    int rtts = 0;
    for (qsizetype i = first; i < first + count; ++i) {
        const RatePoint point = ring.at(i);
        milliseconds += point.milliseconds;
        read += point.read;
        write += point.write;
        wireRead += point.wireRead;
        wireWrite += point.wireWrite;
        if (!std::isnan(point.writeRttMs)) {
            rtt += point.writeRttMs;
            ++rtts;
        }
    }
    const double n = double(count);
    return RatePoint{quint32(std::llround(milliseconds / n)),
                     float(read / n),
                     float(write / n),
                     float(wireRead / n),
                     float(wireWrite / n),
                     rtts ? float(rtt / rtts) : RatePoint::None};
}

} // namespace

void RateHistory::append(const RatePoint &point)
{
    m_fine.push(point);
    // The fine tier holds `fine` to `fine + merge - 1` points; the oldest
    // `merge` become one coarse point when it is full.
    if (m_tiers.coarse > 0 && m_fine.size() == m_fine.capacity()) {
        m_coarse.push(mean(m_fine, 0, m_tiers.merge));
        m_fine.dropOldest(m_tiers.merge);
    }
}

void RateHistory::clear()
{
    m_fine.clear();
    m_coarse.clear();
}

RatePoint RateHistory::at(qsizetype i) const
{
    return i < m_coarse.size() ? m_coarse.at(i) : m_fine.at(i - m_coarse.size());
}

QList<RatePoint> RateHistory::since(quint32 sinceMilliseconds) const
{
    // Points are in time order: find the first one in the window by bisection.
    qsizetype low = 0;
    qsizetype high = size();
    while (low < high) {
        const qsizetype middle = (low + high) / 2;
        if (at(middle).milliseconds < sinceMilliseconds)
            low = middle + 1;
        else
            high = middle;
    }
    QList<RatePoint> result;
    result.reserve(size() - low);
    for (qsizetype i = low; i < size(); ++i)
        result.append(at(i));
    return result;
}

} // namespace nfstuner
