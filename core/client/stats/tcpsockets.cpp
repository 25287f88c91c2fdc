// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/tcpsockets.h"

#include <QCoreApplication>

#include <array>
#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace nfstuner {

namespace {

struct NetlinkSocket
{
    int fd = -1;
    ~NetlinkSocket()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

Error diagError(int errnum)
{
    return Error::fromErrno(errnum, QCoreApplication::translate(
                                        "TcpSockets", "the kernel's TCP connections (sock_diag)"));
}

TcpPeer peerOf(const inet_diag_msg &message)
{
    char text[INET6_ADDRSTRLEN] = {};
    ::inet_ntop(message.idiag_family, message.id.idiag_dst, text, sizeof text);
    return TcpPeer{QString::fromLatin1(text), ntohs(message.id.idiag_dport)};
}

// One inet_diag_msg: its peer and tcp_info's retransmissions.
void addSocket(const nlmsghdr *header, QHash<TcpPeer, TcpSocketCounters> &sockets)
{
    if (header->nlmsg_len < NLMSG_LENGTH(sizeof(inet_diag_msg)))
        return;
    inet_diag_msg message;
    std::memcpy(&message, NLMSG_DATA(header), sizeof message);
    int length = int(header->nlmsg_len - NLMSG_LENGTH(sizeof message));
    const char *at = static_cast<const char *>(NLMSG_DATA(header)) + NLMSG_ALIGN(sizeof message);
    while (length >= int(sizeof(rtattr))) {
        rtattr attribute;
        std::memcpy(&attribute, at, sizeof attribute);
        if (attribute.rta_len < sizeof attribute || int(attribute.rta_len) > length)
            return;
        if (attribute.rta_type == INET_DIAG_INFO) {
            // Older kernels give a shorter tcp_info: what they lack stays 0.
            tcp_info info{};
            std::memcpy(&info, at + RTA_LENGTH(0),
                        std::min<size_t>(sizeof info, attribute.rta_len - RTA_LENGTH(0)));
            sockets[peerOf(message)] +=
                TcpSocketCounters{info.tcpi_total_retrans, info.tcpi_data_segs_out};
        }
        length -= int(RTA_ALIGN(attribute.rta_len));
        at += RTA_ALIGN(attribute.rta_len);
    }
}

Result<void> dumpFamily(int fd, quint8 family, QHash<TcpPeer, TcpSocketCounters> &sockets)
{
    struct
    {
        nlmsghdr header;
        inet_diag_req_v2 request;
    } ask{};
    ask.header.nlmsg_len = sizeof ask;
    ask.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
    ask.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
    ask.request.sdiag_family = family;
    ask.request.sdiag_protocol = IPPROTO_TCP;
    ask.request.idiag_states = 1U << 1; // TCP_ESTABLISHED
    ask.request.idiag_ext = 1U << (INET_DIAG_INFO - 1);
    if (::send(fd, &ask, sizeof ask, 0) < 0)
        return diagError(errno);
    alignas(nlmsghdr) std::array<char, 32768> buffer;
    for (;;) {
        const ssize_t got = ::recv(fd, buffer.data(), buffer.size(), 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return diagError(got < 0 ? errno : EIO);
        int left = int(got);
        for (auto *header = reinterpret_cast<nlmsghdr *>(buffer.data()); NLMSG_OK(header, left);
             header = NLMSG_NEXT(header, left)) {
            if (header->nlmsg_type == NLMSG_DONE)
                return {};
            if (header->nlmsg_type == NLMSG_ERROR) {
                nlmsgerr error{};
                std::memcpy(&error, NLMSG_DATA(header),
                            std::min<size_t>(sizeof error, header->nlmsg_len - NLMSG_HDRLEN));
                return diagError(error.error < 0 ? -error.error : EIO);
            }
            if (header->nlmsg_type == SOCK_DIAG_BY_FAMILY)
                addSocket(header, sockets);
        }
    }
}

} // namespace

TcpSocketCounters &TcpSocketCounters::operator+=(const TcpSocketCounters &other)
{
    retransmittedSegments += other.retransmittedSegments;
    dataSegmentsOut += other.dataSegmentsOut;
    return *this;
}

size_t qHash(const TcpPeer &peer, size_t seed)
{
    return qHashMulti(seed, peer.address, peer.port);
}

Result<QHash<TcpPeer, TcpSocketCounters>> TcpSockets::byPeer()
{
    NetlinkSocket socket;
    socket.fd = ::socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
    if (socket.fd < 0)
        return diagError(errno);
    QHash<TcpPeer, TcpSocketCounters> sockets;
    for (const quint8 family : {quint8(AF_INET), quint8(AF_INET6)}) {
        if (auto dumped = dumpFamily(socket.fd, family, sockets); !dumped)
            return dumped.error();
    }
    return sockets;
}

} // namespace nfstuner
