// SPDX-License-Identifier: GPL-2.0-or-later
// sysctl configuration read as systemd-sysctl reads it. The oracle is the
// real systemd-sysctl (SystemdSysctl): the order it reads the files in, and
// the value it leaves in a private network namespace's
// net.ipv4.ip_default_ttl is what SysctlConf must call effective.
#include "systemdsysctl.h"
#include "writeback/sysctlconf.h"
#include "writeback/sysctleditor.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString Ttl = QStringLiteral("net.ipv4.ip_default_ttl");
// File (system path) -> content; "@TARGET" makes a symbolic link.
using Files = QList<QPair<QByteArray, QByteArray>>;

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
}

} // namespace

class TestSysctlConf : public QObject
{
    Q_OBJECT

private slots:
    void keysAreNormalizedAsSystemdDoes()
    {
        QCOMPARE(SysctlConf::normalizedKey(u"fs.nfs.nfs_congestion_kb"),
                 QStringLiteral("fs/nfs/nfs_congestion_kb"));
        QCOMPARE(SysctlConf::normalizedKey(u"fs/nfs/nfs_congestion_kb"),
                 QStringLiteral("fs/nfs/nfs_congestion_kb"));
        // The first separator decides: "." swaps with "/".
        QCOMPARE(SysctlConf::normalizedKey(u"net.ipv4.conf.enp3s0/200.forwarding"),
                 QStringLiteral("net/ipv4/conf/enp3s0.200/forwarding"));
        QCOMPARE(SysctlConf::normalizedKey(u"net/ipv4/conf/enp3s0.200/forwarding"),
                 QStringLiteral("net/ipv4/conf/enp3s0.200/forwarding"));
    }

    // Each layout below, read by SysctlConf and applied by systemd-sysctl:
    // the same files in the same order, and the same winner.
    void agreesWithSystemdSysctl_data()
    {
        QTest::addColumn<Files>("files");
        QTest::addColumn<QByteArray>("winnerFile");
        QTest::addColumn<int>("winnerLine");
        QTest::newRow("later name wins across folders")
            << Files{{"/usr/lib/sysctl.d/50-a.conf", "net.ipv4.ip_default_ttl = 50\n"},
                     {"/etc/sysctl.d/99-b.conf", "# b\nnet.ipv4.ip_default_ttl = 99\n"}}
            << QByteArray("/etc/sysctl.d/99-b.conf") << 2;
        QTest::newRow("/etc shadows the same name in /usr/lib")
            << Files{{"/usr/lib/sysctl.d/50-a.conf", "net.ipv4.ip_default_ttl = 50\n"},
                     {"/etc/sysctl.d/50-a.conf", "net.ipv4.ip_default_ttl = 51\n"},
                     {"/usr/lib/sysctl.d/40-z.conf", "net.ipv4.ip_default_ttl = 40\n"}}
            << QByteArray("/etc/sysctl.d/50-a.conf") << 1;
        QTest::newRow("/run shadows /usr/local/lib, which shadows /usr/lib")
            << Files{{"/usr/lib/sysctl.d/60-x.conf", "net.ipv4.ip_default_ttl = 60\n"},
                     {"/usr/local/lib/sysctl.d/60-x.conf", "net.ipv4.ip_default_ttl = 61\n"},
                     {"/run/sysctl.d/60-x.conf", "net.ipv4.ip_default_ttl = 62\n"}}
            << QByteArray("/run/sysctl.d/60-x.conf") << 1;
        QTest::newRow("a link to /dev/null masks")
            << Files{{"/usr/lib/sysctl.d/70-m.conf", "net.ipv4.ip_default_ttl = 70\n"},
                     {"/usr/lib/sysctl.d/10-base.conf", "net.ipv4.ip_default_ttl = 10\n"},
                     {"/etc/sysctl.d/70-m.conf", "@/dev/null"}}
            << QByteArray("/usr/lib/sysctl.d/10-base.conf") << 1;
        QTest::newRow("last line of a file, slash form, dash prefix")
            << Files{{"/etc/sysctl.d/20-a.conf",
                      "net/ipv4/ip_default_ttl=21\n; comment\n-net.ipv4.ip_default_ttl = 22\n"}}
            << QByteArray("/etc/sysctl.d/20-a.conf") << 3;
        QTest::newRow("the same value again keeps the first place")
            << Files{{"/etc/sysctl.d/20-a.conf", "net.ipv4.ip_default_tt? = 33\n"
                                                 "net.ipv4.ip_default_tt* = 34\n"
                                                 "net.ipv4.ip_default_tt? = 33\n"}}
            << QByteArray("/etc/sysctl.d/20-a.conf") << 2;
        QTest::newRow("an explicit key beats a later glob")
            << Files{{"/etc/sysctl.d/20-a.conf", "net.ipv4.ip_default_ttl = 41\n"},
                     {"/etc/sysctl.d/30-a.conf", "net.ipv4.ip_default_t* = 42\n"}}
            << QByteArray("/etc/sysctl.d/20-a.conf") << 1;
        QTest::newRow("sysctl.conf through Debian's link")
            << Files{{"/etc/sysctl.conf", "net.ipv4.ip_default_ttl = 77\n"},
                     {"/etc/sysctl.d/99-sysctl.conf", "@../sysctl.conf"},
                     {"/etc/sysctl.d/50-a.conf", "net.ipv4.ip_default_ttl = 50\n"}}
            << QByteArray("/etc/sysctl.d/99-sysctl.conf") << 1;
        QTest::newRow("sysctl.conf without the link is not read")
            << Files{{"/etc/sysctl.conf", "net.ipv4.ip_default_ttl = 77\n"},
                     {"/etc/sysctl.d/50-a.conf", "net.ipv4.ip_default_ttl = 50\n"}}
            << QByteArray("/etc/sysctl.d/50-a.conf") << 1;
    }
    void agreesWithSystemdSysctl()
    {
        QFETCH(Files, files);
        QFETCH(QByteArray, winnerFile);
        QFETCH(int, winnerLine);
        QTemporaryDir root;
        for (const QString &folder : SysctlConf::folders())
            QVERIFY(QDir().mkpath(root.path() + folder));
        for (const auto &[name, content] : files) {
            const QString path = root.path() + QString::fromUtf8(name);
            if (content.startsWith('@'))
                QVERIFY(QFile::link(QString::fromUtf8(content.mid(1)), path));
            else
                writeFile(path, content);
        }
        const SysctlConf conf = SysctlConf::load(SystemRoot(root.path()));
        const auto effective = conf.effective(Ttl);
        QVERIFY(effective);
        QCOMPARE(effective->file, QString::fromUtf8(winnerFile));
        QCOMPARE(effective->line, winnerLine);

        const SystemdSysctl applied = SystemdSysctl::run(root.path());
        QVERIFY2(applied.ran && !applied.ttl.isEmpty(), "systemd-sysctl ran");
        QCOMPARE(conf.files(), applied.paths());
        QCOMPARE(QString::fromUtf8(effective->value), applied.ttl);
    }

    void historyAndWarnings()
    {
        QTemporaryDir root;
        writeFile(root.path() + QStringLiteral("/usr/lib/sysctl.d/50-a.conf"),
                  "fs.nfs.nfs_congestion_kb = 524288\nnot an assignment\n");
        writeFile(root.path() + QStringLiteral("/etc/sysctl.d/99-b.conf"),
                  "fs.nfs.nfs_congestion_kb = 1048576\n");
        writeFile(root.path() + QStringLiteral("/etc/sysctl.conf"),
                  "fs.nfs.nfs_congestion_kb = 4\n");
        const SysctlConf conf = SysctlConf::load(SystemRoot(root.path()));
        const QList<SysctlAssignment> history = conf.history(u"fs/nfs/nfs_congestion_kb");
        QCOMPARE(history.size(), 2);
        QCOMPARE(history[0].file, QStringLiteral("/usr/lib/sysctl.d/50-a.conf"));
        QCOMPARE(history[1].value, QByteArray("1048576"));
        QCOMPARE(conf.warnings().size(), 2);
        QVERIFY(conf.warnings()[0].startsWith(
            QStringLiteral("/usr/lib/sysctl.d/50-a.conf:2: not an assignment")));
        QVERIFY(conf.warnings()[1].contains(QStringLiteral("/etc/sysctl.conf has settings")));
        QVERIFY(!conf.effective(u"fs.nfs.nfs_callback_tcpport"));
    }

    void editorChangesOnlyTheKey_data()
    {
        QTest::addColumn<QByteArray>("before"); // "@" for no file
        QTest::addColumn<QByteArray>("value");  // "@" to remove
        QTest::addColumn<QByteArray>("after");  // "@" for no file
        const QByteArray none = "@";
        QTest::newRow("new file") << none << QByteArray("1048576")
                                  << QByteArray("fs.nfs.nfs_congestion_kb = 1048576\n");
        QTest::newRow("in place, slash form")
            << QByteArray("# ours\nfs/nfs/nfs_congestion_kb=4\nvm.swappiness = 10\n")
            << QByteArray("8")
            << QByteArray("# ours\nfs.nfs.nfs_congestion_kb = 8\nvm.swappiness = 10\n");
        QTest::newRow("the last of two lines")
            << QByteArray("fs.nfs.nfs_congestion_kb = 4\n-fs.nfs.nfs_congestion_kb = 5\n")
            << QByteArray("6")
            << QByteArray("fs.nfs.nfs_congestion_kb = 4\nfs.nfs.nfs_congestion_kb = 6\n");
        QTest::newRow("appended after a last line without newline")
            << QByteArray("vm.swappiness = 10") << QByteArray("7")
            << QByteArray("vm.swappiness = 10\nfs.nfs.nfs_congestion_kb = 7\n");
        QTest::newRow("removed, every line")
            << QByteArray("fs.nfs.nfs_congestion_kb = 4\n# keep\nfs.nfs.nfs_congestion_kb=5\n")
            << none << QByteArray("# keep\n");
        QTest::newRow("removing from no file") << none << none << none;
    }
    void editorChangesOnlyTheKey()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, after);
        const auto given = [](const QByteArray &text) {
            return text == "@" ? std::optional<QByteArray>() : std::optional<QByteArray>(text);
        };
        const auto result = SysctlEditor::setKey(
            given(before), QStringLiteral("fs.nfs.nfs_congestion_kb"), given(value));
        QVERIFY2(result, result ? "" : qPrintable(result.error().message));
        QCOMPARE(*result, given(after));
    }

    void editorRefusesBadInput()
    {
        const QByteArray content = "vm.swappiness = 10\n";
        for (const QByteArray &value : {QByteArray("1\n[x]"), QByteArray("1 2"), QByteArray()}) {
            const auto result =
                SysctlEditor::setKey(content, QStringLiteral("fs.nfs.nfs_congestion_kb"), value);
            QVERIFY(!result);
            QCOMPARE(result.error().code, Error::Code::InvalidArgument);
        }
        for (const QString &key : {QStringLiteral("fs.nfs.*"), QStringLiteral("a=b.c"),
                                   QStringLiteral("fs"), QStringLiteral("fs.nfs\n.x")}) {
            QVERIFY(!SysctlEditor::setKey(content, key, QByteArray("1")));
        }
    }

    // What the editor writes, systemd-sysctl applies.
    void editedFileIsAppliedBySystemd()
    {
        QTemporaryDir root;
        for (const QString &folder : SysctlConf::folders())
            QVERIFY(QDir().mkpath(root.path() + folder));
        const QString file = root.path() + QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf");
        writeFile(file, "# NFS Tuner\nnet.ipv4.ip_default_ttl = 3\n");
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const auto edited = SysctlEditor::setKey(
            read.readAll(), QStringLiteral("net.ipv4.ip_default_ttl"), QByteArray("123"));
        QVERIFY(edited && *edited);
        writeFile(file, **edited);
        const SystemdSysctl applied = SystemdSysctl::run(root.path());
        QCOMPARE(applied.ttl, QStringLiteral("123"));
    }
};

QTEST_GUILESS_MAIN(TestSysctlConf)
#include "tst_sysctlconf.moc"
