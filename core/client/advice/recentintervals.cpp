// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/recentintervals.h"

#include <cmath>

#include <type_traits>

namespace nfstuner {

RecentIntervals::RecentIntervals(double seconds, double bucketSeconds)
    : m_seconds(seconds)
    , m_bucketSeconds(std::max(bucketSeconds, 0.0))
    , m_mostClosed(qsizetype(std::ceil(m_seconds / std::max(m_bucketSeconds, 1.0))) + 2)
{}

void RecentIntervals::add(const QString &mountpoint, const std::optional<MountRates> &rates)
{
    // A shared hash is copied by the first change, which moves every mount.
    if (!m_buckets.isDetached())
        ++m_generation;
    auto it = m_buckets.find(mountpoint);
    if (it == m_buckets.end()) {
        it = m_buckets.insert(mountpoint, Buckets());
        ++m_generation;
    }
    Buckets &buckets = *it;
    if (buckets.pass != m_pass) {
        buckets.pass = m_pass;
        ++m_addedThisPass;
    }
    if (!rates) {
        buckets.closed.clear();
        buckets.closedSum = Bucket();
        buckets.open = Bucket();
        buckets.seconds = 0;
        return;
    }
    if (buckets.waitingForClose) {
        // Files opened before the change read at the old value to their
        // end: counted from the interval after the first one closed.
        if (rates->fileReleases > 0)
            buckets.waitingForClose = false;
        return;
    }
    buckets.open.read.add(*rates);
    if (buckets.sinceChange && buckets.seconds + rates->seconds >= m_seconds)
        buckets.sinceChange = false;
    buckets.open.write.add(*rates);
    buckets.seconds += rates->seconds;
    bool closedChanged = false;
    if (buckets.open.read.seconds >= m_bucketSeconds) {
        if (buckets.closed.capacity() == 0) // the list moves its items, it does not grow
            buckets.closed.reserve(m_mostClosed);
        buckets.closed.append(buckets.open);
        buckets.open = Bucket();
        closedChanged = true;
    }
    // Oldest bucket out while the rest still covers the window.
    while (!buckets.closed.isEmpty() &&
           buckets.seconds - buckets.closed.constFirst().read.seconds >= m_seconds) {
        buckets.seconds -= buckets.closed.constFirst().read.seconds;
        buckets.closed.removeFirst();
        closedChanged = true;
    }
    if (closedChanged)
        addUpClosed(buckets);
}

// Added up again from the buckets, in order, rather than kept by adding and
// subtracting: the sums stay exactly what adding up the window gives.
void RecentIntervals::addUpClosed(Buckets &buckets)
{
    buckets.closedSum = Bucket();
    for (const Bucket &bucket : std::as_const(buckets.closed)) {
        buckets.closedSum.read.add(bucket.read);
        buckets.closedSum.write.add(bucket.write);
    }
}

void RecentIntervals::restart(const QString &mountpoint)
{
    const auto it = m_buckets.find(mountpoint);
    if (it == m_buckets.end())
        return;
    it->closed.clear();
    it->closedSum = Bucket();
    it->open = Bucket();
    it->seconds = 0;
    it->sinceChange = true;
    it->waitingForClose = true;
}

void RecentIntervals::forgetNotAdded()
{
    if (m_addedThisPass < m_buckets.size()) {
        m_buckets.removeIf([this](const auto &entry) { return entry.value().pass != m_pass; });
        ++m_generation;
    }
    ++m_pass;
    m_addedThisPass = 0;
}

template<typename Window>
Window RecentIntervals::sum(const Buckets *buckets)
{
    if (!buckets)
        return Window();
    const auto part = [](const Bucket &bucket) -> const Window & {
        if constexpr (std::is_same_v<Window, ReadWindow>)
            return bucket.read;
        else
            return bucket.write;
    };
    Window window = part(buckets->closedSum);
    window.add(part(buckets->open)); // empty, it adds nothing
    if constexpr (std::is_same_v<Window, ReadWindow>) {
        window.sinceReadaheadChange = buckets->sinceChange;
        window.waitingForReopen = buckets->waitingForClose;
    }
    return window;
}

const RecentIntervals::Buckets *RecentIntervals::find(const QString &mountpoint) const
{
    const auto it = m_buckets.constFind(mountpoint);
    return it == m_buckets.cend() ? nullptr : &*it;
}

ReadWindow RecentIntervals::readWindow(const Buckets *buckets)
{
    return sum<ReadWindow>(buckets);
}

ReadWindow RecentIntervals::readWindow(const QString &mountpoint) const
{
    return sum<ReadWindow>(find(mountpoint));
}

WriteWindow RecentIntervals::writeWindow(const QString &mountpoint) const
{
    return sum<WriteWindow>(find(mountpoint));
}

} // namespace nfstuner
