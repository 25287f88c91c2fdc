// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsmount.h"
#include "mounts/nfsoptions.h"

#include <QTest>

using namespace nfstuner;

class TestMountOptions : public QObject
{
    Q_OBJECT

private slots:
    void splitsKernelOptionString()
    {
        // A real v3 super option string (sample-vm fixture).
        const auto options = MountOptions::parse(
            "rw,vers=3,rsize=1048576,wsize=1048576,namlen=255,hard,proto=tcp,timeo=600,"
            "retrans=2,sec=sys,mountaddr=127.0.0.1,mountvers=3,mountport=50891,mountproto=udp,"
            "local_lock=none,addr=127.0.0.1");
        QCOMPARE(options.all().size(), 16);
        QCOMPARE(options.all().first(), (MountOption{QStringLiteral("rw"), std::nullopt}));
        QCOMPARE(options.value(u"vers"), QStringLiteral("3"));
        QCOMPARE(options.number(u"rsize"), 1048576u);
        QVERIFY(options.hasFlag(u"hard"));
        QVERIFY(!options.hasFlag(u"soft"));
        QVERIFY(!options.hasFlag(u"vers")); // has() is for flags; vers has a value
        QCOMPARE(options.number(u"nconnect"), std::nullopt);
        QCOMPARE(options.all().at(1).toString(), QStringLiteral("vers=3"));
    }

    void keepsQuotedValuesWhole()
    {
        const auto options =
            MountOptions::parse("rw,context=\"system_u:object_r:nfs_t:s0,c1\",sec=sys");
        QCOMPARE(options.all().size(), 3);
        QCOMPARE(options.value(u"context"), QStringLiteral("\"system_u:object_r:nfs_t:s0,c1\""));
        QCOMPARE(options.value(u"sec"), QStringLiteral("sys"));
    }

    void numberRejectsGarbage()
    {
        const auto options = MountOptions::parse("rsize=abc,wsize=-1,timeo=");
        QCOMPARE(options.number(u"rsize"), std::nullopt);
        QCOMPARE(options.number(u"wsize"), std::nullopt);
        QCOMPARE(options.number(u"timeo"), std::nullopt);
    }

    void namesMatchWhole()
    {
        // Names that begin alike, a name and a flag of one name, a name
        // that is not ASCII, one longer than any the kernel uses.
        const QString longName(40, u'x');
        const auto options = MountOptions::parse("rsize=1,rsizex=2,hardly,hard=3,größe=5,sec," +
                                                 longName.toUtf8() + "=6,x=7");
        QCOMPARE(options.value(u"rsize"), QStringLiteral("1"));
        QCOMPARE(options.number(u"rsizex"), 2u);
        QVERIFY(!options.hasFlag(u"hard"));
        QCOMPARE(options.value(u"hard"), QStringLiteral("3"));
        QVERIFY(options.hasFlag(u"hardly"));
        QVERIFY(!options.hasFlag(u"har"));
        QVERIFY(!options.value(u"rsiz"));
        QCOMPARE(options.number(QString::fromUtf8("größe")), 5u);
        QVERIFY(!options.value(u"gr"));
        QCOMPARE(options.number(longName), 6u);
        QCOMPARE(options.number(u"x"), 7u);
        QVERIFY(options.hasFlag(u"sec"));
        QVERIFY(!options.value(u"sec"));
        QVERIFY(MountOptions::hasFlag("rw,hardly", u"hardly"));
        QVERIFY(!MountOptions::hasFlag("rw,hardly", u"hard"));
        QVERIFY(!MountOptions::hasFlag("ro=1", u"ro"));
    }

    void namesNotValidUtf8AreFoundAsListed()
    {
        // Lone lead bytes, long (the fuzzer's find, a whole mountinfo line
        // read as one option) and short: each name all() gives is found
        // again, as a flag or with its value.
        const QByteArray lone = "1 10 :2 / / rw - root" + QByteArray(20, '\xc3') + "\xc3\x83" +
                                QByteArray(73, '\xc3') + "fs rowtfs rw";
        const auto options = MountOptions::parse(lone + ",a\xc3\xc3=1,\xff");
        const QList<MountOption> all = options.all();
        QCOMPARE(all.size(), 3);
        QVERIFY(options.hasFlag(all[0].name));
        QCOMPARE(options.value(all[1].name), QStringLiteral("1"));
        QVERIFY(options.hasFlag(all[2].name));
        QVERIFY(MountOptions::hasFlag(lone.constData(), all[0].name));
    }

    void emptyString() { QVERIFY(MountOptions::parse(QByteArray()).all().isEmpty()); }

    void splitsSource_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("exportPath");
        QTest::newRow("ipv4") << "127.0.0.1:/export"
                              << "127.0.0.1"
                              << "/export";
        QTest::newRow("ipv6 keeps no brackets") << "[::1]:/export"
                                                << "::1"
                                                << "/export";
        QTest::newRow("ipv6 long") << "[fd00::1:2]:/srv/a:b"
                                   << "fd00::1:2"
                                   << "/srv/a:b";
        QTest::newRow("host name") << "nas.example.org:/vol/data"
                                   << "nas.example.org"
                                   << "/vol/data";
        QTest::newRow("colon in path") << "nas:/a:b"
                                       << "nas"
                                       << "/a:b";
        QTest::newRow("no colon") << "weird"
                                  << ""
                                  << "weird";
        QTest::newRow("unclosed bracket") << "[::1/export"
                                          << "["
                                          << ":1/export";
    }
    void splitsSource()
    {
        QFETCH(QString, source);
        QFETCH(QString, server);
        QFETCH(QString, exportPath);
        const NfsSource parsed = NfsSource::parse(source);
        QCOMPARE(parsed.server, server);
        QCOMPARE(parsed.exportPath, exportPath);
    }
};

QTEST_GUILESS_MAIN(TestMountOptions)
#include "tst_mountoptions.moc"
