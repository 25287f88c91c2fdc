// SPDX-License-Identifier: GPL-2.0-or-later
// The window, round two: what it applies is what the files say now, and no
// panel outlives the state it describes. Driven on the real widgets
// (offscreen) against copies of real-kernel fixture roots, one test per
// defect that was seen.
#include "appsession.h"
#include "base/translations.h"
#include "base/units.h"
#include "fixtureroot.h"
#include "fleet/fleetconnectdialog.h"
#include "fleet/fleetplaybookdialog.h"
#include "fleet/fleetwindow.h"
#include "mainwindow.h"
#include "mnemonics.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "widgets/changespage.h"
#include "widgets/measuredialog.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/readaheadrulestable.h"
#include "widgets/tunedialog.h"
#include "widgets/writetunedialog.h"
#include "windowdriver.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QWheelEvent>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString sysfs(const QString &root, const QString &bdi)
{
    return QString::fromLatin1(
        readFile(root + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi)).trimmed());
}

// Whether the Readahead page offers anything for a step now: its result
// line, Undo, Keep after reboot.
bool stepPanelShown(ReadaheadEditor *editor)
{
    return child<QListWidget>(editor, "results")->isVisibleTo(editor) ||
           child<QAbstractButton>(editor, "undoButton")->isVisibleTo(editor) ||
           child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor);
}

// Whether all of a widget on a scrolled page shows in its viewport.
bool inView(QWidget *widget)
{
    QScrollArea *area = nullptr;
    for (QWidget *up = widget->parentWidget(); up && !area; up = up->parentWidget())
        area = qobject_cast<QScrollArea *>(up);
    if (!area || !widget->isVisible())
        return false;
    const QRect shown(widget->mapTo(area->viewport(), QPoint(0, 0)), widget->size());
    return area->viewport()->rect().contains(shown);
}

// The Persistent settings page, with /mnt/media selected.
PersistentSettingsPage *settingsOfMedia(MainWindow &window)
{
    if (!window.selectMount(QStringLiteral("/mnt/media")))
        qFatal("no /mnt/media in the demo");
    window.showPage(MainWindow::SettingsPage);
    return window.findChild<PersistentSettingsPage *>();
}

} // namespace

class TestWindowState : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp);
    }
    void init() { QSettings().clear(); }

    // Enter on a preview's focused button does what a click does (issue 47,
    // item 11: it did nothing; only Space worked).
    void enterOnAPreviewButtonClicksIt()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/v42")));
        const QString v42 = bdiOf(window, QStringLiteral("/mnt/v42"));
        const QString before = sysfs(copy->path(), v42);
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "applyButton");
        auto *preview = child<QWidget>(editor, "changePreview");
        QVERIFY(preview->isVisible());
        auto *reject = child<QAbstractButton>(editor, "cancelButton");
        reject->setFocus();
        QTest::keyClick(reject, Qt::Key_Return);
        QTRY_VERIFY(!preview->isVisible());
        QCOMPARE(sysfs(copy->path(), v42), before);

        click(editor, "applyButton");
        auto *confirm = child<QAbstractButton>(editor, "confirmButton");
        confirm->setFocus();
        QTest::keyClick(confirm, Qt::Key_Enter);
        QTRY_VERIFY(sysfs(copy->path(), v42) != before);
    }

    // The wheel over "Save in" while the page scrolls leaves the file alone
    // until the box has focus (issue 47, item 8: it changed the file).
    void theWheelChoosesAFileOnlyOnceFocused()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(MainWindow::SettingsPage);
        auto *file = child<QComboBox>(window.findChild<PersistentSettingsPage *>(), "targetFile");
        QVERIFY2(file->count() >= 2, qPrintable(QString::number(file->count())));
        const auto wheel = [file](int delta) {
            const QPointF at = file->rect().center();
            QWheelEvent event(at, file->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(file, &event);
        };
        const int start = file->currentIndex();
        const int towardsAnother = start + 1 < file->count() ? -120 : 120;
        window.findChild<QLineEdit *>(QStringLiteral("filter"))->setFocus();
        wheel(towardsAnother);
        QCOMPARE(file->currentIndex(), start);
        file->setFocus();
        QTRY_VERIFY(file->hasFocus());
        wheel(towardsAnother);
        QVERIFY(file->currentIndex() != start);
    }

    // Reload with unsaved edits says what it would drop, and drops them
    // only when pressed again (issue 47, item 7: it dropped them at once).
    void reloadAsksBeforeDroppingEdits()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *nfs4 = child<QCheckBox>(page, "nfs4Set");
        const bool before = nfs4->isChecked();
        nfs4->click();
        QCOMPARE(nfs4->isChecked(), !before);
        click(page, "reloadButton");
        QCOMPARE(nfs4->isChecked(), !before); // kept
        QVERIFY2(child<QLabel>(page, "status")->text().contains(u"Press Reload again"),
                 qPrintable(child<QLabel>(page, "status")->text()));
        click(page, "reloadButton");
        QCOMPARE(nfs4->isChecked(), before); // dropped
        // Without edits, one press reloads.
        writeFile(copy->path() + QStringLiteral("/etc/nfs.conf"), "[nfsrahead]\nnfs4 = 2048\n");
        click(page, "reloadButton");
        QVERIFY(nfs4->isChecked());
    }

    // No two things the window offers at once share an Alt+letter, and no
    // label shows an "&" it cannot use: on every page with a mount
    // selected; on the Readahead page with the Custom field open and the
    // buttons the advice and a measurement show, with a preview, and after
    // a change; in Tune… and Measure…; in the fleet's windows (issue 61,
    // item 5: Alt+M was "Sample every" and "Back to the best measured…";
    // the Readers tab had none). tst_window_trust's keyboardAndMenus holds
    // every button to having one.
    void everyPageAndDialogHasItsOwnLetters()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        QStringList clashes;
        const auto look = [&clashes](QWidget *top, const QString &where) {
            for (const QString &clash : mnemonicClashes(top))
                clashes.append(where + QStringLiteral(": ") + clash);
        };
        auto *tabs = window.findChild<QTabWidget *>();
        for (int page = 0; page < tabs->count(); ++page) {
            tabs->setCurrentIndex(page);
            look(&window, tabs->tabText(page));
        }
        const QString readers = tabs->tabBar()->tabText(int(MainWindow::ReadersTab));
        QVERIFY2(!QKeySequence::mnemonic(readers).isEmpty(), qPrintable(readers));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        // The advice's buttons, as a measurement of the best value shows them.
        for (const char *name : {"applyAdviceButton", "applyBestMeasuredButton"}) {
            child<QWidget>(editor, name)->show();
            child<QWidget>(editor, name)->setEnabled(true);
        }
        look(&window, QStringLiteral("Readahead, custom, with the advice's buttons"));
        click(editor, "applyButton");
        look(&window, QStringLiteral("Readahead, a preview"));
        click(editor, "confirmButton");
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor));
        look(&window, QStringLiteral("Readahead, after a change"));
        click(editor, "tuneButton");
        auto *tune = window.findChild<TuneDialog *>();
        QVERIFY(tune);
        look(tune, QStringLiteral("Tune…"));
        tune->reject();
        click(editor, "tuneWritesButton");
        auto *writeTune = window.findChild<WriteTuneDialog *>();
        QVERIFY(writeTune);
        // Its end's buttons, as a knee shows them.
        child<QPushButton>(writeTune, "setKnee")
            ->setText(QCoreApplication::translate("nfstuner::WriteTuneDialog", "S&et %1")
                          .arg(units::kib(262144)));
        for (const char *name : {"setKnee", "keepAfterReboot"})
            child<QWidget>(writeTune, name)->show();
        look(writeTune, QStringLiteral("The write tune"));
        writeTune->reject();
        click(editor, "measureButton");
        auto *measure = window.findChild<MeasureDialog *>();
        QVERIFY(measure);
        look(measure, QStringLiteral("Measure…"));
        measure->reject();
        // The fleet's windows (no server: letters only).
        FleetConnectDialog connect(&window);
        look(&connect, QStringLiteral("Connect to Prometheus"));
        FleetPlaybookDialog playbook("[]\n", 0, 0, &window);
        look(&playbook, QStringLiteral("Playbook"));
        FleetWindow fleet(
            [](const PrometheusConnection &) -> Result<std::unique_ptr<PrometheusTransport>> {
                return Error{Error::Code::IoError, QStringLiteral("no server in this test")};
            });
        look(&fleet, QStringLiteral("Fleet"));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    // Quit with unsaved edits asks first, as Reload does (issue 61, item
    // 3: Ctrl+Q quit at once and dropped them): "Show the edits" keeps the
    // window on their page; "Quit without saving" quits.
    void quitAsksBeforeDroppingEdits()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = window.findChild<PersistentSettingsPage *>();
        child<QCheckBox>(page, "nfs4Set")->click();
        QCOMPARE(page->unsavedEdits(), 1);
        window.showPage(MainWindow::ThroughputPage);
        auto *quit = child<QAction>(&window, "quitAction");
        const auto answer = [&window](const QString &button, QString *said) {
            QTimer::singleShot(0, &window, [&window, button, said] {
                auto *ask = window.findChild<QMessageBox *>(QStringLiteral("unsavedEditsQuestion"));
                QVERIFY(ask);
                *said = ask->text();
                for (QAbstractButton *one : ask->buttons())
                    if (one->text() == button)
                        one->click();
            });
        };
        QString said;
        answer(QStringLiteral("&Show the edits"), &said);
        quit->trigger();
        QVERIFY2(said.contains(QStringLiteral("1 edit on Persistent settings is not saved")),
                 qPrintable(said));
        QVERIFY(window.isVisible());
        QCOMPARE(window.findChild<QTabWidget *>()->currentIndex(), int(MainWindow::SettingsPage));
        answer(QStringLiteral("&Quit without saving"), &said);
        quit->trigger();
        QTRY_VERIFY(!window.isVisible());
    }

    // A size saved on a larger screen reopens within this one (issue 61,
    // item 7: 1280x860 saved, then opened on 1024x700, put the status bar
    // off the screen).
    void aSavedSizeLargerThanTheScreenIsFitted()
    {
        {
            auto session = demoSession();
            MainWindow &window = session->window();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.setGeometry(QRect(QPoint(40, 40), QSize(1280, 860)));
            window.close();
        }
        const QByteArray saved = QSettings().value(QStringLiteral("window/geometry")).toByteArray();
        QVERIFY(!saved.isEmpty());
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Once shown its frame is known, and the window fitted with it.
        const QRect free = window.screen()->availableGeometry();
        QTRY_VERIFY2(free.contains(window.geometry()),
                     qPrintable(QStringLiteral("%1x%2 at %3,%4 on %5x%6")
                                    .arg(window.width())
                                    .arg(window.height())
                                    .arg(window.x())
                                    .arg(window.y())
                                    .arg(free.width())
                                    .arg(free.height())));
    }

    // Advice stays in view at 1280x860, in a first session and after one at
    // 1024x700 (issue 61, low: "On next mount" then kept 200 px and pushed
    // Advice off). In German and French too (window-columns-de, -fr), whose
    // long headers take two lines.
    void adviceStaysInViewAfterASmallerWindow()
    {
        const auto rightEdges = [](QTableView *table) {
            QStringList edges;
            for (int column = 0; column < table->model()->columnCount(); ++column)
                if (!table->isColumnHidden(column))
                    edges << QStringLiteral("%1:%2").arg(column).arg(
                        table->columnViewportPosition(column) + table->columnWidth(column));
            return QString(edges.join(u' ') +
                           QStringLiteral(" in %1").arg(table->viewport()->width()));
        };
        // Advice has come (in any language: not "–"), and the columns fitted for it.
        const auto advised = [](MainWindow &window) {
            return cell(window, QStringLiteral("/srv/projects"), MountTableModel::Advice).size() >
                   1;
        };
        // A first session at 1280x860, one at 1024x700 (its layout saved on
        // closing), and 1280x860 again.
        for (const QSize size : {QSize(1280, 860), QSize(1024, 700), QSize(1280, 860)}) {
            auto session = demoSession();
            MainWindow &window = session->window();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(size);
            auto *table = child<QTableView>(&window, "mounts");
            QTRY_VERIFY(advised(window));
            QTest::qWait(200);
            qInfo("%dx%d: %s", size.width(), size.height(), qPrintable(rightEdges(table)));
            if (size.width() >= 1280) {
                const int advice = table->columnViewportPosition(MountTableModel::Advice) +
                                   table->columnWidth(MountTableModel::Advice);
                QVERIFY2(advice <= table->viewport()->width(), qPrintable(rightEdges(table)));
            }
            window.close();
        }
    }

    // The fleet window too (issue 61: 1180x800 on a 1024x700 screen put its
    // right columns and its chart off it).
    void theFleetWindowFitsTheScreen()
    {
        FleetWindow fleet(
            [](const PrometheusConnection &) -> Result<std::unique_ptr<PrometheusTransport>> {
                return Error{Error::Code::IoError, QStringLiteral("no server in this test")};
            });
        fleet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fleet));
        QTRY_VERIFY2(fleet.screen()->availableGeometry().contains(fleet.frameGeometry()),
                     qPrintable(QStringLiteral("frame %1,%2 %3x%4 on %5x%6")
                                    .arg(fleet.frameGeometry().x())
                                    .arg(fleet.frameGeometry().y())
                                    .arg(fleet.frameGeometry().width())
                                    .arg(fleet.frameGeometry().height())
                                    .arg(fleet.screen()->availableSize().width())
                                    .arg(fleet.screen()->availableSize().height())));
    }

    // The window opens within the screen's free area, however small (the
    // offscreen screen is 800x600), and every column stays reachable (issue
    // 47, item 4: it opened at 1280x860 on a 1024x700 screen).
    void theWindowFitsTheScreenWithEveryColumnReachable()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize available = window.screen()->availableSize();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(window.width())
                                .arg(window.height())
                                .arg(available.width())
                                .arg(available.height())));
        // Its frame too, under a window manager (the title bar pushed the
        // status bar off a 1024x700 screen).
        QTRY_VERIFY2(window.screen()->availableGeometry().contains(window.frameGeometry()),
                     qPrintable(QStringLiteral("frame %1,%2 %3x%4")
                                    .arg(window.frameGeometry().x())
                                    .arg(window.frameGeometry().y())
                                    .arg(window.frameGeometry().width())
                                    .arg(window.frameGeometry().height())));
        auto *table = child<QTableView>(&window, "mounts");
        QTRY_VERIFY(table->horizontalHeader()->length() > 0);
        if (table->horizontalHeader()->length() > table->viewport()->width()) {
            QTRY_VERIFY(table->horizontalScrollBar()->isVisible());
            QVERIFY(table->horizontalScrollBar()->maximum() > 0);
            // Shown, not clipped away by a pane too small for the table.
            const QRect bar = table->horizontalScrollBar()->visibleRegion().boundingRect();
            QVERIFY2(bar.height() == table->horizontalScrollBar()->height(),
                     qPrintable(QStringLiteral("%1 of %2 pixels of the scroll bar shown")
                                    .arg(bar.height())
                                    .arg(table->horizontalScrollBar()->height())));
        }
    }

    // 1. A drop-in made after start (in a /etc that did not exist then) is
    // what "Apply to mounted now" applies, and what Reload shows.
    void configMadeAfterStartIsApplied()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        QVERIFY(!QFileInfo::exists(copy->path() + QStringLiteral("/etc")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        const QString v42 = bdiOf(window, QStringLiteral("/mnt/v42"));
        const QString before = sysfs(copy->path(), v42);
        QVERIFY(!before.isEmpty() && before != QStringLiteral("4096"));

        writeFile(copy->path() + QStringLiteral("/etc/nfs.conf.d/50-late.conf"),
                  "[nfsrahead]\nnfs4 = 4096\n");
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        click(page, "applyNowButton");
        const QStringList planned = items(child<QListWidget>(page, "previewEntries"));
        QVERIFY2(planned.join(u'\n').contains(QStringLiteral("(/mnt/v42): ") +
                                              QStringLiteral("%1 KiB → 4 MiB").arg(before)),
                 qPrintable(planned.join(u'\n')));
        click(page, "confirmButton");
        QTRY_COMPARE(sysfs(copy->path(), v42), QStringLiteral("4096"));

        // A main file made later too: Reload reads it.
        QTRY_VERIFY(child<QAbstractButton>(page, "reloadButton")->isEnabled()); // step ended
        writeFile(copy->path() + QStringLiteral("/etc/nfs.conf"), "[nfsrahead]\nnfs = 2048\n");
        click(page, "reloadButton");
        QVERIFY(child<QCheckBox>(page, "nfsSet")->isChecked());
        QVERIFY2(child<QLabel>(page, "nfsSource")->text().contains(u"/etc/nfs.conf:2"),
                 qPrintable(child<QLabel>(page, "nfsSource")->text()));
    }

    // 2. "Keep after reboot" of a mount no rule key can name (a blank in
    // its mount point) would need its export's rule, which decides the next
    // mount of three more mounts: they are listed, with their values, and
    // nothing is filled in until the admin extends the rule to them.
    void keepAfterRebootAsksBeforeWideningTheScope()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("escapes")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        auto *editor = window.findChild<ReadaheadEditor *>();
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *pages = child<QTabWidget>(&window, "pages");
        setOnReadaheadPage(window, QStringLiteral("/mnt/with space"), QStringLiteral("2"));
        click(editor, "keepButton");
        QCOMPARE(pages->currentIndex(), int(MainWindow::ReadaheadPage));
        const QString outcome = child<QLabel>(editor, "outcome")->text();
        QVERIFY2(outcome.contains(u"127.0.0.1:/export would also decide the next mount of 3 "
                                  u"other mounts") &&
                     outcome.contains(u"/mnt/back\\slash (now 128 KiB, next mount 128 KiB)"),
                 qPrintable(outcome));
        QVERIFY(!outcome.contains(u"/mnt/new")); // another export
        QVERIFY(child<QPlainTextEdit>(page, "diff")->toPlainText().startsWith(u"No changes"));

        click(editor, "keepWiderButton");
        QCOMPARE(pages->currentIndex(), int(MainWindow::SettingsPage));
        QVERIFY2(child<QPlainTextEdit>(page, "diff")
                     ->toPlainText()
                     .contains(u"+127.0.0.1:/export = 2048"),
                 qPrintable(child<QPlainTextEdit>(page, "diff")->toPlainText()));
        QVERIFY(!child<QAbstractButton>(editor, "keepWiderButton")->isVisibleTo(editor));
    }

    // "Every NFS mount to 15 x rsize" where two of six mounts were at 15
    // MiB already keeps the request, not only what it changed: one key for
    // the six (their export's; nfsrahead's nfs4 key would do as well), not
    // a rule for each of the four others (issue 61, item 4: 942 mount-point
    // rules for 1000 mounts, the window frozen 16.5 s).
    void keepAfterRebootKeepsTheWholeRequest()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("advice-6.1")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        auto *table = child<QTableView>(&window, "mounts");
        QStringList bdis;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            bdis.append(bdiOf(window, table->model()->index(row, 0).data().toString()));
        QCOMPARE(bdis.size(), 6);
        for (const QString &bdi : bdis.mid(0, 2))
            writeFile(copy->path() + QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi),
                      "15360\n");
        session->monitor().refresh();
        auto *editor = window.findChild<ReadaheadEditor *>();
        window.showPage(MainWindow::ReadaheadPage);
        QVERIFY(window.selectMount(table->model()->index(0, 0).data().toString()));
        click(editor, "everyScope");
        click(editor, "classicPreset");
        click(editor, "applyButton");
        click(editor, "confirmButton");
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor));
        click(editor, "keepButton");
        auto *page = window.findChild<PersistentSettingsPage *>();
        const QString diff = child<QPlainTextEdit>(page, "diff")->toPlainText();
        const qsizetype keys = diff.count(QStringLiteral(" = 15360"));
        QVERIFY2(keys == 1 && !diff.contains(QStringLiteral("+/mnt")),
                 qPrintable(diff + u"\n" + child<QLabel>(page, "status")->text()));
    }

    // 3. The result of a change, its Undo and its Keep after reboot go once
    // the selection changes, and once another step or a restore changed
    // the values they describe: never an Undo on one mount's page that
    // undoes another, or a Keep of a value no mount has.
    void resultPanelsGoWithTheirState()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        auto *editor = window.findChild<ReadaheadEditor *>();

        setOnReadaheadPage(window, QStringLiteral("/mnt/media"), QStringLiteral("4"));
        QVERIFY(stepPanelShown(editor));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/backup")));
        QVERIFY(!stepPanelShown(editor));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        QVERIFY(!stepPanelShown(editor));

        // Another page's step: "Apply to mounted now".
        setOnReadaheadPage(window, QStringLiteral("/mnt/media"), QStringLiteral("2"));
        QVERIFY(stepPanelShown(editor));
        window.showPage(MainWindow::SettingsPage);
        auto *settings = window.findChild<PersistentSettingsPage *>();
        click(settings, "applyNowButton");
        click(settings, "confirmButton");
        QTRY_VERIFY(!stepPanelShown(editor));

        // A restore of the values at start.
        setOnReadaheadPage(window, QStringLiteral("/mnt/media"), QStringLiteral("1"));
        QVERIFY(stepPanelShown(editor));
        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        click(changes, "restoreStartButton");
        click(changes, "confirmButton");
        QTRY_VERIFY(!stepPanelShown(editor));
        window.showPage(MainWindow::ReadaheadPage);
        QVERIFY(!stepPanelShown(editor));

        // Its own step keeps it, as long as the values hold.
        setOnReadaheadPage(window, QStringLiteral("/mnt/media"), QStringLiteral("8"));
        session->monitor().refresh();
        QVERIFY(stepPanelShown(editor));
    }

    // 5. At readahead 0 the advice is to raise (the demo reads 64 KiB calls:
    // READs of 64 KiB, "full size" only for a readahead of 0), and the
    // window after a change judges the new value alone, and says so.
    void adviceAtZeroAndAfterAChange()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        const QString projects = QStringLiteral("/srv/projects");
        QTRY_COMPARE(cell(window, projects, MountTableModel::Advice),
                     QStringLiteral("Raise to 1 MiB"));
        auto *editor = window.findChild<ReadaheadEditor *>();
        window.showPage(MainWindow::ReadaheadPage);
        QVERIFY(window.selectMount(projects));
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0);
        type(editor, "customValue", QStringLiteral("0"));
        click(editor, "applyButton");
        click(editor, "confirmButton");
        QTRY_COMPARE(cell(window, projects, MountTableModel::ReadaheadNow),
                     QStringLiteral("0 KiB"));
        auto *table = child<QTableView>(&window, "mounts");
        const auto advice = [&] {
            return table->model()->index(rowOf(window, projects), MountTableModel::Advice);
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            advice().data(Qt::ToolTipRole).toString().contains(u"Readahead is 0, off"),
            qPrintable(advice().data(Qt::ToolTipRole).toString()), 15000);
        QCOMPARE(advice().data().toString(), QStringLiteral("Raise to 1 MiB"));
        const QString why = advice().data(Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(u"The readahead changed") && why.contains(u"window restarted"),
                 qPrintable(why));
        QVERIFY2(!why.contains(u"full size"), qPrintable(why));
    }

    // 7. A rule added to an empty table shows its key and value whole.
    void ruleAddedToAnEmptyTableIsReadable()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = settingsOfMedia(window);
        auto *table = child<QTableWidget>(page, "rulesTable");
        QCOMPARE(table->rowCount(), 0);
        click(page, "addRuleButton");
        QCoreApplication::processEvents();
        auto *key = qobject_cast<QComboBox *>(table->cellWidget(0, ReadaheadRulesTable::Key));
        QVERIFY(key);
        QVERIFY2(table->columnWidth(ReadaheadRulesTable::Key) >= key->sizeHint().width(),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(table->columnWidth(ReadaheadRulesTable::Key))
                                .arg(key->sizeHint().width())));
        const QString kib = table->item(0, ReadaheadRulesTable::Kib)->text();
        QVERIFY(table->columnWidth(ReadaheadRulesTable::Kib) >=
                table->fontMetrics().horizontalAdvance(kib));
    }

    // The rules table's header spans the table after a save, which reloads
    // it (issue 61, low: it stopped short of its width).
    void theRulesHeaderSpansTheTableAfterASave()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = settingsOfMedia(window);
        auto *table = child<QTableWidget>(page, "rulesTable");
        const auto spans = [table] {
            QStringList sizes;
            for (int i = 0; i < table->columnCount(); ++i)
                sizes << QString::number(table->columnWidth(i)) +
                             (table->isColumnHidden(i) ? QStringLiteral("h") : QString()) +
                             QString::number(int(table->horizontalHeader()->sectionResizeMode(i)));
            return QStringLiteral("header %1 px, table %2 px, visible %3, %4")
                .arg(table->horizontalHeader()->length())
                .arg(table->viewport()->width())
                .arg(table->isVisible())
                .arg(sizes.join(u' '));
        };
        click(page, "addRuleButton");
        QTRY_VERIFY2(table->horizontalHeader()->length() == table->viewport()->width(),
                     qPrintable(spans()));
        click(page, "saveButton");
        QTRY_VERIFY(table->item(0, ReadaheadRulesTable::From)->text().contains(u':'));
        QTest::qWait(100);
        QVERIFY2(table->horizontalHeader()->length() == table->viewport()->width(),
                 qPrintable(spans()));
    }

    // 8 (and round three, 3). Every statement about the next mount follows
    // what Health knows is installed to apply it. With [nfsrahead] and
    // [nfs-tuner] settings and nothing to apply either at mount time:
    // Health says so, "On next mount" shows the kernel's 128 KiB saying
    // which settings will not apply, the rules table decides no mount, and
    // a save says new mounts will not get its values. With nfsrahead:
    // its value; with nfs-tuner-rahead too: the rule's.
    void rulesWithoutTheirHelperAreFlagged()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        writeFile(copy->path() + QStringLiteral("/etc/nfs.conf"),
                  "[nfsrahead]\nnfs4 = 2048\n[nfs-tuner]\n/mnt/v42 = 4096\n");
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.showPage(MainWindow::HealthTab);
        auto *problems = child<QLabel>(&window, "healthProblems");
        QVERIFY2(problems->isVisibleTo(&window) &&
                     problems->text().contains(u"No udev rule runs nfs-tuner-rahead") &&
                     problems->text().contains(u"nfsrahead is not installed"),
                 qPrintable(problems->text()));
        auto *table = child<QTableView>(&window, "mounts");
        const auto next = [&] {
            return table->model()
                ->index(rowOf(window, QStringLiteral("/mnt/v42")), MountTableModel::ReadaheadNext)
                .data(Qt::ToolTipRole)
                .toString();
        };
        QCOMPARE(cell(window, QStringLiteral("/mnt/v42"), MountTableModel::ReadaheadNext),
                 QStringLiteral("128 KiB"));
        QVERIFY2(next().contains(u"rule /mnt/v42 at /etc/nfs.conf:4 will not apply") &&
                     next().contains(u"[nfsrahead] nfs4 at /etc/nfs.conf:2 (2 MiB) will not apply"),
                 qPrintable(next()));
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *rules = child<QTableWidget>(page, "rulesTable");
        const auto decides = [&] { return rules->item(0, ReadaheadRulesTable::Decides)->text(); };
        // The mount is there: the reason is what applies rules, not the mount
        // (issue 61, item 12: it said "no mount").
        QCOMPARE(decides(),
                 QStringLiteral("/mnt/v42, but nothing here applies rules when a mount appears"));
        QVERIFY2(rules->item(0, ReadaheadRulesTable::Decides)
                     ->toolTip()
                     .contains(u"No udev rule runs nfs-tuner-rahead"),
                 qPrintable(rules->item(0, ReadaheadRulesTable::Decides)->toolTip()));
        // The [nfsrahead] key set in the file says so too, the others not.
        QVERIFY2(child<QLabel>(page, "nfs4Notes")
                     ->text()
                     .contains(u"Not applied when a mount appears: nfsrahead is not installed"),
                 qPrintable(child<QLabel>(page, "nfs4Notes")->text()));
        QVERIFY(!child<QLabel>(page, "nfsNotes")->text().contains(u"Not applied"));
        // (What a save says is in tst_window_trust: a --root folder is not
        // saved to.)

        installNfsrahead(copy->path());
        window.showPage(MainWindow::HealthTab);
        click(&window, "checkAgainButton");
        QVERIFY2(!problems->text().contains(u"nfsrahead is not installed"),
                 qPrintable(problems->text()));
        window.showPage(MainWindow::SettingsPage);
        click(page, "reloadButton");
        QCOMPARE(cell(window, QStringLiteral("/mnt/v42"), MountTableModel::ReadaheadNext),
                 QStringLiteral("2 MiB"));
        QVERIFY(!child<QLabel>(page, "nfs4Notes")->text().contains(u"Not applied"));
        QVERIFY2(next().contains(u"rule /mnt/v42 at /etc/nfs.conf:4 will not apply") &&
                     next().contains(u"From [nfsrahead] nfs4 at /etc/nfs.conf:2") &&
                     !next().contains(u"(2 MiB) will not apply"),
                 qPrintable(next()));

        installRulesHelper(copy->path());
        window.showPage(MainWindow::HealthTab);
        click(&window, "checkAgainButton");
        QVERIFY2(!problems->text().contains(u"nfs-tuner-rahead"), qPrintable(problems->text()));
        QVERIFY(child<QLabel>(&window, "raheadRule")->text().contains(u"nfs-tuner-rahead"));
        window.showPage(MainWindow::SettingsPage);
        click(page, "reloadButton");
        QCOMPARE(cell(window, QStringLiteral("/mnt/v42"), MountTableModel::ReadaheadNext),
                 QStringLiteral("4 MiB"));
        QVERIFY2(!next().contains(u"will not apply"), qPrintable(next()));
        QCOMPARE(decides(), QStringLiteral("/mnt/v42"));
    }

    // 10. A preview opens below the fold of a long page at the sizes admins
    // use: the page scrolls to it, its confirm button in view.
    void previewScrollsIntoView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x860") << QSize(1280, 860);
        QTest::newRow("1024x700") << QSize(1024, 700);
    }
    void previewScrollsIntoView()
    {
        QFETCH(QSize, size);
        auto session = demoSession();
        MainWindow &window = session->window();
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "applyButton");
        QTRY_VERIFY(inView(child<QWidget>(editor, "confirmButton")));
        click(editor, "confirmButton");
        QTRY_VERIFY(child<QWidget>(editor, "undoButton")->isVisible());

        window.showPage(MainWindow::SettingsPage);
        auto *settings = window.findChild<PersistentSettingsPage *>();
        click(settings, "applyNowButton");
        QTRY_VERIFY(inView(child<QWidget>(settings, "confirmButton")));
        click(settings, "cancelButton");

        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        click(changes, "restoreStartButton");
        QTRY_VERIFY(inView(child<QWidget>(changes, "confirmButton")));
    }

    // 10. The Advice column has room for what it says before advice comes
    // ("Raise to 19…" was cut: 15 x an rsize of 128 KiB, 1,920 KiB).
    void adviceColumnHasRoom_data() { previewScrollsIntoView_data(); }
    void adviceColumnHasRoom()
    {
        QFETCH(QSize, size);
        auto session = demoSession();
        MainWindow &window = session->window();
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *table = child<QTableView>(&window, "mounts");
        const auto fits = [table](const QString &text) {
            const int margins = 2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 2;
            return table->columnWidth(MountTableModel::Advice) >=
                   table->fontMetrics().horizontalAdvance(text) + margins;
        };
        const QString longest = QStringLiteral("Raise to %1").arg(units::kib(15 * 128));
        QTRY_VERIFY2(fits(longest),
                     qPrintable(QString::number(table->columnWidth(MountTableModel::Advice))));
        QTRY_COMPARE(cell(window, QStringLiteral("/srv/projects"), MountTableModel::Advice),
                     QStringLiteral("Raise to 1 MiB"));
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QString advice =
                table->model()->index(row, MountTableModel::Advice).data().toString();
            QVERIFY2(fits(advice), qPrintable(advice));
        }
    }

    // 10. The filter matches what names a mount, not figures ("128" was in
    // every "128 KiB"); "Save in" says where a new file is read.
    void filterAndSaveInSayWhatTheyMean()
    {
        {
            auto session = demoSession();
            MainWindow &window = session->window();
            auto *table = child<QTableView>(&window, "mounts");
            const int all = table->model()->rowCount();
            type(&window, "filter", QStringLiteral("128"));
            QCOMPARE(table->model()->rowCount(), 0);
            type(&window, "filter", QStringLiteral("MEDIA"));
            QVERIFY(table->model()->rowCount() > 0 && table->model()->rowCount() < all);
            for (int row = 0; row < table->model()->rowCount(); ++row)
                QVERIFY(table->model()->index(row, 0).data().toString().contains(u"media"));
            type(&window, "filter", QStringLiteral("0:"));
            QCOMPARE(table->model()->rowCount(), all); // BDIs 0:31 to 0:40
            type(&window, "filter", QStringLiteral("0:40"));
            QCOMPARE(table->model()->rowCount(), 1); // the archive's
        }
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        writeFile(copy->path() + QStringLiteral("/etc/nfs.conf.d/50-site.conf"),
                  "[nfsrahead]\nnfs = 512\n");
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *file = child<QComboBox>(window.findChild<PersistentSettingsPage *>(), "targetFile");
        QStringList labels;
        for (int i = 0; i < file->count(); ++i)
            labels.append(file->itemText(i));
        QCOMPARE(labels,
                 (QStringList{QStringLiteral("/etc/nfs.conf (new file, read before the drop-ins)"),
                              QStringLiteral("/etc/nfs.conf.d/50-site.conf"),
                              QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf (new drop-in, read "
                                             "last)")}));
    }
};

QTEST_MAIN(TestWindowState)
#include "tst_window_state.moc"
