// SPDX-License-Identifier: GPL-2.0-or-later
// The documented behaviour of `nfs-tuner-cli list` on bad roots and files.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace nfstuner::test;

class TestCliErrors : public QObject
{
    Q_OBJECT

private slots:
    void noNfsMountsIsEmptyListAndOneLine()
    {
        const CliRun run =
            runCli({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--root"),
                    fixtureRoot(QStringLiteral("no-nfs"))});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("{\"mounts\":[]}\n"));
        QCOMPARE(run.errLines(), 1);
        QVERIFY(run.err.contains("no NFS mounts"));

        const CliRun table = runCli({QStringLiteral("list"), QStringLiteral("--root"),
                                     fixtureRoot(QStringLiteral("no-nfs"))});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.isEmpty());
        QCOMPARE(table.errLines(), 1);
    }

    void missingRootExitsTwo()
    {
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--root"),
                                   QStringLiteral("/nonexistent/root")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.errLines(), 1);
        QVERIFY(run.err.contains("/nonexistent/root"));
    }

    void rootWithoutMountinfoExitsTwo()
    {
        QTemporaryDir empty;
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), empty.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.errLines(), 1);
        QVERIFY(run.err.contains("mountinfo"));
    }

    void malformedMountinfoExitsTwoAndPrintsNothing()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const QString path = copy->path() + QStringLiteral("/proc/self/mountinfo");
        QByteArray content = readFile(path);
        writeFile(path, content.left(content.size() - 30)); // cut mid-line
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), copy->path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.errLines(), 1);
        QVERIFY(run.err.contains("truncated"));
    }

    void missingSysfsGivesNullReadahead()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        QVERIFY(QDir(copy->path() + QStringLiteral("/sys/class/bdi/0:29")).removeRecursively());
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), copy->path()});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray mounts = run.json().object()[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 2);
        QVERIFY(mounts[0][u"read_ahead_kb"].isNull());
        QVERIFY(!mounts[0][u"read_ahead_error"].toString().isEmpty());
        QCOMPARE(mounts[1][u"read_ahead_kb"].toInt(), 128);

        const CliRun table =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("unavailable"));
    }

    void tableShowsSharingAndEscapes()
    {
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--root"),
                                   fixtureRoot(QStringLiteral("escapes"))});
        QCOMPARE(run.exitCode, 0);
        // Control characters never break the table's lines.
        QCOMPARE(run.out.count('\n'), 1 + 5);
        QVERIFY(run.out.contains("/mnt/with\\011tab"));
        QVERIFY(run.out.contains("/mnt/new\\012line"));

        const CliRun shared = runCli({QStringLiteral("list"), QStringLiteral("--root"),
                                      fixtureRoot(QStringLiteral("shared-superblock"))});
        QVERIFY(shared.out.contains("/mnt/b,/mnt/sub,/srv/a-bind"));
    }

    void helpAndVersion()
    {
        const CliRun version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QByteArray("nfs-tuner-cli " NFSTUNER_VERSION "\n"));
        const CliRun help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("list"));
        const CliRun listHelp = runCli({QStringLiteral("list"), QStringLiteral("--help")});
        QCOMPARE(listHelp.exitCode, 0);
        QVERIFY(listHelp.out.contains("--json"));
        QVERIFY(listHelp.out.contains("--root"));
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(runCli({}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
        const CliRun bad = runCli({QStringLiteral("list"), QStringLiteral("--bogus")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("bogus"));
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_cli_errors.moc"
