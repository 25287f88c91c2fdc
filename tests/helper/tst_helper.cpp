// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-helper on a private system bus with the real dbus-daemon and
// polkitd (run-with-test-bus.sh), activated from the project's own files,
// working on a copy of the v3-v42 real-kernel fixture root.
#include "base/atomicfilereplace.h"
#include "dbus/helperclient.h"
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"

#include <QDBusConnection>
#include <QDBusPendingCallWatcher>
#include <QDBusVariant>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString V3 = QStringLiteral("0:29");    // /mnt/v3 in the fixture
const QString V42 = QStringLiteral("0:31");   // /mnt/v42
const QString Tmpfs = QStringLiteral("0:26"); // /export, tmpfs

QString sysfs(const QString &bdi)
{
    return testRoot() + QStringLiteral("/sys/class/bdi/") + bdi + QStringLiteral("/read_ahead_kb");
}

QString conf()
{
    return testRoot() + QStringLiteral("/etc/nfs.conf");
}

QString sha(const QString &path)
{
    return QString::fromLatin1(AtomicFileReplace::sha256Hex(readFile(path)));
}

QString errorName(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage ? reply.errorName()
                                                      : QStringLiteral("(no error)");
}

ProcessRun asNobody(const QStringList &cliArguments)
{
    return runProgram(systemProgram(QStringLiteral("setpriv")),
                      QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                  QStringLiteral("--clear-groups"), cliPath()} +
                          cliArguments);
}

qint64 statusValue(uint pid, const char *field)
{
    const QByteArray status = readFile(QStringLiteral("/proc/%1/status").arg(pid));
    for (const QByteArray &line : status.split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

int openFds(uint pid)
{
    return int(QDir(QStringLiteral("/proc/%1/fd").arg(pid))
                   .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)
                   .size());
}

using Args = QVariantList;
QVariant map(std::initializer_list<std::pair<QString, QString>> entries)
{
    QMap<QString, QString> result;
    for (const auto &[key, value] : entries)
        result.insert(key, value);
    return QVariant::fromValue(result);
}

} // namespace

class TestHelper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(!testRoot().isEmpty(), "run through run-with-test-bus.sh");
        HelperDBus::registerTypes();
        m_pristine = snapshot(testRoot());
    }

    void init() { restore(testRoot(), m_pristine); }

    void introspectionIsTheRepositoryXml()
    {
        const QDBusMessage reply =
            callHelper(QStringLiteral("Introspect"), {},
                       QStringLiteral("org.freedesktop.DBus.Introspectable"));
        QCOMPARE(reply.type(), QDBusMessage::ReplyMessage);
        const QString xml = reply.arguments().value(0).toString();
        const QString repository = QString::fromUtf8(
            readFile(QStringLiteral(NFSTUNER_SOURCE_DIR "/helper/io.github.nfstuner.Helper1.xml")));
        const auto interfaceOf = [](const QString &text) {
            return text
                .mid(text.indexOf(QLatin1String("<interface name=\"io.github.nfstuner.Helper1\"")))
                .section(QLatin1String("</interface>"), 0, 0);
        };
        QVERIFY(!interfaceOf(repository).isEmpty());
        QCOMPARE(interfaceOf(xml), interfaceOf(repository));
        const QDBusMessage version =
            callHelper(QStringLiteral("Get"),
                       {QStringLiteral("io.github.nfstuner.Helper1"), QStringLiteral("Version")},
                       QStringLiteral("org.freedesktop.DBus.Properties"));
        QCOMPARE(version.arguments().value(0).value<QDBusVariant>().variant().toString(),
                 QStringLiteral(NFSTUNER_VERSION));
    }

    void rootSetsReadahead()
    {
        const QDBusMessage reply = callHelper(QStringLiteral("SetReadahead"), {V3, 15360u});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        QCOMPARE(reply.arguments(), (Args{128u, 15360u}));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("15360\n"));
        QCOMPARE(readFile(sysfs(V42)), QByteArray("128\n"));
        QVERIFY(helperLog().contains(
            QStringLiteral("uid 0 pid %1: readahead of 0:29 (/mnt/v3): 128 -> 15360 KiB")
                .arg(QCoreApplication::applicationPid())
                .toUtf8()));
    }

    void rootWritesConfigChangingOneLine()
    {
        const QByteArray before = readFile(conf());
        const QDBusMessage reply = callHelper(
            QStringLiteral("WriteReadaheadConfig"),
            {QStringLiteral("/etc/nfs.conf"),
             map({{QStringLiteral("nfs4"), QStringLiteral("16384")}}), QStringList(), sha(conf())});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        QCOMPARE(reply.arguments().value(0).toString(), sha(conf()));
        QCOMPARE(readFile(conf()), QByteArray(before).replace("# nfs4=16000\n", "nfs4=16384\n"));
        QVERIFY(helperLog().contains("/etc/nfs.conf [nfsrahead] nfs4 (unset) -> 16384"));

        // A drop-in that does not exist yet: its folder and file are made.
        const QDBusMessage dropIn = callHelper(
            QStringLiteral("WriteReadaheadConfig"),
            {QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf"),
             map({{QStringLiteral("default"), QStringLiteral("1024")}}), QStringList(), QString()});
        QVERIFY2(dropIn.type() == QDBusMessage::ReplyMessage, qPrintable(dropIn.errorMessage()));
        QCOMPARE(readFile(testRoot() + QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf")),
                 QByteArray("[nfsrahead]\ndefault = 1024\n"));
    }

    void rootAppliesConfigAsNfsraheadWould()
    {
        writeFile(conf(), readFile(conf()).replace("# nfs4=16000", "nfs4=16384"));
        const QDBusMessage reply = callHelper(QStringLiteral("ApplyConfig"), {});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        QList<ReadaheadChange> changes;
        reply.arguments().value(0).value<QDBusArgument>() >> changes;
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[0].mountpoint, QStringLiteral("/mnt/v3"));
        QCOMPARE(changes[0].bdi.toString(), V3);
        QCOMPARE(changes[0].nowKib, 128u); // nfs is not set: the built-in 128
        QCOMPARE(changes[1].mountpoint, QStringLiteral("/mnt/v42"));
        QCOMPARE(changes[1].previousKib, 128u);
        QCOMPARE(changes[1].nowKib, 16384u);
        QCOMPARE(readFile(sysfs(V42)), QByteArray("16384\n"));
    }

    void clientMapsErrors()
    {
        HelperClient client;
        QEventLoop loop;
        std::optional<Result<ReadaheadChange>> result;
        client.setReadahead(Tmpfs, 1024, &loop, [&](Result<ReadaheadChange> r) {
            result = r;
            loop.quit();
        });
        loop.exec();
        QVERIFY(result && !*result);
        QCOMPARE(result->error().code, Error::Code::NotNfs);
        QVERIFY(result->error().message.contains(QStringLiteral("tmpfs")));

        std::optional<Result<QString>> version;
        client.version(&loop, [&](Result<QString> v) {
            version = v;
            loop.quit();
        });
        loop.exec();
        QCOMPARE(version->value(), QStringLiteral(NFSTUNER_VERSION));
    }

    void nobodyIsRefusedAndNothingChanges()
    {
        const auto before = snapshot(testRoot());
        const ProcessRun set =
            asNobody({QStringLiteral("set-readahead"), V3, QStringLiteral("4096")});
        QCOMPARE(set.exitCode, 3);
        QVERIFY2(set.err.contains("Not authorized"), set.err.constData());
        const ProcessRun save =
            asNobody({QStringLiteral("config"), QStringLiteral("save"),
                      QStringLiteral("nfs4=16384"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 3);
        const ProcessRun apply = asNobody({QStringLiteral("apply")});
        QCOMPARE(apply.exitCode, 3);
        QCOMPARE(snapshot(testRoot()), before);
        QVERIFY(helperLog().contains("uid 65534 pid"));
        QVERIFY(helperLog().contains("refused: set the readahead of 0:29 to 4096 KiB"));
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
            return map({{QStringLiteral("nfs4"), value}});
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
        QTest::newRow("write: other key")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"),
                    map({{QStringLiteral("threads"), QStringLiteral("8")}}), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: key with =")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"),
                    map({{QStringLiteral("nfs4=1\nx"), QStringLiteral("8")}}), QStringList(), noSha}
            << invalid;
        QTest::newRow("write: oversized map")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"),
                    map({{QStringLiteral("nfs"), QStringLiteral("1")},
                         {QStringLiteral("nfs4"), QStringLiteral("1")},
                         {QStringLiteral("default"), QStringLiteral("1")},
                         {QStringLiteral("a"), QStringLiteral("1")},
                         {QStringLiteral("b"), QStringLiteral("1")}}),
                    QStringList(), noSha}
            << invalid;
        QTest::newRow("write: unset other key")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), map({}),
                    QStringList{QStringLiteral("threads")}, noSha}
            << invalid;
        QTest::newRow("write: set and unset")
            << write
            << Args{QStringLiteral("/etc/nfs.conf"), nfs4(QStringLiteral("1")),
                    QStringList{QStringLiteral("nfs4")}, noSha}
            << invalid;
        QTest::newRow("write: nothing")
            << write << Args{QStringLiteral("/etc/nfs.conf"), map({}), QStringList(), noSha}
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

    void twoClientsSavingAtOnce()
    {
        const QString expected = sha(conf());
        QDBusConnection first =
            QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("first"));
        QDBusConnection second =
            QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("second"));
        auto call = [&](QDBusConnection &bus, const QString &value) {
            QDBusMessage message = QDBusMessage::createMethodCall(
                HelperDBus::service(), HelperDBus::path(), HelperDBus::interface(),
                QStringLiteral("WriteReadaheadConfig"));
            message.setArguments({QStringLiteral("/etc/nfs.conf"),
                                  map({{QStringLiteral("nfs4"), value}}), QStringList(), expected});
            return bus.asyncCall(message, 30000);
        };
        QDBusPendingCall a = call(first, QStringLiteral("1111"));
        QDBusPendingCall b = call(second, QStringLiteral("2222"));
        a.waitForFinished();
        b.waitForFinished();
        QCOMPARE(int(a.isError()) + int(b.isError()), 1);
        const QDBusPendingCall &lost = a.isError() ? a : b;
        QCOMPARE(lost.error().name(), QStringLiteral("io.github.nfstuner.Error.Conflict"));
        const QByteArray text = readFile(conf());
        QVERIFY(text.contains(a.isError() ? "nfs4=2222\n" : "nfs4=1111\n"));
        QVERIFY(!text.contains(a.isError() ? "1111" : "2222"));
        QDBusConnection::disconnectFromBus(QStringLiteral("first"));
        QDBusConnection::disconnectFromBus(QStringLiteral("second"));
    }

    void manyCallsLeakNothing()
    {
        for (int i = 0; i < 50; ++i) // warm up: caches, first allocations
            callHelper(QStringLiteral("SetReadahead"), {V3, 256u});
        const uint pid = helperPid();
        QVERIFY(pid > 0);
        const int fdsBefore = openFds(pid);
        const qint64 rssBefore = statusValue(pid, "VmRSS:");
        for (int i = 0; i < 500; ++i) {
            const QDBusMessage reply =
                callHelper(QStringLiteral("SetReadahead"), {V3, i % 2 ? 128u : 256u});
            QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        }
        QCOMPARE(helperPid(), pid);
        const int fdsAfter = openFds(pid);
        const qint64 rssAfter = statusValue(pid, "VmRSS:");
        qInfo("helper fds %d -> %d, RSS %lld -> %lld KiB over 500 SetReadahead calls", fdsBefore,
              fdsAfter, rssBefore, rssAfter);
        QCOMPARE(fdsAfter, fdsBefore);
#ifndef NFSTUNER_SANITIZED
        QVERIFY2(rssAfter - rssBefore < 1024, "RSS grew by a MiB or more");
#else
        // ASan holds freed memory in quarantine, so RSS says nothing here;
        // LeakSanitizer checks the helper when run-with-test-bus.sh stops it.
#endif
    }

    void cliCommands()
    {
        const ProcessRun byMountpoint =
            runCli({QStringLiteral("set-readahead"), QStringLiteral("/mnt/v3"),
                    QStringLiteral("15M"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(byMountpoint.exitCode, 0);
        QCOMPARE(byMountpoint.out, QByteArray("/mnt/v3 (0:29): readahead 128 -> 15360 KiB\n"));
        const ProcessRun byBdi =
            runCli({QStringLiteral("set-readahead"), V42, QStringLiteral("4096")});
        QCOMPARE(byBdi.exitCode, 0);
        QCOMPARE(byBdi.out, QByteArray("0:31: readahead 128 -> 4096 KiB\n"));

        const ProcessRun notMounted =
            runCli({QStringLiteral("set-readahead"), QStringLiteral("/mnt/none"),
                    QStringLiteral("1"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(notMounted.exitCode, 2);
        QVERIFY(notMounted.err.contains("not an NFS mountpoint"));
        const ProcessRun notNfs =
            runCli({QStringLiteral("set-readahead"), Tmpfs, QStringLiteral("1")});
        QCOMPARE(notNfs.exitCode, 2);
        QVERIFY(notNfs.err.contains("Not an NFS mount"));
        const ProcessRun badSize =
            runCli({QStringLiteral("set-readahead"), V3, QStringLiteral("lots")});
        QCOMPARE(badSize.exitCode, 2);
        const ProcessRun tooBig =
            runCli({QStringLiteral("set-readahead"), V3, QStringLiteral("2G")});
        QCOMPARE(tooBig.exitCode, 2);
        QVERIFY(tooBig.err.contains("too large"));

        const ProcessRun save =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs4=16384"),
                    QStringLiteral("default=128"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 0);
        QVERIFY(readFile(conf()).contains("nfs4=16384\n"));
        QVERIFY(readFile(conf()).contains("default = 128\n"));
        const ProcessRun unset =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--unset"),
                    QStringLiteral("default"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(unset.exitCode, 0);
        QVERIFY(!readFile(conf()).contains("default = 128"));
        const ProcessRun badKey =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("threads=8"),
                    QStringLiteral("--root"), testRoot()});
        QCOMPARE(badKey.exitCode, 2);
        QVERIFY(badKey.err.contains("not an [nfsrahead] key"));

        const ProcessRun apply = runCli({QStringLiteral("apply")});
        QCOMPARE(apply.exitCode, 0);
        QCOMPARE(apply.out, QByteArray("/mnt/v3 (0:29): readahead 15360 -> 128 KiB\n"
                                       "/mnt/v42 (0:31): readahead 4096 -> 16384 KiB\n"));
    }

    void applyReportsEachFailureAndGoesOn()
    {
        // A BDI whose sysfs file cannot be read: /mnt/v3 fails, /mnt/v42 is set.
        writeFile(conf(), readFile(conf()).replace("# nfs4=16000", "nfs4=2048"));
        QFile::remove(sysfs(V3));
        QVERIFY(QDir().mkpath(sysfs(V3)));
        const QDBusMessage reply = callHelper(QStringLiteral("ApplyConfig"), {});
        QCOMPARE(errorName(reply), QStringLiteral("io.github.nfstuner.Error.IoError"));
        QVERIFY2(reply.errorMessage().contains(QStringLiteral("/mnt/v3 (0:29)")),
                 qPrintable(reply.errorMessage()));
        QVERIFY(reply.errorMessage().contains(QStringLiteral("1 mount")));
        QCOMPARE(readFile(sysfs(V42)), QByteArray("2048\n"));
        QDir(sysfs(V3)).removeRecursively();
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
        // polkitd picks rules up by inotify, within about a second.
        ProcessRun set;
        QElapsedTimer clock;
        clock.start();
        do {
            set = asNobody({QStringLiteral("set-readahead"), V3, QStringLiteral("4096")});
        } while (set.exitCode != 0 && clock.elapsed() < 10000 && (QThread::msleep(200), true));
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("4096\n"));
        // Logged as nobody's change now (not a refusal from an earlier test).
        QVERIFY(helperLog().mid(logStart).contains(
            QByteArray("uid 65534 pid " + QByteArray::number(set.pid) +
                       ": readahead of 0:29 (/mnt/v3): 128 -> 4096 KiB")));
        QCOMPARE(asNobody({QStringLiteral("apply")}).exitCode, 0); // same action

        const QByteArray before = readFile(conf());
        const ProcessRun save =
            asNobody({QStringLiteral("config"), QStringLiteral("save"),
                      QStringLiteral("nfs4=16384"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 3);
        QCOMPARE(readFile(conf()), before);
    }

private:
    QMap<QString, QByteArray> m_pristine;
};

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
