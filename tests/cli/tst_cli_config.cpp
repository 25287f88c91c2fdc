// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli config effective|set|unset|save`: output shape, exit codes
// and that failed edits change nothing. save's checks before the helper is
// called (the helper's own part is tst_helper) run here with no bus at all. get and dump are
// compared with nfsconf in tst_nfsconf_differential.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace nfstuner::test;

namespace {

std::unique_ptr<QTemporaryDir> rootWithStockConfig()
{
    auto root = std::make_unique<QTemporaryDir>();
    writeFile(root->path() + QStringLiteral("/etc/nfs.conf"),
              readFile(fixturesDir() + QStringLiteral("/nfsconf/debian12-nfs.conf")));
    return root;
}

// The v3-v42 mounts (0:29 nfs, 0:31 nfs4) with Debian's stock nfs.conf.
std::unique_ptr<QTemporaryDir> mountedRootWithStockConfig()
{
    auto root = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
    writeFile(root->path() + QStringLiteral("/etc/nfs.conf"),
              readFile(fixturesDir() + QStringLiteral("/nfsconf/debian12-nfs.conf")));
    return root;
}

QByteArray readahead(const QTemporaryDir &root, const QString &bdi)
{
    return readFile(root.path() + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi))
        .trimmed();
}

// Every file below a folder with its content: whether anything was written.
QMap<QString, QByteArray> tree(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(path, readFile(path));
    }
    return files;
}

} // namespace

class TestCliConfig : public QObject
{
    Q_OBJECT

private slots:
    void effectiveJson()
    {
        const auto root = rootWithStockConfig();
        writeFile(root->path() + QStringLiteral("/etc/nfs.conf.d/10-ra.conf"),
                  "[nfsrahead]\nnfs4=16M\n");
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("effective"), QStringLiteral("--json"),
                    QStringLiteral("--root"), root->path()});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = run.json().object();
        const QJsonArray files = json[u"files"].toArray();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0][u"path"].toString(), QStringLiteral("/etc/nfs.conf"));
        QCOMPARE(files[0][u"role"].toString(), QStringLiteral("main"));
        QCOMPARE(files[0][u"sha256"].toString().size(), 64);
        QCOMPARE(files[1][u"role"].toString(), QStringLiteral("drop-in"));

        const QJsonObject nfs4 = json[u"keys"][u"nfs4"].toObject();
        QCOMPARE(nfs4[u"set"].toBool(), true);
        QCOMPARE(nfs4[u"raw"].toString(), QStringLiteral("16M"));
        QCOMPARE(nfs4[u"kib"].toInt(), 16);
        QCOMPARE(nfs4[u"file"].toString(), QStringLiteral("/etc/nfs.conf.d/10-ra.conf"));
        QCOMPARE(nfs4[u"line"].toInt(), 2);
        QVERIFY(nfs4[u"warnings"].toArray().first().toString().contains(
            QStringLiteral("reads it as 16")));
        QCOMPARE(json[u"keys"][u"nfs"][u"set"].toBool(), false);

        QCOMPARE(json[u"readahead"][u"nfs4"][u"kib"].toInt(), 16);
        QCOMPARE(json[u"readahead"][u"nfs4"][u"key"].toString(), QStringLiteral("nfs4"));
        QCOMPARE(json[u"readahead"][u"nfs"][u"kib"].toInt(), 128);
        QCOMPARE(json[u"readahead"][u"nfs"][u"source"].toString(),
                 QStringLiteral("built-in default"));
    }

    // [nfsrahead] nfs4 = 2048 and a drop-in rule for 127.0.0.1:/export/sub
    // on a real kernel's mount table (fixture "options"): the export's
    // mounts get 4096 from the drop-in's line, other v4 mounts 2048, v3
    // mounts nfsrahead's built-in 128. Expected values from the fixture's
    // mountinfo, split here.
    void effectiveRulesPerMount()
    {
        const auto root = copyTree(fixtureRoot(QStringLiteral("options")));
        writeFile(root->path() + QStringLiteral("/etc/nfs.conf"), "[nfsrahead]\nnfs4 = 2048\n");
        writeFile(root->path() + QStringLiteral("/etc/nfs.conf.d/50-rules.conf"),
                  "# per export\n[nfs-tuner]\n127.0.0.1:/export/sub = 4096\n");
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("effective"), QStringLiteral("--json"),
                    QStringLiteral("--root"), root->path()});
        QCOMPARE(run.exitCode, 0);
        QHash<QString, QJsonObject> byMountpoint;
        for (const auto &mount : run.json()[u"mounts"].toArray())
            byMountpoint.insert(mount[u"mountpoint"].toString(), mount.toObject());
        int checked = 0, fromRule = 0;
        for (const QByteArray &line :
             readFile(root->path() + QStringLiteral("/proc/self/mountinfo")).split('\n')) {
            const QList<QByteArray> fields = line.split(' ');
            const qsizetype dash = fields.indexOf("-");
            if (dash < 0 || (fields[dash + 1] != "nfs" && fields[dash + 1] != "nfs4"))
                continue;
            const QString mountpoint = QString::fromUtf8(fields[4]);
            const QJsonObject mount = byMountpoint.value(mountpoint);
            QVERIFY2(!mount.isEmpty(), qPrintable(mountpoint));
            const QJsonObject from = mount[u"from"].toObject();
            if (fields[dash + 2] == "127.0.0.1:/export/sub") {
                QCOMPARE(mount[u"next_mount_kb"].toInt(), 4096);
                QCOMPARE(from[u"source"].toString(), QStringLiteral("rule"));
                QCOMPARE(from[u"rule"].toString(), QStringLiteral("127.0.0.1:/export/sub"));
                QCOMPARE(from[u"file"].toString(), QStringLiteral("/etc/nfs.conf.d/50-rules.conf"));
                QCOMPARE(from[u"line"].toInt(), 3);
                ++fromRule;
            } else if (fields[dash + 1] == "nfs4") {
                QCOMPARE(mount[u"next_mount_kb"].toInt(), 2048);
                QCOMPARE(from[u"rule"].toString(), QStringLiteral("nfs4"));
                QCOMPARE(from[u"line"].toInt(), 2);
            } else {
                QCOMPARE(mount[u"next_mount_kb"].toInt(), 128);
                QCOMPARE(from[u"source"].toString(), QStringLiteral("built-in default"));
            }
            ++checked;
        }
        QCOMPARE(byMountpoint.size(), checked);
        QCOMPARE(fromRule, 1);
        const QJsonArray rules = run.json()[u"rules"].toArray();
        QCOMPARE(rules.size(), 1);
        QCOMPARE(rules[0][u"kind"].toString(), QStringLiteral("export"));
        QCOMPARE(rules[0][u"mounts"].toArray(), QJsonArray{QStringLiteral("/mnt/softerr")});
    }

    void effectiveText()
    {
        const auto root = rootWithStockConfig();
        const ProcessRun run = runCli({QStringLiteral("config"), QStringLiteral("effective"),
                                       QStringLiteral("--root"), root->path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Files read: /etc/nfs.conf"));
        QVERIFY(run.out.contains("New nfs4 mounts get 128 KiB (the built-in default)"));
    }

    void setUnsetAndModified()
    {
        const auto root = rootWithStockConfig();
        const QString file = root->path() + QStringLiteral("/etc/nfs.conf");
        const QByteArray before = readFile(file);
        QCOMPARE(runCli({QStringLiteral("config"), QStringLiteral("set"),
                         QStringLiteral("nfsrahead"), QStringLiteral("nfs4"),
                         QStringLiteral("16384"), QStringLiteral("--root"), root->path()})
                     .exitCode,
                 0);
        QCOMPARE(readFile(file), QByteArray(before).replace("# nfs4=16000\n", "nfs4=16384\n"));
        QCOMPARE(
            runCli({QStringLiteral("config"), QStringLiteral("unset"), QStringLiteral("nfsrahead"),
                    QStringLiteral("nfs4"), QStringLiteral("--file"), file,
                    QStringLiteral("--modified"), QStringLiteral("test")})
                .exitCode,
            0);
        const QByteArray after = readFile(file);
        QVERIFY(!after.contains("nfs4=16384"));
        QVERIFY(after.contains("\n# Modified: test on "));
        // An empty value unsets, as with nfsconf --set.
        QCOMPARE(runCli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("mountd"),
                         QStringLiteral("manage-gids"), QString(), QStringLiteral("--file"), file})
                     .exitCode,
                 0);
        QVERIFY(!readFile(file).contains("\nmanage-gids=y"));
    }

    void refusalsChangeNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad key") << QStringList{QStringLiteral("nfsrahead"),
                                                QStringLiteral("nfs=4"), QStringLiteral("1")}
                                 << "invalid key";
        QTest::newRow("bad section")
            << QStringList{QStringLiteral("nfs]rahead"), QStringLiteral("nfs"), QStringLiteral("1")}
            << "invalid section";
        QTest::newRow("newline value")
            << QStringList{QStringLiteral("nfsrahead"), QStringLiteral("nfs"),
                           QStringLiteral("1\n[x]")}
            << "newlines";
        QTest::newRow("missing value")
            << QStringList{QStringLiteral("nfsrahead"), QStringLiteral("nfs")} << "expected";
    }
    void refusalsChangeNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const auto root = rootWithStockConfig();
        const QString file = root->path() + QStringLiteral("/etc/nfs.conf");
        const QByteArray before = readFile(file);
        const ProcessRun run = runCli(QStringList{QStringLiteral("config"), QStringLiteral("set")} +
                                      arguments + QStringList{QStringLiteral("--file"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.errLines(), 1);
        QCOMPARE(readFile(file), before);
        QCOMPARE(QDir(root->path() + QStringLiteral("/etc"))
                     .entryList(QDir::Files | QDir::Hidden)
                     .size(),
                 1);
    }

    void refusesSymlinkedFile()
    {
        const auto root = rootWithStockConfig();
        const QString link = root->path() + QStringLiteral("/etc/nfs.conf.d/link.conf");
        QDir().mkpath(root->path() + QStringLiteral("/etc/nfs.conf.d"));
        QVERIFY(QFile::link(root->path() + QStringLiteral("/etc/nfs.conf"), link));
        const QByteArray before = readFile(root->path() + QStringLiteral("/etc/nfs.conf"));
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("nfsrahead"),
                    QStringLiteral("nfs"), QStringLiteral("1"), QStringLiteral("--file"), link});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("symbolic link"));
        QCOMPARE(readFile(root->path() + QStringLiteral("/etc/nfs.conf")), before);
    }

    void saveRefusesAValueALaterFileOverrides()
    {
        // The window refuses this save and names the winner; so does the CLI.
        const auto root = rootWithStockConfig();
        writeFile(root->path() + QStringLiteral("/etc/nfs.conf.d/50-site.conf"),
                  "[nfsrahead]\nnfs=8192\n");
        const QByteArray before = readFile(root->path() + QStringLiteral("/etc/nfs.conf"));
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs=16384"),
                    QStringLiteral("nfs4=16384"), QStringLiteral("--root"), root->path()},
                   withoutBus());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("[nfsrahead] nfs = 16384 in /etc/nfs.conf would not take effect"),
                 run.err.constData());
        QVERIFY2(run.err.contains("/etc/nfs.conf.d/50-site.conf"), run.err.constData());
        QVERIFY2(!run.err.contains("nfs4"), run.err.constData()); // nfs4 alone would apply
        QCOMPARE(readFile(root->path() + QStringLiteral("/etc/nfs.conf")), before);
    }

    void saveOfWhatIsThereAlreadyChangesNothing()
    {
        const auto root = rootWithStockConfig();
        const QString file = root->path() + QStringLiteral("/etc/nfs.conf");
        writeFile(file, readFile(file) + "[nfsrahead]\nnfs=16384\n");
        const QByteArray before = readFile(file);
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs=16M"),
                    QStringLiteral("--unset"), QStringLiteral("nfs4"), QStringLiteral("--root"),
                    root->path()},
                   withoutBus());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("nothing to save"), run.out.constData());
        QCOMPARE(readFile(file), before);
    }

    // Removing a key (or a rule) from a file that lacks it while another
    // file sets it would change nothing: refused, naming the file that sets it.
    void unsetOfAKeySetElsewhereIsRefused()
    {
        const auto root = rootWithStockConfig();
        const QString file = root->path() + QStringLiteral("/etc/nfs.conf");
        writeFile(file, readFile(file) + "[nfsrahead]\nnfs4=16384\n[nfs-tuner]\nsrv = 64\n");
        for (const QString &key : {QStringLiteral("nfs4"), QStringLiteral("SRV")}) {
            const ProcessRun run =
                runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--unset"),
                        key, QStringLiteral("--file"), QStringLiteral("/etc/nfs.conf.d/50-x.conf"),
                        QStringLiteral("--root"), root->path()},
                       withoutBus());
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("from /etc/nfs.conf.d/50-x.conf changes nothing: "
                                      "/etc/nfs.conf:"),
                     run.err.constData());
            QVERIFY(!QFileInfo::exists(root->path() + QStringLiteral("/etc/nfs.conf.d")));
        }
    }

    void saveRefusesWhatTheHelperWouldRefuse()
    {
        const auto root = rootWithStockConfig();
        const QByteArray before = readFile(root->path() + QStringLiteral("/etc/nfs.conf"));
        for (const QStringList &arguments :
             {QStringList{QStringLiteral("r size=4")}, QStringList{QStringLiteral(":/export=4")},
              QStringList{QStringLiteral("srv:/export=4"), QStringLiteral("SRV:/export=8")},
              QStringList{QStringLiteral("nfs=2G")},
              QStringList{QStringLiteral("nfs=1"), QStringLiteral("--file"),
                          QStringLiteral("/etc/passwd")}}) {
            const ProcessRun run =
                runCli(QStringList{QStringLiteral("config"), QStringLiteral("save"),
                                   QStringLiteral("--root"), root->path()} +
                           arguments,
                       withoutBus());
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.errLines(), 1);
            QVERIFY2(!run.err.contains("bus"), run.err.constData());
        }
        QCOMPARE(readFile(root->path() + QStringLiteral("/etc/nfs.conf")), before);
    }

    // --root is a folder of the caller's own: the changes are made there, by
    // this process, and no helper (here: no bus at all) is asked.
    void rootChangesStayInTheFolderWithoutTheHelper()
    {
        const auto root = mountedRootWithStockConfig();
        const ProcessRun save =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs4=16M"),
                    QStringLiteral("nfs=2048"), QStringLiteral("--apply"), QStringLiteral("--root"),
                    root->path()},
                   withoutBus());
        QVERIFY2(save.exitCode == 0, save.err.constData());
        const QByteArray conf = readFile(root->path() + QStringLiteral("/etc/nfs.conf"));
        QVERIFY2(conf.contains("[nfsrahead]\nnfs=2048\nnfs4=16384\n"),
                 conf.constData()); // the stock file's style
        QCOMPARE(readahead(*root, QStringLiteral("0:31")), QByteArray("16384")); // /mnt/v42, nfs4
        QCOMPARE(readahead(*root, QStringLiteral("0:29")), QByteArray("2048"));  // /mnt/v3, nfs
        QVERIFY2(save.out.contains("/mnt/v42 (0:31): readahead 128 -> 16384 KiB"),
                 save.out.constData());

        const ProcessRun set =
            runCli({QStringLiteral("set-readahead"), QStringLiteral("/mnt/v3"),
                    QStringLiteral("4096"), QStringLiteral("--root"), root->path()},
                   withoutBus());
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QCOMPARE(readahead(*root, QStringLiteral("0:29")), QByteArray("4096"));
        const ProcessRun apply =
            runCli({QStringLiteral("apply"), QStringLiteral("--root"), root->path()}, withoutBus());
        QVERIFY2(apply.exitCode == 0, apply.err.constData());
        QCOMPARE(readahead(*root, QStringLiteral("0:29")), QByteArray("2048"));
    }

    // The machine interface: --check --json says what would change, in the
    // file and on each mounted BDI, and writes nothing.
    void checkJsonReportsAndWritesNothing()
    {
        const auto root = mountedRootWithStockConfig();
        const QMap<QString, QByteArray> before = tree(root->path());
        const QString dropIn = QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf");
        const ProcessRun run =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--check"),
                    QStringLiteral("--json"), QStringLiteral("--apply"), QStringLiteral("--file"),
                    dropIn, QStringLiteral("nfs4=16384"), QStringLiteral("--root"), root->path()},
                   withoutBus());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(tree(root->path()), before);
        const QJsonObject json = run.json().object();
        QCOMPARE(json[u"changed"].toBool(), true);
        QCOMPARE(json[u"check"].toBool(), true);
        QCOMPARE(json[u"file"].toString(), dropIn);
        QVERIFY(json[u"config"][u"before"].isNull()); // a new file
        QCOMPARE(json[u"config"][u"after"].toString(),
                 QStringLiteral("[nfsrahead]\nnfs4 = 16384\n"));
        const QJsonArray keys = json[u"config"][u"keys"].toArray();
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys[0][u"kib"].toInt(), 16384);
        QCOMPARE(keys[0][u"takes_effect"].toBool(), true);
        bool sawV42 = false;
        for (const QJsonValue &bdi : json[u"applied"].toArray()) {
            if (bdi[u"bdi"].toString() != QLatin1String("0:31"))
                continue;
            sawV42 = true;
            QCOMPARE(bdi[u"mountpoint"].toString(), QStringLiteral("/mnt/v42"));
            QCOMPARE(QByteArray::number(bdi[u"from_kib"].toInt()),
                     readahead(*root, QStringLiteral("0:31")));
            QCOMPARE(bdi[u"to_kib"].toInt(), 16384);
            QCOMPARE(bdi[u"changed"].toBool(), true);
        }
        QVERIFY2(sawV42, run.out.constData());

        // Saved for real, the same asked again changes nothing.
        QCOMPARE(runCli({QStringLiteral("config"), QStringLiteral("save"),
                         QStringLiteral("--apply"), QStringLiteral("--file"), dropIn,
                         QStringLiteral("nfs4=16384"), QStringLiteral("--root"), root->path()},
                        withoutBus())
                     .exitCode,
                 0);
        const QMap<QString, QByteArray> saved = tree(root->path());
        const ProcessRun again =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--json"),
                    QStringLiteral("--apply"), QStringLiteral("--file"), dropIn,
                    QStringLiteral("nfs4=16384"), QStringLiteral("--root"), root->path()},
                   withoutBus());
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(again.json().object()[u"changed"].toBool(), false);
        QCOMPARE(again.json().object()[u"config"][u"changed"].toBool(), false);
        QCOMPARE(tree(root->path()), saved);
    }

    // Values the window warns of are warned of here too (nfs4=0 went in
    // silently): 0 turns readahead off, below rsize caps every READ. A
    // warning, not a refusal: --check still reports the change.
    void saveWarnsAsTheWindowDoes()
    {
        const auto root = mountedRootWithStockConfig();
        const auto save = [&](const QString &setting) {
            return runCli({QStringLiteral("config"), QStringLiteral("save"),
                           QStringLiteral("--check"), QStringLiteral("--json"), setting,
                           QStringLiteral("--root"), root->path()},
                          withoutBus());
        };
        const ProcessRun off = save(QStringLiteral("nfs4=0"));
        QVERIFY2(off.exitCode == 0, off.err.constData());
        QVERIFY2(off.err.contains("warning: nfs4: 0 turns readahead off"), off.err.constData());
        QCOMPARE(off.json()[u"warnings"].toArray().size(), 1);
        const ProcessRun small = save(QStringLiteral("/mnt/v42=64"));
        QVERIFY2(small.err.contains("warning: /mnt/v42: 64 KiB is below rsize"),
                 small.err.constData());
        const ProcessRun fine = save(QStringLiteral("nfs4=16384"));
        QVERIFY2(!fine.err.contains("warning"), fine.err.constData());
        QCOMPARE(fine.json()[u"warnings"].toArray().size(), 0);
    }

    // With --json an error is one object on stdout too, and nothing is written.
    void jsonErrorIsOneObject()
    {
        const auto root = mountedRootWithStockConfig();
        const QMap<QString, QByteArray> before = tree(root->path());
        for (const QStringList &arguments :
             {QStringList{QStringLiteral("nfs4=lots")}, QStringList{QStringLiteral("nfs4=2G")},
              QStringList{QStringLiteral("nfs4=1"), QStringLiteral("--file"),
                          QStringLiteral("/etc/passwd")}}) {
            const ProcessRun run = runCli(
                QStringList{QStringLiteral("config"), QStringLiteral("save"),
                            QStringLiteral("--json"), QStringLiteral("--root"), root->path()} +
                    arguments,
                withoutBus());
            QCOMPARE(run.exitCode, 2);
            const QJsonObject json = run.json().object();
            QCOMPARE(json[u"changed"].toBool(), false);
            QVERIFY2(!json[u"error"].toString().isEmpty(), run.out.constData());
            QVERIFY2(run.err.contains(json[u"error"].toString().toUtf8()), run.err.constData());
        }
        QCOMPARE(tree(root->path()), before);
    }

    void getExitCodes()
    {
        const auto root = rootWithStockConfig();
        const ProcessRun set =
            runCli({QStringLiteral("config"), QStringLiteral("get"), QStringLiteral("mountd"),
                    QStringLiteral("manage-gids"), QStringLiteral("--root"), root->path()});
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.out, QByteArray("y\n"));
        const ProcessRun unset =
            runCli({QStringLiteral("config"), QStringLiteral("get"), QStringLiteral("nfsrahead"),
                    QStringLiteral("nfs4"), QStringLiteral("--root"), root->path()});
        QCOMPARE(unset.exitCode, 1);
        QVERIFY(unset.out.isEmpty());
        QCOMPARE(runCli({QStringLiteral("config"), QStringLiteral("bogus")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliConfig)
#include "tst_cli_config.moc"
