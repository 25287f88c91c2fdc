// SPDX-License-Identifier: GPL-2.0-or-later
// The [nfs-tuner] rules (issue 18's first part): what a key is, which
// values count, where each rule comes from and what it shadows, which rule
// a mount gets; the values read as nfs-utils' own nfsconf reads them.
#include "conf/nfsconfloader.h"
#include "conf/readaheadrules.h"
#include "fixtureroot.h"
#include "processrunner.h"

#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

NfsMount mount(const QString &mountpoint, const QString &source)
{
    NfsMount m;
    m.mountpoint = mountpoint;
    m.source = source;
    const NfsSource split = NfsSource::parse(source);
    m.server = split.server;
    m.exportPath = split.exportPath;
    m.fstype = QStringLiteral("nfs4");
    return m;
}

const QByteArray MainConf = "[nfsrahead]\n"
                            "nfs4 = 2048\n"
                            "[nfs-tuner]\n"
                            "fileserver = 512\n";
const QByteArray DropIn = "[nfs-tuner]\n"
                          "FileServer = 4096\n"                // shadows the main file's
                          "fileserver:/export/media/ = 1024\n" // trailing slash: the same export
                          "/mnt/scratch = 128\n"
                          "fe80::1:/v6 = 64\n"
                          "backup = 16M\n" // atoi would read 16: ignored
                          "[nfs-tuner \"sub\"]\n"
                          "archive = 256\n"; // a subsection: ignored

} // namespace

class TestReadaheadRules : public QObject
{
    Q_OBJECT

private slots:
    void keysAreClassified()
    {
        using Kind = ReadaheadRule::Kind;
        QCOMPARE(ReadaheadRule::classify("/mnt/scratch").value(), Kind::MountPoint);
        QCOMPARE(ReadaheadRule::classify("fileserver:/export/media").value(), Kind::Export);
        QCOMPARE(ReadaheadRule::classify("fe80::1:/x").value(), Kind::Export);
        QCOMPARE(ReadaheadRule::classify("fileserver").value(), Kind::Server);
        QCOMPARE(ReadaheadRule::classify("10.0.0.1").value(), Kind::Server);
        QCOMPARE(ReadaheadRule::classify("fe80::1").value(), Kind::Server);
        for (const QByteArray &bad :
             {QByteArray(), QByteArray("a b"), QByteArray("a=b"), QByteArray("[x]"),
              QByteArray("x\n"), QByteArray(":/x"), QByteArray("a#b"), QByteArray(256, 'a')}) {
            const auto kind = ReadaheadRule::classify(bad);
            QVERIFY2(!kind, bad.constData());
            QCOMPARE(kind.error().code, Error::Code::InvalidArgument);
        }
        QVERIFY(ReadaheadRule::classify(QByteArray(255, 'a')));
    }

    void valuesArePlainKib()
    {
        QCOMPARE(ReadaheadRule::parseKib("1024"), 1024u);
        QCOMPARE(ReadaheadRule::parseKib(" 0 "), 0u);
        QCOMPARE(ReadaheadRule::parseKib("1048576"), 1048576u);
        for (const char *bad :
             {"", "16M", "-1", "+5", "1048577", "0x10", "1 024", "$RA", "99999999"})
            QVERIFY2(!ReadaheadRule::parseKib(bad), bad);
    }

    void rulesComeWithWhereAndWhatTheyShadow()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf")), MainConf);
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/50-rules.conf")), DropIn);
        const NfsConf conf =
            NfsConfLoader::load(SystemRoot(root.path()), QStringLiteral("/etc/nfs.conf"));
        const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
        QStringList keys;
        for (const ReadaheadRule &rule : rules.rules())
            keys.append(QString::fromUtf8(rule.key));
        QCOMPARE(keys, (QStringList{QStringLiteral("FileServer"),
                                    QStringLiteral("fileserver:/export/media/"),
                                    QStringLiteral("/mnt/scratch"), QStringLiteral("fe80::1:/v6"),
                                    QStringLiteral("backup"), QStringLiteral("archive")}));
        const ReadaheadRule &server = rules.rules()[0];
        QCOMPARE(server.kind, ReadaheadRule::Kind::Server);
        QCOMPARE(server.kib, 4096u);
        QCOMPARE(conf.location(server.definition),
                 QStringLiteral("/etc/nfs.conf.d/50-rules.conf:2"));
        QCOMPARE(server.shadowed.size(), 1);
        QCOMPARE(conf.location(server.shadowed.first()), QStringLiteral("/etc/nfs.conf:4"));
        const ReadaheadRule &media = rules.rules()[1];
        QCOMPARE(media.server, QStringLiteral("fileserver"));
        QCOMPARE(media.exportPath, QStringLiteral("/export/media"));
        QCOMPARE(rules.rules()[3].server, QStringLiteral("fe80::1"));
        QCOMPARE(rules.rules()[3].exportPath, QStringLiteral("/v6"));
        const ReadaheadRule &backup = rules.rules()[4];
        QVERIFY(!backup.kib);
        QVERIFY2(backup.warnings.value(0).contains(QLatin1String("50-rules.conf:6")),
                 qPrintable(backup.warnings.value(0)));
        const ReadaheadRule &archive = rules.rules()[5];
        QVERIFY2(archive.warnings.value(0).contains(QLatin1String("subsection")),
                 qPrintable(archive.warnings.value(0)));

        // Each rule's value is the one nfs-utils' nfsconf gets for its key.
        const QString nfsconf = systemProgram(QStringLiteral("nfsconf"));
        for (const ReadaheadRule &rule : rules.rules()) {
            if (rule.definition.arg)
                continue;
            const ProcessRun theirs = runProgram(
                nfsconf, {QStringLiteral("--file"), root.filePath(QStringLiteral("etc/nfs.conf")),
                          QStringLiteral("--get"), QStringLiteral("nfs-tuner"),
                          QString::fromUtf8(rule.key)});
            QCOMPARE(theirs.exitCode, 0);
            QCOMPARE(theirs.out.trimmed(), rule.definition.value.trimmed());
        }
    }

    // Specificity, not file order: the rules narrowest first and broadest
    // first give the same answers (first or last match would fail one).
    void theMostSpecificRuleWins_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::newRow("narrowest first") << QByteArray(
            "/mnt/scratch = 128\nfileserver:/export/media = 1024\nfileserver = 4096\n");
        QTest::newRow("broadest first") << QByteArray(
            "fileserver = 4096\nfileserver:/export/media = 1024\n/mnt/scratch = 128\n");
    }
    void theMostSpecificRuleWins()
    {
        QFETCH(QByteArray, rules);
        const NfsConf conf = NfsConfLoader::parseContent("[nfs-tuner]\n" + rules +
                                                         "::1:/v6 = 64\n"
                                                         // A line starting with "[" opens a
                                                         // section: what follows is no rule.
                                                         "[::1]:/x = 8\nlate = 1\n");
        const ReadaheadRules parsed = ReadaheadRules::fromConf(conf);
        const auto kibFor = [&](const NfsMount &m) {
            const ReadaheadRule *rule = parsed.ruleFor(m);
            return rule ? std::optional<quint32>(*rule->kib) : std::nullopt;
        };
        QCOMPARE(
            kibFor(mount(QStringLiteral("/mnt/media"), QStringLiteral("fileserver:/export/media"))),
            1024u);
        QCOMPARE(kibFor(mount(QStringLiteral("/mnt/media"),
                              QStringLiteral("FILESERVER:/export/media/"))),
                 1024u);
        // The mount point beats the export, the export the server.
        QCOMPARE(kibFor(mount(QStringLiteral("/mnt/scratch"),
                              QStringLiteral("fileserver:/export/media"))),
                 128u);
        QCOMPARE(
            kibFor(mount(QStringLiteral("/mnt/other"), QStringLiteral("fileserver:/export/other"))),
            4096u);
        // Export paths are case-sensitive; unknown servers get no rule.
        QCOMPARE(
            kibFor(mount(QStringLiteral("/mnt/m"), QStringLiteral("fileserver:/export/MEDIA"))),
            4096u);
        QCOMPARE(kibFor(mount(QStringLiteral("/mnt/m"), QStringLiteral("nas:/export/media"))),
                 std::nullopt);
        // IPv6: the key without brackets; "[" would open a section.
        QCOMPARE(kibFor(mount(QStringLiteral("/mnt/v6"), QStringLiteral("[::1]:/v6"))), 64u);
        for (const ReadaheadRule &rule : parsed.rules())
            QVERIFY2(rule.key != "late", "a key after a bracketed line");
        // A prefix of a mount point is not that mount point.
        QCOMPARE(kibFor(mount(QStringLiteral("/mnt/scratch2"), QStringLiteral("nas:/x"))),
                 std::nullopt);
    }

    // All rules at once (the rules table, config --json) say what asking
    // rule by rule says.
    void decidedForAllRulesAtOnce()
    {
        const ReadaheadRules parsed = ReadaheadRules::fromConf(NfsConfLoader::parseContent(
            "[nfs-tuner]\nfileserver = 4096\nfileserver:/export/media = 1024\n"
            "/mnt/scratch = 128\nnas = 512\n"));
        const QList<NfsMount> mounts{
            mount(QStringLiteral("/mnt/media"), QStringLiteral("fileserver:/export/media")),
            mount(QStringLiteral("/mnt/scratch"), QStringLiteral("fileserver:/export/media")),
            mount(QStringLiteral("/mnt/other"), QStringLiteral("fileserver:/export/other")),
            mount(QStringLiteral("/mnt/media2"), QStringLiteral("FILESERVER:/export/media/")),
            mount(QStringLiteral("/mnt/none"), QStringLiteral("elsewhere:/x"))};
        const auto decided = parsed.decidedMountpoints(mounts);
        for (const ReadaheadRule &rule : parsed.rules())
            QCOMPARE(decided.value(&rule), parsed.mountpointsDecidedBy(rule, mounts));
        QCOMPARE(decided.value(parsed.find("fileserver:/export/media")),
                 (QStringList{QStringLiteral("/mnt/media"), QStringLiteral("/mnt/media2")}));
        QVERIFY(decided.value(parsed.find("nas")).isEmpty());
    }

    // The keys "Add for the selected mount" and "Keep after reboot" offer:
    // narrowest first, each one a rule that matches the mount, none that
    // the format cannot hold or that nfsrahead owns.
    void keysForAMountAreNarrowestFirst_data()
    {
        QTest::addColumn<QString>("mountpoint");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("all three")
            << QStringLiteral("/mnt/media") << QStringLiteral("fileserver:/export/media/")
            << QStringList{QStringLiteral("/mnt/media"),
                           QStringLiteral("fileserver:/export/media/"),
                           QStringLiteral("fileserver")};
        QTest::newRow("blank in the mount point")
            << QStringLiteral("/mnt/my media") << QStringLiteral("fileserver:/export")
            << QStringList{QStringLiteral("fileserver:/export"), QStringLiteral("fileserver")};
        QTest::newRow("IPv6") << QStringLiteral("/mnt/v6") << QStringLiteral("[fe80::1]:/v6")
                              << QStringList{QStringLiteral("/mnt/v6"),
                                             QStringLiteral("fe80::1:/v6"),
                                             QStringLiteral("fe80::1")};
        QTest::newRow("a server named like nfsrahead's key")
            << QStringLiteral("/mnt/n") << QStringLiteral("nfs4:/srv")
            << QStringList{QStringLiteral("/mnt/n"), QStringLiteral("nfs4:/srv")};
    }
    void keysForAMountAreNarrowestFirst()
    {
        QFETCH(QString, mountpoint);
        QFETCH(QString, source);
        QFETCH(QStringList, keys);
        const NfsMount m = mount(mountpoint, source);
        QStringList got;
        for (const QByteArray &key : ReadaheadRule::keysFor(m)) {
            got.append(QString::fromUtf8(key));
            const auto rule = ReadaheadRule::fromKey(key);
            QVERIFY(rule && rule->matches(m));
        }
        QCOMPARE(got, keys);
    }
};

QTEST_GUILESS_MAIN(TestReadaheadRules)
#include "tst_readaheadrules.moc"
