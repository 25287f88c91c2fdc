// SPDX-License-Identifier: GPL-2.0-or-later
// One parser per helper method, run by the helper, the CLI and the
// in-process backend alike: WriteNfsCongestionConfig's request, and the
// in-process backend refusing what the helper refuses (it used to skip the
// hash check) without touching the folder.
#include "base/atomicfilereplace.h"
#include "base/textfile.h"
#include "tuning/localtuningbackend.h"
#include "tuning/tuningrequests.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;

namespace {

QString sha256Of(const QByteArray &content)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
}

// Runs one writeNfsCongestionConfig on `backend` and waits for its answer.
Result<QByteArray> persist(LocalTuningBackend &backend, quint32 kib, const QString &sha)
{
    std::optional<Result<QByteArray>> answer;
    QObject context;
    backend.writeNfsCongestionConfig(kib, sha, &context,
                                     [&answer](Result<QByteArray> result) { answer = result; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }))
        return Error{Error::Code::IoError, QStringLiteral("no answer")};
    return *answer;
}

} // namespace

class TestTuningRequests : public QObject
{
    Q_OBJECT

private slots:
    void congestionConfigRequests_data()
    {
        QTest::addColumn<quint32>("kib");
        QTest::addColumn<QString>("sha");
        QTest::addColumn<bool>("accepted");
        const QString hash = sha256Of("fs.nfs.nfs_congestion_kb = 1\n");
        QTest::newRow("set, no file yet") << quint32(1048576) << QString() << true;
        QTest::newRow("set over a file") << quint32(1) << hash << true;
        QTest::newRow("remove") << quint32(0) << hash << true;
        QTest::newRow("INT_MAX") << quint32(2147483647) << QString() << true;
        QTest::newRow("above INT_MAX") << quint32(2147483648u) << QString() << false;
        QTest::newRow("hash in capitals") << quint32(1) << hash.toUpper() << false;
        QTest::newRow("hash too short") << quint32(1) << hash.left(63) << false;
        QTest::newRow("hash and a newline") << quint32(1) << hash + QLatin1Char('\n') << false;
        QTest::newRow("not hex") << quint32(1) << QString(64, QLatin1Char('g')) << false;
    }

    void congestionConfigRequests()
    {
        QFETCH(quint32, kib);
        QFETCH(QString, sha);
        QFETCH(bool, accepted);
        const auto request = CongestionConfigRequest::parse(kib, sha);
        QCOMPARE(request.ok(), accepted);
        if (!accepted) {
            QCOMPARE(request.error().code, Error::Code::InvalidArgument);
            return;
        }
        QCOMPARE(request->value.has_value(), kib != 0);
        if (kib != 0)
            QCOMPARE(request->value->kib, quint64(kib));
        QCOMPARE(request->expectedSha256, sha.toLatin1());
    }

    // The folder backend (demo, --root) refuses a malformed hash as the
    // helper does, and leaves the folder as it was; a right hash writes.
    // ListReaders' mountpoints: at most 64 absolute paths, each once, no
    // NUL (which D-Bus cannot carry, but the parser is the CLI's too).
    void readersRequests_data()
    {
        QTest::addColumn<QStringList>("mountpoints");
        QTest::addColumn<bool>("valid");
        QStringList many;
        for (int i = 0; i < 64; ++i)
            many.append(QStringLiteral("/mnt/%1").arg(i));
        QTest::newRow("none: every mount") << QStringList() << true;
        QTest::newRow("64") << many << true;
        QTest::newRow("65") << (many + QStringList{QStringLiteral("/mnt/x")}) << false;
        QTest::newRow("relative") << QStringList{QStringLiteral("mnt")} << false;
        QTest::newRow("empty") << QStringList{QString()} << false;
        QTest::newRow("twice") << QStringList{QStringLiteral("/a"), QStringLiteral("/a")} << false;
        QTest::newRow("NUL") << QStringList{QStringLiteral("/a") + QChar(0) + QStringLiteral("b")}
                             << false;
        QTest::newRow("4097 long") << QStringList{QLatin1Char('/') + QString(4096, u'a')} << false;
        QTest::newRow("4096 long") << QStringList{QLatin1Char('/') + QString(4095, u'a')} << true;
    }
    void readersRequests()
    {
        QFETCH(QStringList, mountpoints);
        QFETCH(bool, valid);
        const auto request = ReadersRequest::parse(mountpoints);
        QCOMPARE(request.ok(), valid);
        if (!valid)
            QCOMPARE(request.error().code, Error::Code::InvalidArgument);
    }

    void localBackendRunsTheHelpersChecks()
    {
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("etc/sysctl.d"))));
        const QString dropIn = root.filePath(QStringLiteral("etc/sysctl.d/60-nfs-tuner.conf"));
        const QByteArray before = "fs.nfs.nfs_congestion_kb = 262144\n";
        QFile file(dropIn);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(before);
        file.close();
        LocalTuningBackend backend{SystemRoot(root.path())};

        for (const QString &bad : {QStringLiteral("xyz"), sha256Of(before).toUpper()}) {
            const auto refused = persist(backend, 1048576, bad);
            QVERIFY2(!refused.ok(), qPrintable(bad));
            QCOMPARE(refused.error().code, Error::Code::InvalidArgument);
            QCOMPARE(*readWholeFile(dropIn), before);
        }
        const auto aboveIntMax = persist(backend, 2147483648u, sha256Of(before));
        QCOMPARE(aboveIntMax.error().code, Error::Code::InvalidArgument);
        QCOMPARE(*readWholeFile(dropIn), before);

        const auto written = persist(backend, 1048576, sha256Of(before));
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
        QVERIFY(readWholeFile(dropIn)->contains("fs.nfs.nfs_congestion_kb = 1048576"));
        QCOMPARE(QString::fromLatin1(*written), sha256Of(*readWholeFile(dropIn)));
    }
};

QTEST_GUILESS_MAIN(TestTuningRequests)
#include "tst_tuningrequests.moc"
