// SPDX-License-Identifier: GPL-2.0-or-later
// The window's one change path as units: ReadaheadPlan (what a preview
// shows and a step then does) and LiveTuning (the steps, made through a
// backend; here the folder one on a copy of a real-kernel root, whose
// sysfs files are read back directly).
#include "base/systemroot.h"
#include "conf/nfsconfloader.h"
#include "fixtureroot.h"
#include "mounts/mountinventory.h"
#include "session/livetuning.h"
#include "tuning/localtuningbackend.h"
#include "tuning/readaheadplan.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

// shared-superblock (Linux 6.1): 0:29 holds /mnt/a, /mnt/b, /mnt/sub and
// /srv/a-bind (NFSv3) at 2048 KiB, 0:30 /mnt/c (NFSv3) at 8192 KiB, 0:32
// /mnt/d and /mnt/e (NFSv4.2) at 128 KiB: its expected.json.
const BdiId A{0, 29};
const BdiId C{0, 30};
const BdiId D{0, 32};

class Root
{
public:
    Root()
        : m_copy(copyTree(fixtureRoot(u"shared-superblock"_s)))
    {}
    SystemRoot system() const { return SystemRoot(m_copy->path()); }
    MountInventory inventory() const { return MountInventory::collect(system()).value(); }
    QByteArray sysfs(const BdiId &bdi) const
    {
        return readFile(m_copy->path() + u"/sys/class/bdi/"_s + bdi.toString() +
                        u"/read_ahead_kb"_s)
            .trimmed();
    }
    QString path(const QString &file) const { return m_copy->path() + file; }

private:
    std::unique_ptr<QTemporaryDir> m_copy;
};

const PlannedReadahead *entryFor(const QList<PlannedReadahead> &plan, const BdiId &bdi)
{
    for (const PlannedReadahead &entry : plan) {
        if (entry.bdi == bdi)
            return &entry;
    }
    return nullptr;
}

ChangeStep waitForStep(LiveTuning &tuning, int id)
{
    QSignalSpy finished(&tuning, &LiveTuning::finished);
    if (!finished.wait(5000))
        qFatal("no step ended");
    const auto step = finished.takeFirst().first().value<ChangeStep>();
    if (step.id != id)
        qFatal("another step ended");
    return step;
}

} // namespace

class TestLiveTuning : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ChangeStep>(); }

    void aPlanNamesEveryMountOfTheBdi()
    {
        const Root root;
        const auto plan = ReadaheadPlan::set(root.inventory(), {{A, 4096}, {C, 8192}});
        QCOMPARE(plan.size(), 2);
        const PlannedReadahead *a = entryFor(plan, A);
        QVERIFY(a);
        QCOMPARE(a->mountpoints,
                 (QStringList{u"/mnt/a"_s, u"/mnt/b"_s, u"/mnt/sub"_s, u"/srv/a-bind"_s}));
        QCOMPARE(a->fromKib, 2048u);
        QCOMPARE(a->toKib, 4096u);
        QVERIFY(a->changes());
        // 0:30 has 8192 already: in the plan, but no change.
        QVERIFY(!entryFor(plan, C)->changes());
        QCOMPARE(ReadaheadPlan::changeCount(plan), 1);
    }

    // nfsrahead's keys: nfs for NFSv3 mounts, nfs4 for NFSv4.
    void applyingTheConfigFollowsTheVersionKeys()
    {
        const Root root;
        const auto plan = ReadaheadPlan::applyConfig(
            root.inventory(),
            NfsConfLoader::parseContent("[nfsrahead]\nnfs = 1024\nnfs4 = 15360\n"));
        QCOMPARE(entryFor(plan, A)->toKib, 1024u);
        QCOMPARE(entryFor(plan, C)->toKib, 1024u);
        QCOMPARE(entryFor(plan, D)->toKib, 15360u);
        QCOMPARE(ReadaheadPlan::changeCount(plan), 3);
    }

    void restoringPlansOnlyWhatDiffers()
    {
        const Root root;
        const auto plan = ReadaheadPlan::restore(root.inventory(), {{A, 2048}, {D, 512}});
        QCOMPARE(ReadaheadPlan::changeCount(plan), 1);
        QCOMPARE(entryFor(plan, D)->toKib, 512u);
    }

    void aStepSetsEachBdiAndIsKept()
    {
        const Root root;
        LocalTuningBackend backend(root.system());
        LiveTuning tuning(backend);
        const auto plan = ReadaheadPlan::set(root.inventory(), {{A, 4096}, {D, 512}});
        const int id = tuning.run(u"two"_s, plan);
        QVERIFY(id > 0);
        QVERIFY(tuning.busy());
        QCOMPARE(tuning.run(u"another"_s, plan), 0); // one run at a time
        const ChangeStep step = waitForStep(tuning, id);
        QVERIFY(!tuning.busy());
        QCOMPARE(step.changes.size(), 2);
        QCOMPARE(step.changes[0].bdi, A);
        QCOMPARE(step.changes[0].fromKib, 2048u);
        QCOMPARE(step.changes[0].toKib, 4096u);
        QCOMPARE(step.changes[1].fromKib, 128u);
        QVERIFY(step.failures.isEmpty());
        QCOMPARE(root.sysfs(A), "4096");
        QCOMPARE(root.sysfs(D), "512");
        QCOMPARE(tuning.history().size(), 1);
        QVERIFY(tuning.step(id));
    }

    void aStepThatChangesNothingIsNotKept()
    {
        const Root root;
        LocalTuningBackend backend(root.system());
        LiveTuning tuning(backend);
        const int id = tuning.run(u"none"_s, ReadaheadPlan::set(root.inventory(), {{C, 8192}}));
        const ChangeStep step = waitForStep(tuning, id);
        QVERIFY(!step.changedAnything());
        QVERIFY(tuning.history().isEmpty());
    }

    void aFailureIsNamedAndTheRestGoesOn()
    {
        const Root root;
        LocalTuningBackend backend(root.system());
        LiveTuning tuning(backend);
        const auto plan = ReadaheadPlan::set(root.inventory(), {{A, 4096}, {D, 512}});
        // 0:29 goes away between the plan and the step.
        QVERIFY(QFile::remove(root.path(u"/sys/class/bdi/0:29/read_ahead_kb"_s)));
        const ChangeStep step = waitForStep(tuning, tuning.run(u"two"_s, plan));
        QCOMPARE(step.failures.size(), 1);
        QVERIFY2(step.failures[0].contains(u"0:29"_s), qPrintable(step.failures[0]));
        QCOMPARE(step.changes.size(), 1);
        QCOMPARE(root.sysfs(D), "512");
    }

    // A tune's knee, held for the time being, becomes a step from the start.
    void keepingATemporaryValueIsAStepFromTheStart()
    {
        const Root root;
        LocalTuningBackend backend(root.system());
        LiveTuning tuning(backend);
        const int id = tuning.keepTemporary(u"tune"_s, BdiChange{D, {u"/mnt/d"_s}, 128, 128});
        const ChangeStep step = waitForStep(tuning, id);
        QCOMPARE(step.changes.size(), 1);
        QCOMPARE(step.changes[0].fromKib, 128u);
        QCOMPARE(step.changes[0].toKib, 128u);
        QCOMPARE(tuning.history().size(), 1);
    }

    void theWriteBackLimitIsKeptForBootAsTheFileIsNow()
    {
        const Root root;
        LocalTuningBackend backend(root.system());
        LiveTuning tuning(backend);
        QVERIFY(QDir().mkpath(root.path(u"/etc/sysctl.d"_s))); // there on a real system
        const QString dropIn = root.path(u"/etc/sysctl.d/60-nfs-tuner.conf"_s);
        for (const quint32 kib : {65536u, 131072u}) {
            std::optional<Result<QByteArray>> answer;
            QObject context;
            tuning.keepCongestionAtBoot(root.system(), kib, &context,
                                        [&answer](Result<QByteArray> sha) { answer = sha; });
            QTRY_VERIFY(answer.has_value());
            QVERIFY2(answer->ok(), answer->ok() ? "" : qPrintable(answer->error().message));
            const QByteArray content = readFile(dropIn);
            const QByteArray line = "fs.nfs.nfs_congestion_kb = " + QByteArray::number(kib);
            QVERIFY2(content.contains(line), content.constData());
            QCOMPARE(**answer,
                     QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
        }
    }
};

QTEST_GUILESS_MAIN(TestLiveTuning)
#include "tst_livetuning.moc"
