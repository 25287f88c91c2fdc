// SPDX-License-Identifier: GPL-2.0-or-later
// `stats --interval 0` (averages since mount) against nfs-utils' own
// `mountstats iostat` on the same real-kernel snapshots: the same READ and
// WRITE ops/s, round trip and execute times, and sizes per RPC (theirs
// count RPC headers too, so those agree within 1 %).
#include "fixtureroot.h"
#include "processrunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <QTest>
#include <cmath>

using namespace nfstuner::test;

namespace {

struct OpFigures
{
    double opsPerSecond = 0, kibPerOp = 0, rttMs = 0, executeMs = 0;
};

// "read:  ops/s kB/s kB/op retrans avg RTT avg exe ..." and its values line,
// per mountpoint, from mountstats iostat's report.
QMap<QString, QMap<QString, OpFigures>> parseIostat(const QString &report)
{
    QMap<QString, QMap<QString, OpFigures>> mounts;
    static const QRegularExpression header(QStringLiteral("^\\S+ mounted on (\\S+):$"));
    QString mountpoint;
    const QStringList lines = report.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const auto match = header.match(lines.at(i));
        if (match.hasMatch()) {
            mountpoint = match.captured(1);
            continue;
        }
        for (const QString &op : {QStringLiteral("read"), QStringLiteral("write")}) {
            if (!lines.at(i).startsWith(op + QLatin1Char(':')) || i + 1 >= lines.size())
                continue;
            const QStringList values = lines.at(i + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            // ops/s kB/s kB/op retrans (pct) rtt exe queue errors (pct)
            mounts[mountpoint][op] = {values.value(0).toDouble(), values.value(2).toDouble(),
                                      values.value(5).toDouble(), values.value(6).toDouble()};
        }
    }
    return mounts;
}

} // namespace

class TestCliStats : public QObject
{
    Q_OBJECT

private slots:
    void sinceMountMatchesMountstatsIostat_data()
    {
        QTest::addColumn<QString>("snapshot");
        for (int i = 0; i <= 4; ++i)
            QTest::addRow("mountstats.%d", i) << QStringLiteral("mountstats.%1").arg(i);
    }

    void sinceMountMatchesMountstatsIostat()
    {
        QFETCH(QString, snapshot);
        const auto root = copyTree(fixtureRoot(QStringLiteral("traffic")));
        const QString stats = root->path() + QStringLiteral("/proc/self/mountstats");
        QFile::remove(stats);
        QVERIFY(QFile::copy(fixtureDir(QStringLiteral("traffic")) + QLatin1Char('/') + snapshot,
                            stats));

        const ProcessRun ours =
            runCli({QStringLiteral("stats"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--json"), QStringLiteral("--root"), root->path()});
        QCOMPARE(ours.exitCode, 0);
        const ProcessRun theirs =
            runProgram(systemProgram(QStringLiteral("mountstats")),
                       {QStringLiteral("iostat"), QStringLiteral("-f"), stats});
        QCOMPARE(theirs.exitCode, 0);
        const auto expected = parseIostat(QString::fromUtf8(theirs.out));

        const QJsonArray mounts = ours.json().object().value(QStringLiteral("mounts")).toArray();
        QCOMPARE(mounts.size(), expected.size());
        QCOMPARE(mounts.size(), 2);
        for (const QJsonValue &value : mounts) {
            const QJsonObject mount = value.toObject();
            const QString mountpoint = mount.value(QStringLiteral("mountpoint")).toString();
            QVERIFY2(expected.contains(mountpoint), qPrintable(mountpoint));
            for (const QString &op : {QStringLiteral("read"), QStringLiteral("write")}) {
                const OpFigures want = expected.value(mountpoint).value(op);
                const auto field = [&](const char *suffix) {
                    return mount.value(op + QLatin1String(suffix));
                };
                // mountstats prints three decimals.
                QVERIFY(qAbs(field("_ops_per_second").toDouble() - want.opsPerSecond) < 0.0005);
                if (want.opsPerSecond == 0) {
                    QVERIFY(field("_rtt_ms").isNull());
                    continue;
                }
                QVERIFY(qAbs(field("_rtt_ms").toDouble() - want.rttMs) < 0.0005);
                QVERIFY(qAbs(field("_execute_ms").toDouble() - want.executeMs) < 0.0005);
                const double kib =
                    mount.value(QStringLiteral("average_%1_bytes").arg(op)).toDouble() / 1024;
                QVERIFY2(qAbs(kib - want.kibPerOp) <= want.kibPerOp * 0.01,
                         qPrintable(QStringLiteral("%1 %2: %3 KiB vs %4")
                                        .arg(mountpoint, op)
                                        .arg(kib)
                                        .arg(want.kibPerOp)));
            }
        }
    }

    // On Linux 6.12 NFSv4.2 reads are READ_PLUS RPCs: `stats` reports them
    // as READs, with the figures the kernel's own counters give (counters.json,
    // split by awk in the VM), and says how many were READ_PLUS.
    void sinceMountCountsReadPlus_data()
    {
        QTest::addColumn<int>("snapshot");
        for (int i = 1; i <= 4; ++i)
            QTest::addRow("mountstats.%d", i) << i;
    }

    void sinceMountCountsReadPlus()
    {
        QFETCH(int, snapshot);
        const QString dir = fixtureDir(QStringLiteral("read-plus"));
        const auto root = copyTree(fixtureRoot(QStringLiteral("read-plus")));
        const QString stats = root->path() + QStringLiteral("/proc/self/mountstats");
        QFile::remove(stats);
        QVERIFY(QFile::copy(dir + QStringLiteral("/mountstats.%1").arg(snapshot), stats));
        const ProcessRun ours =
            runCli({QStringLiteral("stats"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--json"), QStringLiteral("--root"), root->path()});
        QCOMPARE(ours.exitCode, 0);
        const QJsonArray mounts = ours.json().object()[u"mounts"].toArray();
        const QJsonArray kernel =
            expectedJsonFile(dir +
                             QStringLiteral("/counters.json"))[u"snapshots"][snapshot][u"mounts"]
                .toArray();
        QCOMPARE(mounts.size(), kernel.size());
        for (qsizetype i = 0; i < mounts.size(); ++i) {
            const QJsonObject got = mounts[i].toObject();
            const QJsonObject want = kernel[i].toObject();
            QCOMPARE(got[u"mountpoint"].toString(), want[u"mountpoint"].toString());
            const auto field = [&want](const char *line, int index) {
                return want[QLatin1String(line)][index].toInteger(); // null line: 0
            };
            const auto both = [&field](int index) {
                return field("READ", index) + field("READ_PLUS", index);
            };
            const qint64 ops = both(0);
            QCOMPARE(got[u"read_ops"].toInteger(), ops);
            QCOMPARE(got[u"read_plus_ops"].toInteger(), field("READ_PLUS", 0));
            QCOMPARE(got[u"read_errors"].toInteger(), both(8));
            QCOMPARE(got[u"read_timeouts"].toInteger(), both(2));
            QCOMPARE(got[u"wire_read_bytes"].toInteger(), field("bytes", 4));
            QCOMPARE(got[u"read_hole_bytes"].toInteger(), 0); // the Linux server sends holes
            if (ops == 0) {
                QVERIFY(got[u"average_read_bytes"].isNull());
                QVERIFY(got[u"read_rtt_ms"].isNull());
                continue;
            }
            QCOMPARE(got[u"average_read_bytes"].toDouble(),
                     double(field("bytes", 4)) / double(ops));
            QCOMPARE(got[u"read_rtt_ms"].toDouble(), double(both(6)) / double(ops));
            QCOMPARE(got[u"read_execute_ms"].toDouble(), double(both(7)) / double(ops));
        }
        // The v4.2 mount read, with READ_PLUS only; the v3 mount with READ only.
        const QJsonObject v42 = mounts[1].toObject();
        QCOMPARE(v42[u"mountpoint"].toString(), QStringLiteral("/mnt/v42"));
        QVERIFY(v42[u"read_ops"].toInteger() > 0);
        QCOMPARE(v42[u"read_plus_ops"].toInteger(), v42[u"read_ops"].toInteger());
        QCOMPARE(mounts[0].toObject()[u"read_plus_ops"].toInteger(), 0);
    }

    // Mounts of one superblock share a BDI and its counters: marked, and
    // counted once in TOTAL; JSON names the BDI (the kernel's, from
    // expected.json) and the mounts sharing it.
    void sharedBdisAreMarkedAndCountedOnce()
    {
        const QString root = fixtureRoot(QStringLiteral("shared-superblock"));
        const ProcessRun json =
            runCli({QStringLiteral("stats"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--json"), QStringLiteral("--root"), root});
        QCOMPARE(json.exitCode, 0);
        QHash<QString, QString> kernelBdi;
        for (const auto &mount :
             expectedJson(QStringLiteral("shared-superblock"))[u"mounts"].toArray())
            kernelBdi.insert(mount[u"mountpoint"].toString(), mount[u"bdi"].toString());
        const QJsonArray mounts = json.json().object()[u"mounts"].toArray();
        QVERIFY(mounts.size() >= 4);
        QSet<QString> seen;
        double readOpsOnce = 0;
        QHash<QString, QStringList> members;
        for (const auto &mount : mounts) {
            const QString mountpoint = mount[u"mountpoint"].toString();
            const QString bdi = mount[u"bdi"].toString();
            QCOMPARE(bdi, kernelBdi.value(mountpoint));
            members[bdi].append(mountpoint);
            if (!seen.contains(bdi)) {
                seen.insert(bdi);
                readOpsOnce += mount[u"read_ops_per_second"].toDouble();
            }
        }
        for (const auto &mount : mounts) {
            QStringList others = members.value(mount[u"bdi"].toString());
            others.removeOne(mount[u"mountpoint"].toString());
            QStringList listed;
            for (const auto &other : mount[u"shares_bdi_with"].toArray())
                listed.append(other.toString());
            QCOMPARE(listed, others);
        }

        const ProcessRun text = runCli({QStringLiteral("stats"), QStringLiteral("--interval"),
                                        QStringLiteral("0"), QStringLiteral("--root"), root});
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = QString::fromUtf8(text.out).split(u'\n', Qt::SkipEmptyParts);
        const QString header = lines.first();
        QVERIFY(header.contains(QStringLiteral("WIRE R MB/s")) &&
                header.contains(QStringLiteral("WIRE W MB/s")));
        for (const QString &line : lines) {
            if (line.startsWith(QStringLiteral("/mnt/a ")) ||
                line.startsWith(QStringLiteral("/mnt/b ")))
                QVERIFY2(line.contains(QStringLiteral(" 0:29* ")), qPrintable(line));
        }
        QVERIFY(lines.last().startsWith(QStringLiteral("*")));
        const QString total = lines.at(lines.size() - 2);
        QVERIFY2(total.startsWith(QStringLiteral("TOTAL")), qPrintable(total));
        // Numbers are right-aligned: each ends where its header ends.
        const qsizetype readsEnd = header.indexOf(QStringLiteral("READ/s")) + 6;
        QCOMPARE(total.at(readsEnd - 1).isDigit(), true);
        QCOMPARE(total.at(readsEnd), u' ');
        const QString totalReads = total.left(readsEnd).section(u' ', -1);
        QCOMPARE(totalReads.toDouble(), std::round(readOpsOnce * 10) / 10);
    }

    void badMountpointsAndHelp()
    {
        const ProcessRun nope =
            runCli({QStringLiteral("stats"), QStringLiteral("/mnt/nope"), QStringLiteral("--root"),
                    fixtureRoot(QStringLiteral("traffic"))});
        QCOMPARE(nope.exitCode, 2);
        QVERIFY(nope.out.isEmpty());
        QVERIFY(nope.err.contains("/mnt/nope is not an NFS mountpoint"));
        const ProcessRun help = runCli({QStringLiteral("stats"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.left(help.out.indexOf('\n')).contains("nfs-tuner-cli stats [options]"),
                 help.out.constData());
    }

    void sinceMountIsOneReport()
    {
        const ProcessRun run =
            runCli({QStringLiteral("stats"), QStringLiteral("--interval"), QStringLiteral("0"),
                    QStringLiteral("--count"), QStringLiteral("2"), QStringLiteral("--root"),
                    fixtureRoot(QStringLiteral("traffic"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.errLines(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliStats)
#include "tst_cli_stats.moc"
