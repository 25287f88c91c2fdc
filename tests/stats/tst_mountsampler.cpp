// SPDX-License-Identifier: GPL-2.0-or-later
// Sampling math on real-kernel snapshots taken around reads and writes of
// known sizes (tests/fixtures/roots/traffic/steps.json), with the measured
// time between them (the guest's uptime at each snapshot).
#include "fixtureroot.h"
#include "samplerreplay.h"
#include "stats/mountsampler.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString traffic(const QString &file)
{
    return fixtureDir(QStringLiteral("traffic")) + QLatin1Char('/') + file;
}

QList<MountCounters> snapshot(int n)
{
    return MountStats::parse(readFile(traffic(QStringLiteral("mountstats.%1").arg(n))));
}

qint64 uptimeMs(int n)
{
    return qint64(readFile(traffic(QStringLiteral("uptime.%1").arg(n))).trimmed().toDouble() *
                  1000);
}

QJsonObject step(int to)
{
    for (const auto &value :
         expectedJsonFile(traffic(QStringLiteral("steps.json")))[u"steps"].toArray()) {
        if (value[u"to"].toInt() == to)
            return value.toObject();
    }
    return {};
}

} // namespace

// What a chart keeps of a rate: 11 significant bits, so within one part
// in 2048 of the value (rounded to the nearest).
constexpr double ElevenBits = 1.0 / 2048;

bool asCharted(double kept, double exact)
{
    return std::abs(kept - exact) <= std::abs(exact) * ElevenBits;
}

class TestMountSampler : public QObject
{
    Q_OBJECT

private slots:
    void ratesFollowTheSteps()
    {
        MountSampler sampler{SystemRoot(fixtureRoot(QStringLiteral("traffic")))};
        replay(sampler, snapshot(0), uptimeMs(0));
        QVERIFY(!sampler.series(QStringLiteral("/mnt/v3"))->latest);

        // 0 -> 1: a 32 MiB write to /mnt/v3.
        replay(sampler, snapshot(1), uptimeMs(1));
        double seconds = double(uptimeMs(1) - uptimeMs(0)) / 1000;
        auto rates = *sampler.series(QStringLiteral("/mnt/v3"))->latest;
        QCOMPARE(rates.seconds, seconds);
        QCOMPARE(rates.writeBytesPerSecond, step(1)[u"bytes"].toDouble() / seconds);
        QCOMPARE(rates.readBytesPerSecond, 0.0);
        QVERIFY(rates.averageWriteBytes);
        QCOMPARE(*rates.averageWriteBytes, double(step(1)[u"bs"].toInt())); // 1 MiB WRITEs

        // 1 -> 2: 32 MiB read in 64 KiB calls at read_ahead_kb=128: READs of
        // the readahead size.
        replay(sampler, snapshot(2), uptimeMs(2));
        seconds = double(uptimeMs(2) - uptimeMs(1)) / 1000;
        rates = *sampler.series(QStringLiteral("/mnt/v3"))->latest;
        QCOMPARE(rates.readBytesPerSecond, step(2)[u"bytes"].toDouble() / seconds);
        QCOMPARE(rates.wireReadBytesPerSecond, step(2)[u"bytes"].toDouble() / seconds);
        QCOMPARE(*rates.averageReadBytes, step(2)[u"read_ahead_kb"].toDouble() * 1024);
        QVERIFY(rates.readRttMs && rates.readExecuteMs && *rates.readExecuteMs >= *rates.readRttMs);

        // 2 -> 3: the same at read_ahead_kb=15360: READs of rsize (1 MiB).
        replay(sampler, snapshot(3), uptimeMs(3));
        rates = *sampler.series(QStringLiteral("/mnt/v3"))->latest;
        QVERIFY2(qAbs(*rates.averageReadBytes - 1048576) < 1048576 * 0.05,
                 qPrintable(QString::number(*rates.averageReadBytes)));

        // 3 -> 4: /mnt/v42 read the file twice (page cache, then O_DIRECT).
        replay(sampler, snapshot(4), uptimeMs(4));
        seconds = double(uptimeMs(4) - uptimeMs(3)) / 1000;
        const auto v42 = *sampler.series(QStringLiteral("/mnt/v42"))->latest;
        QCOMPARE(v42.wireReadBytesPerSecond, step(4)[u"bytes"].toDouble() / seconds);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->latest->readBytesPerSecond, 0.0);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->history.size(), 4);
    }

    void counterGoingBackwardsRestartsTheSeries()
    {
        MountSampler sampler{SystemRoot()};
        replay(sampler, snapshot(2), 1000);
        replay(sampler, snapshot(3), 2000);
        QVERIFY(sampler.series(QStringLiteral("/mnt/v3"))->latest);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->history.size(), 1);
        // A remount: counters smaller than before.
        replay(sampler, snapshot(1), 3000);
        QVERIFY(!sampler.series(QStringLiteral("/mnt/v3"))->latest);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->history.size(), 0);
        replay(sampler, snapshot(2), 4000);
        QVERIFY(sampler.series(QStringLiteral("/mnt/v3"))->latest);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->history.size(), 1);
    }

    void vanishedMountEndsItsSeries()
    {
        MountSampler sampler{SystemRoot()};
        replay(sampler, snapshot(3), 1000);
        QList<MountCounters> onlyV3 = snapshot(4);
        onlyV3.removeIf(
            [](const MountCounters &m) { return m.mountpoint == QLatin1String("/mnt/v42"); });
        replay(sampler, onlyV3, 2000);
        QVERIFY(sampler.series(QStringLiteral("/mnt/v3")));
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v42")), nullptr);
    }

    // The promise a pass over many mounts rests on: while the generation
    // stays, a pointer series() gave is the series and follows the samples;
    // a mount added or gone, or the series copied out, changes it.
    void seriesGenerationTellsWhenPointersMove()
    {
        MountSampler sampler{SystemRoot()};
        replay(sampler, snapshot(2), 1000);
        const quint64 first = sampler.seriesGeneration();
        const MountSampler::Series *v3 = sampler.series(QStringLiteral("/mnt/v3"));
        QVERIFY(v3 && !v3->latest);

        replay(sampler, snapshot(3), 2000);
        QCOMPARE(sampler.seriesGeneration(), first);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3")), v3);
        QVERIFY(v3->latest);
        QCOMPARE(v3->lastMs, 2000);

        // /mnt/v42 gone: a new generation, and its series with it.
        QList<MountCounters> onlyV3 = snapshot(4);
        onlyV3.removeIf(
            [](const MountCounters &m) { return m.mountpoint == QLatin1String("/mnt/v42"); });
        replay(sampler, onlyV3, 3000);
        const quint64 afterGone = sampler.seriesGeneration();
        QVERIFY(afterGone != first);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v42")), nullptr);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->lastMs, 3000);

        // Back again: another one.
        replay(sampler, snapshot(4), 4000);
        QVERIFY(sampler.seriesGeneration() != afterGone);
        QVERIFY(sampler.series(QStringLiteral("/mnt/v42")));

        // A copy shares the series until the next sample writes them.
        const quint64 beforeCopy = sampler.seriesGeneration();
        const QHash<QString, MountSampler::Series> copy = sampler.allSeries();
        replay(sampler, snapshot(4), 5000);
        QVERIFY(sampler.seriesGeneration() != beforeCopy);
        QCOMPARE(copy.value(QStringLiteral("/mnt/v3")).lastMs, 4000);
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3"))->lastMs, 5000);
    }

    // An hour at 1 s: the last 600 points as sampled, the 300 before as
    // means of 10 (expected values worked out by hand from the series i).
    void historyKeepsAnHourInTiers()
    {
        RateHistory history;
        QCOMPARE(history.span(), 3600);
        for (quint32 i = 0; i < 4000; ++i)
            history.append(RatePoint{i * 1000, float(i), 2.0f * float(i), 0, 0, RatePoint::None});
        // 4000 points: 340 groups of 10 merged, the newest 300 kept (groups
        // 40 to 339, points 400 to 3399), then points 3400 to 3999.
        QCOMPARE(history.size(), 900);
        QCOMPARE(history.at(0).milliseconds, 404500u); // the mean of 400 000 ... 409 000
        QVERIFY(asCharted(history.at(0).read, 404.5));
        QVERIFY(asCharted(history.at(0).write, 809.0));
        QVERIFY(asCharted(history.at(299).read, 3394.5));
        QVERIFY(asCharted(history.at(300).read, 3400.0));
        QVERIFY(asCharted(history.last().read, 3999.0));
        const auto lastMinute = history.since(3999 * 1000 - 59 * 1000);
        QCOMPARE(lastMinute.size(), 60);
        QVERIFY(asCharted(lastMinute.first().read, 3940.0));
        // Across the tiers: every 10 s before 3400 s, every second after.
        const auto lastQuarter = history.since(3000 * 1000);
        QCOMPARE(lastQuarter.size(), 40 + 600);
        QCOMPARE(lastQuarter.first().milliseconds, 3004500u);
        for (qsizetype i = 1; i < lastQuarter.size(); ++i)
            QVERIFY(lastQuarter[i - 1].milliseconds < lastQuarter[i].milliseconds);

        history.clear();
        QCOMPARE(history.size(), 0);
        QVERIFY(history.since(0).isEmpty());
        // Refilled after a remount: oldest first again, while it grows.
        for (quint32 i = 0; i < 100; ++i)
            history.append(RatePoint{i * 1000, float(i), 0, 0, 0});
        QCOMPARE(history.size(), 100);
        QCOMPARE(history.at(0).read, 0.0f);
        QCOMPARE(history.last().read, 99.0f);
        QCOMPARE(history.since(90 * 1000).size(), 10);
    }

    // Small tiers, traced by hand: fine 3 (+2 before merging), pairs merged,
    // 2 merged points kept.
    void smallTiersWrapInOrder()
    {
        RateHistory history(RateHistory::Tiers{3, 2, 2});
        for (quint32 i = 1; i <= 11; ++i)
            history.append(
                RatePoint{i * 1000, float(i), 0, 0, 0, i % 2 ? float(i) : RatePoint::None});
        QCOMPARE(history.size(), 5);
        QCOMPARE(history.at(0).read, 5.5f); // (5 + 6) / 2
        QCOMPARE(history.at(0).milliseconds, 5500u);
        QCOMPARE(history.at(0).writeRttMs, 5.0f); // 6 had no WRITE: not counted as 0
        QCOMPARE(history.at(1).read, 7.5f);
        QCOMPARE(history.at(2).read, 9.0f);
        QCOMPARE(history.last().read, 11.0f);
        QCOMPARE(history.span(), 3 + 2 * 2);
    }

    // Merging keeps the bytes: a burst in the old tier has the same area.
    void mergedPointsKeepTheBytes()
    {
        RateHistory history(RateHistory::Tiers{10, 10, 5});
        double bytes = 0;
        for (quint32 i = 0; i < 20; ++i) {
            const float rate = i == 3 ? 1.0e9f : 1000.0f;
            bytes += rate;
            history.append(RatePoint{i * 1000, rate, 0, 0, 0});
        }
        double kept = 0;
        QCOMPARE(history.size(), 11); // one merged point of 10, then 10
        kept += 10 * double(history.at(0).read);
        for (qsizetype i = 1; i < history.size(); ++i)
            kept += history.at(i).read;
        // Each point to its 11 bits, and so their sum.
        QVERIFY2(std::abs(kept - bytes) / bytes <= ElevenBits,
                 qPrintable(QString::number(kept - bytes)));
        QVERIFY(std::isnan(history.at(0).writeRttMs)); // no WRITE at all
    }

    // The stored point: time exact, rates and round trips to 11 bits over
    // their whole range, below it to the smallest step, beyond it the largest.
    void storedPointsKeepElevenBits()
    {
        for (const quint32 ms : {0u, 1u, 65535u, 65536u, 3600000u, 0xffffffffu})
            QCOMPARE(StoredRatePoint(RatePoint{ms}).point().milliseconds, ms);
        // Bytes per second from 64 B/s to 50 GB/s (400 Gbit/s), and
        // round trips from 4 us to an hour: random, and powers of ten.
        QRandomGenerator random(42);
        QList<double> rates{64, 1e3, 1e6, 1.25e9, 5e10}, rtts{0.004, 0.3, 12.5, 3.6e6};
        for (int i = 0; i < 1000; ++i) {
            rates.append(64 * std::pow(5e10 / 64, random.generateDouble()));
            rtts.append(0.004 * std::pow(3.6e6 / 0.004, random.generateDouble()));
        }
        for (qsizetype i = 0; i < rates.size(); ++i) {
            const double rtt = rtts[i % rtts.size()];
            const RatePoint kept =
                StoredRatePoint(RatePoint{7, float(rates[i]), float(rates[i] * 1.3),
                                          float(rates[i] * 1.1), float(rates[i] * 1.2), float(rtt)})
                    .point();
            QVERIFY2(asCharted(kept.read, float(rates[i])) &&
                         asCharted(kept.write, float(rates[i] * 1.3)) &&
                         asCharted(kept.wireRead, float(rates[i] * 1.1)) &&
                         asCharted(kept.wireWrite, float(rates[i] * 1.2)),
                     qPrintable(QString::number(rates[i])));
            QVERIFY2(asCharted(kept.writeRttMs, float(rtt)), qPrintable(QString::number(rtt)));
        }
        // Below the range, to the nearest step of 1/16 B/s; none stays none.
        const RatePoint slow = StoredRatePoint(RatePoint{0, 0.5f, 0, 10.03f, 0}).point();
        QCOMPARE(slow.read, 0.5f);
        QCOMPARE(slow.write, 0.0f);
        QVERIFY(std::abs(slow.wireRead - 10.03f) <= 1.0f / 32);
        QVERIFY(std::isnan(StoredRatePoint(RatePoint{}).point().writeRttMs));
        // Beyond it: the largest, not infinity (a chart cannot scale to it).
        const RatePoint huge = StoredRatePoint(RatePoint{0, 1e15f, 0, 0, 0, 1e12f}).point();
        QCOMPARE(huge.read, 65504.0f * 1024 * 1024);
        QCOMPARE(huge.writeRttMs, 65504.0f * 64);
    }

    void intervalIsClamped()
    {
        MountSampler sampler{SystemRoot()};
        sampler.setInterval(100);
        QCOMPARE(sampler.interval(), MountSampler::MinIntervalMs);
        sampler.setInterval(60000);
        QCOMPARE(sampler.interval(), MountSampler::MaxIntervalMs);
    }

    void missingFileEndsEverything()
    {
        QTemporaryDir empty;
        MountSampler sampler{SystemRoot(empty.path())};
        replay(sampler, snapshot(2), 1000);
        sampler.setSource({}); // mountstats under the root again: there is none
        sampler.sample();
        QVERIFY(!sampler.lastError().isEmpty());
        QCOMPARE(sampler.series(QStringLiteral("/mnt/v3")), nullptr);
    }
};

QTEST_GUILESS_MAIN(TestMountSampler)
#include "tst_mountsampler.moc"
