// SPDX-License-Identifier: GPL-2.0-or-later
// The write side of mountstats (WRITE and COMMIT) and the write-back advice,
// against writes of known shape captured from a real kernel
// (tests/fixtures/roots/writes: steps.json says what each step wrote,
// counters.json has the kernel's lines split by awk in the VM).
#include "fixtureroot.h"
#include "stats/mountrates.h"
#include "writeback/writebackadvisor.h"
#include "writeback/writebackhistory.h"

#include <QJsonArray>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using Kind = WritebackFinding::Kind;

namespace {

QString dir()
{
    return fixtureDir(QStringLiteral("writes"));
}

// The kernel's numbers of one line of one mount in snapshot N.
quint64 kernel(int snapshot, const QString &mountpoint, const char *line, int index)
{
    const QJsonArray mounts =
        expectedJsonFile(dir() +
                         QStringLiteral("/counters.json"))[u"snapshots"][snapshot][u"mounts"]
            .toArray();
    for (const QJsonValue &mount : mounts) {
        if (mount[u"mountpoint"].toString() == mountpoint)
            return quint64(mount[QLatin1String(line)][index].toInteger());
    }
    qFatal("no %s in snapshot %d", qPrintable(mountpoint), snapshot);
}

MountCounters counters(int snapshot, const QString &mountpoint)
{
    for (const MountCounters &mount :
         MountStats::parse(readFile(dir() + QStringLiteral("/mountstats.%1").arg(snapshot)))) {
        if (mount.mountpoint == mountpoint)
            return mount;
    }
    qFatal("no %s in mountstats.%d", qPrintable(mountpoint), snapshot);
}

double uptime(int snapshot)
{
    return readFile(dir() + QStringLiteral("/uptime.%1").arg(snapshot)).trimmed().toDouble();
}

quint32 wsizeOf(const QString &mountpoint)
{
    for (const QJsonValue &mount : expectedJson(QStringLiteral("writes"))[u"mounts"].toArray()) {
        if (mount[u"mountpoint"].toString() == mountpoint)
            return quint32(mount[u"wsize"].toInteger());
    }
    return 0;
}

QList<Kind> kinds(const QList<WritebackFinding> &findings)
{
    QList<Kind> result;
    for (const WritebackFinding &finding : findings)
        result.append(finding.kind);
    return result;
}

// Readings of Writeback at `share` of the limit, one a second.
QList<WritebackPoint> readings(int count, quint32 limitKib, double share)
{
    QList<WritebackPoint> points;
    for (int i = 0; i < count; ++i)
        points.append({quint32(i * 1000), quint32(limitKib * share), 0, limitKib});
    return points;
}

MountWrites writing(quint64 writes, double rttMs, quint32 wsize = 1 << 20)
{
    MountWrites mount{QStringLiteral("/mnt/w"), wsize, false, {}};
    mount.window.seconds = 60;
    mount.window.writeOps = writes;
    mount.window.wireWriteBytes = writes * wsize;
    mount.window.rttMs = rttMs * double(writes);
    return mount;
}

} // namespace

class TestWriteSide : public QObject
{
    Q_OBJECT

private slots:
    void steps_data()
    {
        QTest::addColumn<QJsonObject>("step");
        for (const QJsonValue &step :
             expectedJsonFile(dir() + QStringLiteral("/steps.json"))[u"steps"].toArray())
            QTest::newRow(qPrintable(step[u"did"].toString())) << step.toObject();
    }

    // Each step's rates and the advice on them, against the kernel's own
    // counters and what the workload did.
    void steps()
    {
        QFETCH(QJsonObject, step);
        const int from = step[u"from"].toInt(), to = step[u"to"].toInt();
        const QString mountpoint = step[u"mount"].toString();
        const auto delta = [&](const char *line, int index) {
            return kernel(to, mountpoint, line, index) - kernel(from, mountpoint, line, index);
        };
        const MountCounters after = counters(to, mountpoint);
        QCOMPARE(after.commit.ops, kernel(to, mountpoint, "COMMIT", 0));
        QCOMPARE(after.commit.rttMs, kernel(to, mountpoint, "COMMIT", 6));
        QCOMPARE(after.write.ops, kernel(to, mountpoint, "WRITE", 0));

        const auto rates =
            computeRates(counters(from, mountpoint), after, uptime(to) - uptime(from));
        QVERIFY(rates);
        // What the application wrote, and what the RPCs carried.
        QCOMPARE(rates->writeBytes, quint64(step[u"bytes"].toInteger()));
        QCOMPARE(rates->writeBytes, delta("bytes", 1) + delta("bytes", 3));
        QCOMPARE(rates->wireWriteBytes, delta("bytes", 5));
        const quint64 writes = delta("WRITE", 0), commits = delta("COMMIT", 0);
        QCOMPARE(rates->writeOps, writes);
        QCOMPARE(rates->commitOps, commits);
        QVERIFY(writes > 0);
        QCOMPARE(*rates->averageWriteBytes, double(delta("bytes", 5)) / double(writes));
        QCOMPARE(*rates->writeRttMs, double(delta("WRITE", 6)) / double(writes));
        QCOMPARE(*rates->writeExecuteMs, double(delta("WRITE", 7)) / double(writes));

        MountWrites mount{mountpoint, wsizeOf(mountpoint), false, {}};
        QCOMPARE(mount.wsize, 1u << 20);
        mount.window.add(*rates);
        const QList<Kind> found = kinds(WritebackAdvisor::advise({}, std::nullopt, {mount}));
        // Expected from the kernel's numbers and the thresholds.
        const bool judged = writes >= writebackadvice::MinWrites;
        const bool small = judged && double(delta("bytes", 5)) / double(writes) <
                                         writebackadvice::SmallWriteShare * mount.wsize;
        const bool manyCommits =
            judged && double(commits) >= writebackadvice::CommitsPerWrite * double(writes);
        QCOMPARE(found.contains(Kind::SmallWrites), small);
        QCOMPARE(found.contains(Kind::ManyCommits), manyCommits);
        QVERIFY(!found.contains(Kind::LimitThrottles)); // no readings of Writeback
        // And from what the workload did: calls of less than half of wsize
        // each flushed make small WRITEs; an fsync after every 2 MiB makes a
        // COMMIT every two WRITEs; one stream of 1 MiB calls makes neither.
        const qint64 bs = step[u"bs"].toInteger();
        if (bs < qint64(mount.wsize / 2))
            QVERIFY(found.contains(Kind::SmallWrites));
        const QString did = step[u"did"].toString();
        if (did.endsWith(u"fsync-each"))
            QVERIFY(found.contains(Kind::ManyCommits));
        if (bs >= qint64(mount.wsize) && !did.endsWith(u"fsync-each"))
            QVERIFY(found.isEmpty());
    }

    void theLimitThrottlesWhenPinnedAndWritesAreQuick()
    {
        const quint32 limit = 45376; // the default of a 2 GiB machine
        const auto findings =
            WritebackAdvisor::advise(readings(20, limit, 0.9), 2012260, {writing(100, 2)});
        QCOMPARE(kinds(findings), QList<Kind>{Kind::LimitThrottles});
        // 1 GiB is more than a quarter of 2 GiB: a quarter of RAM it is.
        QCOMPARE(findings[0].proposedKib, std::optional<quint64>(2012260 / 4));
        QVERIFY(findings[0].text.contains(u"100 %")); // of the readings at the limit

        const auto big =
            WritebackAdvisor::advise(readings(20, limit, 0.9), 64ull << 20, {writing(100, 2)});
        QCOMPARE(big[0].proposedKib, std::optional<quint64>(writebackadvice::ProposedKib));
    }

    void slowWritesBlameTheServer()
    {
        const auto findings =
            WritebackAdvisor::advise(readings(20, 262144, 0.95), 64ull << 20, {writing(100, 80)});
        QCOMPARE(kinds(findings), QList<Kind>{Kind::ServerBound});
        QVERIFY(!findings[0].proposedKib);
    }

    void noVerdictWithoutEvidence_data()
    {
        QTest::addColumn<QList<WritebackPoint>>("points");
        QTest::addColumn<quint64>("writes");
        // Below three quarters of the limit the kernel lets writers go on.
        QTest::newRow("below the off threshold") << readings(20, 262144, 0.74) << quint64(100);
        QTest::newRow("too few readings") << readings(9, 262144, 0.9) << quint64(100);
        // Writeback of local disks: no NFS mount wrote.
        QTest::newRow("no NFS writes") << readings(20, 262144, 0.9) << quint64(0);
        QTest::newRow("too few NFS writes")
            << readings(20, 262144, 0.9) << quint64(writebackadvice::MinWrites - 1);
        QTest::newRow("limit unknown") << readings(20, 0, 0.9) << quint64(100);
    }

    void noVerdictWithoutEvidence()
    {
        QFETCH(QList<WritebackPoint>, points);
        QFETCH(quint64, writes);
        QVERIFY(WritebackAdvisor::advise(points, 64ull << 20, {writing(writes, 2)}).isEmpty());
    }

    void proposalsGrowAndStopAtAQuarterOfRam()
    {
        QCOMPARE(WritebackAdvisor::proposedLimit(262144, 64ull << 20),
                 std::optional<quint64>(1 << 20));
        QCOMPARE(WritebackAdvisor::proposedLimit(1 << 20, 64ull << 20),
                 std::optional<quint64>(2 << 20));
        QCOMPARE(WritebackAdvisor::proposedLimit(1 << 20, 4 << 20), std::nullopt);
        QCOMPARE(WritebackAdvisor::proposedLimit(1 << 20, std::nullopt),
                 std::optional<quint64>(2 << 20));
    }

    void historyReadsMeminfoAndTheLimit()
    {
        const auto root = copyTree(fixtureRoot(QStringLiteral("writes")));
        WritebackHistory history(3);
        const SystemRoot systemRoot(root->path());
        // A fixture root without meminfo: nothing to chart, nothing appended.
        QVERIFY(!history.sample(systemRoot, 0));
        QCOMPARE(history.size(), 0);
        writeFile(root->path() + QStringLiteral("/proc/meminfo"),
                  "MemTotal:        2012260 kB\nDirty:              1234 kB\n"
                  "Writeback:          567 kB\nWritebackTmp:          0 kB\n");
        QVERIFY(history.sample(systemRoot, 1000));
        QCOMPARE(history.points().back().limitKib, 0u); // no NFS client module here
        writeFile(root->path() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"), "45376\n");
        for (quint32 ms : {2000u, 3000u, 4000u})
            QVERIFY(history.sample(systemRoot, ms));
        QCOMPARE(history.size(), 3); // the oldest fell out
        const WritebackPoint last = history.points().back();
        QCOMPARE(last.writebackKib, 567u);
        QCOMPARE(last.dirtyKib, 1234u);
        QCOMPARE(last.limitKib, 45376u);
        QCOMPARE(history.since(3000).size(), 2);
        QCOMPARE(history.since(3000).first().milliseconds, 3000u);
    }
};

QTEST_GUILESS_MAIN(TestWriteSide)
#include "tst_writeside.moc"
