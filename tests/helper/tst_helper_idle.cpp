// SPDX-License-Identifier: GPL-2.0-or-later
// The helper exits when idle and D-Bus starts it again on the next call,
// but not while a temporary readahead waits to be put back; stopped, it
// puts that back first. Run with NFSTUNER_HELPER_IDLE=2 through
// run-with-test-bus.sh.
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"

#include <QDBusConnection>
#include <QDBusVariant>
#include <QTest>

#include <csignal>

using namespace nfstuner::test;

class TestHelperIdle : public QObject
{
    Q_OBJECT

private slots:
    void exitsWhenIdleAndComesBack()
    {
        auto version = [] {
            return callHelper(
                QStringLiteral("Get"),
                {QStringLiteral("io.github.nfstuner.Helper1"), QStringLiteral("Version")},
                QStringLiteral("org.freedesktop.DBus.Properties"));
        };
        QCOMPARE(version().type(), QDBusMessage::ReplyMessage);
        const uint first = helperPid();
        QVERIFY(first > 0);
        QTRY_COMPARE_WITH_TIMEOUT(helperPid(), 0u, 10000);
        QCOMPARE(version().type(), QDBusMessage::ReplyMessage);
        const uint second = helperPid();
        QVERIFY(second > 0);
        QVERIFY(second != first);
    }

    void temporaryKeepsItRunningAndIsPutBackOnStop()
    {
        const qsizetype start = helperLog().size();
        QDBusConnection caller =
            QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("sweeper"));
        QDBusMessage message = QDBusMessage::createMethodCall(
            nfstuner::HelperDBus::service(), nfstuner::HelperDBus::path(),
            nfstuner::HelperDBus::interface(), QStringLiteral("SetReadaheadTemporary"));
        message << V3 << 4096u;
        QCOMPARE(caller.call(message, QDBus::Block, 30000).type(), QDBusMessage::ReplyMessage);
        const uint pid = helperPid();
        QVERIFY(pid > 0);
        QTest::qWait(4000); // twice the idle timeout
        QCOMPARE(helperPid(), pid);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("4096\n"));
        ::kill(pid_t(pid), SIGTERM);
        QTRY_COMPARE_WITH_TIMEOUT(helperPid(), 0u, 10000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
        QVERIFY(helperLog().mid(start).contains("4096 -> 128 KiB (put back: the helper stopped)"));
    }
};

QTEST_GUILESS_MAIN(TestHelperIdle)
#include "tst_helper_idle.moc"
