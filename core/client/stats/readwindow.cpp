// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/readwindow.h"

#include <algorithm>

namespace nfstuner {

ReadWindow ReadWindow::sinceMount(const MountCounters &counters)
{
    using B = MountCounters::Bytes;
    ReadWindow window;
    window.seconds = double(counters.ageSeconds);
    window.readOps = counters.read.ops;
    window.readPlusOps = counters.readPlusOps;
    window.wireReadBytes = counters.bytes[B::ServerRead];
    window.appReadBytes = counters.bytes[B::NormalRead] + counters.bytes[B::DirectRead];
    window.rttMs = double(counters.read.rttMs);
    window.executeMs = double(counters.read.executeMs);
    return window;
}

std::optional<double> ReadWindow::readingBytesPerSecond() const
{
    if (readingSeconds <= 0 || appReadBytes == 0)
        return std::nullopt;
    return double(appReadBytes) / readingSeconds;
}

double ReadWindow::readSpanSeconds(const MountRates &rates)
{
    if (rates.readOps == 0)
        return 0;
    // The kernel adds execute times in nanoseconds and shows the sum in
    // whole milliseconds: a few sub-millisecond READs can sum to 0, and then
    // the interval is all that is known.
    const double executeSeconds = rates.readExecuteMs.value_or(0) * double(rates.readOps) / 1000;
    return executeSeconds > 0 ? std::min(rates.seconds, executeSeconds) : rates.seconds;
}

void ReadWindow::add(const MountRates &rates)
{
    seconds += rates.seconds;
    if (!busySeconds)
        busySeconds = 0.0;
    *busySeconds += readSpanSeconds(rates);
    if (rates.readBytes > 0)
        readingSeconds += rates.seconds;
    readOps += rates.readOps;
    readPlusOps += rates.readPlusOps;
    wireReadBytes += rates.wireReadBytes;
    appReadBytes += rates.readBytes;
    rttMs += rates.readRttMs.value_or(0) * double(rates.readOps);
    executeMs += rates.readExecuteMs.value_or(0) * double(rates.readOps);
}

void ReadWindow::add(const ReadWindow &other)
{
    seconds += other.seconds;
    if (other.busySeconds)
        busySeconds = busySeconds.value_or(0) + *other.busySeconds;
    readingSeconds += other.readingSeconds;
    readOps += other.readOps;
    readPlusOps += other.readPlusOps;
    wireReadBytes += other.wireReadBytes;
    appReadBytes += other.appReadBytes;
    rttMs += other.rttMs;
    executeMs += other.executeMs;
}

} // namespace nfstuner
