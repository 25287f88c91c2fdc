// SPDX-License-Identifier: GPL-2.0-or-later
// ReaderScanner on a folder root: the mount table of a real kernel (the
// v3-v42 fixture: mount 32 at /mnt/v3, 35 at /mnt/v42, 30 a local mount)
// and processes laid out under proc/ as the kernel shows them.
#include "fixtureroot.h"
#include "mounts/nfsmounttable.h"
#include "procfixture.h"
#include "readers/readerscan.h"

#include <QDir>
#include <QTest>

#include <ctime>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

constexpr int V3 = 32, V42 = 35, Local = 30;

// The fixture's devices: 0:29 and 0:31.
QList<WatchedMount> bothMounts()
{
    return {{V3, "/mnt/v3", BdiId{0, 29}}, {V42, "/mnt/v42", BdiId{0, 31}}};
}

const ProcessReads *find(const ReaderScan &scan, quint32 pid)
{
    for (const ProcessReads &process : scan.processes)
        if (process.pid == pid)
            return &process;
    return nullptr;
}

} // namespace

// Every process's counters were read after its scan began, and before now.
static void readAfterTheScanBegan(const ReaderScan &scan)
{
    timespec now = {};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    const quint64 nowNs = quint64(now.tv_sec) * 1000000000ULL + quint64(now.tv_nsec);
    for (const ProcessReads &process : scan.processes) {
        QVERIFY2(process.ioMonotonicNs >= scan.monotonicNs,
                 qPrintable(QString::number(process.pid)));
        QVERIFY2(process.ioMonotonicNs <= nowNs, qPrintable(QString::number(process.pid)));
    }
}

class TestReaderScan : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_root;

private slots:
    void init()
    {
        m_root = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        writeFakeUptime(m_root->path(), 50.0);
    }

    // Files belong to the mount fdinfo names, whatever their path says:
    // a file whose path lies under /mnt/v42 but was opened through mount 32
    // is /mnt/v3's; one under /mnt/v3 on a local mount over it is no one's.
    void filesGoToTheMountTheyWereOpenedThrough()
    {
        writeFakeProcess(m_root->path(), {4242,
                                          100,
                                          1000,
                                          "dd",
                                          true,
                                          5000,
                                          10,
                                          0,
                                          {{0, "/dev/pts/0", 0, 0, 0100002},
                                           {3, "/mnt/v3/big", V3, 65536, 0100000},
                                           {4, "/mnt/v42/seen-through-v3", V3, 4096, 0140000},
                                           {5, "/mnt/v3/local/over", Local, 0, 0100000},
                                           {6, "socket:[123]", 0, 0, 02},
                                           {7, "/mnt/v42/b", V42, 0, 0100000}}});
        writeFakeProcess(
            m_root->path(),
            {4243, 100, 1000, "bash", true, 0, 0, 0, {{3, "/home/u/.bashrc", 1, 0, 0100000}}});
        const ReaderScan scan = ReaderScanner(SystemRoot(m_root->path()), bothMounts()).scan();
        QCOMPARE(scan.processes.size(), 1);
        const ProcessReads &dd = scan.processes.first();
        QCOMPARE(dd.pid, 4242u);
        QCOMPARE(dd.startTicks, 100u);
        QCOMPARE(dd.command, QByteArray("dd"));
        QVERIFY(dd.ioKnown);
        QCOMPARE(dd.readChars, 5000u);
        QCOMPARE(dd.readCalls, 10u);
        QCOMPARE(dd.files.size(), 3);
        QCOMPARE(dd.files[0], (OpenMountFile{3, V3, 65536, 0100000, "/mnt/v3/big"}));
        QCOMPARE(dd.files[1].mountId, V3);
        QVERIFY(dd.files[1].isDirect());
        QCOMPARE(dd.files[2].mountId, V42);
        QCOMPARE(scan.uptimeTicks, 50 * ReaderScanner::ticksPerSecond());

        // Watching one mount: only its files.
        const ReaderScan v42 =
            ReaderScanner(SystemRoot(m_root->path()), {{V42, "/mnt/v42", BdiId{0, 31}}}).scan();
        QCOMPARE(v42.processes.size(), 1);
        QCOMPARE(v42.processes.first().files.size(), 1);
        QCOMPARE(v42.processes.first().files.first().path, QByteArray("/mnt/v42/b"));
    }

    // Names are bytes: newlines, invalid UTF-8, and a command with ") S"
    // in it, which must not shift the fields of stat.
    void namesAreKeptAsTheyAre()
    {
        const QByteArray path = "/mnt/v3/two\nlines \xff\xfe.bin";
        const QByteArray command = "x) R 1 2 (y";
        writeFakeProcess(m_root->path(),
                         {77, 4321, 1001, command, true, 1, 1, 0, {{3, path, V3, 9, 0100000}}});
        const ReaderScan scan = ReaderScanner(SystemRoot(m_root->path()), bothMounts()).scan();
        QCOMPARE(scan.processes.size(), 1);
        QCOMPARE(scan.processes.first().command, command);
        QCOMPARE(scan.processes.first().startTicks, 4321u);
        QCOMPARE(scan.processes.first().files.first().path, path);
    }

    void otherUsersAreLeftOutWhenAsked()
    {
        writeFakeProcess(
            m_root->path(),
            {10, 100, 1000, "mine", true, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        writeFakeProcess(
            m_root->path(),
            {11, 100, 1001, "theirs", true, 0, 0, 0, {{3, "/mnt/v3/b", V3, 0, 0100000}}});
        ReaderScanner scanner(SystemRoot(m_root->path()), bothMounts());
        QCOMPARE(scanner.scan().processes.size(), 2);
        const ReaderScan mine = scanner.scan(1000u);
        QCOMPARE(mine.processes.size(), 1);
        QCOMPARE(mine.processes.first().command, QByteArray("mine"));
    }

    // What goes while it is read: an fd whose fdinfo is gone (closed), a
    // process whose stat is gone (exited), io the kernel refused.
    void whatGoesMeanwhileIsLeftOut()
    {
        writeFakeProcess(m_root->path(),
                         {20,
                          100,
                          1000,
                          "closing",
                          true,
                          0,
                          0,
                          0,
                          {{3, "/mnt/v3/a", V3, 0, 0100000}, {4, "/mnt/v3/b", V3, 0, 0100000}}});
        QVERIFY(QFile::remove(m_root->path() + QStringLiteral("/proc/20/fdinfo/4")));
        writeFakeProcess(
            m_root->path(),
            {21, 100, 1000, "exited", true, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        QVERIFY(QFile::remove(m_root->path() + QStringLiteral("/proc/21/stat")));
        writeFakeProcess(
            m_root->path(),
            {22, 100, 1000, "setuid", false, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        const ReaderScan scan = ReaderScanner(SystemRoot(m_root->path()), bothMounts()).scan();
        QCOMPARE(find(scan, 20)->files.size(), 1);
        QVERIFY(!find(scan, 21));
        QVERIFY(find(scan, 22));
        QVERIFY(!find(scan, 22)->ioKnown);
    }

    // One answer is bounded: beyond the limits, truncated says so.
    void limitsTruncate()
    {
        for (quint32 pid = 100; pid < 110; ++pid)
            writeFakeProcess(m_root->path(), {pid,
                                              100,
                                              1000,
                                              "r",
                                              true,
                                              0,
                                              0,
                                              0,
                                              {{3, "/mnt/v3/a", V3, 0, 0100000},
                                               {4, "/mnt/v3/b", V3, 0, 0100000}}});
        ReaderScanner scanner(SystemRoot(m_root->path()), bothMounts());
        QVERIFY(!scanner.scan().truncated);
        const ReaderScan few = scanner.scan(std::nullopt, {4, ReaderScanner::MaxFiles});
        QCOMPARE(few.processes.size(), 4);
        QVERIFY(few.truncated);
        const ReaderScan fewFiles = scanner.scan(std::nullopt, {ReaderScanner::MaxProcesses, 5});
        qsizetype files = 0;
        for (const ProcessReads &process : fewFiles.processes)
            files += process.files.size();
        QVERIFY(files <= 5);
        QVERIFY(fewFiles.truncated);
    }

    // One process with thousands of files of deep paths keeps its first
    // files; the next process is listed still; and no answer grows past
    // the bytes a reply may take (the bus's message limit).
    void aProcessWithManyDeepPathsLeavesRoomForOthers()
    {
        const QByteArray deep = "/mnt/v3/" + QByteArray(3000, 'd') + '/';
        FakeProcess hoarder{300, 100, 1001, "hoarder", true, 0, 0, 0, {}};
        for (int fd = 3; fd < 3 + 3000; ++fd)
            hoarder.files.append({fd, deep + QByteArray::number(fd), V3, 0, 0100000});
        writeFakeProcess(m_root->path(), hoarder);
        writeFakeProcess(
            m_root->path(),
            {301, 100, 1000, "reader", true, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        ReaderScanner scanner(SystemRoot(m_root->path()), bothMounts());
        const ReaderScan scan = scanner.scan();
        QVERIFY(scan.truncated);
        QCOMPARE(scan.processes.size(), 2);
        QCOMPARE(find(scan, 300)->files.size(), ReaderScanner::MaxFilesPerProcess);
        QCOMPARE(find(scan, 301)->files.size(), 1);

        // A reply of 2 MB holds what fits and no more; the hoarder, read
        // first or last, never crowds the answer past it.
        ReaderScanner::Limits small;
        small.bytes = 2 * 1024 * 1024;
        const ReaderScan bounded = scanner.scan(std::nullopt, small);
        qsizetype bytes = 0;
        for (const ProcessReads &process : bounded.processes)
            bytes += ReaderScanner::replyBytes(process);
        QVERIFY2(bytes <= small.bytes, qPrintable(QString::number(bytes)));
        QVERIFY(bytes > small.bytes - 4000); // full: no file more would fit
        QVERIFY(bounded.truncated);
        QCOMPARE(ReaderScanner::replyBytes(*find(scan, 301)), 88 + 6 + 32 + 9);
    }

    // From one scan to the next, a process is read again when it read
    // something (rchar moved) or opened or closed a file; one that did
    // neither keeps what it had; a gone one is gone.
    void aKeptScannerSeesWhatChanged()
    {
        writeFakeProcess(
            m_root->path(),
            {40, 100, 1000, "reader", true, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        writeFakeProcess(
            m_root->path(),
            {41, 100, 1000, "opener", true, 10, 1, 0, {{3, "/home/x", Local, 0, 0100000}}});
        writeFakeProcess(
            m_root->path(),
            {42, 100, 1000, "leaver", true, 0, 0, 0, {{3, "/mnt/v42/b", V42, 0, 0100000}}});
        ReaderScanner scanner(SystemRoot(m_root->path()), bothMounts());
        const ReaderScan first = scanner.scan();
        QCOMPARE(first.processes.size(), 2);
        readAfterTheScanBegan(first);
        writeFakeProcess(
            m_root->path(),
            {40, 100, 1000, "reader", true, 65536, 1, 0, {{3, "/mnt/v3/a", V3, 65536, 0100000}}});
        writeFakeProcess(m_root->path(), {41,
                                          100,
                                          1000,
                                          "opener",
                                          true,
                                          10,
                                          1,
                                          0,
                                          {{3, "/home/x", Local, 0, 0100000},
                                           {4, "/mnt/v42/new", V42, 0, 0100000}}});
        QVERIFY(QDir(m_root->path() + QStringLiteral("/proc/42")).removeRecursively());
        const ReaderScan second = scanner.scan();
        QCOMPARE(second.processes.size(), 2);
        QCOMPARE(find(second, 40)->files.first().position, 65536u);
        QCOMPARE(find(second, 40)->readChars, 65536u);
        QCOMPARE(find(second, 41)->files.size(), 1);
        QCOMPARE(find(second, 41)->files.first().path, QByteArray("/mnt/v42/new"));
        QVERIFY(!find(second, 42));
        // Each process's counters carry when they were read, kept or not.
        readAfterTheScanBegan(second);
        QVERIFY(find(second, 40)->ioMonotonicNs > find(first, 40)->ioMonotonicNs);
        const ReaderScan third = scanner.scan(); // nothing changed: both kept
        readAfterTheScanBegan(third);
        QVERIFY(find(third, 40)->ioMonotonicNs > find(second, 40)->ioMonotonicNs);
        QVERIFY(find(third, 41)->ioMonotonicNs > find(second, 41)->ioMonotonicNs);
        // A fresh scanner reads the same (but when).
        const auto withoutTimes = [](QList<ProcessReads> processes) {
            for (ProcessReads &process : processes)
                process.ioMonotonicNs = 0;
            return processes;
        };
        QCOMPARE(
            withoutTimes(ReaderScanner(SystemRoot(m_root->path()), bothMounts()).scan().processes),
            withoutTimes(second.processes));
    }

    // A process in another mount namespace (the helper runs in its unit's
    // own): its mount ids are its namespace's, mapped to the watched mounts
    // by its own mountinfo's mountpoint and device. A mount of the same path
    // with another device is not the watched one.
    void anotherNamespacesIdsAreMappedByItsMountinfo()
    {
        writeFakeProcess(m_root->path(), {50,
                                          100,
                                          1000,
                                          "elsewhere",
                                          true,
                                          0,
                                          0,
                                          0,
                                          {{3, "/mnt/v3/a", 532, 0, 0100000},
                                           {4, "/mnt/v42/b", 535, 0, 0100000},
                                           {5, "/mnt/v42/c", 32, 0, 0100000}}});
        const QString dir = m_root->path() + QStringLiteral("/proc/50");
        QVERIFY(QFile::link(QStringLiteral("mnt:[4026532999]"), dir + QStringLiteral("/ns/mnt")) ||
                (QDir().mkpath(dir + QStringLiteral("/ns")) &&
                 QFile::link(QStringLiteral("mnt:[4026532999]"), dir + QStringLiteral("/ns/mnt"))));
        writeFile(dir + QStringLiteral("/mountinfo"),
                  "501 500 254:1 / / rw - ext4 /dev/vda1 rw\n"
                  "532 501 0:29 / /mnt/v3 rw - nfs 127.0.0.1:/export rw,vers=3\n"
                  "535 501 0:77 / /mnt/v42 rw - nfs4 10.0.0.9:/other rw,vers=4.2\n");
        const ReaderScan scan = ReaderScanner(SystemRoot(m_root->path()), bothMounts()).scan();
        QCOMPARE(scan.processes.size(), 1);
        const QList<OpenMountFile> &files = scan.processes.first().files;
        QCOMPARE(files.size(), 1); // 535 is another device; 32 means nothing there
        QCOMPARE(files.first().mountId, V3);
        QCOMPARE(files.first().path, QByteArray("/mnt/v3/a"));
    }

    void nothingWatchedNothingFound()
    {
        writeFakeProcess(m_root->path(),
                         {30, 100, 1000, "r", true, 0, 0, 0, {{3, "/mnt/v3/a", V3, 0, 0100000}}});
        QVERIFY(ReaderScanner(SystemRoot(m_root->path()), {}).scan().processes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReaderScan)
#include "tst_readerscan.moc"
