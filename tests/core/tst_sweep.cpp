// SPDX-License-Identifier: GPL-2.0-or-later
// The sweep's parts: its settings, medians and knee; the page cache check
// on real files (a disk file drops, a tmpfs file cannot); the target (a
// file on an NFS mount of the table, or a clear refusal); and whole sweeps
// on a folder root, which must always put the value from before back.
#include "fixtureroot.h"
#include "sweep/pagecache.h"
#include "sweep/readaheadsweep.h"
#include "tuning/localtuningbackend.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

SweepPoint point(quint32 kib, QList<double> rates)
{
    SweepPoint p{kib, kib, {}};
    for (const double rate : rates)
        p.runs.append(SweepRun{qint64(rate * 1e6), 1'000'000'000, 0, 0}); // rate MB in 1 s
    return p;
}

QString readahead(const QString &root, const QString &bdi)
{
    return QString::fromLatin1(
        readFile(root + QStringLiteral("/sys/class/bdi/") + bdi + QStringLiteral("/read_ahead_kb"))
            .trimmed());
}

// A writable demo root with a file of `size` bytes at /mnt/media/big, in
// `parent` (a folder on a disk, or on tmpfs).
struct SweepRoot
{
    std::unique_ptr<QTemporaryDir> dir;
    QString path;
};
SweepRoot sweepRoot(qint64 size, const QString &parent = QString())
{
    SweepRoot root{copyTree(fixtureRoot(QStringLiteral("demo")), parent), QString()};
    root.path = root.dir->path();
    writeFile(root.path + QStringLiteral("/mnt/media/big"), QByteArray(size, 'x'));
    return root;
}

NfsMountTable tableOf(const QString &root)
{
    return NfsMountTable::read(SystemRoot(root)).value();
}

} // namespace

class TestSweep : public QObject
{
    Q_OBJECT

private slots:
    void defaultValuesEndAtFifteenRsize()
    {
        QCOMPARE(SweepSettings::defaultValues(1048576),
                 (QList<quint32>{128, 512, 1024, 2048, 4096, 15360}));
        // 15 x 64 KiB = 960 KiB sits between 512 KiB and 1 MiB.
        QCOMPARE(SweepSettings::defaultValues(65536),
                 (QList<quint32>{128, 512, 960, 1024, 2048, 4096}));
        // 15 x 32 KiB is 480 KiB; 15 x 8 KiB, 120.
        QCOMPARE(SweepSettings::defaultValues(8192).first(), 120u);
    }

    void valuesAreParsedOrRefused()
    {
        QCOMPARE(SweepSettings::parseValues(QStringLiteral("1M, 128,15M,512K,128")).value(),
                 (QList<quint32>{128, 512, 1024, 15360}));
        for (const char *bad : {"", ",", " , ", "16Q", "-1", "0", "2", "1.5M", "2G", "128,abc"}) {
            const auto values = SweepSettings::parseValues(QLatin1String(bad));
            QVERIFY2(!values, bad);
            QCOMPARE(values.error().code, Error::Code::InvalidArgument);
            QVERIFY(!values.error().message.isEmpty());
        }
        QVERIFY(SweepSettings::parseValues(QStringLiteral(","))
                    .error()
                    .message.contains(QLatin1String("empty")));
    }

    void settingsAreChecked()
    {
        SweepSettings settings;
        settings.valuesKib = {128};
        QVERIFY(settings.check());
        for (const int repeat : {0, -1, 101}) {
            SweepSettings bad = settings;
            bad.repeat = repeat;
            QVERIFY(!bad.check());
        }
        for (const qint64 block : {qint64(0), qint64(511), qint64(64 << 20) + 1}) {
            SweepSettings bad = settings;
            bad.blockSize = block;
            QVERIFY(!bad.check());
        }
        SweepSettings empty = settings;
        empty.valuesKib.clear();
        QVERIFY(!empty.check());
    }

    void medianOfOddAndEvenCounts()
    {
        QCOMPARE(median({3, 1, 2}), 2.0);
        QCOMPARE(median({4, 1, 3, 2}), 2.5);
        QCOMPARE(median({}), 0.0);
        QCOMPARE(point(128, {100, 900, 110}).medianMegabytesPerSecond(), 110.0);
    }

    void kneeIsTheSmallestWithinFivePercent()
    {
        // Best 400; 381 is within 5 % (380 is the edge), 379 is not.
        const QList<SweepPoint> points{point(128, {200}), point(512, {379}), point(1024, {381}),
                                       point(4096, {400}), point(15360, {395})};
        QCOMPARE(sweepKnee(points), 2);
        QCOMPARE(sweepKnee({point(128, {200}), point(512, {380}), point(4096, {400})}), 1);
        // Order does not matter: the smallest value wins.
        QCOMPARE(sweepKnee({point(4096, {400}), point(1024, {399})}), 1);
        QCOMPARE(sweepKnee({}), std::nullopt);
        QCOMPARE(sweepKnee({point(128, {0})}), 0);
    }

    void pageCacheOfADiskFileIsDropped()
    {
        QTemporaryDir dir;
        const QString name = dir.filePath(QStringLiteral("file"));
        writeFile(name, QByteArray(1 << 20, 'y'));
        const int fd = ::open(QFile::encodeName(name).constData(), O_RDONLY);
        QVERIFY(fd >= 0);
        ::fsync(fd);
        char buffer[65536];
        while (::read(fd, buffer, sizeof buffer) > 0) {
        }
        QVERIFY2(PageCache::residentPages(fd, 1 << 20).value() > 0, "just read: cached");
        const auto dropped = PageCache::drop(fd, 1 << 20, name);
        QVERIFY2(dropped, dropped ? "" : qPrintable(dropped.error().message));
        QCOMPARE(PageCache::residentPages(fd, 1 << 20).value(), 0);
        ::close(fd);
    }

    void pageCacheOfATmpfsFileCannotBeDropped()
    {
        if (!QFileInfo(QStringLiteral("/dev/shm")).isWritable())
            QSKIP("no writable /dev/shm (tmpfs) here");
        QTemporaryDir dir(QStringLiteral("/dev/shm/tst_sweep-XXXXXX"));
        const QString name = dir.filePath(QStringLiteral("file"));
        writeFile(name, QByteArray(1 << 20, 'y'));
        const int fd = ::open(QFile::encodeName(name).constData(), O_RDONLY);
        const auto dropped = PageCache::drop(fd, 1 << 20, name);
        ::close(fd);
        QVERIFY(!dropped);
        QVERIFY2(dropped.error().message.contains(QLatin1String("256 page")),
                 qPrintable(dropped.error().message));
    }

    void targetIsAFileOnAnNfsMount()
    {
        const SweepRoot root = sweepRoot(4096);
        writeFile(root.path + QStringLiteral("/mnt/media-archive/old"), QByteArray(10, 'z'));
        writeFile(root.path + QStringLiteral("/home/user/notes"), QByteArray(10, 'z'));
        writeFile(root.path + QStringLiteral("/mnt/media/empty"), QByteArray());
        QVERIFY(QFile::link(root.path + QStringLiteral("/mnt/media/big"),
                            root.path + QStringLiteral("/home/user/link")));
        const SystemRoot system(root.path);
        const NfsMountTable table = tableOf(root.path);

        const auto big = SweepTarget::resolve(system, table, QStringLiteral("/mnt/media/big"));
        QVERIFY(big);
        QCOMPARE(big->file, QStringLiteral("/mnt/media/big"));
        QCOMPARE(big->mount.mountpoint, QStringLiteral("/mnt/media"));
        QCOMPARE(big->size, 4096);
        QCOMPARE(big->sharingMountpoints, QStringList{QStringLiteral("/mnt/media-archive")});
        // Not /mnt/media, whose name is a prefix of it.
        QCOMPARE(SweepTarget::resolve(system, table, QStringLiteral("/mnt/media-archive/old"))
                     ->mount.mountpoint,
                 QStringLiteral("/mnt/media-archive"));
        // A link is followed to where the file is.
        QCOMPARE(SweepTarget::resolve(system, table, QStringLiteral("/home/user/link"))->file,
                 QStringLiteral("/mnt/media/big"));

        const QList<std::pair<QString, QString>> refused{
            {QStringLiteral("/home/user/notes"), QStringLiteral("not on an NFS mount")},
            {QStringLiteral("/mnt/media"), QStringLiteral("is a directory")},
            {QStringLiteral("/mnt/media/none"), QStringLiteral("does not exist")},
            {QStringLiteral("/mnt/media/empty"), QStringLiteral("is empty")},
            {QStringLiteral("/dev/null"), QStringLiteral("does not exist")},
            {QString(), QStringLiteral("no file")},
        };
        for (const auto &[file, why] : refused) {
            const auto target = SweepTarget::resolve(system, table, file);
            QVERIFY2(!target, qPrintable(file));
            QVERIFY2(target.error().message.contains(why), qPrintable(target.error().message));
        }
    }

    void fileOfThisSystemNotOnNfsIsRefused()
    {
        QTemporaryDir dir;
        const QString name = dir.filePath(QStringLiteral("file"));
        writeFile(name, QByteArray(10, 'y'));
        const SystemRoot system;
        const auto table = NfsMountTable::read(system);
        QVERIFY(table);
        const auto target = SweepTarget::resolve(system, *table, name);
        QVERIFY(!target);
        QCOMPARE(target.error().code, Error::Code::NotNfs);
        QVERIFY2(target.error().message.contains(QLatin1String("not on an NFS mount")),
                 qPrintable(target.error().message));
    }

    void sweepMeasuresEveryValueAndPutsTheValueBack()
    {
        const SweepRoot root = sweepRoot(8 << 20);
        const SystemRoot system(root.path);
        const QString bdi =
            tableOf(root.path).findByMountpoint(QStringLiteral("/mnt/media"))->bdi.toString();
        writeFile(root.path + QStringLiteral("/sys/class/bdi/") + bdi +
                      QStringLiteral("/read_ahead_kb"),
                  "768\n");
        LocalTuningBackend backend(system);
        SweepSettings settings;
        settings.valuesKib = {128, 1024, 4096};
        settings.repeat = 2;
        settings.bytes = 3 << 20;
        settings.blockSize = 65536;
        const auto target =
            SweepTarget::resolve(system, tableOf(root.path), QStringLiteral("/mnt/media/big"));
        ReadaheadSweep sweep(backend, system, *target, settings);
        QSignalSpy finished(&sweep, &ReadaheadSweep::finished);
        QList<QString> during;
        connect(&sweep, &ReadaheadSweep::progress, this,
                [&] { during.append(readahead(root.path, bdi)); });
        sweep.start();
        QVERIFY(finished.wait(30000));
        QVERIFY2(!sweep.error(), qPrintable(sweep.error() ? sweep.error()->message : QString()));
        QCOMPARE(sweep.points().size(), 3);
        for (const SweepPoint &p : sweep.points()) {
            QCOMPARE(p.runs.size(), 2);
            for (const SweepRun &run : p.runs)
                QCOMPARE(run.bytes, 3 << 20);
        }
        QCOMPARE(sweep.points()[1].readAheadKib, 1024u);
        QVERIFY(during.contains(QStringLiteral("128")) && during.contains(QStringLiteral("4096")));
        QCOMPARE(sweep.originalKib(), 768u);
        QVERIFY(sweep.restored());
        QCOMPARE(readahead(root.path, bdi), QStringLiteral("768"));
    }

    void cancelledSweepPutsTheValueBack()
    {
        const SweepRoot root = sweepRoot(32 << 20);
        const SystemRoot system(root.path);
        const auto target =
            SweepTarget::resolve(system, tableOf(root.path), QStringLiteral("/mnt/media/big"));
        const QString bdi = target->mount.bdi.toString();
        const QString before = readahead(root.path, bdi);
        LocalTuningBackend backend(system);
        SweepSettings settings;
        settings.valuesKib = {512, 2048};
        settings.repeat = 100;
        settings.blockSize = 4096;
        ReadaheadSweep sweep(backend, system, *target, settings);
        QSignalSpy finished(&sweep, &ReadaheadSweep::finished);
        connect(&sweep, &ReadaheadSweep::progress, &sweep, &ReadaheadSweep::cancel);
        sweep.start();
        QVERIFY(finished.wait(30000));
        QVERIFY(sweep.wasCancelled());
        QVERIFY(sweep.error());
        QVERIFY(sweep.restored());
        QVERIFY(sweep.points().isEmpty());
        QCOMPARE(readahead(root.path, bdi), before);
    }

    void failedSweepPutsTheValueBack()
    {
        if (!QFileInfo(QStringLiteral("/dev/shm")).isWritable())
            QSKIP("no writable /dev/shm (tmpfs) here");
        // On tmpfs the file's pages cannot leave memory: the first run fails.
        const SweepRoot root = sweepRoot(1 << 20, QStringLiteral("/dev/shm"));
        const SystemRoot system(root.path);
        const auto target =
            SweepTarget::resolve(system, tableOf(root.path), QStringLiteral("/mnt/media/big"));
        const QString bdi = target->mount.bdi.toString();
        const QString before = readahead(root.path, bdi);
        LocalTuningBackend backend(system);
        SweepSettings settings;
        settings.valuesKib = {4096};
        ReadaheadSweep sweep(backend, system, *target, settings);
        QSignalSpy finished(&sweep, &ReadaheadSweep::finished);
        sweep.start();
        QVERIFY(finished.wait(30000));
        QVERIFY(!sweep.wasCancelled());
        QVERIFY(sweep.error());
        QVERIFY2(sweep.error()->message.contains(QLatin1String("stay in memory")),
                 qPrintable(sweep.error()->message));
        QVERIFY(sweep.restored());
        QCOMPARE(readahead(root.path, bdi), before);
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
