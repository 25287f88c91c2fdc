// SPDX-License-Identifier: GPL-2.0-or-later
// The helper against what any local user can do, on the private test bus
// with the real dbus-daemon and polkitd: hold flocks on /etc and nfs.conf
// (no write access needed), call and vanish at once, call with arguments
// that need no privilege to judge, plant a symlinked drop-in folder, call
// without allowing a password dialog, leave while polkit asks, or flood.
#include "base/atomicfilereplace.h"
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"

#include <QDBusConnection>
#include <QDBusPendingCall>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

namespace {

// A program run as nobody under script(1), so that it has a terminal for
// pkttyagent.
ProcessRun nobodyOnTerminal(const QString &command, const QByteArray &input = QByteArray())
{
    return runProgram(systemProgram(QStringLiteral("setpriv")),
                      setprivNobody({systemProgram(QStringLiteral("script")),
                                     QStringLiteral("-qec"), command, QStringLiteral("/dev/null")}),
                      QProcessEnvironment::systemEnvironment(), input);
}

QString callflood(const QString &arguments)
{
    return QStringLiteral(NFSTUNER_CALLFLOOD " ") + arguments;
}

// The error name dbus-send prints for a call made as nobody.
QString errorAsNobody(const QStringList &dbusSendArguments)
{
    const ProcessRun run = runProgram(
        systemProgram(QStringLiteral("setpriv")),
        setprivNobody(QStringList{systemProgram(QStringLiteral("dbus-send")),
                                  QStringLiteral("--system"), QStringLiteral("--print-reply"),
                                  QStringLiteral("--dest=io.github.nfstuner.Helper1"),
                                  QStringLiteral("/io/github/nfstuner/Helper1")} +
                      dbusSendArguments));
    const QByteArray text = run.err.trimmed();
    return run.exitCode == 0 ? QStringLiteral("(no error)")
                             : QString::fromUtf8(text.mid(6, text.indexOf(':') - 6));
}

QDBusPendingCall callAsync(QDBusConnection bus, const QString &method, const QVariantList &args)
{
    QDBusMessage call = QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                       HelperDBus::interface(), method);
    call.setArguments(args);
    return bus.asyncCall(call, 60000);
}

// Holders of flocks as nobody, for as long as the object lives.
class LockHolders
{
public:
    LockHolders(const QStringList &paths, bool exclusive)
    {
        for (const QString &path : paths) {
            auto *holder = new QProcess;
            holder->start(systemProgram(QStringLiteral("setpriv")),
                          setprivNobody({systemProgram(QStringLiteral("flock")),
                                         exclusive ? QStringLiteral("-x") : QStringLiteral("-s"),
                                         path, QStringLiteral("sleep"), QStringLiteral("60")}));
            holder->waitForStarted();
            m_holders.append(holder);
        }
        // Taken once an exclusive try of ours fails on each.
        for (const QString &path : paths) {
            QElapsedTimer clock;
            clock.start();
            while (clock.elapsed() < 5000) {
                const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
                const bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
                ::close(fd);
                if (!free)
                    break;
                QThread::msleep(20);
            }
        }
    }
    ~LockHolders()
    {
        for (QProcess *holder : m_holders) {
            holder->kill();
            holder->waitForFinished();
            delete holder;
        }
    }

private:
    QList<QProcess *> m_holders;
};

} // namespace

class TestHelperHardening : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(startOnTestBus());
        // Everyone may read the folders and files (as on a real /etc).
        QDir().mkpath(testRoot() + QStringLiteral("/etc/nfs.conf.d"));
        for (QString path = testRoot() + QStringLiteral("/etc/nfs.conf.d");
             path.startsWith(QStringLiteral("/tmp/")); path = QFileInfo(path).path())
            ::chmod(QFile::encodeName(path).constData(), 0755);
        ::chmod(QFile::encodeName(conf()).constData(), 0644);
        m_pristine = snapshot(testRoot());
    }

    void init() { restore(testRoot(), m_pristine); }

    // Any local user may flock /etc, /etc/nfs.conf and /etc/nfs.conf.d: that
    // delays no other caller past 2 s, a config write answers Busy within
    // its deadline, and nothing lands after the failure was reported.
    void locksHeldByAnyoneStallNothing_data()
    {
        QTest::addColumn<bool>("exclusive");
        QTest::newRow("shared") << false;
        QTest::newRow("exclusive") << true;
    }

    void locksHeldByAnyoneStallNothing()
    {
        QFETCH(bool, exclusive);
        QVERIFY(callHelper(QStringLiteral("SetReadahead"), {V3, 256u}).type() ==
                QDBusMessage::ReplyMessage); // the helper runs
        const QString before = sha(conf());
        QElapsedTimer clock;
        {
            LockHolders locks({testRoot() + QStringLiteral("/etc"), conf(),
                               testRoot() + QStringLiteral("/etc/nfs.conf.d")},
                              exclusive);
            clock.start();
            QDBusMessage set = callHelper(QStringLiteral("SetReadahead"), {V3, 4096u});
            QVERIFY2(set.type() == QDBusMessage::ReplyMessage, qPrintable(set.errorMessage()));
            QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));

            // A write that waits for nfs.conf's lock holds up nobody else.
            QDBusConnection writer =
                QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("writer"));
            clock.restart();
            QDBusPendingCall write =
                callAsync(writer, QStringLiteral("WriteReadaheadConfig"),
                          {QStringLiteral("/etc/nfs.conf"),
                           stringMap({{QStringLiteral("nfs4"), QStringLiteral("2048")}}),
                           QStringList(), before});
            QThread::msleep(300);
            QElapsedTimer other;
            other.start();
            set = callHelper(QStringLiteral("SetReadahead"), {V42, 4096u});
            QVERIFY2(set.type() == QDBusMessage::ReplyMessage, qPrintable(set.errorMessage()));
            QVERIFY2(other.elapsed() < 2000, qPrintable(QString::number(other.elapsed())));
            write.waitForFinished();
            const qint64 answeredAfter = clock.elapsed();
            qInfo("%s locks: the config write answered %s after %lld ms",
                  exclusive ? "exclusive" : "shared", qPrintable(write.error().name()),
                  answeredAfter);
            QVERIFY(write.isError());
            QCOMPARE(write.error().name(), QStringLiteral("io.github.nfstuner.Error.Busy"));
            QVERIFY(answeredAfter < 8000);

            // A new drop-in takes no lock anyone else holds.
            clock.restart();
            const QDBusMessage dropIn =
                callHelper(QStringLiteral("WriteReadaheadConfig"),
                           {QStringLiteral("/etc/nfs.conf.d/50-test.conf"),
                            stringMap({{QStringLiteral("nfs"), QStringLiteral("512")}}),
                            QStringList(), QString()});
            QVERIFY2(dropIn.type() == QDBusMessage::ReplyMessage,
                     qPrintable(dropIn.errorMessage()));
            QVERIFY(clock.elapsed() < 2000);
            QDBusConnection::disconnectFromBus(QStringLiteral("writer"));
        }
        // The locks are gone: the refused write did not land later.
        QThread::sleep(2);
        QCOMPARE(sha(conf()), before);
    }

    // SIGTERM while a write waits for a lock: the write is answered, and the
    // helper stops within the lock's deadline.
    void stopsWhileAWriteWaits()
    {
        QVERIFY(callHelper(QStringLiteral("SetReadahead"), {V3, 256u}).type() ==
                QDBusMessage::ReplyMessage);
        const uint pid = helperPid();
        LockHolders locks({conf()}, true);
        QDBusConnection writer =
            QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("writer2"));
        QDBusPendingCall write =
            callAsync(writer, QStringLiteral("WriteReadaheadConfig"),
                      {QStringLiteral("/etc/nfs.conf"),
                       stringMap({{QStringLiteral("nfs4"), QStringLiteral("2048")}}), QStringList(),
                       sha(conf())});
        QThread::msleep(500);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(::kill(pid_t(pid), SIGTERM), 0);
        write.waitForFinished();
        QCOMPARE(write.error().name(), QStringLiteral("io.github.nfstuner.Error.Busy"));
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 8000);
        qInfo("the helper stopped %lld ms after SIGTERM", clock.elapsed());
        QDBusConnection::disconnectFromBus(QStringLiteral("writer2"));
    }

    // Round four, item 5: a temporary value whose change waited for a worker
    // (both held by config writes waiting on a lock) when SIGTERM came, and
    // was made and confirmed while the helper stopped, is put back before it
    // exits (it stayed).
    void aTemporaryConfirmedWhileStoppingGoesBack()
    {
        QVERIFY(callHelper(QStringLiteral("SetReadahead"), {V3, 128u}).type() ==
                QDBusMessage::ReplyMessage);
        const uint pid = helperPid();
        auto locks = std::make_unique<LockHolders>(QStringList{conf()}, true);
        QList<QDBusConnection> writers;
        QList<QDBusPendingCall> writes;
        for (int i = 0; i < 2; ++i) {
            writers.append(QDBusConnection::connectToBus(QDBusConnection::SystemBus,
                                                         QStringLiteral("busy%1").arg(i)));
            writes.append(callAsync(writers.last(), QStringLiteral("WriteReadaheadConfig"),
                                    {QStringLiteral("/etc/nfs.conf"),
                                     stringMap({{QStringLiteral("nfs4"), QStringLiteral("2048")}}),
                                     QStringList(), sha(conf())}));
        }
        QThread::msleep(500);
        QDBusConnection holder =
            QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("holder"));
        QDBusPendingCall temporary =
            callAsync(holder, QStringLiteral("SetReadaheadTemporary"), {V3, 3000u});
        QThread::msleep(500);
        QCOMPARE(::kill(pid_t(pid), SIGTERM), 0);
        QThread::msleep(300);
        locks.reset();
        temporary.waitForFinished();
        const QString answer = temporary.isError() ? temporary.error().name() : QString();
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)), 15000);
        // Confirmed or refused, the value is the one from before.
        QVERIFY2(readFile(sysfs(V3)) == "128\n",
                 qPrintable(QString::fromLatin1(readFile(sysfs(V3))) + u" after "_s +
                            (answer.isEmpty() ? u"a confirmed change"_s : answer)));
        for (int i = 0; i < 2; ++i)
            QDBusConnection::disconnectFromBus(QStringLiteral("busy%1").arg(i));
        QDBusConnection::disconnectFromBus(QStringLiteral("holder"));
    }

    // Callers that vanish right after calling: the audit log names their
    // real uid, or says they could not be identified; never uid 0.
    void auditNeverBlamesRoot()
    {
        // Running already: calls waiting for an activation are dropped by
        // the bus when their caller leaves.
        QVERIFY(callHelper(QStringLiteral("SetReadahead"), {V3, 256u}).type() ==
                QDBusMessage::ReplyMessage);
        const qsizetype start = helperLog().size();
        // Gone before the helper could look them up: right after sending
        // (the bus may drop some of these), or a moment later.
        for (int i = 0; i < 8; ++i) {
            runProgram(systemProgram(QStringLiteral("setpriv")),
                       setprivNobody(
                           {systemProgram(QStringLiteral("dbus-send")), QStringLiteral("--system"),
                            QStringLiteral("--dest=io.github.nfstuner.Helper1"),
                            QStringLiteral("/io/github/nfstuner/Helper1"),
                            QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                            QStringLiteral("string:0:29"), QStringLiteral("uint32:4096")}));
            runProgram(
                systemProgram(QStringLiteral("setpriv")),
                setprivNobody({systemProgram(QStringLiteral("timeout")), QStringLiteral("-s"),
                               QStringLiteral("KILL"), QStringLiteral("0.%1").arg(i + 1),
                               systemProgram(QStringLiteral("dbus-send")),
                               QStringLiteral("--system"), QStringLiteral("--print-reply"),
                               QStringLiteral("--dest=io.github.nfstuner.Helper1"),
                               QStringLiteral("/io/github/nfstuner/Helper1"),
                               QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                               QStringLiteral("string:0:29"), QStringLiteral("uint32:4096")}));
        }
        // One that waits for its answer, for comparison.
        QCOMPARE(errorAsNobody({QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                                QStringLiteral("string:0:29"), QStringLiteral("uint32:4096")}),
                 QStringLiteral("io.github.nfstuner.Error.NotAuthorized"));
        QTest::qWait(1000);
        const QList<QByteArray> lines = helperLog().mid(start).split('\n');
        int about = 0, identified = 0;
        for (const QByteArray &line : lines) {
            if (!line.contains("set the readahead of 0:29 to 4096 KiB"))
                continue;
            ++about;
            QVERIFY2(!line.contains("uid 0 "), line.constData());
            QVERIFY2(line.contains("uid 65534 pid") || line.contains("could not be identified"),
                     line.constData());
            identified += line.contains("uid 65534 pid");
        }
        qInfo("%d of 17 calls reached the helper, %d of them with the caller identified", about,
              identified);
        QVERIFY(about >= 3);
        QVERIFY(identified >= 1);
    }

    // What needs no privilege to judge is answered before polkit is asked:
    // nobody gets the argument's error, never NotAuthorized.
    void checksBeforePolkit_data()
    {
        QTest::addColumn<QStringList>("call");
        QTest::addColumn<QString>("error");
        const QString set = QStringLiteral("io.github.nfstuner.Helper1.SetReadahead");
        const QString invalid = QStringLiteral("io.github.nfstuner.Error.InvalidArgument");
        QTest::newRow("malformed BDI")
            << QStringList{set, QStringLiteral("string:0:29/../x"), QStringLiteral("uint32:1")}
            << invalid;
        QTest::newRow("out of range")
            << QStringList{set, QStringLiteral("string:0:29"), QStringLiteral("uint32:1048577")}
            << invalid;
        QTest::newRow("tmpfs BDI")
            << QStringList{set, QStringLiteral("string:0:26"), QStringLiteral("uint32:1024")}
            << QStringLiteral("io.github.nfstuner.Error.NotNfs");
        QTest::newRow("unmounted BDI")
            << QStringList{set, QStringLiteral("string:0:99"), QStringLiteral("uint32:1024")}
            << QStringLiteral("io.github.nfstuner.Error.NoSuchBdi");
        QTest::newRow("wrong type")
            << QStringList{set, QStringLiteral("string:0:29"), QStringLiteral("int32:1024")}
            << invalid;
        QTest::newRow("write /etc/passwd")
            << QStringList{QStringLiteral("io.github.nfstuner.Helper1.WriteReadaheadConfig"),
                           QStringLiteral("string:/etc/passwd"),
                           QStringLiteral("dict:string:string:nfs4,1"),
                           QStringLiteral("array:string:"), QStringLiteral("string:")}
            << invalid;
        QTest::newRow("write 16M")
            << QStringList{QStringLiteral("io.github.nfstuner.Helper1.WriteReadaheadConfig"),
                           QStringLiteral("string:/etc/nfs.conf"),
                           QStringLiteral("dict:string:string:nfs4,16M"),
                           QStringLiteral("array:string:"), QStringLiteral("string:")}
            << invalid;
    }

    void checksBeforePolkit()
    {
        QFETCH(QStringList, call);
        QFETCH(QString, error);
        const auto before = snapshot(testRoot());
        QCOMPARE(errorAsNobody(call), error);
        QCOMPARE(snapshot(testRoot()), before);
    }

    // A drop-in folder that is a symbolic link is refused, and nothing lands
    // where it points.
    void symlinkedDropInFolderIsRefused()
    {
        QDir(testRoot() + QStringLiteral("/etc/nfs.conf.d")).removeRecursively();
        QDir().mkpath(testRoot() + QStringLiteral("/elsewhere"));
        QVERIFY(QFile::link(QStringLiteral("../elsewhere"),
                            testRoot() + QStringLiteral("/etc/nfs.conf.d")));
        const QDBusMessage reply = callHelper(
            QStringLiteral("WriteReadaheadConfig"),
            {QStringLiteral("/etc/nfs.conf.d/50-x.conf"),
             stringMap({{QStringLiteral("nfs4"), QStringLiteral("1")}}), QStringList(), QString()});
        QCOMPARE(reply.errorName(), QStringLiteral("io.github.nfstuner.Error.InvalidArgument"));
        QVERIFY2(reply.errorMessage().contains(QStringLiteral("symbolic link")),
                 qPrintable(reply.errorMessage()));
        QVERIFY(QDir(testRoot() + QStringLiteral("/elsewhere"))
                    .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                    .isEmpty());
        QFile::remove(testRoot() + QStringLiteral("/etc/nfs.conf.d"));
        QDir(testRoot() + QStringLiteral("/elsewhere")).removeRecursively();
    }

    // Without ALLOW_INTERACTIVE_AUTHORIZATION on the message polkit may not
    // ask for a password: the answer is NotAuthorized, no dialog. With it,
    // the caller's agent asks.
    void interactiveOnlyWhenTheCallerAllows()
    {
        const ProcessRun without = nobodyOnTerminal(callflood(QStringLiteral("1 no 3")));
        QVERIFY2(without.out.contains("answer 1: io.github.nfstuner.Error.NotAuthorized"),
                 without.out.constData());
        QVERIFY2(!without.out.contains("AUTHENTICATING"), without.out.constData());
        const ProcessRun with =
            nobodyOnTerminal(callflood(QStringLiteral("1 yes 4")), "not-the-password\n");
        QVERIFY2(with.out.contains("AUTHENTICATING FOR io.github.nfstuner.set-readahead"),
                 with.out.constData());
    }

    // Only a few calls of one caller may wait: the rest get Busy at once.
    void fewCallsWaitPerCaller()
    {
        const ProcessRun flood = nobodyOnTerminal(callflood(QStringLiteral("6 yes 4")));
        QVERIFY2(flood.out.contains("answer 5: io.github.nfstuner.Error.Busy") &&
                     flood.out.contains("answer 6: io.github.nfstuner.Error.Busy"),
                 flood.out.constData());
        QVERIFY2(!flood.out.contains("answer 4: io.github.nfstuner.Error.Busy"),
                 flood.out.constData());
    }

    // A caller that leaves while polkit asks for its password has the check
    // cancelled; the helper goes on answering others.
    void leavingCancelsTheCheck()
    {
        const qsizetype start = helperLog().size();
        QProcess caller;
        caller.start(
            systemProgram(QStringLiteral("setpriv")),
            // The sleep keeps the terminal open once the caller is killed:
            // script(1) would otherwise close it, the agent would fail on
            // the closed terminal and polkit could answer "not authorized"
            // before the helper hears that the caller left.
            setprivNobody({systemProgram(QStringLiteral("script")), QStringLiteral("-qec"),
                           callflood(QStringLiteral("1 yes 60")) + QStringLiteral("; sleep 30"),
                           QStringLiteral("/dev/null")}));
        QVERIFY(caller.waitForStarted());
        QByteArray seen;
        QElapsedTimer clock;
        clock.start();
        while (!seen.contains("AUTHENTICATING") && clock.elapsed() < 10000) {
            caller.waitForReadyRead(500);
            seen += caller.readAllStandardOutput();
        }
        QVERIFY2(seen.contains("AUTHENTICATING"), seen.constData());
        // Only the caller: its terminal and agent stay (-f would match
        // script(1)'s command line too).
        runProgram(systemProgram(QStringLiteral("pkill")),
                   {QStringLiteral("-KILL"), QStringLiteral("-x"), QStringLiteral("callflood")});
        QTRY_VERIFY_WITH_TIMEOUT(
            helperLog().mid(start).contains("the caller left before polkit answered"), 10000);
        // Its uid was taken when the call came, not looked up once it had gone.
        for (const QByteArray &line : helperLog().mid(start).split('\n')) {
            if (line.contains("set the readahead of 0:29"))
                QVERIFY2(line.contains("uid 65534 pid") && !line.contains("uid 0 "),
                         line.constData());
        }
        QElapsedTimer answer;
        answer.start();
        QCOMPARE(callHelper(QStringLiteral("SetReadahead"), {V3, 128u}).type(),
                 QDBusMessage::ReplyMessage);
        QVERIFY(answer.elapsed() < 2000);
        caller.kill();
        caller.waitForFinished();
        runProgram(systemProgram(QStringLiteral("pkill")),
                   {QStringLiteral("-KILL"), QStringLiteral("pkttyagent")});
    }

    // Last: polkit rules stay loaded until polkitd notices their removal.
    // The details of the request reach the rules: this one lets nobody set
    // the readahead of 0:31 only.
    void rulesSeeTheDetails()
    {
        const QString rule = testRulesDir() + QStringLiteral("/50-nfs-tuner-details.rules");
        writeFile(rule,
                  "polkit.addRule(function(action, subject) {\n"
                  "    if (action.id == \"io.github.nfstuner.set-readahead\" &&\n"
                  "        subject.user == \"nobody\" && action.lookup(\"bdi\") == \"0:31\" &&\n"
                  "        action.lookup(\"kib\") == \"2048\")\n"
                  "        return polkit.Result.YES;\n"
                  "});\n");
        const QStringList allowed{QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                                  QStringLiteral("string:0:31"), QStringLiteral("uint32:2048")};
        waitForPolkit(
            [&allowed] { return errorAsNobody(allowed) == QStringLiteral("(no error)"); });
        QCOMPARE(errorAsNobody(allowed), QStringLiteral("(no error)"));
        QCOMPARE(readFile(testRoot() + QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb")),
                 QByteArray("2048\n"));
        QCOMPARE(errorAsNobody({QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                                QStringLiteral("string:0:31"), QStringLiteral("uint32:4096")}),
                 QStringLiteral("io.github.nfstuner.Error.NotAuthorized"));
        QCOMPARE(errorAsNobody({QStringLiteral("io.github.nfstuner.Helper1.SetReadahead"),
                                QStringLiteral("string:0:29"), QStringLiteral("uint32:2048")}),
                 QStringLiteral("io.github.nfstuner.Error.NotAuthorized"));
        QFile::remove(rule);
    }

private:
    QMap<QString, QByteArray> m_pristine;
};

QTEST_GUILESS_MAIN(TestHelperHardening)
#include "tst_helper_hardening.moc"
