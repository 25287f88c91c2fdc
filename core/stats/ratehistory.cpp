// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/ratehistory.h"

namespace nfstuner {

RateHistory::RateHistory(qsizetype capacity)
    : m_points(capacity)
{}

void RateHistory::append(const RatePoint &point)
{
    m_points[m_next] = point;
    m_next = (m_next + 1) % m_points.size();
    m_size = std::min(m_size + 1, m_points.size());
}

void RateHistory::clear()
{
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
