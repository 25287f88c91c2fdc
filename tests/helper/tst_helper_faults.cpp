// SPDX-License-Identifier: GPL-2.0-or-later
// Faults around the helper, on the private test bus with the real dbus-daemon
// and polkitd: the helper killed in the middle of a call (the app's client
// reports it, and the next call starts a new helper), and sysfs writes that
// fail (EINVAL, EACCES, injected with libnfstuner-faultinject) reported per
// mount while ApplyConfig still sets the rest; slow sysfs writes (injected)
// that let a put-back and a new temporary of one BDI overlap.
#include "base/atomicfilereplace.h"
#include "dbus/helperclient.h"
#include "dbus/helperdbus.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "processrunner.h"

#include <QDBusPendingCall>
#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <csignal>
#include <optional>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString readahead(const QString &bdi)
{
    return QString::fromLatin1(
        readFile(testRoot() + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi))
            .trimmed());
}

void setReadaheadFile(const QString &bdi, const QByteArray &kib)
{
    writeFile(testRoot() + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi), kib + '\n');
}

// Runs the next helper with these faults (an empty string: none): the
// running one is stopped, D-Bus activation starts a new one through the
// wrapper that reads the faults file.
void restartHelperWith(const QByteArray &faults)
{
    const QString file = qEnvironmentVariable("NFSTUNER_TEST_FAULTS");
    if (faults.isEmpty())
        QFile::remove(file);
    else
        writeFile(file, "LD_PRELOAD=" NFSTUNER_FAULT_LIBRARY "\nNFSTUNER_FAULTS='" + faults +
                            "'\nexport LD_PRELOAD NFSTUNER_FAULTS\n");
    if (const uint pid = helperPid()) {
        ::kill(pid_t(pid), SIGTERM);
        QTRY_COMPARE(helperPid(), 0u);
    }
}

QDBusMessage temporaryCall(uint kib)
{
    QDBusMessage call = QDBusMessage::createMethodCall(HelperDBus::service(), HelperDBus::path(),
                                                       HelperDBus::interface(),
                                                       QStringLiteral("SetReadaheadTemporary"));
    call << QStringLiteral("0:29") << kib;
    return call;
}

// SetReadaheadTemporary(0:29, kib) on `bus`: previous and new KiB, or the error.
QList<uint> temporary(QDBusConnection &bus, uint kib)
{
    const QDBusMessage reply = bus.call(temporaryCall(kib), QDBus::Block, 30000);
    if (reply.type() != QDBusMessage::ReplyMessage) {
        qWarning("%s: %s", qPrintable(reply.errorName()), qPrintable(reply.errorMessage()));
        return {};
    }
    return {reply.arguments().value(0).toUInt(), reply.arguments().value(1).toUInt()};
}

// 0:29 at 128 KiB and a helper whose writes to it wait 1.5 s first: long
// enough for two changes of it to overlap.
void slowWritesOfV3()
{
    setReadaheadFile(QStringLiteral("0:29"), "128");
    restartHelperWith("sleepwrite:/0:29/read_ahead_kb=1500");
}

} // namespace

class TestHelperFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startOnTestBus()); }

    void helperKilledInTheMiddleOfACall()
    {
        HelperClient client;
        std::optional<Result<QString>> version;
        client.version(this, [&](Result<QString> result) { version = result; });
        QTRY_VERIFY(version.has_value());
        QVERIFY(*version);
        const uint first = helperPid();
        QVERIFY(first != 0);
        const QString before = readahead(QStringLiteral("0:29"));

        // Frozen, the helper cannot answer; killed, it never will.
        QCOMPARE(::kill(pid_t(first), SIGSTOP), 0);
        std::optional<Result<ReadaheadChange>> reply;
        client.setReadahead(BdiId{0, 29}, 4096, this,
                            [&](Result<ReadaheadChange> result) { reply = result; });
        QTest::qWait(300);
        QVERIFY(!reply.has_value());
        QCOMPARE(::kill(pid_t(first), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 15000);
        QVERIFY(!*reply);
        QCOMPARE(reply->error().code, Error::Code::Unavailable);
        QVERIFY2(reply->error().message.contains(QLatin1String("could not be reached")),
                 qPrintable(reply->error().message));
        QCOMPARE(readahead(QStringLiteral("0:29")), before);

        // The next call starts a new helper and goes through.
        std::optional<Result<ReadaheadChange>> again;
        client.setReadahead(BdiId{0, 29}, 4096, this,
                            [&](Result<ReadaheadChange> result) { again = result; });
        QTRY_VERIFY_WITH_TIMEOUT(again.has_value(), 15000);
        QVERIFY2(*again, *again ? "" : qPrintable(again->error().message));
        QCOMPARE(again->value().nowKib, 4096u);
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("4096"));
        QVERIFY(helperPid() != 0 && helperPid() != first);
    }

    // Killed while it writes the new nfs.conf (its temporary file), or once
    // it has renamed it into place: the file is the old or the new one,
    // never torn; the temporary file left behind goes with the next write.
    void helperKilledInTheMiddleOfAConfigWrite_data()
    {
        QTest::addColumn<QByteArray>("faults");
        QTest::addColumn<bool>("landed");
        QTest::newRow("writing the temporary file")
            << QByteArray("sleepwrite:.nfs.conf.nfs-tuner-=4000") << false;
        QTest::newRow("after the rename") << QByteArray("sleepfsync:/etc$=4000") << true;
    }

    void helperKilledInTheMiddleOfAConfigWrite()
    {
        QFETCH(QByteArray, faults);
        QFETCH(bool, landed);
        const QString conf = testRoot() + QStringLiteral("/etc/nfs.conf");
        const QByteArray old = readFile(conf);
        const QByteArray wanted = QByteArray(old).replace("# nfs4=16000\n", "nfs4=8192\n");
        QVERIFY(wanted != old);
        restartHelperWith(faults);
        HelperClient client;
        std::optional<Result<QByteArray>> reply;
        client.writeReadaheadConfig(QStringLiteral("/etc/nfs.conf"),
                                    {{QStringLiteral("nfs4"), QStringLiteral("8192")}}, {},
                                    QString::fromLatin1(AtomicFileReplace::sha256Hex(old)), this,
                                    [&](Result<QByteArray> result) { reply = result; });
        QTRY_VERIFY_WITH_TIMEOUT(helperPid() != 0, 10000);
        QTest::qWait(1500); // inside the slowed call now
        QCOMPARE(::kill(pid_t(helperPid()), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 15000);
        QVERIFY(!*reply);
        QCOMPARE(reply->error().code, Error::Code::Unavailable);
        QCOMPARE(readFile(conf), landed ? wanted : old);
        const QStringList temporaries =
            QDir(testRoot() + QStringLiteral("/etc"))
                .entryList({QStringLiteral(".nfs.conf.nfs-tuner-*")}, QDir::Files | QDir::Hidden);
        QCOMPARE(temporaries.size(), landed ? 0 : 1);

        // The next helper writes, and removes what the killed one left.
        restartHelperWith(QByteArray());
        writeFile(conf, old);
        std::optional<Result<QByteArray>> again;
        client.writeReadaheadConfig(QStringLiteral("/etc/nfs.conf"),
                                    {{QStringLiteral("nfs4"), QStringLiteral("8192")}}, {},
                                    QString::fromLatin1(AtomicFileReplace::sha256Hex(old)), this,
                                    [&](Result<QByteArray> result) { again = result; });
        QTRY_VERIFY_WITH_TIMEOUT(again.has_value(), 15000);
        QVERIFY2(*again, *again ? "" : qPrintable(again->error().message));
        QCOMPARE(readFile(conf), wanted);
        QVERIFY(
            QDir(testRoot() + QStringLiteral("/etc"))
                .entryList({QStringLiteral(".nfs.conf.nfs-tuner-*")}, QDir::Files | QDir::Hidden)
                .isEmpty());
        writeFile(conf, old);
    }

    void applyConfigReportsEachFailureAndSetsTheRest_data()
    {
        QTest::addColumn<QByteArray>("faults");
        QTest::addColumn<QString>("failing");
        QTest::addColumn<QString>("reason");
        QTest::newRow("EINVAL on write")
            << QByteArray("write:/0:29/read_ahead_kb=EINVAL") << QStringLiteral("0:29")
            << QStringLiteral("Invalid argument");
        QTest::newRow("EACCES on open")
            << QByteArray("openw:/0:31/read_ahead_kb=EACCES") << QStringLiteral("0:31")
            << QStringLiteral("Permission denied");
    }

    void applyConfigReportsEachFailureAndSetsTheRest()
    {
        QFETCH(QByteArray, faults);
        QFETCH(QString, failing);
        QFETCH(QString, reason);
        const QString conf = testRoot() + QStringLiteral("/etc/nfs.conf");
        if (!readFile(conf).contains("\n[nfsrahead]\nnfs = 1024\nnfs4 = 2048\n"))
            writeFile(conf, readFile(conf) + "\n[nfsrahead]\nnfs = 1024\nnfs4 = 2048\n");
        setReadaheadFile(QStringLiteral("0:29"), "128"); // the v3 mount: nfs
        setReadaheadFile(QStringLiteral("0:31"), "128"); // the v4.2 mount: nfs4
        restartHelperWith(faults);
        const qsizetype logStart = helperLog().size();

        HelperClient client;
        std::optional<Result<QList<ReadaheadChange>>> reply;
        client.applyConfig(this, [&](Result<QList<ReadaheadChange>> result) { reply = result; });
        QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 30000);
        QVERIFY(!*reply);
        QCOMPARE(reply->error().code, Error::Code::IoError);
        const QString message = reply->error().message;
        QVERIFY2(message.contains(failing) && message.contains(reason), qPrintable(message));
        // The failing BDI kept its value; the other got the configured one.
        const QString other = failing == u"0:29" ? QStringLiteral("0:31") : QStringLiteral("0:29");
        QCOMPARE(readahead(failing), QStringLiteral("128"));
        QCOMPARE(readahead(other),
                 other == u"0:29" ? QStringLiteral("1024") : QStringLiteral("2048"));
        QVERIFY2(!message.contains(other), qPrintable(message));
        // This row's refusal, naming its BDI (not the other row's).
        QVERIFY(helperLog().mid(logStart).contains(
            QStringLiteral("refused: applying config: ").toUtf8()));
        QVERIFY(helperLog().mid(logStart).contains(QByteArray(failing.toUtf8() + "): ")));
    }

    void setReadaheadReportsTheKernelsReason()
    {
        setReadaheadFile(QStringLiteral("0:29"), "128");
        restartHelperWith("write:/0:29/read_ahead_kb=EINVAL");
        const ProcessRun run =
            runCli({QStringLiteral("set-readahead"), QStringLiteral("0:29"), QStringLiteral("512"),
                    QStringLiteral("--through-helper"), QStringLiteral("--root"), testRoot()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("Invalid argument"), run.err.constData());
        QVERIFY(run.out.isEmpty());
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("128"));
    }

    // Round four, item 5: a put-back and a new temporary of one BDI in the
    // two workers. Each write to 0:29 waits 1.5 s first (injected), so the
    // put-back of the first caller's 3000 is still writing when the second
    // caller's change starts. Interleaved, the change read 3000, the
    // put-back wrote 128, the change 4000: the second caller was told
    // "3000 -> 4000" and 3000 went back when it left. Taking turns, the
    // change starts from 128, and 128 goes back.
    void aPutBackAndANewTemporaryTakeTurns()
    {
        slowWritesOfV3();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(temporary(first.bus(), 3000), (QList<uint>{128, 3000}));
        const qsizetype logStart = helperLog().size();
        first.leave(); // its put-back starts
        QThread::msleep(300);
        QCOMPARE(temporary(second.bus(), 4000), (QList<uint>{128, 4000}));
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("4000"));
        second.leave();
        QTRY_VERIFY_WITH_TIMEOUT(helperLog().mid(logStart).count("put back: the caller left") == 2,
                                 15000);
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("128"));
    }

    // The other turn: the second caller's change is writing when the first
    // caller leaves. Its put-back finds 4000 and leaves it; what goes back
    // when the second leaves is 128, the value from before the first
    // temporary (the record used to go when the first left, and the second
    // change started a new one from 3000).
    void aTemporaryMadeWhileTheLastOneGoesBackKeepsTheOriginal()
    {
        slowWritesOfV3();
        Caller first(QStringLiteral("first")), second(QStringLiteral("second"));
        QCOMPARE(temporary(first.bus(), 3000), (QList<uint>{128, 3000}));
        const qsizetype logStart = helperLog().size();
        QDBusPendingCall change = second.bus().asyncCall(temporaryCall(4000), 30000);
        QThread::msleep(500); // the change is writing
        first.leave();
        change.waitForFinished();
        QCOMPARE(change.reply().arguments(), (QVariantList{3000u, 4000u}));
        QTRY_VERIFY_WITH_TIMEOUT(helperLog().mid(logStart).contains("was not put back to 128 KiB"),
                                 15000);
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("4000"));
        second.leave();
        QTRY_VERIFY_WITH_TIMEOUT(helperLog().mid(logStart).contains("put back: the caller left"),
                                 15000);
        QCOMPARE(readahead(QStringLiteral("0:29")), QStringLiteral("128"));
    }

    void cleanupTestCase() { restartHelperWith(QByteArray()); }
};

QTEST_GUILESS_MAIN(TestHelperFaults)
#include "tst_helper_faults.moc"
