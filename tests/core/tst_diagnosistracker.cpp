// SPDX-License-Identifier: GPL-2.0-or-later
// The diagnosis kept current with each sample (DiagnosisTracker): on the
// demo, whose simulated mounts each have one limit (demo/demolimits.h),
// every verdict shows on the mount made for it; a readahead change
// restarts the window and is checked against the diagnosis before; an
// export mounted again is checked against its last one.
#include "demo/demosystem.h"
#include "monitor/diagnosistracker.h"
#include "mounts/mountinventory.h"
#include "samplerreplay.h"

#include <QFile>
#include <QTest>

using namespace nfstuner;

namespace {

struct DemoRun
{
    std::unique_ptr<DemoSystem> system;
    MountInventory inventory;
    std::unique_ptr<MountSampler> sampler;
    std::unique_ptr<DiagnosisTracker> tracker;
    qint64 clockMs = 0;

    // `seconds` of traffic, sampled each second.
    void run(int seconds)
    {
        for (int i = 0; i < seconds; ++i) {
            system->traffic().advance(1.0);
            clockMs += 1000;
            replay(*sampler, MountStats::read(system->root()).value(), clockMs);
            tracker->update(*sampler, std::nullopt);
        }
    }
    const MountDiagnosisState *state(const QString &mountpoint) const
    {
        for (const NfsMount &mount : inventory.mounts()) {
            if (mount.mountpoint == mountpoint)
                return tracker->find(mount.mountId);
        }
        return nullptr;
    }
    void reread()
    {
        inventory = MountInventory::collect(system->root()).value();
        tracker->setMounts(inventory);
    }
};

std::unique_ptr<DemoRun> demoRun()
{
    auto run = std::make_unique<DemoRun>();
    auto system = DemoSystem::create();
    if (!system)
        return nullptr;
    run->system = std::move(system).value();
    run->system->traffic().start();
    run->inventory = MountInventory::collect(run->system->root()).value();
    run->sampler = std::make_unique<MountSampler>(run->system->root());
    run->tracker = std::make_unique<DiagnosisTracker>(run->system->root());
    run->tracker->setMounts(run->inventory);
    replay(*run->sampler, MountStats::read(run->system->root()).value(), 0);
    run->tracker->update(*run->sampler, std::nullopt);
    return run;
}

} // namespace

class TestDiagnosisTracker : public QObject
{
    Q_OBJECT

private slots:
    void theDemoShowsEveryVerdict_data()
    {
        QTest::addColumn<QString>("mountpoint");
        QTest::addColumn<QString>("verdict");
        // What demo/demotraffic.cpp's Workloads give each mount.
        QTest::newRow("projects") << QStringLiteral("/srv/projects")
                                  << QStringLiteral("round-trip");
        QTest::newRow("media") << QStringLiteral("/mnt/media") << QStringLiteral("round-trip");
        QTest::newRow("backup") << QStringLiteral("/mnt/backup") << QStringLiteral("server");
        QTest::newRow("render") << QStringLiteral("/mnt/render")
                                << QStringLiteral("transport-queue");
        QTest::newRow("remote") << QStringLiteral("/mnt/remote") << QStringLiteral("losses");
        QTest::newRow("builds") << QStringLiteral("/srv/builds") << QStringLiteral("metadata");
        QTest::newRow("video") << QStringLiteral("/mnt/video") << QStringLiteral("application");
        QTest::newRow("cache") << QStringLiteral("/mnt/cache") << QStringLiteral("page-cache");
        QTest::newRow("archive") << QStringLiteral("/mnt/archive") << QStringLiteral("not-busy");
    }

    void theDemoShowsEveryVerdict()
    {
        QFETCH(QString, mountpoint);
        QFETCH(QString, verdict);
        auto run = demoRun();
        QVERIFY(run);
        QVERIFY(!run->state(mountpoint) || run->state(mountpoint)->verdictVersion == 0);
        run->run(12);
        const MountDiagnosisState *state = run->state(mountpoint);
        QVERIFY(state);
        QVERIFY(state->verdictVersion != 0);
        QVERIFY2(bottleneckName(state->diagnosis.bottleneck) == verdict,
                 qPrintable(state->diagnosis.sentence()));
        // A point a sample from the second one on; the window 10 s.
        QCOMPARE(state->history.size(), 12);
        QVERIFY(qAbs(state->diagnosis.evidence.seconds - 10.0) < 1e-9);
    }

    void aReadaheadChangeIsCheckedAgainstTheDiagnosisBefore()
    {
        auto run = demoRun();
        QVERIFY(run);
        const QString projects = QStringLiteral("/srv/projects");
        run->run(12);
        const MountDiagnosisState *state = run->state(projects);
        QCOMPARE(state->diagnosis.bottleneck, Bottleneck::RoundTrip);
        const double before = *state->diagnosis.evidence.readBytesPerSecondWhileReading;
        QVERIFY(state->compared.isEmpty());

        const NfsMount *mount = run->inventory.table().findByMountpoint(projects);
        QFile file(run->system->root().path(
            QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(mount->bdi.toString())));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("1024\n");
        file.close();
        run->reread();
        run->run(3);
        state = run->state(projects);
        QVERIFY(state->measuringSinceChange); // 3 s of the new value: too short
        QVERIFY(state->compared.isEmpty());
        run->run(8);
        state = run->state(projects);
        QVERIFY(!state->measuringSinceChange);
        QVERIFY2(state->compared.contains(QStringLiteral("at readahead 128 KiB")) &&
                     state->compared.contains(QStringLiteral("now at readahead 1 MiB")),
                 qPrintable(state->compared));
        // The demo's reads follow the readahead: more MB/s, and said so.
        const double after = *state->diagnosis.evidence.readBytesPerSecondWhileReading;
        QVERIFY2(after > before * 1.2, qPrintable(state->compared));
        QVERIFY2(state->compared.contains(QStringLiteral("(+")), qPrintable(state->compared));
    }

    void anExportMountedAgainIsCheckedAgainstItsLastDiagnosis()
    {
        auto run = demoRun();
        QVERIFY(run);
        const QString video = QStringLiteral("/mnt/video");
        run->run(12);
        const int oldId = run->inventory.table().findByMountpoint(video)->mountId;
        QVERIFY(run->state(video)->compared.isEmpty()); // nothing before it
        // Mounted again: the same export under a new mount id.
        const QString mountinfo = run->system->root().path(QStringLiteral("/proc/self/mountinfo"));
        QFile file(mountinfo);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArrayList lines = file.readAll().split('\n');
        file.close();
        for (QByteArray &line : lines) {
            if (line.contains(" /mnt/video "))
                line = "999" + line.mid(line.indexOf(' '));
        }
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(lines.join('\n'));
        file.close();
        run->reread();
        QCOMPARE(run->inventory.table().findByMountpoint(video)->mountId, 999);
        QVERIFY(!run->tracker->find(oldId));
        run->run(12);
        const MountDiagnosisState *state = run->state(video);
        QCOMPARE(state->diagnosis.bottleneck, Bottleneck::Application);
        QVERIFY2(state->compared.contains(QStringLiteral("the bottleneck stayed: Application")),
                 qPrintable(state->compared));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosisTracker)
#include "tst_diagnosistracker.moc"
