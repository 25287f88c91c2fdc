// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/recentintervals.h"

#include <QSet>

#include <type_traits>

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
    Interval interval;
    interval.read.add(*rates);
    interval.write.add(*rates);
    intervals.kept.push_back(interval);
    intervals.seconds += rates->seconds;
    // Oldest out while the rest still covers the window.
    while (intervals.kept.size() > 1 &&
           intervals.seconds - intervals.kept.front().read.seconds >= m_seconds) {
        intervals.seconds -= intervals.kept.front().read.seconds;
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
    for (const Interval &interval : it->kept) {
        if constexpr (std::is_same_v<Window, ReadWindow>)
            window.add(interval.read);
        else
            window.add(interval.write);
    }
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
