// SPDX-License-Identifier: GPL-2.0-or-later
// The helper exits when idle and D-Bus starts it again on the next call.
// Run with NFSTUNER_HELPER_IDLE=2 through run-with-test-bus.sh.
#include "helpertesting.h"

#include <QDBusVariant>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestHelperIdle)
#include "tst_helper_idle.moc"
