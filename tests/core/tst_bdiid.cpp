// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdiid.h"

#include <QSet>
#include <QTest>

#include <algorithm>

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

    void ordersByMajorThenMinor()
    {
        // The oracle: (major, minor) pairs sorted as numbers, not as text
        // ("10:1" after "9:2", "0:100" after "0:29").
        QList<std::pair<uint, uint>> pairs = {{9, 2}, {0, 100}, {10, 1}, {0, 29}, {8, 16}, {0, 31}};
        QList<BdiId> ids;
        for (const auto &[major, minor] : pairs)
            ids.append(BdiId{major, minor});
        std::sort(pairs.begin(), pairs.end());
        std::sort(ids.begin(), ids.end());
        for (qsizetype i = 0; i < ids.size(); ++i) {
            QCOMPARE(ids[i].major, pairs[i].first);
            QCOMPARE(ids[i].minor, pairs[i].second);
        }
        QVERIFY(!((BdiId{0, 29}) < (BdiId{0, 29})));
    }

    void equalityAndHashingTellIdsApart()
    {
        // The same BDI parsed and built is one key; major and minor swapped
        // are two.
        QSet<BdiId> set{BdiId{0, 29}, BdiId{29, 0}, BdiId{0, 30}};
        QCOMPARE(set.size(), 3);
        const auto parsed = BdiId::parse(QStringLiteral("0:29"));
        QVERIFY(parsed);
        QVERIFY(set.contains(*parsed));
        QCOMPARE(qHash(*parsed), qHash(BdiId{0, 29}));
        QVERIFY((BdiId{0, 29}) != (BdiId{29, 0}));
        QVERIFY((BdiId{0, 29}) != (BdiId{0, 30}));
        set.insert(*parsed);
        QCOMPARE(set.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestBdiId)
#include "tst_bdiid.moc"
