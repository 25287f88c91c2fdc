// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "stats/mountstats.h"
#include "stats/readwindow.h"
#include "stats/tcpsockets.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace nfstuner {

// What limits a mount, from the kernel's own counters.
enum class Bottleneck
{
    RoundTrip,      // the round trip with too little in flight (readahead, concurrency)
    Server,         // the server's time in each READ
    TransportQueue, // requests wait in the client for a slot or the transport
    Losses,         // RPCs sent again, timeouts, reconnects
    Metadata,       // GETATTR, LOOKUP, ACCESS and their kin take the time
    Application,    // the application: small calls, think time, one reader
    PageCache,      // the page cache serves the reads: nothing reaches the server
    NotBusy,        // not busy enough to say
};
// "round-trip", "server", "transport-queue", "losses", "metadata",
// "application", "page-cache", "not-busy": the names scripts see.
QString bottleneckName(Bottleneck bottleneck);
std::optional<Bottleneck> bottleneckFromName(QStringView name);
// The word the window's column and the CLI's table show.
QString bottleneckWord(Bottleneck bottleneck);
// "server:/path", an IPv6 server in brackets ([2001:db8::1]:/path): an
// export as mount(8) takes it, and the key its diagnoses are kept under.
QString exportSpec(const QString &server, const QString &exportPath);

// The figures a verdict rests on, over the interval (per op: averages);
// nullopt where the counters cannot tell.
struct DiagnosisEvidence
{
    double seconds = 0;
    bool sinceMount = false; // the totals since the mount, not an interval
    quint64 ops = 0;         // every op
    quint64 readOps = 0;
    quint64 writeOps = 0;
    quint64 metadataOps = 0;
    double appReadBytesPerSecond = 0;    // what applications read, per second of the clock
    double serverReadBytesPerSecond = 0; // what READs carried
    std::optional<double> readBytesPerSecondWhileReading;
    std::optional<double> averageReadBytes;
    std::optional<double> readQueueMs; // per READ: waiting to be sent
    std::optional<double> readRttMs;   // per READ: sent to answered
    std::optional<double> readExecuteMs;
    std::optional<double> floorRttMs; // the cheap ops' round trip: the network's
    bool floorSinceMount = false;     // no cheap op in the interval: since the mount
    // A READ's payload at the link's speed (0 on loopback); nullopt when
    // the link's speed is not known.
    std::optional<double> readTransferMs;
    std::optional<double> linkBytesPerSecond;
    // A READ's round trip above the floor and its transfer: the server's.
    std::optional<double> readServerMs;
    std::optional<double> metadataRttMs;
    std::optional<double> metadataExecuteMs;
    std::optional<double> readsInFlight;   // READs outstanding while busy
    std::optional<double> requestsPerSend; // xprt req_u over sends
    std::optional<double> backlogPerSend;  // xprt bklog_u over sends
    quint64 maxSlots = 0;
    // The transport slot table's size where it is known (NFSv3 over TCP:
    // sunrpc.tcp_max_slot_table_entries as it is now).
    std::optional<quint32> slotTableEntries;
    quint32 transports = 0;         // xprt lines: the nconnect in effect
    double retransmissionShare = 0; // RPCs sent again, of all sent
    // Of the data segments TCP sent to the server, the share it sent
    // again: lost packets, which TCP resends below the RPC layer (live
    // only; every connection of this machine to the server's address).
    std::optional<double> tcpResentShare;
    quint64 majorTimeouts = 0;
    quint64 reconnects = 0;
    // Of the time applications read (the sampler's intervals with reads;
    // the whole interval without a sampler), the share with READs in
    // flight: how much of their reading waited on READs.
    std::optional<double> busyShare;
    // The ops' execute times per second of the interval: all of them, and
    // the metadata's (more than 1 where several wait at once).
    double opSecondsPerSecond = 0;
    double metadataSecondsPerSecond = 0;
    std::optional<double> cacheShare; // of application reads the server never sent
    double readTimeShare = 0;         // of all ops' execute time
    double writeTimeShare = 0;
    double metadataTimeShare = 0;
    std::optional<quint32> readAheadKib;
    quint32 rsize = 0;
    // What the readahead advisor would change it to on these reads: more
    // where READs are capped by it and the reader waits on them, less where
    // it fetches what nobody reads.
    std::optional<quint32> advisedReadAheadKib;
};

// The one change that moves the bottleneck, and what it costs.
struct Prescription
{
    enum class Kind
    {
        Readahead,    // live: through the tuner or set-readahead
        MountOptions, // a new mount of the export (nconnect, rsize, actimeo, nocto)
        Setting,      // a setting of the client, then the mounts that share it remounted
        Nothing,      // nothing on this client helps
    };
    Kind kind = Kind::Nothing;
    QString text;                        // the change and what it costs, in words
    QString command;                     // the line to copy, where there is one
    std::optional<quint32> readAheadKib; // Readahead: the value to try
    QStringList remountTogether;         // mounts that share the client and must go with it
};

struct MountDiagnosis
{
    Q_DECLARE_TR_FUNCTIONS(MountDiagnosis)

public:
    Bottleneck bottleneck = Bottleneck::NotBusy;
    double confidence = 0;           // 0 to 1
    std::optional<Bottleneck> close; // a second limit near the first, said beside it
    DiagnosisEvidence evidence;
    QStringList reasons; // the numbers behind the verdict, in words
    Prescription prescription;

    // The verdict in one sentence, its figures included.
    QString sentence() const;
};

// Diagnoses one mount from two samples of its counters.
class MountDiagnoser
{
    Q_DECLARE_TR_FUNCTIONS(MountDiagnoser)

public:
    struct Input
    {
        MountCounters before; // all zero: the totals since the mount
        MountCounters after;
        double seconds = 0;
        // The sampler's intervals over the same time, where it sampled:
        // READs in flight and the time applications read from them.
        std::optional<ReadWindow> window;
        BdiId bdi;
        QString mountpoint;
        QString server;
        QString exportPath;
        QString version; // "3", "4.2"
        std::optional<quint32> readAheadKib;
        quint32 rsize = 0;
        std::optional<quint32> nconnect; // asked in the options
        // The other mounts of the same NFS client (one server, one
        // version): a slot table or nconnect is theirs too.
        QStringList sameClient;
        std::optional<quint32> slotTableEntries; // sunrpc.tcp_max_slot_table_entries
        std::optional<quint32> sessionSlots;     // nfs max_session_slots (NFSv4.1+)
        QList<ReaderShare> readers;
        // How fast the link to the server carries data (LinkSpeed): 0 ms
        // of transfer on loopback, unknown without a speed.
        bool loopback = false;
        std::optional<double> linkBytesPerSecond;
        // What TCP sent and resent to the server over the interval
        // (TcpSockets): live only.
        std::optional<TcpSocketCounters> tcp;
    };

    static MountDiagnosis diagnose(const Input &input);
    static DiagnosisEvidence evidenceOf(const Input &input);
};

} // namespace nfstuner
