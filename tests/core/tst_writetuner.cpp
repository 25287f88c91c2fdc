// SPDX-License-Identifier: GPL-2.0-or-later
// The write tuner on a folder root, driven by a simulated writer whose
// throughput follows the client's write-back limit as the lab's does (it
// rises with the limit until the server's disk is kept busy, then stays)
// on the tuner's own clock: where it ends, that it never goes below the
// start, and each way it refuses or stops, with the value it leaves.
#include "fixtureroot.h"
#include "mounts/nfsmounttable.h"
#include "tune/writetuner.h"
#include "tuning/localtuningbackend.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString Tuned = QStringLiteral("/mnt/v42");
const QString Other = QStringLiteral("/mnt/v3");
constexpr quint64 StartKib = 45312; // the kernel's default with 24 GiB

// What a mount sends per second at a limit: `peak` MB/s once the limit
// reaches `saturationKib`, in proportion below it (the seed's shape: too
// small a limit leaves the server's disk idle).
struct Writer
{
    double peak = 0;
    quint64 saturationKib = 1;
    double bytesPerSecond(quint64 limitKib) const
    {
        return peak * 1e6 * std::min(1.0, double(limitKib) / double(saturationKib));
    }
};

class Bench
{
public:
    explicit Bench(Writer tuned, WriteTuner::Settings settings = {}, Writer other = {})
        : dir(copyTree(fixtureRoot(QStringLiteral("v3-v42"))))
        , root(dir->path())
        , backend(root)
        , m_tuned(tuned)
        , m_other(other)
    {
        setLimit(StartKib);
        mount = *NfsMountTable::read(root)->findByMountpoint(Tuned);
        tuner = std::make_unique<WriteTuner>(backend, root, mount, std::move(settings));
        tuner->setSampleInterval(0);
        tuner->setSource([this]() -> Result<MountSampler::Reading> {
            clockMs += 1000;
            if (onSample)
                onSample(clockMs);
            // One second at the limit set now; a writer pausing sends nothing.
            const quint64 limit = this->limit();
            m_tunedBytes += writing ? m_tuned.bytesPerSecond(limit) : 0;
            m_otherBytes += m_other.bytesPerSecond(limit);
            QList<MountCounters> all{counters(Tuned, m_tunedBytes),
                                     counters(otherName, m_otherBytes)};
            if (!sameSuperblock.isEmpty())
                all.append(counters(sameSuperblock, m_tunedBytes));
            return MountSampler::Reading{all, clockMs};
        });
    }

    QString limitPath() const
    {
        return root.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
    }
    quint64 limit() const { return readFile(limitPath()).trimmed().toULongLong(); }
    void setLimit(quint64 kib) { writeFile(limitPath(), QByteArray::number(kib) + '\n'); }

    void run()
    {
        QSignalSpy finished(tuner.get(), &WriteTuner::finished);
        tuner->start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QVERIFY(!tuner->isRunning());
        QCoreApplication::processEvents();
    }

    QList<quint64> tried() const
    {
        QList<quint64> values;
        for (const auto &step : tuner->steps())
            values.append(step.congestionKib);
        return values;
    }

    std::unique_ptr<QTemporaryDir> dir;
    SystemRoot root;
    LocalTuningBackend backend;
    NfsMount mount;
    std::unique_ptr<WriteTuner> tuner;
    qint64 clockMs = 0;
    bool writing = true;
    std::function<void(qint64)> onSample;
    QString sameSuperblock;    // a second mount point of the tuned mount's superblock
    QString otherName = Other; // the other writer's mount point

private:
    static MountCounters counters(const QString &mountpoint, double bytes)
    {
        MountCounters c;
        c.mountpoint = mountpoint;
        c.device = QStringLiteral("127.0.0.1:/export");
        c.fstype = QStringLiteral("nfs4");
        c.bytes[MountCounters::NormalWrite] = c.bytes[MountCounters::ServerWrite] = quint64(bytes);
        c.write.ops = c.write.transmissions = quint64(bytes) / (1 << 20);
        return c;
    }

    Writer m_tuned, m_other;
    double m_tunedBytes = 0, m_otherBytes = 0;
};

} // namespace

class TestWriteTuner : public QObject
{
    Q_OBJECT

private slots:
    // The disk is kept busy from 4 x the start: doubling finds it (2 x
    // gains, 4 x gains, 8 x does not), ends on it, and puts the start back
    // (no --apply), within eight trials and the default time.
    void endsOnTheKneeAndPutsTheStartBack()
    {
        Bench bench(Writer{120, 4 * StartKib});
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Tuned);
        QCOMPARE(bench.tried(),
                 QList<quint64>({StartKib, 2 * StartKib, 4 * StartKib, 8 * StartKib}));
        QCOMPARE(bench.tuner->kneeKib(), 4 * StartKib);
        QCOMPARE(bench.tuner->finalKib(), 4 * StartKib);
        QCOMPARE(bench.limit(), StartKib);
        QVERIFY(bench.tuner->steps().size() <= tune::DefaultMaxTrials);
        QVERIFY(bench.tuner->elapsedSeconds() <= tune::write::DefaultMaxSeconds);
        // What each trial counted: its settled seconds at its own value.
        QCOMPARE(qRound(bench.tuner->steps().at(1).bytesPerSecond / 1e6), 60);
        QCOMPARE(qRound(bench.tuner->steps().at(2).bytesPerSecond / 1e6), 120);
    }

    void applySetsTheKnee()
    {
        WriteTuner::Settings settings;
        settings.ending = WriteTuner::Ending::SetKnee;
        Bench bench(Writer{120, 2 * StartKib}, settings);
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Tuned);
        QCOMPARE(bench.limit(), 2 * StartKib);
    }

    // The lab's finding on Linux 6.1 and 6.12: the default already keeps
    // the disk busy. One raise shows it, and the start stays.
    void keepsTheStartWhereNothingGains()
    {
        Bench bench(Writer{45, StartKib / 2});
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::KeptStart);
        QCOMPARE(bench.tried(), QList<quint64>({StartKib, 2 * StartKib}));
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("start-is-knee"));
        QCOMPARE(bench.limit(), StartKib);
    }

    // Nothing writes: said after the probe, nothing changed.
    void nobodyWritingIsSaidAtOnce()
    {
        Bench bench(Writer{});
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::NoWorkload);
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("no-writes"));
        QVERIFY(bench.tuner->steps().isEmpty());
        QVERIFY(bench.tuner->elapsedSeconds() <= tune::write::ProbeMaxSeconds + 1);
        QCOMPARE(bench.limit(), StartKib);
    }

    // Another writer's mount point is outside text: the refusal names it as
    // printable() does, with no line break or terminal escape of its own.
    void anotherWriterIsNamedPrintably()
    {
        Bench bench(Writer{120, 4 * StartKib}, {}, Writer{20, StartKib});
        bench.otherName = QStringLiteral("/mnt/a\nb\x1b[2J");
        bench.run();
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("other-writers"));
        const QString reason = bench.tuner->reason();
        QVERIFY2(reason.contains(QStringLiteral("/mnt/a\\012b\\033[2J")), qPrintable(reason));
        QVERIFY2(!reason.contains(u'\n') && !reason.contains(QChar(0x1b)), qPrintable(reason));
        QCOMPARE(bench.tuner->otherMounts().first().mountpoint, bench.otherName); // raw for JSON
    }

    // The limit is every mount's: another mount writing is named, and the
    // tune does not start unless asked to.
    void anotherWriterRefusesUnlessAsked()
    {
        {
            Bench bench(Writer{120, 4 * StartKib}, {}, Writer{20, StartKib});
            bench.run();
            QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Refused);
            QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("other-writers"));
            QVERIFY2(bench.tuner->reason().contains(Other), qPrintable(bench.tuner->reason()));
            QVERIFY(bench.tuner->steps().isEmpty());
            QCOMPARE(bench.limit(), StartKib);
        }
        WriteTuner::Settings settings;
        settings.despiteOtherWriters = true;
        Bench bench(Writer{120, 4 * StartKib}, settings, Writer{20, StartKib});
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Tuned);
        QCOMPARE(bench.tuner->otherMounts().size(), 1);
        QCOMPARE(bench.tuner->otherMounts().first().mountpoint, Other);
        QCOMPARE(qRound(bench.tuner->otherMounts().first().bytesPerSecond / 1e6), 20);
    }

    // A bind mount of the same superblock shows the same counters under
    // its own name: the mount's own writes, not another writer's.
    void theSameSuperblockElsewhereIsNoOtherWriter()
    {
        Bench bench(Writer{120, 4 * StartKib});
        const QString mountinfo = bench.root.path(QStringLiteral("/proc/self/mountinfo"));
        const QByteArray table = readFile(mountinfo);
        const qsizetype at = table.indexOf(" /mnt/v42 ");
        QVERIFY(at > 0);
        const qsizetype start = table.lastIndexOf('\n', at) + 1;
        QByteArray copy = table.mid(start, table.indexOf('\n', at) + 1 - start);
        copy.replace(" /mnt/v42 ", " /srv/v42 ");
        copy = "977" + copy.mid(copy.indexOf(' ')); // its own mount id
        writeFile(mountinfo, table + copy);
        bench.sameSuperblock = QStringLiteral("/srv/v42");
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Tuned);
        QCOMPARE(bench.tuner->otherMounts().size(), 1);
        QCOMPARE(bench.tuner->otherMounts().first().mountpoint, Other);
    }

    void valuesBelowTheStartAreRefused()
    {
        WriteTuner::Settings settings;
        settings.valuesKib = {StartKib / 2, 2 * StartKib};
        Bench bench(Writer{120, 4 * StartKib}, settings);
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Refused);
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("below-start"));
        QCOMPARE(bench.clockMs, 0); // not even read
        QCOMPARE(bench.limit(), StartKib);
    }

    void aSecondWriteTuneIsRefused()
    {
        Bench bench(Writer{120, 4 * StartKib});
        const auto held = TuneLock::takeWriteBack(bench.root);
        QVERIFY(held.ok());
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Refused);
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("busy"));
        QVERIFY2(bench.tuner->reason().startsWith(
                     QStringLiteral("a tune of the NFS write-back limit (nfs_congestion_kb) is "
                                    "already running (process %1")
                         .arg(QCoreApplication::applicationPid())),
                 qPrintable(bench.tuner->reason()));
        QCOMPARE(bench.limit(), StartKib);
    }

    // Someone sets the limit during a trial: theirs stays.
    void someoneElsesValueStays()
    {
        Bench bench(Writer{120, 4 * StartKib});
        bench.onSample = [&](qint64 ms) {
            if (ms == 20000)
                bench.setLimit(7777);
        };
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Conflict);
        QCOMPARE(bench.limit(), 7777u);
        QCOMPARE(bench.tuner->finalKib(), 7777u);
    }

    // Stopped by the caller (Ctrl-C) or the writes stopping: the start is back.
    void anInterruptionPutsTheStartBack()
    {
        {
            Bench bench(Writer{120, 4 * StartKib});
            bench.onSample = [&](qint64 ms) {
                if (ms == 15000) {
                    QCOMPARE(bench.limit(), 2 * StartKib);
                    bench.tuner->stop();
                }
            };
            bench.run();
            QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::Stopped);
            QCOMPARE(bench.limit(), StartKib);
        }
        Bench bench(Writer{120, 4 * StartKib});
        bench.onSample = [&](qint64 ms) { bench.writing = ms < 12000; };
        bench.run();
        QCOMPARE(bench.tuner->outcome(), WriteTuner::Outcome::NoWorkload);
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("writes-stopped"));
        QCOMPARE(bench.limit(), StartKib);
    }
};

QTEST_GUILESS_MAIN(TestWriteTuner)
#include "tst_writetuner.moc"
