// SPDX-License-Identifier: GPL-2.0-or-later
// The helper losing its bus (round four, item 2): libdbus dropped the
// helper's connection when calls carrying descriptors filled its open files,
// and the old helper ran on without a bus, its callers' temporary values
// never put back. Here the bus itself goes (the test's own dbus-daemon,
// killed): the helper notices within seconds, puts the temporary value
// back, says so and stops. A program of its own: nothing runs on this bus
// after it.
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDir>
#include <QTest>

#include <csignal>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

class TestHelperBusLoss : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus()); }

    void aHelperWithoutItsBusPutsBackAndStops()
    {
        QDBusMessage set =
            QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                           HelperDBus::interface(), u"SetReadaheadTemporary"_s);
        set << V3 << 3000u;
        const QDBusMessage reply = QDBusConnection::systemBus().call(set, QDBus::Block, 30000);
        QCOMPARE(errorName(reply), u"(no error)"_s);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("3000\n"));
        const uint helper = helperPid();
        const uint bus =
            QDBusConnection::systemBus().interface()->servicePid(u"org.freedesktop.DBus"_s);
        QVERIFY(helper > 0 && bus > 0);

        QCOMPARE(::kill(pid_t(bus), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!QDir(u"/proc/%1"_s.arg(helper)).exists(), 10000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
        const QByteArray log = helperLog();
        // On Debian 13 the helper got SIGTERM as the bus died (a parent-death
        // signal from dbus-daemon, it seems), which ends it the same way; on
        // Debian 12 nothing comes and the helper's own watch must notice.
        QVERIFY2(log.contains("lost the system bus") || log.contains("stopping on signal 15"),
                 log.constData());
        QVERIFY2(log.contains("put back: the helper stopped"), log.constData());
    }
};

QTEST_GUILESS_MAIN(TestHelperBusLoss)
#include "tst_helper_busloss.moc"
