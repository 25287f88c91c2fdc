// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli writeback`: the congestion limit now, its default and
// where boot's value comes from. /proc/meminfo is this machine's real one;
// the expected figures come from awk and from the real systemd-sysctl.
#include "fixtureroot.h"
#include "processrunner.h"
#include "systemdsysctl.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

namespace {

// A field of the root's meminfo, read by awk.
qint64 meminfoKib(const QString &root, const char *field)
{
    const ProcessRun awk =
        runProgram(systemProgram(QStringLiteral("awk")),
                   {QStringLiteral("$1 == \"%1:\" {print $2}").arg(QLatin1String(field)),
                    root + QStringLiteral("/proc/meminfo")});
    return awk.out.trimmed().toLongLong();
}

// The kernel's default from its formula: 16 * int_sqrt(MemTotal / 4 KiB)
// pages of 4 KiB, at most 256 MiB; the root found by counting up.
qint64 kernelDefaultKib(qint64 memTotalKib)
{
    const qint64 pages = memTotalKib / 4;
    qint64 root = 0;
    while ((root + 1) * (root + 1) <= pages)
        ++root;
    return std::min<qint64>(16 * root * 4, 256 * 1024);
}

// The WRITE calls and their summed RTT (ms) of MOUNTPOINT's WRITE: line in
// a mountstats file.
std::pair<qint64, qint64> writeOps(const QString &path, const char *mountpoint)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {-1, -1};
    bool mine = false;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.value(0) == "device")
            mine = fields.value(4) == mountpoint;
        else if (mine && fields.value(0) == "WRITE:")
            return {fields.value(1).toLongLong(), fields.value(7).toLongLong()};
    }
    return {-1, -1};
}

} // namespace

class TestCliWriteback : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;

    QString root() const { return m_root.path(); }
    QJsonObject writeback()
    {
        const ProcessRun run = runCli({QStringLiteral("writeback"), QStringLiteral("--json"),
                                       QStringLiteral("--root"), root()});
        [&] { QCOMPARE(run.exitCode, 0); }();
        return run.json().object();
    }

private slots:
    void init()
    {
        QDir(root()).removeRecursively();
        QVERIFY(QDir().mkpath(root()));
        for (const char *folder :
             {"/etc/sysctl.d", "/run/sysctl.d", "/usr/local/lib/sysctl.d", "/usr/lib/sysctl.d"})
            QVERIFY(QDir().mkpath(root() + QLatin1String(folder)));
        // /proc files report size 0: copied by reading.
        QFile meminfo(QStringLiteral("/proc/meminfo"));
        QVERIFY(meminfo.open(QIODevice::ReadOnly));
        writeFile(root() + QStringLiteral("/proc/meminfo"), meminfo.readAll());
        writeFile(root() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"), "262144\n");
        writeFile(root() + QStringLiteral("/usr/lib/sysctl.d/50-a.conf"),
                  "fs.nfs.nfs_congestion_kb = 524288\n");
        writeFile(root() + QStringLiteral("/etc/sysctl.d/99-b.conf"),
                  "# NFS write-back for the build farm\nfs.nfs.nfs_congestion_kb = 1048576\n");
    }

    // Issue 19's acceptance: live, default, persistent with file and line,
    // and the same winner systemd-sysctl picks; then a drop-in in /etc of
    // the /usr/lib file's name shadows it.
    void persistentValueFollowsSystemdSysctl()
    {
        QJsonObject json = writeback();
        const QJsonObject congestion = json[u"congestion_kb"].toObject();
        QCOMPARE(congestion[u"live"].toInteger(), 262144);
        QCOMPARE(congestion[u"default"].toInteger(),
                 kernelDefaultKib(meminfoKib(root(), "MemTotal")));
        QJsonObject persistent = congestion[u"persistent"].toObject();
        QCOMPARE(persistent[u"value"].toInteger(), 1048576);
        QCOMPARE(persistent[u"file"].toString(), QStringLiteral("/etc/sysctl.d/99-b.conf"));
        QCOMPARE(persistent[u"line"].toInt(), 2);
        const auto checkAgainstSystemd = [&](const QJsonObject &p) {
            const SystemdSysctl systemd = SystemdSysctl::run(root());
            QVERIFY(systemd.ran);
            const SystemdSysctl::Line last = systemd.lastAssignment("fs.nfs.nfs_congestion_kb");
            QCOMPARE(p[u"file"].toString(), last.path);
            QCOMPARE(p[u"line"].toInt(), last.line);
            QCOMPARE(p[u"value"].toInteger(), last.value.toLongLong());
        };
        checkAgainstSystemd(persistent);

        QFile::remove(root() + QStringLiteral("/etc/sysctl.d/99-b.conf"));
        writeFile(root() + QStringLiteral("/etc/sysctl.d/50-a.conf"),
                  "fs.nfs.nfs_congestion_kb = 65536\n");
        persistent = writeback()[u"congestion_kb"][u"persistent"].toObject();
        QCOMPARE(persistent[u"value"].toInteger(), 65536);
        QCOMPARE(persistent[u"file"].toString(), QStringLiteral("/etc/sysctl.d/50-a.conf"));
        checkAgainstSystemd(persistent);
    }

    // Each NFS BDI's write-back limits, as sysfs printed them on Linux 7.3
    // (limits.json, by cat in the VM): max_ratio 20 and strict on the held
    // mount, the kernel's own on the other; the text names the held one.
    void bdiLimitsOfEachNfsMount()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("bdi-limits-7.3")));
        QFile meminfo(root() + QStringLiteral("/proc/meminfo"));
        QVERIFY(meminfo.open(QIODevice::ReadOnly));
        writeFile(copy->path() + QStringLiteral("/proc/meminfo"), meminfo.readAll());
        const ProcessRun run = runCli({QStringLiteral("writeback"), QStringLiteral("--json"),
                                       QStringLiteral("--root"), copy->path()});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray bdis = run.json()[u"bdis"].toArray();
        const QJsonArray kernel = expectedJsonFile(fixtureDir(QStringLiteral("bdi-limits-7.3")) +
                                                   QStringLiteral("/limits.json"))[u"mounts"]
                                      .toArray();
        QCOMPARE(bdis.size(), kernel.size());
        for (int i = 0; i < kernel.size(); ++i) {
            const QJsonValue mine = bdis[i], theirs = kernel[i];
            QCOMPARE(mine[u"mountpoints"].toArray(), QJsonArray{theirs[u"mountpoint"].toString()});
            QCOMPARE(mine[u"bdi"].toString(), theirs[u"bdi"].toString());
            for (const char *key : {"min_ratio", "max_ratio", "min_bytes", "max_bytes"})
                QCOMPARE(mine[QLatin1String(key)].toInteger(-1),
                         theirs[QLatin1String(key)].toInteger(-2));
            QCOMPARE(mine[u"strict_limit"].toBool(), theirs[u"strict_limit"].toInteger() == 1);
        }
        const ProcessRun text =
            runCli({QStringLiteral("writeback"), QStringLiteral("--root"), copy->path()});
        QVERIFY2(text.out.contains("(/mnt/v42-held): may keep 20 % of the dirty limit"),
                 text.out.constData());
        QVERIFY2(text.out.contains(", strictly"), text.out.constData());
    }

    void meminfoIsReported()
    {
        const QJsonObject memory = writeback()[u"meminfo_kb"].toObject();
        QCOMPARE(memory[u"dirty"].toInteger(), meminfoKib(root(), "Dirty"));
        QCOMPARE(memory[u"writeback"].toInteger(), meminfoKib(root(), "Writeback"));
        QCOMPARE(memory[u"writeback_tmp"].toInteger(), meminfoKib(root(), "WritebackTmp"));
    }

    void withoutAnNfsClientOrConfiguration()
    {
        QFile::remove(root() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
        QFile::remove(root() + QStringLiteral("/etc/sysctl.d/99-b.conf"));
        QFile::remove(root() + QStringLiteral("/usr/lib/sysctl.d/50-a.conf"));
        const QJsonObject congestion = writeback()[u"congestion_kb"].toObject();
        QVERIFY(congestion[u"live"].isNull());
        QVERIFY(congestion[u"persistent"].isNull());
        const ProcessRun text =
            runCli({QStringLiteral("writeback"), QStringLiteral("--root"), root()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("no NFS client"), text.out.constData());
        QVERIFY(text.out.contains("not set in sysctl configuration"));
    }

    // A captured root with NFS mounts but without the limit's file: the
    // client is loaded, the value is unknown (it said "no NFS client"
    // beside the listed mounts).
    void missingLimitBesideNfsMountsIsUnknown()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const ProcessRun text =
            runCli({QStringLiteral("writeback"), QStringLiteral("--root"), copy->path()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(!text.out.contains("no NFS client"), text.out.constData());
        QVERIFY2(text.out.contains("is missing, though 2 NFS mounts show the NFS client is loaded"),
                 text.out.constData());
    }

    // --advise judges an interval's writes as the Write-back page does: a
    // real kernel's mountstats before and after 128 O_DSYNC WRITEs of 64
    // KiB on /mnt/v42 (the "writes" root) swapped in mid-interval,
    // Writeback held at 80 % of the limit on a 24 GiB machine. WRITEs
    // quicker than 20 ms (docs/ADVICE.md): the limit throttles, raise it to
    // the seed's 1 GiB.
    void adviseJudgesTheInterval()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("writes")));
        const QString stats = copy->path() + QStringLiteral("/proc/self/mountstats");
        const QString snapshots = fixtureDir(QStringLiteral("writes"));
        QVERIFY(QFile::remove(stats));
        QVERIFY(QFile::copy(snapshots + QStringLiteral("/mountstats.1"), stats));
        writeFile(copy->path() + QStringLiteral("/proc/meminfo"),
                  "MemTotal: 25165824 kB\nDirty: 1024 kB\nWriteback: 209715 kB\n"
                  "WritebackTmp: 0 kB\n");
        writeFile(copy->path() + QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"), "262144\n");
        QProcess cli;
        cli.start(cliPath(), {QStringLiteral("writeback"), QStringLiteral("--json"),
                              QStringLiteral("--advise"), QStringLiteral("4"),
                              QStringLiteral("--root"), copy->path()});
        QVERIFY(cli.waitForStarted());
        // Halfway: 2 s for the command to start and take its first sample on
        // a busy machine, 2 s of samples after the swap.
        QTest::qWait(2000);
        // Whole, as the kernel's file is read: written aside, then renamed.
        QVERIFY(QFile::copy(snapshots + QStringLiteral("/mountstats.2"), stats + u".new"));
        // rename(2) replaces it at once; QFile::rename will not overwrite.
        QCOMPARE(std::rename(qPrintable(stats + u".new"), qPrintable(stats)), 0);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject advice =
            QJsonDocument::fromJson(cli.readAllStandardOutput())[u"advice"].toObject();
        const QJsonArray mounts = advice[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(mounts[0][u"mountpoint"].toString(), u"/mnt/v42"_s);
        const auto [opsBefore, rttBefore] = writeOps(snapshots + u"/mountstats.1", "/mnt/v42");
        const auto [opsAfter, rttAfter] = writeOps(snapshots + u"/mountstats.2", "/mnt/v42");
        QCOMPARE(mounts[0][u"write_ops"].toInteger(), opsAfter - opsBefore);
        QVERIFY(double(rttAfter - rttBefore) / double(opsAfter - opsBefore) <= 20);
        const QJsonArray findings = advice[u"findings"].toArray();
        QVERIFY2(!findings.isEmpty(), QJsonDocument(advice).toJson().constData());
        QCOMPARE(findings[0][u"kind"].toString(), u"limit-throttles"_s);
        QCOMPARE(findings[0][u"proposed_kb"].toInteger(), 1048576);
        QVERIFY(findings[0][u"mountpoint"].isNull());
    }

    void adviseTakesSeconds_data()
    {
        QTest::addColumn<QString>("seconds");
        QTest::addColumn<QString>("error");
        const QString range = u"--advise takes seconds (0.5 to 3600)"_s;
        QTest::newRow("none") << u"0"_s << range;
        QTest::newRow("negative") << u"-3"_s << u"\"-3\" is negative"_s;
        QTest::newRow("a day") << u"86400"_s << range;
        QTest::newRow("text") << u"soon"_s << range;
    }
    void adviseTakesSeconds()
    {
        QFETCH(QString, seconds);
        QFETCH(QString, error);
        const ProcessRun run = runCli({QStringLiteral("writeback"), QStringLiteral("--advise"),
                                       seconds, QStringLiteral("--root"), root()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(error.toUtf8()), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // Bad limits are refused before the helper is asked (there is no bus
    // here): a named error, exit 2, nothing changed.
    void badLimitsAreRefused_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("out of range");
        QTest::newRow("negative") << QStringLiteral("-1") << QStringLiteral("is not a size");
        QTest::newRow("above INT_MAX KiB")
            << QStringLiteral("2147483648") << QStringLiteral("out of range");
        QTest::newRow("3 TiB") << QStringLiteral("3T") << QStringLiteral("is not a size");
        QTest::newRow("text") << QStringLiteral("lots") << QStringLiteral("is not a size");
        QTest::newRow("half a KiB") << QStringLiteral("1536B") << QStringLiteral("is not a size");
    }
    void badLimitsAreRefused()
    {
        QFETCH(QString, value);
        QFETCH(QString, error);
        const ProcessRun run =
            runCli({QStringLiteral("set-congestion"), QStringLiteral("--persist"),
                    QStringLiteral("--root"), root(), QStringLiteral("--"), value},
                   withoutBus());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(error.toUtf8()), run.err.constData());
        QVERIFY(!run.err.contains("helper"));
        QCOMPARE(writeback()[u"congestion_kb"][u"live"].toInteger(), 262144);
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf")));
    }

    // A later file (99-b.conf) sets the key: keeping it in 60-nfs-tuner.conf
    // would not last a reboot, so nothing is done.
    void persistWhereALaterFileWinsIsRefused()
    {
        const ProcessRun run =
            runCli({QStringLiteral("set-congestion"), QStringLiteral("1G"),
                    QStringLiteral("--persist"), QStringLiteral("--root"), root()},
                   withoutBus());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("/etc/sysctl.d/99-b.conf:2 is read later and wins"),
                 run.err.constData());
        QCOMPARE(writeback()[u"congestion_kb"][u"live"].toInteger(), 262144);
    }

    // What can be read is shown, as the window does: a missing or broken
    // meminfo leaves the write-back in memory unknown, named as a warning
    // (it failed the whole command, exit 2).
    void unreadableMeminfoIsNamed_data()
    {
        QTest::addColumn<bool>("missing");
        QTest::newRow("broken") << false;
        QTest::newRow("missing") << true;
    }

    void unreadableMeminfoIsNamed()
    {
        QFETCH(bool, missing);
        if (missing)
            QVERIFY(QFile::remove(root() + QStringLiteral("/proc/meminfo")));
        else
            writeFile(root() + QStringLiteral("/proc/meminfo"), "MemTotal: lots\n");
        const ProcessRun run = runCli({QStringLiteral("writeback"), QStringLiteral("--json"),
                                       QStringLiteral("--root"), root()});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject shown = run.json().object();
        QVERIFY(shown[u"meminfo_kb"].isNull());
        QCOMPARE(shown[u"congestion_kb"][u"live"].toInteger(), 262144);
        const QJsonArray warnings = shown[u"warnings"].toArray();
        QVERIFY2(std::any_of(
                     warnings.cbegin(), warnings.cend(),
                     [](const QJsonValue &w) { return w.toString().contains(u"/proc/meminfo"); }),
                 run.out.constData());
        const ProcessRun text =
            runCli({QStringLiteral("writeback"), QStringLiteral("--root"), root()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Dirty, Writeback, WritebackTmp: unknown"),
                 text.out.constData());
        QVERIFY2(text.err.contains("/proc/meminfo"), text.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliWriteback)
#include "tst_cli_writeback.moc"
