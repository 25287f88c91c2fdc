// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-helper on the test bus (run-with-test-bus.sh), as everyone but
// an authorized caller meets it: a user polkit says no to, on a terminal
// and not; every kind of bad argument; a polkit rule that lets exactly one
// action through. Each refusal changes nothing under the helper's root.
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"
#include "procfixture.h"
#include "tuning/tuninglimits.h"

#include <QDir>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>
#include <QThread>

using namespace nfstuner;
using namespace nfstuner::test;

using Args = QVariantList;

class TestHelperRefusals : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus(&m_pristine)); }

    void init() { restore(testRoot(), m_pristine); }

    void nobodyIsRefusedAndNothingChanges()
    {
        const auto before = snapshot(testRoot());
        const ProcessRun set =
            cliAsNobody({QStringLiteral("set-readahead"), V3, QStringLiteral("4096")});
        QCOMPARE(set.exitCode, 3);
        QVERIFY2(set.err.contains("Not authorized"), set.err.constData());
        const ProcessRun save = cliAsNobody(
            {QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs4=16384"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 3);
        const ProcessRun apply = cliAsNobody({QStringLiteral("apply")});
        QCOMPARE(apply.exitCode, 3);
        QCOMPARE(snapshot(testRoot()), before);
        QVERIFY(helperLog().contains("uid 65534 pid"));
        QVERIFY(helperLog().contains("refused: set the readahead of 0:29 to 4096 KiB"));
        // Other users' readers: not for nobody, who is told so and shown
        // the folder's own (a folder root's processes are nobody's). A
        // process in its /proc: a folder without any is a capture, which
        // top refuses at once.
        writeFakeUptime(testRoot(), 50);
        writeFakeProcess(
            testRoot(),
            {900, 100, 1001, "reader", true, 0, 0, 0, {{3, "/mnt/v3/a", 32, 0, 0100000}}});
        const auto removeProcess =
            qScopeGuard([] { QDir(testRoot() + QStringLiteral("/proc/900")).removeRecursively(); });
        const ProcessRun top = cliAsNobody(
            {QStringLiteral("top"), QStringLiteral("--all-users"), QStringLiteral("--once"),
             QStringLiteral("--interval"), QStringLiteral("0.2"), QStringLiteral("--json"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(top.exitCode, 0);
        QVERIFY2(top.err.contains("not authorized to see other users' processes"),
                 top.err.constData());
        QVERIFY(helperLog().contains("refused: list the processes reading /mnt/v3, /mnt/v42"));
    }

    void terminalAgentAsksForThePassword()
    {
        // On a terminal the CLI starts pkttyagent for itself: polkit asks for
        // the administrator's password there. A wrong one is refused.
        const auto before = snapshot(testRoot());
        const QString command = cliPath() + QStringLiteral(" set-readahead 0:29 4096");
        const ProcessRun run =
            runProgram(systemProgram(QStringLiteral("setpriv")),
                       {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                        QStringLiteral("--clear-groups"), systemProgram(QStringLiteral("script")),
                        QStringLiteral("-qec"), command, QStringLiteral("/dev/null")},
                       QProcessEnvironment::systemEnvironment(), "not-the-password\n");
        QVERIFY2(run.out.contains("AUTHENTICATING FOR io.github.nfstuner.set-readahead"),
                 run.out.constData());
        QVERIFY(run.out.contains(
            "Authentication is required to change the readahead of mounted NFS file systems"));
        QCOMPARE(run.exitCode, 3);
        QCOMPARE(snapshot(testRoot()), before);
    }

    void badInputGetsItsErrorAndChangesNothing_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QVariantList>("arguments");
        QTest::addColumn<QString>("error");
        const QString invalid = QStringLiteral("io.github.nfstuner.Error.InvalidArgument");
        const QString set = QStringLiteral("SetReadahead");
        const QString write = QStringLiteral("WriteReadaheadConfig");
        const auto nfs4 = [](const QString &value) {
            return stringMap({{QStringLiteral("nfs4"), value}});
        };
        const QString noSha;
        QTest::newRow("set: missing kib") << set << Args{V3} << invalid;
        QTest::newRow("set: kib as string") << set << Args{V3, QStringLiteral("15360")} << invalid;
        QTest::newRow("set: kib as int32") << set << Args{V3, 15360} << invalid;
        QTest::newRow("set: kib as uint64") << set << Args{V3, quint64(15360)} << invalid;
        QTest::newRow("set: extra argument") << set << Args{V3, 15360u, 1u} << invalid;
        QTest::newRow("set: empty bdi") << set << Args{QString(), 1u} << invalid;
        QTest::newRow("set: ../") << set << Args{QStringLiteral("../0:29"), 1u} << invalid;
        QTest::newRow("set: traversal")
            << set << Args{QStringLiteral("0:29/../../x"), 1u} << invalid;
        QTest::newRow("set: newline") << set << Args{QStringLiteral("0:29\n"), 1u} << invalid;
        QTest::newRow("set: space") << set << Args{QStringLiteral(" 0:29"), 1u} << invalid;
        QTest::newRow("set: leading zero") << set << Args{QStringLiteral("00:29"), 1u} << invalid;
        QTest::newRow("set: huge major") << set << Args{QStringLiteral("4096:0"), 1u} << invalid;
        QTest::newRow("set: huge minor") << set << Args{QStringLiteral("0:1048576"), 1u} << invalid;
        QTest::newRow("set: name not bdi") << set << Args{QStringLiteral("9p-1"), 1u} << invalid;
        QTest::newRow("set: too large") << set << Args{V3, 1048577u} << invalid;
        QTest::newRow("set: uint max") << set << Args{V3, 4294967295u} << invalid;
        QTest::newRow("set: not nfs")
            << set << Args{Tmpfs, 1024u} << QStringLiteral("io.github.nfstuner.Error.NotNfs");
        QTest::newRow("set: unmounted") << set << Args{QStringLiteral("0:99"), 1024u}
                                        << QStringLiteral("io.github.nfstuner.Error.NoSuchBdi");
        QTest::newRow("write: /etc/passwd")
            << write
            << Args{QStringLiteral("/etc/passwd"), nfs4(QStringLiteral("1")), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: dotdot") << write
                                       << Args{QStringLiteral("/etc/nfs.conf.d/../nfs.conf"),
                                               nfs4(QStringLiteral("1")), QStringList(), noSha}
                                       << invalid;
        QTest::newRow("write: relative")
            << write
            << Args{QStringLiteral("nfs.conf"), nfs4(QStringLiteral("1")), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: space in name")
            << write
            << Args{QStringLiteral("/etc/nfs.conf.d/a b.conf"), nfs4(QStringLiteral("1")),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: long name")
            << write
            << Args{QStringLiteral("/etc/nfs.conf.d/%1.conf").arg(QString(65, QLatin1Char('a'))),
                    nfs4(QStringLiteral("1")), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: not .conf") << write
                                          << Args{QStringLiteral("/etc/nfs.conf.d/x.txt"),
                                                  nfs4(QStringLiteral("1")), QStringList(), noSha}
                                          << invalid;
        QTest::newRow("write: symlinked drop-in")
            << write
            << Args{QStringLiteral("/etc/nfs.conf.d/link.conf"), nfs4(QStringLiteral("1")),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: newline value")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("16384\n[x]")),
                    QStringList(), noSha}
            << invalid;
        // "$" in a pattern also matches before a final newline (found by
        // fuzz_helper_requests): each of these passed once.
        QTest::newRow("write: drop-in name ending in a newline")
            << write
            << Args{QStringLiteral("/etc/nfs.conf.d/a.conf\n"), nfs4(QStringLiteral("1")),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: value ending in a newline")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("16384\n")), QStringList(),
                    noSha}
            << invalid;
        QTest::newRow("write: SHA-256 ending in a newline")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")), QStringList(),
                    QString(QString(64, QLatin1Char('a')) + QLatin1Char('\n'))}
            << invalid;
        QTest::newRow("write: section value")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("[general]")),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: negative") << write
                                         << Args{QStringLiteral("/etc/nfs.conf"),
                                                 nfs4(QStringLiteral("-1")), QStringList(), noSha}
                                         << invalid;
        QTest::newRow("write: too large")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("2000000")), QStringList(),
                    noSha}
            << invalid;
        QTest::newRow("write: leading zero")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("016384")), QStringList(),
                    noSha}
            << invalid;
        QTest::newRow("write: unit") << write
                                     << Args{QStringLiteral("/etc/nfs.conf"),
                                             nfs4(QStringLiteral("16M")), QStringList(), noSha}
                                     << invalid;
        const auto rule = [&write, &noSha](const QString &key, const QString &value) {
            return Args{QStringLiteral("/etc/nfs.conf"), stringMap({{key, value}}), QStringList(),
                        noSha};
        };
        QTest::newRow("write: rule key with a space")
            << write << rule(QStringLiteral("file server"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: rule key with #")
            << write << rule(QStringLiteral("srv#x"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: rule key with [")
            << write << rule(QStringLiteral("[srv]"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: rule key not ASCII")
            << write << rule(QStringLiteral("sérveur"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: rule key too long")
            << write << rule(QString(256, QLatin1Char('s')), QStringLiteral("8")) << invalid;
        QTest::newRow("write: export without server")
            << write << rule(QStringLiteral(":/export"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: include as a rule")
            << write << rule(QStringLiteral("Include"), QStringLiteral("8")) << invalid;
        QTest::newRow("write: rule with a unit")
            << write << rule(QStringLiteral("srv:/export"), QStringLiteral("1M")) << invalid;
        QTest::newRow("write: rule keys differing in case")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"),
                    stringMap({{QStringLiteral("Srv"), QStringLiteral("1")},
                               {QStringLiteral("srv"), QStringLiteral("2")}}),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: key with =")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"),
                    stringMap({{QStringLiteral("nfs4=1\nx"), QStringLiteral("8")}}), QStringList(),
                    noSha}
            << invalid;
        QMap<QString, QString> tooMany;
        for (int i = 0; i <= TuningLimits::MaxConfigKeys; ++i)
            tooMany.insert(QStringLiteral("server%1").arg(i), QStringLiteral("1"));
        QTest::newRow("write: oversized map")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), QVariant::fromValue(tooMany), QStringList(),
                    noSha}
            << invalid;
        QTest::newRow("write: unset other key")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), stringMap({}),
                    QStringList{QStringLiteral("max threads")}, noSha}
            << invalid;
        QTest::newRow("write: set and unset")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")),
                    QStringList{QStringLiteral("nfs4")}, noSha}
            << invalid;
        QTest::newRow("write: nothing")
            << write << Args{QStringLiteral("/etc/nfs.conf"), stringMap({}), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: bad hash")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")), QStringList(),
                    QStringLiteral("xyz")}
            << invalid;
        QTest::newRow("write: wrong hash")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")), QStringList(),
                    QString(64, QLatin1Char('0'))}
            << QStringLiteral("io.github.nfstuner.Error.Conflict");
        QTest::newRow("write: no hash, file exists")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")), QStringList(),
                    noSha}
            << QStringLiteral("io.github.nfstuner.Error.Conflict");
        QTest::newRow("write: missing argument")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")), QStringList()}
            << invalid;
        QTest::newRow("write: a{sv} map")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), QVariantMap{{QStringLiteral("nfs4"), 1}},
                    QStringList(), noSha}
            << invalid;
        const QString congestion = QStringLiteral("SetNfsCongestionKb");
        const QString persist = QStringLiteral("WriteNfsCongestionConfig");
        QTest::newRow("congestion: 0") << congestion << Args{uint(0)} << invalid;
        QTest::newRow("congestion: above INT_MAX")
            << congestion << Args{uint(2147483648u)} << invalid;
        QTest::newRow("congestion: as int32") << congestion << Args{1048576} << invalid;
        QTest::newRow("congestion: as string")
            << congestion << Args{QStringLiteral("1048576")} << invalid;
        QTest::newRow("congestion: no NFS client")
            << congestion << Args{uint(1048576)}
            << QStringLiteral("io.github.nfstuner.Error.IoError");
        QTest::newRow("persist: above INT_MAX")
            << persist << Args{uint(4294967295u), QString()} << invalid;
        QTest::newRow("persist: bad hash")
            << persist << Args{uint(1), QStringLiteral("xyz")} << invalid;
        QTest::newRow("persist: hash ending in a newline")
            << persist << Args{uint(1), QString(QString(64, QLatin1Char('a')) + QLatin1Char('\n'))}
            << invalid;
        QTest::newRow("persist: wrong hash")
            << persist << Args{uint(1), QString(64, QLatin1Char('0'))}
            << QStringLiteral("io.github.nfstuner.Error.Conflict");
        QTest::newRow("persist: missing hash") << persist << Args{uint(1)} << invalid;
        const QString readers = QStringLiteral("ListReaders");
        QStringList many;
        for (int i = 0; i < 65; ++i)
            many.append(QStringLiteral("/mnt/v3"));
        QTest::newRow("readers: relative")
            << readers << Args{QStringList{QStringLiteral("mnt/v3")}} << invalid;
        QTest::newRow("readers: 65 paths") << readers << Args{many} << invalid;
        QTest::newRow("readers: twice")
            << readers << Args{QStringList{QStringLiteral("/mnt/v3"), QStringLiteral("/mnt/v3")}}
            << invalid;

        QTest::newRow("readers: a string") << readers << Args{QStringLiteral("/mnt/v3")} << invalid;
        QTest::newRow("readers: not nfs") << readers << Args{QStringList{QStringLiteral("/proc")}}
                                          << QStringLiteral("io.github.nfstuner.Error.NotNfs");
        QTest::newRow("apply: argument")
            << QStringLiteral("ApplyConfig") << Args{QStringLiteral("now")} << invalid;
        QTest::newRow("unknown method")
            << QStringLiteral("RemoveEverything") << Args{}
            << QStringLiteral("org.freedesktop.DBus.Error.UnknownMethod");
    }
    void badInputGetsItsErrorAndChangesNothing()
    {
        QFETCH(QString, method);
        QFETCH(QVariantList, arguments);
        QFETCH(QString, error);
        // A drop-in that is a symlink to a file elsewhere.
        writeFile(testRoot() + QStringLiteral("/etc/secret"), "do not touch\n");
        QDir().mkpath(testRoot() + QStringLiteral("/etc/nfs.conf.d"));
        QFile::link(QStringLiteral("../secret"),
                    testRoot() + QStringLiteral("/etc/nfs.conf.d/link.conf"));
        const auto before = snapshot(testRoot());
        const QDBusMessage reply = callHelper(method, arguments);
        QCOMPARE(errorName(reply), error);
        QVERIFY(!reply.errorMessage().isEmpty());
        QCOMPARE(snapshot(testRoot()), before);
    }

    // Last: polkit rules stay loaded until polkitd notices their removal.
    void polkitRuleLetsExactlyOneActionThrough()
    {
        writeFile(testRulesDir() + QStringLiteral("/50-nfs-tuner-test.rules"),
                  "polkit.addRule(function(action, subject) {\n"
                  "    if (action.id == \"io.github.nfstuner.set-readahead\" && subject.user == "
                  "\"nobody\")\n"
                  "        return polkit.Result.YES;\n"
                  "});\n");
        const qsizetype logStart = helperLog().size();
        ProcessRun set;
        waitForPolkit([&set] {
            set = cliAsNobody({QStringLiteral("set-readahead"), V3, QStringLiteral("4096")});
            return set.exitCode == 0;
        });
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("4096\n"));
        // Logged as nobody's change now (not a refusal from an earlier test).
        QVERIFY(helperLog().mid(logStart).contains(
            QByteArray("uid 65534 pid " + QByteArray::number(set.pid) +
                       ": readahead of 0:29 (/mnt/v3): 128 -> 4096 KiB")));
        QCOMPARE(cliAsNobody({QStringLiteral("apply")}).exitCode, 0); // same action

        const QByteArray before = readFile(conf());
        const ProcessRun save = cliAsNobody(
            {QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs4=16384"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 3);
        QCOMPARE(readFile(conf()), before);
    }

    // A mount point holding a newline (the kernel allows it; mountinfo
    // shows \012) reaches the polkit dialog and the audit log escaped: no
    // line of its own in either (issue 33, item 8). The rule lets nobody
    // through only when polkit is shown the escaped mount point.
    void controlCharactersAreEscaped()
    {
        const QString bdi = QStringLiteral("0:40");
        QFile mountinfo(testRoot() + QStringLiteral("/proc/self/mountinfo"));
        QVERIFY(mountinfo.open(QIODevice::Append));
        mountinfo.write("60 1 0:40 / /mnt/new\\012line rw,relatime - nfs4 127.0.0.1:/export "
                        "rw,vers=4.2,rsize=1048576,wsize=1048576,namlen=255,hard,proto=tcp,"
                        "timeo=600,retrans=2,sec=sys,clientaddr=127.0.0.1,local_lock=none,"
                        "addr=127.0.0.1\n");
        mountinfo.close();
        QVERIFY(QDir().mkpath(testRoot() + QStringLiteral("/sys/class/bdi/0:40")));
        writeFile(sysfs(bdi), "128\n");
        // Read before any other test's rule (rules.d is read in file name
        // order), and deciding either way for nobody's set-readahead.
        const QString rule = testRulesDir() + QStringLiteral("/40-nfs-tuner-escapes.rules");
        writeFile(rule, "polkit.addRule(function(action, subject) {\n"
                        "    if (action.id == \"io.github.nfstuner.set-readahead\" &&\n"
                        "        subject.user == \"nobody\")\n"
                        "        return action.lookup(\"mountpoints\") == \"/mnt/new\\\\012line\"\n"
                        "            ? polkit.Result.YES : polkit.Result.NO;\n"
                        "});\n");
        const auto removeRule = qScopeGuard([&rule] { QFile::remove(rule); });
        // polkitd reads rules again by inotify: once /mnt/v3 is refused
        // (an earlier test's rule lets nobody through), this rule decides.
        waitForPolkit([] {
            return cliAsNobody({QStringLiteral("set-readahead"), V3, QStringLiteral("4096")})
                       .exitCode == 3;
        });
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
        const qsizetype logStart = helperLog().size();
        const ProcessRun set =
            cliAsNobody({QStringLiteral("set-readahead"), bdi, QStringLiteral("4096")});
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QCOMPARE(readFile(sysfs(bdi)), QByteArray("4096\n"));
        const QByteArray log = helperLog().mid(logStart);
        QVERIFY2(log.contains("readahead of 0:40 (/mnt/new\\012line): 128 -> 4096 KiB"),
                 log.constData());
        QVERIFY2(!log.contains("new\nline"), log.constData());
    }

private:
    QMap<QString, QByteArray> m_pristine;
};

QTEST_GUILESS_MAIN(TestHelperRefusals)
#include "tst_helper_refusals.moc"
