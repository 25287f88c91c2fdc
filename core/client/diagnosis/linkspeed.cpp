// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnosis/linkspeed.h"

#include "base/textfile.h"

#include <QList>

#include <array>
#include <bit>
#include <cstring>

#include <arpa/inet.h>

namespace nfstuner {

namespace {

constexpr qint64 MaxRouteBytes = 4 * 1024 * 1024;

// "Iface Destination Gateway Flags RefCnt Use Metric Mask ...": Destination
// and Mask as the kernel holds them (network order) printed as one 32-bit
// number, so they compare with an in_addr's s_addr as it is.
QString ipv4Route(const QByteArray &table, quint32 address)
{
    QString best;
    int bestBits = -1;
    const QList<QByteArray> lines = table.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines[i].simplified().split(' ');
        if (f.size() < 8)
            continue;
        bool okDest = false, okMask = false;
        const quint32 dest = f[1].toUInt(&okDest, 16), mask = f[7].toUInt(&okMask, 16);
        const int bits = std::popcount(mask);
        if (okDest && okMask && (address & mask) == dest && bits > bestBits) {
            best = QString::fromUtf8(f[0]);
            bestBits = bits;
        }
    }
    return best;
}

// "DEST PREFIXLEN SRC SRCLEN NEXTHOP METRIC REFCNT USE FLAGS IFACE", the
// addresses as 32 hex digits.
QString ipv6Route(const QByteArray &table, const std::array<quint8, 16> &address)
{
    QString best;
    int bestBits = -1;
    for (const QByteArray &line : table.split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 10 || f[0].size() != 32)
            continue;
        const QByteArray dest = QByteArray::fromHex(f[0]);
        bool ok = false;
        const int bits = f[1].toInt(&ok, 16);
        if (!ok || bits < 0 || bits > 128 || dest.size() != 16 || bits <= bestBits)
            continue;
        bool match = true;
        for (int bit = 0; bit < bits && match; ++bit) {
            const quint8 m = quint8(0x80 >> (bit % 8));
            match = (quint8(dest[bit / 8]) & m) == (address[size_t(bit / 8)] & m);
        }
        if (match) {
            best = QString::fromUtf8(f[9]);
            bestBits = bits;
        }
    }
    return best;
}

std::optional<double> speedOf(const SystemRoot &root, const QString &interface)
{
    if (interface.isEmpty() || interface.contains(u'/') || interface.startsWith(u'.'))
        return std::nullopt;
    const auto text = readWholeFile(
        root.path(QStringLiteral("/sys/class/net/") + interface + QStringLiteral("/speed")), 64);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const int megabits = text->trimmed().toInt(&ok);
    if (!ok || megabits <= 0)
        return std::nullopt;
    return double(megabits) * 1e6 / 8;
}

} // namespace

LinkSpeed LinkSpeed::toServer(const SystemRoot &root, const QString &address)
{
    LinkSpeed link;
    const QByteArray text = address.toLatin1();
    in_addr v4{};
    std::array<quint8, 16> v6{};
    if (::inet_pton(AF_INET, text.constData(), &v4) == 1) {
        if ((ntohl(v4.s_addr) >> 24) == 127) {
            link.loopback = true;
            return link;
        }
        if (const auto table =
                readWholeFile(root.path(QStringLiteral("/proc/net/route")), MaxRouteBytes))
            link.interface = ipv4Route(*table, v4.s_addr);
    } else if (::inet_pton(AF_INET6, text.constData(), v6.data()) == 1) {
        static constexpr std::array<quint8, 16> Loopback{0, 0, 0, 0, 0, 0, 0, 0,
                                                         0, 0, 0, 0, 0, 0, 0, 1};
        if (v6 == Loopback) {
            link.loopback = true;
            return link;
        }
        if (const auto table =
                readWholeFile(root.path(QStringLiteral("/proc/net/ipv6_route")), MaxRouteBytes))
            link.interface = ipv6Route(*table, v6);
    }
    link.bytesPerSecond = speedOf(root, link.interface);
    return link;
}

} // namespace nfstuner
