// SPDX-License-Identifier: GPL-2.0-or-later
// Mounts coming and going under the readers, as on a busy autofs client:
// while another thread swaps mountinfo and mountstats between real-kernel
// captures (2 or 4 NFS mounts, none), rewrites them in place (so a read can
// see half a file) and takes BDIs away, the mount table, the readahead
// values and the sampler give a table or a clean error each time, never a
// crash or a mount without its readahead or its reason; the sampler keeps
// series only for mounts it last saw, with sane rates.
#include "fixtureroot.h"
#include "mounts/mountinventory.h"
#include "samplerreplay.h"
#include "stats/mountsampler.h"

#include <QAtomicInt>
#include <QDir>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>
#include <QThread>

#include <cmath>
#include <cstdio>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

struct Variant
{
    QByteArray mountinfo, mountstats;
};

class Churn : public QThread
{
public:
    Churn(QString root, QList<Variant> variants)
        : m_root(std::move(root))
        , m_variants(std::move(variants))
    {}
    QAtomicInt stop;
    QAtomicInt rounds;

protected:
    void run() override
    {
        const QString self = m_root + QStringLiteral("/proc/self/");
        const QString bdi = m_root + QStringLiteral("/sys/class/bdi/");
        for (int i = 0; !stop.loadRelaxed(); ++i) {
            const Variant &variant = m_variants.at(i % m_variants.size());
            // Every third time in place, where a reader may catch it half
            // written; else replaced whole, as the kernel's files appear.
            write(self + QStringLiteral("mountinfo"), variant.mountinfo, i % 3 == 0);
            write(self + QStringLiteral("mountstats"), variant.mountstats, false);
            // A BDI gone and back, as when its last mount goes.
            const QString one = bdi + QStringLiteral("0:%1").arg(29 + (i % 5));
            QDir().rename(one, one + QStringLiteral(".gone"));
            QThread::usleep(100);
            QDir().rename(one + QStringLiteral(".gone"), one);
            rounds.fetchAndAddRelaxed(1);
        }
    }

    static void write(const QString &path, const QByteArray &content, bool inPlace)
    {
        QFile file(inPlace ? path : path + QStringLiteral(".new"));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return;
        for (qsizetype at = 0; at < content.size(); at += 512) { // in pieces
            file.write(content.mid(at, 512));
            file.flush();
        }
        file.close();
        if (!inPlace)
            std::rename(QFile::encodeName(file.fileName()).constData(),
                        QFile::encodeName(path).constData());
    }

private:
    QString m_root;
    QList<Variant> m_variants;
};

Variant variantOf(const QString &fixture)
{
    const QString self = fixtureRoot(fixture) + QStringLiteral("/proc/self/");
    return {readFile(self + QStringLiteral("mountinfo")),
            readFile(self + QStringLiteral("mountstats"))};
}

} // namespace

class TestChangingSystem : public QObject
{
    Q_OBJECT

private slots:
    void readersStayConsistentWhileMountsChange()
    {
        const auto root = copyTree(fixtureRoot(QStringLiteral("versions")));
        Variant traffic = variantOf(QStringLiteral("traffic"));
        traffic.mountstats =
            readFile(fixtureDir(QStringLiteral("traffic")) + QStringLiteral("/mountstats.4"));
        Churn churn(root->path(),
                    {variantOf(QStringLiteral("versions")), traffic,
                     variantOf(QStringLiteral("no-nfs")), variantOf(QStringLiteral("v3-v42"))});
        churn.start();
        // A failed check returns from here at once: the churn must stop
        // first, before its folder and the thread object go away.
        const auto stopChurn = qScopeGuard([&churn] {
            churn.stop.storeRelaxed(1);
            churn.wait();
        });
        const SystemRoot system(root->path());
        MountSampler sampler(system);
        int tables = 0, refusals = 0, missingBdis = 0;
        qint64 clock = 0;
        QElapsedTimer time;
        time.start();
        // Until the tables changed a few hundred times under the readers.
        for (int i = 0; (i < 400 || churn.rounds.loadRelaxed() < 300) && time.elapsed() < 30000;
             ++i) {
            const auto inventory = MountInventory::collect(system);
            if (!inventory) {
                ++refusals;
                QVERIFY(!inventory.error().message.isEmpty());
                QVERIFY2(inventory.error().code == Error::Code::Malformed,
                         qPrintable(inventory.error().message));
            } else {
                ++tables;
                for (const NfsMount &mount : inventory->mounts()) {
                    const bool known = inventory->readAheadKb(mount.bdi).has_value();
                    QVERIFY(known != !inventory->readAheadError(mount.bdi).isEmpty());
                    missingBdis += known ? 0 : 1;
                }
            }
            const auto counters = MountStats::read(system);
            QVERIFY(counters);
            replay(sampler, *counters, clock += 1000);
            for (const QString &mountpoint : sampler.mountpoints()) {
                const MountSampler::Series *series = sampler.series(mountpoint);
                QVERIFY(series);
                if (series->latest) {
                    QVERIFY(std::isfinite(series->latest->readBytesPerSecond));
                    QVERIFY(series->latest->readBytesPerSecond >= 0);
                }
            }
            for (const MountCounters &mount : *counters)
                QVERIFY(sampler.series(mount.mountpoint));
        }
        churn.stop.storeRelaxed(1);
        churn.wait(); // again in stopChurn: done by then
        qInfo("%d tables, %d half-written refusals, %d mounts whose BDI had just gone, over %d "
              "changes",
              tables, refusals, missingBdis, churn.rounds.loadRelaxed());
        QVERIFY(tables > 0);
        QVERIFY(churn.rounds.loadRelaxed() >= 300);
    }
};

QTEST_GUILESS_MAIN(TestChangingSystem)
#include "tst_changingsystem.moc"
