// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli sweep` on a folder root with --folder-reads (the real
// kernel's part is the VM stage's): what it reports against its own runs, the knee by the 5 %
// rule worked out here, the value from before back after the end, --apply,
// Ctrl-C and an error; and bad input refused with exit 2 and nothing changed.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <unistd.h>

using namespace nfstuner::test;

namespace {

const QString Bdi = QStringLiteral("0:31"); // /mnt/media and /mnt/media-archive in the demo root

struct Root
{
    std::unique_ptr<QTemporaryDir> dir;
    QString path;

    QString readahead() const
    {
        return QString::fromLatin1(readFile(path + QStringLiteral("/sys/class/bdi/") + Bdi +
                                            QStringLiteral("/read_ahead_kb"))
                                       .trimmed());
    }
    // Every file below the root with its content: what "nothing changed" compares.
    QByteArray digest() const
    {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        QStringList files;
        QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
        files.sort();
        for (const QString &file : files) {
            hash.addData(file.toUtf8());
            hash.addData(readFile(file));
        }
        return hash.result().toHex();
    }
};

Root demoRoot(qint64 size, const QString &parent = QString())
{
    Root root{copyTree(fixtureRoot(QStringLiteral("demo")), parent), QString()};
    root.path = root.dir->path();
    writeFile(root.path + QStringLiteral("/sys/class/bdi/") + Bdi +
                  QStringLiteral("/read_ahead_kb"),
              "768\n");
    writeFile(root.path + QStringLiteral("/mnt/media/big"), QByteArray(size, 'x'));
    return root;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

class TestCliSweep : public QObject
{
    Q_OBJECT

private slots:
    void sweepReportsEveryRunAndTheKnee()
    {
        const Root root = demoRoot(6 << 20);
        const CliRun run = runCli(
            {QStringLiteral("sweep"), QStringLiteral("--folder-reads"), QStringLiteral("--root"),
             root.path, QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
             QStringLiteral("4M,128,1M"), QStringLiteral("--repeat"), QStringLiteral("3"),
             QStringLiteral("--bytes"), QStringLiteral("5M"), QStringLiteral("--block-size"),
             QStringLiteral("64K"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The other mount of the BDI is named on stderr.
        QVERIFY2(run.err.contains("/mnt/media-archive is on the same BDI"), run.err.constData());
        const QJsonObject sweep = run.json().object();
        QCOMPARE(sweep[u"file"].toString(), QStringLiteral("/mnt/media/big"));
        QCOMPARE(sweep[u"mountpoint"].toString(), QStringLiteral("/mnt/media"));
        QCOMPARE(sweep[u"bdi"].toString(), Bdi);
        QCOMPARE(sweep[u"bytes_per_run"].toInteger(), 5 << 20);
        QCOMPARE(sweep[u"block_size"].toInteger(), 65536);
        QCOMPARE(sweep[u"original_kb"].toInteger(), 768);
        QCOMPARE(sweep[u"restored"].toBool(), true);
        QCOMPARE(sweep[u"applied_kb"], QJsonValue(QJsonValue::Null));
        QCOMPARE(root.readahead(), QStringLiteral("768"));

        const QJsonArray points = sweep[u"points"].toArray();
        QList<qint64> values;
        double best = 0;
        QList<double> medians;
        for (const auto &value : points) {
            const QJsonObject point = value.toObject();
            values.append(point[u"requested_kb"].toInteger());
            QCOMPARE(point[u"read_ahead_kb"].toInteger(), point[u"requested_kb"].toInteger());
            const QJsonArray runs = point[u"runs"].toArray();
            QCOMPARE(runs.size(), 3);
            QList<double> rates;
            for (const auto &r : runs) {
                QCOMPARE(r[u"bytes"].toInteger(), 5 << 20);
                const double seconds = r[u"seconds"].toDouble();
                QVERIFY(seconds > 0);
                QCOMPARE(r[u"mb_per_s"].toDouble(), (5 << 20) / seconds / 1e6);
                // A folder's mountstats does not move.
                QCOMPARE(r[u"read_ops"].toInteger(), 0);
                rates.append(r[u"mb_per_s"].toDouble());
            }
            QCOMPARE(point[u"median_mb_per_s"].toDouble(), median(rates));
            medians.append(median(rates));
            best = std::max(best, median(rates));
        }
        QCOMPARE(values, (QList<qint64>{128, 1024, 4096}));
        qint64 knee = -1;
        for (qsizetype i = 0; i < values.size() && knee < 0; ++i) {
            if (medians[i] >= best * 0.95)
                knee = values[i];
        }
        QCOMPARE(sweep[u"knee_kb"].toInteger(), knee);
    }

    void textNamesTheKneeAndTheValueBack()
    {
        const Root root = demoRoot(1 << 20);
        const CliRun run = runCli(
            {QStringLiteral("sweep"), QStringLiteral("--folder-reads"), QStringLiteral("--root"),
             root.path, QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
             QStringLiteral("256"), QStringLiteral("--repeat"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("256 KiB"), run.out.constData());
        QVERIFY2(run.out.contains("Knee: 256 KiB"), run.out.constData());
        QVERIFY2(run.out.contains("The readahead is back at 768 KiB."), run.out.constData());
        QCOMPARE(root.readahead(), QStringLiteral("768"));
    }

    void readsLargerThanAValueAreWarned()
    {
        const Root root = demoRoot(1 << 20);
        const CliRun run = runCli(
            {QStringLiteral("sweep"), QStringLiteral("--folder-reads"), QStringLiteral("--root"),
             root.path, QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
             QStringLiteral("128,256,2M"), QStringLiteral("--repeat"), QStringLiteral("1"),
             QStringLiteral("--block-size"), QStringLiteral("1M")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("reads of 1 MiB are larger than a readahead of 256 KiB"),
                 run.err.constData());
        const CliRun quiet = runCli(
            {QStringLiteral("sweep"), QStringLiteral("--folder-reads"), QStringLiteral("--root"),
             root.path, QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
             QStringLiteral("128"), QStringLiteral("--repeat"), QStringLiteral("1")});
        QVERIFY2(!quiet.err.contains("larger than"), quiet.err.constData());
    }

    // On a terminal (script(1) gives it one) a progress line, redrawn in
    // place and cleared at the end; in a pipe none.
    void progressLineOnlyOnATerminal()
    {
        const Root root = demoRoot(1 << 20);
        const QString command =
            QStringLiteral(
                "%1 sweep --folder-reads --root %2 /mnt/media/big --values 128,256 --repeat 2")
                .arg(cliPath(), root.path);
        const ProcessRun terminal =
            runProgram(QStringLiteral("/usr/bin/script"),
                       {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        QVERIFY2(terminal.exitCode == 0, terminal.out.constData());
        QVERIFY2(terminal.out.contains("\r[1/4] 128 KiB: "), terminal.out.constData());
        QVERIFY2(terminal.out.contains("\r[4/4] 256 KiB: "), terminal.out.constData());
        QVERIFY2(terminal.out.contains("\r\033[K"), "the line is cleared at the end");
        const CliRun piped = runCli(command.split(QLatin1Char(' ')).mid(1));
        QCOMPARE(piped.exitCode, 0);
        QVERIFY2(!piped.err.contains("[1/4]"), piped.err.constData());
    }

    void applySetsTheKnee()
    {
        const Root root = demoRoot(1 << 20);
        const CliRun run =
            runCli({QStringLiteral("sweep"), QStringLiteral("--folder-reads"),
                    QStringLiteral("--root"), root.path, QStringLiteral("/mnt/media/big"),
                    QStringLiteral("--values"), QStringLiteral("2M"), QStringLiteral("--repeat"),
                    QStringLiteral("1"), QStringLiteral("--apply"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json()[u"knee_kb"].toInteger(), 2048);
        QCOMPARE(run.json()[u"applied_kb"].toInteger(), 2048);
        QCOMPARE(root.readahead(), QStringLiteral("2048"));
    }

    void interruptPutsTheValueBack()
    {
        const Root root = demoRoot(64 << 20);
        QProcess sweep;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        sweep.setProcessEnvironment(environment);
        sweep.start(cliPath(),
                    {QStringLiteral("sweep"), QStringLiteral("--folder-reads"),
                     QStringLiteral("--root"), root.path, QStringLiteral("/mnt/media/big"),
                     QStringLiteral("--values"), QStringLiteral("512,2M"),
                     QStringLiteral("--repeat"), QStringLiteral("100"),
                     QStringLiteral("--block-size"), QStringLiteral("4K")});
        QVERIFY(sweep.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (root.readahead() == QLatin1String("768") && waited.elapsed() < 20000)
            QThread::msleep(5);
        QCOMPARE(root.readahead(), QStringLiteral("512"));
        ::kill(pid_t(sweep.processId()), SIGINT);
        QVERIFY(sweep.waitForFinished(20000));
        QCOMPARE(sweep.exitStatus(), QProcess::NormalExit);
        QCOMPARE(sweep.exitCode(), 130);
        QVERIFY2(
            sweep.readAllStandardError().contains("cancelled; the readahead is back at 768 KiB"),
            "says it stopped and what is back");
        QCOMPARE(root.readahead(), QStringLiteral("768"));
    }

    void failureMidwayPutsTheValueBack()
    {
        if (!QFileInfo(QStringLiteral("/dev/shm")).isWritable())
            QSKIP("no writable /dev/shm (tmpfs) here");
        // A tmpfs file's pages cannot leave memory: the first run stops the sweep.
        const Root root = demoRoot(1 << 20, QStringLiteral("/dev/shm"));
        const CliRun run =
            runCli({QStringLiteral("sweep"), QStringLiteral("--folder-reads"),
                    QStringLiteral("--root"), root.path, QStringLiteral("/mnt/media/big"),
                    QStringLiteral("--values"), QStringLiteral("4M"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("stay in memory"), run.err.constData());
        QCOMPARE(run.json()[u"restored"].toBool(), true);
        QCOMPARE(root.readahead(), QStringLiteral("768"));
    }

    // A folder root's files lie on this machine's disk: without
    // --folder-reads the sweep refuses, as the window's Measure… does,
    // before anything changes (it timed the local disk and picked a knee).
    void aFolderRootIsRefusedWithoutFolderReads()
    {
        const Root root = demoRoot(1 << 20);
        const QByteArray before = root.digest();
        const CliRun run = runCli({QStringLiteral("sweep"), QStringLiteral("--root"), root.path,
                                   QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
                                   QStringLiteral("128,256")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("would time this machine's disk, not its NFS mounts"),
                 run.err.constData());
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(root.digest(), before);
        // With it, the figures are said to be the disk's.
        const CliRun tried = runCli(
            {QStringLiteral("sweep"), QStringLiteral("--folder-reads"), QStringLiteral("--root"),
             root.path, QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
             QStringLiteral("128"), QStringLiteral("--repeat"), QStringLiteral("1")});
        QVERIFY2(tried.exitCode == 0, tried.err.constData());
        QVERIFY2(tried.err.contains("these figures time this machine's disk"),
                 tried.err.constData());
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not on NFS") << QStringList{QStringLiteral("/home/user/notes")}
                                    << QStringLiteral("is not on an NFS mount");
        QTest::newRow("directory")
            << QStringList{QStringLiteral("/mnt/media")} << QStringLiteral("is a directory");
        QTest::newRow("missing") << QStringList{QStringLiteral("/mnt/media/none")}
                                 << QStringLiteral("does not exist");
        QTest::newRow("empty file")
            << QStringList{QStringLiteral("/mnt/media/empty")} << QStringLiteral("is empty");
        QTest::newRow("empty list") << QStringList{QStringLiteral("/mnt/media/big"),
                                                   QStringLiteral("--values"), QStringLiteral(",")}
                                    << QStringLiteral("the list of readahead values is empty");
        QTest::newRow("bad value")
            << QStringList{QStringLiteral("/mnt/media/big"), QStringLiteral("--values"),
                           QStringLiteral("128,16Q")}
            << QStringLiteral("\"16Q\" is not a readahead size");
        QTest::newRow("zero") << QStringList{QStringLiteral("/mnt/media/big"),
                                             QStringLiteral("--values"), QStringLiteral("0")}
                              << QStringLiteral("out of range");
        QTest::newRow("repeat") << QStringList{QStringLiteral("/mnt/media/big"),
                                               QStringLiteral("--repeat"), QStringLiteral("0")}
                                << QStringLiteral("out of range");
        QTest::newRow("repeat text")
            << QStringList{QStringLiteral("/mnt/media/big"), QStringLiteral("--repeat"),
                           QStringLiteral("3x")}
            << QStringLiteral("--repeat takes a whole number");
        QTest::newRow("bytes") << QStringList{QStringLiteral("/mnt/media/big"),
                                              QStringLiteral("--bytes"), QStringLiteral("0")}
                               << QStringLiteral("--bytes takes a size");
        QTest::newRow("block size")
            << QStringList{QStringLiteral("/mnt/media/big"), QStringLiteral("--block-size"),
                           QStringLiteral("1G")}
            << QStringLiteral("out of range");
        QTest::newRow("no file") << QStringList{} << QStringLiteral("expected one FILE");
    }

    void badInputChangesNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const Root root = demoRoot(1 << 20);
        writeFile(root.path + QStringLiteral("/home/user/notes"), "x");
        writeFile(root.path + QStringLiteral("/mnt/media/empty"), QByteArray());
        const QByteArray before = root.digest();
        const CliRun run = runCli(
            QStringList{QStringLiteral("sweep"), QStringLiteral("--root"), root.path} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(reason.toUtf8()), run.err.constData());
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(root.digest(), before);
    }

    // On this system: a file on the build machine's own disk is not on
    // NFS, and nothing asks the helper.
    void fileOfThisSystemNotOnNfs()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("file")), "x");
        const CliRun run = runCli({QStringLiteral("sweep"), dir.filePath(QStringLiteral("file"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("is not on an NFS mount"), run.err.constData());
        QCOMPARE(run.out, QByteArray());
    }

    void unreadableFile()
    {
        const Root root = demoRoot(1 << 20);
        const QString file = root.path + QStringLiteral("/mnt/media/big");
        QVERIFY(QFile::setPermissions(file, QFileDevice::WriteOwner));
        if (::geteuid() == 0) {
            // Root reads any file: ask as nobody, in a root nobody can enter.
            QVERIFY(QFile::setPermissions(root.path, QFileDevice::Permissions(0x7755)));
            const ProcessRun run =
                runProgram(QStringLiteral("/usr/bin/setpriv"),
                           {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                            QStringLiteral("--clear-groups"), cliPath(), QStringLiteral("sweep"),
                            QStringLiteral("--root"), root.path, QStringLiteral("/mnt/media/big")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("cannot be read"), run.err.constData());
        } else {
            const CliRun run = runCli({QStringLiteral("sweep"), QStringLiteral("--root"), root.path,
                                       QStringLiteral("/mnt/media/big")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("cannot be read"), run.err.constData());
        }
        QCOMPARE(root.readahead(), QStringLiteral("768"));
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_cli_sweep.moc"
