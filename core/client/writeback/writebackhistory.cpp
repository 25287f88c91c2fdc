// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/writebackhistory.h"

#include "writeback/writebackstate.h"

#include <algorithm>

namespace nfstuner {

namespace {

quint32 clampedKib(quint64 kib)
{
    return quint32(std::min<quint64>(kib, std::numeric_limits<quint32>::max()));
}

} // namespace

WritebackHistory::WritebackHistory(qsizetype capacity)
    : m_capacity(std::max<qsizetype>(capacity, 1))
{}

void WritebackHistory::append(const WritebackPoint &point)
{
    m_points.push_back(point);
    while (qsizetype(m_points.size()) > m_capacity)
        m_points.pop_front();
}

Result<void> WritebackHistory::sample(const SystemRoot &root, quint32 milliseconds)
{
    const auto memory = WritebackMemory::read(root);
    if (!memory)
        return memory.error();
    const auto limit = NfsCongestion::readLive(root);
    append(WritebackPoint{milliseconds, clampedKib(memory->writebackKib),
                          clampedKib(memory->dirtyKib), limit ? clampedKib(*limit) : 0});
    return {};
}

QList<WritebackPoint> WritebackHistory::since(quint32 sinceMilliseconds) const
{
    const auto first = std::lower_bound(
        m_points.cbegin(), m_points.cend(), sinceMilliseconds,
        [](const WritebackPoint &point, quint32 ms) { return point.milliseconds < ms; });
    return QList<WritebackPoint>(first, m_points.cend());
}

} // namespace nfstuner
