// SPDX-License-Identifier: GPL-2.0-or-later
// Advice that converges: the throughput memory (what each readahead value
// gave on a device, kept in a file) and the advisor's verdicts weighed with
// it. Rates and windows are made here; each expected verdict follows from
// docs/ADVICE.md's rules, worked out by hand.
#include "advice/advicethresholds.h"
#include "advice/readaheadadvisor.h"
#include "advice/throughputmemory.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace nfstuner;

namespace {

constexpr quint32 MiB = 1024 * 1024;
constexpr double MB = 1e6;

// A stream held back by readahead: READs of min(readahead, rsize), one in
// flight over `busy` seconds.
ReadWindow stream(quint32 readAheadKib, double busy = 10)
{
    ReadWindow w;
    w.seconds = 12;
    w.busySeconds = busy;
    w.readingSeconds = busy; // it read while its READs were in flight
    w.readOps = 400;
    const double bytesPerRead = std::min(double(readAheadKib) * 1024, double(MiB));
    w.wireReadBytes = quint64(400 * bytesPerRead);
    w.appReadBytes = w.wireReadBytes;
    w.rttMs = 10.0 * 400;
    w.executeMs = 1000 * busy; // one READ at a time
    return w;
}

BdiAdvice advise(quint32 readAheadKib, const ReadWindow &w, const QList<MeasuredValue> &measured)
{
    ReadaheadAdvisor::Input input;
    input.bdi = BdiId{0, 42};
    input.mountpoints = {QStringLiteral("/mnt/x")};
    input.readAheadKib = readAheadKib;
    input.rsize = MiB;
    input.window = w;
    input.measured = measured;
    return ReadaheadAdvisor::advise(input);
}

// Each value measured over `windows` windows (enough to leave the value set
// now, unless said).
QList<MeasuredValue> rates(std::initializer_list<std::pair<quint32, double>> mbPerSecond,
                           int windows = advice::WindowsBeforeGoingBack)
{
    QList<MeasuredValue> values;
    for (const auto &[kib, rate] : mbPerSecond)
        values.append({kib, rate * MB, double(std::min(kib, 1024u)) * 1024, windows});
    return values;
}

QStringList codes(const BdiAdvice &advice)
{
    QStringList list;
    for (const AdviceReason &reason : advice.reasons)
        list.append(reason.code);
    return list;
}

unsigned modeOf(const QString &path)
{
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777 : 0;
}

ThroughputSample sample(quint32 kib, double mbPerSecond, qint64 at)
{
    return {kib, mbPerSecond * MB, double(kib) * 1024, 100, at};
}

} // namespace

class TestAdviceMemory : public QObject
{
    Q_OBJECT

private slots:
    void windowAloneRaises()
    {
        // The rules below change only what a window alone would say: raise.
        const BdiAdvice alone = advise(2048, stream(2048), {});
        QCOMPARE(alone.verdict, AdviceVerdict::Raise);
        QVERIFY(codes(alone).contains(QStringLiteral("one-read-in-flight")));
    }

    // A raise that brought less than MeasuredGain: keep. One that brought
    // more: raise on, as the window says.
    void raiseThatGainedLittleKeeps_data()
    {
        QTest::addColumn<double>("before");
        QTest::addColumn<double>("now");
        QTest::addColumn<bool>("keep");
        QTest::newRow("gained 2 %") << 67.0 << 68.34 << true;
        QTest::newRow("gained 4.9 %") << 67.0 << 67.0 * 1.049 << true;
        QTest::newRow("gained 5.1 %") << 67.0 << 67.0 * 1.051 << false;
        QTest::newRow("gained 19 %") << 67.0 << 80.0 << false;
        QTest::newRow("lost 3 %") << 67.0 << 65.0 << true;
    }

    void raiseThatGainedLittleKeeps()
    {
        QFETCH(double, before);
        QFETCH(double, now);
        QFETCH(bool, keep);
        const BdiAdvice advice = advise(2048, stream(2048), rates({{1024, before}, {2048, now}}));
        QCOMPARE(advice.verdict, keep ? AdviceVerdict::Keep : AdviceVerdict::Raise);
        if (keep) {
            QCOMPARE(*advice.recommendedKib, 2048u);
            QCOMPARE(codes(advice), QStringList{QStringLiteral("raise-gained-little")});
        }
        QVERIFY(advice.bestMeasured);
        QCOMPARE(advice.bestMeasured->readAheadKib, now > before ? 2048u : 1024u);
        QCOMPARE(advice.measured.size(), 2);
    }

    // A raise that paid says the window still holds the rate back: raise
    // eight times, to the next multiple of rsize at or above it, 15 x rsize
    // at most; a keep for full READs too.
    void raiseThatPaidClimbsOn_data()
    {
        QTest::addColumn<quint32>("before");
        QTest::addColumn<quint32>("current");
        QTest::addColumn<bool>("heldBack");
        QTest::addColumn<quint32>("next");
        QTest::newRow("128 KiB to 1 MiB, held back") << 128u << 1024u << true << 8192u;
        QTest::newRow("128 KiB to 1 MiB, full READs") << 128u << 1024u << false << 8192u;
        QTest::newRow("1 to 5 MiB: to the ceiling") << 1024u << 5120u << false << 15360u;
        QTest::newRow("1.5 to 1.75 MiB: 14 MiB, a multiple of rsize")
            << 1536u << 1792u << false << 14336u;
        QTest::newRow("1 to 1.25 MiB: 10 MiB") << 1024u << 1280u << false << 10240u;
    }

    void raiseThatPaidClimbsOn()
    {
        QFETCH(quint32, before);
        QFETCH(quint32, current);
        QFETCH(bool, heldBack);
        QFETCH(quint32, next);
        ReadWindow w = stream(current);
        if (!heldBack)
            w.executeMs = 3000 * *w.busySeconds; // three in flight
        const BdiAdvice alone = advise(current, w, {});
        QCOMPARE(alone.verdict, heldBack ? AdviceVerdict::Raise : AdviceVerdict::Keep);
        const BdiAdvice advice = advise(current, w, rates({{before, 50}, {current, 60}}));
        QCOMPARE(advice.verdict, AdviceVerdict::Raise);
        QCOMPARE(*advice.recommendedKib, next);
        QVERIFY(codes(advice).contains(QStringLiteral("raise-paid")));
    }

    // A larger value measured already, and no better: no raise to anything.
    void largerValueThatGainedNothingKeeps()
    {
        const BdiAdvice advice =
            advise(1024, stream(1024), rates({{128, 16}, {1024, 67}, {4096, 69}}));
        QCOMPARE(advice.verdict, AdviceVerdict::Keep);
        QCOMPARE(*advice.recommendedKib, 1024u);
        QCOMPARE(codes(advice), QStringList{QStringLiteral("larger-gained-little")});
    }

    // A value measured more than MeasuredGain better than the current one:
    // go back to it, whichever way.
    void betterValueIsGoneBackTo_data()
    {
        QTest::addColumn<quint32>("current");
        QTest::addColumn<double>("best");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("raised too far, 12 % worse") << 4096u << 90.0 << QStringLiteral("lower");
        QTest::newRow("lowered, the larger was better") << 1024u << 90.0 << QStringLiteral("raise");
        QTest::newRow("10.1 % better") << 4096u << 80.0 * 1.101 << QStringLiteral("lower");
        QTest::newRow("9.9 % better: not beyond a window's noise")
            << 4096u << 80.0 * 1.099 << QStringLiteral("keep");
        QTest::newRow("within 5 %") << 4096u << 80.0 * 1.049 << QStringLiteral("keep");
    }

    void betterValueIsGoneBackTo()
    {
        QFETCH(quint32, current);
        QFETCH(double, best);
        QFETCH(QString, verdict);
        const quint32 other = current == 4096 ? 2048 : 3072;
        const BdiAdvice advice =
            advise(current, stream(current),
                   rates({{std::min(current, other), current < other ? 80 : best},
                          {std::max(current, other), current < other ? best : 80}}));
        QCOMPARE(verdictName(advice.verdict), verdict);
        if (verdict != QLatin1String("keep")) {
            QCOMPARE(*advice.recommendedKib, other);
            QCOMPARE(codes(advice), QStringList{QStringLiteral("measured-best")});
        } else {
            QCOMPARE(*advice.recommendedKib, current);
            QVERIFY(codes(advice).contains(QStringLiteral("raise-gained-little")));
        }
    }

    // One window at the value set now is not enough to leave it, however
    // much better another value was remembered: a window under emulation
    // moves by 10 % and more, and a loaded host's window sent the lab's
    // advice down to 128 KiB on Linux 7.3. The next window decides.
    void oneWindowIsNotEnoughToGoBack()
    {
        QList<MeasuredValue> measured = rates({{2048, 90}, {15360, 80}});
        measured[1].samples = advice::WindowsBeforeGoingBack - 1;
        const BdiAdvice first = advise(15360, stream(15360), measured);
        QCOMPARE(first.verdict, AdviceVerdict::Keep);
        QCOMPARE(*first.recommendedKib, 15360u);
        QVERIFY(!codes(first).contains(QStringLiteral("measured-best")));
        QCOMPARE(first.bestMeasured->readAheadKib, 2048u); // still named

        measured[1].samples = advice::WindowsBeforeGoingBack;
        const BdiAdvice second = advise(15360, stream(15360), measured);
        QCOMPARE(second.verdict, AdviceVerdict::Lower);
        QCOMPARE(*second.recommendedKib, 2048u);
        QCOMPARE(codes(second), QStringList{QStringLiteral("measured-best")});
    }

    // A keep of the window's own (full READs, several in flight) names the
    // best value when it is another.
    void keepNamesTheBest()
    {
        ReadWindow w = stream(4096);
        w.executeMs = 3000 * *w.busySeconds; // three in flight: not held back
        const BdiAdvice advice = advise(4096, w, rates({{2048, 84}, {4096, 82}}));
        QCOMPARE(advice.verdict, AdviceVerdict::Keep);
        QVERIFY(codes(advice).contains(QStringLiteral("best-measured")));
        QCOMPARE(advice.bestMeasured->readAheadKib, 2048u);
    }

    // Without a measurement of the value set now, nothing is compared and
    // no best is offered: the window's verdict stands.
    void nothingToCompareWithoutTheCurrentValue()
    {
        const BdiAdvice advice = advise(1024, stream(1024), rates({{128, 16}, {8192, 200}}));
        QCOMPARE(advice.verdict, AdviceVerdict::Raise);
        QVERIFY(!advice.bestMeasured);
        QCOMPARE(advice.measured.size(), 2);
        QVERIFY(!codes(advice).contains(QStringLiteral("measured-best")));
    }

    // Random reads (over-fetch) and too little data are not weighed.
    void otherVerdictsStand()
    {
        ReadWindow random = stream(15360);
        random.appReadBytes = random.wireReadBytes / 3;
        const BdiAdvice lower = advise(15360, random, rates({{15360, 200}, {1024, 10}}));
        QCOMPARE(lower.verdict, AdviceVerdict::Lower);
        QVERIFY(codes(lower).contains(QStringLiteral("overfetch")));
        ReadWindow few = stream(128);
        few.readOps = advice::MinReadOps - 1;
        QCOMPARE(advise(128, few, rates({{128, 16}, {1024, 67}})).verdict, AdviceVerdict::Unknown);
    }

    // Applications reading rsize or more per call: READs are full with
    // readahead below rsize. A raise goes at most to 2 x rsize, and says why.
    void largeApplicationReadsRaiseOnce()
    {
        // One READ in flight or several: READs in flight do not tell here.
        for (const double inFlight : {1.0, 1.6, 3.0}) {
            ReadWindow w = stream(1024);
            w.executeMs = 1000 * inFlight * *w.busySeconds;
            const BdiAdvice advice = advise(128, w, {});
            QCOMPARE(advice.verdict, AdviceVerdict::Raise);
            QCOMPARE(*advice.recommendedKib, advice::LargeReadsRsizeMultiple * 1024);
            QVERIFY(codes(advice).contains(QStringLiteral("large-app-reads")));
        }
        // Full READs at a readahead of rsize or more are not this case.
        ReadWindow full = stream(1024);
        full.executeMs = 3000 * *full.busySeconds;
        QCOMPARE(advise(1024, full, {}).verdict, AdviceVerdict::Keep);
        // Once 2 MiB gained too little over 128 KiB, keep.
        const BdiAdvice after = advise(2048, stream(2048), rates({{128, 71}, {2048, 73}}));
        QCOMPARE(after.verdict, AdviceVerdict::Keep);
    }

    // A window is a measurement when it has enough READs, busy time, and
    // reads that were read (no over-fetch).
    void windowsThatMeasure()
    {
        const auto measured = ReadaheadAdvisor::measurementOf(stream(1024, 4), 1024, 77);
        QVERIFY(measured);
        QCOMPARE(measured->bytesPerSecond, 400.0 * MiB / 4);
        QCOMPARE(measured->averageReadBytes, double(MiB));
        QCOMPARE(measured->atSeconds, 77);
        ReadWindow sinceMount = stream(1024);
        sinceMount.busySeconds.reset();
        QVERIFY(!ReadaheadAdvisor::measurementOf(sinceMount, 1024, 77));
        ReadWindow few = stream(1024);
        few.readOps = advice::MinReadOps - 1;
        QVERIFY(!ReadaheadAdvisor::measurementOf(few, 1024, 77));
        ReadWindow random = stream(1024);
        random.appReadBytes = quint64(double(random.wireReadBytes) / advice::OverfetchRatio);
        QVERIFY(!ReadaheadAdvisor::measurementOf(random, 1024, 77));
    }

    // The newest three samples of a value count, by their median; a day
    // old, none.
    void memoryKeepsTheNewestOfEachValue()
    {
        ThroughputMemory memory;
        const QString device = QStringLiteral("srv:/export vers=4.2 rsize=1048576");
        const qint64 now = 1'800'000'000;
        for (const double rate : {10.0, 20.0, 30.0, 60.0})
            memory.record(device, sample(1024, rate, now - 100));
        memory.record(device, sample(2048, 5, now - ThroughputMemory::MaxAgeSeconds - 1));
        memory.record(QStringLiteral("other"), sample(4096, 99, now));
        const QList<MeasuredValue> values = memory.values(device, now);
        QCOMPARE(values.size(), 1);
        QCOMPARE(values[0].readAheadKib, 1024u);
        QCOMPARE(values[0].samples, 3);
        QCOMPARE(values[0].bytesPerSecond, 30 * MB); // median of 20, 30, 60
        memory.forget(device);
        QVERIFY(memory.values(device, now).isEmpty());
        QCOMPARE(memory.values(QStringLiteral("other"), now).size(), 1);
    }

    void memoryFileRoundTripsAndRefusesGarbage()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/state/nfs-tuner/throughput.json");
        const auto written = ThroughputMemory::update(path, [](ThroughputMemory &memory) {
            memory.record(QStringLiteral("a"), sample(1024, 67, 1000));
            memory.record(QStringLiteral("a"), sample(2048, 80, 1001));
        });
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        // Nobody else's business: the file 0600, its new folder 0700.
        QCOMPARE(modeOf(path), 0600u);
        QCOMPARE(modeOf(QFileInfo(path).absolutePath()), 0700u);
        const auto loaded = ThroughputMemory::load(path);
        QVERIFY(loaded);
        const QList<MeasuredValue> values = loaded->values(QStringLiteral("a"), 1002);
        QCOMPARE(values.size(), 2);
        QCOMPARE(values[1].readAheadKib, 2048u);
        QCOMPARE(values[1].bytesPerSecond, 80 * MB);

        for (
            const QByteArray &garbage :
            {QByteArray("not json"), QByteArray(R"({"version": 2, "devices": {}})"),
             QByteArray(R"({"version": 1, "devices": {"a": 5}})"),
             QByteArray(R"({"version": 1, "devices": {"a": [{"read_ahead_kb": -1}]}})"),
             QByteArray(
                 R"({"version": 1, "devices": {"a": [{"read_ahead_kb": 1.5, "bytes_per_second": 1}]}})")}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(garbage);
            file.close();
            QVERIFY2(!ThroughputMemory::load(path), garbage.constData());
            const auto refused = ThroughputMemory::update(path, [](ThroughputMemory &m) {
                m.record(QStringLiteral("b"), sample(128, 1, 1));
            });
            QVERIFY(!refused);
            QCOMPARE(refused.error().code, Error::Code::Malformed);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), garbage); // never written over
        }
    }
};

QTEST_GUILESS_MAIN(TestAdviceMemory)
#include "tst_advicememory.moc"
