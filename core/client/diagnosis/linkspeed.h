// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QString>

#include <optional>

namespace nfstuner {

// How fast the link to a server carries data, as far as this machine can
// tell: the interface its route leaves by (the longest prefix of
// /proc/net/route or /proc/net/ipv6_route) and that interface's speed
// (/sys/class/net/IFACE/speed, in Mb/s). A READ's round trip holds the
// transfer of its payload at that speed; what is left above the floor is
// the server's.
struct LinkSpeed
{
    QString interface;                    // "eth0"; empty for a loopback address
    std::optional<double> bytesPerSecond; // nullopt: not told (virtual NICs say -1)
    bool loopback = false;                // 127.0.0.0/8 or ::1: no wire at all

    static LinkSpeed toServer(const SystemRoot &root, const QString &address);
};

} // namespace nfstuner
