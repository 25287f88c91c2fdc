// SPDX-License-Identifier: GPL-2.0-or-later
// The live-workload tuner on a folder root, driven by a simulated reader
// (a lab ladder's throughput per value, passes that take the readahead
// they were opened with) on the tuner's own clock: where it ends, that it
// never ends below the start, that reads from before a change never count,
// and each way a tune stops, with the value it leaves behind.
#include "fixtureroot.h"
#include "mounts/nfsmounttable.h"
#include "simulatedreader.h"
#include "tune/workloadtuner.h"
#include "tuning/localtuningbackend.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString Mountpoint = QStringLiteral("/mnt/v42");

// The lab's ladder on Linux 6.12, NFSv4.2, 10 ms one way, 64 KiB reads
// (docs/RESULTS.md): MB/s by read_ahead_kb.
QMap<quint32, double> ladder10ms()
{
    return {{128, 10}, {512, 38}, {1024, 68}, {2048, 93}, {4096, 112}, {8192, 127}, {15360, 130}};
}

SimulatedReader::Shape streaming(QMap<quint32, double> ladder)
{
    SimulatedReader::Shape shape;
    shape.mbPerSecond = std::move(ladder);
    return shape;
}

// The lab's random reads of a 16 MiB file: 400 pairs of 4 KiB calls a
// pass, each pass faster at its end than at its start as the file comes
// into the cache.
SimulatedReader::Shape randomPasses(QMap<quint32, double> ladder)
{
    SimulatedReader::Shape shape;
    shape.mbPerSecond = std::move(ladder);
    shape.callBytes = 4096;
    shape.random = true;
    shape.fileBytes = 800 * 4096;
    shape.warming = 0.5;
    return shape;
}

// The folder root's backend, where someone else may write the readahead
// just as the tune's value is written: the helper then answers Conflict
// (ReadaheadTuner reads back neither the value nor its whole pages).
class RacedBackend : public LocalTuningBackend
{
public:
    using LocalTuningBackend::LocalTuningBackend;
    void setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                               Done<ReadaheadChange> done) override
    {
        if (!race || race->first != kib)
            return LocalTuningBackend::setReadaheadTemporary(bdi, kib, context, std::move(done));
        writeFile(sysfs, QByteArray::number(race->second) + '\n');
        QTimer::singleShot(0, context, [done = std::move(done)] {
            done(Error{Error::Code::Conflict, QStringLiteral("set by someone else")});
        });
    }
    QString sysfs;
    std::optional<std::pair<quint32, quint32>> race; // at this value, theirs
};

// A copy of a real-kernel root with its NFSv4.2 mount read by `shape`, a
// tuner on it, and the clock the readings carry.
class Bench
{
public:
    Bench(const SimulatedReader::Shape &shape, quint32 startKib,
          WorkloadTuner::Settings settings = {})
        : dir(copyTree(fixtureRoot(QStringLiteral("v3-v42"))))
        , root(dir->path())
        , backend(root)
        , reader(shape)
    {
        setReadahead(startKib);
        backend.sysfs = sysfsPath();
        mount = *NfsMountTable::read(root)->findByMountpoint(Mountpoint);
        tuner = std::make_unique<WorkloadTuner>(backend, root, mount, std::move(settings));
        tuner->setSampleInterval(0);
        tuner->setSource([this]() -> Result<MountSampler::Reading> {
            clockMs += 100;
            reader.advance(0.1, readahead());
            if (onSample)
                onSample(clockMs);
            QList<MountCounters> counters;
            if (listed)
                counters.append(reader.counters(Mountpoint));
            return MountSampler::Reading{counters, clockMs};
        });
    }

    QString sysfsPath() const
    {
        // The v4.2 mount's BDI, as its mountinfo line says.
        return root.path(QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb"));
    }
    quint32 readahead() const { return readFile(sysfsPath()).trimmed().toUInt(); }
    void setReadahead(quint32 kib) { writeFile(sysfsPath(), QByteArray::number(kib) + '\n'); }

    // Runs the tune to its end.
    void run()
    {
        QSignalSpy finished(tuner.get(), &WorkloadTuner::finished);
        tuner->start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QVERIFY(!tuner->isRunning());
        QCoreApplication::processEvents(); // the backend's last answer
    }

    QList<quint32> triedKib() const
    {
        QList<quint32> values;
        for (const auto &step : tuner->steps())
            values.append(step.readAheadKib);
        return values;
    }

    std::unique_ptr<QTemporaryDir> dir;
    SystemRoot root;
    RacedBackend backend;
    NfsMount mount;
    SimulatedReader reader;
    std::unique_ptr<WorkloadTuner> tuner;
    qint64 clockMs = 0;
    bool listed = true;
    std::function<void(qint64)> onSample;
};

// The knee of what the tune measured, computed here from its steps: per
// value the figure over all its trials weighted by their busy time is not
// known outside, so from the steps' figures (equal here: no noise).
quint32 kneeOf(const QList<WorkloadTuner::Step> &steps)
{
    double best = 0;
    for (const auto &step : steps)
        best = std::max(best, step.bytesPerSecond);
    quint32 knee = 0;
    for (const auto &step : steps) {
        if (step.bytesPerSecond >= best * 0.95 && (knee == 0 || step.readAheadKib < knee))
            knee = step.readAheadKib;
    }
    return knee;
}

} // namespace

class TestWorkloadTuner : public QObject
{
    Q_OBJECT

private slots:
    // From 128 KiB on the 10 ms ladder: 15 MiB measures best (130 MB/s),
    // 8 MiB within 5 % of it (127): the tune ends on 8 MiB, the knee, not on
    // the best; within 8 trials; its figures are the ladder's.
    void endsOnTheKneeNotTheBest()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.run();
        WorkloadTuner &tuner = *bench.tuner;
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("tuned"));
        QVERIFY2(tuner.steps().size() <= 8, qPrintable(QString::number(tuner.steps().size())));
        QCOMPARE(tuner.steps().first().readAheadKib, 128u);
        QVERIFY(bench.triedKib().contains(15360));
        for (const auto &step : tuner.steps())
            QVERIFY2(qAbs(step.bytesPerSecond - bench.reader.rateAt(step.readAheadKib)) <
                         0.01 * step.bytesPerSecond,
                     qPrintable(QStringLiteral("%1 KiB measured %2 MB/s")
                                    .arg(step.readAheadKib)
                                    .arg(step.bytesPerSecond / 1e6)));
        QCOMPARE(tuner.bestKib(), std::optional<quint32>(15360));
        QCOMPARE(tuner.kneeKib(), std::optional<quint32>(kneeOf(tuner.steps())));
        QCOMPARE(tuner.finalKib(), 8192u);
        // Without --apply the start is back.
        QCOMPARE(bench.readahead(), 128u);
        QCOMPARE(tuner.nowKib(), std::optional<quint32>(128));
        QVERIFY(tuner.elapsedSeconds() <= tune::DefaultMaxSeconds);
    }

    void setsTheKneeWhenAsked()
    {
        WorkloadTuner::Settings settings;
        settings.ending = WorkloadTuner::Ending::SetKnee;
        Bench bench(streaming(ladder10ms()), 128, settings);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("tuned"));
        QCOMPARE(bench.readahead(), 8192u);
    }

    // From 15 MiB, where 8 MiB measures within 5 % of it but 1 % below:
    // 8 MiB is the knee, yet it measured below the start, so the start
    // stays (measured again first: the two are within the noise).
    void neverEndsBelowTheStart()
    {
        Bench bench(streaming({{128, 10}, {1024, 68}, {4096, 90}, {8192, 99}, {15360, 100}}),
                    15360);
        bench.run();
        WorkloadTuner &tuner = *bench.tuner;
        QVERIFY(bench.triedKib().contains(8192));
        QCOMPARE(tuner.kneeKib(), std::optional<quint32>(8192));
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("kept-start"));
        QCOMPARE(tuner.finalKib(), 15360u);
        QCOMPARE(bench.readahead(), 15360u);
        QCOMPARE(tuner.reasonCode(), QStringLiteral("knee-below-start"));
        // Settled on the figures, after measuring both again.
        QCOMPARE(bench.triedKib().count(8192), 2);
    }

    // Nothing pays: the start stays, and no more than three values are tried.
    void keepsTheStartWhereNothingPays()
    {
        Bench bench(streaming({{128, 50}}), 128);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("kept-start"));
        QCOMPARE(bench.tuner->finalKib(), 128u);
        QCOMPARE(bench.readahead(), 128u);
        QVERIFY(bench.triedKib().size() <= 3);
    }

    // The end, from trials whose one-second pieces are given: 1 MiB 10 %
    // above 128 KiB where the pieces of each spread by 10 %: within the
    // noise, so no raise (the issue's "must not raise where the ladder shows
    // none"); with pieces that agree, the raise stands.
    void raisesNothingWithinTheNoise()
    {
        const auto trial = [](QList<double> mbPerSecond) {
            TrialEvidence evidence;
            for (const double rate : mbPerSecond) {
                MountRates piece;
                piece.seconds = 1;
                piece.readBytes = piece.wireReadBytes = quint64(rate * 1e6);
                piece.readOps = 100;
                piece.readExecuteMs = 10;
                evidence.add(piece);
            }
            return evidence;
        };
        const auto conclude = [&](QList<double> start, QList<double> raised) {
            TunePlanner planner({128, 1 << 20, {}, 8});
            planner.add(128, trial(start));
            planner.add(1024, trial(raised));
            return planner.conclude();
        };
        const TunePlanner::Conclusion noisy = conclude({45, 50, 55}, {49, 55, 61});
        QCOMPARE(noisy.kneeKib, std::optional<quint32>(1024));
        QCOMPARE(noisy.code, QStringLiteral("gain-within-noise"));
        QVERIFY(!noisy.tuned);
        QCOMPARE(noisy.finalKib, 128u);
        const TunePlanner::Conclusion clear = conclude({50, 50, 50}, {55, 55, 55});
        QCOMPARE(clear.code, QStringLiteral("knee"));
        QCOMPARE(clear.finalKib, 1024u);
        // Within 5 % of the start, however clear: no raise either.
        QCOMPARE(conclude({50, 50, 50}, {52, 52, 52}).code, QStringLiteral("start-is-knee"));
    }

    // A pass opened at the old value reads at it to its end: 1 MiB reads at
    // 100 MB/s, every larger value at 10, in READs of rsize alike, and a
    // pass takes 5 s. A larger value's figure must be 10 MB/s, counted from
    // the first pass opened after the change, never from the change.
    void readsFromBeforeAChangeNeverCount()
    {
        SimulatedReader::Shape shape = streaming({{1024, 100}, {2048, 10}});
        shape.fileBytes = 500e6;
        Bench bench(shape, 1024);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("kept-start"));
        const QList<WorkloadTuner::Step> &steps = bench.tuner->steps();
        QVERIFY(steps.size() >= 2);
        for (const auto &step : steps)
            QVERIFY2(qAbs(step.bytesPerSecond / 1e6 -
                          bench.reader.rateAt(step.readAheadKib) / 1e6) < 0.5,
                     qPrintable(QStringLiteral("%1 KiB: %2 MB/s")
                                    .arg(step.readAheadKib)
                                    .arg(step.bytesPerSecond / 1e6)));
        QVERIFY(steps[1].waitedSeconds > 0);
    }

    // Someone sets 4 MiB while 1 MiB is measured: the tune stops, and 4 MiB stays.
    void leavesAnotherValueAlone()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.onSample = [&bench](qint64) {
            if (bench.tuner->trialKib() == std::optional<quint32>(1024) &&
                !bench.tuner->isWaitingForReopen() && bench.readahead() == 1024)
                bench.setReadahead(4096);
        };
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("conflict"));
        QCOMPARE(bench.tuner->finalKib(), 4096u);
        QCOMPARE(bench.readahead(), 4096u);
        QVERIFY(bench.tuner->reason().contains(QLatin1String("4 MiB")));
    }

    // Someone sets 4 MiB just as the tune writes 1 MiB, between its write
    // and its reading back (a flake of the VM's test, issue 60's CI): the
    // tune stops at once, nothing is put back over theirs.
    void leavesAValueWrittenWithItsOwnAlone()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.backend.race = {1024, 4096};
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("conflict"));
        QCOMPARE(bench.tuner->finalKib(), 4096u);
        QCOMPARE(bench.readahead(), 4096u);
        QVERIFY(bench.tuner->reason().contains(QLatin1String("4 MiB")));
        QVERIFY(!bench.triedKib().contains(1024u)); // never measured
    }

    void stopsWhenTheReadsStop()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.onSample = [&bench](qint64) {
            if (bench.tuner->trialKib() == std::optional<quint32>(1024))
                bench.reader.setReading(false);
        };
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("no-workload"));
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("no-reads"));
        QCOMPARE(bench.readahead(), 128u);
        QCOMPARE(bench.tuner->finalKib(), 128u);
    }

    // A stream turns into small random reads while 1 MiB is measured.
    void stopsWhenTheWorkloadChanges()
    {
        Bench bench(streaming(ladder10ms()), 128);
        SimulatedReader::Shape random;
        random.mbPerSecond = {{128, 5}};
        random.callBytes = 4096;
        random.random = true;
        bench.onSample = [&](qint64) {
            if (bench.tuner->trialKib() == std::optional<quint32>(1024) &&
                bench.tuner->trialEvidence().window().seconds >= 1.5 &&
                !bench.reader.shape().random)
                bench.reader.setShape(random, true);
        };
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("workload-changed"));
        QCOMPARE(bench.readahead(), 128u);
    }

    // The mount goes while 1 MiB is measured: the tune stops, and nothing
    // is written to the BDI any more (it is someone else's number now).
    void stopsWhenTheMountGoes()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.onSample = [&bench](qint64) {
            if (bench.tuner->trialKib() == std::optional<quint32>(1024) &&
                !bench.tuner->isWaitingForReopen())
                bench.listed = false;
        };
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("stopped"));
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("mount-gone"));
        QCOMPARE(bench.readahead(), 1024u);
    }

    void stopPutsTheStartBack()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.onSample = [&bench](qint64) {
            if (bench.tuner->trialKib() == std::optional<quint32>(8192))
                QTimer::singleShot(0, bench.tuner.get(), &WorkloadTuner::stop);
        };
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("stopped"));
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("stopped"));
        QCOMPARE(bench.readahead(), 128u);
    }

    // A reader that keeps its file open never gets a new value: the tune
    // says so instead of measuring the old value under the new name.
    void stopsWhereFilesStayOpen()
    {
        SimulatedReader::Shape shape = streaming(ladder10ms());
        shape.reopens = false;
        Bench bench(shape, 128);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("stopped"));
        QCOMPARE(bench.tuner->reasonCode(), QStringLiteral("files-held-open"));
        QCOMPARE(bench.readahead(), 128u);
    }

    // One tune per BDI: the second is refused, naming the first's process.
    void aSecondTuneOfTheBdiIsRefused()
    {
        Bench bench(streaming(ladder10ms()), 128);
        bench.tuner->start();
        QVERIFY(bench.tuner->isRunning());
        WorkloadTuner second(bench.backend, bench.root, bench.mount, {});
        QSignalSpy finished(&second, &WorkloadTuner::finished);
        second.start();
        QCOMPARE(finished.size(), 1);
        QVERIFY(second.error());
        QCOMPARE(second.error()->code, Error::Code::Busy);
        QVERIFY2(second.error()->message.contains(QStringLiteral("already running (process %1 of ")
                                                      .arg(QCoreApplication::applicationPid())),
                 qPrintable(second.error()->message));
        QCOMPARE(bench.readahead(), 128u);
        bench.tuner->stop();
        QTRY_VERIFY(!bench.tuner->isRunning());
        // Free again once the first ended.
        WorkloadTuner third(bench.backend, bench.root, bench.mount, {});
        third.start();
        QVERIFY(third.isRunning());
        third.stop();
    }

    // The window's way: the knee held for the time being, then put back.
    void holdsTheKneeUntilPutBack()
    {
        WorkloadTuner::Settings settings;
        settings.ending = WorkloadTuner::Ending::HoldKnee;
        Bench bench(streaming(ladder10ms()), 128, settings);
        bench.run();
        QVERIFY(bench.tuner->isHolding());
        QCOMPARE(bench.readahead(), 8192u);
        QSignalSpy back(bench.tuner.get(), &WorkloadTuner::putBackDone);
        bench.tuner->putBack();
        QTRY_COMPARE(back.size(), 1);
        QCOMPARE(bench.readahead(), 128u);
        QVERIFY(!bench.tuner->isHolding());
    }

    // The time given is kept: the tune ends on what it measured by then.
    void endsWithinItsTime()
    {
        WorkloadTuner::Settings settings;
        settings.maxSeconds = 20;
        Bench bench(streaming(ladder10ms()), 128, settings);
        bench.run();
        QVERIFY2(bench.tuner->elapsedSeconds() <= 20.1,
                 qPrintable(QString::number(bench.tuner->elapsedSeconds())));
        QVERIFY(bench.tuner->outcome() == WorkloadTuner::Outcome::Tuned ||
                bench.tuner->outcome() == WorkloadTuner::Outcome::KeptStart);
        QCOMPARE(bench.readahead(), 128u);
    }

    // Random reads in 16 KiB calls where raising pays (the 7.3
    // measurement: 10.6 MB/s at 128 KiB, 16.0 at 1 MiB, 23.0 at 4 MiB)
    // though the advisor would keep 128 KiB: the tune finds the gain...
    void findsAGainTheAdvisorCannotSee()
    {
        SimulatedReader::Shape shape;
        shape.mbPerSecond = {{128, 10.6}, {1024, 16.0}, {4096, 23.0}};
        shape.callBytes = 16384;
        shape.random = true;
        shape.fileBytes = 16 << 20;
        Bench bench(shape, 128);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("tuned"));
        QVERIFY(bench.reader.rateAt(bench.tuner->finalKib()) >= 0.95 * 23.0e6);
        QCOMPARE(bench.tuner->steps().at(1).code, QStringLiteral("probe"));
    }

    // ... and raises nothing where no larger value pays.
    void raisesNothingForRandomReadsThatGainNothing()
    {
        SimulatedReader::Shape shape;
        shape.mbPerSecond = {{128, 10.6}};
        shape.callBytes = 4096;
        shape.random = true;
        shape.fileBytes = 16 << 20;
        Bench bench(shape, 128);
        bench.run();
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("kept-start"));
        QCOMPARE(bench.readahead(), 128u);
    }

    // The lab's random 4 KiB reads of a 16 MiB file on Linux 7.3 at 10 ms
    // (docs/RESULTS.md): 400 pairs of reads a pass, 15 s a pass, whose
    // later reads are faster than its first as the file comes into the
    // cache, and whose ladder (whole passes) gains only further up. Each
    // trial's figure is its passes' (a trial counting the first seconds of
    // a pass measured 1 MiB at 0.19 MB/s, below 128 KiB's 0.23), and the
    // tune ends within 90 % of the best, in 8 trials and 120 s.
    void measuresWholePasses()
    {
        SimulatedReader::Shape shape = randomPasses({{128, 0.22},
                                                     {512, 0.24},
                                                     {1024, 0.24},
                                                     {2048, 0.27},
                                                     {4096, 0.27},
                                                     {8192, 0.29},
                                                     {15360, 0.29}});
        Bench bench(shape, 128);
        bench.run();
        WorkloadTuner &tuner = *bench.tuner;
        for (const auto &step : tuner.steps())
            QVERIFY2(qAbs(step.bytesPerSecond / bench.reader.rateAt(step.readAheadKib) - 1) < 0.03,
                     qPrintable(QStringLiteral("%1 KiB measured %2 MB/s")
                                    .arg(step.readAheadKib)
                                    .arg(step.bytesPerSecond / 1e6)));
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("tuned"));
        QVERIFY2(bench.reader.rateAt(tuner.finalKib()) >= 0.9 * 0.29e6,
                 qPrintable(QString::number(tuner.finalKib())));
        QVERIFY(tuner.steps().size() <= 8);
        QVERIFY(tuner.elapsedSeconds() <= tune::DefaultMaxSeconds);
    }

    // The same reads on Linux 6.1, NFSv3 (docs/RESULTS.md): 1 MiB gains
    // little over 128 KiB (0.21 MB/s against 0.20 there; 2.5 % here), not
    // enough to keep, but 8 MiB gains 20 %: a level step does not end the
    // climb.
    void climbsPastALevelStep()
    {
        SimulatedReader::Shape shape = randomPasses({{128, 0.20},
                                                     {512, 0.24},
                                                     {1024, 0.205},
                                                     {2048, 0.23},
                                                     {4096, 0.24},
                                                     {8192, 0.24},
                                                     {15360, 0.24}});
        Bench bench(shape, 128);
        bench.run();
        WorkloadTuner &tuner = *bench.tuner;
        QCOMPARE(tuner.steps().at(1).readAheadKib, 1024u);
        QCOMPARE(tuner.steps().at(2).code, QStringLiteral("raise-level"));
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("tuned"));
        QVERIFY2(bench.reader.rateAt(tuner.finalKib()) >= 0.9 * 0.24e6,
                 qPrintable(QString::number(tuner.finalKib())));
        QVERIFY(tuner.elapsedSeconds() <= tune::DefaultMaxSeconds);
    }

    // The same reads at 2 ms on Linux 6.1 (docs/RESULTS.md): a pass takes
    // 3.5 s, a trial holds several, and 1 MiB gains 8 % over 128 KiB, 8 MiB
    // 12 %. Within a trial the one-second pieces jump at every new pass (fast
    // at a pass's end, slow at the next one's start): the noise is that of
    // the passes, not of those jumps, and the gain is taken.
    void takesAGainClearOverPasses()
    {
        SimulatedReader::Shape shape = randomPasses({{128, 0.94},
                                                     {512, 0.97},
                                                     {1024, 1.02},
                                                     {2048, 1.02},
                                                     {4096, 1.00},
                                                     {8192, 1.06},
                                                     {15360, 1.03}});
        shape.noise = 0.02;
        Bench bench(shape, 128);
        bench.run();
        WorkloadTuner &tuner = *bench.tuner;
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("tuned"));
        QVERIFY2(bench.reader.rateAt(tuner.finalKib()) >= 0.9 * 1.06e6,
                 qPrintable(QString::number(tuner.finalKib())));
        QVERIFY(tuner.steps().size() <= 8);
        QVERIFY(tuner.elapsedSeconds() <= tune::DefaultMaxSeconds);
    }

    // --values: only those are tried, after the start.
    void triesOnlyTheValuesGiven()
    {
        WorkloadTuner::Settings settings;
        settings.valuesKib = {512, 2048, 15360};
        Bench bench(streaming(ladder10ms()), 128, settings);
        bench.run();
        for (const quint32 kib : bench.triedKib().mid(1))
            QVERIFY2(settings.valuesKib.contains(kib), qPrintable(QString::number(kib)));
        QCOMPARE(tune::outcomeName(bench.tuner->outcome()), QStringLiteral("tuned"));
        QCOMPARE(bench.tuner->finalKib(), 15360u);
    }

    void defaultCandidatesDoubleUpToFifteenRsize()
    {
        QCOMPARE(TunePlanner::defaultCandidates(1 << 20),
                 (QList<quint32>{128, 256, 512, 1024, 2048, 4096, 8192, 15360}));
        QCOMPARE(TunePlanner::defaultCandidates(32768), (QList<quint32>{128, 256, 480}));
        QCOMPARE(TunePlanner::defaultCandidates(8192), (QList<quint32>{128}));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadTuner)
#include "tst_workloadtuner.moc"
