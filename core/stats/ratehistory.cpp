// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/ratehistory.h"

namespace nfstuner {

RateHistory::RateHistory(qsizetype capacity)
    : m_capacity(std::max<qsizetype>(capacity, 1))
{}

void RateHistory::append(const RatePoint &point)
{
    // Memory grows with the history (a mount watched for a minute holds a
    // minute), up to the capacity; then the oldest point is overwritten.
    if (m_points.size() < m_capacity) {
        if (m_points.size() == m_points.capacity())
            m_points.reserve(std::min(m_capacity, std::max<qsizetype>(64, 2 * m_points.size())));
        m_points.append(point);
    } else {
        m_points[m_next] = point;
    }
    m_next = (m_next + 1) % m_capacity;
    m_size = std::min(m_size + 1, m_capacity);
}

void RateHistory::clear()
{
    m_points.clear();
    m_next = 0;
    m_size = 0;
}

const RatePoint &RateHistory::at(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < m_size);
    const qsizetype oldest = (m_next - m_size + m_points.size()) % m_points.size();
    return m_points[(oldest + i) % m_points.size()];
}

QList<RatePoint> RateHistory::since(quint32 sinceMilliseconds) const
{
    // Points are in time order: find the first one in the window by bisection.
    qsizetype low = 0;
    qsizetype high = m_size;
    while (low < high) {
        const qsizetype middle = (low + high) / 2;
        if (at(middle).milliseconds < sinceMilliseconds)
            low = middle + 1;
        else
            high = middle;
    }
    QList<RatePoint> result;
    result.reserve(m_size - low);
    for (qsizetype i = low; i < m_size; ++i)
        result.append(at(i));
    return result;
}

} // namespace nfstuner
