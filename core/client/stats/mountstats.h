// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"

#include <QList>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace nfstuner {

// One per-op line of mountstats: "READ: ops trans timeouts sent recv queue rtt execute [errors]"
// (kernels before 4.18 print no errors: 0 then).
struct OpCounters
{
    quint64 ops = 0;
    quint64 transmissions = 0;
    quint64 majorTimeouts = 0;
    quint64 bytesSent = 0;
    quint64 bytesReceived = 0;
    quint64 queueMs = 0;
    quint64 rttMs = 0;
    quint64 executeMs = 0;
    quint64 errors = 0;

    OpCounters &operator+=(const OpCounters &other);
};

// The xprt: lines of a mount's transports, added up (nconnect=N gives N):
// "xprt: tcp srcport bind_count connect_count connect_time idle_time sends
// recvs bad_xids req_u bklog_u max_slots sending_u pending_u" (udp lacks
// the connect fields). req_u and bklog_u add the requests in flight and
// waiting for a slot at each send: over sends, their means.
struct TransportCounters
{
    quint32 count = 0; // xprt lines: the connections in effect
    quint64 connects = 0;
    quint64 sends = 0;
    quint64 receives = 0;
    quint64 badXids = 0;
    quint64 requestsInUse = 0; // req_u
    quint64 backlog = 0;       // bklog_u
    quint64 maxSlots = 0;      // the most slots one transport used

    TransportCounters &operator+=(const TransportCounters &other);
};

// The counters of one NFS mount in /proc/self/mountstats. They only grow
// while the superblock lives; a remount starts them again.
struct MountCounters
{
    // bytes: normal read, normal write, direct read, direct write, server
    // read, server write, read pages, write pages.
    enum Bytes
    {
        NormalRead,
        NormalWrite,
        DirectRead,
        DirectWrite,
        ServerRead,
        ServerWrite,
        ReadPages,
        WritePages
    };

    QString mountpoint; // decoded
    QString device;
    QString fstype;
    quint64 ageSeconds = 0;
    std::array<quint64, 8> bytes{};
    // Every read RPC: the READ and READ_PLUS lines together. Since Linux 6.6
    // an NFSv4.2 client reads with READ_PLUS whenever the server offers it,
    // and the READ line stays at 0.
    OpCounters read;
    quint64 readPlusOps = 0; // of read.ops, those sent as READ_PLUS
    OpCounters write;
    // COMMIT: the server writes UNSTABLE data to stable storage. Its
    // counters say how often written data had to be made durable.
    OpCounters commit;
    quint64 allOps = 0; // every op, for retransmissions
    quint64 allTransmissions = 0;
    quint64 allMajorTimeouts = 0;
    quint64 allExecuteMs = 0;
    // The ops that fetch names and attributes (GETATTR, LOOKUP, ACCESS,
    // READDIR, OPEN, CLOSE and their kin), added up: the metadata.
    OpCounters metadata;
    // The cheap ops (NULL, GETATTR, ACCESS, FSSTAT, STATFS): their round
    // trip is the floor a READ's is measured against.
    OpCounters probe;
    TransportCounters transport;
    // Files on the mount closed for the last time (the events line's
    // VFSRELEASE, counted on every NFS version; VFSOPEN is not counted on
    // NFSv4). The kernel gives an open file the readahead of its BDI when it
    // is opened: a change reaches a reader only once it opens its file again.
    quint64 fileReleases = 0;

    // Bytes of file holes that READ_PLUS reported without sending them: the
    // read payload ("server read") beyond what the read RPCs received. Never
    // more than 0 for READ, whose replies carry every byte plus headers.
    quint64 holeBytesNotTransferred() const;
};

// The fields of a block's first line, "device SRC mounted on MP with fstype
// TYPE [statvers=1.1]", as they stand in the file (SRC and MP still escaped).
struct DeviceLine
{
    QByteArrayView device;
    QByteArrayView mountpoint;
    QByteArrayView fstype;
};

// Parses mountstats: NFS blocks only, in file order. Fast enough for
// thousands of mounts every second (no regular expressions, one pass).
class MountStats
{
public:
    // The names of the mounts of an earlier reading, in its order: a reading
    // given them keeps each name that is the same at the same place rather
    // than making it again (a sampler reads ten thousand every second).
    struct Names
    {
        QString mountpoint;
        QString device;
    };

    static QList<MountCounters> parse(QByteArrayView content);
    static Result<QList<MountCounters>> read(const SystemRoot &root,
                                             const QList<Names> *namesBefore = nullptr);

    // Undoes the kernel's octal escapes (\040 space, \011 tab, \012 newline, \134 backslash).
    static QByteArray unescape(QByteArrayView text);
    // unescape(), decoded from UTF-8 as the names of MountCounters are.
    static QString unescapedName(QByteArrayView text);
    // A "device ..." line split into its fields; nullopt for any other line.
    static std::optional<DeviceLine> splitDeviceLine(QByteArrayView line);
};

// mountstats parsed as it arrives in pieces (read() feeds the file 64 KiB
// at a time): the same result as parse() of the whole, wherever the pieces
// are cut.
class MountStatsReader
{
public:
    explicit MountStatsReader(const QList<MountStats::Names> *namesBefore = nullptr);
    ~MountStatsReader();
    void feed(QByteArrayView piece);
    QList<MountCounters> finish();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace nfstuner

// Strings and numbers only, so a growing list of a thousand can move its
// storage with realloc (mremap) instead of copying element by element.
Q_DECLARE_TYPEINFO(nfstuner::MountCounters, Q_RELOCATABLE_TYPE);
