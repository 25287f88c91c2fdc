// SPDX-License-Identifier: GPL-2.0-or-later
// The mount table follows mount changes by inserting and removing rows,
// never by a reset, so the view keeps its selection.
#include "fixtureroot.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "samplerreplay.h"
#include "tableexport.h"
#include "widgets/advicepanel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

int rowOf(const MountTableModel &model, const QString &mountpoint)
{
    for (int i = 0; i < model.rowCount(); ++i) {
        if (model.index(i, 0).data(MountTableModel::ValueRole).toString() == mountpoint)
            return i;
    }
    return -1;
}

} // namespace

class TestMountTableModel : public QObject
{
    Q_OBJECT

private slots:
    void followsMountChangesWithoutReset()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("shared-superblock")));
        const QString mountinfo = copy->path() + QStringLiteral("/proc/self/mountinfo");
        MountMonitor monitor{SystemRoot(copy->path())};
        MountTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        connect(&monitor, &MountMonitor::mountsChanged, &model, [&] { model.sync(monitor); });
        monitor.start();
        QCOMPARE(model.rowCount(), 7);

        QTableView view;
        view.setModel(&model);
        view.selectionModel()->setCurrentIndex(
            model.index(rowOf(model, QStringLiteral("/mnt/e")), 0),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        // /mnt/c is unmounted (the watcher sees the file change).
        QByteArray table = readFile(mountinfo);
        QByteArrayList lines = table.split('\n');
        lines.removeIf([](const QByteArray &line) { return line.contains(" /mnt/c "); });
        writeFile(mountinfo, lines.join('\n'));
        QTRY_COMPARE(model.rowCount(), 6);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(view.selectionModel()->currentIndex().data().toString(), QStringLiteral("/mnt/e"));
        QCOMPARE(view.selectionModel()->selectedRows().size(), 1);

        // A new mount of the v4.2 superblock appears.
        QByteArray line;
        for (const QByteArray &l : lines) {
            if (l.contains(" /mnt/d "))
                line = l;
        }
        line.replace("39 1", "77 1").replace(" /mnt/d ", " /mnt/new ");
        lines.insert(lines.size() - 1, line);
        writeFile(mountinfo, lines.join('\n'));
        QTRY_COMPARE(model.rowCount(), 7);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(view.selectionModel()->currentIndex().data().toString(), QStringLiteral("/mnt/e"));
        const int fresh = rowOf(model, QStringLiteral("/mnt/new"));
        QCOMPARE(model.mountIdAt(fresh), 77);
        QCOMPARE(model.index(fresh, 0).data(MountTableModel::SharingRole).toStringList(),
                 (QStringList{QStringLiteral("/mnt/d"), QStringLiteral("/mnt/e")}));
    }

    void sharedBdisAreOneUnitAndLimitingRowsAreMarked()
    {
        MountMonitor monitor{SystemRoot(fixtureRoot(QStringLiteral("shared-superblock")))};
        monitor.refresh();
        MountTableModel model;
        model.sync(monitor);
        const int a = rowOf(model, QStringLiteral("/mnt/a"));
        const int b = rowOf(model, QStringLiteral("/mnt/b"));
        const int c = rowOf(model, QStringLiteral("/mnt/c"));
        const int d = rowOf(model, QStringLiteral("/mnt/d"));
        const auto group = [&model](int row) {
            return model.index(row, 0).data(MountTableModel::BdiGroupRole).toInt();
        };
        QVERIFY(group(a) >= 0);
        QCOMPARE(group(a), group(b));
        QVERIFY(group(d) >= 0 && group(d) != group(a));
        QCOMPARE(group(c), -1);
        QVERIFY(
            model.index(a, MountTableModel::Bdi).data().toString().contains(QStringLiteral("×4")));
        QVERIFY(model.index(a, MountTableModel::Bdi)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("/mnt/sub")));

        // 0:29 reads ahead 2048 KiB >= rsize; 0:32 (d, e) 128 KiB < 1 MiB.
        QCOMPARE(model.index(a, 0).data(MountTableModel::LimitingRole).toBool(), false);
        QCOMPARE(model.index(d, 0).data(MountTableModel::LimitingRole).toBool(), true);
        QVERIFY(model.index(d, MountTableModel::ReadaheadNow)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("5.4")));
        QCOMPARE(model.index(a, MountTableModel::ReadaheadNow)
                     .data(MountTableModel::SortRole)
                     .toLongLong(),
                 2048);
        QCOMPARE(model.index(a, MountTableModel::ReadaheadNext).data().toString(),
                 QStringLiteral("128 KiB"));
    }

    // "On next mount" follows what is installed to apply it: with nothing,
    // the kernel's 128 KiB, saying which settings will not apply and why;
    // with nfsrahead, its value; with nfs-tuner-rahead too, a rule's value,
    // and the tooltip names the rule, its line and who sets it; other
    // mounts keep nfsrahead's value.
    void nextMountFollowsTheRules()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        const SystemRoot root(copy->path());
        QVERIFY(QDir().mkpath(root.path(QStringLiteral("/etc/nfs.conf.d"))));
        QFile conf(root.path(QStringLiteral("/etc/nfs.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[nfsrahead]\nnfs4 = 2048\n");
        conf.close();
        QFile rules(root.path(QStringLiteral("/etc/nfs.conf.d/50-rules.conf")));
        QVERIFY(rules.open(QIODevice::WriteOnly));
        rules.write("[nfs-tuner]\n/mnt/v3 = 640\n");
        rules.close();
        MountMonitor monitor{root};
        monitor.refresh();
        monitor.reloadConfig();
        MountTableModel model;
        model.sync(monitor);
        const auto next = [&model](const char *mountpoint) {
            return model.index(rowOf(model, QLatin1String(mountpoint)),
                               MountTableModel::ReadaheadNext);
        };
        // Nothing applies settings at mount time: the kernel's 128 KiB,
        // and what will not apply, said first and flagged.
        {
            QCOMPARE(next("/mnt/v42").data().toString(), QStringLiteral("128 KiB"));
            const QString tip = next("/mnt/v42").data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.startsWith(QStringLiteral("[nfsrahead] nfs4 at /etc/nfs.conf:2 (2 MiB) "
                                                   "will not apply: nfsrahead is not installed")),
                     qPrintable(tip));
            QVERIFY2(tip.contains(u"the kernel gives a new NFS mount 128 KiB"), qPrintable(tip));
            QVERIFY(!next("/mnt/v42").data(Qt::DecorationRole).isNull());
        }
        installNfsrahead(copy->path());
        monitor.reloadConfig();
        model.sync(monitor);
        // nfsrahead now, no nfs-tuner-rahead: the mount gets what nfsrahead
        // sets (no "nfs" key: its built-in 128 KiB), and says why.
        {
            const QModelIndex v3 = next("/mnt/v3");
            QCOMPARE(v3.data().toString(), QStringLiteral("128 KiB"));
            QVERIFY2(v3.data(Qt::ToolTipRole)
                         .toString()
                         .startsWith(QStringLiteral("The [nfs-tuner] rule /mnt/v3 at "
                                                    "/etc/nfs.conf.d/50-rules.conf:2 will not "
                                                    "apply: No udev rule runs nfs-tuner-rahead")),
                     qPrintable(v3.data(Qt::ToolTipRole).toString()));
            QVERIFY(!v3.data(Qt::DecorationRole).isNull());
            QCOMPARE(next("/mnt/v42").data().toString(), QStringLiteral("2 MiB"));
            QVERIFY(!next("/mnt/v42").data(Qt::ToolTipRole).toString().contains(u"will not apply"));
        }
        installRulesHelper(copy->path());
        monitor.reloadConfig();
        model.sync(monitor);
        const QModelIndex v3 =
            model.index(rowOf(model, QStringLiteral("/mnt/v3")), MountTableModel::ReadaheadNext);
        const QModelIndex v42 =
            model.index(rowOf(model, QStringLiteral("/mnt/v42")), MountTableModel::ReadaheadNext);
        QCOMPARE(v3.data().toString(), QStringLiteral("640 KiB"));
        QVERIFY2(v3.data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral(
                         "[nfs-tuner] rule /mnt/v3 at /etc/nfs.conf.d/50-rules.conf:2")),
                 qPrintable(v3.data(Qt::ToolTipRole).toString()));
        QCOMPARE(v42.data().toString(), QStringLiteral("2 MiB"));
        QVERIFY2(v42.data(Qt::ToolTipRole).toString().contains(QStringLiteral("[nfsrahead] nfs4")),
                 qPrintable(v42.data(Qt::ToolTipRole).toString()));
    }

    // The rows keep their series between samples and look them up again
    // only when the sampler's series moved: a mount's block leaving
    // mountstats and coming back must still show that mount's rates, never
    // an ended series' (read through a pointer kept too long) or none.
    void ratesFollowSeriesThatEndAndComeBack()
    {
        const SystemRoot root(fixtureRoot(QStringLiteral("advice-6.12")));
        MountMonitor monitor{root};
        monitor.refresh();
        MountTableModel model;
        model.sync(monitor);
        const auto counters = MountStats::read(root);
        QVERIFY(counters);
        const QString gone = QStringLiteral("/mnt/stream-128");
        // Every mount's counters scaled down by `part` (of their bytes).
        const auto scaled = [&](quint64 part, bool withGone) {
            QList<MountCounters> all;
            for (MountCounters mount : *counters) {
                if (mount.mountpoint == gone && !withGone)
                    continue;
                for (quint64 &value : mount.bytes)
                    value /= part;
                for (OpCounters *op : {&mount.read, &mount.write, &mount.commit}) {
                    for (quint64 *field : {&op->ops, &op->transmissions, &op->majorTimeouts,
                                           &op->bytesSent, &op->bytesReceived, &op->queueMs,
                                           &op->rttMs, &op->executeMs, &op->errors})
                        *field /= part;
                }
                mount.readPlusOps /= part;
                mount.allOps /= part;
                mount.allTransmissions /= part;
                all.append(mount);
            }
            return all;
        };
        const auto readRate = [&](const QString &mountpoint) {
            return model.index(rowOf(model, mountpoint), MountTableModel::ReadRate)
                .data(MountTableModel::ValueRole);
        };
        const auto sampled = [&](const QString &mountpoint) {
            const auto *series = monitor.sampler().series(mountpoint);
            return series && series->latest ? QVariant(series->latest->readBytesPerSecond)
                                            : QVariant();
        };
        // The Advice tooltip gives the reasons for the row's window: the
        // same as for the monitor's window of the mount by name.
        const auto adviceTip = [&](const QString &mountpoint) {
            return model.index(rowOf(model, mountpoint), MountTableModel::Advice)
                .data(Qt::ToolTipRole)
                .toString();
        };
        const auto reasonsByName = [&](const QString &mountpoint) {
            const MountInventory &inventory = monitor.inventory();
            const NfsMount *mount = inventory.table().findByMountpoint(mountpoint);
            const BdiAdvice advice = ReadaheadAdvisor::advise(ReadaheadAdvisor::Input::forMount(
                *mount, inventory.mountpointsSharingBdi(*mount), inventory.readAheadKb(mount->bdi),
                monitor.recentReads(mountpoint)));
            QStringList reasons;
            for (const AdviceReason &reason : advice.reasons)
                reasons.append(reason.text);
            return reasons.join(QLatin1Char('\n'));
        };
        const QString other = QStringLiteral("/mnt/stream-15m");
        replay(monitor.sampler(), scaled(4, true), 0);
        replay(monitor.sampler(), scaled(2, true), 1000);
        model.updateRates(monitor);
        QVERIFY(readRate(gone).toDouble() > 0);
        QCOMPARE(readRate(gone), sampled(gone));
        QCOMPARE(readRate(other), sampled(other));

        QCOMPARE(adviceTip(gone), reasonsByName(gone));
        const QString before = adviceTip(gone);

        replay(monitor.sampler(), scaled(1, false), 2000); // its block left
        model.updateRates(monitor);
        QVERIFY(!readRate(gone).isValid());
        QCOMPARE(readRate(other), sampled(other));
        QCOMPARE(adviceTip(gone), reasonsByName(gone)); // its window forgotten
        QVERIFY(adviceTip(gone) != before);

        replay(monitor.sampler(), scaled(4, true), 3000); // back: a new series
        model.updateRates(monitor);
        QVERIFY(!readRate(gone).isValid());
        replay(monitor.sampler(), scaled(1, true), 5000);
        model.updateRates(monitor);
        QVERIFY(readRate(gone).toDouble() > 0);
        QCOMPARE(readRate(gone), sampled(gone));
        QCOMPARE(adviceTip(gone), reasonsByName(gone));
        QCOMPARE(adviceTip(other), reasonsByName(other));
    }

    // The Advice column and the attention flag follow the advisor on the
    // last minute of reads: here a minute holding each workload of the
    // real-kernel advice-6.12 root (its counters since mount).
    void adviceColumnAndAttentionFollowTheAdvisor()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("advice-6.12")));
        const SystemRoot root(copy->path());
        // New mounts get 15 MiB: the next-mount flag stays out of the way.
        QVERIFY(QDir().mkpath(root.path(QStringLiteral("/etc"))));
        QFile conf(root.path(QStringLiteral("/etc/nfs.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[nfsrahead]\nnfs4 = 15360\n");
        conf.close();
        installNfsrahead(copy->path());
        MountMonitor monitor{root};
        monitor.refresh();
        monitor.reloadConfig();
        MountTableModel model;
        QAbstractItemModelTester tester(&model);
        model.sync(monitor);
        QCOMPARE(model.rowCount(), 6);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, MountTableModel::Advice).data().toString(),
                     QStringLiteral("Not enough data"));

        const auto counters = MountStats::read(root);
        QVERIFY(counters);
        replay(monitor.sampler(), zeroed(*counters), 0);
        model.updateRates(monitor);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        replay(monitor.sampler(), *counters, 60000);
        model.updateRates(monitor);

        const auto advice = [&](const char *mountpoint) {
            return model.index(rowOf(model, QLatin1String(mountpoint)), MountTableModel::Advice);
        };
        const auto attention = [&](const char *mountpoint) {
            return advice(mountpoint).data(MountTableModel::AttentionRole).toBool();
        };
        QCOMPARE(advice("/mnt/stream-128").data().toString(), QStringLiteral("Raise to 1 MiB"));
        QCOMPARE(advice("/mnt/stream-15m").data().toString(), QStringLiteral("Keep"));
        QCOMPARE(advice("/mnt/random-15m").data().toString(), QStringLiteral("Lower to 1 MiB"));
        QCOMPARE(advice("/mnt/idle").data().toString(), QStringLiteral("Not enough data"));
        QCOMPARE(advice("/mnt/random-15m").data(MountTableModel::VerdictRole).toString(),
                 QStringLiteral("lower"));
        QVERIFY(advice("/mnt/random-15m")
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("nobody reads")));
        QVERIFY(!advice("/mnt/random-15m").data(Qt::DecorationRole).isNull());
        // Readahead 15 MiB, READs of 256 KiB, next mount 15 MiB: nothing
        // but the advice calls for attention; the stream at 15 MiB is fine.
        QCOMPARE(advice("/mnt/random-15m").data(MountTableModel::LimitingRole).toBool(), false);
        QCOMPARE(attention("/mnt/random-15m"), true);
        QCOMPARE(attention("/mnt/stream-15m"), false);
        QCOMPARE(advice("/mnt/random-15m").data(MountTableModel::ValueRole).toInt(), 1024);
        // The advice changed: its column was announced, with the verdict.
        bool announced = false;
        for (const QList<QVariant> &signal : changed) {
            const auto roles = signal.at(2).value<QList<int>>();
            announced =
                announced || (signal.at(1).toModelIndex().column() >= MountTableModel::Advice &&
                              roles.contains(MountTableModel::VerdictRole));
        }
        QVERIFY(announced);
    }

    // After a readahead change the Advice column judges only reads of
    // files opened since: the kernel gives a file its readahead when it is
    // opened, so until a file on the mount is closed, reads (however many)
    // may be of files opened at the old value (issue 47, item 5: 2 s after
    // 128 KiB -> 15 MiB the advice counted READs of 266 KiB and said keep).
    void adviceAfterAChangeWaitsForAFileOpenedSince()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("advice-6.12")));
        const SystemRoot root(copy->path());
        MountMonitor monitor{root};
        monitor.refresh();
        monitor.reloadConfig();
        MountTableModel model;
        model.sync(monitor);
        const auto counters = MountStats::read(root);
        QVERIFY(counters);
        const QString stream = QStringLiteral("/mnt/stream-128");
        replay(monitor.sampler(), zeroed(*counters), 0);
        replay(monitor.sampler(), *counters, 60000);
        model.updateRates(monitor);
        const auto advice = [&] {
            return model.index(rowOf(model, stream), MountTableModel::Advice);
        };
        QCOMPARE(advice().data().toString(), QStringLiteral("Raise to 1 MiB"));

        // 15 MiB set; then READs as before, of the file opened before it.
        writeFile(root.path(QStringLiteral("/sys/class/bdi/0:32/read_ahead_kb")), "15360\n");
        monitor.refreshReadahead();
        model.sync(monitor);
        QList<MountCounters> later = *counters;
        const auto more = [&later, &stream](quint64 releases) {
            for (MountCounters &mount : later) {
                if (mount.mountpoint != stream)
                    continue;
                mount.read.ops += 2000;
                mount.read.transmissions += 2000;
                mount.read.bytesReceived += 2000ull * 131072;
                mount.read.rttMs += 2000;
                mount.read.executeMs += 4000;
                mount.bytes[MountCounters::NormalRead] += 2000ull * 131072;
                mount.bytes[MountCounters::ServerRead] += 2000ull * 131072;
                mount.fileReleases += releases;
            }
        };
        more(0);
        replay(monitor.sampler(), later, 62000);
        model.updateRates(monitor);
        QCOMPARE(advice().data().toString(), QStringLiteral("Not enough data"));
        QVERIFY2(advice()
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(u"No file on the mount was "
                               u"closed since the change"),
                 qPrintable(advice().data(Qt::ToolTipRole).toString()));
        // The file closed: what follows counts.
        more(1);
        replay(monitor.sampler(), later, 63000);
        more(0);
        replay(monitor.sampler(), later, 65000);
        // And the advice waits 10 s after its window restarted (at the
        // close) for evidence (advicethresholds.h, MinSecondsAfterChange).
        more(0);
        replay(monitor.sampler(), later, 75000);
        model.updateRates(monitor);
        QVERIFY2(!advice().data(Qt::ToolTipRole).toString().contains(u"No file on the mount"),
                 qPrintable(advice().data(Qt::ToolTipRole).toString()));
        QVERIFY2(advice().data().toString() != QStringLiteral("Not enough data"),
                 qPrintable(advice().data(Qt::ToolTipRole).toString()));
    }

    // What each value gave reaches the Advice column and the Readahead
    // page: a real read at 128 KiB (read-plus, 0 to 1), then the read of
    // 1 to 2 spread over a minute at 1 MiB (its READs were in flight for
    // 1.3 s of it: 51 MB/s against 82 at 128 KiB), and after a second
    // minute at 1 MiB (50 MB/s), confirmed by a look at sysfs: go back to
    // 128 KiB, and offer it.
    void adviceWeighsWhatEachValueGave()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("read-plus")));
        const SystemRoot root(copy->path());
        const auto setReadahead = [&](const char *kib) {
            QFile file(root.path(QStringLiteral("/sys/class/bdi/0:33/read_ahead_kb")));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray(kib) + '\n');
        };
        const auto snapshot = [&](int n) {
            QFile file(fixtureDir(QStringLiteral("read-plus")) +
                       QStringLiteral("/mountstats.%1").arg(n));
            return file.open(QIODevice::ReadOnly) ? MountStats::parse(file.readAll())
                                                  : QList<MountCounters>();
        };
        setReadahead("128");
        MountMonitor monitor{root};
        monitor.refresh();
        MountTableModel model;
        QAbstractItemModelTester tester(&model);
        model.sync(monitor);
        replay(monitor.sampler(), snapshot(0), 11050);
        replay(monitor.sampler(), snapshot(1), 11950);
        monitor.refreshReadahead(); // 128 KiB confirmed
        setReadahead("1024");
        monitor.refreshReadahead(); // 128 KiB measured
        model.sync(monitor);
        replay(monitor.sampler(), snapshot(2), 11950 + 61000);
        monitor.refreshReadahead(); // a minute at 1 MiB: measured
        model.updateRates(monitor);

        const QModelIndex advice =
            model.index(rowOf(model, QStringLiteral("/mnt/v42")), MountTableModel::Advice);
        // One window is not enough to leave the value set now.
        QVERIFY(!advice.data().toString().startsWith(QStringLiteral("Lower")));
        // The read of 3 to 4 (64 MiB, in flight for 1.34 s: 50 MB/s) as a
        // second minute at 1 MiB (2 to 3 read on another mount).
        replay(monitor.sampler(), snapshot(3), 11950 + 62000);
        replay(monitor.sampler(), snapshot(4), 11950 + 123000);
        monitor.refreshReadahead(); // a second minute at 1 MiB: measured
        model.updateRates(monitor);
        QCOMPARE(advice.data().toString(), QStringLiteral("Lower to 128 KiB"));
        QVERIFY2(advice.data(Qt::ToolTipRole).toString().contains(QStringLiteral("go back to")),
                 qPrintable(advice.data(Qt::ToolTipRole).toString()));

        AdvicePanel panel(monitor);
        panel.setSelection(
            {monitor.inventory().table().findByMountpoint(QStringLiteral("/mnt/v42"))->mountId});
        panel.show();
        auto *best = panel.findChild<QPushButton *>(QStringLiteral("applyBestMeasuredButton"));
        QVERIFY(best->isVisible());
        QSignalSpy asked(&panel, &AdvicePanel::applyRequested);
        best->click();
        QCOMPARE(asked.size(), 1);
        // Its preview says what it does ("Apply advice" was its title).
        QCOMPARE(asked.at(0).at(0).toString(), QStringLiteral("Back to the best measured value"));
        const auto values = asked.at(0).at(1).value<QList<QPair<BdiId, quint32>>>();
        QCOMPARE(values.size(), 1);
        QCOMPARE(values[0].second, 128u);
    }

    // Export (File > Export table…): each value under its own key, every
    // column, read back against what the kernel said at capture
    // (expected.json), in CSV and in JSON.
    void exportWritesEachValueUnderItsOwnKey()
    {
        const QStringList keys{u"mountpoint"_s,
                               u"source"_s,
                               u"version"_s,
                               u"bdi"_s,
                               u"rsize"_s,
                               u"wsize"_s,
                               u"read_ahead_kb"_s,
                               u"next_mount_read_ahead_kb"_s,
                               u"read_bytes_per_second"_s,
                               u"write_bytes_per_second"_s,
                               u"average_read_bytes"_s,
                               u"recommended_kb"_s,
                               u"limit"_s,
                               u"readonly"_s,
                               u"bind_root"_s,
                               u"nconnect"_s,
                               u"proto"_s};
        QCOMPARE(keys.size(), int(MountTableModel::ColumnCount));
        MountMonitor monitor{SystemRoot(fixtureRoot(u"shared-superblock"_s))};
        MountTableModel model;
        connect(&monitor, &MountMonitor::mountsChanged, &model, [&] { model.sync(monitor); });
        monitor.start();
        QCOMPARE(model.rowCount(), 7);

        const QList<QByteArray> lines = TableExport::toCsv(model).split('\n');
        QCOMPARE(QString::fromUtf8(lines[0].trimmed()), keys.join(u','));
        QMap<QString, QStringList> csvRows; // mount point -> fields
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (lines[i].trimmed().isEmpty())
                continue;
            const QStringList fields = QString::fromUtf8(lines[i].trimmed()).split(u',');
            QCOMPARE(fields.size(), keys.size());
            csvRows.insert(fields[0], fields);
        }
        const QJsonArray json =
            QJsonDocument::fromJson(TableExport::toJson(model)).object()[u"mounts"_s].toArray();
        QCOMPARE(json.size(), 7);
        QMap<QString, QJsonObject> jsonRows;
        for (const QJsonValue &row : json) {
            QCOMPARE(row.toObject().keys().size(), keys.size());
            jsonRows.insert(row[u"mountpoint"_s].toString(), row.toObject());
        }

        const QJsonArray mounts = expectedJson(u"shared-superblock"_s)[u"mounts"_s].toArray();
        for (const QJsonValue &value : mounts) {
            const QJsonObject kernel = value.toObject();
            const QString mountpoint = kernel[u"mountpoint"_s].toString();
            const QStringList &csv = csvRows[mountpoint];
            const QJsonObject &mine = jsonRows[mountpoint];
            const auto csvAt = [&](const QString &key) { return csv.value(keys.indexOf(key)); };
            for (const QString &key : {u"source"_s, u"version"_s, u"bdi"_s, u"proto"_s}) {
                QCOMPARE(csvAt(key), kernel[key].toString());
                QCOMPARE(mine[key].toString(), kernel[key].toString());
            }
            for (const QString &key : {u"rsize"_s, u"wsize"_s, u"read_ahead_kb"_s}) {
                QCOMPARE(csvAt(key), QString::number(kernel[key].toInteger()));
                QCOMPARE(mine[key].toInteger(), kernel[key].toInteger());
            }
            const QString readonly = kernel[u"readonly"_s].toBool() ? u"true"_s : u"false"_s;
            QCOMPARE(csvAt(u"readonly"_s), readonly);
            QCOMPARE(mine[u"readonly"_s].toBool(), kernel[u"readonly"_s].toBool());
            QVERIFY(mine[u"nconnect"_s].isNull());       // not set on these mounts
            QVERIFY(mine[u"recommended_kb"_s].isNull()); // no reads, no advice
        }
    }
};

QTEST_MAIN(TestMountTableModel)
#include "tst_mounttablemodel.moc"
