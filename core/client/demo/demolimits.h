// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace nfstuner {

// What holds each demo mount back, so that the diagnosis has every verdict
// to show: the numbers DemoTraffic writes into its counters for it. A round
// trip on loopback; what each limit adds to it.
enum class DemoLimit
{
    RoundTrip,   // the readahead keeps too little in flight
    Server,      // each READ waits on the server's disks
    Slots,       // a small slot table: requests queue in the client
    Losses,      // RPCs sent again
    Metadata,    // GETATTR, LOOKUP and ACCESS storm (a build)
    Application, // a player reading a little every now and then
    PageCache,   // reads served from memory
    Idle,        // nobody reads
};

struct DemoLimitModel
{
    // The network's round trip (the cheap ops') and the link's rate.
    static constexpr double FloorMs = 0.6;
    static constexpr double LinkBytesPerMs = 1.2e6;
    // Cheap ops at each open when nothing else asks (per second).
    static constexpr double QuietGetattrsPerSecond = 4;

    double serverMs = 0;          // added to each READ's round trip
    double queueMs = 0;           // each READ waits this long for a slot
    double backlogPerSend = 0;    // requests waiting for a slot at each send
    double maxSlots = 0;          // the slot table (0: what is in flight)
    double resentShare = 0;       // of the RPCs, sent again
    double metadataPerSecond = 0; // GETATTR, LOOKUP, ACCESS
    double metadataServerMs = 0;  // added to their round trip
    double cacheShare = 0;        // of what applications read, from memory

    static constexpr DemoLimitModel of(DemoLimit limit)
    {
        switch (limit) {
        case DemoLimit::Server:
            return {14, 0, 0, 0, 0, 0, 0, 0};
        case DemoLimit::Slots:
            return {0, 9, 4, 16, 0, 0, 0, 0};
        case DemoLimit::Losses:
            return {0, 0, 0, 0, 0.03, 0, 0, 0};
        case DemoLimit::Metadata:
            return {0, 0, 0, 0, 0, 3300, 0.35, 0};
        case DemoLimit::PageCache:
            return {0, 0, 0, 0, 0, 0, 0, 0.995};
        case DemoLimit::RoundTrip:
        case DemoLimit::Application:
        case DemoLimit::Idle:
            break;
        }
        return {};
    }
};

} // namespace nfstuner
