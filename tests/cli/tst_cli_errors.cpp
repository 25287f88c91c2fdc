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

    // A command that takes no arguments refuses one; a negative number is
    // called negative, not an unknown option "-1"; and nothing is changed.
    void strayAndNegativeArgumentsAreRefused()
    {
        const QString root = fixtureRoot(QStringLiteral("v3-v42"));
        const CliRun extra =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), root, QStringLiteral("x")});
        QCOMPARE(extra.exitCode, 2);
        QVERIFY(extra.out.isEmpty());
        QVERIFY2(extra.err.contains("unexpected argument \"x\""), extra.err.constData());

        const auto copy = copyTree(root);
        const QString sysfs = copy->path() + QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb");
        const QByteArray before = readFile(sysfs);
        const CliRun negative =
            runCli({QStringLiteral("set-readahead"), QStringLiteral("/mnt/v42"),
                    QStringLiteral("-1"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(negative.exitCode, 2);
        QVERIFY2(negative.err.contains("\"-1\" is negative"), negative.err.constData());
        QVERIFY(!negative.err.contains("Unknown option"));
        QCOMPARE(readFile(sysfs), before);
    }

    // Mounts with the same small rsize and wsize get one note, not one note
    // each; the table marks their sizes (issue 65: the note is said once
    // whatever the sizes).
    void smallTransferSizesAreNotedOncePerCase()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const QString mountinfo = copy->path() + QStringLiteral("/proc/self/mountinfo");
        writeFile(mountinfo, readFile(mountinfo).replace("rsize=1048576,wsize=1048576",
                                                         "rsize=524288,wsize=524288"));
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(run.exitCode, 0);
        QList<QByteArray> notes;
        for (const QByteArray &line : run.out.split('\n')) {
            if (line.contains("the most the Linux client"))
                notes.append(line);
        }
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().startsWith("* Below 1 MiB"), notes.first().constData());
        for (const QByteArray &mountpoint : {QByteArray("/mnt/v3 "), QByteArray("/mnt/v42 ")}) {
            const qsizetype row = run.out.indexOf(QByteArray(QByteArray("\n") + mountpoint));
            QVERIFY(row >= 0);
            QVERIFY2(run.out.mid(row, run.out.indexOf('\n', row + 1) - row).count("512 KiB*") == 2,
                     run.out.constData());
        }
    }

    // Readahead 0 and values below rsize are set, with the warning the
    // window shows before it confirms.
    void setReadaheadWarnsAsTheWindowDoes()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const QString sysfs = copy->path() + QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb");
        const CliRun off = runCli({QStringLiteral("set-readahead"), QStringLiteral("/mnt/v42"),
                                   QStringLiteral("0"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(off.exitCode, 0);
        QVERIFY2(off.err.contains("warning: 0 turns readahead off"), off.err.constData());
        QCOMPARE(readFile(sysfs).trimmed(), QByteArray("0"));
        const CliRun full = runCli({QStringLiteral("set-readahead"), QStringLiteral("0:31"),
                                    QStringLiteral("15M"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(full.exitCode, 0);
        QVERIFY2(full.err.isEmpty(), full.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_cli_errors.moc"
