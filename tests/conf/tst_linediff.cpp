// SPDX-License-Identifier: GPL-2.0-or-later
// The save previews' unified diff, judged by GNU diff and patch: patch must
// turn the old text into the new one with our diff, our diff must change no
// more lines than diff -u does, and where diff -u has only one sensible
// answer (one edit in a config file) the two must be the same text.
#include "conf/linediff.h"
#include "fixtureroot.h"
#include "processrunner.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

struct Judged
{
    QByteArray ours;
    QByteArray theirs;  // diff -u, its two header lines left out
    QByteArray patched; // patch applying ours to the old text
    int patchExit = -1;
};

Judged judge(const QByteArray &before, const QByteArray &after)
{
    QTemporaryDir dir;
    const QString old = dir.path() + QStringLiteral("/old");
    const QString now = dir.path() + QStringLiteral("/new");
    writeFile(old, before);
    writeFile(now, after);
    Judged judged;
    judged.ours = unifiedDiff(before, after, QStringLiteral("nfs.conf")).toUtf8();
    const ProcessRun diff =
        runProgram(systemProgram(QStringLiteral("diff")), {QStringLiteral("-u"), old, now});
    QList<QByteArray> diffLines = diff.out.split('\n');
    judged.theirs = diffLines.mid(2).join('\n');
    if (!judged.ours.isEmpty()) {
        const qsizetype body = judged.ours.indexOf("\n@@");
        judged.ours = judged.ours.mid(body + 1);
    }
    const QString target = dir.path() + QStringLiteral("/patched");
    writeFile(target, before);
    const ProcessRun patch = runProgram(
        systemProgram(QStringLiteral("patch")),
        {QStringLiteral("--quiet"), QStringLiteral("--fuzz=0"), QStringLiteral("--force"), target},
        QProcessEnvironment::systemEnvironment(),
        unifiedDiff(before, after, QStringLiteral("x")).toUtf8());
    judged.patchExit = patch.exitCode;
    judged.patched = readFile(target);
    return judged;
}

int changedLines(const QByteArray &diffBody)
{
    int count = 0;
    for (const QByteArray &line : diffBody.split('\n'))
        count += (line.startsWith('-') || line.startsWith('+')) ? 1 : 0;
    return count;
}

QByteArray numbered(int from, int to)
{
    QByteArray text;
    for (int i = from; i <= to; ++i)
        text += "key" + QByteArray::number(i) + " = " + QByteArray::number(i) + '\n';
    return text;
}

} // namespace

class TestLineDiff : public QObject
{
    Q_OBJECT

private slots:
    void sameAsDiffForOneEdit_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        const QByteArray stock =
            readFile(QStringLiteral(NFSTUNER_FIXTURES_DIR "/nfsconf/debian12-nfs.conf"));
        QByteArray section = stock;
        section.replace("[nfsrahead]\n", "[nfsrahead]\nnfs=15360\n");
        QTest::newRow("stock file, key added") << stock << section;
        QTest::newRow("value changed mid-file")
            << numbered(1, 20) << QByteArray(numbered(1, 9) + "key10 = 4096\n" + numbered(11, 20));
        QTest::newRow("line removed at the start") << numbered(1, 8) << numbered(2, 8);
        QTest::newRow("lines appended") << numbered(1, 8) << numbered(1, 10);
        QTest::newRow("new file") << QByteArray() << numbered(1, 3);
        QTest::newRow("file emptied") << numbered(1, 3) << QByteArray();
        QTest::newRow("two distant edits: two hunks")
            << numbered(1, 30) << QByteArray("key1 = x\n" + numbered(2, 29) + "key30 = y\n");
        QTest::newRow("two near edits: one hunk")
            << numbered(1, 30)
            << QByteArray(numbered(1, 9) + "a\n" + numbered(11, 15) + "b\n" + numbered(17, 30));
        QTest::newRow("one-line file") << QByteArray("nfs=1\n") << QByteArray("nfs=2\n");
        QTest::newRow("unchanged") << numbered(1, 5) << numbered(1, 5);
    }

    void sameAsDiffForOneEdit()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        const Judged judged = judge(before, after);
        QCOMPARE(judged.ours, judged.theirs);
        QCOMPARE(judged.patchExit, 0);
        QCOMPARE(judged.patched, after);
    }

    void randomTextsPatchBack()
    {
        // Texts from a few repeated lines, where many diffs are possible:
        // any of them must patch back, none longer than diff's.
        const quint32 seed = QRandomGenerator::global()->generate();
        qInfo("seed %u", seed);
        QRandomGenerator random(seed);
        const QList<QByteArray> words = {"[nfsrahead]", "nfs=1", "nfs4=2", "# note", ""};
        auto text = [&] {
            QByteArray out;
            const int count = int(random.bounded(25u));
            for (int i = 0; i < count; ++i)
                out += words[int(random.bounded(quint32(words.size())))] + '\n';
            return out;
        };
        for (int round = 0; round < 150; ++round) {
            const QByteArray before = text(), after = text();
            const Judged judged = judge(before, after);
            const QByteArray what = "round " + QByteArray::number(round) + ", seed " +
                                    QByteArray::number(seed) + "\n" + judged.ours;
            QVERIFY2(judged.patchExit == 0, what.constData());
            QVERIFY2(judged.patched == after, what.constData());
            QVERIFY2(changedLines(judged.ours) <= changedLines(judged.theirs), what.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
