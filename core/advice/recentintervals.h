// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readwindow.h"
#include "advice/writewindow.h"

#include <QHash>
#include <QString>

#include <deque>

namespace nfstuner {

// The last minute or so of each mount's reads and writes, from the
// sampler's intervals: the window the app's advice is judged on.
class RecentIntervals
{
public:
    explicit RecentIntervals(double seconds);

    // One sampler interval of a mount; nullopt when its counters restarted
    // (a remount): what came before belonged to another superblock.
    void add(const QString &mountpoint, const std::optional<MountRates> &rates);
    // Forgets the mounts not in the list (unmounted).
    void retain(const QStringList &mountpoints);
    // The intervals kept for a mount, added up; empty for an unknown one.
    ReadWindow readWindow(const QString &mountpoint) const;
    WriteWindow writeWindow(const QString &mountpoint) const;

private:
    // The intervals kept for a mount, added up into a Window.
    template<typename Window>
    Window sum(const QString &mountpoint) const;

    double m_seconds;
    // Of an interval's rates, only what the windows add up: a fifth of the
    // size, which for a minute of ten thousand mounts is 200 MB less.
    struct Interval
    {
        ReadWindow read;
        WriteWindow write;
    };
    struct Intervals
    {
        std::deque<Interval> kept;
        double seconds = 0; // of `kept`, kept up to date
    };
    QHash<QString, Intervals> m_intervals;
};

} // namespace nfstuner
