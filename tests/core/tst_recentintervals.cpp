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

// Intervals [first, end) added up by hand, compared field by field with
// the windows.
void compareSums(const RecentIntervals &recent, const QString &mount, int first, int end)
{
    double seconds = 0, busy = 0, readRtt = 0, readExecute = 0, writeRtt = 0, writeExecute = 0;
    quint64 readOps = 0, readPlus = 0, wireRead = 0, appRead = 0;
    quint64 writeOps = 0, commits = 0, wireWrite = 0, appWrite = 0;
    for (int i = first; i < end; ++i) {
        const MountRates r = interval(i);
        seconds += r.seconds;
        // The READs' spans: at most the interval and their execute times.
        busy += r.readOps > 0
                    ? std::min(r.seconds, r.readExecuteMs.value_or(0) * double(r.readOps) / 1000)
                    : 0;
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

} // namespace

class TestRecentIntervals : public QObject
{
    Q_OBJECT

private slots:
    void windowsAddUpTheLastMinute()
    {
        // Buckets of no length: one per interval, the window exactly the
        // newest intervals that cover the minute.
        RecentIntervals recent(60, 0);
        const QString mount = QStringLiteral("/mnt/a");
        const int count = 150;
        for (int i = 0; i < count; ++i)
            recent.add(mount, interval(i));

        // The oldest goes only while the rest cover the minute.
        int first = count - 1;
        double seconds = interval(first).seconds;
        while (first > 0 && seconds < 60) {
            --first;
            seconds += interval(first).seconds;
        }
        QVERIFY(first > 0); // some dropped
        compareSums(recent, mount, first, count);
    }

    void windowsDropWholeBuckets()
    {
        // Buckets of 5 s, closed by the interval that fills them; the window
        // keeps the newest buckets that cover the minute, and the open one.
        // Compared after every interval, so that each way the window moves
        // is seen: a bucket closing, the oldest dropped as one closes, and
        // (58 s: the buckets of these intervals do not add up to it) the
        // oldest dropped while the open bucket fills.
        const int count = 150;
        for (const double windowSeconds : {60.0, 58.0}) {
            RecentIntervals recent(windowSeconds, 5);
            const QString mount = QStringLiteral("/mnt/a");
            QList<int> bucketStarts{0};
            double filling = 0;
            int dropped = 0;
            for (int i = 0; i < count; ++i) {
                recent.add(mount, interval(i));
                filling += interval(i).seconds;
                if (filling >= 5) {
                    bucketStarts.append(i + 1); // the open bucket, empty
                    filling = 0;
                }
                // From the newest bucket back, until they cover the window.
                qsizetype oldest = bucketStarts.size() - 1;
                double seconds = 0;
                for (int j = bucketStarts[oldest]; j <= i; ++j)
                    seconds += interval(j).seconds;
                while (oldest > 0 && seconds < windowSeconds) {
                    --oldest;
                    for (int j = bucketStarts[oldest]; j < bucketStarts[oldest + 1]; ++j)
                        seconds += interval(j).seconds;
                }
                QVERIFY(seconds < windowSeconds + 5 + 2); // a bucket more at most
                compareSums(recent, mount, bucketStarts[oldest], i + 1);
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(QStringLiteral("window %1 s, after interval %2")
                                         .arg(windowSeconds)
                                         .arg(i)));
                dropped = std::max(dropped, bucketStarts[oldest]);
            }
            QVERIFY(dropped > 0);
        }

        RecentIntervals recent(60, 5);
        const QString mount = QStringLiteral("/mnt/a");
        // A remount in the middle of a bucket: the next window starts there.
        recent.add(mount, std::nullopt);
        recent.add(mount, interval(7));
        QCOMPARE(recent.readWindow(mount).seconds, interval(7).seconds);
    }

    // A pass over many mounts keeps their buckets instead of looking each
    // up: good while the generation stays, which a mount added or forgotten
    // (or the whole copied) changes.
    void bucketsStayWhileTheGenerationStays()
    {
        RecentIntervals recent(60);
        const QString a = QStringLiteral("/mnt/a"), b = QStringLiteral("/mnt/b");
        QCOMPARE(recent.find(a), nullptr);
        QCOMPARE(RecentIntervals::readWindow(nullptr).seconds, 0.0);
        recent.add(a, interval(0));
        recent.add(b, interval(0));
        recent.forgetNotAdded();
        const quint64 both = recent.generation();
        const RecentIntervals::Buckets *kept = recent.find(a);
        QVERIFY(kept);
        for (int i = 1; i < 30; ++i) { // passes with the same mounts
            recent.add(a, interval(i));
            recent.add(b, interval(i));
            recent.forgetNotAdded();
            QCOMPARE(recent.generation(), both);
            QCOMPARE(recent.find(a), kept);
            QCOMPARE(RecentIntervals::readWindow(kept).readOps, recent.readWindow(a).readOps);
            QCOMPARE(RecentIntervals::readWindow(kept).seconds, recent.readWindow(a).seconds);
        }
        compareSums(recent, a, 0, 30);

        recent.add(a, interval(30)); // b unmounted
        recent.forgetNotAdded();
        const quint64 withoutB = recent.generation();
        QVERIFY(withoutB != both);
        QCOMPARE(recent.find(b), nullptr);

        recent.add(a, interval(31)); // b back
        recent.add(b, interval(31));
        QVERIFY(recent.generation() != withoutB);
        recent.forgetNotAdded();

        const quint64 beforeCopy = recent.generation();
        const RecentIntervals copy = recent;
        recent.add(a, interval(32));
        QVERIFY(recent.generation() != beforeCopy);
        QCOMPARE(copy.readWindow(a).seconds + interval(32).seconds, recent.readWindow(a).seconds);
    }

    void remountStartsAgainAndUnmountForgets()
    {
        RecentIntervals recent(60);
        const QString a = QStringLiteral("/mnt/a"), b = QStringLiteral("/mnt/b");
        for (int i = 0; i < 10; ++i) { // ten passes of the sampler
            recent.add(a, interval(i * 3));
            recent.add(b, interval(i * 3));
            recent.forgetNotAdded();
        }
        recent.add(a, std::nullopt); // counters restarted
        recent.add(a, interval(3));
        recent.add(b, interval(30));
        recent.forgetNotAdded();
        QCOMPARE(recent.readWindow(a).seconds, interval(3).seconds);
        QCOMPARE(recent.readWindow(a).readOps, interval(3).readOps);
        QVERIFY(recent.readWindow(b).readOps > interval(3).readOps);

        // A pass without b: unmounted, forgotten; a keeps its window.
        recent.add(a, interval(6));
        recent.forgetNotAdded();
        QCOMPARE(recent.readWindow(b).seconds, 0.0);
        QVERIFY(!recent.readWindow(b).busySeconds);
        QCOMPARE(recent.readWindow(a).seconds, interval(3).seconds + interval(6).seconds);
        QCOMPARE(recent.writeWindow(QStringLiteral("/mnt/never")).seconds, 0.0);

        // b mounted again starts from nothing; a pass of no mounts forgets all.
        recent.add(a, interval(9));
        recent.add(b, interval(9));
        recent.forgetNotAdded();
        QCOMPARE(recent.readWindow(b).seconds, interval(9).seconds);
        recent.forgetNotAdded();
        QCOMPARE(recent.readWindow(a).seconds, 0.0);
        QCOMPARE(recent.readWindow(b).seconds, 0.0);
    }

    // A readahead change empties the mount's window, which counts again
    // from the first file closed after it (reads before may be of files
    // opened at the old value) and says so until a whole window of the new
    // value has come; the other mounts keep theirs.
    void readaheadChangeRestartsTheWindow()
    {
        RecentIntervals recent(10, 2);
        const QString a = QStringLiteral("/mnt/a"), b = QStringLiteral("/mnt/b");
        for (int i = 0; i < 12; ++i) {
            recent.add(a, interval(i));
            recent.add(b, interval(i));
            recent.forgetNotAdded();
        }
        const ReadWindow before = recent.readWindow(b);
        QVERIFY(!recent.readWindow(a).sinceReadaheadChange);
        recent.restart(a);
        QCOMPARE(recent.readWindow(a).seconds, 0.0);
        QCOMPARE(recent.readWindow(a).readOps, quint64(0));
        QVERIFY(recent.readWindow(a).sinceReadaheadChange);
        QCOMPARE(recent.readWindow(b).readOps, before.readOps);
        QVERIFY(!recent.readWindow(b).sinceReadaheadChange);

        // Reads with no file closed: files opened before the change.
        int i = 12;
        for (; i < 15; ++i) {
            recent.add(a, interval(i));
            recent.forgetNotAdded();
            QVERIFY(recent.readWindow(a).waitingForReopen);
            QCOMPARE(recent.readWindow(a).readOps, quint64(0));
        }
        // A file closed: the interval that closed it is the old value's too.
        MountRates closing = interval(i++);
        closing.fileReleases = 1;
        recent.add(a, closing);
        recent.forgetNotAdded();
        QVERIFY(!recent.readWindow(a).waitingForReopen);
        QCOMPARE(recent.readWindow(a).seconds, 0.0);
        QVERIFY(recent.readWindow(a).sinceReadaheadChange);

        double seconds = 0;
        while (seconds + interval(i).seconds < 10) { // less than a window: it says so
            recent.add(a, interval(i));
            seconds += interval(i++).seconds;
            recent.forgetNotAdded();
            QCOMPARE(recent.readWindow(a).seconds, seconds);
            QVERIFY(recent.readWindow(a).sinceReadaheadChange);
        }
        recent.add(a, interval(i)); // a whole window of the new value
        recent.forgetNotAdded();
        QVERIFY(!recent.readWindow(a).sinceReadaheadChange);
        recent.restart(QStringLiteral("/mnt/never")); // unknown: nothing to do
        QCOMPARE(recent.readWindow(QStringLiteral("/mnt/never")).seconds, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestRecentIntervals)
#include "tst_recentintervals.moc"
