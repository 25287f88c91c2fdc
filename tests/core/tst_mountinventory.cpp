// SPDX-License-Identifier: GPL-2.0-or-later
#include "fixtureroot.h"
#include "mounts/mountinventory.h"

#include <QDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

class TestMountInventory : public QObject
{
    Q_OBJECT

private slots:
    void readsReadaheadPerBdi()
    {
        const auto inventory =
            MountInventory::collect(SystemRoot(fixtureRoot(QStringLiteral("versions"))));
        QVERIFY(inventory);
        // Values the capture wrote to sysfs: 128 (untouched), 512, 4096, 15360.
        QCOMPARE(inventory->readAheadKb({0, 29}), 128u);
        QCOMPARE(inventory->readAheadKb({0, 31}), 512u);
        QCOMPARE(inventory->readAheadKb({0, 32}), 4096u);
        QCOMPARE(inventory->readAheadKb({0, 33}), 15360u);
    }

    void sharedBdiIsOneUnit()
    {
        const auto inventory =
            MountInventory::collect(SystemRoot(fixtureRoot(QStringLiteral("shared-superblock"))));
        QVERIFY(inventory);
        const NfsMount *a = inventory->table().findByMountpoint(QStringLiteral("/mnt/a"));
        QVERIFY(a);
        QCOMPARE(inventory->mountpointsSharingBdi(*a),
                 (QStringList{QStringLiteral("/mnt/b"), QStringLiteral("/mnt/sub"),
                              QStringLiteral("/srv/a-bind")}));
        const NfsMount *c = inventory->table().findByMountpoint(QStringLiteral("/mnt/c"));
        QVERIFY(c);
        QVERIFY(inventory->mountpointsSharingBdi(*c).isEmpty());
    }

    void vanishedBdiMarksOnlyItsMounts()
    {
        // The unmount race: the mount table still lists 0:29 but its BDI is gone.
        const auto copy = copyTree(fixtureRoot(QStringLiteral("shared-superblock")));
        QVERIFY(QDir(copy->path() + QStringLiteral("/sys/class/bdi/0:29")).removeRecursively());
        const auto inventory = MountInventory::collect(SystemRoot(copy->path()));
        QVERIFY(inventory);
        QCOMPARE(inventory->mounts().size(), 7);
        QCOMPARE(inventory->readAheadKb({0, 29}), std::nullopt);
        QVERIFY(inventory->readAheadError({0, 29}).contains(QStringLiteral("No such file")));
        QCOMPARE(inventory->readAheadKb({0, 30}), 8192u);
        QCOMPARE(inventory->readAheadKb({0, 32}), 128u);
        QVERIFY(inventory->readAheadError({0, 30}).isEmpty());
    }

    void garbageInSysfsIsUnavailable()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        writeFile(copy->path() + QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb"), "lots\n");
        const auto inventory = MountInventory::collect(SystemRoot(copy->path()));
        QVERIFY(inventory);
        QCOMPARE(inventory->readAheadKb({0, 29}), 128u);
        QCOMPARE(inventory->readAheadKb({0, 31}), std::nullopt);
        QVERIFY(inventory->readAheadError({0, 31}).contains(QStringLiteral("expected a number")));
    }

    void unreadableMountTableFails()
    {
        QTemporaryDir empty;
        const auto inventory = MountInventory::collect(SystemRoot(empty.path()));
        QVERIFY(!inventory);
        QCOMPARE(inventory.error().code, Error::Code::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestMountInventory)
#include "tst_mountinventory.moc"
