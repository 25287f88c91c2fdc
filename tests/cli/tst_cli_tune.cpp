// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli tune` on a folder root whose mountstats a simulated reader
// moves on in real time (the real kernel's part is the VM stage's and the
// lab's): the JSON and the lines it prints, --apply, the exit status of each
// way it ends (Ctrl-C, no workload, someone else's value), a second tune of
// the BDI refused, and bad input refused with exit 2 and nothing changed.
#include "fixtureroot.h"
#include "processrunner.h"
#include "simulatedreader.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <thread>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString Mountpoint = QStringLiteral("/mnt/v42");
const QString Bdi = QStringLiteral("0:31");

// A copy of a real-kernel root whose v4.2 mount a simulated reader reads:
// every 10 ms its mountstats block is written anew (whole, by rename), at
// the pace of the readahead in the folder's sysfs, as the kernel's counters
// move while it reads.
class ReadRoot
{
public:
    explicit ReadRoot(QMap<quint32, double> ladder, quint32 startKib = 128)
        : m_dir(copyTree(fixtureRoot(QStringLiteral("v3-v42"))))
        , m_reader(shapeOf(std::move(ladder)))
    {
        setReadahead(startKib);
        write(0);
        m_thread = std::thread([this] { run(); });
    }
    ~ReadRoot()
    {
        m_stop = true;
        m_thread.join();
    }

    QString path() const { return m_dir->path(); }
    QString readahead() const { return QString::fromLatin1(readFile(sysfs()).trimmed()); }
    void setReadahead(quint32 kib) const { writeFile(sysfs(), QByteArray::number(kib) + '\n'); }
    void setReading(bool reading) { m_reading = reading; }
    // Waits until a tune set a value other than 128 KiB (20 s at most).
    bool waitForATrialValue() const
    {
        QElapsedTimer waited;
        waited.start();
        while (readahead() == QLatin1String("128") && waited.elapsed() < 20000)
            QThread::msleep(20);
        return readahead() != QLatin1String("128");
    }

private:
    static SimulatedReader::Shape shapeOf(QMap<quint32, double> ladder)
    {
        SimulatedReader::Shape shape;
        shape.mbPerSecond = std::move(ladder);
        shape.fileBytes = 16 << 20;
        return shape;
    }
    QString sysfs() const
    {
        return path() + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(Bdi);
    }
    void write(double seconds)
    {
        m_reader.setReading(m_reading);
        m_reader.advance(seconds, readahead().toUInt());
        const QString file = path() + QStringLiteral("/proc/self/mountstats");
        writeFile(file + QStringLiteral(".new"), m_reader.mountstats(Mountpoint));
        // rename(2) replaces it whole: a reader never finds it missing.
        std::rename(QFile::encodeName(file + QStringLiteral(".new")).constData(),
                    QFile::encodeName(file).constData());
    }
    void run()
    {
        QElapsedTimer clock;
        clock.start();
        while (!m_stop) {
            QThread::msleep(10);
            write(double(clock.restart()) / 1000);
        }
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    SimulatedReader m_reader;
    std::atomic<bool> m_reading{true};
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

// A ladder the tune settles on quickly: 1 MiB is the knee.
QMap<quint32, double> quickLadder()
{
    return {{128, 50}, {1024, 200}, {2048, 210}};
}

QStringList tune(const ReadRoot &root, QStringList more = {})
{
    return QStringList{QStringLiteral("tune"), QStringLiteral("--root"), root.path(), Mountpoint} +
           more;
}

} // namespace

class TestCliTune : public QObject
{
    Q_OBJECT

private slots:
    // The JSON has every field the README names, the knee is the smallest
    // value within 5 % of the best step, and the start is back. Ten
    // seconds: the tune ends on what it measured by then.
    void reportsEachTrialAndTheKnee()
    {
        ReadRoot root(quickLadder());
        const ProcessRun run =
            runCli(tune(root, {QStringLiteral("--json"), QStringLiteral("--max-seconds"),
                               QStringLiteral("10")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject result = run.json().object();
        for (const char *key : {"mount", "bdi", "start_kb", "steps", "best_kb", "knee_kb",
                                "final_kb", "elapsed_s", "result", "reason"})
            QVERIFY2(result.contains(QLatin1String(key)), key);
        QCOMPARE(result[u"mount"].toString(), Mountpoint);
        QCOMPARE(result[u"bdi"].toString(), Bdi);
        QCOMPARE(result[u"start_kb"].toInteger(), 128);
        QCOMPARE(result[u"result"].toString(), QStringLiteral("tuned"));
        const QJsonArray steps = result[u"steps"].toArray();
        QVERIFY(steps.size() >= 2 && steps.size() <= 8);
        double best = 0;
        for (const auto &step : steps) {
            for (const char *key :
                 {"read_ahead_kb", "mb_per_s", "read_ops", "average_read_bytes", "seconds"})
                QVERIFY2(step.toObject().contains(QLatin1String(key)), key);
            best = std::max(best, step[u"mb_per_s"].toDouble());
        }
        qint64 knee = 0;
        for (const auto &step : steps) {
            const qint64 kib = step[u"read_ahead_kb"].toInteger();
            if (step[u"mb_per_s"].toDouble() >= 0.95 * best && (knee == 0 || kib < knee))
                knee = kib;
        }
        QCOMPARE(result[u"knee_kb"].toInteger(), knee);
        QCOMPARE(result[u"final_kb"].toInteger(), knee);
        QVERIFY(result[u"elapsed_s"].toDouble() <= 10.5);
        QCOMPARE(root.readahead(), QStringLiteral("128"));
        QCOMPARE(result[u"read_ahead_kb_now"].toInteger(), 128);
        QCOMPARE(result[u"applied"].toBool(), false);
    }

    // Text: a line per trial and the outcome; --apply sets the knee, where
    // without it the command that would is printed.
    void appliesTheKneeWhenAsked()
    {
        ReadRoot root(quickLadder());
        const QStringList tenSeconds{QStringLiteral("--max-seconds"), QStringLiteral("10")};
        const ProcessRun run =
            runCli(tune(root, QStringList{QStringLiteral("--apply")} + tenSeconds));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        QVERIFY2(lines.value(1).startsWith(QLatin1String("READAHEAD")), run.out.constData());
        QVERIFY2(lines.value(2).startsWith(QLatin1String("128 KiB")), run.out.constData());
        qsizetype end = 3;
        while (end < lines.size() && !lines[end].contains(QLatin1String(" is the knee: ")))
            ++end;
        QVERIFY2(end < lines.size(), run.out.constData());
        const QString knee = lines[end].section(QLatin1Char(' '), 0, 1); // "4 MiB"
        QVERIFY2(
            lines.value(end + 1).startsWith(QStringLiteral("The readahead is now %1,").arg(knee)),
            run.out.constData());
        QCOMPARE(root.readahead(),
                 QString::number(knee.section(QLatin1Char(' '), 0, 0).toInt() * 1024));
        QVERIFY(!run.out.contains("To set the knee"));

        root.setReadahead(128);
        const ProcessRun without = runCli(tune(root, tenSeconds));
        QVERIFY2(without.exitCode == 0, without.err.constData());
        const QByteArray command = "To set the knee: nfs-tuner-cli set-readahead --root " +
                                   root.path().toUtf8() + " /mnt/v42 ";
        QVERIFY2(without.out.contains(command), without.out.constData());
        QCOMPARE(root.readahead(), QStringLiteral("128"));
    }

    // Ctrl-C mid-trial: exit 130, "stopped", the start back.
    void ctrlCPutsTheStartBack()
    {
        ReadRoot root(quickLadder());
        QProcess process;
        process.start(cliPath(), tune(root, {QStringLiteral("--json")}));
        QVERIFY(process.waitForStarted());
        QVERIFY2(root.waitForATrialValue(), "the tune never tried a value");
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 130);
        const QJsonObject result =
            QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(result[u"result"].toString(), QStringLiteral("stopped"));
        QCOMPARE(root.readahead(), QStringLiteral("128"));
    }

    // Nobody reads: "no-workload", exit 4, nothing changed.
    void noWorkloadEndsWithItsOwnStatus()
    {
        ReadRoot root(quickLadder());
        root.setReading(false);
        const ProcessRun run = runCli(tune(root, {QStringLiteral("--json")}));
        QCOMPARE(run.exitCode, 4);
        QCOMPARE(run.json().object()[u"result"].toString(), QStringLiteral("no-workload"));
        QCOMPARE(root.readahead(), QStringLiteral("128"));
    }

    // Someone else sets a value once the tune tried one: "conflict", exit
    // 6, and theirs stays.
    void anotherValueStays()
    {
        ReadRoot root(quickLadder());
        QProcess process;
        process.start(cliPath(), tune(root, {QStringLiteral("--json")}));
        QVERIFY(process.waitForStarted());
        QVERIFY2(root.waitForATrialValue(), "the tune never tried a value");
        root.setReadahead(3000); // no value the tune tries
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitCode(), 6);
        const QJsonObject result =
            QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(result[u"result"].toString(), QStringLiteral("conflict"));
        QCOMPARE(result[u"final_kb"].toInteger(), 3000);
        QCOMPARE(root.readahead(), QStringLiteral("3000"));
    }

    // A second tune of the same BDI at once is refused, saying a tune runs.
    void aSecondTuneIsRefused()
    {
        ReadRoot root(quickLadder());
        QProcess first;
        first.start(cliPath(), tune(root));
        QVERIFY(first.waitForStarted());
        QVERIFY(first.waitForReadyRead(10000)); // its first line: it holds the lock
        const ProcessRun second = runCli(tune(root));
        QCOMPARE(second.exitCode, 2);
        const QByteArray running = "a tune of BDI 0:31 is already running (process " +
                                   QByteArray::number(first.processId());
        QVERIFY2(second.err.contains(running), second.err.constData());
        ::kill(pid_t(first.processId()), SIGINT);
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(root.readahead(), QStringLiteral("128"));
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("not NFS") << QStringList{QStringLiteral("/proc")}
                                 << QStringLiteral("/proc is not an NFS mountpoint");
        QTest::newRow("values") << QStringList{Mountpoint, QStringLiteral("--values"),
                                               QStringLiteral("128,1M,lots")}
                                << QStringLiteral("\"lots\" is not a readahead size");
        QTest::newRow("empty values")
            << QStringList{Mountpoint, QStringLiteral("--values"), QStringLiteral(",")}
            << QStringLiteral("the list of readahead values is empty");
        QTest::newRow("max-seconds 0")
            << QStringList{Mountpoint, QStringLiteral("--max-seconds"), QStringLiteral("0")}
            << QStringLiteral("--max-seconds takes whole seconds from 10 to 3600");
        QTest::newRow("no mount") << QStringList{} << QStringLiteral("expected one MOUNTPOINT");
    }

    void badInputChangesNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        ReadRoot root(quickLadder());
        const ProcessRun run = runCli(
            QStringList{QStringLiteral("tune"), QStringLiteral("--root"), root.path()} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(root.readahead(), QStringLiteral("128"));
    }

    // A capture (a folder whose mountstats never changes) has no reads:
    // said at once, exit 2, nothing changed (issue 61, item 6: it waited
    // 5 s and said the workload stopped, exit 4).
    void aCaptureHasNoLiveReads()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const QString stats = copy->path() + QStringLiteral("/proc/self/mountstats");
        QFile file(stats);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addDays(-2),
                                 QFileDevice::FileModificationTime));
        file.close();
        const QByteArray before =
            readFile(copy->path() + QStringLiteral("/sys/class/bdi/0:29/read_ahead_kb"));
        QElapsedTimer clock;
        clock.start();
        const ProcessRun run = runCli({QStringLiteral("tune"), QStringLiteral("--root"),
                                       copy->path(), QStringLiteral("/mnt/v3")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("a capture, where nothing reads"), run.err.constData());
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(readFile(copy->path() + QStringLiteral("/sys/class/bdi/0:29/read_ahead_kb")),
                 before);
    }

    // On the real system a path that does not exist says so.
    void aPathThatDoesNotExist()
    {
        const ProcessRun run =
            runCli({QStringLiteral("tune"), QStringLiteral("/no/such/mount")}, withoutBus());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("/no/such/mount does not exist"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliTune)
#include "tst_cli_tune.moc"
