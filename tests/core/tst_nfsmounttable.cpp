// SPDX-License-Identifier: GPL-2.0-or-later
#include "fixtureroot.h"
#include "mounts/nfsmounttable.h"

#include <QJsonArray>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QByteArray V3Line =
    "32 1 0:29 / /mnt/v3 rw,relatime - nfs 127.0.0.1:/export rw,vers=3,rsize=1048576,"
    "wsize=1048576,namlen=255,hard,proto=tcp,timeo=600,retrans=2,sec=sys,mountaddr=127.0.0.1,"
    "mountvers=3,mountport=50891,mountproto=udp,local_lock=none,addr=127.0.0.1\n";

// Everything read of a mount, as text, to compare two tables.
QStringList describe(const NfsMountTable &table)
{
    QStringList lines;
    for (const NfsMount &mount : table.mounts()) {
        QStringList options;
        for (const MountOption &option : mount.options.all())
            options.append(option.toString());
        lines.append(QStringList{QString::number(mount.mountId), mount.mountpoint, mount.root,
                                 mount.source, mount.fstype, mount.bdi.toString(), mount.version,
                                 QString::number(mount.rsize), mount.proto, mount.sec,
                                 mount.readOnly ? QStringLiteral("ro") : QStringLiteral("rw"),
                                 options.join(u',')}
                         .join(u'|'));
    }
    return lines;
}

// The device and type of every line that is not NFS, the last line of a
// device winning: split here by hand, as a check independent of the code.
QHash<QString, QString> otherTypes(const QByteArray &content)
{
    QHash<QString, QString> types;
    for (const QByteArray &line : content.split('\n')) {
        const qsizetype dash = line.indexOf(" - ");
        if (dash < 0 || line.contains('\t')) // libmount splits at tabs too: unchecked
            continue;
        const QByteArray type = line.mid(dash + 3).split(' ').value(0).replace("\\040", " ");
        if (type != "nfs" && type != "nfs4")
            types.insert(QString::fromLatin1(line.split(' ').value(2)), QString::fromLatin1(type));
    }
    return types;
}

Result<NfsMountTable> parse(const QByteArray &content)
{
    QTemporaryDir dir;
    writeFile(dir.path() + QStringLiteral("/proc/self/mountinfo"), content);
    return NfsMountTable::read(SystemRoot(dir.path()));
}

} // namespace

class TestNfsMountTable : public QObject
{
    Q_OBJECT

private slots:
    void decodesEscapedMountpoints()
    {
        // mountinfo has \040, \011, \134, \012; expected.json has what the
        // kernel was given at mount time.
        const auto table = NfsMountTable::read(SystemRoot(fixtureRoot(QStringLiteral("escapes"))));
        QVERIFY2(table, qPrintable(table ? QString() : table.error().message));
        QStringList expected;
        for (const auto &mount : expectedJson(QStringLiteral("escapes"))[u"mounts"].toArray())
            expected.append(mount[u"mountpoint"].toString());
        QStringList actual;
        for (const NfsMount &mount : table->mounts())
            actual.append(mount.mountpoint);
        QCOMPARE(actual, expected);
        QVERIFY(actual.contains(QStringLiteral("/mnt/back\\slash")));
        QVERIFY(actual.contains(QStringLiteral("/mnt/with\ttab")));
        QVERIFY(actual.contains(QStringLiteral("/mnt/new\nline")));
        QVERIFY(actual.contains(QString::fromUtf8("/mnt/ünïcödé 日本")));
    }

    void keepsOnlyNfs()
    {
        // The v3-v42 root has rootfs, proc, sysfs, tmpfs, 9p, nfsd, rpc_pipefs too.
        const auto table = NfsMountTable::read(SystemRoot(fixtureRoot(QStringLiteral("v3-v42"))));
        QVERIFY(table);
        QCOMPARE(table->mounts().size(), 2);
        QCOMPARE(table->mounts().at(0).fstype, QStringLiteral("nfs"));
        QCOMPARE(table->mounts().at(1).fstype, QStringLiteral("nfs4"));
        QCOMPARE(table->mounts().at(0).mountId, 32);
        QCOMPARE(table->mounts().at(1).mountId, 35);
    }

    void groupsMountsByBdi()
    {
        const auto table =
            NfsMountTable::read(SystemRoot(fixtureRoot(QStringLiteral("shared-superblock"))));
        QVERIFY(table);
        QCOMPARE(table->bdis(), (QList<BdiId>{{0, 29}, {0, 30}, {0, 32}}));
        QCOMPARE(table->mountsOnBdi({0, 29}).size(), 4);
        QCOMPARE(table->mountsOnBdi({0, 30}).size(), 1);
        QCOMPARE(table->mountsOnBdi({0, 99}).size(), 0);
        const NfsMount *bind = table->findByMountpoint(QStringLiteral("/srv/a-bind"));
        QVERIFY(bind);
        QCOMPARE(bind->bdi, (BdiId{0, 29}));
        QCOMPARE(table->findByMountpoint(QStringLiteral("/mnt/nothing")), nullptr);
    }

    // Lookups follow the table: mounts on a BDI in table order, the last
    // mount on a path (the one that hides the others), in a copy too.
    void lookupsFollowTheTable()
    {
        QByteArray over = V3Line;
        over.replace("32 1 0:29", "40 32 0:41");
        QByteArray other = V3Line;
        other.replace("32 1 0:29 / /mnt/v3", "33 1 0:29 / /mnt/v3-again");
        const auto parsed = parse(V3Line + other + over);
        QVERIFY(parsed);
        const NfsMountTable copy = *parsed; // pointers into the copy's own mounts
        const NfsMount *top = copy.findByMountpoint(QStringLiteral("/mnt/v3"));
        QVERIFY(top);
        QCOMPARE(top->mountId, 40);
        QCOMPARE(top, &copy.mounts().at(2));
        const QList<const NfsMount *> shared = copy.mountsOnBdi({0, 29});
        QCOMPARE(shared.size(), 2);
        QCOMPARE(shared.at(0), &copy.mounts().at(0));
        QCOMPARE(shared.at(1)->mountpoint, QStringLiteral("/mnt/v3-again"));
        const NfsMountTable built(parsed->mounts());
        QCOMPARE(built.findByMountpoint(QStringLiteral("/mnt/v3"))->mountId, 40);
        QCOMPARE(built.mountsOnBdi({0, 41}).size(), 1);
    }

    void linesNotNfsSkipLibmount_data()
    {
        QTest::addColumn<QByteArray>("content");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name))
                << readFile(fixtureRoot(name) + QStringLiteral("/proc/self/mountinfo"));
        const QByteArray other = "20 1 8:1 / /data rw shared:1 master:2 - ext4 /dev/sda1 rw\n";
        QTest::newRow("others around NFS")
            << other + V3Line + QByteArray(other).replace("8:1", "8:2");
        // Not as the kernel writes it: left to libmount whole, and the same.
        QTest::newRow("tab between fields") << QByteArray(other).replace(' ', '\t') + V3Line;
        QTest::newRow("tab in the type") << QByteArray(other).replace("ext4", "ext4\tx") + V3Line;
        QTest::newRow("two spaces") << QByteArray(other).replace(" - ", "  - ") + V3Line;
        QTest::newRow("mangled type") << QByteArray(other).replace("ext4", "ex\\040t4") + V3Line;
        QTest::newRow("empty source") << QByteArray(other).replace("/dev/sda1", "") + V3Line;
        QTest::newRow("empty line") << V3Line + "\n" + other;
        QTest::newRow("bad other line") << V3Line + "21 1 8:x / /d rw - ext4 /dev/sdb rw\n";
        QTest::newRow("huge minor") << V3Line + "21 1 8:99999999999 / /d rw - ext4 /dev/sdb rw\n";
    }
    void linesNotNfsSkipLibmount()
    {
        // Lines that are not NFS are split by the table itself, not by
        // libmount; parseEveryLine gives every line to libmount.
        QFETCH(QByteArray, content);
        const auto quick = NfsMountTable::parse(content, QStringLiteral("mountinfo"));
        const auto reference = NfsMountTable::parseEveryLine(content, QStringLiteral("mountinfo"));
        QCOMPARE(bool(quick), bool(reference));
        if (!reference) {
            QCOMPARE(quick.error().message, reference.error().message);
            return;
        }
        QCOMPARE(describe(*quick), describe(*reference));
        const QHash<QString, QString> others = otherTypes(content);
        for (auto other = others.cbegin(); other != others.cend(); ++other) {
            const auto bdi = BdiId::parse(other.key());
            if (!bdi) // not a device the kernel writes: unchecked
                continue;
            QCOMPARE(quick->otherFsTypeOn(*bdi), reference->otherFsTypeOn(*bdi));
            QCOMPARE(quick->otherFsTypeOn(*bdi), other.value());
        }
    }

    void emptyFileHasNoMounts()
    {
        const auto table = parse(QByteArray());
        QVERIFY(table);
        QVERIFY(table->isEmpty());
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no super options") << QByteArray("32 1 0:29 / /mnt/v3 rw - nfs\n")
                                          << "line 1 is not a valid mountinfo line";
        QTest::newRow("no separator")
            << QByteArray("32 1 0:29 / /mnt/v3 rw nfs 127.0.0.1:/e rw\n") << "line 1";
        QTest::newRow("three fields") << QByteArray("32 1 0:29\n") << "line 1";
        QTest::newRow("bad mount id") << QByteArray("x 1 0:29 / /m rw - nfs s:/e rw\n") << "line 1";
        QTest::newRow("bad device") << QByteArray("32 1 zz / /m rw - nfs s:/e rw\n") << "line 1";
        QTest::newRow("bad second line") << V3Line + "33 1 0:30 /\n"
                                         << "line 2";
        QTest::newRow("truncated") << V3Line.left(V3Line.size() / 2) << "truncated";
        QTest::newRow("cut after good line") << V3Line + V3Line.left(40) << "truncated";
        QTest::newRow("NUL bytes")
            << QByteArray("32 1 0:29 / /m\0 rw - nfs s:/e rw\n", 34) << "NUL bytes";
        QTest::newRow("not mountinfo (fstab)")
            << QByteArray("server:/e /mnt nfs defaults 0 0\n") << "not in mountinfo format";
        QTest::newRow("binary") << QByteArray("\x01\x02\x03\xff\xfe\n") << "line 1";
    }
    void rejectsMalformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, messagePart);
        const auto table = parse(content);
        QVERIFY(!table);
        QCOMPARE(table.error().code, Error::Code::Malformed);
        QVERIFY2(table.error().message.contains(messagePart), qPrintable(table.error().message));
        QVERIFY2(table.error().message.contains(QStringLiteral("/proc/self/mountinfo")),
                 qPrintable(table.error().message));
    }

    void missingFileIsNotFound()
    {
        QTemporaryDir dir;
        const auto table = NfsMountTable::read(SystemRoot(dir.path()));
        QVERIFY(!table);
        QCOMPARE(table.error().code, Error::Code::NotFound);
    }

    void unreadableFileIsAnError()
    {
        // A directory where the file should be: read(2) fails with EISDIR.
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.path() + QStringLiteral("/proc/self/mountinfo")));
        const auto table = NfsMountTable::read(SystemRoot(dir.path()));
        QVERIFY(!table);
        QCOMPARE(table.error().code, Error::Code::IoError);
        QVERIFY(table.error().message.contains(QStringLiteral("mountinfo")));
    }

    void survivesHugeLine()
    {
        QByteArray line =
            "32 1 0:29 / /" + QByteArray(1 << 20, 'a') + " rw - nfs s:/e rw,vers=3,rsize=4096\n";
        const auto table = parse(line);
        QVERIFY(table);
        QCOMPARE(table->mounts().size(), 1);
        QCOMPARE(table->mounts().first().mountpoint.size(), (1 << 20) + 1);
        QCOMPARE(table->mounts().first().rsize, 4096u);
    }
};

QTEST_GUILESS_MAIN(TestNfsMountTable)
#include "tst_nfsmounttable.moc"
