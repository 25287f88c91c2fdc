// SPDX-License-Identifier: GPL-2.0-or-later
// Loading: files, roles, provenance, and inputs on which nfs-utils itself
// crashes or hangs (include and $NAME cycles), where ours must not.
#include "conf/nfsconfloader.h"
#include "conf/nfsutilsrelease.h"
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QTest>

#include <sys/stat.h>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

NfsConf loadMain(const QTemporaryDir &dir)
{
    return NfsConfLoader::load(SystemRoot(dir.path()), SystemRoot::nfsConfPath());
}

} // namespace

class TestNfsConf : public QObject
{
    Q_OBJECT

private slots:
    void provenanceAcrossIncludesAndDropIns()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"),
                  "[nfsrahead]\nnfs=1\ninclude=/etc/extra.conf\nnfs4=3\n");
        writeFile(dir.path() + QStringLiteral("/etc/extra.conf"), "\nnfs=2\n");
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf.d/20-ra.conf"),
                  "[nfsrahead]\nnfs=4\n");
        const NfsConf conf = loadMain(dir);
        QVERIFY(conf.mainFileLoaded());
        QCOMPARE(conf.files().size(), 3);
        QCOMPARE(conf.files()[0].role, ConfFile::Role::Main);
        QCOMPARE(conf.files()[1].role, ConfFile::Role::Include);
        QCOMPARE(conf.files()[1].systemPath, QStringLiteral("/etc/extra.conf"));
        QCOMPARE(conf.files()[1].includedFrom, 0);
        QCOMPARE(conf.files()[2].role, ConfFile::Role::DropIn);

        const auto history = conf.history("nfsrahead", "nfs");
        QCOMPARE(history.size(), 3);
        QCOMPARE(history[0]->value, QByteArray("1"));
        QCOMPARE(history[0]->line, 2);
        QCOMPARE(history[1]->file, 1); // the include, in place
        QCOMPARE(history[1]->line, 2);
        QCOMPARE(history[2]->file, 2);
        QCOMPARE(conf.binding("NFSRAHEAD", std::nullopt, "NFS")->value, QByteArray("4"));
    }

    void vendorLayerComesFirst()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/usr/etc/nfs.conf"),
                  "[nfsrahead]\nnfs=1\nnfs4=1\ndefault=1\n");
        writeFile(dir.path() + QStringLiteral("/usr/etc/nfs.conf.d/a.conf"),
                  "[nfsrahead]\nnfs4=2\n");
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), "[nfsrahead]\nnfs=3\n");
        const NfsConf conf = loadMain(dir);
        QCOMPARE(conf.files()[0].role, ConfFile::Role::VendorMain);
        QCOMPARE(conf.files()[1].role, ConfFile::Role::VendorDropIn);
        QCOMPARE(conf.binding("nfsrahead", std::nullopt, "nfs")->value, QByteArray("3"));
        QCOMPARE(conf.binding("nfsrahead", std::nullopt, "nfs4")->value, QByteArray("2"));
        QCOMPARE(conf.binding("nfsrahead", std::nullopt, "default")->value, QByteArray("1"));

        NfsConfLoader::Options without;
        without.vendorLayer = false;
        const NfsConf plain =
            NfsConfLoader::load(SystemRoot(dir.path()), SystemRoot::nfsConfPath(), without);
        QCOMPARE(plain.files().size(), 1);
        QVERIFY(!plain.binding("nfsrahead", std::nullopt, "default"));
    }

    void missingMainFileStillReadsDropIns()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf.d/a.conf"), "[nfsrahead]\nnfs=2\n");
        const NfsConf conf = loadMain(dir);
        QVERIFY(!conf.mainFileLoaded());
        QVERIFY(conf.files()[0].error.contains(QStringLiteral("No such file")));
        QCOMPARE(conf.binding("nfsrahead", std::nullopt, "nfs")->value, QByteArray("2"));
    }

    void includeCyclesEnd()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), "[s]\ninclude=a.conf\nk=0\n");
        writeFile(dir.path() + QStringLiteral("/etc/a.conf"), "include=b.conf\nk=1\n");
        writeFile(dir.path() + QStringLiteral("/etc/b.conf"),
                  "include=a.conf\ninclude=nfs.conf\nk=2\n");
        const NfsConf conf = loadMain(dir);
        QCOMPARE(conf.files().size(), 3);
        int loops = 0;
        for (const ConfDiagnostic &diagnostic : conf.diagnostics())
            loops += diagnostic.message.contains(QStringLiteral("loops back")) ? 1 : 0;
        QCOMPARE(loops, 2);
        QCOMPARE(conf.binding("s", std::nullopt, "k")->value, QByteArray("0"));
    }

    void deepIncludesStop()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), "[s]\ninclude=i0.conf\n");
        for (int i = 0; i < 40; ++i)
            writeFile(dir.path() + QStringLiteral("/etc/i%1.conf").arg(i),
                      "include=i" + QByteArray::number(i + 1) + ".conf\nk" + QByteArray::number(i) +
                          "=1\n");
        const NfsConf conf = loadMain(dir);
        // The main file and one include per level allowed; the next one is
        // refused. (nfsconf has no limit: read/include-chain shows the two
        // agree on a chain within it.)
        const int depth = NfsConfLoader::Options().maxIncludeDepth;
        QCOMPARE(conf.files().size(), 1 + depth);
        for (int i = 0; i < 40; ++i)
            QCOMPARE(bool(conf.binding("s", std::nullopt, QByteArray("k" + QByteArray::number(i)))),
                     i < depth);
        QVERIFY(conf.diagnostics().last().message.contains(QStringLiteral("deeper")));
    }

    void dollarLoopsEnd()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"),
                  "[environment]\na=$b\nb=$a\nself=$self\n[nfsrahead]\nnfs=$a\nnfs4=$self\n");
        const NfsConf conf = loadMain(dir);
        QCOMPARE(conf.value("nfsrahead", std::nullopt, "nfs", emptyEnvironment()), std::nullopt);
        QCOMPARE(conf.value("nfsrahead", std::nullopt, "nfs4", emptyEnvironment()), std::nullopt);
        const auto fromEnvironment = [](const QByteArray &name) {
            return name == "b" ? QByteArray("77") : QByteArray();
        };
        QCOMPARE(conf.value("nfsrahead", std::nullopt, "nfs", fromEnvironment), QByteArray("77"));
    }

    void fifoAndDirectoryDoNotHang()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), "[s]\ninclude=fifo\nk=1\n");
        QVERIFY(::mkfifo(QFile::encodeName(dir.path() + QStringLiteral("/etc/fifo")).constData(),
                         0600) == 0);
        QVERIFY(QDir().mkpath(dir.path() + QStringLiteral("/etc/nfs.conf.d")));
        QVERIFY(::mkfifo(QFile::encodeName(dir.path() + QStringLiteral("/etc/nfs.conf.d/x.conf"))
                             .constData(),
                         0600) == 0);
        const NfsConf conf = loadMain(dir);
        QCOMPARE(conf.binding("s", std::nullopt, "k")->value, QByteArray("1"));
        QVERIFY(conf.files()[1].error.contains(QStringLiteral("not a regular file")));
        // A drop-in that is not a file (or link) is passed over unread, as
        // nfs-utils does: only the main file and its include are listed.
        QCOMPARE(conf.files().size(), 2);
    }

    void oversizedFileIsAnError()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), QByteArray(17 << 20, '#'));
        const NfsConf conf = loadMain(dir);
        QVERIFY(!conf.mainFileLoaded());
        QVERIFY(conf.files()[0].error.contains(QStringLiteral("larger than")));
    }

    // Which binding a [section "arg"] setting replaces follows the root's
    // nfs-utils, as dpkg records it. The expected bindings are those of
    // conf_remove_now() before and from nfs-utils 2.8.3 (commit "conffile:
    // add 'arg' argument to conf_remove_now()"); tst_nfsconf_differential
    // checks the installed release against its own nfsconf.
    void argBindingsFollowTheInstalledRelease_data()
    {
        QTest::addColumn<QByteArray>("status");
        QTest::addColumn<QByteArray>("version");
        QTest::addColumn<bool>("onePerArg");
        QTest::addColumn<bool>("needsMain");
        const QByteArray other = "Package: nfs-kernel-server\nStatus: install ok installed\n"
                                 "Version: 1:2.9.0-1\n\n";
        QTest::newRow("Debian 12") << other + "Package: nfs-common\nStatus: install ok "
                                              "installed\nVersion: 1:2.6.2-4+deb12u1\n"
                                   << QByteArray("2.6.2") << false << true;
        QTest::newRow("2.8.2") << QByteArray("Package: nfs-common\nStatus: install ok "
                                             "installed\nVersion: 1:2.8.2-3\n")
                               << QByteArray("2.8.2") << false << false;
        QTest::newRow("Debian 13") << QByteArray("Package: nfs-common\nStatus: install ok "
                                                 "installed\nVersion: 1:2.8.3-1\n\n") +
                                          other
                                   << QByteArray("2.8.3") << true << false;
        QTest::newRow("removed, config kept")
            << QByteArray("Package: nfs-common\nStatus: deinstall ok config-files\n"
                          "Version: 1:2.8.3-1\n")
            << QByteArray() << false << true;
        QTest::newRow("no dpkg") << QByteArray() << QByteArray() << false << true;
        // Only a "Package: nfs-common" field starting a line starts its
        // stanza: not one in another package's description, nor another name.
        QTest::newRow("named in a description")
            << QByteArray("Package: foo\nDescription: x\n Package: nfs-common\nStatus: "
                          "install ok installed\nVersion: 1:9.9.9-1\n\n") +
                   other +
                   "Package: nfs-common\nStatus: install ok installed\n"
                   "Version: 1:2.8.3-1\n"
            << QByteArray("2.8.3") << true << false;
        QTest::newRow("nfs-common-dbg only")
            << QByteArray("Package: nfs-common-dbg\nStatus: install ok installed\n"
                          "Version: 1:2.8.3-1\n\n")
            << QByteArray() << false << true;
        QTest::newRow("first architecture not installed")
            << QByteArray("Package: nfs-common\nStatus: deinstall ok config-files\n"
                          "Architecture: i386\nVersion: 1:2.6.2-4\n\nPackage: nfs-common\n"
                          "Status: install ok installed\nArchitecture: amd64\n"
                          "Version: 1:2.8.3-1\n\n")
            << QByteArray("2.8.3") << true << false;
    }

    // The machine's own dpkg database, against dpkg-query's own reading.
    void installedVersionIsWhatDpkgQuerySays()
    {
        const ProcessRun query =
            runProgram(systemProgram(QStringLiteral("dpkg-query")),
                       {QStringLiteral("-W"),
                        QStringLiteral("-f=${db:Status-Abbrev}|${source:Upstream-Version}"),
                        QStringLiteral("nfs-common")});
        const QList<QByteArray> fields = query.out.split('|');
        // "ii", "hi": the second letter is the state, i for installed.
        const bool installed = query.exitCode == 0 && fields.size() == 2 && fields[0].size() >= 2 &&
                               fields[0][1] == 'i';
        QCOMPARE(NfsUtilsRelease::installedVersion(SystemRoot()).value_or(QByteArray()),
                 installed ? fields[1] : QByteArray());
    }

    void argBindingsFollowTheInstalledRelease()
    {
        QFETCH(QByteArray, status);
        QFETCH(QByteArray, version);
        QFETCH(bool, onePerArg);
        QFETCH(bool, needsMain);
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"),
                  "[s \"a\"]\nk=1\n[s \"b\"]\nk=2\n[nfsrahead]\nnfs=3\n[nfsrahead \"x\"]\n"
                  "nfs=4\n[t \"x\"]\nk=5\n[t]\nk=6\n");
        if (!status.isEmpty())
            writeFile(dir.path() + QStringLiteral("/var/lib/dpkg/status"), status);
        const SystemRoot root(dir.path());
        QCOMPARE(NfsUtilsRelease::installedVersion(root).value_or(QByteArray()), version);

        const NfsConf conf = loadMain(dir);
        const auto value = [&](const char *section, std::optional<QByteArray> arg,
                               const char *tag) {
            const ConfDefinition *definition = conf.binding(section, arg, tag);
            return definition ? definition->value : QByteArray("(none)");
        };
        QCOMPARE(value("s", QByteArray("a"), "k"), onePerArg ? QByteArray("1") : "(none)");
        QCOMPARE(value("s", QByteArray("B"), "k"), QByteArray("2"));
        QCOMPARE(value("s", std::nullopt, "k"), QByteArray("(none)"));
        QCOMPARE(value("nfsrahead", std::nullopt, "nfs"), onePerArg ? QByteArray("3") : "(none)");
        QCOMPARE(value("nfsrahead", QByteArray("x"), "nfs"), QByteArray("4"));
        // Without an arg a setting replaces every arg's, in either release.
        QCOMPARE(value("t", QByteArray("x"), "k"), QByteArray("(none)"));
        QCOMPARE(value("t", std::nullopt, "k"), QByteArray("6"));
        QCOMPARE(conf.dump().count('='), onePerArg ? 5 : 3);
        QCOMPARE(NfsUtilsRelease::nfsconfNeedsMainFile(NfsUtilsRelease::installedVersion(root)),
                 needsMain);
    }

    void absoluteIncludeStaysUnderRoot()
    {
        QTemporaryDir dir;
        writeFile(dir.path() + QStringLiteral("/etc/nfs.conf"), "[s]\ninclude=/etc/inc.conf\n");
        writeFile(dir.path() + QStringLiteral("/etc/inc.conf"), "k=root\n");
        const NfsConf conf = loadMain(dir);
        QCOMPARE(conf.files()[1].path, dir.path() + QStringLiteral("/etc/inc.conf"));
        QCOMPARE(conf.binding("s", std::nullopt, "k")->value, QByteArray("root"));
    }
};

QTEST_GUILESS_MAIN(TestNfsConf)
#include "tst_nfsconf.moc"
