// SPDX-License-Identifier: GPL-2.0-or-later
// mountstats parsing against real-kernel captures.
#include "fixtureroot.h"
#include "stats/mountstats.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

// The numbers after a key on the mount's line, split the simplest way: an
// independent reading of the file to compare the parser with.
QList<quint64> fieldsAfter(const QByteArray &content, const QByteArray &mountpoint,
                           const QByteArray &key)
{
    bool inBlock = false;
    for (const QByteArray &line : content.split('\n')) {
        if (line.startsWith("device "))
            inBlock = line.contains(QByteArray(" mounted on " + mountpoint + " with "));
        else if (inBlock && line.trimmed().startsWith(key)) {
            QList<quint64> numbers;
            for (const QByteArray &field : line.trimmed().mid(key.size()).simplified().split(' '))
                numbers.append(field.toULongLong());
            return numbers;
        }
    }
    return {};
}

} // namespace

class TestMountStats : public QObject
{
    Q_OBJECT

private slots:
    void readsNfsBlocksOnly()
    {
        const QByteArray content =
            readFile(fixtureDir(QStringLiteral("traffic")) + QStringLiteral("/mountstats.4"));
        const auto mounts = MountStats::parse(content);
        QCOMPARE(mounts.size(), 2); // rootfs, proc, tmpfs, 9p... are not NFS
        QCOMPARE(mounts[0].mountpoint, QStringLiteral("/mnt/v3"));
        QCOMPARE(mounts[0].fstype, QStringLiteral("nfs"));
        QCOMPARE(mounts[0].device, QStringLiteral("127.0.0.1:/export"));
        QCOMPARE(mounts[1].mountpoint, QStringLiteral("/mnt/v42"));
        QCOMPARE(mounts[1].fstype, QStringLiteral("nfs4"));

        for (const MountCounters &mount : mounts) {
            const QByteArray mp = mount.mountpoint.toUtf8();
            const auto bytes = fieldsAfter(content, mp, "bytes:");
            QCOMPARE(bytes.size(), 8);
            for (int i = 0; i < 8; ++i)
                QCOMPARE(mount.bytes[i], bytes[i]);
            const auto read = fieldsAfter(content, mp, "READ:");
            QCOMPARE(mount.read.ops, read[0]);
            QCOMPARE(mount.read.transmissions, read[1]);
            QCOMPARE(mount.read.bytesSent, read[3]);
            QCOMPARE(mount.read.bytesReceived, read[4]);
            QCOMPARE(mount.read.rttMs, read[6]);
            QCOMPARE(mount.read.executeMs, read[7]);
            const auto write = fieldsAfter(content, mp, "WRITE:");
            QCOMPARE(mount.write.ops, write[0]);
            QCOMPARE(mount.write.bytesSent, write[3]);
            QCOMPARE(mount.ageSeconds, fieldsAfter(content, mp, "age:").value(0));
            QVERIFY(mount.allOps >= mount.read.ops + mount.write.ops);
        }
    }

    // Linux 6.12 on NFSv4.2 reads with READ_PLUS: the parser counts both
    // lines as reads. The truth is counters.json, the kernel's numbers split
    // by awk inside the VM at capture time.
    void readPlusCountsAsRead_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("snapshot");
        QTest::addColumn<bool>("readsWithReadPlus");
        // Linux 6.12, and 7.3 (which lists ZERO_RANGE and OFFLOAD_STATUS
        // among the per-op lines besides); and 5.10, which lists READ_PLUS
        // but reads with READ (built without CONFIG_NFS_V4_2_READ_PLUS).
        for (const auto &[fixture, readPlus] :
             {std::pair{"read-plus", true}, std::pair{"read-plus-7.3", true},
              std::pair{"read-plus-5.10", false}}) {
            for (int i = 0; i <= 4; ++i)
                QTest::addRow("%s mountstats.%d", fixture, i)
                    << QString::fromLatin1(fixture) << i << readPlus;
        }
    }

    void readPlusCountsAsRead()
    {
        QFETCH(QString, fixture);
        QFETCH(int, snapshot);
        QFETCH(bool, readsWithReadPlus);
        const QString dir = fixtureDir(fixture);
        const auto mounts =
            MountStats::parse(readFile(dir + QStringLiteral("/mountstats.%1").arg(snapshot)));
        const QJsonArray kernel =
            expectedJsonFile(dir +
                             QStringLiteral("/counters.json"))[u"snapshots"][snapshot][u"mounts"]
                .toArray();
        QCOMPARE(mounts.size(), kernel.size());
        QCOMPARE(kernel.size(), 2);
        for (qsizetype i = 0; i < mounts.size(); ++i) {
            const MountCounters &mount = mounts[i];
            const QJsonObject want = kernel[i].toObject();
            QCOMPARE(mount.mountpoint, want[u"mountpoint"].toString());
            const auto field = [&want](const char *line, int index) {
                return quint64(want[QLatin1String(line)][index].toInteger());
            };
            const auto both = [&field](int index) {
                return field("READ", index) + field("READ_PLUS", index);
            };
            for (int b = 0; b < 8; ++b)
                QCOMPARE(mount.bytes[b], field("bytes", b));
            QCOMPARE(mount.read.ops, both(0));
            QCOMPARE(mount.read.transmissions, both(1));
            QCOMPARE(mount.read.majorTimeouts, both(2));
            QCOMPARE(mount.read.bytesSent, both(3));
            QCOMPARE(mount.read.bytesReceived, both(4));
            QCOMPARE(mount.read.queueMs, both(5));
            QCOMPARE(mount.read.rttMs, both(6));
            QCOMPARE(mount.read.executeMs, both(7));
            QCOMPARE(mount.read.errors, both(8));
            QCOMPARE(mount.readPlusOps, field("READ_PLUS", 0));
            // The Linux server sends holes as data: every byte crossed the wire.
            const quint64 payload = field("bytes", 4);
            QCOMPARE(mount.holeBytesNotTransferred(),
                     payload > both(4) ? payload - both(4) : quint64(0));
        }
        if (snapshot > 0) {
            // After the first read the v4.2 mount has read, and only with
            // READ_PLUS where the kernel sends it, else only with READ.
            QVERIFY(mounts[1].read.ops > 0);
            QCOMPARE(mounts[1].readPlusOps, readsWithReadPlus ? mounts[1].read.ops : 0u);
        }
    }

    // Files closed on the mount: the events line's 18th number (VFSRELEASE),
    // on the advice roots of four kernels, where each mount read a file.
    void fileReleasesFromTheEventsLine_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *fixture : {"advice-5.10", "advice-6.1", "advice-6.12", "advice-7.3"})
            QTest::newRow(fixture) << QString::fromLatin1(fixture);
    }

    void fileReleasesFromTheEventsLine()
    {
        QFETCH(QString, fixture);
        const QByteArray content =
            readFile(fixtureRoot(fixture) + QStringLiteral("/proc/self/mountstats"));
        const auto mounts = MountStats::parse(content);
        QVERIFY(!mounts.isEmpty());
        quint64 closed = 0;
        for (const MountCounters &mount : mounts) {
            const auto events = fieldsAfter(content, mount.mountpoint.toUtf8(), "events:");
            QCOMPARE(events.size(), 27);
            QCOMPARE(mount.fileReleases, events[17]);
            closed += mount.fileReleases;
        }
        QVERIFY(closed > 0);
    }

    // A READ_PLUS reply can describe a hole by its length; its bytes count
    // as read ("server read") but never crossed the wire.
    void holesAreWhatTheWireDidNotCarry()
    {
        const QByteArray block = "device s:/e mounted on /m with fstype nfs4 statvers=1.1\n"
                                 "\tbytes:\t4194304 0 0 0 4194304 0 1024 0 \n"
                                 "\tper-op statistics\n"
                                 "\t        READ: 1 1 0 100 1048700 0 1 1 0\n"
                                 "\t   READ_PLUS: 3 3 0 300 1049000 0 3 3 1\n";
        const MountCounters mount = MountStats::parse(block).value(0);
        QCOMPARE(mount.read.ops, 4u);
        QCOMPARE(mount.readPlusOps, 3u);
        QCOMPARE(mount.read.errors, 1u);
        QCOMPARE(mount.holeBytesNotTransferred(), 4194304u - 1048700u - 1049000u);
    }

    void decodesEscapedMountpoints()
    {
        const auto mounts = MountStats::parse(readFile(fixtureRoot(QStringLiteral("escapes")) +
                                                       QStringLiteral("/proc/self/mountstats")));
        QStringList expected;
        for (const auto &mount : expectedJson(QStringLiteral("escapes"))[u"mounts"].toArray())
            expected.append(mount[u"mountpoint"].toString());
        QStringList actual;
        for (const MountCounters &mount : mounts)
            actual.append(mount.mountpoint);
        QCOMPARE(actual, expected);
    }

    // Names of an earlier reading at the same place are kept, not made
    // again; a field with an escape or beyond ASCII is always made from the
    // field, even when it looks like the earlier name as it stands.
    void keepsNamesOfTheReadingBefore()
    {
        // Plain names, then escaped and non-ASCII ones.
        const QByteArray content =
            readFile(fixtureDir(QStringLiteral("traffic")) + QStringLiteral("/mountstats.4")) +
            readFile(fixtureRoot(QStringLiteral("escapes")) +
                     QStringLiteral("/proc/self/mountstats"));
        const QList<MountCounters> plain = MountStats::parse(content);
        QVERIFY(plain.size() >= 3);
        QList<MountStats::Names> before;
        for (const MountCounters &mount : plain)
            before.append({mount.mountpoint, mount.device});
        before[1] = {QStringLiteral("/somewhere/else"), plain[1].device};
        before.removeLast(); // one fewer than there are now

        MountStatsReader reader(&before);
        reader.feed(content);
        const QList<MountCounters> kept = reader.finish();
        QCOMPARE(kept.size(), plain.size());
        int shared = 0;
        for (qsizetype i = 0; i < kept.size(); ++i) {
            QCOMPARE(kept[i].mountpoint, plain[i].mountpoint);
            QCOMPARE(kept[i].device, plain[i].device);
            const bool same = i < before.size() &&
                              kept[i].mountpoint.constData() == before[i].mountpoint.constData();
            shared += same ? 1 : 0;
            const bool escapedOrWide = plain[i].mountpoint.contains(QLatin1Char(' ')) ||
                                       plain[i].mountpoint.contains(QLatin1Char('\\')) ||
                                       plain[i].mountpoint.contains(QLatin1Char('\t')) ||
                                       plain[i].mountpoint.contains(QLatin1Char('\n')) ||
                                       !QtPrivate::isAscii(QStringView(plain[i].mountpoint));
            QCOMPARE(same, i != 1 && i < before.size() && !escapedOrWide);
        }
        QVERIFY(shared > 0);

        // The field as it stands taken for the earlier name: "/a\\134b" (an
        // escape) and "/\xe9" (Latin-1 é, not UTF-8). The names are what the
        // fields say, "/a\\b" and a replacement character, not the earlier.
        const QByteArray tricky =
            "device srv:/x mounted on /a\\134b with fstype nfs4 statvers=1.1\n"
            "\tage:\t5\n"
            "device srv:/y mounted on /\xe9 with fstype nfs4 statvers=1.1\n"
            "\tage:\t5\n";
        const QList<MountStats::Names> looksAlike{
            {QStringLiteral("/a\\134b"), QStringLiteral("srv:/x")},
            {QString::fromLatin1("/\xe9"), QStringLiteral("srv:/y")}};
        MountStatsReader reader2(&looksAlike);
        reader2.feed(tricky);
        const QList<MountCounters> two = reader2.finish();
        QCOMPARE(two.size(), 2);
        QCOMPARE(two[0].mountpoint, QStringLiteral("/a\\b"));
        QCOMPARE(two[1].mountpoint, QString::fromUtf8("/\xe9"));
        QVERIFY(two[1].mountpoint != looksAlike[1].mountpoint);
        QVERIFY(two[0].device.constData() == looksAlike[0].device.constData());
    }

    void unescape()
    {
        QCOMPARE(MountStats::unescape("/a\\040b\\011c\\012d\\134e"), QByteArray("/a b\tc\nd\\e"));
        QCOMPARE(MountStats::unescape("\\09x\\4\\"), QByteArray("\\09x\\4\\"));
    }

    void survivesDamagedInput()
    {
        const QByteArray content =
            readFile(fixtureDir(QStringLiteral("traffic")) + QStringLiteral("/mountstats.4"));
        // Cut anywhere, the file parses as far as it goes: the NFS device
        // lines present (counted by a pattern here) give the first mounts of
        // the whole file, and each block that is complete has its counters.
        const QList<MountCounters> whole = MountStats::parse(content);
        const QRegularExpression nfsDevice(
            QStringLiteral("^device .+ mounted on .+ with fstype (nfs|nfs4)( |$)"));
        for (qsizetype cut = 0; cut < content.size(); cut += 97) {
            const QByteArray part = content.left(cut);
            const QList<MountCounters> mounts = MountStats::parse(part);
            qsizetype devices = 0;
            for (const QByteArray &line : part.split('\n'))
                devices += nfsDevice.match(QString::fromUtf8(line)).hasMatch() ? 1 : 0;
            QCOMPARE(mounts.size(), devices);
            for (qsizetype i = 0; i < mounts.size(); ++i) {
                QCOMPARE(mounts[i].mountpoint, whole[i].mountpoint);
                const bool complete = i + 1 < mounts.size() || cut >= content.size();
                if (complete) {
                    for (int b = 0; b < 8; ++b)
                        QCOMPARE(mounts[i].bytes[b], whole[i].bytes[b]);
                    QCOMPARE(mounts[i].read.ops, whole[i].read.ops);
                }
            }
        }
        QCOMPARE(MountStats::parse("device x mounted on /m with fstype nfs\n\tbytes:\t1 2\n")
                     .first()
                     .bytes[1],
                 2u);
        QVERIFY(MountStats::parse("device broken line\n\tbytes: 1\n").isEmpty());
        // Separators sharing a space (found by fuzz_mountstats): an empty
        // mountpoint, an empty device; no slice of negative length.
        const auto emptyMountpoint = MountStats::parse("device x mounted on  with fstype nfs\n");
        QCOMPARE(emptyMountpoint.size(), 1);
        QCOMPARE(emptyMountpoint.first().mountpoint, QString());
        QVERIFY(MountStats::parse("device x mounted on with fstype nfs\n").isEmpty());
        QVERIFY(MountStats::parse("device mounted on /m with fstype nfs\n").isEmpty());
    }

    // read() parses the file in 64 KiB pieces; lines cut between pieces must
    // come out as whole as parse() of the whole file sees them.
    void readInPiecesEqualsParseOfTheWhole()
    {
        const QByteArray block =
            readFile(fixtureDir(QStringLiteral("traffic")) + QStringLiteral("/mountstats.4"));
        QByteArray content;
        for (int i = 0; content.size() < 600 * 1024; ++i)
            content += QByteArray(block).replace("/mnt/v",
                                                 QByteArray("/mnt/" + QByteArray::number(i) + "v"));
        content.chop(1); // and a last line without its newline
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        writeFile(copy->path() + QStringLiteral("/proc/self/mountstats"), content);
        const auto read = MountStats::read(SystemRoot(copy->path()));
        QVERIFY(read);
        const QList<MountCounters> whole = MountStats::parse(content);
        QCOMPARE(read->size(), whole.size());
        QVERIFY(whole.size() > 200);
        for (qsizetype i = 0; i < whole.size(); ++i) {
            QCOMPARE(read->at(i).mountpoint, whole.at(i).mountpoint);
            QCOMPARE(read->at(i).bytes, whole.at(i).bytes);
            QCOMPARE(read->at(i).read.executeMs, whole.at(i).read.executeMs);
            QCOMPARE(read->at(i).write.bytesSent, whole.at(i).write.bytesSent);
            QCOMPARE(read->at(i).allOps, whole.at(i).allOps);
            QCOMPARE(read->at(i).allTransmissions, whole.at(i).allTransmissions);
        }
        QCOMPARE(whole.first().read.ops, 289u); // /mnt/0v3 of mountstats.4
    }

    void readsRootAndReportsMissing()
    {
        QVERIFY(MountStats::read(SystemRoot(fixtureRoot(QStringLiteral("v3-v42")))));
        QTemporaryDir empty;
        QCOMPARE(MountStats::read(SystemRoot(empty.path())).error().code, Error::Code::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestMountStats)
#include "tst_mountstats.moc"
