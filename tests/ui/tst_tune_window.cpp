// SPDX-License-Identifier: GPL-2.0-or-later
// Tune… in the demo, on its simulated reads: the trials and the chart as
// they run, the knee kept as a change on the Changes page that Undo takes
// back, Put back and Stop putting the start back; the table's context menu
// opening it; and on a captured system, why it cannot run.
#include "appsession.h"
#include "base/translations.h"
#include "base/units.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "widgets/changespage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/sweepchart.h"
#include "widgets/tunedialog.h"
#include "windowdriver.h"

#include <QApplication>
#include <QLabel>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTreeWidget>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const QString Media = QStringLiteral("/mnt/media");

QString sysfs(const SystemRoot &root, const QString &bdi)
{
    return QString::fromLatin1(
        readFile(root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi))).trimmed());
}

struct Tuning
{
    std::unique_ptr<AppSession> session;
    SystemRoot root;
    QString bdi;
    QPointer<TuneDialog> dialog;
};

// The demo with /mnt/media selected, its BDI at 128 KiB, and Tune…
// opened from the Readahead page.
Tuning openTune()
{
    Tuning t{demoSession(), SystemRoot(), QString(), nullptr};
    t.root = t.session->monitor().root();
    MainWindow &window = t.session->window();
    t.bdi = cell(window, Media, MountTableModel::Bdi).section(QLatin1Char(' '), 0, 0);
    writeFile(t.root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(t.bdi)), "128\n");
    t.session->monitor().refreshReadahead();
    window.selectMount(Media);
    window.showPage(MainWindow::ReadaheadPage);
    auto *editor = window.findChild<ReadaheadEditor *>();
    auto *button = child<QAbstractButton>(editor, "tuneButton");
    if (!button->isEnabled())
        qFatal("Tune… is not enabled: %s", qPrintable(button->toolTip()));
    button->click();
    t.dialog = editor->findChild<TuneDialog *>();
    return t;
}

} // namespace

class TestTuneWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp);
    }
    void init() { QSettings().clear(); }

    // To the end: a row per trial, the chart's points each value's figure
    // with the knee marked, the knee held; Keep makes it a change on the
    // Changes page from 128 KiB, and Undo there puts 128 KiB back.
    void keepsTheKneeAsAChangeThatUndoTakesBack()
    {
        Tuning t = openTune();
        QVERIFY(t.dialog && t.dialog->isVisible());
        QVERIFY2(mnemonicProblem(t.dialog).isEmpty(), qPrintable(mnemonicProblem(t.dialog)));
        click(t.dialog, "tune");
        QVERIFY(t.dialog->isTuning());
        QVERIFY(!child<QAbstractButton>(t.dialog, "tune")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!t.dialog->isTuning(), 120000);
        const WorkloadTuner &tuner = *t.dialog->tuner();
        QCOMPARE(tune::outcomeName(tuner.outcome()), QStringLiteral("tuned"));
        QCOMPARE(child<QTreeWidget>(t.dialog, "trials")->topLevelItemCount(),
                 int(tuner.steps().size()));
        const QList<QPointF> plotted = t.dialog->chart()->plotted();
        QCOMPARE(plotted.size(), tuner.measured().size());
        for (const QPointF &point : plotted)
            QCOMPARE(qRound(point.y() * 10),
                     qRound(tuner.measured()[quint32(point.x())].bytesPerSecond() / 1e5));
        QCOMPARE(t.dialog->chart()->kneeMark()->x(), double(*tuner.kneeKib()));
        const quint32 knee = tuner.finalKib();
        QCOMPARE(sysfs(t.root, t.bdi), QString::number(knee));
        QVERIFY2(t.dialog->outcome().contains(QLatin1String("is the knee")),
                 qPrintable(t.dialog->outcome()));

        click(t.dialog, "keep");
        QTRY_VERIFY(!t.dialog); // closed, and gone
        MainWindow &window = t.session->window();
        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        auto *steps = child<QTreeWidget>(changes, "steps");
        QTRY_COMPARE(steps->topLevelItemCount(), 1);
        const QString change = steps->topLevelItem(0)->child(0)->text(1);
        QVERIFY2(change.contains(QStringLiteral("128 KiB → %1").arg(units::kib(knee))),
                 qPrintable(change));
        QCOMPARE(sysfs(t.root, t.bdi), QString::number(knee));
        steps->setCurrentItem(steps->topLevelItem(0));
        click(changes, "undoStepButton");
        click(changes, "confirmButton");
        QTRY_COMPARE(sysfs(t.root, t.bdi), QStringLiteral("128"));
    }

    // Stop mid-way: the start comes back, and the dialog says so.
    void stopPutsTheStartBack()
    {
        Tuning t = openTune();
        click(t.dialog, "tune");
        QTRY_VERIFY_WITH_TIMEOUT(sysfs(t.root, t.bdi) != QLatin1String("128"), 30000);
        click(t.dialog, "stop");
        QTRY_VERIFY(!t.dialog->isTuning());
        QCOMPARE(sysfs(t.root, t.bdi), QStringLiteral("128"));
        QCOMPARE(tune::outcomeName(t.dialog->tuner()->outcome()), QStringLiteral("stopped"));
        QVERIFY2(t.dialog->outcome().contains(QLatin1String("Stopped")),
                 qPrintable(t.dialog->outcome()));
        QVERIFY(!child<QAbstractButton>(t.dialog, "keep")->isVisible());
    }

    // Put back after the end: the knee goes, the start is back, nothing is
    // on the Changes page.
    void putBackAfterTheEnd()
    {
        Tuning t = openTune();
        click(t.dialog, "tune");
        QTRY_VERIFY_WITH_TIMEOUT(!t.dialog->isTuning(), 120000);
        QVERIFY(t.dialog->tuner()->isHolding());
        QVERIFY(child<QAbstractButton>(t.dialog, "putBack")->text().contains(u"128 KiB"));
        click(t.dialog, "putBack");
        QTRY_COMPARE(sysfs(t.root, t.bdi), QStringLiteral("128"));
        QTRY_VERIFY(t.dialog->outcome().contains(QLatin1String("back at 128 KiB")));
        auto *changes = t.session->window().findChild<ChangesPage *>();
        QCOMPARE(child<QTreeWidget>(changes, "steps")->topLevelItemCount(), 0);
    }

    // The table's context menu has Tune… for the mount clicked.
    void contextMenuOpensTune()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.selectMount(Media);
        auto *table = child<QTableView>(&window, "mounts");
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        QAction *tune = window.findChild<QAction *>(QStringLiteral("tuneAction"));
        QVERIFY(tune && table->actions().contains(tune));
        tune->trigger();
        auto *dialog = window.findChild<TuneDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(dialog->windowTitle().contains(Media));
        dialog->reject();
    }

    // A captured system: Tune… is off and says why, from the page and from
    // the context menu alike.
    void aCapturedSystemCannotBeTuned()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.selectMount(QStringLiteral("/mnt/v42"));
        auto *editor = window.findChild<ReadaheadEditor *>();
        auto *button = child<QAbstractButton>(editor, "tuneButton");
        QVERIFY(!button->isEnabled());
        QVERIFY2(button->toolTip().contains(QStringLiteral("Tune… cannot run here")),
                 qPrintable(button->toolTip()));
        window.findChild<QAction *>(QStringLiteral("tuneAction"))->trigger();
        QVERIFY(!window.findChild<TuneDialog *>());
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("cannot run here")));
    }
};

QTEST_MAIN(TestTuneWindow)
#include "tst_tune_window.moc"
