// SPDX-License-Identifier: GPL-2.0-or-later
// The diagnosis on synthetic counters: one interval per bottleneck, built
// from what the kernel would count for it (so many READs of so many bytes,
// each so long in the queue and on the wire; so many cheap ops; what the
// transport and TCP counted), and the verdict, the figures and the
// prescription each calls for. The figures are computed here from the
// same numbers the counters were built from, not by the code under test.
#include "diagnosis/linkspeed.h"
#include "diagnosis/mountdiagnosis.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <QTest>

using namespace nfstuner;

namespace {

// One interval of a mount, in the terms the kernel counts in.
struct Traffic
{
    double seconds = 10;
    quint64 reads = 0;
    quint64 readBytes = 0;                   // each READ's payload
    double readQueueMs = 0.1, readRttMs = 1; // each READ's
    quint64 probes = 40;                     // GETATTR, FSSTAT...: the floor
    double probeRttMs = 1;
    quint64 metadata = 0; // LOOKUP, ACCESS, OPEN... (probes count as metadata too)
    double metadataRttMs = 1;
    quint64 appBytes = 0; // what applications read; default: what READs carried
    bool appBytesSet = false;
    quint64 retransmissions = 0;
    quint64 majorTimeouts = 0;
    quint64 sends = 0, requestsInUse = 0, backlog = 0, maxSlots = 8; // xprt
    std::optional<double> busySeconds; // the sampler's: READs in flight
};

OpCounters ops(quint64 count, double queueMs, double rttMs, quint64 bytes = 0)
{
    OpCounters o;
    o.ops = o.transmissions = count;
    o.bytesReceived = bytes;
    o.queueMs = quint64(double(count) * queueMs);
    o.rttMs = quint64(double(count) * rttMs);
    o.executeMs = quint64(double(count) * (queueMs + rttMs));
    return o;
}

// Counters a mount had before the interval: an hour of light use.
MountCounters baseline()
{
    MountCounters c;
    c.mountpoint = QStringLiteral("/mnt/data");
    c.ageSeconds = 3600;
    c.read = ops(100, 0.1, 1, 100 * 65536);
    c.bytes[MountCounters::ServerRead] = c.bytes[MountCounters::NormalRead] = 100 * 65536;
    c.probe = c.metadata = ops(50, 0, 1);
    c.allOps = c.allTransmissions = 150;
    c.allExecuteMs = c.read.executeMs + c.metadata.executeMs;
    c.transport.count = 1;
    c.transport.sends = c.transport.receives = 150;
    c.transport.requestsInUse = 150;
    c.transport.maxSlots = 4;
    return c;
}

MountCounters after(const MountCounters &before, const Traffic &t)
{
    MountCounters c = before;
    c.ageSeconds += quint64(t.seconds);
    const OpCounters read = ops(t.reads, t.readQueueMs, t.readRttMs, t.reads * t.readBytes);
    const OpCounters probe = ops(t.probes, 0, t.probeRttMs);
    const OpCounters metadata = ops(t.metadata, 0, t.metadataRttMs);
    c.read += read;
    c.probe += probe;
    c.metadata += probe;
    c.metadata += metadata;
    c.bytes[MountCounters::ServerRead] += t.reads * t.readBytes;
    c.bytes[MountCounters::NormalRead] += t.appBytesSet ? t.appBytes : t.reads * t.readBytes;
    const quint64 all = t.reads + t.probes + t.metadata;
    c.allOps += all;
    c.allTransmissions += all + t.retransmissions;
    c.allMajorTimeouts += t.majorTimeouts;
    c.allExecuteMs += read.executeMs + probe.executeMs + metadata.executeMs;
    const quint64 sends = t.sends ? t.sends : all + t.retransmissions;
    c.transport.sends += sends;
    c.transport.receives += sends;
    c.transport.requestsInUse += t.requestsInUse ? t.requestsInUse : sends;
    c.transport.backlog += t.backlog;
    c.transport.maxSlots = t.maxSlots; // the most its life long, as the kernel shows
    return c;
}

MountDiagnoser::Input input(const Traffic &t, quint32 readAheadKib = 128)
{
    MountDiagnoser::Input in;
    in.before = baseline();
    in.after = after(in.before, t);
    in.seconds = t.seconds;
    in.bdi = BdiId{0, 52};
    in.mountpoint = QStringLiteral("/mnt/data");
    in.server = QStringLiteral("filer");
    in.exportPath = QStringLiteral("/export/data");
    in.version = QStringLiteral("4.2");
    in.readAheadKib = readAheadKib;
    in.rsize = 1024 * 1024;
    if (t.busySeconds) {
        ReadWindow window;
        window.seconds = t.seconds;
        window.busySeconds = t.busySeconds;
        window.readingSeconds = t.seconds;
        window.readOps = t.reads;
        window.wireReadBytes = t.reads * t.readBytes;
        window.appReadBytes = t.appBytesSet ? t.appBytes : t.reads * t.readBytes;
        window.rttMs = double(t.reads) * t.readRttMs;
        window.executeMs = double(t.reads) * (t.readQueueMs + t.readRttMs);
        in.window = window;
    }
    return in;
}

// A stream at 128 KiB readahead over a 10 ms round trip: two READs of
// 128 KiB in flight nearly all the time.
Traffic streamOverLatency()
{
    Traffic t;
    t.reads = 1500;
    t.readBytes = 128 * 1024;
    t.readQueueMs = 0.1;
    t.readRttMs = 10.5;
    t.probeRttMs = 10;
    // 1500 READs of 10.6 ms, two at a time: 7.95 s of the 10 in flight.
    t.busySeconds = 1500 * 10.6 / 1000 / 2;
    t.requestsInUse = 2 * (1500 + 40);
    return t;
}

} // namespace

class TestMountDiagnosis : public QObject
{
    Q_OBJECT

private slots:
    void namesGoBothWays()
    {
        for (const Bottleneck b :
             {Bottleneck::RoundTrip, Bottleneck::Server, Bottleneck::TransportQueue,
              Bottleneck::Losses, Bottleneck::Metadata, Bottleneck::Application,
              Bottleneck::PageCache, Bottleneck::NotBusy}) {
            QVERIFY(!bottleneckName(b).isEmpty());
            QCOMPARE(bottleneckFromName(bottleneckName(b)), b);
            QVERIFY(!bottleneckWord(b).isEmpty());
        }
        QCOMPARE(bottleneckFromName(u"readahead"), std::nullopt);
    }

    void theEvidenceIsTheKernelsFigures()
    {
        const Traffic t = streamOverLatency();
        const DiagnosisEvidence e = MountDiagnoser::evidenceOf(input(t));
        QCOMPARE(e.sinceMount, false);
        QCOMPARE(e.readOps, t.reads);
        QCOMPARE(e.ops, t.reads + t.probes);
        QCOMPARE(*e.averageReadBytes, double(t.readBytes));
        QCOMPARE(*e.floorRttMs, t.probeRttMs);
        QCOMPARE(*e.readRttMs, t.readRttMs);
        QCOMPARE(*e.readServerMs, t.readRttMs - t.probeRttMs);
        QCOMPARE(*e.readQueueMs, t.readQueueMs);
        QVERIFY(qAbs(*e.readsInFlight - 2.0) < 0.01);
        QVERIFY(qAbs(*e.busyShare - *t.busySeconds / t.seconds) < 1e-9);
        QCOMPARE(e.appReadBytesPerSecond, double(t.reads * t.readBytes) / t.seconds);
        QCOMPARE(e.retransmissionShare, 0.0);
        QCOMPARE(e.tcpResentShare, std::nullopt); // no TCP counters given
    }

    void aStreamWaitingOnTheRoundTripIsToldToRaiseTheReadahead()
    {
        const MountDiagnosis d = MountDiagnoser::diagnose(input(streamOverLatency()));
        QCOMPARE(d.bottleneck, Bottleneck::RoundTrip);
        QCOMPARE(d.prescription.kind, Prescription::Kind::Readahead);
        QVERIFY(d.prescription.readAheadKib && *d.prescription.readAheadKib > 128);
        QVERIFY(d.prescription.command.contains(u"tune --apply /mnt/data"));
        QVERIFY(d.sentence().startsWith(bottleneckWord(Bottleneck::RoundTrip)));
    }

    void oneReadAtATimeAtTheMostReadaheadIsToldMoreConnections()
    {
        // 15 MiB readahead, full 1 MiB READs one at a time: the readahead
        // cannot put more in flight (the advisor keeps it).
        Traffic t;
        t.reads = 700;
        t.readBytes = 1024 * 1024;
        t.readRttMs = 13;
        t.probeRttMs = 10;
        t.busySeconds = 700 * 13.1 / 1000;
        MountDiagnoser::Input in = input(t, 15360);
        in.sameClient = {QStringLiteral("/mnt/other data")};
        const MountDiagnosis d = MountDiagnoser::diagnose(in);
        QCOMPARE(d.bottleneck, Bottleneck::RoundTrip);
        QCOMPARE(d.prescription.kind, Prescription::Kind::MountOptions);
        QVERIFY(d.prescription.command.contains(u"nconnect=4"));
        QCOMPARE(d.prescription.remountTogether, in.sameClient);
        QVERIFY(d.prescription.text.contains(u"/mnt/other data"));
    }

    void aSlowServerIsTheServerAndNoReadahead()
    {
        // READs take 25 ms where a GETATTR takes 0.5: the server's disks.
        Traffic t;
        t.reads = 600;
        t.readBytes = 128 * 1024;
        t.readRttMs = 25;
        t.probeRttMs = 0.5;
        t.busySeconds = 600 * 25.1 / 1000 / 1.6;
        const MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QCOMPARE(d.bottleneck, Bottleneck::Server);
        QCOMPARE(d.prescription.kind, Prescription::Kind::Nothing);
        QCOMPARE(*d.evidence.readServerMs, 25 - 0.5);
        QVERIFY(!d.prescription.readAheadKib);
    }

    void requestsWaitingForSlotsAreTheTransportQueue_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<quint32>("slotTable");
        QTest::addColumn<QString>("command");
        // The setting at the transport's size: raise it, then remount.
        QTest::newRow("v3, table full")
            << QStringLiteral("3") << 2u
            << QStringLiteral("sysctl -w sunrpc.tcp_max_slot_table_entries=128");
        // Raised since the mount: the remount alone takes it.
        QTest::newRow("v3, raised since") << QStringLiteral("3") << 65536u
                                          << QStringLiteral("umount /mnt/data && mount /mnt/data");
        QTest::newRow("v4.2") << QStringLiteral("4.2") << 65536u
                              << QStringLiteral(
                                     "echo 128 > /sys/module/nfs/parameters/max_session_slots");
    }

    void requestsWaitingForSlotsAreTheTransportQueue()
    {
        QFETCH(QString, version);
        QFETCH(quint32, slotTable);
        QFETCH(QString, command);
        // Four readers, two slots: a READ waits 25 ms of its 32 to be sent,
        // five requests in the backlog at each send.
        Traffic t;
        t.reads = 1200;
        t.readBytes = 1024 * 1024;
        t.readQueueMs = 25;
        t.readRttMs = 7;
        t.probeRttMs = 6;
        t.sends = 1240;
        t.requestsInUse = 2 * 1240;
        t.backlog = 5 * 1240;
        t.maxSlots = 2;
        t.busySeconds = 9.9;
        MountDiagnoser::Input in = input(t, 4096);
        in.version = version;
        in.slotTableEntries = slotTable;
        in.sessionSlots = 64;
        const MountDiagnosis d = MountDiagnoser::diagnose(in);
        QCOMPARE(d.bottleneck, Bottleneck::TransportQueue);
        QCOMPARE(*d.evidence.backlogPerSend, 5.0);
        QCOMPARE(d.evidence.maxSlots, quint64(2));
        QCOMPARE(d.prescription.kind, Prescription::Kind::Setting);
        QCOMPARE(d.prescription.command, command);
    }

    void aQueueOfAFractionOfAMillisecondIsNoQueue()
    {
        // 0.3 ms of 1.3: the client's own work on a slow CPU, no backlog.
        Traffic t = streamOverLatency();
        t.readQueueMs = 0.3;
        t.readRttMs = 1;
        t.probeRttMs = 1;
        t.busySeconds = 1500 * 1.3 / 1000;
        const MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QVERIFY(d.bottleneck != Bottleneck::TransportQueue);
        QVERIFY(d.close != Bottleneck::TransportQueue);
    }

    void packetsTcpSentAgainAreLosses()
    {
        // What a 2 % loss looks like over TCP: every RPC answered once, and
        // TCP resending 2 of each 100 segments below.
        MountDiagnoser::Input in = input(streamOverLatency());
        in.tcp = TcpSocketCounters{42, 2000};
        const MountDiagnosis d = MountDiagnoser::diagnose(in);
        QCOMPARE(*d.evidence.tcpResentShare, 42.0 / 2000);
        QCOMPARE(d.bottleneck, Bottleneck::Losses);
        QCOMPARE(d.prescription.kind, Prescription::Kind::Nothing);
        QVERIFY(!d.prescription.readAheadKib);
    }

    void rpcsSentAgainAndTimeoutsAreLosses()
    {
        Traffic t = streamOverLatency();
        t.retransmissions = 40; // 2.6 % of 1540
        MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QCOMPARE(d.evidence.retransmissionShare, 40.0 / 1540);
        QCOMPARE(d.bottleneck, Bottleneck::Losses);
        t.retransmissions = 0;
        t.majorTimeouts = 1;
        d = MountDiagnoser::diagnose(input(t));
        QCOMPARE(d.bottleneck, Bottleneck::Losses);
        QCOMPARE(d.evidence.majorTimeouts, quint64(1));
    }

    void attributesAskedForAgainAndAgainAreMetadata()
    {
        // A build tree on actimeo=0: 2500 GETATTR/LOOKUP/ACCESS/OPEN of
        // 2.8 ms, a few 4 KiB READs.
        Traffic t;
        t.reads = 200;
        t.readBytes = 4096;
        t.readRttMs = 2.7;
        t.probeRttMs = 2.6;
        t.metadata = 2500;
        t.metadataRttMs = 2.8;
        t.busySeconds = 200 * 2.8 / 1000;
        MountDiagnoser::Input in = input(t);
        in.mountpoint = QStringLiteral("/mnt/my builds");
        const MountDiagnosis d = MountDiagnoser::diagnose(in);
        QCOMPARE(d.bottleneck, Bottleneck::Metadata);
        const double metadataMs = 40 * 2.6 + 2500 * 2.8, readMs = 200 * 2.8;
        QVERIFY(qAbs(d.evidence.metadataTimeShare - metadataMs / (metadataMs + readMs)) < 0.01);
        QCOMPARE(d.prescription.kind, Prescription::Kind::MountOptions);
        QCOMPARE(d.prescription.command,
                 QStringLiteral("umount '/mnt/my builds' && mount -o actimeo=60 filer:/export/data "
                                "'/mnt/my builds'"));
    }

    void anApplicationThatThinksBetweenReadsIsTheApplication()
    {
        // 64 KiB every 20 ms: READs in flight 6 % of the time.
        Traffic t;
        t.reads = 250;
        t.readBytes = 128 * 1024;
        t.readRttMs = 2.3;
        t.probeRttMs = 2.2;
        t.busySeconds = 250 * 2.4 / 1000;
        const MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QCOMPARE(d.bottleneck, Bottleneck::Application);
        QCOMPARE(d.prescription.kind, Prescription::Kind::Nothing);
    }

    void readsFromMemoryAreThePageCache()
    {
        // 600 MB/s read, nothing from the server, a GETATTR at each open.
        Traffic t;
        t.reads = 0;
        t.probes = 20;
        t.appBytes = 6000ull * 1000 * 1000;
        t.appBytesSet = true;
        const MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QVERIFY(d.evidence.ops < 32); // too few to judge anything else by
        QCOMPARE(d.bottleneck, Bottleneck::PageCache);
        QCOMPARE(*d.evidence.cacheShare, 1.0);
    }

    void aQuietMountIsNotBusyEnoughToSay()
    {
        Traffic t;
        t.probes = 6;
        const MountDiagnosis d = MountDiagnoser::diagnose(input(t));
        QCOMPARE(d.bottleneck, Bottleneck::NotBusy);
        QVERIFY(d.reasons.value(0).contains(u"not busy enough to say"));
        QCOMPARE(d.prescription.kind, Prescription::Kind::Nothing);
    }

    void aSecondLimitNearTheFirstIsSaid()
    {
        // Slots full and 1.6 % of the segments resent: both near full score.
        MountDiagnoser::Input in = input(streamOverLatency());
        Traffic t;
        t.reads = 1200;
        t.readBytes = 1024 * 1024;
        t.readQueueMs = 25;
        t.readRttMs = 7;
        t.sends = 1240;
        t.backlog = 5 * 1240;
        t.busySeconds = 9.9;
        in = input(t, 4096);
        in.tcp = TcpSocketCounters{32, 2000};
        in.linkBytesPerSecond = 125e6; // 1 Gb/s: a MiB's 8.4 ms is its transfer
        const MountDiagnosis d = MountDiagnoser::diagnose(in);
        QCOMPARE(d.bottleneck, Bottleneck::TransportQueue);
        QCOMPARE(d.close, Bottleneck::Losses);
        QVERIFY(d.sentence().contains(bottleneckWord(Bottleneck::Losses).toLower()));
    }

    void aReadsTransferIsNotTheServers()
    {
        // 1 MiB READs of 10 ms over a floor of 1 ms: on a 1 Gb/s link 8.4 ms
        // of it is the transfer; on loopback none; unknown, all the server's.
        Traffic t;
        t.reads = 500;
        t.readBytes = 1024 * 1024;
        t.readRttMs = 10;
        t.probeRttMs = 1;
        t.busySeconds = 500 * 10.1 / 1000;
        MountDiagnoser::Input in = input(t, 15360);
        in.linkBytesPerSecond = 125e6;
        DiagnosisEvidence e = MountDiagnoser::evidenceOf(in);
        const double transferMs = 1024.0 * 1024 / 125e6 * 1000;
        QCOMPARE(*e.readTransferMs, transferMs);
        QCOMPARE(*e.readServerMs, 10 - 1 - transferMs);
        QVERIFY(MountDiagnoser::diagnose(in).bottleneck != Bottleneck::Server);

        in.linkBytesPerSecond.reset();
        e = MountDiagnoser::evidenceOf(in);
        QCOMPARE(e.readTransferMs, std::nullopt);
        QCOMPARE(*e.readServerMs, 9.0);
        const MountDiagnosis unknown = MountDiagnoser::diagnose(in);
        QCOMPARE(unknown.bottleneck, Bottleneck::Server);
        QVERIFY(unknown.reasons.join(u' ').contains(u"speed is not known"));

        in.loopback = true;
        QCOMPARE(*MountDiagnoser::evidenceOf(in).readTransferMs, 0.0);
    }

    void theLinkIsTheRoutesInterface()
    {
        // /proc/net/route and ipv6_route as Linux 6.1 writes them (this
        // machine's, with a 10.1.0.0/16 route added), and the speeds sysfs
        // gives: a NIC's Mb/s, a virtual one's -1.
        QTemporaryDir dir;
        const auto write = [&](const QString &path, const QByteArray &text) {
            QDir().mkpath(QFileInfo(dir.path() + path).path());
            QFile file(dir.path() + path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write(
            QStringLiteral("/proc/net/route"),
            "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
            "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
            "eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
            "eth1\t0000010A\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0\n");
        write(QStringLiteral("/proc/net/ipv6_route"),
              "fd000000000000000000000000000000 40 00000000000000000000000000000000 00 "
              "00000000000000000000000000000000 00000100 00000001 00000000 00000001     eth1\n"
              "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
              "fd000000000000000000000000000001 00000400 00000003 00000000 00000003     eth0\n");
        write(QStringLiteral("/sys/class/net/eth0/speed"), "-1\n");
        write(QStringLiteral("/sys/class/net/eth1/speed"), "10000\n");
        const SystemRoot root(dir.path());
        LinkSpeed link = LinkSpeed::toServer(root, QStringLiteral("10.1.2.3"));
        QCOMPARE(link.interface, QStringLiteral("eth1")); // the /16, not the default
        QCOMPARE(*link.bytesPerSecond, 10000 * 1e6 / 8);
        link = LinkSpeed::toServer(root, QStringLiteral("192.0.2.9"));
        QCOMPARE(link.interface, QStringLiteral("eth0"));
        QCOMPARE(link.bytesPerSecond, std::nullopt); // -1: not told
        QCOMPARE(LinkSpeed::toServer(root, QStringLiteral("fd00::7")).interface,
                 QStringLiteral("eth1"));
        QCOMPARE(LinkSpeed::toServer(root, QStringLiteral("2001:db8::7")).interface,
                 QStringLiteral("eth0"));
        QVERIFY(LinkSpeed::toServer(root, QStringLiteral("127.0.0.3")).loopback);
        QVERIFY(LinkSpeed::toServer(root, QStringLiteral("::1")).loopback);
        QCOMPARE(LinkSpeed::toServer(root, QStringLiteral("filer")).interface, QString());
    }

    void sinceTheMountHowBusyIsNotKnown()
    {
        MountDiagnoser::Input in = input(streamOverLatency());
        in.before = MountCounters{};
        in.seconds = 0;
        in.window.reset(); // no sampler: a capture
        const DiagnosisEvidence e = MountDiagnoser::evidenceOf(in);
        QVERIFY(e.sinceMount);
        QCOMPARE(e.seconds, double(in.after.ageSeconds));
        QCOMPARE(e.busyShare, std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestMountDiagnosis)
#include "tst_mountdiagnosis.moc"
