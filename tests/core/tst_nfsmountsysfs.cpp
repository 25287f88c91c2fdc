// SPDX-License-Identifier: GPL-2.0-or-later
// The kernel's entry of an NFS mount, /sys/fs/nfs/<maj:min>/, on a root
// captured from Linux 7.3 (tests/fixtures/roots/nfs-sysfs-7.3; what the
// kernel printed is in nfs-sysfs.json, checked whole by tst_cli_list). Here:
// what is not the kernel's is not taken.
#include "fixtureroot.h"
#include "mounts/nfsmountsysfs.h"

#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

class TestNfsMountSysfs : public QObject
{
    Q_OBJECT

private slots:
    void shutDownMountAndServer()
    {
        const SystemRoot root(fixtureRoot(QStringLiteral("nfs-sysfs-7.3")));
        const auto shut = NfsMountSysfs::read(root, BdiId{0, 37});
        QVERIFY(shut);
        QCOMPARE(shut->path, QStringLiteral("/sys/fs/nfs/0:37"));
        QCOMPARE(shut->shutdown, std::optional<bool>(true));
        QCOMPARE(shut->serverDomain, QStringLiteral("kernel.org"));
        QVERIFY(shut->serverName.startsWith(QStringLiteral("Linux 7.3.4")));
        QVERIFY(!shut->serverName.endsWith(u'\n'));
        // No entry for a device the kernel does not list.
        QVERIFY(!NfsMountSysfs::read(root, BdiId{0, 99}));
    }

    void whatIsNotTheKernelsIsUnknown()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("nfs-sysfs-7.3")));
        const SystemRoot root(copy->path());
        writeFile(root.path(QStringLiteral("/sys/fs/nfs/0:37/shutdown")), "yes\n");
        QFile::remove(root.path(QStringLiteral("/sys/fs/nfs/0:36/shutdown")));
        QCOMPARE(NfsMountSysfs::read(root, BdiId{0, 37})->shutdown, std::nullopt);
        QCOMPARE(NfsMountSysfs::read(root, BdiId{0, 36})->shutdown, std::nullopt);
        // A file where the folder should be is no entry.
        writeFile(root.path(QStringLiteral("/sys/fs/nfs/0:40")), "0\n");
        QVERIFY(!NfsMountSysfs::read(root, BdiId{0, 40}));
    }
};

QTEST_GUILESS_MAIN(TestNfsMountSysfs)
#include "tst_nfsmountsysfs.moc"
