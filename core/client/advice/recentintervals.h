// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/writewindow.h"
#include "stats/readwindow.h"

#include <QHash>
#include <QString>

#include <QList>

namespace nfstuner {

// The last minute or so of each mount's reads and writes, from the
// sampler's intervals: the window the app's advice is judged on. Intervals
// are added up into buckets of a few seconds as they come, and the window
// drops a whole bucket at a time, so it covers from `seconds` to `seconds`
// plus a bucket: for ten thousand mounts a twelfth of the memory and of the
// adding up that one bucket per interval would take.
class RecentIntervals
{
public:
    explicit RecentIntervals(double seconds, double bucketSeconds = 5);

    // One sampler interval of a mount; nullopt when its counters restarted
    // (a remount): what came before belonged to another superblock.
    void add(const QString &mountpoint, const std::optional<MountRates> &rates);
    // Empties a mount's window because its readahead changed: what was read
    // before says nothing of the new value. The kernel gives a file its
    // readahead when it is opened, so the window counts again from the first
    // file on the mount closed after the change (ReadWindow::waitingForReopen
    // until then). Its windows say so (ReadWindow::sinceReadaheadChange) until
    // they are full again.
    void restart(const QString &mountpoint);
    // Ends a pass of the sampler, which adds every mount it still has:
    // forgets those with nothing added since the last pass (unmounted).
    // Nothing to do, and nothing made, when no mount went.
    void forgetNotAdded();
    // The intervals kept for a mount, added up; empty for an unknown one.
    ReadWindow readWindow(const QString &mountpoint) const;
    WriteWindow writeWindow(const QString &mountpoint) const;

    // Of the intervals' rates, only what the windows add up.
    struct Bucket
    {
        ReadWindow read;
        WriteWindow write;
    };
    // One mount's intervals, in buckets.
    struct Buckets
    {
        QList<Bucket> closed;         // oldest first
        Bucket closedSum;             // `closed` added up: a window adds it and `open`
        Bucket open;                  // filling; in the window too
        double seconds = 0;           // of `closed` and `open`, kept up to date
        bool sinceChange = false;     // restart()ed and not full again yet
        bool waitingForClose = false; // restart()ed, no file closed since
        quint32 pass = 0;             // the last pass that added to it
    };
    // For a pass over many mounts, which would otherwise look each one up by
    // its name every second: a mount's buckets (nullptr for an unknown one),
    // good while generation() stays the same; a mount added or forgotten
    // changes it.
    const Buckets *find(const QString &mountpoint) const;
    quint64 generation() const { return m_generation; }
    static ReadWindow readWindow(const Buckets *buckets);

private:
    // The buckets kept for a mount, added up into a Window.
    template<typename Window>
    static Window sum(const Buckets *buckets);

    static void addUpClosed(Buckets &buckets);

    double m_seconds;
    double m_bucketSeconds;
    qsizetype m_mostClosed; // the most closed buckets a window can need
    QHash<QString, Buckets> m_buckets;
    quint64 m_generation = 1;
    quint32 m_pass = 1;
    qsizetype m_addedThisPass = 0; // mounts, each counted once
};

} // namespace nfstuner
