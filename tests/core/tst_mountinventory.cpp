// SPDX-License-Identifier: GPL-2.0-or-later
#include "fixtureroot.h"
#include "mounts/bdisysfs.h"
#include "mounts/mountinventory.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <sys/stat.h>

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

    // The many-BDI read (one folder, each file by name) gives what reading
    // each by its path gives, value or error, for every odd file sysfs or a
    // folder root can hold; and names the file in each error.
    void readingManyGivesWhatReadingEachGives()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("versions")));
        const QString bdi = copy->path() + QStringLiteral("/sys/class/bdi/");
        const auto file = [&](const char *name) -> QString {
            return bdi + QLatin1String(name) + QStringLiteral("/read_ahead_kb");
        };
        const auto make = [&](const char *name, const QByteArray &content) {
            QVERIFY(QDir().mkpath(bdi + QLatin1String(name)));
            writeFile(file(name), content);
        };
        make("0:40", " 2048 \n");
        make("0:41", "lots\n");
        make("0:42", "");
        make("0:43", QByteArray(100, '7')); // digits past what a number takes
        make("0:44", "-1\n");
        QVERIFY(QDir().mkpath(file("0:45"))); // a folder where the file should be
        QVERIFY(QDir().mkpath(bdi + QStringLiteral("0:46")));
        QCOMPARE(::mkfifo(QFile::encodeName(file("0:46")).constData(), 0600), 0);
        // As in real sysfs, each BDI is a link into /sys/devices/virtual/bdi.
        QVERIFY(QDir().mkpath(copy->path() + QStringLiteral("/sys/devices/virtual/bdi/0:47")));
        writeFile(copy->path() + QStringLiteral("/sys/devices/virtual/bdi/0:47/read_ahead_kb"),
                  "512\n");
        QVERIFY(QFile::link(QStringLiteral("../../devices/virtual/bdi/0:47"),
                            bdi + QStringLiteral("0:47")));
        const QList<BdiId> bdis{{0, 29}, {0, 40}, {0, 41}, {0, 42}, {0, 43},
                                {0, 44}, {0, 45}, {0, 46}, {0, 47}, {0, 99}};
        const QList<std::optional<quint32>> expected{
            128u,         2048u,        std::nullopt, std::nullopt, std::nullopt,
            std::nullopt, std::nullopt, std::nullopt, 512u,         std::nullopt};

        for (const QString &root :
             QStringList{copy->path(), copy->path() + QStringLiteral("/no-such")}) {
            const BdiSysfs sysfs{SystemRoot(root)};
            QList<BdiId> seen;
            sysfs.readAheadKbOfEach(bdis, [&](const BdiId &id, const Result<quint32> &kib) {
                const qsizetype i = seen.size();
                seen.append(id);
                const Result<quint32> one = sysfs.readAheadKb(id);
                QCOMPARE(bool(kib), bool(one));
                if (!kib) {
                    QCOMPARE(kib.error().message, one.error().message);
                    QVERIFY2(kib.error().message.contains(sysfs.readAheadPath(id)),
                             qPrintable(kib.error().message));
                } else {
                    QCOMPARE(std::optional(*kib), expected[i]);
                    QCOMPARE(*kib, *one);
                }
                if (root != copy->path()) // no sysfs there at all
                    QVERIFY(!kib);
            });
            QCOMPARE(seen, bdis);
        }
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
