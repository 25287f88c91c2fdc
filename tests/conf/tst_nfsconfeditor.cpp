// SPDX-License-Identifier: GPL-2.0-or-later
// The editor's contract beyond what the differential write cases cover:
// validation, refusals, several edits, the Modified comment.
#include "conf/confsyntax.h"
#include "conf/nfsconfeditor.h"
#include "conf/nfsutilsrelease.h"
#include "fixtureroot.h"

#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

ConfEdit set(const char *section, const char *key, const QByteArray &value)
{
    return ConfEdit{section, std::nullopt, key, value};
}

QByteArray stockDebianFile()
{
    return readFile(fixturesDir() + QStringLiteral("/nfsconf/debian12-nfs.conf"));
}

} // namespace

class TestNfsConfEditor : public QObject
{
    Q_OBJECT

private slots:
    void stockFileChangesExactlyOneLine()
    {
        const QByteArray before = stockDebianFile();
        const auto after = NfsConfEditor::apply(before, set("nfsrahead", "nfs4", "16384"));
        QVERIFY(after);
        QByteArray expected = before;
        expected.replace("# nfs4=16000\n", "nfs4=16384\n");
        QCOMPARE(*after, expected);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("section");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("section with ]")
            << QByteArray("nfs]rahead") << QByteArray("nfs") << QByteArray("1");
        QTest::newRow("section with [") << QByteArray("[x") << QByteArray("nfs") << QByteArray("1");
        QTest::newRow("empty section") << QByteArray() << QByteArray("nfs") << QByteArray("1");
        QTest::newRow("key with =") << QByteArray("s") << QByteArray("a=b") << QByteArray("1");
        QTest::newRow("key with space") << QByteArray("s") << QByteArray("a b") << QByteArray("1");
        QTest::newRow("key include")
            << QByteArray("s") << QByteArray("INCLUDE") << QByteArray("/x");
        QTest::newRow("long key") << QByteArray("s") << QByteArray(256, 'k') << QByteArray("1");
        QTest::newRow("key with #") << QByteArray("s") << QByteArray("a#b") << QByteArray("1");
        QTest::newRow("key with [") << QByteArray("s") << QByteArray("[a") << QByteArray("1");
        QTest::newRow("key with ;") << QByteArray("s") << QByteArray(";a") << QByteArray("1");
        QTest::newRow("newline value")
            << QByteArray("s") << QByteArray("k") << QByteArray("1\n[x]");
        QTest::newRow("cr value") << QByteArray("s") << QByteArray("k") << QByteArray("1\r");
        QTest::newRow("nul value") << QByteArray("s") << QByteArray("k") << QByteArray("1\0", 2);
        QTest::newRow("both quotes") << QByteArray("s") << QByteArray("k") << QByteArray("a'b\"c");
        QTest::newRow("empty value") << QByteArray("s") << QByteArray("k") << QByteArray("");
        QTest::newRow("huge value") << QByteArray("s") << QByteArray("k") << QByteArray(4097, '1');
    }
    void rejectsBadInput()
    {
        QFETCH(QByteArray, section);
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, value);
        const QByteArray before = stockDebianFile();
        const auto after =
            NfsConfEditor::apply(before, ConfEdit{section, std::nullopt, key, value});
        QVERIFY(!after);
        QCOMPARE(after.error().code, Error::Code::InvalidArgument);
    }

    void rejectsBadArgument()
    {
        for (const QByteArray &arg :
             {QByteArray("a\"b"), QByteArray("a]"), QByteArray(), QByteArray("x\ny")})
            QVERIFY(!NfsConfEditor::validate(ConfEdit{"s", arg, "k", QByteArray("1")}));
        QVERIFY(NfsConfEditor::validate(ConfEdit{"s", QByteArray("a b"), "k", QByteArray("1")}));
    }

    void quotesValuesThatNeedIt_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("plain") << QByteArray("16384") << QByteArray("k = 16384\n");
        QTest::newRow("leading space") << QByteArray(" x") << QByteArray("k = \" x\"\n");
        QTest::newRow("hash") << QByteArray("a#b") << QByteArray("k = \"a#b\"\n");
        QTest::newRow("semicolon") << QByteArray("a;b") << QByteArray("k = \"a;b\"\n");
        QTest::newRow("double quote") << QByteArray("\"q") << QByteArray("k = '\"q'\n");
        QTest::newRow("tab inside") << QByteArray("a\tb") << QByteArray("k = a\tb\n");
    }
    void quotesValuesThatNeedIt()
    {
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, line);
        const auto after = NfsConfEditor::apply(QByteArray("[s]\n"), set("s", "k", value));
        QVERIFY(after);
        QCOMPARE(*after, "[s]\n" + line);
        QCOMPARE(parseConfLines(*after)[1].value, value);
    }

    void refusesAnEditThatWouldNotHold()
    {
        // Up to nfs-utils 2.8.2 one binding per section and name: the later
        // [nfsrahead "x"] nfs replaces whatever plain nfs we write, so the
        // edit is refused. From 2.8.3 (Debian 13) the plain one stays and
        // the edit holds. The editor reads as this machine's nfs-utils.
        const QByteArray before = "[nfsrahead]\nnfs=1\n[nfsrahead \"x\"]\nnfs=2\n";
        const auto after = NfsConfEditor::apply(before, set("nfsrahead", "nfs", "5"));
        if (NfsUtilsRelease::argBindings(NfsUtilsRelease::installedVersion(SystemRoot())) ==
            NfsUtilsRelease::ArgBindings::OnePerArg) {
            QVERIFY(after);
            QCOMPARE(*after, QByteArray("[nfsrahead]\nnfs=5\n[nfsrahead \"x\"]\nnfs=2\n"));
            return;
        }
        QVERIFY(!after);
        QVERIFY2(after.error().message.contains(QStringLiteral("line 4")),
                 qPrintable(after.error().message));
    }

    void refusesToAppendAfterUnterminatedOrNul()
    {
        const auto unterminated =
            NfsConfEditor::apply(QByteArray("[general]\nx=1"), set("nfsrahead", "nfs", "5"));
        QVERIFY(!unterminated);
        QVERIFY(unterminated.error().message.contains(QStringLiteral("newline")));
        const auto nul = NfsConfEditor::apply(QByteArray("[general]\nx=1\n\0junk\n", 18),
                                              set("nfsrahead", "nfs", "5"));
        QVERIFY(!nul);
        QVERIFY(nul.error().message.contains(QStringLiteral("NUL")));
        // An edit before the unterminated line is fine and keeps it.
        const auto earlier = NfsConfEditor::apply(QByteArray("[nfsrahead]\nnfs=1\ntail"),
                                                  set("nfsrahead", "nfs", "5"));
        QVERIFY(earlier);
        QCOMPARE(*earlier, QByteArray("[nfsrahead]\nnfs=5\ntail"));
    }

    void crlfFilesGetCrlfLines()
    {
        const auto inserted = NfsConfEditor::apply(QByteArray("[nfsrahead]\r\nnfs=1\r\n"),
                                                   set("nfsrahead", "nfs4", "2"));
        QVERIFY(inserted);
        QCOMPARE(*inserted, QByteArray("[nfsrahead]\r\nnfs=1\r\nnfs4 = 2\r\n"));
        const auto appended =
            NfsConfEditor::apply(QByteArray("[general]\r\nx=1\r\n"), set("nfsrahead", "nfs4", "2"));
        QVERIFY(appended);
        QCOMPARE(*appended, QByteArray("[general]\r\nx=1\r\n\r\n[nfsrahead]\r\nnfs4 = 2\r\n"));
    }

    void severalEditsInOneGo()
    {
        const auto after = NfsConfEditor::applyToFile(
            stockDebianFile(), {set("nfsrahead", "nfs", "15360"), set("nfsrahead", "nfs4", "16384"),
                                set("nfsrahead", "default", "128"),
                                ConfEdit{"nfsrahead", std::nullopt, "nfs", std::nullopt}});
        QVERIFY(after);
        QVERIFY(after->has_value());
        const QByteArray text = **after;
        QVERIFY(!text.contains("\nnfs=15360"));
        QVERIFY(text.contains("\nnfs4=16384\n"));
        QVERIFY(text.contains("\ndefault = 128\n"));
    }

    void missingFile()
    {
        const auto created =
            NfsConfEditor::applyToFile(std::nullopt, {set("nfsrahead", "nfs4", "1")});
        QVERIFY(created);
        QCOMPARE(created->value(), QByteArray("[nfsrahead]\nnfs4 = 1\n"));
        const auto nothing = NfsConfEditor::applyToFile(
            std::nullopt, {ConfEdit{"nfsrahead", std::nullopt, "nfs4", std::nullopt}});
        QVERIFY(nothing);
        QVERIFY(!nothing->has_value());
    }

    void modifiedComment()
    {
        const QDateTime when(QDate(2026, 11, 29), QTime(18, 5, 9));
        QCOMPARE(NfsConfEditor::withModifiedComment("[s]\nk=1\n", "nfs-tuner", when),
                 QByteArray("[s]\nk=1\n\n# Modified: nfs-tuner on Nov 29 2026 18:05:09\n"));
        QCOMPARE(NfsConfEditor::withModifiedComment("[s]\n# Modified: old\nk=1\n", "x", when),
                 QByteArray("[s]\n# Modified: x on Nov 29 2026 18:05:09\nk=1\n"));
    }
};

QTEST_GUILESS_MAIN(TestNfsConfEditor)
#include "tst_nfsconfeditor.moc"
