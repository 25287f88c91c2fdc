// SPDX-License-Identifier: GPL-2.0-or-later
// The guard the helper puts in front of QtDBus (helper/busguard.cpp), in a
// process of its own on the test bus: that it stands on the connection, and
// that a connection whose reading libdbus paused is read again when the
// message that filled it is freed in another thread than QtDBus's (with Qt
// 6.4 alone it was never read again). The helper's own tests hold the
// refusals (tst_helper_floods).
#include "busguard.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QTest>

#include <dbus/dbus.h>

using namespace nfstuner;
using namespace Qt::Literals::StringLiterals;

class TestBusGuard : public QObject
{
    Q_OBJECT

private slots:
    void standsOnTheConnection()
    {
        QDBusConnection bus = QDBusConnection::systemBus();
        QVERIFY(bus.isConnected());
        QVERIFY(BusGuard::guards(bus.internalPointer()));
        QVERIFY(!BusGuard::guards(this));
    }

    // With 4 KiB allowed, libdbus stops reading after each introspection
    // it reads (the bus's is larger; in QtDBus's thread) and reads again
    // once the test has freed it (in the test's thread): each call needs
    // that second toggle.
    void readsAgainWhenAMessageIsFreedInAnotherThread()
    {
        QDBusConnection bus = QDBusConnection::systemBus();
        auto *connection = static_cast<DBusConnection *>(bus.internalPointer());
        const long before = dbus_connection_get_max_received_size(connection);
        dbus_connection_set_max_received_size(connection, 4096);
        for (int i = 0; i < 20; ++i) {
            const QDBusMessage reply =
                bus.call(QDBusMessage::createMethodCall(
                             u"org.freedesktop.DBus"_s, u"/org/freedesktop/DBus"_s,
                             u"org.freedesktop.DBus.Introspectable"_s, u"Introspect"_s),
                         QDBus::Block, 5000);
            QVERIFY2(reply.type() == QDBusMessage::ReplyMessage,
                     qPrintable(u"call %1: %2"_s.arg(i).arg(reply.errorName())));
            QVERIFY(reply.arguments().value(0).toString().size() > 4096);
        }
        dbus_connection_set_max_received_size(connection, before);
    }
};

QTEST_GUILESS_MAIN(TestBusGuard)
#include "tst_busguard.moc"
