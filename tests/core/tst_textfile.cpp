// SPDX-License-Identifier: GPL-2.0-or-later
// The one way core reads files: whole, under a shared lock, or in pieces.
#include "base/textfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace nfstuner;

namespace {

QByteArray pattern(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char('a' + i % 26);
    return bytes;
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
}

} // namespace

class TestTextFile : public QObject
{
    Q_OBJECT

private slots:
    void readsWholeFilesOfAnySize_data()
    {
        QTest::addColumn<qsizetype>("size");
        QTest::newRow("empty") << qsizetype(0);
        QTest::newRow("one byte") << qsizetype(1);
        QTest::newRow("one page") << qsizetype(4096);
        QTest::newRow("past the first guess") << qsizetype(300 * 1024 + 7);
    }
    void readsWholeFilesOfAnySize()
    {
        QFETCH(qsizetype, size);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        writeFile(path, pattern(size));
        const auto whole = readWholeFile(path);
        QVERIFY(whole.ok());
        QCOMPARE(*whole, pattern(size));
    }

    // /proc files report size 0: the read must not stop at the stat size.
    void readsKernelFilesWhoseSizeIsZero()
    {
        const auto status = readWholeFile(QStringLiteral("/proc/self/status"));
        QVERIFY(status.ok());
        QVERIFY(status->startsWith("Name:"));
        QVERIFY(status->contains("VmRSS"));
    }

    void streamsInPiecesThatAddUpToTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        const QByteArray content = pattern(200 * 1024 + 3);
        writeFile(path, content);
        QByteArray joined;
        int pieces = 0;
        const auto total = streamFile(path, [&](QByteArrayView piece) {
            QVERIFY(piece.size() <= 64 * 1024);
            joined += piece;
            ++pieces;
        });
        QVERIFY(total.ok());
        QCOMPARE(*total, content.size());
        QCOMPARE(joined, content);
        QCOMPARE(pieces, 4);
    }

    void largerThanTheLimitIsMalformed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        writeFile(path, pattern(5000));
        for (const qint64 limit : {qint64(0), qint64(4999)}) {
            const auto whole = readWholeFile(path, limit);
            QVERIFY(!whole.ok());
            QCOMPARE(whole.error().code, Error::Code::Malformed);
            QVERIFY(whole.error().message.contains(path));
            qsizetype consumed = 0;
            const auto streamed = streamFile(
                path, [&](QByteArrayView piece) { consumed += piece.size(); }, limit);
            QVERIFY(!streamed.ok());
            QCOMPARE(streamed.error().code, Error::Code::Malformed);
            QCOMPARE(consumed, 0); // nothing handed on from a file that is too large
        }
        QVERIFY(readWholeFile(path, 5000).ok());
    }

    void missingFileIsNotFound()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing"));
        const auto whole = readWholeFile(path);
        QVERIFY(!whole.ok());
        QCOMPARE(whole.error().code, Error::Code::NotFound);
        QVERIFY(whole.error().message.contains(path));
        QCOMPARE(streamFile(path, [](QByteArrayView) {}).error().code, Error::Code::NotFound);
    }

    // A FIFO or a folder planted where a file should be is refused at
    // once: no hang waiting for a writer, no read of a directory.
    void onlyRegularFilesAreRead()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {fifo, dir.path()}) {
            const auto whole = readWholeFile(path);
            QVERIFY(!whole.ok());
            QVERIFY2(whole.error().message.contains(QStringLiteral("not a regular file")),
                     qPrintable(whole.error().message));
            QVERIFY(!streamFile(path, [](QByteArrayView) {}).ok());
        }
    }

    // A kernel attribute in a folder root is a plain file: a shorter value
    // written over a longer one leaves nothing behind (the kernel's own
    // files replace the value themselves).
    void kernelAttributeWritesReplaceTheValue_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("shorter") << QByteArray("1048576\n") << QByteArray("45376\n");
        QTest::newRow("longer") << QByteArray("128\n") << QByteArray("15360\n");
        QTest::newRow("same length") << QByteArray("4096\n") << QByteArray("8192\n");
    }

    void kernelAttributeWritesReplaceTheValue()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("read_ahead_kb"));
        writeFile(path, before);
        QVERIFY(writeKernelAttribute(path, after).ok());
        QCOMPARE(*readWholeFile(path), after);
    }

    // Never through a link, never into a FIFO or a folder, never creating
    // a file: refused, and what is there stays as it was.
    void kernelAttributeWritesRefuseAnythingButTheFile()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("target"));
        writeFile(target, "1024\n");
        const QString link = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(target, link));
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString missing = dir.filePath(QStringLiteral("missing"));
        for (const QString &path : {link, fifo, dir.path(), missing}) {
            const auto written = writeKernelAttribute(path, "64\n");
            QVERIFY2(!written.ok(), qPrintable(path));
            QVERIFY2(written.error().message.contains(path), qPrintable(written.error().message));
        }
        QCOMPARE(readWholeFile(missing).error().code, Error::Code::NotFound);
        QCOMPARE(*readWholeFile(target), QByteArray("1024\n"));
    }

    // Reading takes no lock: another program holding an exclusive flock
    // (anyone who may read the file can take one) does not stall a reader.
    void readingIgnoresLocks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nfs.conf"));
        writeFile(path, "[nfsrahead]\nnfs=1024\n");
        const int other = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
        QVERIFY(other >= 0);
        QCOMPARE(::flock(other, LOCK_EX), 0);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(*readWholeFile(path), QByteArray("[nfsrahead]\nnfs=1024\n"));
        QVERIFY(clock.elapsed() < 1000);
        ::close(other);
    }
};

QTEST_GUILESS_MAIN(TestTextFile)
#include "tst_textfile.moc"
