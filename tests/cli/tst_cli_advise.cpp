// SPDX-License-Identifier: GPL-2.0-or-later
// `advise` on roots captured from real kernels after known workloads
// (tests/fixtures/roots/advice-6.1 and advice-6.12): the verdict each
// workload calls for, and evidence equal to what the kernel's own counters
// (counters.json, split by awk in the VM) give. Then the live window, the
// text form and bad arguments.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

#include <QTest>

using namespace nfstuner::test;

namespace {

// The kernel's read counters of one mount in one snapshot of counters.json.
struct KernelReads
{
    double ops = 0, rttMs = 0, executeMs = 0, wireBytes = 0, appBytes = 0;
};

QHash<QString, KernelReads> kernelReads(const QString &fixture, int snapshot)
{
    QFile file(fixtureDir(fixture) + QStringLiteral("/counters.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no counters.json in %s", qPrintable(fixture));
    const QJsonArray snapshots = QJsonDocument::fromJson(file.readAll())[u"snapshots"].toArray();
    QHash<QString, KernelReads> reads;
    for (const auto &value : snapshots.at(snapshot)[u"mounts"].toArray()) {
        const QJsonObject mount = value.toObject();
        const QJsonArray bytes = mount[u"bytes"].toArray();
        KernelReads r;
        // READ and READ_PLUS: ops trans timeouts sent recv queue rtt execute
        for (const QJsonValue &line : {mount[u"READ"], mount[u"READ_PLUS"]}) {
            const QJsonArray op = line.toArray();
            r.ops += op.at(0).toDouble();
            r.rttMs += op.at(6).toDouble();
            r.executeMs += op.at(7).toDouble();
        }
        // bytes: normal read, normal write, direct read, direct write, server read
        r.appBytes = bytes.at(0).toDouble() + bytes.at(2).toDouble();
        r.wireBytes = bytes.at(4).toDouble();
        reads.insert(mount[u"mountpoint"].toString(), r);
    }
    return reads;
}

QJsonObject adviceFor(const QJsonArray &bdis, const QString &mountpoint)
{
    for (const auto &bdi : bdis) {
        if (bdi[u"mountpoints"].toArray().contains(mountpoint))
            return bdi.toObject();
    }
    return {};
}

QStringList reasonCodes(const QJsonObject &advice)
{
    QStringList codes;
    for (const auto &reason : advice[u"reasons"].toArray())
        codes.append(reason[u"code"].toString());
    return codes;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliAdvise : public QObject
{
    Q_OBJECT

private slots:
    void workloadsGetTheirVerdicts_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("mountpoint");
        QTest::addColumn<QString>("verdict");
        for (const char *kernel : {"advice-6.1", "advice-6.12"}) {
            // What each workload calls for (see workloads.json).
            const QString fixture = QLatin1String(kernel);
            QTest::addRow("%s stream at 128 KiB", kernel)
                << fixture << QStringLiteral("/mnt/stream-128") << QStringLiteral("raise");
            QTest::addRow("%s stream at 15 MiB", kernel)
                << fixture << QStringLiteral("/mnt/stream-15m") << QStringLiteral("keep");
            QTest::addRow("%s random pairs at 15 MiB", kernel)
                << fixture << QStringLiteral("/mnt/random-15m") << QStringLiteral("lower");
            QTest::addRow("%s random pairs at 128 KiB", kernel)
                << fixture << QStringLiteral("/mnt/random-128") << QStringLiteral("keep");
            QTest::addRow("%s single random reads at 15 MiB", kernel)
                << fixture << QStringLiteral("/mnt/random1-15m") << QStringLiteral("keep");
            QTest::addRow("%s nothing read", kernel)
                << fixture << QStringLiteral("/mnt/idle") << QStringLiteral("unknown");
        }
    }

    void workloadsGetTheirVerdicts()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, mountpoint);
        QFETCH(QString, verdict);
        const ProcessRun run =
            runCli({QStringLiteral("advise"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--json"), QStringLiteral("--root"), fixtureRoot(fixture)});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray bdis = run.json()[u"bdis"].toArray();
        QCOMPARE(bdis.size(), 6); // one per nosharecache mount
        const QJsonObject advice = adviceFor(bdis, mountpoint);
        QVERIFY2(!advice.isEmpty(), run.out.constData());
        QCOMPARE(advice[u"verdict"].toString(), verdict);
        QCOMPARE(advice[u"rsize"].toInteger(), 1048576);
        QVERIFY(!advice[u"reasons"].toArray().isEmpty());

        // The evidence is the kernel's counters since mount.
        const KernelReads kernel = kernelReads(fixture, 0).value(mountpoint);
        const QJsonObject evidence = advice[u"evidence"].toObject();
        QCOMPARE(evidence[u"read_ops"].toDouble(), kernel.ops);
        QVERIFY(evidence[u"reads_in_flight"].isNull()); // no busy time since mount
        if (kernel.ops == 0) {
            QVERIFY(evidence[u"average_read_bytes"].isNull());
            QVERIFY(evidence[u"read_rtt_ms"].isNull());
        } else {
            QVERIFY(
                near(evidence[u"average_read_bytes"].toDouble(), kernel.wireBytes / kernel.ops));
            QVERIFY(near(evidence[u"read_rtt_ms"].toDouble(), kernel.rttMs / kernel.ops));
            QVERIFY(near(evidence[u"overfetch"].toDouble(), kernel.wireBytes / kernel.appBytes));
        }

        const qint64 readahead = advice[u"read_ahead_kb"].toInteger();
        const QJsonValue recommended = advice[u"recommended_kb"];
        if (verdict == QLatin1String("unknown")) {
            QVERIFY(recommended.isNull());
            QCOMPARE(reasonCodes(advice), QStringList{QStringLiteral("no-reads")});
        } else if (verdict == QLatin1String("raise")) {
            // The acceptance: READs of 128 KiB at rsize 1 MiB call for 1-15 MiB.
            QCOMPARE(readahead, 128);
            QVERIFY2(recommended.toInteger() >= 1024 && recommended.toInteger() <= 15360,
                     qPrintable(QString::number(recommended.toInteger())));
            QVERIFY(reasonCodes(advice).contains(QStringLiteral("read-size-is-readahead")));
        } else if (verdict == QLatin1String("lower")) {
            QVERIFY(recommended.toInteger() >= 128 && recommended.toInteger() < readahead);
            QVERIFY(reasonCodes(advice).contains(QStringLiteral("overfetch")));
            QVERIFY(kernel.wireBytes / kernel.appBytes >= 1.5);
        } else {
            QCOMPARE(recommended.toInteger(), readahead);
        }
    }

    // A window measured live: the counters of a 64 MiB read at 128 KiB
    // readahead (read-plus, snapshots 0 and 1) appear while `advise
    // --interval 4` samples, so the READs fall in one busy second.
    void liveWindowKnowsReadsInFlight()
    {
        const auto root = copyTree(fixtureRoot(QStringLiteral("read-plus")));
        const QString stats = root->path() + QStringLiteral("/proc/self/mountstats");
        const auto place = [&](int snapshot) {
            const QString next = stats + QStringLiteral(".next");
            QFile::remove(next);
            QVERIFY(QFile::copy(fixtureDir(QStringLiteral("read-plus")) +
                                    QStringLiteral("/mountstats.%1").arg(snapshot),
                                next));
            QVERIFY(QDir().rename(next, stats) ||
                    (QFile::remove(stats) && QFile::rename(next, stats)));
        };
        place(0);
        // The v4.2 mount's BDI read at 128 KiB then (steps.json).
        QFile sysfs(root->path() + QStringLiteral("/sys/class/bdi/0:33/read_ahead_kb"));
        QVERIFY(sysfs.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sysfs.write("128\n");
        sysfs.close();

        QProcess advise;
        advise.start(cliPath(),
                     {QStringLiteral("advise"), QStringLiteral("--interval"), QStringLiteral("4"),
                      QStringLiteral("--json"), QStringLiteral("--root"), root->path()});
        QVERIFY(advise.waitForStarted());
        QThread::msleep(1500); // after its first sample, well before its last
        place(1);
        QVERIFY(advise.waitForFinished(30000));
        QCOMPARE(advise.exitCode(), 0);
        const QJsonArray bdis =
            QJsonDocument::fromJson(advise.readAllStandardOutput())[u"bdis"].toArray();

        const KernelReads kernel =
            kernelReads(QStringLiteral("read-plus"), 1).value(QStringLiteral("/mnt/v42"));
        const QJsonObject v42 = adviceFor(bdis, QStringLiteral("/mnt/v42"));
        QCOMPARE(v42[u"verdict"].toString(), QStringLiteral("raise"));
        const QJsonObject evidence = v42[u"evidence"].toObject();
        QCOMPARE(evidence[u"read_ops"].toDouble(), kernel.ops);
        // One busy interval of about a second: READs in flight are the
        // execute time over it.
        const double inFlight = evidence[u"reads_in_flight"].toDouble();
        QVERIFY2(inFlight >= kernel.executeMs / 1000 / 1.25 && inFlight <= kernel.executeMs / 1000,
                 qPrintable(QString::number(inFlight)));
        QVERIFY(reasonCodes(v42).contains(QStringLiteral("one-read-in-flight")));
        // The v3 mount read nothing meanwhile.
        QCOMPARE(adviceFor(bdis, QStringLiteral("/mnt/v3"))[u"verdict"].toString(),
                 QStringLiteral("unknown"));
    }

    void mountpointsSelectTheirDevice()
    {
        const ProcessRun run = runCli(
            {QStringLiteral("advise"), QStringLiteral("--interval"), QStringLiteral("0"),
             QStringLiteral("--json"), QStringLiteral("--root"),
             fixtureRoot(QStringLiteral("shared-superblock")), QStringLiteral("/srv/a-bind")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray bdis = run.json()[u"bdis"].toArray();
        QCOMPARE(bdis.size(), 1);
        // A bind mount speaks for its superblock: every mount of the BDI is listed.
        const QJsonArray mountpoints = bdis.at(0)[u"mountpoints"].toArray();
        QVERIFY(mountpoints.contains(QStringLiteral("/srv/a-bind")));
        QVERIFY(mountpoints.contains(QStringLiteral("/mnt/a")));
    }

    void textHasALinePerDeviceAndItsReasons()
    {
        const ProcessRun run =
            runCli({QStringLiteral("advise"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--root"), fixtureRoot(QStringLiteral("advice-6.12"))});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QList<QByteArray> heads;
        for (const QByteArray &line : lines) {
            if (!line.startsWith(' '))
                heads.append(line);
        }
        QCOMPARE(heads.size(), 6);
        QVERIFY2(run.out.contains("/mnt/stream-128: raise 128 KiB -> "), run.out.constData());
        QVERIFY2(run.out.contains("/mnt/random-15m: lower 15 MiB -> "), run.out.constData());
        QVERIFY2(run.out.contains("/mnt/idle: not enough data"), run.out.constData());
        QVERIFY(lines.size() > heads.size()); // reasons, indented
    }

    void badArgumentsChangeNothingAndExit2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an NFS mount")
            << QStringList{QStringLiteral("/proc")} << QStringLiteral("not an NFS mountpoint");
        QTest::newRow("negative interval")
            << QStringList{QStringLiteral("--interval"), QStringLiteral("-1")}
            << QStringLiteral("--interval");
        QTest::newRow("interval not a number")
            << QStringList{QStringLiteral("--interval"), QStringLiteral("ten")}
            << QStringLiteral("--interval");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--bogus")} << QStringLiteral("bogus");
    }

    void badArgumentsChangeNothingAndExit2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run =
            runCli(QStringList{QStringLiteral("advise"), QStringLiteral("--root"),
                               fixtureRoot(QStringLiteral("advice-6.1"))} +
                   arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliAdvise)
#include "tst_cli_advise.moc"
