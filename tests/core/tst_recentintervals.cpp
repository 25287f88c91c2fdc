// SPDX-License-Identifier: GPL-2.0-or-later
// The advice's window over the sampler's intervals: the last minute of each
// mount added up, the sums worked out here by hand.
#include "advice/recentintervals.h"

#include <QTest>

using namespace nfstuner;

namespace {

// Interval i of a mount: numbers that differ from one interval to the next,
// reads in every third interval only.
MountRates interval(int i)
{
    MountRates rates;
    rates.seconds = 1.0 + (i % 4) * 0.25;
    if (i % 3 == 0) {
        rates.readOps = quint64(10 + i);
        rates.readPlusOps = quint64(i % 5);
        rates.wireReadBytes = quint64(4096 * (10 + i));
        rates.readBytes = quint64(2048 * (10 + i));
        rates.readRttMs = 0.5 + i % 7;
        rates.readExecuteMs = 1.0 + i % 5;
    }
    rates.writeOps = quint64(i % 4);
    rates.commitOps = quint64(i % 2);
    rates.wireWriteBytes = quint64(8192 * (i % 4));
    rates.writeBytes = quint64(8192 * (i % 4) + 100);
    if (rates.writeOps > 0) {
        rates.writeRttMs = 2.0 + i % 3;
        rates.writeExecuteMs = 3.0 + i % 2;
    }
    return rates;
}

} // namespace

class TestRecentIntervals : public QObject
{
    Q_OBJECT

private slots:
    void windowsAddUpTheLastMinute()
    {
        RecentIntervals recent(60);
        const QString mount = QStringLiteral("/mnt/a");
        const int count = 150;
        for (int i = 0; i < count; ++i)
            recent.add(mount, interval(i));

        // The newest intervals whose total, less the oldest of them, stays
        // under 60 s: the oldest goes only while the rest cover the minute.
        int first = count - 1;
        double seconds = interval(first).seconds;
        while (first > 0 && seconds < 60) {
            --first;
            seconds += interval(first).seconds;
        }
        double busy = 0, readRtt = 0, readExecute = 0, writeRtt = 0, writeExecute = 0;
        quint64 readOps = 0, readPlus = 0, wireRead = 0, appRead = 0;
        quint64 writeOps = 0, commits = 0, wireWrite = 0, appWrite = 0;
        for (int i = first; i < count; ++i) {
            const MountRates r = interval(i);
            busy += r.readOps > 0 ? r.seconds : 0;
            readOps += r.readOps;
            readPlus += r.readPlusOps;
            wireRead += r.wireReadBytes;
            appRead += r.readBytes;
            readRtt += r.readRttMs.value_or(0) * double(r.readOps);
            readExecute += r.readExecuteMs.value_or(0) * double(r.readOps);
            writeOps += r.writeOps;
            commits += r.commitOps;
            wireWrite += r.wireWriteBytes;
            appWrite += r.writeBytes;
            writeRtt += r.writeRttMs.value_or(0) * double(r.writeOps);
            writeExecute += r.writeExecuteMs.value_or(0) * double(r.writeOps);
        }
        QVERIFY(count - first < count); // some dropped

        const ReadWindow read = recent.readWindow(mount);
        QCOMPARE(read.seconds, seconds);
        QVERIFY(read.busySeconds);
        QCOMPARE(*read.busySeconds, busy);
        QCOMPARE(read.readOps, readOps);
        QCOMPARE(read.readPlusOps, readPlus);
        QCOMPARE(read.wireReadBytes, wireRead);
        QCOMPARE(read.appReadBytes, appRead);
        QCOMPARE(read.rttMs, readRtt);
        QCOMPARE(read.executeMs, readExecute);

        const WriteWindow write = recent.writeWindow(mount);
        QCOMPARE(write.seconds, seconds);
        QCOMPARE(write.writeOps, writeOps);
        QCOMPARE(write.commitOps, commits);
        QCOMPARE(write.wireWriteBytes, wireWrite);
        QCOMPARE(write.appWriteBytes, appWrite);
        QCOMPARE(write.rttMs, writeRtt);
        QCOMPARE(write.executeMs, writeExecute);
    }

    void remountStartsAgainAndUnmountForgets()
    {
        RecentIntervals recent(60);
        const QString a = QStringLiteral("/mnt/a"), b = QStringLiteral("/mnt/b");
        for (int i = 0; i < 10; ++i) {
            recent.add(a, interval(i * 3));
            recent.add(b, interval(i * 3));
        }
        recent.add(a, std::nullopt); // counters restarted
        recent.add(a, interval(3));
        QCOMPARE(recent.readWindow(a).seconds, interval(3).seconds);
        QCOMPARE(recent.readWindow(a).readOps, interval(3).readOps);
        QVERIFY(recent.readWindow(b).readOps > interval(3).readOps);

        recent.retain({a});
        QCOMPARE(recent.readWindow(b).seconds, 0.0);
        QVERIFY(!recent.readWindow(b).busySeconds);
        QCOMPARE(recent.writeWindow(QStringLiteral("/mnt/never")).seconds, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestRecentIntervals)
#include "tst_recentintervals.moc"
