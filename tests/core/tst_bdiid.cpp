// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdiid.h"

#include <QTest>

using namespace nfstuner;

class TestBdiId : public QObject
{
    Q_OBJECT

private slots:
    void parsesValid_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<uint>("major");
        QTest::addColumn<uint>("minor");
        QTest::newRow("nfs anon dev") << "0:29" << 0u << 29u;
        QTest::newRow("block dev") << "8:16" << 8u << 16u;
        QTest::newRow("max") << "4095:1048575" << 4095u << 1048575u;
    }
    void parsesValid()
    {
        QFETCH(QString, text);
        QFETCH(uint, major);
        QFETCH(uint, minor);
        const auto bdi = BdiId::parse(text);
        QVERIFY(bdi);
        QCOMPARE(bdi->major, major);
        QCOMPARE(bdi->minor, minor);
        QCOMPARE(bdi->toString(), text);
    }

    void rejectsInvalid_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *bad : {"",      ":",      "0:",     ":29",    "0:29/../../x", "../0:29",
                                "0:29 ", " 0:29",  "+0:29",  "-1:29",  "0:-29",        "00:29",
                                "0:029", "0x0:29", "0:29:1", "4096:0", "0:1048576",    "99999999:1",
                                "a:b",   "0；29",  "0:２9",  "0:29\n", "9p-1"})
            QTest::newRow(bad) << QString::fromUtf8(bad);
    }
    void rejectsInvalid()
    {
        QFETCH(QString, text);
        QVERIFY2(!BdiId::parse(text), qPrintable(text));
    }

    void ordersAndHashes()
    {
        QVERIFY((BdiId{0, 29}) < (BdiId{0, 31}));
        QVERIFY((BdiId{0, 29}) == (BdiId{0, 29}));
        QCOMPARE(qHash(BdiId{0, 29}), qHash(BdiId{0, 29}));
    }
};

QTEST_GUILESS_MAIN(TestBdiId)
#include "tst_bdiid.moc"
