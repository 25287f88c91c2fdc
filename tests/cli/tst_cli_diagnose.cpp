// SPDX-License-Identifier: GPL-2.0-or-later
// `diagnose` on counters captured from real kernels: the since-mount totals
// of the advisor's fixture roots (a stream at 128 KiB, random reads at
// 15 MiB, an idle mount: tests/fixtures/roots/advice-*), and the diagnosis
// lab's captures around each bottleneck it created (tests/fixtures/
// diagnose: --root BEFORE --then AFTER), each verdict the one its workload
// calls for. Then the text form and bad input.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <QTest>

using namespace nfstuner::test;

namespace {

QJsonObject mountIn(const QJsonDocument &json, const QString &mountpoint)
{
    for (const auto &mount : json[u"mounts"].toArray()) {
        if (mount[u"mountpoint"].toString() == mountpoint)
            return mount.toObject();
    }
    return {};
}

// The READ and READ_PLUS ops of a mount in a mountstats file, read here
// with a regular expression, not the project's parser.
double kernelReadOps(const QString &root, const QString &mountpoint)
{
    QFile file(root + QStringLiteral("/proc/self/mountstats"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype at = text.indexOf(QStringLiteral(" mounted on ") + mountpoint + u' ');
    const qsizetype end = text.indexOf(QStringLiteral("\ndevice "), at);
    const QString block = text.mid(at, end < 0 ? -1 : end - at);
    double ops = 0;
    static const QRegularExpression line(QStringLiteral("\\s(READ|READ_PLUS): (\\d+) "));
    for (auto m = line.globalMatch(block); m.hasNext();)
        ops += m.next().captured(2).toDouble();
    return ops;
}

QProcessEnvironment privateState(const QTemporaryDir &state)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_STATE_HOME"), state.path());
    return env;
}

} // namespace

class TestCliDiagnose : public QObject
{
    Q_OBJECT

private slots:
    void sinceMountTotals_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *kernel : {"5.10", "6.1", "6.12", "7.3"})
            QTest::newRow(kernel) << QStringLiteral("advice-") + QLatin1String(kernel);
    }

    void sinceMountTotals()
    {
        QFETCH(QString, fixture);
        const QString root = fixtureRoot(fixture);
        const CliRun run = runCli(
            {QStringLiteral("diagnose"), QStringLiteral("--json"), QStringLiteral("--root"), root});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument json = run.json();
        QCOMPARE(json[u"since_mount"].toBool(), true);

        // 64 MiB streamed in 64 KiB calls at 128 KiB readahead: every READ
        // 128 KiB, below rsize: the readahead caps what is in flight.
        const QJsonObject stream = mountIn(json, QStringLiteral("/mnt/stream-128"));
        QCOMPARE(stream[u"verdict"].toString(), QStringLiteral("round-trip"));
        QCOMPARE(stream[u"evidence"][u"read_ops"].toDouble(),
                 kernelReadOps(root, QStringLiteral("/mnt/stream-128")));
        QCOMPARE(stream[u"evidence"][u"average_read_bytes"].toDouble(), 128.0 * 1024);
        QCOMPARE(stream[u"prescription"][u"kind"].toString(), QStringLiteral("readahead"));
        QVERIFY(stream[u"prescription"][u"read_ahead_kb"].toInt() > 128);
        // Small reads here and there at 15 MiB: the readahead fetches what
        // nobody reads; lower it.
        const QJsonObject random = mountIn(json, QStringLiteral("/mnt/random-15m"));
        QCOMPARE(random[u"verdict"].toString(), QStringLiteral("application"));
        QCOMPARE(random[u"prescription"][u"kind"].toString(), QStringLiteral("readahead"));
        QVERIFY(random[u"prescription"][u"read_ahead_kb"].toInt() < 15360);
        // Mounted, never read.
        const QJsonObject idle = mountIn(json, QStringLiteral("/mnt/idle"));
        QCOMPARE(idle[u"verdict"].toString(), QStringLiteral("not-busy"));
        QCOMPARE(idle[u"prescription"][u"kind"].toString(), QStringLiteral("nothing"));
    }

    void labCaptures_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char *kernel : {"6.12", "7.3"}) {
            for (const char *scenario : {"round-trip", "server", "transport-queue", "losses",
                                         "metadata", "application", "page-cache"}) {
                QTest::addRow("%s %s", kernel, scenario)
                    << fixturesDir() + QStringLiteral("/diagnose/") + QLatin1String(kernel) + u'/' +
                           QLatin1String(scenario);
            }
        }
    }

    void labCaptures()
    {
        QFETCH(QString, scenario);
        const CliRun run =
            runCli({QStringLiteral("diagnose"), QStringLiteral("--json"), QStringLiteral("--root"),
                    scenario + QStringLiteral("/before"), QStringLiteral("--then"),
                    scenario + QStringLiteral("/after"), QStringLiteral("/mnt/lab")});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument json = run.json();
        QCOMPARE(json[u"since_mount"].toBool(), false);
        const QJsonObject mount = mountIn(json, QStringLiteral("/mnt/lab"));
        const QString name = QFileInfo(scenario).fileName();
        if (name == QLatin1String("losses")) {
            // Lost packets that TCP resent leave no trace in mountstats:
            // only the live diagnosis, which reads TCP's counters, sees them.
            QCOMPARE(mount[u"evidence"][u"retransmission_share"].toDouble(), 0.0);
            QVERIFY(mount[u"evidence"][u"tcp_resent_share"].isNull());
            QVERIFY(mount[u"verdict"].toString() != name);
            return;
        }
        QCOMPARE(mount[u"verdict"].toString(), name);
    }

    void theTextSaysVerdictEvidenceAndChange()
    {
        const QString scenario = fixturesDir() + QStringLiteral("/diagnose/6.12/transport-queue");
        const CliRun run = runCli({QStringLiteral("diagnose"), QStringLiteral("--root"),
                                   scenario + QStringLiteral("/before"), QStringLiteral("--then"),
                                   scenario + QStringLiteral("/after")});
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains(QStringLiteral("/mnt/lab (BDI ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("127.0.0.3:/export, NFS 3, 9 s): Slots")));
        QVERIFY(text.contains(QStringLiteral("wait for a slot at each send")));
        QVERIFY(text.contains(QStringLiteral("Do: ")));
        // Two slots when it connected, 65536 now: the remount takes it.
        QVERIFY(text.contains(QStringLiteral("umount /mnt/lab && mount /mnt/lab")));
    }

    void aMountWithNoTrafficIsNotBusyEnoughToSay()
    {
        // The same capture twice: nothing happened in between.
        const QString root = fixtureRoot(QStringLiteral("advice-6.12"));
        const CliRun run = runCli({QStringLiteral("diagnose"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), root, QStringLiteral("--then"), root});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray mounts = run.json()[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 6);
        for (const auto &mount : mounts) {
            QCOMPARE(mount[u"verdict"].toString(), QStringLiteral("not-busy"));
            QVERIFY(mount[u"reasons"][0].toString().contains(u"not busy enough to say"));
        }
    }

    void badInputIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString root = fixtureRoot(QStringLiteral("advice-6.1"));
        const QStringList base{QStringLiteral("diagnose"), QStringLiteral("--root"), root};
        QTest::newRow("not NFS") << base + QStringList{QStringLiteral("/proc")}
                                 << QStringLiteral("/proc is not an NFS mountpoint");
        QTest::newRow("no such mount") << base + QStringList{QStringLiteral("/mnt/nothing")}
                                       << QStringLiteral("/mnt/nothing is not an NFS mountpoint");
        QTest::newRow("--seconds -1")
            << base + QStringList{QStringLiteral("--seconds"), QStringLiteral("-1")}
            << QStringLiteral("\"-1\" is negative");
        for (const char *seconds : {"0", "3601", "ten", "nan", "1e400", ""}) {
            QTest::addRow("--seconds %s", seconds)
                << base + QStringList{QStringLiteral("--seconds"), QLatin1String(seconds)}
                << QStringLiteral("--seconds takes 1 to 3600");
        }
        QTest::newRow("--then alone")
            << QStringList{QStringLiteral("diagnose"), QStringLiteral("--then"), root}
            << QStringLiteral("--then needs --root");
        QTest::newRow("--then missing")
            << base + QStringList{QStringLiteral("--then"), QStringLiteral("/nonexistent")}
            << QStringLiteral("/nonexistent/proc/self/mountstats");
        QTest::newRow("junk") << QStringList{QStringLiteral("diagnose"), QStringLiteral("--fast")}
                              << QStringLiteral("Unknown option 'fast'");
    }

    void badInputIsRefusedAndChangesNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir state;
        const CliRun run = runCli(arguments, privateState(state));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
        QVERIFY(QDir(state.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliDiagnose)
#include "tst_cli_diagnose.moc"
