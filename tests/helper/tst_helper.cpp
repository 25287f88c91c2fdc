// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-helper on a private system bus with the real dbus-daemon and
// polkitd (run-with-test-bus.sh), activated from the project's own files,
// working on a copy of the v3-v42 real-kernel fixture root: what an
// authorized caller gets. What everyone else gets is tst_helper_refusals.
#include "base/atomicfilereplace.h"
#include "dbus/helperclient.h"
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"
#include "procfixture.h"

#include <QDBusConnection>
#include <QDBusPendingCallWatcher>
#include <QDBusVariant>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <unistd.h>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

qint64 statusValue(uint pid, const char *field)
{
    const QByteArray status = readFile(QStringLiteral("/proc/%1/status").arg(pid));
    for (const QByteArray &line : status.split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// What each open descriptor is (socket:[inode], anon_inode:[eventfd], a
// path), so a mismatch says what was left open.
QStringList openFds(uint pid)
{
    const QDir dir(QStringLiteral("/proc/%1/fd").arg(pid));
    QStringList targets;
    for (const QString &fd :
         dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
        char target[256] = {};
        const ssize_t length =
            ::readlink(QFile::encodeName(dir.filePath(fd)).constData(), target, sizeof target - 1);
        targets.append(fd + QLatin1String(" -> ") +
                       QString::fromLocal8Bit(target, int(qMax<ssize_t>(length, 0))));
    }
    targets.sort();
    return targets;
}

} // namespace

using Args = QVariantList;

class TestHelper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus(&m_pristine)); }

    void init() { restore(testRoot(), m_pristine); }

    // The helper says which library it asks polkit through: the one this
    // build was configured with (PolkitQt6-1 where found, else D-Bus).
    void asksPolkitThroughTheConfiguredBackend()
    {
        QCOMPARE(callHelper(QStringLiteral("SetReadahead"), {V3, 128u}).type(),
                 QDBusMessage::ReplyMessage);
        const QByteArray expected = QByteArrayLiteral("asks polkit through ") +
                                    QByteArrayLiteral(NFSTUNER_POLKIT_BACKEND_NAME);
        QVERIFY2(helperLog().contains(expected), helperLog().constData());
    }

    void introspectionIsTheRepositoryXml()
    {
        const QDBusMessage reply =
            callHelper(QStringLiteral("Introspect"), {},
                       QStringLiteral("org.freedesktop.DBus.Introspectable"));
        QCOMPARE(reply.type(), QDBusMessage::ReplyMessage);
        const QString xml = reply.arguments().value(0).toString();
        const QString repository = QString::fromUtf8(readFile(QStringLiteral(
            NFSTUNER_SOURCE_DIR "/core/system/dbus/io.github.nfstuner.Helper1.xml")));
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
        const QDBusMessage reply =
            callHelper(QStringLiteral("WriteReadaheadConfig"),
                       {QStringLiteral("/etc/nfs.conf"),
                        stringMap({{QStringLiteral("nfs4"), QStringLiteral("16384")}}),
                        QStringList(), sha(conf())});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        QCOMPARE(reply.arguments().value(0).toString(), sha(conf()));
        QCOMPARE(readFile(conf()), QByteArray(before).replace("# nfs4=16000\n", "nfs4=16384\n"));
        QVERIFY(helperLog().contains("[nfsrahead] nfs4 (unset) -> 16384 (sha256"));

        // A drop-in that does not exist yet: its folder and file are made.
        const QDBusMessage dropIn =
            callHelper(QStringLiteral("WriteReadaheadConfig"),
                       {QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf"),
                        stringMap({{QStringLiteral("default"), QStringLiteral("1024")}}),
                        QStringList(), QString()});
        QVERIFY2(dropIn.type() == QDBusMessage::ReplyMessage, qPrintable(dropIn.errorMessage()));
        QCOMPARE(readFile(testRoot() + QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf")),
                 QByteArray("[nfsrahead]\ndefault = 1024\n"));
    }

    // [nfs-tuner] rules go through the same call: any key other than
    // nfsrahead's is a rule, written to its own section; nfs-utils' nfsconf
    // reads back what was written.
    void rootWritesRules()
    {
        const QString dropIn = testRoot() + QStringLiteral("/etc/nfs.conf.d/60-rules.conf");
        const QDBusMessage reply = callHelper(
            QStringLiteral("WriteReadaheadConfig"),
            {QStringLiteral("/etc/nfs.conf.d/60-rules.conf"),
             stringMap({{QStringLiteral("fileserver:/export/media"), QStringLiteral("1024")},
                        {QStringLiteral("/mnt/scratch"), QStringLiteral("128")},
                        {QStringLiteral("nfs4"), QStringLiteral("2048")}}),
             QStringList(), QString()});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        const auto nfsconfGet = [&dropIn](const QString &section, const QString &key) {
            const ProcessRun run = runProgram(
                systemProgram(QStringLiteral("nfsconf")),
                {QStringLiteral("--file"), dropIn, QStringLiteral("--get"), section, key});
            return run.out.trimmed();
        };
        QCOMPARE(
            nfsconfGet(QStringLiteral("nfs-tuner"), QStringLiteral("fileserver:/export/media")),
            QByteArray("1024"));
        QCOMPARE(nfsconfGet(QStringLiteral("nfs-tuner"), QStringLiteral("/mnt/scratch")),
                 QByteArray("128"));
        QCOMPARE(nfsconfGet(QStringLiteral("nfsrahead"), QStringLiteral("nfs4")),
                 QByteArray("2048"));
        QVERIFY(helperLog().contains("[nfs-tuner] fileserver:/export/media (unset) -> 1024"));

        // Unset in a key's other case: nfs-utils compares keys without case.
        const QDBusMessage unset =
            callHelper(QStringLiteral("WriteReadaheadConfig"),
                       {QStringLiteral("/etc/nfs.conf.d/60-rules.conf"), stringMap({}),
                        QStringList{QStringLiteral("FileServer:/export/media")}, sha(dropIn)});
        QVERIFY2(unset.type() == QDBusMessage::ReplyMessage, qPrintable(unset.errorMessage()));
        QVERIFY(!readFile(dropIn).contains("fileserver:/export/media"));
        QVERIFY(readFile(dropIn).contains("/mnt/scratch = 128\n"));
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

    // "Apply to mounted now" with an [nfs-tuner] rule: the rule's value
    // where it matches (as nfs-tuner-rahead sets it at mount time), the
    // [nfsrahead] value elsewhere.
    void rootAppliesTheRulesToo()
    {
        writeFile(conf(), readFile(conf()).replace("# nfs4=16000", "nfs4=16384"));
        writeFile(testRoot() + QStringLiteral("/etc/nfs.conf.d/60-rules.conf"),
                  "[nfs-tuner]\n/mnt/v3 = 640\n127.0.0.1:/other = 4\n");
        const QDBusMessage reply = callHelper(QStringLiteral("ApplyConfig"), {});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("640\n"));
        QCOMPARE(readFile(sysfs(V42)), QByteArray("16384\n"));
    }

    // Issue 19: the write-back limit, live and for boot, through the helper
    // (as root) and the CLI; systemd-sysctl's reading of the drop-in is
    // what `writeback` then reports.
    void rootSetsTheWriteBackLimit()
    {
        const QString live = testRoot() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb");
        const QString dropIn = testRoot() + QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf");
        writeFile(live, "45312\n");
        QFile meminfo(QStringLiteral("/proc/meminfo"));
        QVERIFY(meminfo.open(QIODevice::ReadOnly));
        writeFile(testRoot() + QStringLiteral("/proc/meminfo"), meminfo.readAll());
        const QDBusMessage set = callHelper(QStringLiteral("SetNfsCongestionKb"), {uint(1048576)});
        QVERIFY2(set.type() == QDBusMessage::ReplyMessage, qPrintable(set.errorMessage()));
        QCOMPARE(set.arguments().value(0).toUInt(), 45312u);
        QCOMPARE(set.arguments().value(1).toUInt(), 1048576u);
        QCOMPARE(readFile(live), QByteArray("1048576\n"));
        QVERIFY(helperLog().contains("nfs_congestion_kb: 45312 -> 1048576 KiB"));

        const QDBusMessage persist =
            callHelper(QStringLiteral("WriteNfsCongestionConfig"), {uint(1048576), QString()});
        QVERIFY2(persist.type() == QDBusMessage::ReplyMessage, qPrintable(persist.errorMessage()));
        QCOMPARE(readFile(dropIn), QByteArray("fs.nfs.nfs_congestion_kb = 1048576\n"));
        QCOMPARE(persist.arguments().value(0).toString(), sha(dropIn));
        // A stale hash changes nothing.
        const QDBusMessage stale = callHelper(QStringLiteral("WriteNfsCongestionConfig"),
                                              {uint(4), QString(64, QLatin1Char('0'))});
        QCOMPARE(errorName(stale), QStringLiteral("io.github.nfstuner.Error.Conflict"));
        QCOMPARE(readFile(dropIn), QByteArray("fs.nfs.nfs_congestion_kb = 1048576\n"));

        // The CLI: live and kept, then reported with its file and line.
        const ProcessRun cli = runCli(
            {QStringLiteral("set-congestion"), QStringLiteral("2G"), QStringLiteral("--persist"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        QCOMPARE(cli.out, QByteArray("nfs_congestion_kb: 1048576 -> 2097152 KiB\nsaved "
                                     "/etc/sysctl.d/60-nfs-tuner.conf\n"));
        QCOMPARE(readFile(dropIn), QByteArray("fs.nfs.nfs_congestion_kb = 2097152\n"));
        const ProcessRun report = runCli({QStringLiteral("writeback"), QStringLiteral("--json"),
                                          QStringLiteral("--root"), testRoot()});
        const QJsonObject congestion = report.json().object()[u"congestion_kb"].toObject();
        QCOMPARE(congestion[u"live"].toInteger(), 2097152);
        QCOMPARE(congestion[u"persistent"][u"file"].toString(),
                 QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf"));
        QCOMPARE(congestion[u"persistent"][u"line"].toInt(), 1);

        // 0 removes the line; the file stays, empty.
        const QDBusMessage remove =
            callHelper(QStringLiteral("WriteNfsCongestionConfig"), {uint(0), sha(dropIn)});
        QVERIFY2(remove.type() == QDBusMessage::ReplyMessage, qPrintable(remove.errorMessage()));
        QCOMPARE(readFile(dropIn), QByteArray());
    }

    // ListReaders as root, on the helper's folder root: the processes with
    // files open on the asked mounts, nothing else; and `top` through it.
    void rootListsReaders()
    {
        writeFakeUptime(testRoot(), 50);
        writeFakeProcess(testRoot(), {601,
                                      100,
                                      1001,
                                      "dd",
                                      true,
                                      7 * 65536,
                                      7,
                                      0,
                                      {{3, "/mnt/v3/big", 32, 7 * 65536, 0100000},
                                       {4, "/etc/hosts", 1, 0, 0100000}}});
        writeFakeProcess(
            testRoot(),
            {602, 100, 1002, "cat", true, 0, 0, 0, {{3, "/mnt/v42/x", 35, 0, 0100000}}});
        const QDBusMessage reply =
            callHelper(QStringLiteral("ListReaders"), {QStringList{QStringLiteral("/mnt/v3")}});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        HelperDBus::registerTypes();
        QList<ProcessReads> processes;
        reply.arguments().value(0).value<QDBusArgument>() >> processes;
        QCOMPARE(processes.size(), 1);
        QCOMPARE(processes[0].pid, 601u);
        QCOMPARE(processes[0].uid, 1001u);
        QCOMPARE(processes[0].command, QByteArray("dd"));
        QCOMPARE(processes[0].readChars, 7u * 65536);
        QCOMPARE(processes[0].files.size(), 1);
        QCOMPARE(processes[0].files[0].path, QByteArray("/mnt/v3/big"));
        QMap<int, QString> mountpoints;
        reply.arguments().value(1).value<QDBusArgument>() >> mountpoints;
        QCOMPARE(mountpoints, (QMap<int, QString>{{32, QStringLiteral("/mnt/v3")}}));
        QCOMPARE(reply.arguments().value(2).toULongLong(), 50 * 100u); // uptime in ticks
        QVERIFY(!reply.arguments().value(4).toBool());

        const ProcessRun top =
            runCli({QStringLiteral("top"), QStringLiteral("--all-users"), QStringLiteral("--once"),
                    QStringLiteral("--interval"), QStringLiteral("0.2"), QStringLiteral("--json"),
                    QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QVERIFY2(top.exitCode == 0, top.err.constData());
        const QJsonObject json = top.json().object();
        QCOMPARE(json[u"scope"].toString(), QStringLiteral("every-user"));
        const QJsonArray mounts = json[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 2);
        QCOMPARE(mounts[0][u"readers"].toArray().at(0)[u"pid"].toInteger(), 601);
        QCOMPARE(mounts[1][u"readers"].toArray().at(0)[u"command"].toString(),
                 QStringLiteral("cat"));
    }

    void clientMapsErrors()
    {
        HelperClient client;
        QEventLoop loop;
        std::optional<Result<ReadaheadChange>> result;
        client.setReadahead(BdiId::parse(Tmpfs).value(), 1024, &loop,
                            [&](Result<ReadaheadChange> r) {
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
                                  stringMap({{QStringLiteral("nfs4"), value}}), QStringList(),
                                  expected});
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
        const QStringList fdsBefore = openFds(pid);
        const qint64 rssBefore = statusValue(pid, "VmRSS:");
        for (int i = 0; i < 500; ++i) {
            const QDBusMessage reply =
                callHelper(QStringLiteral("SetReadahead"), {V3, i % 2 ? 128u : 256u});
            QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        }
        QCOMPARE(helperPid(), pid);
        const QStringList fdsAfter = openFds(pid);
        const qint64 rssAfter = statusValue(pid, "VmRSS:");
        qInfo("helper fds %d -> %d, RSS %lld -> %lld KiB over 500 SetReadahead calls",
              int(fdsBefore.size()), int(fdsAfter.size()), rssBefore, rssAfter);
        // Each of the helper's worker threads (two at most) has an event
        // dispatcher, so an eventfd, and how many the pool runs at a moment
        // is up to timing: one more eventfd is a second thread, not a leak.
        const auto isEventFd = [](const QString &fd) {
            return fd.endsWith(QLatin1String("[eventfd]"));
        };
        const auto others = [&](QStringList fds) {
            fds.removeIf(isEventFd);
            return fds;
        };
        QCOMPARE(others(fdsAfter), others(fdsBefore));
        QVERIFY2(fdsAfter.count() - others(fdsAfter).count() <=
                     fdsBefore.count() - others(fdsBefore).count() + 1,
                 qPrintable(fdsAfter.join(QLatin1String(", "))));
#ifndef NFSTUNER_SANITIZED
        QVERIFY2(rssAfter - rssBefore < 1024, "RSS grew by a MiB or more");
#else
        // ASan holds freed memory in quarantine, so RSS says nothing here;
        // LeakSanitizer checks the helper when run-with-test-bus.sh stops it.
#endif
    }

    // With --through-helper the CLI's changes to the helper's own root go
    // through the helper (its audit log shows them), as they do on /.
    void cliCommands()
    {
        const qsizetype logStart = helperLog().size();
        const ProcessRun byMountpoint = runCli(
            {QStringLiteral("set-readahead"), QStringLiteral("/mnt/v3"), QStringLiteral("15M"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(byMountpoint.exitCode, 0);
        QCOMPARE(byMountpoint.out, QByteArray("/mnt/v3 (0:29): readahead 128 -> 15360 KiB\n"));
        QVERIFY(
            helperLog().mid(logStart).contains("readahead of 0:29 (/mnt/v3): 128 -> 15360 KiB"));
        const ProcessRun byBdi =
            runCli({QStringLiteral("set-readahead"), V42, QStringLiteral("4096")});
        QCOMPARE(byBdi.exitCode, 0);
        QCOMPARE(byBdi.out, QByteArray("0:31: readahead 128 -> 4096 KiB\n"));

        const ProcessRun notMounted = runCli(
            {QStringLiteral("set-readahead"), QStringLiteral("/mnt/none"), QStringLiteral("1"),
             QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
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
                    QStringLiteral("default=128"), QStringLiteral("--through-helper"),
                    QStringLiteral("--root"), testRoot()});
        QCOMPARE(save.exitCode, 0);
        QVERIFY(readFile(conf()).contains("nfs4=16384\n"));
        QVERIFY(readFile(conf()).contains("default = 128\n"));
        QVERIFY2(helperLog().mid(logStart).contains("[nfsrahead] nfs4 (unset) -> 16384 (sha256"),
                 helperLog().mid(logStart).constData());
        const ProcessRun unset =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--unset"),
                    QStringLiteral("default"), QStringLiteral("--through-helper"),
                    QStringLiteral("--root"), testRoot()});
        QCOMPARE(unset.exitCode, 0);
        QVERIFY(!readFile(conf()).contains("default = 128"));
        const ProcessRun badKey =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("thread s=8"),
                    QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(badKey.exitCode, 2);
        QVERIFY2(badKey.err.contains("is neither an [nfsrahead] key"), badKey.err.constData());
        // A rule: saved to [nfs-tuner], with what it decides now.
        const ProcessRun rule =
            runCli({QStringLiteral("config"), QStringLiteral("save"),
                    QStringLiteral("127.0.0.1:/export=640"), QStringLiteral("Elsewhere=64"),
                    QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(rule.exitCode, 0);
        QVERIFY2(rule.out.contains("[nfs-tuner] 127.0.0.1:/export = 640: next mount of /mnt/v3, "
                                   "/mnt/v42\n"),
                 rule.out.constData());
        QVERIFY(rule.out.contains("[nfs-tuner] Elsewhere = 64: matches no mount now\n"));
        QVERIFY(readFile(conf()).contains("[nfs-tuner]\n"));
        const ProcessRun unsetRules =
            runCli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("--unset"),
                    QStringLiteral("127.0.0.1:/export"), QStringLiteral("--unset"),
                    QStringLiteral("elsewhere"), QStringLiteral("--through-helper"),
                    QStringLiteral("--root"), testRoot()});
        QCOMPARE(unsetRules.exitCode, 0);
        QVERIFY(!readFile(conf()).contains("127.0.0.1:/export"));
        QVERIFY(!readFile(conf()).contains("Elsewhere"));

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

    // A temporary readahead lasts while its caller is connected; when the
    // connection closes, however the caller ended, the helper puts back the
    // value from before the caller's first change, and logs it.
    void temporaryIsPutBackWhenTheCallerLeaves()
    {
        const qsizetype start = helperLog().size();
        {
            // The connection closes when its last handle is gone.
            QDBusConnection caller = QDBusConnection::connectToBus(QDBusConnection::SystemBus,
                                                                   QStringLiteral("sweeper"));
            QVERIFY(caller.isConnected());
            const auto call = [&caller](const char *method, uint kib) {
                QDBusMessage message =
                    QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                   HelperDBus::interface(), QLatin1String(method));
                message << V3 << kib;
                return caller.call(message, QDBus::Block, 30000);
            };
            QCOMPARE(call("SetReadaheadTemporary", 4096).arguments(), (Args{128u, 4096u}));
            QCOMPARE(call("SetReadaheadTemporary", 8192).arguments(), (Args{4096u, 8192u}));
            QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
            QTest::qWait(300); // still there while the caller is
            QCOMPARE(readFile(sysfs(V3)), QByteArray("8192\n"));
        }
        QDBusConnection::disconnectFromBus(QStringLiteral("sweeper"));
        QTRY_COMPARE_WITH_TIMEOUT(readFile(sysfs(V3)), QByteArray("128\n"), 2000);
        QTRY_VERIFY(helperLog().mid(start).contains(
            "readahead of 0:29 (/mnt/v3): 8192 -> 128 KiB (put back: the caller left)"));
        QCOMPARE(readFile(sysfs(V42)), QByteArray("128\n"));
    }

    // A caller that goes without a word (dbus-send exits once answered) is
    // noticed the same way.
    void temporaryOfAGoneCallerIsPutBack()
    {
        QProcess sweeper;
        sweeper.start(systemProgram(QStringLiteral("dbus-send")),
                      {QStringLiteral("--system"), QStringLiteral("--print-reply"),
                       QStringLiteral("--dest=io.github.nfstuner.Helper1"),
                       QStringLiteral("/io/github/nfstuner/Helper1"),
                       QStringLiteral("io.github.nfstuner.Helper1.SetReadaheadTemporary"),
                       QStringLiteral("string:0:29"), QStringLiteral("uint32:2048")});
        QVERIFY(sweeper.waitForFinished(30000));
        QVERIFY2(sweeper.exitCode() == 0, sweeper.readAllStandardError().constData());
        QTRY_COMPARE_WITH_TIMEOUT(readFile(sysfs(V3)), QByteArray("128\n"), 2000);
    }

    // SetReadahead by the same caller makes the value stay (a sweep's
    // --apply); another BDI's temporary value still goes back.
    void lastingChangeKeepsTheValue()
    {
        {
            QDBusConnection caller = QDBusConnection::connectToBus(QDBusConnection::SystemBus,
                                                                   QStringLiteral("applier"));
            const auto call = [&caller](const char *method, const QString &bdi, uint kib) {
                QDBusMessage message =
                    QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                   HelperDBus::interface(), QLatin1String(method));
                message << bdi << kib;
                return caller.call(message, QDBus::Block, 30000);
            };
            QCOMPARE(call("SetReadaheadTemporary", V3, 4096).type(), QDBusMessage::ReplyMessage);
            QCOMPARE(call("SetReadaheadTemporary", V42, 4096).type(), QDBusMessage::ReplyMessage);
            QCOMPARE(call("SetReadahead", V3, 1024).type(), QDBusMessage::ReplyMessage);
        }
        QDBusConnection::disconnectFromBus(QStringLiteral("applier"));
        QTRY_COMPARE_WITH_TIMEOUT(readFile(sysfs(V42)), QByteArray("128\n"), 2000);
        QCOMPARE(readFile(sysfs(V3)), QByteArray("1024\n"));
    }

    // Bad arguments are refused as for SetReadahead, and change nothing.
    void temporaryChecksItsArguments()
    {
        QCOMPARE(errorName(callHelper(QStringLiteral("SetReadaheadTemporary"), {V3, 1048577u})),
                 QStringLiteral("io.github.nfstuner.Error.InvalidArgument"));
        QCOMPARE(errorName(callHelper(QStringLiteral("SetReadaheadTemporary"), {V3})),
                 QStringLiteral("io.github.nfstuner.Error.InvalidArgument"));
        QCOMPARE(readFile(sysfs(V3)), QByteArray("128\n"));
    }

private:
    QMap<QString, QByteArray> m_pristine;
};

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
