// SPDX-License-Identifier: GPL-2.0-or-later
// The line model: kinds, sections, physical line numbers and byte ranges.
// How values read is checked against nfsconf in tst_nfsconf_differential.
#include "conf/confsyntax.h"

#include <QTest>

using namespace nfstuner;
using Kind = ConfLine::Kind;

class TestConfSyntax : public QObject
{
    Q_OBJECT

private slots:
    void kindsAndSections()
    {
        const QByteArray text =
            "# top\nbefore=1\n[nfsrahead]\nnfs = 15000 # v3\n\n; c\n[s \"a\"]\nk=v\n";
        const auto lines = parseConfLines(text);
        QCOMPARE(lines.size(), 8);
        QCOMPARE(lines[0].kind, Kind::Comment);
        QCOMPARE(lines[1].kind, Kind::Ignored); // outside any section
        QVERIFY(lines[1].problem.contains(QStringLiteral("outside")));
        QCOMPARE(lines[2].kind, Kind::Section);
        QCOMPARE(lines[2].section->name, QByteArray("nfsrahead"));
        QCOMPARE(lines[3].kind, Kind::Assignment);
        QCOMPARE(lines[3].key, QByteArray("nfs"));
        QCOMPARE(lines[3].value, QByteArray("15000"));
        QCOMPARE(lines[3].sectionLine, 2);
        QCOMPARE(text.mid(lines[3].valueBegin, lines[3].valueEnd - lines[3].valueBegin),
                 QByteArray("15000"));
        QCOMPARE(lines[4].kind, Kind::Blank);
        QCOMPARE(lines[5].kind, Kind::Comment);
        QCOMPARE(lines[6].section->arg, QByteArray("a"));
        QCOMPARE(lines[7].section->name, QByteArray("s"));
        QCOMPARE(lines[7].sectionLine, 6);
    }

    void rangesCoverEveryByte()
    {
        const QByteArray text = "[a]\r\nk=1\\\n2\nx\n[b\nz=\"q\nlast";
        const auto lines = parseConfLines(text);
        qsizetype at = 0;
        for (const ConfLine &line : lines) {
            QCOMPARE(line.begin, at);
            at = line.end;
        }
        QCOMPARE(at, text.size());
    }

    void continuationSpansPhysicalLines()
    {
        const auto lines = parseConfLines("[s]\nk=a\\\nb\\\nc\nn=1\n");
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[1].firstLine, 2);
        QCOMPARE(lines[1].lastLine, 4);
        QCOMPARE(lines[1].value, QByteArray("a  b  c"));
        QCOMPARE(lines[1].valueBegin, -1); // no single range to edit in place
        QCOMPARE(lines[2].firstLine, 5);
    }

    void problemsOfIgnoredLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no =") << QByteArray("[s]\nwords\n") << "not a section";
        QTest::newRow("no key") << QByteArray("[s]\n=1\n") << "without a name";
        QTest::newRow("quote") << QByteArray("[s]\nk=\"1\n") << "unmatched quotes";
        QTest::newRow("unterminated") << QByteArray("[s]\nk=1") << "no newline";
    }
    void problemsOfIgnoredLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        const auto lines = parseConfLines(text);
        QCOMPARE(lines.last().kind, Kind::Ignored);
        QVERIFY2(lines.last().problem.contains(problem), qPrintable(lines.last().problem));
    }

    void brokenHeaderClosesSection()
    {
        const auto lines = parseConfLines("[s]\n[broken\nk=1\n");
        QCOMPARE(lines[1].kind, Kind::Section);
        QVERIFY(!lines[1].section);
        QVERIFY(!lines[1].problem.isEmpty());
        QCOMPARE(lines[2].kind, Kind::Ignored);
    }

    void crlfAndEmptyValues()
    {
        const auto lines = parseConfLines("[s]\r\nk=5\r\ne=\n");
        QVERIFY(lines[0].crlf);
        QCOMPARE(lines[1].value, QByteArray("5"));
        QVERIFY(lines[1].crlf);
        QCOMPARE(lines[2].kind, Kind::Assignment);
        QVERIFY(!lines[2].isEffectiveAssignment());
        QVERIFY(!lines[2].problem.isEmpty());
    }

    void includeLines()
    {
        const auto lines = parseConfLines("[s]\nInclude = -extra.conf\n");
        QCOMPARE(lines[1].kind, Kind::Include);
        QCOMPARE(lines[1].value, QByteArray("-extra.conf"));
    }

    void inheritedSection()
    {
        const auto lines = parseConfLines("k=1\n", ConfSection{"nfsrahead", std::nullopt});
        QCOMPARE(lines[0].kind, Kind::Assignment);
        QCOMPARE(lines[0].section->name, QByteArray("nfsrahead"));
    }

    void bytesAfterNulAreOneIgnoredTail()
    {
        const QByteArray text("[s]\nk=1\nx\0y\nz=2\n", 16);
        const auto lines = parseConfLines(text);
        QCOMPARE(lines.last().kind, Kind::Ignored);
        QCOMPARE(lines.last().end, text.size());
        QCOMPARE(lines[1].value, QByteArray("1"));
        QCOMPARE(lines[2].kind, Kind::Ignored); // "x" without its newline
    }

    void survivesHostileInput()
    {
        QByteArray junk;
        quint32 seed = 12345;
        for (int i = 0; i < 1 << 20; ++i) {
            seed = seed * 1103515245 + 12345;
            junk.append(char(seed >> 16));
        }
        const auto lines = parseConfLines(junk);
        QVERIFY(!lines.isEmpty());
        const QByteArray longLine = "[s]\nk=" + QByteArray(8 << 20, 'x') + '\n';
        QCOMPARE(parseConfLines(longLine)[1].value.size(), 8 << 20);
        QCOMPARE(parseConfLines(QByteArray(100000, '\\') + '\n').size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestConfSyntax)
#include "tst_confsyntax.moc"
