// SPDX-License-Identifier: GPL-2.0-or-later
// Temporary readaheads (SetReadaheadTemporary) and the mounts a change was
// authorised for, on the private test bus with the real dbus-daemon and
// polkitd (issue 33, items 4 and 5): a value goes back only when its last
// holder leaves, never over a change made since, never onto other mounts
// that took the BDI number; and a change polkit allowed for one mount does
// not land on another that took its BDI while polkit decided.
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <QThread>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

// Waits until the helper's log since `start` has `text`.
bool logShows(qsizetype start, const QByteArray &text, int ms = 10000)
{
    QElapsedTimer clock;
    clock.start();
    while (!helperLog().mid(start).contains(text) && clock.elapsed() < ms)
        QThread::msleep(50);
    return helperLog().mid(start).contains(text);
}

// 0:29, /mnt/v3 of the fixture, replaced by another mount that took the
// number (new mount id, other server and mount point).
void anotherMountTakesV3()
{
    const QString path = testRoot() + QStringLiteral("/proc/self/mountinfo");
    QByteArray table = readFile(path);
    const qsizetype start = table.indexOf("32 1 0:29 / /mnt/v3 ");
    QVERIFY(start >= 0);
    const qsizetype end = table.indexOf('\n', start);
    table.replace(start, end - start,
                  "77 1 0:29 / /mnt/other rw,relatime - nfs 10.9.9.9:/elsewhere rw,vers=3,"
                  "rsize=65536,wsize=65536,namlen=255,hard,proto=tcp,timeo=600,retrans=2,"
                  "sec=sys,mountaddr=10.9.9.9,mountvers=3,mountport=20048,mountproto=udp,"
                  "local_lock=none,addr=10.9.9.9");
    writeFile(path, table);
}

} // namespace

class TestHelperTemporaries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus(&m_pristine)); }

    void init() { restore(testRoot(), m_pristine); }

    // Item 4: caller 1 measures with 2048, caller 2 then sets 8192 to stay.
    // When caller 1 leaves, 8192 stays (it used to get 128 written over it).
    void aLastingChangeEndsTheTemporaries()
    {
        const qsizetype start = helperLog().size();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(first.call(QStringLiteral("SetReadaheadTemporary"), V3, 2048),
                 QStringLiteral("(no error)"));
        QCOMPARE(second.call(QStringLiteral("SetReadahead"), V3, 8192),
                 QStringLiteral("(no error)"));
        first.leave();
        // Nothing to wait for but time: no put-back may come.
        QThread::msleep(1000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
        QVERIFY(logShows(start, "the temporary readahead of 0:29 ends: a lasting change"));
        QVERIFY2(!helperLog().mid(start).contains("(put back:"),
                 helperLog().mid(start).constData());
    }

    // Item 4: two callers with temporaries on one BDI. The value goes back
    // to the one from before the first, once the last has left (it used to
    // go back when the first left, and stay at the first's value for good).
    void theLastHolderLeavingPutsBack()
    {
        const qsizetype start = helperLog().size();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(first.call(QStringLiteral("SetReadaheadTemporary"), V3, 2048),
                 QStringLiteral("(no error)"));
        QCOMPARE(second.call(QStringLiteral("SetReadaheadTemporary"), V3, 4096),
                 QStringLiteral("(no error)"));
        first.leave();
        QThread::msleep(1000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("4096\n"));
        second.leave();
        QVERIFY(logShows(start, "4096 -> 128 KiB (put back: the caller left)"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
    }

    // Item 4: a change made without the helper (an admin's echo, udev)
    // since the temporary one stays; the log says why nothing went back.
    void aValueChangedSinceStays()
    {
        const qsizetype start = helperLog().size();
        Caller caller(QStringLiteral("caller"));
        QCOMPARE(caller.call(QStringLiteral("SetReadaheadTemporary"), V3, 2048),
                 QStringLiteral("(no error)"));
        writeFile(sysfs(V3), "8192\n");
        caller.leave();
        QVERIFY(logShows(start, "the caller left)"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
        QVERIFY(logShows(start, "the readahead of 0:29 was not put back to 128 KiB (the caller "
                                "left): it is 8192 KiB now, not the temporary 2048 KiB"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
    }

    // Round four, item 4: an admin's change between two callers'
    // temporaries is what goes back when both have left, not the value from
    // before the first (it went back to 128, and the admin's 8192 was lost).
    void anAdminsChangeBetweenTemporariesIsWhatGoesBack()
    {
        const qsizetype start = helperLog().size();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(first.call(QStringLiteral("SetReadaheadTemporary"), V3, 2048),
                 QStringLiteral("(no error)"));
        writeFile(sysfs(V3), "8192\n");
        QCOMPARE(second.call(QStringLiteral("SetReadaheadTemporary"), V3, 4096),
                 QStringLiteral("(no error)"));
        QVERIFY(logShows(start, "8192 -> 4096 KiB (until the caller leaves)"));
        first.leave();
        QThread::msleep(1000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("4096\n"));
        second.leave();
        QVERIFY(logShows(start, "4096 -> 8192 KiB (put back: the caller left)"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
    }

    // Item 5: the mount the temporary value was set on went, and another
    // took its BDI number (the kernel hands them out lowest first): the
    // value is not put back onto it.
    void anotherMountOnTheNumberIsLeftAlone()
    {
        const qsizetype start = helperLog().size();
        Caller caller(QStringLiteral("caller"));
        QCOMPARE(caller.call(QStringLiteral("SetReadaheadTemporary"), V3, 2048),
                 QStringLiteral("(no error)"));
        anotherMountTakesV3();
        caller.leave();
        QVERIFY(logShows(start, "the caller left)"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("2048\n"));
        QVERIFY2(logShows(start, "the readahead of 0:29 was not put back to 128 KiB (the caller "
                                 "left): 0:29 has other mounts now (id 77 10.9.9.9:/elsewhere on "
                                 "/mnt/other; the temporary value was set on id 32 "
                                 "127.0.0.1:/export on /mnt/v3)"),
                 helperLog().mid(start).constData());
        QCOMPARE(readFile(sysfs(V3)), QByteArray("2048\n"));
    }

    // Item 5: polkit allowed the change for /mnt/v3; while it decided (a
    // rule that takes 2 s), another mount took 0:29. Refused, nothing
    // written, and logged.
    void aChangeLandsOnlyOnTheMountsPolkitWasShown()
    {
        const QString rule = testRulesDir() + QStringLiteral("/50-nfs-tuner-slow.rules");
        writeFile(rule,
                  "polkit.addRule(function(action, subject) {\n"
                  "    if (action.id == \"io.github.nfstuner.set-readahead\" &&\n"
                  "        subject.user == \"nobody\" && action.lookup(\"kib\") == \"4096\") {\n"
                  "        if (action.lookup(\"mountpoints\") == \"/mnt/v3\")\n"
                  "            polkit.spawn([\"sleep\", \"2\"]);\n"
                  "        return polkit.Result.YES;\n"
                  "    }\n"
                  "});\n");
        const auto removeRule = qScopeGuard([&rule] { QFile::remove(rule); });
        // polkitd reads the rule by inotify: nobody may set 0:31 once it has.
        waitForPolkit([] {
            return cliAsNobody({QStringLiteral("set-readahead"), V42, QStringLiteral("4096")})
                       .exitCode == 0;
        });
        QCOMPARE(readFile(sysfs(V42)), QByteArray("4096\n"));

        const qsizetype start = helperLog().size();
        QProcess nobody;
        nobody.start(systemProgram(QStringLiteral("setpriv")),
                     setprivNobody(
                         {cliPath(), QStringLiteral("set-readahead"), V3, QStringLiteral("4096")}));
        QVERIFY(nobody.waitForStarted());
        QThread::msleep(700); // polkit is deciding
        anotherMountTakesV3();
        QVERIFY(nobody.waitForFinished(20000));
        const QByteArray err = nobody.readAllStandardError();
        QVERIFY2(nobody.exitCode() != 0, err.constData());
        QVERIFY2(err.contains("the mounts on 0:29 changed while the change was authorized"),
                 err.constData());
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
        QVERIFY2(logShows(start, "refused: set the readahead of 0:29 to 4096 KiB: the mounts on "
                                 "0:29 changed while the change was authorized (then id 32 "
                                 "127.0.0.1:/export on /mnt/v3; now id 77 10.9.9.9:/elsewhere "
                                 "on /mnt/other)"),
                 helperLog().mid(start).constData());
    }

private:
    QMap<QString, QByteArray> m_pristine;
};

QTEST_GUILESS_MAIN(TestHelperTemporaries)
#include "tst_helper_temporaries.moc"
