// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli list --json --root R` against expected.json, which the
// capture script wrote from the kernel (stat, sysfs, mountstats) in the VM.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

QJsonValue sortedIfArray(const QJsonValue &value)
{
    if (!value.isArray())
        return value;
    QStringList items;
    for (const QJsonValue &item : value.toArray())
        items.append(item.toString());
    items.sort();
    return QJsonArray::fromStringList(items);
}

} // namespace

class TestCliList : public QObject
{
    Q_OBJECT

private slots:
    void matchesKernel_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void matchesKernel()
    {
        QFETCH(QString, fixture);
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), fixtureRoot(fixture)});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray actual = run.json().object()[u"mounts"].toArray();
        const QJsonArray expected = expectedJson(fixture)[u"mounts"].toArray();
        QCOMPARE(actual.size(), expected.size());
        QCOMPARE(run.errLines(), expected.isEmpty() ? 1 : 0);

        for (const QJsonValue &expectedValue : expected) {
            const QJsonObject want = expectedValue.toObject();
            const QString mountpoint = want[u"mountpoint"].toString();
            QJsonObject got;
            for (const QJsonValue &candidate : actual) {
                if (candidate[u"mountpoint"].toString() == mountpoint)
                    got = candidate.toObject();
            }
            QVERIFY2(!got.isEmpty(), qPrintable(QStringLiteral("no mount %1").arg(mountpoint)));
            // Every field the kernel gave, by name; sharing lists as sets.
            for (auto it = want.begin(); it != want.end(); ++it) {
                QVERIFY2(got.contains(it.key()), qPrintable(it.key()));
                const QJsonValue wanted = sortedIfArray(it.value());
                const QJsonValue gotValue = sortedIfArray(got[it.key()]);
                if (gotValue != wanted)
                    QFAIL(qPrintable(
                        QStringLiteral("%1: %2 is %3, kernel says %4")
                            .arg(mountpoint, it.key(),
                                 QString::fromUtf8(QJsonDocument(QJsonArray{gotValue})
                                                       .toJson(QJsonDocument::Compact)),
                                 QString::fromUtf8(QJsonDocument(QJsonArray{wanted})
                                                       .toJson(QJsonDocument::Compact)))));
            }
        }
    }

    // The text table: every column starts at the same terminal cell on every
    // line, with names that are escaped, have spaces or are not ASCII ("日本"
    // takes four cells). The cells are counted by Python's unicodedata (East
    // Asian width), not by the code under test.
    void tableColumnsLineUp()
    {
        const CliRun run =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), fixtureRoot(u"escapes"_s)});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines[4].contains(QStringLiteral("/mnt/\u00fcn\u00efc\u00f6d\u00e9 \u65e5\u672c")));
        QVERIFY(lines[2].startsWith(QStringLiteral("/mnt/with\\011tab ")));
        static const char checker[] = R"(
import sys, unicodedata
def cells(text):
    out = []
    for ch in text:
        w = 0 if unicodedata.combining(ch) else (2 if unicodedata.east_asian_width(ch) in 'WF' else 1)
        out += [ch] + [''] * (w - 1)
    return out
lines = sys.stdin.read().split('\n')[:-1]
starts = [lines[0].index(name) for name in sys.argv[1:]]
for line in lines:
    c = cells(line)
    for s in starts:
        if len(c) <= s or c[s] in (' ', '') or c[s - 1] != ' ' or c[s - 2] != ' ':
            print('misaligned at cell %d: %r' % (s, line)); sys.exit(1)
print('ok')
)";
        const ProcessRun check = runProgram(
            systemProgram(QStringLiteral("python3")),
            {QStringLiteral("-c"), QString::fromLatin1(checker), QStringLiteral("SOURCE"),
             QStringLiteral("VERS"), QStringLiteral("BDI"), QStringLiteral("RSIZE"),
             QStringLiteral("READAHEAD"), QStringLiteral("SHARES BDI WITH")},
            QProcessEnvironment::systemEnvironment(), run.out);
        QVERIFY2(check.out.trimmed() == "ok", QByteArray(check.out + check.err).constData());
    }

    // The kernel's entry of each mount (/sys/fs/nfs/<maj:min>/) against
    // nfs-sysfs.json, which cat wrote in the VM: none on 5.10 and 6.1; shutdown on
    // 6.12; and the server's implementation id on 7.3's NFSv4.2 mounts. The
    // mount shut down there gets a note under the table.
    void kernelEntryOfEachMount_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *name :
             {"nfs-sysfs-5.10", "nfs-sysfs-6.1", "nfs-sysfs-6.12", "nfs-sysfs-7.3"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void kernelEntryOfEachMount()
    {
        QFETCH(QString, fixture);
        const CliRun run = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--root"), fixtureRoot(fixture)});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray mounts = run.json().object()[u"mounts"].toArray();
        const QJsonArray kernel =
            expectedJsonFile(fixtureDir(fixture) + QStringLiteral("/nfs-sysfs.json"))[u"mounts"]
                .toArray();
        QCOMPARE(mounts.size(), kernel.size());
        QStringList shut;
        for (const QJsonValue &want : kernel) {
            const QString mountpoint = want[u"mountpoint"].toString();
            const auto got = std::find_if(mounts.begin(), mounts.end(), [&](const QJsonValue &m) {
                return m[u"mountpoint"].toString() == mountpoint;
            });
            QVERIFY2(got != mounts.end(), qPrintable(mountpoint));
            const QJsonValue entry = (*got)[u"nfs_sysfs"];
            if (want[u"entry"].isNull()) {
                QVERIFY2(entry.isNull(), qPrintable(mountpoint));
                continue;
            }
            QCOMPARE(entry[u"path"].toString(),
                     QStringLiteral("/sys/fs/nfs/") + want[u"entry"].toString());
            QCOMPARE(entry[u"shutdown"].toBool(), want[u"shutdown"].toString() == u"1");
            if (want[u"shutdown"].toString() == u"1")
                shut.append(mountpoint);
            const QJsonValue server = entry[u"server_implementation"];
            QCOMPARE(server.isNull(), want[u"implid_name"].isNull());
            if (!server.isNull()) {
                QCOMPARE(server[u"domain"].toString(), want[u"implid_domain"].toString());
                QCOMPARE(server[u"name"].toString(), want[u"implid_name"].toString());
            }
        }
        const CliRun text =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), fixtureRoot(fixture)});
        for (const QString &mountpoint :
             kernel.isEmpty() ? QStringList()
                              : QStringList{QStringLiteral("/mnt/v3"), QStringLiteral("/mnt/v42"),
                                            QStringLiteral("/mnt/v42-shut")}) {
            const bool noted =
                text.out.contains((mountpoint + QStringLiteral(" is shut down")).toUtf8());
            QVERIFY2(noted == shut.contains(mountpoint), text.out.constData());
        }
    }

    // A mount with rsize or wsize below 1 MiB is marked in the table, and
    // the note saying why (the server offered no more) comes once under
    // it. Which mounts, from what the kernel said.
    void smallTransferSizesAreExplained_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void smallTransferSizesAreExplained()
    {
        QFETCH(QString, fixture);
        const CliRun run =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), fixtureRoot(fixture)});
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
        bool anySmall = false;
        for (const QJsonValue &mount : expectedJson(fixture)[u"mounts"].toArray()) {
            const QString mountpoint = mount[u"mountpoint"].toString();
            if (mountpoint.contains(u'\n') || mountpoint.contains(u'\t'))
                continue; // printed escaped
            const bool small =
                mount[u"rsize"].toInteger() < (1 << 20) || mount[u"wsize"].toInteger() < (1 << 20);
            anySmall = anySmall || small;
            const auto row = std::find_if(lines.cbegin(), lines.cend(), [&](const QString &l) {
                return l.startsWith(mountpoint + u' ');
            });
            QVERIFY2(row != lines.cend(), qPrintable(mountpoint));
            QCOMPARE(row->contains(u"* "_s) || row->endsWith(u'*'), small);
        }
        QCOMPARE(text.count(u"the server offered no more"_s), anySmall ? 1 : 0);
        QCOMPARE(text.count(u"/proc/fs/nfsd/max_block_size"_s), anySmall ? 1 : 0);
    }

    // 26 mounts of a real kernel, 21 of them with sizes below 1 MiB in 16
    // combinations (issue 65: nine note lines, eight the same sentence):
    // the table and at most four lines under it; --json keeps each mount's
    // own sizes.
    void repeatedNotesAreSaidOnce()
    {
        const CliRun run =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), fixtureRoot(u"variety"_s)});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        const QJsonArray mounts = expectedJson(u"variety"_s)[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 26);
        const qsizetype notes = lines.size() - 1 - mounts.size();
        QVERIFY2(notes >= 1 && notes <= 4, qPrintable(lines.join(u'\n')));
        for (qsizetype i = 1 + mounts.size(); i < lines.size(); ++i)
            QVERIFY2(!lines[i].startsWith(u"/mnt/"_s), qPrintable(lines[i]));
        const CliRun json = runCli({QStringLiteral("list"), QStringLiteral("--json"),
                                    QStringLiteral("--root"), fixtureRoot(u"variety"_s)});
        const QJsonArray listed = json.json().object()[u"mounts"].toArray();
        QCOMPARE(listed.size(), 26);
        for (const QJsonValue &mount : listed) {
            const bool small =
                mount[u"rsize"].toInteger() < (1 << 20) || mount[u"wsize"].toInteger() < (1 << 20);
            const QJsonArray own = mount[u"notes"].toArray();
            QCOMPARE(own.size(), small ? 1 : 0);
            if (small)
                QVERIFY(own[0].toString().contains(u"the server offered no more"_s));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliList)
#include "tst_cli_list.moc"
