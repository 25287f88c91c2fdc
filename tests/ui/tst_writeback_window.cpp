// SPDX-License-Identifier: GPL-2.0-or-later
// The Write-back page, driven as an admin drives it (offscreen, the real
// widgets) on a copy of a real kernel's root ("writes"): what it says about
// the limit, what Set does (and refuses), and how the charts, the table of
// writing mounts and the advice follow the samples.
#include "appsession.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "widgets/changespage.h"
#include "widgets/writebackcharts.h"
#include "widgets/writebackpage.h"
#include "windowdriver.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include <cmath>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

constexpr quint64 MemTotalKib = 2012260; // the test VM's

// The kernel's default limit, counted here from its definition
// (16 * int_sqrt(totalram pages) pages of 4 KiB), not by the code under test.
quint64 kernelDefaultKib()
{
    const auto pages = MemTotalKib / 4;
    auto root = quint64(std::sqrt(double(pages)));
    while (root * root > pages)
        --root;
    while ((root + 1) * (root + 1) <= pages)
        ++root;
    return 16 * root * 4;
}

void writeMeminfo(const QString &root, quint64 writebackKib)
{
    writeFile(root + QStringLiteral("/proc/meminfo"),
              QStringLiteral("MemTotal:        %1 kB\nDirty:            2048 kB\n"
                             "Writeback:        %2 kB\nWritebackTmp:        0 kB\n")
                  .arg(MemTotalKib)
                  .arg(writebackKib)
                  .toLatin1());
}

struct Window
{
    std::unique_ptr<QTemporaryDir> root;
    std::unique_ptr<AppSession> session;
    WritebackPage *page = nullptr;

    QString path(const QString &relative) const { return root->path() + relative; }
    QString label(const char *name) const { return child<QLabel>(page, name)->text(); }
};

// A copy of the root with meminfo and the live limit, its window on the
// Write-back page. The sampler's timer is stopped: the tests sample.
Window open(const QString &fixture = QStringLiteral("writes"))
{
    Window window;
    window.root = copyTree(fixtureRoot(fixture));
    writeMeminfo(window.root->path(), 0);
    // Like any system root, it has /etc (the helper makes sysctl.d, not /etc).
    QDir().mkpath(window.path(QStringLiteral("/etc")));
    writeFile(window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb")),
              QByteArray::number(kernelDefaultKib()) + '\n');
    writeFile(window.path(QStringLiteral("/usr/lib/sysctl.d/50-a.conf")),
              "# vendor\nfs.nfs.nfs_congestion_kb = 524288\n");
    LaunchOptions options;
    options.root = window.root->path();
    auto session = AppSession::create(options);
    if (!session)
        qFatal("%s", qPrintable(session.error().message));
    window.session = std::move(session).value();
    window.session->start();
    window.session->monitor().sampler().stop();
    MainWindow &main = window.session->window();
    main.show();
    main.showPage(MainWindow::WritebackTab);
    window.page = main.findChild<WritebackPage *>();
    return window;
}

// One sample with mountstats.N of the fixture and Writeback at `writebackKib`.
void sample(Window &window, int snapshot, quint64 writebackKib)
{
    QTest::qWait(5); // rates need time between samples
    QFile::remove(window.path(QStringLiteral("/proc/self/mountstats")));
    QVERIFY(QFile::copy(fixtureDir(QStringLiteral("writes")) +
                            QStringLiteral("/mountstats.%1").arg(snapshot),
                        window.path(QStringLiteral("/proc/self/mountstats"))));
    writeMeminfo(window.root->path(), writebackKib);
    window.session->monitor().sampler().sample();
}

quint64 kernelCounter(int snapshot, const QString &mountpoint, const char *line, int index)
{
    const QJsonArray mounts =
        expectedJsonFile(fixtureDir(QStringLiteral("writes")) +
                         QStringLiteral("/counters.json"))[u"snapshots"][snapshot][u"mounts"]
            .toArray();
    for (const QJsonValue &mount : mounts) {
        if (mount[u"mountpoint"].toString() == mountpoint)
            return quint64(mount[QLatin1String(line)][index].toInteger());
    }
    return 0;
}

} // namespace

class TestWritebackWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void showsTheLimitAndWhereBootGetsIt()
    {
        Window window = open();
        const QString live = QLocale().toString(kernelDefaultKib());
        QVERIFY2(window.label("congestionNow").contains(live + QStringLiteral(" KiB")),
                 qPrintable(window.label("congestionNow")));
        // A value that is no whole MiB is said once ("158,976 KiB (158,976
        // KiB)" was).
        QVERIFY2(!window.label("congestionNow").contains(live + QStringLiteral(" KiB (")),
                 qPrintable(window.label("congestionNow")));
        QVERIFY2(window.label("congestionDefault").contains(live + QStringLiteral(" KiB")),
                 qPrintable(window.label("congestionDefault")));
        QVERIFY2(window.label("congestionAtBoot").contains(u"/usr/lib/sysctl.d/50-a.conf line 2"),
                 qPrintable(window.label("congestionAtBoot")));
        // An /etc file of the same name shadows the vendor's (systemd-sysctl).
        writeFile(window.path(QStringLiteral("/etc/sysctl.d/50-a.conf")),
                  "fs.nfs.nfs_congestion_kb=262144\n");
        window.page->reloadLimit();
        QVERIFY2(window.label("congestionAtBoot").contains(u"/etc/sysctl.d/50-a.conf line 1"),
                 qPrintable(window.label("congestionAtBoot")));
    }

    // F5 (Refresh) reads "At boot" again: a file that appeared since wins
    // (issue 47, item 9: the page went on showing the vendor's).
    void refreshReadsWhereBootGetsItAgain()
    {
        Window window = open();
        QVERIFY(window.label("congestionAtBoot").contains(u"/usr/lib/sysctl.d/50-a.conf"));
        writeFile(window.path(QStringLiteral("/etc/sysctl.d/70-b.conf")),
                  "fs.nfs.nfs_congestion_kb = 131072\n");
        window.session->window().findChild<QAction *>(QStringLiteral("refreshAction"))->trigger();
        QTRY_VERIFY2(window.label("congestionAtBoot").contains(u"/etc/sysctl.d/70-b.conf line 1"),
                     qPrintable(window.label("congestionAtBoot")));
    }

    // Each NFS BDI's share of the dirty limit: the mount held to 20 %
    // (strictly) on Linux 7.3 is named with its share in bytes, the other
    // is not; where sysfs has no such files, the page says it does not know.
    void perMountLimitsNameTheHeldMounts()
    {
        {
            Window window = open(QStringLiteral("bdi-limits-7.3"));
            const QString text = window.label("bdiLimits");
            QVERIFY2(text.startsWith(u"/mnt/v42-held: 20 % of the dirty limit ("),
                     qPrintable(text));
            QVERIFY2(text.endsWith(u", strictly"), qPrintable(text));
            QVERIFY2(!text.contains(u"/mnt/v3"), qPrintable(text));
        }
        Window window = open(); // captured with readahead only
        QVERIFY2(window.label("bdiLimits").startsWith(u"unknown"),
                 qPrintable(window.label("bdiLimits")));
    }

    void setNowAndKeepAfterReboot()
    {
        Window window = open();
        auto *set = child<QPushButton>(window.page, "setCongestionButton");
        type(window.page, "congestionValue", QStringLiteral("1G"));
        QVERIFY(set->isEnabled());
        QVERIFY2(window.label("congestionPreview").contains(u"to 1,048,576 KiB now, until"),
                 qPrintable(window.label("congestionPreview")));
        child<QCheckBox>(window.page, "keepCongestion")->setChecked(true);
        QVERIFY2(window.label("congestionPreview").contains(u"/etc/sysctl.d/60-nfs-tuner.conf"),
                 qPrintable(window.label("congestionPreview")));
        click(window.page, "setCongestionButton");
        QTRY_VERIFY2(window.label("congestionStatus").contains(u"Saved"),
                     qPrintable(window.label("congestionStatus")));
        QCOMPARE(
            readFile(window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"))).trimmed(),
            QByteArray("1048576"));
        QVERIFY(readFile(window.path(QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf")))
                    .contains("fs.nfs.nfs_congestion_kb = 1048576"));
        QVERIFY2(window.label("congestionNow").contains(u"1,048,576 KiB"),
                 qPrintable(window.label("congestionNow")));
        // 60-nfs-tuner.conf is read after 50-a.conf: it decides at boot.
        QVERIFY2(
            window.label("congestionAtBoot").contains(u"/etc/sysctl.d/60-nfs-tuner.conf line 1"),
            qPrintable(window.label("congestionAtBoot")));
    }

    // 64 KiB, thousands of times below the kernel's default here and less
    // than four WRITEs of the mounts' wsize: the page warns, and only a
    // second press sets it (it set it on one, without a word).
    void aTinyLimitIsWarnedAndConfirmed()
    {
        Window window = open();
        const QString proc = window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
        const QByteArray before = readFile(proc);
        auto *set = child<QPushButton>(window.page, "setCongestionButton");
        type(window.page, "congestionValue", QStringLiteral("64"));
        auto *warning = child<QLabel>(window.page, "congestionValueWarnings");
        QVERIFY2(warning->isVisibleTo(window.page) && warning->text().startsWith(u"64 KiB "),
                 qPrintable(warning->text()));
        click(window.page, "setCongestionButton");
        QTest::qWait(200);
        QCOMPARE(readFile(proc), before);
        QCOMPARE(set->text(), QStringLiteral("Set an&yway"));
        // Another value is warned about afresh.
        type(window.page, "congestionValue", QStringLiteral("32"));
        QCOMPARE(set->text(), QStringLiteral("&Set limit"));
        click(window.page, "setCongestionButton");
        QTest::qWait(200);
        QCOMPARE(readFile(proc), before);
        click(window.page, "setCongestionButton");
        QTRY_COMPARE(readFile(proc).trimmed(), QByteArray("32"));
    }

    // A write-back change is a live change like any readahead change: a
    // step on the Changes page, undone by Edit > Undo after a preview, an
    // older step's undo says which later one goes with it, and "Restore the
    // values at start" puts the limit back too (issue 37, item 9).
    void writebackChangesAreStepsThatCanBeUndone()
    {
        Window window = open();
        const QString proc = window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"));
        const QByteArray atStart = QByteArray::number(kernelDefaultKib());
        const auto setTo = [&](const QString &text, const QByteArray &kib) {
            type(window.page, "congestionValue", text);
            click(window.page, "setCongestionButton");
            QTRY_COMPARE(readFile(proc).trimmed(), kib);
            QTRY_VERIFY(child<QPushButton>(window.page, "setCongestionButton")->isEnabled() ||
                        window.label("congestionStatus").contains(u"→"));
        };
        setTo(QStringLiteral("1G"), QByteArrayLiteral("1048576"));
        MainWindow &main = window.session->window();
        auto *changes = main.findChild<ChangesPage *>();
        auto *steps = child<QTreeWidget>(changes, "steps");
        QTRY_COMPARE(steps->topLevelItemCount(), 1);
        QTreeWidgetItem *step = steps->topLevelItem(0);
        QCOMPARE(step->text(1), QStringLiteral("Set the write-back limit"));
        QCOMPARE(step->childCount(), 1);
        QCOMPARE(step->child(0)->text(1), QStringLiteral("fs.nfs.nfs_congestion_kb: %1 KiB → 1 GiB")
                                              .arg(QLocale().toString(kernelDefaultKib())));

        // Ctrl+Z (Edit > Undo): the Changes page previews putting it back;
        // nothing changes before the confirm.
        QCOMPARE(child<QAction>(&main, "undoAction")->shortcut(), QKeySequence(QKeySequence::Undo));
        main.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&main));
        QTest::keyClick(&main, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(changes->isVisible());
        const QString undoPlan = items(child<QListWidget>(changes, "previewEntries")).join(u'\n');
        QCOMPARE(undoPlan, QStringLiteral("fs.nfs.nfs_congestion_kb: 1 GiB → %1 KiB")
                               .arg(QLocale().toString(kernelDefaultKib())));
        QCOMPARE(readFile(proc).trimmed(), QByteArrayLiteral("1048576"));
        click(changes, "confirmButton");
        QTRY_COMPARE(readFile(proc).trimmed(), atStart);
        QTRY_COMPARE(steps->topLevelItemCount(), 2);
        QCOMPARE(child<QLabel>(changes, "status")->text(),
                 QStringLiteral("Done: fs.nfs.nfs_congestion_kb: 1 GiB → %1 KiB")
                     .arg(QLocale().toString(kernelDefaultKib())));
        // The Write-back page shows what the undo left, and no longer the
        // result of the step undone.
        QTRY_VERIFY2(window.label("congestionNow").contains(QLocale().toString(kernelDefaultKib())),
                     qPrintable(window.label("congestionNow")));
        QVERIFY2(window.label("congestionStatus").isEmpty(),
                 qPrintable(window.label("congestionStatus")));

        // Two steps; undoing the older one says the newer goes with it.
        main.showPage(MainWindow::WritebackTab);
        setTo(QStringLiteral("2G"), QByteArrayLiteral("2097152"));
        setTo(QStringLiteral("512M"), QByteArrayLiteral("524288"));
        main.showPage(MainWindow::ChangesTab);
        QTRY_COMPARE(steps->topLevelItemCount(), 4);
        steps->setCurrentItem(steps->topLevelItem(1)); // newest first: the 2 GiB step
        click(changes, "undoStepButton");
        const QString olderPlan = items(child<QListWidget>(changes, "previewEntries")).join(u'\n');
        QVERIFY2(
            olderPlan.contains(u"512 MiB → %1 KiB"_s.arg(QLocale().toString(kernelDefaultKib()))) &&
                olderPlan.contains(u"set it to 512 MiB") && olderPlan.contains(u"drops that too"),
            qPrintable(olderPlan));
        click(changes, "cancelButton");

        // Restore the values at start: the limit before this window's first change.
        click(changes, "restoreStartButton");
        const QString restorePlan =
            items(child<QListWidget>(changes, "previewEntries")).join(u'\n');
        QVERIFY2(restorePlan.contains(u"fs.nfs.nfs_congestion_kb: 512 MiB → "),
                 qPrintable(restorePlan));
        click(changes, "confirmButton");
        QTRY_COMPARE(readFile(proc).trimmed(), atStart);
        QTRY_VERIFY(!child<QPushButton>(changes, "restoreStartButton")->isEnabled());
    }

    void badValuesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("out of range");
        QTest::newRow("negative") << QStringLiteral("-5") << QStringLiteral("is not a size");
        QTest::newRow("text") << QStringLiteral("lots") << QStringLiteral("is not a size");
        QTest::newRow("above INT_MAX")
            << QStringLiteral("2147483648") << QStringLiteral("out of range");
        QTest::newRow("not whole KiB")
            << QStringLiteral("1500B") << QStringLiteral("is not a size");
    }

    void badValuesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        Window window = open();
        type(window.page, "congestionValue", text);
        QVERIFY(!child<QPushButton>(window.page, "setCongestionButton")->isEnabled());
        QVERIFY2(window.label("congestionError").contains(reason),
                 qPrintable(window.label("congestionError")));
        QVERIFY(window.label("congestionPreview").isEmpty());
        QCOMPARE(
            readFile(window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"))).trimmed(),
            QByteArray::number(kernelDefaultKib()));
    }

    // Keeping the value in a file that a later one overrides would not work:
    // refused before anything changes, naming the file that wins.
    void keepingIsRefusedWhenALaterFileWins()
    {
        Window window = open();
        writeFile(window.path(QStringLiteral("/etc/sysctl.d/99-b.conf")),
                  "fs.nfs.nfs_congestion_kb = 1048576\n");
        type(window.page, "congestionValue", QStringLiteral("2G"));
        auto *set = child<QPushButton>(window.page, "setCongestionButton");
        QVERIFY(set->isEnabled());
        child<QCheckBox>(window.page, "keepCongestion")->setChecked(true);
        QVERIFY(!set->isEnabled());
        // The CLI's words (CongestionAtBoot): one message for one fact.
        QVERIFY2(
            window.label("congestionError").contains(u"/etc/sysctl.d/99-b.conf:1 is read later"),
            qPrintable(window.label("congestionError")));
        child<QCheckBox>(window.page, "keepCongestion")->setChecked(false);
        QVERIFY(set->isEnabled());
    }

    // The real kernel's writes (snapshots 1 to 3: 128 O_DSYNC WRITEs of
    // 64 KiB on /mnt/v42, 256 O_SYNC WRITEs of 4 KiB on /mnt/v3, both with
    // round trips of a few ms) while Writeback sits at 90 % of the limit.
    void chartsTableAndAdviceFollowTheSamples()
    {
        Window window = open();
        const quint64 limit = kernelDefaultKib();
        const quint64 pinned = limit * 9 / 10;
        // The session's own first reading, at start.
        const qsizetype before = window.session->monitor().writebackHistory().size();
        sample(window, 1, pinned);
        sample(window, 2, pinned);
        sample(window, 3, pinned);
        for (int i = 0; i < 9; ++i)
            sample(window, 3, pinned);
        // 12 more readings, each charted as read.
        QLineSeries *writeback = window.page->writebackChart()->writebackSeries();
        QCOMPARE(writeback->count(), before + 12);
        for (qsizetype i = before; i < writeback->count(); ++i)
            QCOMPARE(writeback->at(int(i)).y(), pinned / 1024.0);
        for (const QPointF &point : window.page->writebackChart()->limitSeries()->points())
            QCOMPARE(point.y(), limit / 1024.0);

        // The table: one row per mount that wrote, sizes from the kernel's counters.
        auto *table = child<QTableWidget>(window.page, "writingMounts");
        QCOMPARE(table->rowCount(), 2);
        QStringList rows;
        for (int row = 0; row < table->rowCount(); ++row)
            rows.append(table->item(row, 0)->text() + u' ' + table->item(row, 3)->text());
        rows.sort();
        QCOMPARE(rows,
                 (QStringList{QStringLiteral("/mnt/v3 4 KiB"), QStringLiteral("/mnt/v42 64 KiB")}));

        // The selected mount's chart: one round trip, of the interval that wrote.
        QVERIFY(window.session->window().selectMount(QStringLiteral("/mnt/v3")));
        QScatterSeries *rtt = window.page->mountWritesChart()->rttSeries();
        QCOMPARE(rtt->count(), 1);
        const double kernelRtt = double(kernelCounter(3, u"/mnt/v3"_s, "WRITE", 6) -
                                        kernelCounter(2, u"/mnt/v3"_s, "WRITE", 6)) /
                                 double(kernelCounter(3, u"/mnt/v3"_s, "WRITE", 0) -
                                        kernelCounter(2, u"/mnt/v3"_s, "WRITE", 0));
        QVERIFY(qAbs(rtt->at(0).y() - kernelRtt) < 1e-3);

        // The advice: the limit holds writers back (raise it to a quarter
        // of this 2 GiB machine), and both mounts write small pieces.
        const QString advice = window.label("writebackAdvice");
        QVERIFY2(advice.contains(u"sat at the limit"), qPrintable(advice));
        QVERIFY2(advice.contains(u"/mnt/v3") && advice.contains(u"/mnt/v42"), qPrintable(advice));
        click(window.page, "takeProposalButton");
        QCOMPARE(child<QLineEdit>(window.page, "congestionValue")->text(),
                 QString::number(MemTotalKib / 4));
        QVERIFY(child<QPushButton>(window.page, "setCongestionButton")->isEnabled());
    }

    // Part of the server's limits: where this machine runs nfsd, Health shows
    // the largest READ/WRITE it serves; elsewhere the row is not there.
    void healthShowsThisMachinesNfsd()
    {
        {
            Window window = open();
            window.session->window().showPage(MainWindow::HealthTab);
            QVERIFY(!child<QLabel>(&window.session->window(), "nfsdMaxBlockSize")->isVisible());
        }
        auto root = copyTree(fixtureRoot(QStringLiteral("writes")));
        writeFile(root->path() + QStringLiteral("/proc/fs/nfsd/max_block_size"), "524288\n");
        LaunchOptions options;
        options.root = root->path();
        auto session = AppSession::create(options);
        QVERIFY(session);
        (*session)->start();
        MainWindow &main = (*session)->window();
        main.show();
        main.showPage(MainWindow::HealthTab);
        auto *label = child<QLabel>(&main, "nfsdMaxBlockSize");
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().startsWith(u"512 KiB per READ or WRITE"), qPrintable(label->text()));
    }

    // No NFS client module: the page says so and sets nothing. With NFS
    // mounts listed the client is there: the limit is unknown, not "no NFS
    // client" (a captured root may leave its file out).
    void withoutAnNfsClientNothingIsSet()
    {
        Window window = open();
        QFile::remove(window.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb")));
        window.page->reloadLimit();
        QVERIFY2(window.label("congestionNow").contains(u"is missing, though") &&
                     !window.label("congestionNow").contains(u"no NFS client"),
                 qPrintable(window.label("congestionNow")));
        const QString mountinfo = window.path(QStringLiteral("/proc/self/mountinfo"));
        QByteArray others;
        for (const QByteArray &line : readFile(mountinfo).split('\n')) {
            if (!line.contains(" - nfs"))
                others += line + '\n';
        }
        writeFile(mountinfo, others);
        window.page->reloadLimit();
        QVERIFY2(window.label("congestionNow").contains(u"no NFS client"),
                 qPrintable(window.label("congestionNow")));
        type(window.page, "congestionValue", QStringLiteral("1G"));
        QVERIFY(!child<QPushButton>(window.page, "setCongestionButton")->isEnabled());
    }
};

QTEST_MAIN(TestWritebackWindow)
#include "tst_writeback_window.moc"
