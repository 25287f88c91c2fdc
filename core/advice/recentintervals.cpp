// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/recentintervals.h"

#include <QSet>

namespace nfstuner {

RecentIntervals::RecentIntervals(double seconds)
    : m_seconds(seconds)
{}

void RecentIntervals::add(const QString &mountpoint, const std::optional<MountRates> &rates)
{
    Intervals &intervals = m_intervals[mountpoint];
    if (!rates) {
        intervals = Intervals();
        return;
    }
    intervals.kept.push_back(*rates);
    intervals.seconds += rates->seconds;
    // Oldest out while the rest still covers the window.
    while (intervals.kept.size() > 1 &&
           intervals.seconds - intervals.kept.front().seconds >= m_seconds) {
        intervals.seconds -= intervals.kept.front().seconds;
        intervals.kept.pop_front();
    }
}

void RecentIntervals::retain(const QStringList &mountpoints)
{
    const QSet<QString> present(mountpoints.cbegin(), mountpoints.cend());
    for (auto it = m_intervals.begin(); it != m_intervals.end();) {
        if (present.contains(it.key()))
            ++it;
        else
            it = m_intervals.erase(it);
    }
}

template<typename Window>
Window RecentIntervals::sum(const QString &mountpoint) const
{
    Window window;
    const auto it = m_intervals.constFind(mountpoint);
    if (it == m_intervals.cend())
        return window;
    for (const MountRates &interval : it->kept)
        window.add(interval);
    return window;
}

ReadWindow RecentIntervals::readWindow(const QString &mountpoint) const
{
    return sum<ReadWindow>(mountpoint);
}

WriteWindow RecentIntervals::writeWindow(const QString &mountpoint) const
{
    return sum<WriteWindow>(mountpoint);
}

} // namespace nfstuner
