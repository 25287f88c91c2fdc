// SPDX-License-Identifier: GPL-2.0-or-later
// The write-back limit held for a write tune (SetNfsCongestionKbTemporary),
// on the private test bus with the real dbus-daemon and polkitd (issue 64,
// item 3): the value from before goes back when its holder leaves, never
// over a value set since, and one caller holds it at a time.
#include "fixtureroot.h"
#include "helpertesting.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString limitFile()
{
    return testRoot() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb");
}

bool logShows(qsizetype start, const QByteArray &text, int ms = 10000)
{
    QElapsedTimer clock;
    clock.start();
    while (!helperLog().mid(start).contains(text) && clock.elapsed() < ms)
        QThread::msleep(50);
    return helperLog().mid(start).contains(text);
}

} // namespace

class TestHelperTemporaryCongestion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus(&m_pristine)); }

    // The client's limit as a kernel with 24 GiB sets it.
    void init()
    {
        restore(testRoot(), m_pristine);
        writeFile(limitFile(), m_start);
    }

    // kill -9 of a tune closes its bus connection as leaving does.
    void theHolderLeavingPutsTheValueBack()
    {
        const qsizetype start = helperLog().size();
        Caller tune(QStringLiteral("tune"));
        QCOMPARE(tune.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(1048576)}),
                 QStringLiteral("(no error)"));
        QCOMPARE(readFile(limitFile()), QByteArray("1048576\n"));
        QVERIFY(logShows(start, "1048576 KiB (until the caller leaves)"));
        tune.leave();
        QVERIFY(logShows(start, "(put back: the caller left)"));
        QCOMPARE(readFile(limitFile()), m_start);
    }

    // Two tunes would measure each other's values: the second is refused
    // before polkit, and the first's value is what stays meanwhile. A
    // lasting change by anyone ends the hold.
    void oneHolderAtATime()
    {
        const qsizetype start = helperLog().size();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(first.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(1048576)}),
                 QStringLiteral("(no error)"));
        QCOMPARE(second.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(2097152)}),
                 QStringLiteral("io.github.nfstuner.Error.Conflict"));
        QCOMPARE(readFile(limitFile()), QByteArray("1048576\n"));
        QCOMPARE(second.call(QStringLiteral("SetNfsCongestionKb"), {uint(524288)}),
                 QStringLiteral("(no error)"));
        first.leave();
        QVERIFY(logShows(start, "the temporary nfs_congestion_kb ends: a lasting change"));
        QThread::msleep(1000); // no put-back may come
        QCOMPARE(readFile(limitFile()), QByteArray("524288\n"));
        QVERIFY2(!helperLog().mid(start).contains("(put back:"),
                 helperLog().mid(start).constData());
    }

    // A value set without the helper since (an admin's sysctl) stays; the
    // log says why nothing went back.
    void aValueChangedSinceStays()
    {
        const qsizetype start = helperLog().size();
        Caller tune(QStringLiteral("tune"));
        QCOMPARE(tune.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(1048576)}),
                 QStringLiteral("(no error)"));
        writeFile(limitFile(), "777\n");
        tune.leave();
        QVERIFY(logShows(start, "nfs_congestion_kb was not put back to " + m_start.trimmed() +
                                    " KiB (the caller left): nfs_congestion_kb is 777 KiB, not "
                                    "the temporary 1048576 KiB"));
        QCOMPARE(readFile(limitFile()), QByteArray("777\n"));
    }

    // After a holder left and its value went back, the next may hold it.
    void theNextTuneMayHoldItOnceTheFirstLeft()
    {
        const qsizetype start = helperLog().size();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(first.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(1048576)}),
                 QStringLiteral("(no error)"));
        first.leave();
        QVERIFY(logShows(start, "(put back: the caller left)"));
        QCOMPARE(second.call(QStringLiteral("SetNfsCongestionKbTemporary"), {uint(2097152)}),
                 QStringLiteral("(no error)"));
        second.leave();
        QVERIFY(logShows(start, "2097152 -> " + m_start.trimmed() + " KiB (put back"));
        QCOMPARE(readFile(limitFile()), m_start);
    }

private:
    QMap<QString, QByteArray> m_pristine;
    const QByteArray m_start = "45312\n";
};

QTEST_GUILESS_MAIN(TestHelperTemporaryCongestion)
#include "tst_helper_temporary_congestion.moc"
