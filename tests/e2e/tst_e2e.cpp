// SPDX-License-Identifier: GPL-2.0-or-later
// Runs inside the test VM (tests/e2e/run-e2e.sh), against a real kernel NFS
// client: an NFSv3 and an NFSv4.2 mount of a loopback export, the helper
// activated on the VM's system bus with the real polkitd. Each test
// function is one named result. The kernel's truth comes from stat(2),
// sysfs, mountinfo read here, and nfs-utils' own nfsrahead.
#include "processrunner.h"
#include "selectionband.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QProcess>
#include <QScopeGuard>
#include <QSysInfo>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>
#include <unistd.h>

using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

namespace {

const QString V3 = QStringLiteral("/mnt/v3");
const QString V42 = QStringLiteral("/mnt/v42");

QString bdiOf(const QString &path)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return QString();
    return QStringLiteral("%1:%2").arg(major(info.st_dev)).arg(minor(info.st_dev));
}

// Waits until systemd-udevd has handled every event so far (the BDIs of new
// mounts: nfsrahead and nfs-tuner-rahead have run).
void udevSettle()
{
    const ProcessRun settle = runProgram(
        QStringLiteral("/bin/udevadm"), {QStringLiteral("settle"), QStringLiteral("--timeout=30")});
    QVERIFY2(settle.exitCode == 0, settle.err.constData());
}

QString sysfsReadahead(const QString &bdi)
{
    QFile file(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll().trimmed())
                                          : QString();
}

// The mountinfo line of a mountpoint, split the plain way: fstype, source,
// super options as name -> value.
struct KernelMount
{
    QString fstype, source;
    QHash<QString, QString> options;
};
KernelMount kernelMount(const QString &mountpoint)
{
    QFile file(QStringLiteral("/proc/self/mountinfo"));
    file.open(QIODevice::ReadOnly);
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 10 || QString::fromUtf8(fields[4]) != mountpoint)
            continue;
        const qsizetype dash = fields.indexOf("-");
        KernelMount mount{
            QString::fromUtf8(fields[dash + 1]), QString::fromUtf8(fields[dash + 2]), {}};
        for (const QByteArray &option : fields[dash + 3].split(',')) {
            const qsizetype equals = option.indexOf('=');
            mount.options.insert(QString::fromUtf8(option.left(equals)),
                                 equals < 0 ? QString()
                                            : QString::fromUtf8(option.mid(equals + 1)));
        }
        return mount;
    }
    return {};
}

ProcessRun cli(const QStringList &arguments)
{
    return runCli(arguments);
}

QByteArray congestionKb()
{
    QFile file(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

void setCongestionKb(const QByteArray &kib)
{
    QFile file(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kib + '\n');
}

// A mount of its own (nosharecache) written in a loop: 32 MiB with fsync,
// again and again, until stop() (or the end of scope, which unmounts it).
struct WrittenMount
{
    const QString mountpoint = QStringLiteral("/mnt/wtune");
    QProcess writer;

    bool mount(bool writing = true)
    {
        QDir().mkpath(mountpoint);
        const ProcessRun mounted =
            runProgram(QStringLiteral("mount.nfs"),
                       {QStringLiteral("127.0.0.1:/export"), mountpoint, QStringLiteral("-o"),
                        QStringLiteral("vers=4.2,wsize=1048576,nosharecache")});
        if (mounted.exitCode != 0)
            qWarning("%s", mounted.err.constData());
        return mounted.exitCode == 0 && (!writing || write());
    }
    bool write()
    {
        writer.start(QStringLiteral("/bin/sh"),
                     {QStringLiteral("-c"),
                      QStringLiteral("trap 'kill $child; exit 0' TERM; while :; do "
                                     "%1 %2/written 1048576 32 fsync > /dev/null & child=$!; "
                                     "wait $child || exit; done")
                          .arg(qEnvironmentVariable("NFSTUNER_TEST_WRITEWORKLOAD"), mountpoint)});
        return writer.waitForStarted();
    }
    void stop()
    {
        writer.terminate();
        writer.waitForFinished(5000);
    }
    ~WrittenMount()
    {
        stop();
        runProgram(QStringLiteral("/bin/umount"), {QStringLiteral("-l"), mountpoint});
    }
};

void dropCaches()
{
    QFile file(QStringLiteral("/proc/sys/vm/drop_caches"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("3\n");
}

// The kernel's read counters of one mount, read from /proc/self/mountstats
// the plain way (split at blanks): the READ and READ_PLUS lines' ops and
// bytes received, and the bytes line's "server read" payload.
struct KernelReads
{
    qint64 readOps = 0, readPlusOps = 0, readRtt = 0, readPlusRtt = 0, serverReadBytes = 0;
    bool hasReadPlusLine = false;
};
KernelReads kernelReads(const QString &mountpoint)
{
    QFile file(QStringLiteral("/proc/self/mountstats"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read mountstats");
    KernelReads reads;
    bool inBlock = false;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.value(0) == "device") {
            inBlock = fields.value(4) == mountpoint.toUtf8();
        } else if (inBlock && fields.value(0) == "bytes:") {
            reads.serverReadBytes = fields.value(5).toLongLong();
        } else if (inBlock && fields.value(0) == "READ:") {
            reads.readOps = fields.value(1).toLongLong();
            reads.readRtt = fields.value(7).toLongLong();
        } else if (inBlock && fields.value(0) == "READ_PLUS:") {
            reads.hasReadPlusLine = true;
            reads.readPlusOps = fields.value(1).toLongLong();
            reads.readPlusRtt = fields.value(7).toLongLong();
        }
    }
    return reads;
}

// The running kernel's major and minor version ("7.3.4+deb13-amd64": 7, 3).
QPair<int, int> kernelVersion()
{
    const QStringList release = QSysInfo::kernelVersion().split(QLatin1Char('.'));
    return {release.value(0).toInt(), release.value(1).toInt()};
}

// Linux 6.6 and later send READ_PLUS instead of READ on NFSv4.2 when the
// server offers it (the in-kernel nfsd here does).
bool kernelReadsWithReadPlus()
{
    return kernelVersion() >= qMakePair(6, 6);
}

// Reads 64 MiB through the mount in 64 KiB calls while `stats --json`
// reports every second; returns the sums of what the reports say.
struct Totals
{
    qint64 readBytes = 0, wireReadBytes = 0, readOps = 0, readPlusOps = 0, holeBytes = 0;
};
Totals readWithStats(const QString &mountpoint, const QString &file)
{
    QProcess stats;
    stats.start(cliPath(), {QStringLiteral("stats"), QStringLiteral("--json"),
                            QStringLiteral("--interval"), QStringLiteral("1"),
                            QStringLiteral("--count"), QStringLiteral("600"), mountpoint});
    // The first report proves the first sample was taken before the reads.
    if (!stats.waitForReadyRead(30000))
        qFatal("stats printed nothing");
    const ProcessRun dd = runProgram(
        QStringLiteral("/bin/dd"),
        {QStringLiteral("if=") + file, QStringLiteral("of=/dev/null"), QStringLiteral("bs=64k")});
    if (dd.exitCode != 0)
        qFatal("dd failed: %s", dd.err.constData());
    // Wait for one report that covers the time after dd ended.
    QThread::msleep(2500);
    stats.waitForReadyRead(3000);
    stats.kill();
    stats.waitForFinished();
    Totals totals;
    for (const QByteArray &line : stats.readAllStandardOutput().split('\n')) {
        const QJsonArray mounts = QJsonDocument::fromJson(line).object()[u"mounts"].toArray();
        for (const auto &mount : mounts) {
            totals.readBytes += mount[u"read_bytes"].toInteger();
            totals.wireReadBytes += mount[u"wire_read_bytes"].toInteger();
            totals.readOps += mount[u"read_ops"].toInteger();
            totals.readPlusOps += mount[u"read_plus_ops"].toInteger();
            totals.holeBytes += mount[u"read_hole_bytes"].toInteger();
        }
    }
    return totals;
}

// A file of the kernel's own NFS entry of a device, /sys/fs/nfs/<maj:min>/,
// without its newline; a null string when the kernel has no such file.
QString nfsSysfsFile(const QString &bdi, const QString &name)
{
    QFile file(QStringLiteral("/sys/fs/nfs/%1/%2").arg(bdi, name));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    QByteArray text = file.readAll();
    if (text.endsWith('\n'))
        text.chop(1);
    return QString::fromUtf8(text);
}

// What docs/KERNELS.md says each kernel does with NFS readahead in
// /proc/PID/io read_bytes, found on it.
QString expectedFetchCounting()
{
    utsname names = {};
    ::uname(&names);
    const QString release = QString::fromUtf8(names.release);
    // Found on Debian's 5.10.223, 6.1.0-57, 6.12.117 and 7.3.4
    // (docs/KERNELS.md): 5.10 charges buffered NFS reads to read_bytes
    // through read_cache_pages() (->readpages, before 5.18), the others
    // again (9c88ea00fef0, in their stable series); a kernel not listed
    // fails here until it is found.
    for (const QString &prefix : {u"5.10."_s, u"6.1."_s, u"6.12."_s, u"7."_s})
        if (release.startsWith(prefix))
            return QStringLiteral("counted");
    return u"not found yet for "_s + release;
}

// What a pacedreader read between two CLOCK_MONOTONIC times, by its
// timeline ("NANOSECONDS BYTES-SO-FAR" per call).
double bytesBetween(const QString &timeline, quint64 fromNs, quint64 toNs)
{
    QFile file(timeline);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    quint64 atFrom = 0, atTo = 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() != 2)
            continue;
        const quint64 ns = fields[0].toULongLong(), upTo = fields[1].toULongLong();
        if (ns <= fromNs)
            atFrom = upTo;
        if (ns <= toNs)
            atTo = upTo;
    }
    return double(atTo - atFrom);
}

void writeOut(const QString &name, const QByteArray &content)
{
    QFile file(u"/host/out/"_s + name);
    if (file.open(QIODevice::WriteOnly))
        file.write(content);
}

} // namespace

class E2E : public QObject
{
    Q_OBJECT

private slots:
    // Who reads a mount (nfs-tuner-cli top): a sequential reader of 64 KiB
    // calls as alice, a random reader of 4 KiB preads as bob, an O_DIRECT
    // reader as alice and an idle file as bob, each at a steady pace that it
    // counts itself. Seen by root, by alice through the helper (polkit
    // allows her, guest/scenario.sh), and by nobody, who is not allowed and
    // sees only his own. Whether this kernel counts NFS readahead in
    // read_bytes is written to out/fetch-counting, and held to
    // docs/KERNELS.md.
    void readersAreAttributed()
    {
        const QString dir = QStringLiteral("/export/readers");
        QVERIFY(QDir().mkpath(dir));
        const QList<QPair<QString, int>> files{{QStringLiteral("seq"), 64},
                                               {QStringLiteral("rand"), 64},
                                               {QStringLiteral("direct"), 32},
                                               {QStringLiteral("idle"), 1}};
        for (const auto &[name, mib] : files) {
            QFile file(dir + u'/' + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QByteArray block(1 << 20, 'r');
            for (int i = 0; i < mib; ++i)
                QCOMPARE(file.write(block), qint64(block.size()));
        }
        dropCaches();
        struct Reader
        {
            QString mode, user;
            uint uid;
            qint64 callBytes, periodUs;
            std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
        };
        Reader readers[] = {{u"sequential"_s, u"alice"_s, 1001, 65536, 10000},
                            {u"pread"_s, u"bob"_s, 1002, 4096, 2000},
                            {u"direct"_s, u"alice"_s, 1001, 65536, 20000},
                            {u"idle"_s, u"bob"_s, 1002, 4096, 1000000}};
        const QStringList names{u"seq"_s, u"rand"_s, u"direct"_s, u"idle"_s};
        for (int i = 0; i < 4; ++i) {
            Reader &reader = readers[i];
            reader.process->start(
                u"/usr/bin/setpriv"_s,
                {u"--reuid=%1"_s.arg(reader.uid), u"--regid=%1"_s.arg(reader.uid),
                 u"--clear-groups"_s, qEnvironmentVariable("NFSTUNER_TEST_PACEDREADER"),
                 reader.mode, V42 + u"/readers/"_s + names[i], QString::number(reader.callBytes),
                 QString::number(reader.periodUs), u"/tmp/reader-"_s + names[i]});
            QVERIFY(reader.process->waitForStarted());
        }
        // And one that opens a file on each mount in turn on one fd number,
        // as fast as it can: no scan may pair one file's path with the
        // other's mount.
        QProcess flipper;
        flipper.start(qEnvironmentVariable("NFSTUNER_TEST_PACEDREADER"),
                      {u"flip"_s, V3 + u"/readers/idle"_s, u"4096"_s, u"100"_s,
                       u"/tmp/reader-flip"_s, V42 + u"/readers/idle"_s});
        QVERIFY(flipper.waitForStarted());
        const auto stopReaders = qScopeGuard([&] {
            flipper.terminate();
            flipper.waitForFinished();
            for (Reader &reader : readers) {
                reader.process->terminate();
                reader.process->waitForFinished();
            }
        });
        // Each has its file open (a new user's first NFSv4 OPEN took seconds
        // on Linux 7.3), then reads a second before anyone looks.
        for (int i = 0; i < 4; ++i) {
            const QString fds = u"/proc/%1/fd/"_s.arg(readers[i].process->processId());
            QTRY_VERIFY_WITH_TIMEOUT(
                QFile::symLinkTarget(fds + u"3"_s).endsWith(u"/readers/"_s + names[i]), 60000);
        }
        QThread::msleep(1000);
        QList<qint64> pids;
        QByteArray procFiles; // what the kernel shows of each, for the record
        for (const Reader &reader : readers) {
            pids.append(reader.process->processId());
            const QString proc = u"/proc/%1/"_s.arg(pids.last());
            QStringList entries{u"stat"_s, u"io"_s};
            for (const QString &fd : QDir(proc + u"fd"_s).entryList(QDir::System))
                entries << u"fdinfo/"_s + fd;
            for (const QString &name : entries) {
                QFile entry(proc + name);
                entry.open(QIODevice::ReadOnly);
                procFiles += "== " + QFile::encodeName(entry.fileName()) + '\n' + entry.readAll();
                if (name.startsWith(u"fdinfo/"_s))
                    procFiles +=
                        "-> " +
                        QFile::encodeName(QFile::symLinkTarget(proc + u"fd/"_s + name.mid(7))) +
                        '\n';
            }
        }
        writeOut(u"readers-proc.txt"_s, procFiles);
        const QStringList top{u"top"_s, u"--json"_s, u"--all-users"_s, u"--once"_s, u"--interval"_s,
                              u"2"_s,   V42};
        const ProcessRun asRoot = cli(top);
        const auto asUser = [&](uint uid) {
            return runProgram(u"/usr/bin/setpriv"_s,
                              QStringList{u"--reuid=%1"_s.arg(uid), u"--regid=%1"_s.arg(uid),
                                          u"--clear-groups"_s, cliPath()} +
                                  top);
        };
        const ProcessRun asAlice = asUser(1001);
        const ProcessRun asNobody = asUser(65534);
        for (Reader &reader : readers) {
            reader.process->terminate();
            QVERIFY(reader.process->waitForFinished());
            QVERIFY2(reader.process->exitCode() == 0,
                     reader.process->readAllStandardError().constData());
        }
        QVERIFY2(asRoot.exitCode == 0, asRoot.err.constData());
        QVERIFY2(asAlice.exitCode == 0, asAlice.err.constData());
        QVERIFY2(asNobody.exitCode == 0, asNobody.err.constData());
        flipper.terminate();
        QVERIFY(flipper.waitForFinished());
        QVERIFY2(flipper.exitCode() == 0, flipper.readAllStandardError().constData());
        const QJsonObject root = asRoot.json().object();
        for (const QJsonValue &mount : root[u"mounts"_s].toArray())
            for (const QJsonValue &row : mount[u"readers"_s].toArray())
                for (const QJsonValue &file : row[u"files"_s].toArray())
                    QVERIFY2(file.toString().startsWith(mount[u"mountpoint"_s].toString() + u'/'),
                             qPrintable(file.toString() + u" listed on "_s +
                                        mount[u"mountpoint"_s].toString()));
        writeOut(u"top-root.json"_s, asRoot.out);
        writeOut(u"fetch-counting"_s, root[u"fetch_counting"_s].toString().toUtf8() + '\n');
        QCOMPARE(root[u"scope"_s].toString(), u"every-user"_s);
        const QJsonArray seen = root[u"mounts"_s].toArray().at(0)[u"readers"_s].toArray();
        const auto find = [](const QJsonArray &list, qint64 pid) {
            for (const QJsonValue &value : list)
                if (value[u"pid"_s].toInteger() == pid)
                    return value.toObject();
            return QJsonObject();
        };
        for (int i = 0; i < 4; ++i) {
            const Reader &reader = readers[i];
            const QJsonObject row = find(seen, pids[i]);
            QVERIFY2(!row.isEmpty(), qPrintable(reader.mode + u" is not listed: "_s +
                                                QString::fromUtf8(asRoot.out)));
            QCOMPARE(row[u"user"_s].toString(), reader.user);
            QCOMPARE(row[u"direct"_s].toBool(), reader.mode == u"direct"_s);
            QCOMPARE(row[u"files"_s].toArray().at(0).toString(), V42 + u"/readers/"_s + names[i]);
            if (reader.mode == u"idle"_s) {
                QCOMPARE(row[u"read_bytes_per_second"_s].toDouble(), 0.0);
                QCOMPARE(row[u"pattern"_s].toString(), u"idle"_s);
                continue;
            }
            // Its own count over the same interval: its timeline's bytes
            // between the two readings of its counters (each scan reaches
            // it at its own time: on a busy machine hundreds of ms apart).
            const quint64 fromNs = quint64(row[u"from_monotonic_ns"_s].toInteger());
            const quint64 toNs = quint64(row[u"to_monotonic_ns"_s].toInteger());
            QVERIFY(fromNs >= quint64(root[u"from_monotonic_ns"_s].toInteger()));
            QVERIFY(toNs >= quint64(root[u"to_monotonic_ns"_s].toInteger()) && toNs > fromNs);
            const double ownRate =
                bytesBetween(u"/tmp/reader-"_s + names[i] + u".timeline"_s, fromNs, toNs) /
                (double(toNs - fromNs) / 1e9);
            const double shown = row[u"read_bytes_per_second"_s].toDouble();
            qInfo("%s: %.0f B/s shown, %.0f by its own count over %.3f s (the scans' %.3f s)",
                  qPrintable(reader.mode), shown, ownRate, double(toNs - fromNs) / 1e9,
                  root[u"seconds"_s].toDouble());
            QVERIFY2(std::abs(shown - ownRate) <= 0.1 * ownRate,
                     qPrintable(u"%1: %2 B/s shown, %3 by its own count"_s.arg(reader.mode)
                                    .arg(shown)
                                    .arg(ownRate)));
            QCOMPARE(row[u"average_read_bytes"_s].toDouble(), double(reader.callBytes));
            QCOMPARE(row[u"pattern"_s].toString(),
                     reader.mode == u"pread"_s ? u"random"_s : u"sequential"_s);
            // Fetched bytes only where the kernel counts them, and then at
            // least what a cold read needed.
            const QJsonValue fetched = row[u"fetched_bytes_per_second"_s];
            if (root[u"fetch_counting"_s].toString() == u"counted"_s)
                QVERIFY2(fetched.toDouble() >= 0.9 * shown, qPrintable(reader.mode));
            else
                QVERIFY2(fetched.isNull(), qPrintable(reader.mode));
        }
        QCOMPARE(root[u"fetch_counting"_s].toString(), expectedFetchCounting());
        // alice through the helper sees bob's; nobody, refused, only his own.
        const QJsonObject alice = asAlice.json().object();
        QCOMPARE(alice[u"scope"_s].toString(), u"every-user"_s);
        const QJsonArray aliceSees = alice[u"mounts"_s].toArray().at(0)[u"readers"_s].toArray();
        QVERIFY(!find(aliceSees, pids[1]).isEmpty());
        const QJsonObject nobody = asNobody.json().object();
        QCOMPARE(nobody[u"scope"_s].toString(), u"own"_s);
        QVERIFY2(asNobody.err.contains("not authorized"), asNobody.err.constData());
        QCOMPARE(nobody[u"mounts"_s].toArray().at(0)[u"readers"_s].toArray().size(), 0);
    }

    void initTestCase()
    {
        QCOMPARE(kernelMount(V3).fstype, QStringLiteral("nfs"));
        QCOMPARE(kernelMount(V42).fstype, QStringLiteral("nfs4"));
    }

    void listMatchesKernel()
    {
        const ProcessRun run = cli({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray mounts = run.json().object()[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 2);
        for (const QString &mountpoint : {V3, V42}) {
            QJsonObject listed;
            for (const auto &mount : mounts) {
                if (mount[u"mountpoint"].toString() == mountpoint)
                    listed = mount.toObject();
            }
            QVERIFY2(!listed.isEmpty(), qPrintable(mountpoint));
            const KernelMount kernel = kernelMount(mountpoint);
            QCOMPARE(listed[u"bdi"].toString(), bdiOf(mountpoint));
            QCOMPARE(QString::number(listed[u"read_ahead_kb"].toInteger()),
                     sysfsReadahead(bdiOf(mountpoint)));
            QCOMPARE(listed[u"fstype"].toString(), kernel.fstype);
            QCOMPARE(listed[u"source"].toString(), kernel.source);
            QCOMPARE(listed[u"version"].toString(), kernel.options.value(QStringLiteral("vers")));
            QCOMPARE(QString::number(listed[u"rsize"].toInteger()),
                     kernel.options.value(QStringLiteral("rsize")));
            QCOMPARE(QString::number(listed[u"wsize"].toInteger()),
                     kernel.options.value(QStringLiteral("wsize")));
            QCOMPARE(listed[u"proto"].toString(), kernel.options.value(QStringLiteral("proto")));
            QCOMPARE(listed[u"sec"].toString(), kernel.options.value(QStringLiteral("sec")));
            QCOMPARE(listed[u"readonly"].toBool(), kernel.options.contains(QStringLiteral("ro")));
            QCOMPARE(listed[u"rsize"].toInteger(), 1048576);
        }
        QVERIFY(bdiOf(V3) != bdiOf(V42));
    }

    // Each mount's own kernel entry (/sys/fs/nfs/<maj:min>/, Linux 6.6+),
    // as `list --json` gives it, against what the files say. The server is
    // this VM's own knfsd, so on 7.x, which shows EXCHANGE_ID's
    // implementation id on NFSv4.1+ mounts, its name is this kernel's
    // uname: "Linux", release, version, machine.
    void kernelEntryMatchesSysfs()
    {
        const ProcessRun run = cli({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QPair<int, int> version = kernelVersion();
        const bool kernelHasEntries = version >= qMakePair(6, 6);
        for (const auto &value : run.json().object()[u"mounts"].toArray()) {
            const QString mountpoint = value[u"mountpoint"].toString();
            const QString bdi = bdiOf(mountpoint);
            const QJsonValue listed = value[u"nfs_sysfs"];
            QCOMPARE(QDir(QStringLiteral("/sys/fs/nfs/") + bdi).exists(), kernelHasEntries);
            if (!kernelHasEntries) {
                QVERIFY2(listed.isNull(), qPrintable(mountpoint));
                continue;
            }
            QCOMPARE(listed[u"path"].toString(), QStringLiteral("/sys/fs/nfs/") + bdi);
            QCOMPARE(listed[u"shutdown"].toBool(),
                     nfsSysfsFile(bdi, QStringLiteral("shutdown")) == u"1");
            QCOMPARE(listed[u"shutdown"].toBool(), false);
            const QString implName = nfsSysfsFile(bdi, QStringLiteral("implid_name"));
            const QJsonValue server = listed[u"server_implementation"];
            if (implName.isEmpty()) {
                QVERIFY2(server.isNull(), qPrintable(mountpoint));
                QVERIFY2(mountpoint == V3 || version.first < 7, qPrintable(mountpoint));
                continue;
            }
            QCOMPARE(server[u"name"].toString(), implName);
            QCOMPARE(server[u"domain"].toString(),
                     nfsSysfsFile(bdi, QStringLiteral("implid_domain")));
            struct utsname names = {};
            ::uname(&names);
            QCOMPARE(implName,
                     QStringLiteral("Linux %1 %2 %3")
                         .arg(QString::fromUtf8(names.release), QString::fromUtf8(names.version),
                              QString::fromUtf8(names.machine)));
        }
    }

    void helperSetsReadahead()
    {
        // The kernel keeps whole pages: 1023 KiB reads back as 1020, still
        // the helper's own value, not someone else's (a Conflict).
        const ProcessRun odd = cli({QStringLiteral("set-readahead"), V3, QStringLiteral("1023")});
        QVERIFY2(odd.exitCode == 0, odd.err.constData());
        const long pageKib = ::sysconf(_SC_PAGESIZE) / 1024;
        QCOMPARE(sysfsReadahead(bdiOf(V3)), QString::number(1023 / pageKib * pageKib));
        const ProcessRun run = cli({QStringLiteral("set-readahead"), V3, QStringLiteral("15360")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(sysfsReadahead(bdiOf(V3)), QStringLiteral("15360"));
    }

    void nobodyIsRefused()
    {
        const QString before = sysfsReadahead(bdiOf(V3));
        const ProcessRun run =
            runProgram(QStringLiteral("/usr/bin/setpriv"),
                       {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                        QStringLiteral("--clear-groups"), cliPath(),
                        QStringLiteral("set-readahead"), V3, QStringLiteral("4096")});
        QCOMPARE(run.exitCode, 3);
        QVERIFY(run.err.contains("Not authorized"));
        QCOMPARE(sysfsReadahead(bdiOf(V3)), before);
    }

    // The readahead signal on both mounts: about 128 KiB per READ at
    // read_ahead_kb=128, about rsize (1 MiB) at 15360, with exact byte
    // counts; the op counts `stats` sums are those the kernel counted, on
    // the READ line, or on READ_PLUS for NFSv4.2 on Linux 6.6 and later.
    void readaheadShowsInStats_data()
    {
        QTest::addColumn<QString>("mountpoint");
        QTest::newRow("v3") << V3;
        QTest::newRow("v4.2") << V42;
    }

    void readaheadShowsInStats()
    {
        QFETCH(QString, mountpoint);
        const QString file = mountpoint + QStringLiteral("/big");
        const qint64 size = 64 << 20;
        QVERIFY(QFile::exists(file));
        const bool readPlus = mountpoint == V42 && kernelReadsWithReadPlus();
        qint64 averages[2] = {};
        int i = 0;
        for (const char *kib : {"128", "15360"}) {
            const ProcessRun set =
                cli({QStringLiteral("set-readahead"), mountpoint, QLatin1String(kib)});
            QVERIFY2(set.exitCode == 0, set.err.constData());
            dropCaches();
            const KernelReads before = kernelReads(mountpoint);
            const Totals totals = readWithStats(mountpoint, file);
            const KernelReads after = kernelReads(mountpoint);
            const qint64 kernelRead = after.readOps - before.readOps;
            const qint64 kernelReadPlus = after.readPlusOps - before.readPlusOps;
            qInfo("%s read_ahead_kb %s: %lld bytes read, %lld on the wire in %lld reads "
                  "(%lld READ_PLUS); the kernel counted %lld READ, %lld READ_PLUS",
                  qPrintable(mountpoint), kib, totals.readBytes, totals.wireReadBytes,
                  totals.readOps, totals.readPlusOps, kernelRead, kernelReadPlus);
            QCOMPARE(totals.readBytes, size);
            QCOMPARE(totals.wireReadBytes, size);
            QCOMPARE(totals.readOps, kernelRead + kernelReadPlus);
            QCOMPARE(totals.readPlusOps, kernelReadPlus);
            QCOMPARE(totals.holeBytes, 0); // a file of zeros written as data, no holes
            if (readPlus) {
                QVERIFY2(kernelReadPlus > 0 && kernelRead == 0, "v4.2 reads are READ_PLUS");
            } else {
                QVERIFY(kernelRead > 0);
                QCOMPARE(kernelReadPlus, 0);
            }
            averages[i++] = totals.wireReadBytes / totals.readOps;
        }
        qInfo("%s average READ: %lld bytes at 128 KiB readahead, %lld at 15360 KiB",
              qPrintable(mountpoint), averages[0], averages[1]);
        QVERIFY2(qAbs(averages[0] - 131072) <= 131072 / 10, "about 128 KiB at read_ahead_kb=128");
        QVERIFY2(averages[1] >= 1048576 * 8 / 10, "about 1 MiB at read_ahead_kb=15360");
    }

    // `stats --interval 0` against the kernel's counters since mount: the
    // same read op count (READ + READ_PLUS), READ_PLUS count, bytes per
    // read and round trip per read.
    void sinceMountMatchesKernel()
    {
        const ProcessRun run = cli({QStringLiteral("stats"), QStringLiteral("--interval"),
                                    QStringLiteral("0"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray mounts = run.json().object()[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 2);
        for (const auto &value : mounts) {
            const QJsonObject mount = value.toObject();
            const QString mountpoint = mount[u"mountpoint"].toString();
            const KernelReads kernel = kernelReads(mountpoint);
            const qint64 ops = kernel.readOps + kernel.readPlusOps;
            qInfo("%s since mount: stats says %lld reads (%lld READ_PLUS), the kernel %lld READ "
                  "and %lld READ_PLUS",
                  qPrintable(mountpoint), mount[u"read_ops"].toInteger(),
                  mount[u"read_plus_ops"].toInteger(), kernel.readOps, kernel.readPlusOps);
            QVERIFY(ops > 0);
            QCOMPARE(mount[u"read_ops"].toInteger(), ops);
            QCOMPARE(mount[u"read_plus_ops"].toInteger(), kernel.readPlusOps);
            QCOMPARE(mount[u"average_read_bytes"].toDouble(),
                     double(kernel.serverReadBytes) / double(ops));
            QCOMPARE(mount[u"read_rtt_ms"].toDouble(),
                     double(kernel.readRtt + kernel.readPlusRtt) / double(ops));
            if (mountpoint == V42 && kernelReadsWithReadPlus())
                QVERIFY2(kernel.readPlusOps > 0 && kernel.readOps == 0, "v4.2 reads are READ_PLUS");
            else
                QCOMPARE(kernel.readPlusOps, 0);
        }
    }

    void configSaveThenApply()
    {
        const ProcessRun save =
            cli({QStringLiteral("config"), QStringLiteral("save"), QStringLiteral("nfs4=16384")});
        QVERIFY2(save.exitCode == 0, save.err.constData());
        const ProcessRun apply = cli({QStringLiteral("apply")});
        QVERIFY2(apply.exitCode == 0, apply.err.constData());
        QCOMPARE(sysfsReadahead(bdiOf(V42)), QStringLiteral("16384"));
        // What nfs-utils' own nfsrahead would write for each, from the same config.
        for (const QString &mountpoint : {V3, V42}) {
            const ProcessRun nfsrahead =
                runProgram(QStringLiteral("/usr/libexec/nfsrahead"), {bdiOf(mountpoint)});
            QCOMPARE(nfsrahead.exitCode, 0);
            QCOMPARE(sysfsReadahead(bdiOf(mountpoint)),
                     QString::fromLatin1(nfsrahead.out.trimmed()));
        }
    }

    // A sweep over the 64 MiB file at four values: per value, the READs
    // the sweep reports are within 10 % of size / min(readahead, rsize),
    // they add up to what the kernel counted over the whole sweep, and the
    // value from before is back.
    void sweepCountsReads_data()
    {
        QTest::addColumn<QString>("mountpoint");
        QTest::newRow("v3") << V3;
        QTest::newRow("v4.2") << V42;
    }

    void sweepCountsReads()
    {
        QFETCH(QString, mountpoint);
        const QString bdi = bdiOf(mountpoint);
        QCOMPARE(cli({QStringLiteral("set-readahead"), mountpoint, QStringLiteral("768")}).exitCode,
                 0);
        const KernelReads before = kernelReads(mountpoint);
        const ProcessRun run =
            cli({QStringLiteral("sweep"), mountpoint + QStringLiteral("/big"),
                 QStringLiteral("--values"), QStringLiteral("128,512,1M,15M"),
                 QStringLiteral("--repeat"), QStringLiteral("1"), QStringLiteral("--json")});
        const KernelReads after = kernelReads(mountpoint);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(sysfsReadahead(bdi), QStringLiteral("768"));
        const QJsonObject sweep = run.json().object();
        QCOMPARE(sweep[u"restored"].toBool(), true);
        QCOMPARE(sweep[u"original_kb"].toInteger(), 768);
        QCOMPARE(sweep[u"bdi"].toString(), bdi);
        const qint64 size = 64 << 20;
        const qint64 rsize =
            kernelMount(mountpoint).options.value(QStringLiteral("rsize")).toLongLong();
        const QJsonArray points = sweep[u"points"].toArray();
        QCOMPARE(points.size(), 4);
        qint64 sum = 0;
        for (const auto &value : points) {
            const QJsonObject point = value.toObject();
            const qint64 kib = point[u"requested_kb"].toInteger();
            const QJsonObject first = point[u"runs"].toArray().first().toObject();
            const qint64 reads = first[u"read_ops"].toInteger();
            const qint64 expected = size / std::min(kib * 1024, rsize);
            qInfo("%s at %lld KiB: %lld READs (expected about %lld), %.1f MB/s",
                  qPrintable(mountpoint), kib, reads, expected, first[u"mb_per_s"].toDouble());
            QCOMPARE(first[u"bytes"].toInteger(), size);
            QCOMPARE(first[u"server_read_bytes"].toInteger(), size);
            QVERIFY2(qAbs(reads - expected) * 10 <= expected, "READ count off by more than 10 %");
            sum += reads;
        }
        QCOMPARE(sum,
                 qint64(after.readOps + after.readPlusOps - before.readOps - before.readPlusOps));
    }

    // kill -9 of the CLI in the middle of a sweep: the helper puts the
    // value from before back by itself, within 2 s.
    void sweepKilledIsPutBackByTheHelper()
    {
        const QString bdi = bdiOf(V3);
        QCOMPARE(cli({QStringLiteral("set-readahead"), V3, QStringLiteral("768")}).exitCode, 0);
        QProcess sweep;
        sweep.start(cliPath(), {QStringLiteral("sweep"), V3 + QStringLiteral("/big"),
                                QStringLiteral("--values"), QStringLiteral("128,15M"),
                                QStringLiteral("--repeat"), QStringLiteral("50")});
        QVERIFY(sweep.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (sysfsReadahead(bdi) == QLatin1String("768") && waited.elapsed() < 30000)
            QThread::msleep(20);
        QVERIFY2(sysfsReadahead(bdi) != QLatin1String("768"), "the sweep never changed it");
        QThread::msleep(500);
        const QString during = sysfsReadahead(bdi);
        QElapsedTimer restored;
        restored.start();
        sweep.kill(); // SIGKILL: no chance to clean up
        while (sysfsReadahead(bdi) != QLatin1String("768") && restored.elapsed() < 10000)
            QThread::msleep(10);
        const qint64 ms = restored.elapsed();
        QVERIFY(sweep.waitForFinished(5000));
        qInfo("readahead %s KiB during the sweep, 768 again %lld ms after kill -9",
              qPrintable(during), ms);
        QCOMPARE(sysfsReadahead(bdi), QStringLiteral("768"));
        QVERIFY2(ms <= 2000, "put back later than 2 s after the kill");
    }

    // The tune on the real kernel, interrupted each way while it reads its
    // workload (issue 52): a mount of its own (nosharecache: its own BDI)
    // read again and again from a cold cache; `tune --json` from 128 KiB;
    // once it set its first trial value, Ctrl-C, kill -9 (the helper puts
    // the start back), another process writing sysfs (theirs stays), the
    // reads stopping, or the mount going away.
    void tuneInterrupted_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("after"); // read_ahead_kb once it ended
        QTest::newRow("ctrl-c") << u"ctrl-c"_s << 130 << u"stopped"_s << u"128"_s;
        QTest::newRow("kill -9") << u"kill -9"_s << -1 << QString() << u"128"_s;
        QTest::newRow("conflict") << u"conflict"_s << 6 << u"conflict"_s << u"3000"_s;
        QTest::newRow("no workload") << u"no workload"_s << 4 << u"no-workload"_s << u"128"_s;
        QTest::newRow("mount gone") << u"mount gone"_s << 7 << u"stopped"_s << QString();
    }

    void tuneInterrupted()
    {
        QFETCH(QString, how);
        QFETCH(int, exitCode);
        QFETCH(QString, result);
        QFETCH(QString, after);
        const QString mountpoint = QStringLiteral("/mnt/tune");
        QVERIFY(QDir().mkpath(mountpoint));
        const ProcessRun mount =
            runProgram(QStringLiteral("mount.nfs"),
                       {QStringLiteral("127.0.0.1:/export"), mountpoint, QStringLiteral("-o"),
                        QStringLiteral("vers=4.2,rsize=1048576,nosharecache")});
        QVERIFY2(mount.exitCode == 0, mount.err.constData());
        QProcess workload;
        const auto cleanup = qScopeGuard([&] {
            workload.terminate();
            workload.waitForFinished();
            runProgram(QStringLiteral("/bin/umount"), {QStringLiteral("-l"), mountpoint});
        });
        udevSettle();
        const QString bdi = bdiOf(mountpoint);
        QCOMPARE(cli({QStringLiteral("set-readahead"), mountpoint, QStringLiteral("128")}).exitCode,
                 0);
        // The reads in a loop, each from a cold cache, as the lab's workload;
        // SIGTERM ends the loop and the read going on.
        workload.start(QStringLiteral("/bin/sh"),
                       {QStringLiteral("-c"),
                        QStringLiteral("trap 'kill $child; exit 0' TERM; while :; do "
                                       "echo 3 > /proc/sys/vm/drop_caches; "
                                       "%1 sequential %2/big 65536 > /dev/null & child=$!; "
                                       "wait $child || exit; done")
                            .arg(qEnvironmentVariable("NFSTUNER_TEST_READWORKLOAD"), mountpoint)});
        QVERIFY(workload.waitForStarted());
        QProcess tune;
        tune.start(cliPath(), {QStringLiteral("tune"), QStringLiteral("--json"), mountpoint});
        QVERIFY(tune.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (sysfsReadahead(bdi) == QLatin1String("128") && waited.elapsed() < 30000)
            QThread::msleep(20);
        const QString trial = sysfsReadahead(bdi);
        QVERIFY2(trial != QLatin1String("128"), "the tune never set a trial value");
        QElapsedTimer ended;
        ended.start();
        if (how == QLatin1String("ctrl-c")) {
            ::kill(pid_t(tune.processId()), SIGINT);
        } else if (how == QLatin1String("kill -9")) {
            tune.kill();
        } else if (how == QLatin1String("conflict")) {
            QFile file(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("3000\n");
        } else if (how == QLatin1String("no workload")) {
            workload.terminate();
            QVERIFY(workload.waitForFinished(5000));
        } else {
            const ProcessRun gone =
                runProgram(QStringLiteral("/bin/umount"), {QStringLiteral("-l"), mountpoint});
            QVERIFY2(gone.exitCode == 0, gone.err.constData());
        }
        QVERIFY(tune.waitForFinished(30000));
        const QByteArray said = tune.readAllStandardOutput();
        qInfo("%s at %s KiB: exit %d after %lld ms, %s", qPrintable(how), qPrintable(trial),
              tune.exitCode(), ended.elapsed(), said.trimmed().right(300).constData());
        if (exitCode >= 0) {
            QCOMPARE(tune.exitCode(), exitCode);
            const QJsonObject json = QJsonDocument::fromJson(said).object();
            QCOMPARE(json[u"result"].toString(), result);
            QVERIFY(!json[u"reason"][u"text"].toString().isEmpty());
            if (how == QLatin1String("mount gone"))
                QCOMPARE(json[u"reason"][u"code"].toString(), QStringLiteral("mount-gone"));
        }
        if (after.isEmpty())
            return; // the mount is gone: nothing to read back
        // The helper puts a killed tune's value back by itself, within 2 s.
        QElapsedTimer back;
        back.start();
        while (sysfsReadahead(bdi) != after && back.elapsed() < 5000)
            QThread::msleep(20);
        QCOMPARE(sysfsReadahead(bdi), after);
        QVERIFY2(back.elapsed() <= 2000, "not back within 2 s");
        // Theirs stays once the tune's connection is gone too.
        QThread::msleep(500);
        QCOMPARE(sysfsReadahead(bdi), after);
    }

    // The write tune on the real kernel (issue 64), interrupted each way
    // while a mount of its own is written in a loop: once it set its first
    // trial value, Ctrl-C, kill -9 (the helper puts the start back), a
    // sysctl from elsewhere (theirs stays), the writes stopping.
    void writeTuneInterrupted_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("result");
        QTest::addColumn<bool>("startAfter"); // else 3333, theirs
        QTest::newRow("ctrl-c") << u"ctrl-c"_s << 130 << u"stopped"_s << true;
        QTest::newRow("kill -9") << u"kill -9"_s << -1 << QString() << true;
        QTest::newRow("conflict") << u"conflict"_s << 6 << u"conflict"_s << false;
        QTest::newRow("no workload") << u"no workload"_s << 4 << u"no-workload"_s << true;
    }

    void writeTuneInterrupted()
    {
        QFETCH(QString, how);
        QFETCH(int, exitCode);
        QFETCH(QString, result);
        QFETCH(bool, startAfter);
        WrittenMount written;
        QVERIFY(written.mount());
        const QByteArray start = congestionKb();
        QProcess tune;
        tune.start(cliPath(), {u"tune"_s, u"--write"_s, u"--json"_s, written.mountpoint});
        QVERIFY(tune.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (congestionKb() == start && waited.elapsed() < 60000)
            QThread::msleep(20);
        const QByteArray trial = congestionKb();
        QVERIFY2(trial != start, "the tune never set a trial value");
        QElapsedTimer ended;
        ended.start();
        if (how == QLatin1String("ctrl-c"))
            ::kill(pid_t(tune.processId()), SIGINT);
        else if (how == QLatin1String("kill -9"))
            tune.kill();
        else if (how == QLatin1String("conflict"))
            setCongestionKb("3333");
        else
            written.stop();
        QVERIFY(tune.waitForFinished(30000));
        const QByteArray said = tune.readAllStandardOutput();
        qInfo("%s at %s KiB (from %s): exit %d after %lld ms, %s", qPrintable(how),
              trial.constData(), start.constData(), tune.exitCode(), ended.elapsed(),
              said.trimmed().right(300).constData());
        if (exitCode >= 0) {
            QCOMPARE(tune.exitCode(), exitCode);
            QCOMPARE(QJsonDocument::fromJson(said).object()[u"result"].toString(), result);
        }
        const QByteArray after = startAfter ? start : QByteArray("3333");
        QElapsedTimer back;
        back.start();
        while (congestionKb() != after && back.elapsed() < 5000)
            QThread::msleep(20);
        QCOMPARE(congestionKb(), after);
        QVERIFY2(back.elapsed() <= 2000, "not back within 2 s");
        QThread::msleep(500); // and the helper puts nothing over theirs
        QCOMPARE(congestionKb(), after);
        setCongestionKb(start);
    }

    // What a write tune refuses, changing nothing: a mount nobody writes
    // (said at once), values the kernel does not take or below the start,
    // junk, and a second write tune while one runs.
    void writeTuneRefusals()
    {
        WrittenMount written;
        QVERIFY(written.mount(false));
        const QByteArray start = congestionKb();
        QElapsedTimer clock;
        clock.start();
        const ProcessRun idle = cli({u"tune"_s, u"--write"_s, written.mountpoint});
        qInfo("nobody writes: exit %d after %lld ms: %s", idle.exitCode, clock.elapsed(),
              idle.out.trimmed().constData());
        QCOMPARE(idle.exitCode, 4);
        QVERIFY2(idle.out.contains(
                     QByteArray(QByteArray("Nothing writes to ") + written.mountpoint.toUtf8())),
                 idle.out.constData());
        QVERIFY(clock.elapsed() < 10000);
        for (const QString &values : {u"junk"_s, u"0"_s, u"1K"_s, u"1G,-5"_s}) {
            const ProcessRun bad =
                cli({u"tune"_s, u"--write"_s, u"--values"_s, values, written.mountpoint});
            qInfo("--values %s: exit %d, %s", qPrintable(values), bad.exitCode,
                  bad.err.trimmed().constData());
            QCOMPARE(bad.exitCode, 2);
            QVERIFY(!bad.err.isEmpty());
        }
        QVERIFY(written.write());
        QProcess first;
        first.start(cliPath(), {u"tune"_s, u"--write"_s, written.mountpoint});
        QVERIFY(first.waitForStarted());
        QThread::msleep(1000);
        const ProcessRun second = cli({u"tune"_s, u"--write"_s, written.mountpoint});
        qInfo("second: exit %d, %s", second.exitCode, second.err.trimmed().constData());
        QCOMPARE(second.exitCode, 2);
        const QByteArray running = "a tune of the NFS write-back limit (nfs_congestion_kb) is "
                                   "already running (process " +
                                   QByteArray::number(first.processId());
        QVERIFY2(second.err.contains(running), second.err.constData());
        ::kill(pid_t(first.processId()), SIGINT);
        QVERIFY(first.waitForFinished(30000));
        QCOMPARE(congestionKb(), start);
    }

    // Measure… in the window on the real mount: it sweeps, plots, marks the
    // knee and puts the value back; the dialog's picture is kept for docs.
    void measureDialogPlotsTheSweep()
    {
        const QString file = QStringLiteral("/host/out/measure.png");
        QCOMPARE(cli({QStringLiteral("set-readahead"), V3, QStringLiteral("768")}).exitCode, 0);
        QProcess gui;
        gui.start(qEnvironmentVariable("NFSTUNER_TEST_GUI", QStringLiteral(NFSTUNER_GUI)),
                  {QStringLiteral("--select"), V3, QStringLiteral("--measure"),
                   V3 + QStringLiteral("/big"), QStringLiteral("--screenshot"), file});
        QVERIFY(gui.waitForStarted());
        QVERIFY(gui.waitForFinished(180000));
        const QByteArray said = gui.readAllStandardOutput();
        qInfo("%s", said.trimmed().constData());
        QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());
        QVERIFY2(said.contains("Knee: "), said.constData());
        QCOMPARE(sysfsReadahead(bdiOf(V3)), QStringLiteral("768"));
        const QImage image(file);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 600 && image.height() >= 500);
    }

    void screenshotOfRealMounts()
    {
        // The window on the real mounts while the big file is read at the
        // kernel's default readahead, then at 15 MiB.
        const QString file = QStringLiteral("/host/out/real-kernel.png");
        QProcess gui;
        gui.start(qEnvironmentVariable("NFSTUNER_TEST_GUI", QStringLiteral(NFSTUNER_GUI)),
                  {QStringLiteral("--screenshot"), file, QStringLiteral("--select"), V3,
                   QStringLiteral("--after"), QStringLiteral("16")});
        QVERIFY(gui.waitForStarted());
        QThread::sleep(3);
        for (const char *kib : {"128", "15360"}) {
            QCOMPARE(cli({QStringLiteral("set-readahead"), V3, QLatin1String(kib)}).exitCode, 0);
            dropCaches();
            runProgram(QStringLiteral("/bin/dd"),
                       {QStringLiteral("if=/mnt/v3/big"), QStringLiteral("of=/dev/null"),
                        QStringLiteral("bs=64k")});
            QThread::sleep(2);
        }
        QVERIFY(gui.waitForFinished(60000));
        QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());
        const QImage image(file);
        QCOMPARE(image.size(), QSize(1280, 860));
        // The real mounts' rows were painted: the selected one in the
        // highlight colour, with its text on it.
        const QPalette palette = QApplication::palette();
        const QList<ColourBand> selected =
            colourBands(image,
                        {palette.color(QPalette::Active, QPalette::Highlight),
                         palette.color(QPalette::Inactive, QPalette::Highlight)},
                        palette.color(QPalette::HighlightedText), 600, 12);
        QCOMPARE(selected.size(), 1);
        QVERIFY2(selected.first().textPixels > 20, "no text on the selected row");
    }

    // The advisor on three workloads, each on a fresh NFSv4.2 mount of its
    // own (nosharecache: its own BDI and counters): a stream at 128 KiB
    // readahead calls for more, the same at 15 MiB for keeping it, random
    // requests of two consecutive reads at 15 MiB (which the kernel reads
    // ahead for) for less. Judged on the averages since mount, and the
    // first once more live, while it reads.
    void adviceJudgesThreeWorkloads()
    {
        struct Workload
        {
            QString mountpoint, readahead, verdict;
            QStringList run;
        };
        const QString program = qEnvironmentVariable("NFSTUNER_TEST_READWORKLOAD");
        const QList<Workload> workloads{
            {QStringLiteral("/mnt/stream-128"),
             QStringLiteral("128"),
             QStringLiteral("raise"),
             {QStringLiteral("sequential"), QStringLiteral("big"), QStringLiteral("65536")}},
            {QStringLiteral("/mnt/stream-15m"),
             QStringLiteral("15360"),
             QStringLiteral("keep"),
             {QStringLiteral("sequential"), QStringLiteral("big"), QStringLiteral("65536")}},
            {QStringLiteral("/mnt/random-15m"),
             QStringLiteral("15360"),
             QStringLiteral("lower"),
             {QStringLiteral("random"), QStringLiteral("big"), QStringLiteral("100"),
              QStringLiteral("1"), QStringLiteral("2")}},
        };
        const auto unmount = qScopeGuard([&] {
            for (const Workload &w : workloads)
                runProgram(QStringLiteral("/bin/umount"), {w.mountpoint});
        });
        QStringList mountpoints;
        for (Workload w : workloads) {
            QVERIFY(QDir().mkpath(w.mountpoint));
            const ProcessRun mount =
                runProgram(QStringLiteral("mount.nfs"),
                           {QStringLiteral("127.0.0.1:/export"), w.mountpoint, QStringLiteral("-o"),
                            QStringLiteral("vers=4.2,rsize=1048576,nosharecache")});
            QVERIFY2(mount.exitCode == 0, mount.err.constData());
            // udev sets nfsrahead's value on the new BDI: let it finish first.
            udevSettle();
            const ProcessRun set =
                cli({QStringLiteral("set-readahead"), w.mountpoint, w.readahead});
            QVERIFY2(set.exitCode == 0, set.err.constData());
            dropCaches();
            w.run[1] = w.mountpoint + QStringLiteral("/big");
            const ProcessRun read = runProgram(program, w.run);
            QVERIFY2(read.exitCode == 0, read.err.constData());
            qInfo("%s at %s KiB: %s", qPrintable(w.mountpoint), qPrintable(w.readahead),
                  read.out.trimmed().constData());
            mountpoints.append(w.mountpoint);
        }
        const ProcessRun advise =
            cli(QStringList{QStringLiteral("advise"), QStringLiteral("--interval"),
                            QStringLiteral("0"), QStringLiteral("--json")} +
                mountpoints);
        QVERIFY2(advise.exitCode == 0, advise.err.constData());
        const QJsonArray bdis = advise.json().object()[u"bdis"].toArray();
        QCOMPARE(bdis.size(), workloads.size());
        for (const Workload &w : workloads) {
            QJsonObject advice;
            for (const auto &bdi : bdis) {
                if (bdi[u"mountpoints"].toArray().contains(w.mountpoint))
                    advice = bdi.toObject();
            }
            const QJsonObject evidence = advice[u"evidence"].toObject();
            qInfo("%s: %s to %lld KiB; %lld READs of %.0f bytes, over-fetch %.2f",
                  qPrintable(w.mountpoint), qPrintable(advice[u"verdict"].toString()),
                  advice[u"recommended_kb"].toInteger(), evidence[u"read_ops"].toInteger(),
                  evidence[u"average_read_bytes"].toDouble(), evidence[u"overfetch"].toDouble());
            QCOMPARE(advice[u"bdi"].toString(), bdiOf(w.mountpoint));
            QCOMPARE(advice[u"verdict"].toString(), w.verdict);
            const KernelReads kernel = kernelReads(w.mountpoint);
            QCOMPARE(evidence[u"read_ops"].toInteger(), kernel.readOps + kernel.readPlusOps);
        }

        // Live: `advise --interval 8` while the stream reads at 128 KiB again,
        // on this window alone (the lab follows the memory, tests/e2e/lab).
        dropCaches();
        QProcess live;
        live.start(cliPath(), {QStringLiteral("advise"), QStringLiteral("--interval"),
                               QStringLiteral("8"), QStringLiteral("--json"),
                               QStringLiteral("--no-memory"), workloads.first().mountpoint});
        QVERIFY(live.waitForStarted());
        QThread::msleep(1000);
        QCOMPARE(runProgram(program, {QStringLiteral("sequential"),
                                      workloads.first().mountpoint + QStringLiteral("/big"),
                                      QStringLiteral("65536")})
                     .exitCode,
                 0);
        QVERIFY(live.waitForFinished(30000));
        const QJsonObject advice = QJsonDocument::fromJson(live.readAllStandardOutput())
                                       .object()[u"bdis"]
                                       .toArray()
                                       .first()
                                       .toObject();
        qInfo("live: %s, %.2f READs in flight", qPrintable(advice[u"verdict"].toString()),
              advice[u"evidence"][u"reads_in_flight"].toDouble());
        QCOMPARE(advice[u"verdict"].toString(), QStringLiteral("raise"));
        QVERIFY(advice[u"evidence"][u"reads_in_flight"].toDouble() > 0);
    }

    // Issue 19 on a real NFS client: the kernel's default write-back limit
    // is the formula's for this VM's MemTotal (computed here, by counting);
    // set-congestion changes it through the helper, --persist writes the
    // drop-in, and procps' `sysctl --system` applies the drop-in again
    // after the value was put back by hand; a bad value changes nothing.
    void writebackLimitThroughTheHelper()
    {
        const QString live = QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb");
        const QString dropIn = QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf");
        const auto readLive = [&live] {
            QFile file(live);
            return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : -1;
        };
        const auto writeLive = [&live](qint64 kib) {
            QFile file(live);
            return file.open(QIODevice::WriteOnly) &&
                   file.write(QByteArray::number(kib) + '\n') > 0;
        };
        const qint64 original = readLive();
        const auto restore = qScopeGuard([&] {
            writeLive(original);
            QFile::remove(dropIn);
        });
        qint64 memTotal = 0;
        QFile meminfo(QStringLiteral("/proc/meminfo"));
        QVERIFY(meminfo.open(QIODevice::ReadOnly));
        for (const QByteArray &line : meminfo.readAll().split('\n')) {
            if (line.startsWith("MemTotal:"))
                memTotal = line.mid(9).trimmed().split(' ').first().toLongLong();
        }
        qint64 root = 0;
        while ((root + 1) * (root + 1) <= memTotal / 4)
            ++root;
        const qint64 formula = std::min<qint64>(16 * root * 4, 256 * 1024);
        qInfo("MemTotal %lld kB: nfs_congestion_kb %lld, formula %lld", memTotal, original,
              formula);
        QCOMPARE(original, formula);
        const ProcessRun report = cli({QStringLiteral("writeback"), QStringLiteral("--json")});
        QCOMPARE(report.json().object()[u"congestion_kb"][u"default"].toInteger(), formula);
        QCOMPARE(report.json().object()[u"congestion_kb"][u"live"].toInteger(), original);

        const ProcessRun bad = cli({QStringLiteral("set-congestion"), QStringLiteral("0")});
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(readLive(), original);

        const ProcessRun set = cli(
            {QStringLiteral("set-congestion"), QStringLiteral("1G"), QStringLiteral("--persist")});
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QCOMPARE(readLive(), 1048576);
        QFile file(dropIn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("fs.nfs.nfs_congestion_kb = 1048576\n"));

        QVERIFY(writeLive(original));
        QCOMPARE(readLive(), original);
        const ProcessRun system =
            runProgram(QStringLiteral("/usr/sbin/sysctl"), {QStringLiteral("--system")});
        qInfo("sysctl --system: %s", system.out.trimmed().constData());
        QCOMPARE(readLive(), 1048576);
    }

    // Issue 18's mount-time rules with the real systemd-udevd, nfs-utils'
    // 99-nfs.rules and the packaged 99-nfs-tuner.rules (read first by udev,
    // yet its RUN program acts after nfsrahead's ATTR): a mount of an export
    // with a rule gets the rule's value, one without gets nfsrahead's, a new
    // 9p BDI keeps the kernel's; nfsrahead prints the same with or without
    // the [nfs-tuner] section.
    void rulesApplyAtMountWithUdev()
    {
        const QString dropIn = QStringLiteral("/etc/nfs.conf.d/50-e2e-rules.conf");
        const QByteArray nfsraheadPart = "[nfsrahead]\nnfs = 512\nnfs4 = 2048\n";
        QVERIFY(QDir().mkpath(QStringLiteral("/etc/nfs.conf.d")));
        {
            QFile file(dropIn);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(nfsraheadPart + "\n[nfs-tuner]\n127.0.0.1:/export/sub = 4096\n");
        }
        const auto cleanup = qScopeGuard([&] {
            for (const char *mountpoint :
                 {"/mnt/rule", "/mnt/norule-v4", "/mnt/norule-v3", "/mnt/9p-again"})
                runProgram(QStringLiteral("/bin/umount"), {QLatin1String(mountpoint)});
            QFile::remove(dropIn);
        });
        struct Mount
        {
            QString mountpoint, source, options, expected;
        };
        const QList<Mount> mounts{
            {QStringLiteral("/mnt/rule"), QStringLiteral("127.0.0.1:/export/sub"),
             QStringLiteral("vers=4.2,nosharecache"), QStringLiteral("4096")},
            {QStringLiteral("/mnt/norule-v4"), QStringLiteral("127.0.0.1:/export"),
             QStringLiteral("vers=4.2,nosharecache"), QStringLiteral("2048")},
            {QStringLiteral("/mnt/norule-v3"), QStringLiteral("127.0.0.1:/export"),
             QStringLiteral("vers=3,nosharecache"), QStringLiteral("512")},
        };
        for (const Mount &m : mounts) {
            QVERIFY(QDir().mkpath(m.mountpoint));
            const ProcessRun mount =
                runProgram(QStringLiteral("mount.nfs"),
                           {m.source, m.mountpoint, QStringLiteral("-o"), m.options});
            QVERIFY2(mount.exitCode == 0, mount.err.constData());
        }
        // The spare 9p tag (boot.sh): a new, non-NFS BDI.
        QVERIFY(QDir().mkpath(QStringLiteral("/mnt/9p-again")));
        const ProcessRun nineP =
            runProgram(QStringLiteral("/bin/mount"),
                       {QStringLiteral("-t"), QStringLiteral("9p"), QStringLiteral("-o"),
                        QStringLiteral("trans=virtio,version=9p2000.L,ro"), QStringLiteral("spare"),
                        QStringLiteral("/mnt/9p-again")});
        QVERIFY2(nineP.exitCode == 0, nineP.err.constData());
        udevSettle();

        for (const Mount &m : mounts) {
            const QString bdi = bdiOf(m.mountpoint);
            qInfo("%s (%s, %s): read_ahead_kb %s", qPrintable(m.mountpoint), qPrintable(bdi),
                  qPrintable(m.options), qPrintable(sysfsReadahead(bdi)));
            QVERIFY2(bdi != bdiOf(V42) && bdi != bdiOf(V3), "a superblock of its own");
            QCOMPARE(sysfsReadahead(bdi), m.expected);
        }
        // Without a rule the value is nfsrahead's own answer for the BDI.
        for (const QString &mountpoint :
             {QStringLiteral("/mnt/norule-v4"), QStringLiteral("/mnt/norule-v3")}) {
            const ProcessRun nfsrahead =
                runProgram(QStringLiteral("/usr/libexec/nfsrahead"), {bdiOf(mountpoint)});
            QCOMPARE(nfsrahead.exitCode, 0);
            QCOMPARE(sysfsReadahead(bdiOf(mountpoint)),
                     QString::fromLatin1(nfsrahead.out.trimmed()));
        }
        // The 9p BDIs (named "9p-N", not numbered): the new one as the kernel
        // made it, like the host share's that no udev rule ever saw.
        const QDir bdis(QStringLiteral("/sys/class/bdi"));
        const QStringList nineBdis = bdis.entryList({QStringLiteral("9p-*")}, QDir::Dirs);
        qInfo("9p BDIs: %s", qPrintable(nineBdis.join(u' ')));
        QVERIFY2(nineBdis.size() >= 2, "two 9p mounts, two BDIs");
        for (const QString &bdi : nineBdis)
            QCOMPARE(sysfsReadahead(bdi), sysfsReadahead(nineBdis.first()));
        QVERIFY(sysfsReadahead(nineBdis.last()) != QLatin1String("4096"));

        // nfsrahead's answer for the rule's mount, with and without the section.
        const QString ruleBdi = bdiOf(QStringLiteral("/mnt/rule"));
        const ProcessRun withSection =
            runProgram(QStringLiteral("/usr/libexec/nfsrahead"), {ruleBdi});
        {
            QFile file(dropIn);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(nfsraheadPart);
        }
        const ProcessRun withoutSection =
            runProgram(QStringLiteral("/usr/libexec/nfsrahead"), {ruleBdi});
        QCOMPARE(withSection.exitCode, 0);
        QCOMPARE(withSection.out, withoutSection.out);
        QCOMPARE(withSection.out.trimmed(), QByteArray("2048"));
    }
};

QTEST_MAIN(E2E)
#include "tst_e2e.moc"
