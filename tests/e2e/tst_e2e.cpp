// SPDX-License-Identifier: GPL-2.0-or-later
// Runs inside the test VM (tests/e2e/run-e2e.sh), against a real kernel NFS
// client: an NFSv3 and an NFSv4.2 mount of a loopback export, the helper
// activated on the VM's system bus with the real polkitd. Each test
// function is one named result. The kernel's truth comes from stat(2),
// sysfs, mountinfo read here, and nfs-utils' own nfsrahead.
#include "processrunner.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace nfstuner::test;

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

void dropCaches()
{
    QFile file(QStringLiteral("/proc/sys/vm/drop_caches"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("3\n");
}

// Reads 64 MiB through the mount in 64 KiB calls while `stats --json`
// reports every second; returns the sums of what the reports say.
struct Totals
{
    qint64 readBytes = 0, wireReadBytes = 0, readOps = 0;
};
Totals readWithStats(const QString &file)
{
    QProcess stats;
    stats.start(cliPath(),
                {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--interval"),
                 QStringLiteral("1"), QStringLiteral("--count"), QStringLiteral("600"), V3});
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
        }
    }
    return totals;
}

} // namespace

class E2E : public QObject
{
    Q_OBJECT

private slots:
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

    void helperSetsReadahead()
    {
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

    void readaheadShowsInStats()
    {
        const QString file = V3 + QStringLiteral("/big");
        const qint64 size = 64 << 20;
        QVERIFY(QFile::exists(file));
        qint64 averages[2] = {};
        int i = 0;
        for (const char *kib : {"128", "15360"}) {
            const ProcessRun set = cli({QStringLiteral("set-readahead"), V3, QLatin1String(kib)});
            QVERIFY2(set.exitCode == 0, set.err.constData());
            dropCaches();
            const Totals totals = readWithStats(file);
            qInfo("read_ahead_kb %s: %lld bytes read, %lld on the wire in %lld READs", kib,
                  totals.readBytes, totals.wireReadBytes, totals.readOps);
            QCOMPARE(totals.readBytes, size);
            QCOMPARE(totals.wireReadBytes, size);
            QVERIFY(totals.readOps > 0);
            averages[i++] = totals.wireReadBytes / totals.readOps;
        }
        qInfo("average READ: %lld bytes at 128 KiB readahead, %lld at 15360 KiB", averages[0],
              averages[1]);
        QVERIFY2(qAbs(averages[0] - 131072) <= 131072 / 10, "about 128 KiB at read_ahead_kb=128");
        QVERIFY2(averages[1] >= 1048576 * 8 / 10, "about 1 MiB at read_ahead_kb=15360");
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
    }
};

QTEST_GUILESS_MAIN(E2E)
#include "tst_e2e.moc"
