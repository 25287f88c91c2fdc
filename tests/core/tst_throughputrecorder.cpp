// SPDX-License-Identifier: GPL-2.0-or-later
// The app's throughput memory: MountMonitor on a copy of a real kernel's
// root (read-plus: a 64 MiB read at 128 KiB, then at 15 MiB), its sampler
// fed the captured counters at the times the guest's uptime says. Reads
// count for a value once a later look at sysfs saw it unchanged; what each
// value gave reaches the advice. Expected rates come from the captured
// counters, split here.
#include "fixtureroot.h"
#include "monitor/mountmonitor.h"
#include "samplerreplay.h"

#include <QFile>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString V42 = QStringLiteral("/mnt/v42");

QByteArray fixtureFile(const QString &name)
{
    QFile file(fixtureDir(QStringLiteral("read-plus")) + QLatin1Char('/') + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<MountCounters> counters(int snapshot)
{
    return MountStats::parse(fixtureFile(QStringLiteral("mountstats.%1").arg(snapshot)));
}

qint64 uptimeMs(int snapshot)
{
    return qint64(fixtureFile(QStringLiteral("uptime.%1").arg(snapshot)).trimmed().toDouble() *
                  1000);
}

// /mnt/v42's lines split by hand: READ_PLUS ops and execute ms, and the
// bytes line's application and server read bytes.
struct Reads
{
    double ops = 0, executeMs = 0, appBytes = 0, serverBytes = 0;
};
Reads readPlus(int snapshot)
{
    Reads reads;
    const QList<QByteArray> lines =
        fixtureFile(QStringLiteral("mountstats.%1").arg(snapshot)).split('\n');
    bool inV42 = false;
    for (const QByteArray &line : lines) {
        if (line.startsWith("device "))
            inV42 = line.contains(" mounted on /mnt/v42 ");
        const QList<QByteArray> f = line.simplified().split(' ');
        if (inV42 && f.first() == "READ_PLUS:") {
            reads.ops = f.at(1).toDouble();
            reads.executeMs = f.at(8).toDouble();
        } else if (inV42 && f.first() == "bytes:") {
            reads.appBytes = f.at(1).toDouble() + f.at(3).toDouble();
            reads.serverBytes = f.at(5).toDouble();
        }
    }
    return reads;
}

void setReadahead(const SystemRoot &root, const char *kib)
{
    QFile file(root.path(QStringLiteral("/sys/class/bdi/0:33/read_ahead_kb")));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(kib) + '\n');
}

} // namespace

class TestThroughputRecorder : public QObject
{
    Q_OBJECT

private slots:
    void valuesAreLearntAsReadaheadChanges()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("read-plus")));
        const SystemRoot root(copy->path());
        setReadahead(root, "128");
        MountMonitor monitor(root);
        monitor.refresh();
        const NfsMount *v42 = monitor.inventory().table().findByMountpoint(V42);
        QVERIFY(v42);
        QVERIFY(monitor.measured(*v42).isEmpty());

        // The read at 128 KiB, then a look that sees the value unchanged.
        replay(monitor.sampler(), counters(0), uptimeMs(0));
        replay(monitor.sampler(), counters(1), uptimeMs(1));
        QVERIFY(monitor.measured(*v42).isEmpty()); // not confirmed yet
        monitor.refreshReadahead();
        QVERIFY(monitor.measured(*v42).isEmpty()); // a steady value waits for its minute
        const quint64 before = monitor.throughput().generation();

        // Set to 15 MiB: what was read at 128 KiB is a measurement of it.
        setReadahead(root, "15360");
        monitor.refreshReadahead();
        QVERIFY(monitor.throughput().generation() != before);
        const QList<MeasuredValue> first = monitor.measured(*v42);
        QCOMPARE(first.size(), 1);
        QCOMPARE(first[0].readAheadKib, 128u);
        // MB/s while reading: 64 MiB over the one interval in which the
        // application read (the 0.9 s the read took).
        const Reads a = readPlus(0), b = readPlus(1);
        const double reading = double(uptimeMs(1) - uptimeMs(0)) / 1000;
        QVERIFY(b.ops - a.ops >= 32);
        const double rate = (b.appBytes - a.appBytes) / reading;
        QVERIFY2(
            qAbs(first[0].bytesPerSecond - rate) < 1e-6 * rate,
            qPrintable(QStringLiteral("%1 against %2").arg(first[0].bytesPerSecond).arg(rate)));
        QCOMPARE(first[0].averageReadBytes, (b.serverBytes - a.serverBytes) / (b.ops - a.ops));

        // The read at 15 MiB, then a change nobody looked for before it
        // (sysfs is polled): those reads may be of either value, and count
        // for none.
        replay(monitor.sampler(), counters(2), uptimeMs(2));
        setReadahead(root, "4096");
        monitor.refreshReadahead();
        QCOMPARE(monitor.measured(*v42).size(), 1);

        // The advice has what was learnt; with only another value measured
        // there is nothing to compare the value set with.
        const BdiAdvice advice = monitor.advice(*v42);
        QCOMPARE(advice.measured.size(), 1);
        QCOMPARE(advice.measured[0].readAheadKib, 128u);
        QVERIFY(!advice.bestMeasured);
    }

    // A fixture root never touches the user's memory file.
    void fixtureRootsRememberInProcessOnly()
    {
        const QTemporaryDir state;
        qputenv("XDG_STATE_HOME", QFile::encodeName(state.path()));
        const auto copy = copyTree(fixtureRoot(QStringLiteral("read-plus")));
        const SystemRoot root(copy->path());
        setReadahead(root, "128");
        MountMonitor monitor(root);
        monitor.refresh();
        replay(monitor.sampler(), counters(0), uptimeMs(0));
        replay(monitor.sampler(), counters(1), uptimeMs(1));
        monitor.refreshReadahead();
        setReadahead(root, "1024");
        monitor.refreshReadahead();
        QCOMPARE(monitor.measured(*monitor.inventory().table().findByMountpoint(V42)).size(), 1);
        QVERIFY(!QFile::exists(ThroughputMemory::defaultPath()));
        qunsetenv("XDG_STATE_HOME");
    }
};

QTEST_GUILESS_MAIN(TestThroughputRecorder)
#include "tst_throughputrecorder.moc"
