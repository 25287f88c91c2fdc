// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QHash>
#include <QList>

namespace nfstuner {

// What TCP itself counted on one connection (tcp_info): the segments it
// sent again. An NFS mount over TCP never sees its RPCs lost (the
// transport resends them below the RPC layer, and trans stays equal to
// ops until a major timeout), so lost packets show only here.
struct TcpSocketCounters
{
    quint64 retransmittedSegments = 0; // tcpi_total_retrans
    quint64 dataSegmentsOut = 0;       // tcpi_data_segs_out (Linux 4.6 and later)

    TcpSocketCounters &operator+=(const TcpSocketCounters &other);
};

// Where a connection goes: the peer's address as inet_ntop(3) writes it
// ("192.0.2.7", "2001:db8::7": the form of an NFS mount's addr= option)
// and its port.
struct TcpPeer
{
    QString address;
    quint16 port = 0;
    friend bool operator==(const TcpPeer &, const TcpPeer &) = default;
};
size_t qHash(const TcpPeer &peer, size_t seed = 0);

// The established TCP connections of this system, read through the
// kernel's sock_diag netlink interface (what ss(8) reads); the kernel's own
// NFS client sockets are there. mountstats cannot name a mount's sockets
// (its xprt: srcport is 0 on NFSv4), so they are known by the server they
// go to: every connection of this machine to that address and port.
class TcpSockets
{
public:
    // Every IPv4 and IPv6 connection, added up by peer.
    static Result<QHash<TcpPeer, TcpSocketCounters>> byPeer();
};

} // namespace nfstuner
