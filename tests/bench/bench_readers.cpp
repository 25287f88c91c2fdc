// SPDX-License-Identifier: GPL-2.0-or-later
// One pass of the readers' scan (ReaderScanner, what `top` and the Readers
// page do each interval) over a folder root with PROCESSES processes of
// FILES open files each (default 2000 x 50 = 100 000): the descriptors a
// busy machine has, most of them not on NFS (a terminal, sockets, pipes,
// local files) and 5 per process on the root's two NFS mounts (the
// v3-v42 real-kernel mount table). Prints the first pass (every process
// read), and the median of RUNS passes each with nothing read meanwhile,
// with a tenth of the processes having read, and with all of them.
#include "fixtureroot.h"
#include "procfixture.h"
#include "readers/readerscan.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

FakeProcess busyProcess(quint32 pid, int files)
{
    FakeProcess process;
    process.pid = pid;
    process.uid = 1000 + pid % 50;
    process.command = "worker" + QByteArray::number(pid % 17);
    process.readChars = pid * 4096ULL;
    process.readCalls = pid;
    for (int fd = 0; fd < files; ++fd) {
        FakeOpenFile file;
        file.fd = fd;
        file.mountId = 1;
        if (fd < 3)
            file.target = "/dev/pts/0";
        else if (fd < 13)
            file.target = "socket:[" + QByteArray::number(pid * 100 + fd) + ']';
        else if (fd < 18)
            file.target = "pipe:[" + QByteArray::number(pid * 100 + fd) + ']';
        else if (fd < files - 5)
            file.target =
                "/home/u" + QByteArray::number(pid % 50) + "/data/f" + QByteArray::number(fd);
        else {
            const bool v3 = fd % 2 == 0;
            file.mountId = v3 ? 32 : 35;
            file.target = (v3 ? "/mnt/v3/data/" : "/mnt/v42/data/") + QByteArray::number(pid) +
                          '-' + QByteArray::number(fd);
            file.position = quint64(fd) * 65536;
        }
        process.files.append(file);
    }
    return process;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption processes(QStringLiteral("processes"), QStringLiteral("Processes."),
                                       QStringLiteral("N"), QStringLiteral("2000"));
    const QCommandLineOption files(QStringLiteral("files"), QStringLiteral("Files each."),
                                   QStringLiteral("N"), QStringLiteral("50"));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Passes timed."),
                                  QStringLiteral("N"), QStringLiteral("7"));
    const QCommandLineOption keep(QStringLiteral("keep"),
                                  QStringLiteral("Leave the root in DIR (made there)."),
                                  QStringLiteral("DIR"));
    parser.addOptions({processes, files, runs, keep});
    parser.process(app);
    const int count = parser.value(processes).toInt();
    const int each = std::max(parser.value(files).toInt(), 23);
    auto root = copyTree(fixtureRoot(QStringLiteral("v3-v42")), parser.value(keep));
    if (parser.isSet(keep))
        root->setAutoRemove(false);
    writeFakeUptime(root->path(), 1000);
    for (int i = 0; i < count; ++i)
        writeFakeProcess(root->path(), busyProcess(quint32(10000 + i), each));
    ReaderScanner scanner(SystemRoot(root->path()),
                          {{32, "/mnt/v3", BdiId{0, 29}}, {35, "/mnt/v42", BdiId{0, 31}}});
    const auto timed = [&scanner] {
        QElapsedTimer clock;
        clock.start();
        const ReaderScan scan = scanner.scan();
        return std::pair(double(clock.nsecsElapsed()) / 1e6, scan);
    };
    const auto median = [](QList<double> times) {
        std::sort(times.begin(), times.end());
        return times.value(times.size() / 2);
    };
    // The first pass reads every process; later ones only those that read
    // or opened something since (ReaderScanner::FullScanEvery).
    const auto [firstMs, scan] = timed();
    const int passes = parser.value(runs).toInt();
    QList<double> quiet, busy, everyone;
    for (int run = 0; run < passes; ++run)
        quiet.append(timed().first);
    // A tenth of the processes read between two passes; then all of them.
    quint64 chars = 1;
    // What a read changes in /proc: the process's io, nothing else.
    const auto read = [&](int every) {
        for (int i = 0; i < count; i += every)
            writeFile(QStringLiteral("%1/proc/%2/io").arg(root->path()).arg(10000 + i),
                      "rchar: " + QByteArray::number(chars * 4096) +
                          "\nwchar: 0\nsyscr: " + QByteArray::number(chars) +
                          "\nsyscw: 0\nread_bytes: 0\nwrite_bytes: 0\n"
                          "cancelled_write_bytes: 0\n");
        ++chars;
    };
    for (int run = 0; run < passes; ++run) {
        read(10);
        busy.append(timed().first);
    }
    for (int run = 0; run < passes; ++run) {
        read(1);
        everyone.append(timed().first);
    }
    qsizetype found = 0;
    for (const ProcessReads &process : scan.processes)
        found += process.files.size();
    std::printf("processes=%d files=%d first_ms=%.1f quiet_ms=%.1f tenth_reading_ms=%.1f "
                "all_reading_ms=%.1f found_processes=%lld found_files=%lld\n",
                count, count * each, firstMs, median(quiet), median(busy), median(everyone),
                qlonglong(scan.processes.size()), qlonglong(found));
    return scan.processes.size() == count && found == qsizetype(count) * 5 ? 0 : 1;
}
