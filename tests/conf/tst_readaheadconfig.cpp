// SPDX-License-Identifier: GPL-2.0-or-later
// What nfsrahead writes for a new mount (tools/nfsrahead/main.c of
// nfs-utils 2.6.2: conf_get_num() is atoi(), -1 means "not set") and the
// per-key view with provenance and warnings.
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfig.h"
#include "fixtureroot.h"

#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

struct Loaded
{
    QTemporaryDir dir;
    NfsConf conf;
};

std::unique_ptr<Loaded> load(const QByteArray &main, const QByteArray &dropIn = QByteArray())
{
    auto loaded = std::make_unique<Loaded>();
    writeFile(loaded->dir.path() + QStringLiteral("/etc/nfs.conf"), main);
    if (!dropIn.isNull())
        writeFile(loaded->dir.path() + QStringLiteral("/etc/nfs.conf.d/50-ra.conf"), dropIn);
    loaded->conf = NfsConfLoader::load(SystemRoot(loaded->dir.path()), SystemRoot::nfsConfPath());
    return loaded;
}

bool anyContains(const QStringList &texts, const QString &part)
{
    for (const QString &text : texts) {
        if (text.contains(part))
            return true;
    }
    return false;
}

} // namespace

class TestReadaheadConfig : public QObject
{
    Q_OBJECT

private slots:
    void resolution_data()
    {
        QTest::addColumn<QByteArray>("section");
        QTest::addColumn<QByteArray>("fstype");
        QTest::addColumn<int>("kib");
        QTest::addColumn<QByteArray>("key");
        const QByteArray both = "[nfsrahead]\nnfs=15000\nnfs4=16000\ndefault=512\n";
        QTest::newRow("v3 key") << both << QByteArray("nfs") << 15000 << QByteArray("nfs");
        QTest::newRow("v4 key") << both << QByteArray("nfs4") << 16000 << QByteArray("nfs4");
        QTest::newRow("default") << QByteArray("[nfsrahead]\ndefault=512\n") << QByteArray("nfs4")
                                 << 512 << QByteArray("default");
        QTest::newRow("built-in") << QByteArray("[general]\n") << QByteArray("nfs") << 128
                                  << QByteArray();
        QTest::newRow("16M is 16")
            << QByteArray("[nfsrahead]\nnfs=16M\n") << QByteArray("nfs") << 16 << QByteArray("nfs");
        QTest::newRow("abc is 0") << QByteArray("[nfsrahead]\nnfs=abc\n") << QByteArray("nfs") << 0
                                  << QByteArray("nfs");
        QTest::newRow("-1 falls back") << QByteArray("[nfsrahead]\nnfs4=-1\ndefault=64\n")
                                       << QByteArray("nfs4") << 64 << QByteArray("default");
        QTest::newRow("-1 default stays") << QByteArray("[nfsrahead]\ndefault=-1\n")
                                          << QByteArray("nfs") << -1 << QByteArray("default");
        QTest::newRow("negative") << QByteArray("[nfsrahead]\nnfs=-5\n") << QByteArray("nfs") << -5
                                  << QByteArray("nfs");
        QTest::newRow("space and sign") << QByteArray("[nfsrahead]\nnfs=\" +42x\"\n")
                                        << QByteArray("nfs") << 42 << QByteArray("nfs");
        QTest::newRow("environment") << QByteArray("[environment]\nRA=2048\n[nfsrahead]\nnfs=$RA\n")
                                     << QByteArray("nfs") << 2048 << QByteArray("nfs");
        QTest::newRow("other fstype") << QByteArray("[nfsrahead]\nnfs=1\ndefault=2\n")
                                      << QByteArray("nfsd") << 2 << QByteArray("default");
    }
    void resolution()
    {
        QFETCH(QByteArray, section);
        QFETCH(QByteArray, fstype);
        QFETCH(int, kib);
        QFETCH(QByteArray, key);
        const auto loaded = load(section);
        const ReadaheadChoice choice = ReadaheadConfig::readaheadFor(loaded->conf, fstype);
        QCOMPARE(choice.kib, kib);
        QCOMPARE(choice.key, key);
        QCOMPARE(choice.source, key.isEmpty() ? ReadaheadChoice::Source::BuiltInDefault
                                              : ReadaheadChoice::Source::Config);
        QCOMPARE(choice.definition.has_value(), !key.isEmpty());
    }

    void warnings_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("warning");
        QTest::newRow("unit suffix") << QByteArray("16M") << "nfsrahead reads it as 16";
        QTest::newRow("word") << QByteArray("abc") << "not a number";
        QTest::newRow("negative") << QByteArray("-8") << "negative";
        QTest::newRow("zero") << QByteArray("0") << "turns readahead off";
        QTest::newRow("huge") << QByteArray("2000000") << "out of range";
        QTest::newRow("minus one") << QByteArray("-1") << "use default";
        QTest::newRow("unresolved") << QByteArray("$NOPE") << "does not resolve";
    }
    void warnings()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, warning);
        const auto loaded = load("[nfsrahead]\nnfs4=" + value + '\n');
        const ReadaheadConfig config(loaded->conf);
        const ReadaheadKeyView *view = config.keyView("nfs4");
        QVERIFY(view && view->definition);
        QVERIFY2(anyContains(view->warnings, warning),
                 qPrintable(view->warnings.join(QLatin1Char('|'))));
        const auto plain = load("[nfsrahead]\nnfs4=16384\n");
        QVERIFY(ReadaheadConfig(plain->conf).keyView("nfs4")->warnings.isEmpty());
    }

    void provenanceAndDropInOverride()
    {
        const auto loaded = load("[nfsrahead]\nnfs=1\nnfs=2\n", "[nfsrahead]\nnfs=3\n");
        const ReadaheadConfig config(loaded->conf);
        const ReadaheadKeyView *view = config.keyView("nfs");
        QCOMPARE(*view->value, QByteArray("3"));
        QCOMPARE(view->kib, 3);
        QCOMPARE(loaded->conf.files().at(view->definition->file).systemPath,
                 QStringLiteral("/etc/nfs.conf.d/50-ra.conf"));
        QCOMPARE(view->definition->line, 2);
        QCOMPARE(view->shadowed.size(), 2);
        QCOMPARE(view->shadowed[0].line, 2);
        QCOMPARE(view->shadowed[1].line, 3);
        QVERIFY(anyContains(view->warnings, QStringLiteral("drop-in")));
        QVERIFY(!config.keyView("nfs4")->definition);
    }

    void environmentAndArgWarnings()
    {
        const auto loaded =
            load("[environment]\nRA=64\n[nfsrahead]\nnfs=$RA\nnfs4=1\n[nfsrahead \"x\"]\nnfs4=2\n");
        const ReadaheadConfig config(loaded->conf);
        QVERIFY(anyContains(config.keyView("nfs")->warnings, QStringLiteral("udev")));
        QCOMPARE(config.keyView("nfs")->kib, 64);
        QVERIFY(!config.keyView("nfs4")->definition);
        QVERIFY(anyContains(config.keyView("nfs4")->warnings, QStringLiteral("sees none")));
        QCOMPARE(config.forFsType("nfs4").kib, 128);
    }

    void vendorWarning()
    {
        auto loaded = std::make_unique<Loaded>();
        writeFile(loaded->dir.path() + QStringLiteral("/usr/etc/nfs.conf"),
                  "[nfsrahead]\nnfs=99\n");
        loaded->conf =
            NfsConfLoader::load(SystemRoot(loaded->dir.path()), SystemRoot::nfsConfPath());
        const ReadaheadConfig config(loaded->conf);
        QVERIFY(anyContains(config.keyView("nfs")->warnings, QStringLiteral("2.7.1")));
    }
};

QTEST_GUILESS_MAIN(TestReadaheadConfig)
#include "tst_readaheadconfig.moc"
