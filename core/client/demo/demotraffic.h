// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "demo/demolimits.h"
#include "demo/demoreaders.h"

#include <QByteArrayList>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace nfstuner {

// Simulated NFS traffic for the demo: advances the counters of the demo
// root's mountstats as a workload would, rewriting the file a few times a
// second. Reads are shaped by each BDI's read_ahead_kb, as on a real
// client: READ RPCs are min(readahead, rsize) large, and small RPCs cap the
// throughput. So tuning readahead in the demo shows an effect. NFSv4.2
// mounts captured on a kernel that reads with READ_PLUS read with it here.
// Writes are held back by fs.nfs.nfs_congestion_kb of the demo root as the
// kernel holds them, and /proc/meminfo shows what is in flight.
class DemoTraffic : public QObject
{
    Q_OBJECT

public:
    explicit DemoTraffic(SystemRoot root, QObject *parent = nullptr);

    void start();
    // Moves the simulation on by `seconds` and writes mountstats.
    void advance(double seconds);

    // Read throughput (bytes/s) a client sustains with this much in flight
    // (the readahead window): little in flight spends its time in round
    // trips.
    static double readCapacity(double inFlightBytes);
    // The size of each READ when an application reads sequentially in
    // calls of `callBytes`: what readahead asks for, at least the calls
    // themselves, at most rsize.
    static double readSize(quint32 readAheadKib, double rsize, double callBytes);

private:
    struct Op
    {
        double ops = 0, transmissions = 0, bytesSent = 0, bytesReceived = 0, queueMs = 0, rttMs = 0,
               executeMs = 0;
    };
    // The transport's xprt: counters (sends, the requests in flight and
    // waiting for a slot summed at each send, the most slots used).
    struct Transport
    {
        double sends = 0, requestsInUse = 0, backlog = 0, maxSlots = 0;
    };
    struct Superblock
    {
        QString bdi;
        double rsize = 1 << 20;
        double wsize = 1 << 20;
        double bytes[8] = {};
        Op read, write, commit;
        Op getattr, lookup, access; // the metadata ops (GETATTR: the floor too)
        Transport transport;
        DemoLimit limit = DemoLimit::RoundTrip;
        // Its mounts' blocks have a READ_PLUS line: reads go there, as a
        // Linux 6.6+ client's do on NFSv4.2.
        bool readsWithReadPlus = false;
        double readDemand = 0; // bytes/s the workload asks for, at its peak
        double writeDemand = 0;
        double period = 60; // seconds of one workload wave
        double flushSeconds = 0.05;
        double writeSwing = 0.6; // the share of the write demand its wave takes away
        double writeCall = 0;    // bytes per WRITE
        double commitsPerWrite = 0;
        // Files its readers closed (mountstats' VFSRELEASE): each reads
        // a file of DemoFileBytes, then opens the next.
        double fileReleases = 0;
        // Its first mount, where its simulated readers have their files.
        QString mountpoint;
        qint32 mountId = 0;
    };
    struct Block
    {
        // Line numbers.
        qsizetype age = -1, bytes = -1, events = -1, read = -1, readPlus = -1, write = -1,
                  commit = -1, getattr = -1, lookup = -1, access = -1, xprt = -1;
        QString superblock;
    };

    void loadBase();
    // One superblock's reads, metadata and transport over `seconds`, as
    // its limit shapes them; returns the bytes applications read.
    double advanceReads(Superblock &sb, double seconds);
    // Adds `count` RPCs of `size` bytes each to `op`: a round trip of the
    // floor, the transfer and `extraMs`.
    static void account(Op &op, double count, double payload, double size, bool received,
                        double outstanding, double busyShare, double seconds, double extraMs = 0);
    QByteArray render() const;
    QByteArray transportLine(const QByteArray &captured, const Transport &transport) const;
    // /proc/meminfo of the demo machine, with write-back in flight.
    void writeMeminfo(double writebackBytes, double dirtyBytes) const;

    SystemRoot m_root;
    DemoReaders m_readers;
    QByteArrayList m_lines; // the captured mountstats, line by line
    QList<Block> m_blocks;
    QHash<QString, Superblock> m_superblocks; // by BDI
    double m_time = 0;
    QTimer m_timer;
    QElapsedTimer m_clock;
};

} // namespace nfstuner
