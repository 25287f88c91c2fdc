// SPDX-License-Identifier: GPL-2.0-or-later
// The window does what its screen says, driven as an admin drives it
// (offscreen, the real widgets). One test per defect that was seen: a unit
// switch that reinterpreted the value, a save into a file that loses, a
// silent "apply to mounted", a --root that reached the real system, pages
// acting on the focused row, values silently changed, an unflagged next
// mount, clashing shortcuts, a one-step revert, a helper error shown twice
// and raw, units that disagreed, and a layout that cut and wobbled.
#include "appsession.h"
#include "base/translations.h"
#include "base/units.h"
#include "dbus/helperclient.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "processrunner.h"
#include "style/statuscolors.h"
#include "widgets/changespage.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/readaheadrulestable.h"
#include "widgets/throughputpane.h"
#include "windowdriver.h"

#include <QApplication>
#include <QCheckBox>
#include <QDBusConnection>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QWindow>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

// What the rules table's "Decides the next mount of" says of `mounts`: the
// demo applies rules with this machine's programs, which may lack
// nfs-tuner-rahead (tst_window_state checks both on a folder root).
QString decides(const MountMonitor &monitor, const QString &mounts)
{
    return monitor.rulesNotAppliedWhy().isEmpty()
               ? mounts
               : QStringLiteral("%1, but nothing here applies rules when a mount appears")
                     .arg(mounts);
}

QString sysfs(const SystemRoot &root, const QString &bdi)
{
    return QString::fromLatin1(
        readFile(root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi))).trimmed());
}

// nfs-utils' own reading of a root's configuration: the oracle.
// What nfs-utils' nfsconf reads for a key (empty when it is not set).
QString nfsconfGet(const SystemRoot &root, const char *key, const char *section = "nfsrahead")
{
    const ProcessRun run =
        runProgram(systemProgram(QStringLiteral("nfsconf")),
                   {QStringLiteral("--file"), root.path(QStringLiteral("/etc/nfs.conf")),
                    QStringLiteral("--get"), QLatin1String(section), QLatin1String(key)});
    return QString::fromUtf8(run.out.trimmed());
}

// The app's translation into `language` (none: English) while it lives.
class Language
{
public:
    explicit Language(const QString &language)
    {
        if (language.isEmpty())
            return;
        m_loaded = m_translator.load(QStringLiteral("nfs-tuner_") + language,
                                     QStringLiteral(NFSTUNER_TRANSLATIONS_DIR));
        QCoreApplication::installTranslator(&m_translator);
    }
    ~Language() { QCoreApplication::removeTranslator(&m_translator); }
    bool loaded() const { return m_loaded; }

private:
    QTranslator m_translator;
    bool m_loaded = true;
};

// The letters after '&' of the widgets an admin can reach now (a disabled
// button's Alt+letter does nothing, as Qt matches shortcuts of enabled
// widgets only).
QStringList mnemonicsShown(MainWindow &window)
{
    QStringList letters;
    const auto add = [&letters](const QString &text) {
        static const QRegularExpression amp(QStringLiteral("&([^&])"));
        const auto match = amp.match(text);
        if (match.hasMatch())
            letters.append(match.captured(1).toLower());
    };
    for (QAction *action : window.menuBar()->actions())
        add(action->text());
    for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (button->isVisible() && button->isEnabled() && !button->text().isEmpty())
            add(button->text());
    }
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (label->isVisible() && label->buddy())
            add(label->text());
    }
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("pages"));
    for (int i = 0; i < tabs->count(); ++i)
        add(tabs->tabText(i));
    return letters;
}

// Buttons an admin can see that no Alt+letter reaches. Tool buttons show no
// mnemonic (Qt strips it from their text), and a preview's Cancel answers
// Escape: those are checked on their own.
QStringList buttonsWithoutMnemonic(MainWindow &window)
{
    QStringList missing;
    for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || button->text().isEmpty() || qobject_cast<QToolButton *>(button))
            continue;
        if (QKeySequence::mnemonic(button->text()).isEmpty())
            missing.append(button->text());
    }
    return missing;
}

} // namespace

class TestWindowTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp); // English plurals, as the app has them
    }
    void init() { QSettings().clear(); }

    // 1. 16384 KiB switched to MiB is 16 MiB, not 1024 MiB (1 GiB).
    void unitSwitchConvertsTheValue()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0);
        type(editor, "customValue", QStringLiteral("16384"));
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(1);
        QCOMPARE(child<QLineEdit>(editor, "customValue")->text(), QStringLiteral("16"));
        click(editor, "applyButton");
        const QStringList planned = items(child<QListWidget>(editor, "previewEntries"));
        QVERIFY2(planned.first().endsWith(QStringLiteral("128 KiB → 16 MiB")),
                 qPrintable(planned.first()));
        // Not a whole MiB: still exact, and back again.
        click(editor, "cancelButton");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0);
        type(editor, "customValue", QStringLiteral("1000"));
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(1);
        QCOMPARE(child<QLineEdit>(editor, "customValue")->text(), QStringLiteral("0.9765625"));
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0);
        QCOMPARE(child<QLineEdit>(editor, "customValue")->text(), QStringLiteral("1000"));
    }

    // 2. The suggested new drop-in is read after 50-site.conf, and a save
    // where a later file wins is refused, naming that file.
    void settingsSaveOnlyWhereItTakesEffect()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *file = child<QComboBox>(page, "targetFile");
        QStringList choices;
        for (int i = 0; i < file->count(); ++i)
            choices.append(file->itemData(i).toString());
        QVERIFY2(choices.contains(QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf")),
                 qPrintable(choices.join(u' ')));
        QVERIFY(!choices.contains(QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf")));

        file->setCurrentIndex(int(choices.indexOf(QStringLiteral("/etc/nfs.conf"))));
        child<QComboBox>(page, "nfs4Unit")->setCurrentIndex(0);
        type(page, "nfs4Value", QStringLiteral("4096"));
        auto *problems = child<QLabel>(page, "problems");
        QVERIFY(problems->isVisible());
        QVERIFY2(problems->text().contains(QStringLiteral("50-site.conf")),
                 qPrintable(problems->text()));
        QVERIFY(!child<QAbstractButton>(page, "saveButton")->isEnabled());

        file->setCurrentIndex(
            int(choices.indexOf(QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf"))));
        type(page, "nfs4Value", QStringLiteral("4096"));
        QVERIFY(!problems->isVisible());
        click(page, "saveButton");
        QTRY_VERIFY(child<QLabel>(page, "status")->text().startsWith(QStringLiteral("Saved")));
        QCOMPARE(nfsconfGet(root, "nfs4"), QStringLiteral("4096"));
    }

    // 3. "Apply to mounted now" shows each BDI from what to what, changes
    // nothing until confirmed, can be undone, and leaves Save coherent.
    void applyToMountedIsPreviewedAndUndoable()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        const QString builds = bdiOf(window, QStringLiteral("/srv/builds"));
        QCOMPARE(sysfs(root, builds), QStringLiteral("15360"));
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        click(page, "applyNowButton");
        const QStringList planned = items(child<QListWidget>(page, "previewEntries"));
        // nfs4 = 16M in the demo's drop-in: nfsrahead reads 16 KiB.
        QVERIFY2(planned.contains(QStringLiteral("%1 (/srv/builds): 15 MiB → 16 KiB").arg(builds)),
                 qPrintable(planned.join(u'\n')));
        QVERIFY(planned.join(u'\n').contains(QStringLiteral("below rsize")));
        click(page, "cancelButton");
        QCOMPARE(sysfs(root, builds), QStringLiteral("15360"));

        click(page, "applyNowButton");
        click(page, "confirmButton");
        QTRY_COMPARE(sysfs(root, builds), QStringLiteral("16"));
        QTRY_VERIFY(!child<QAbstractButton>(page, "saveButton")->isEnabled());
        QCOMPARE(child<QPlainTextEdit>(page, "diff")->toPlainText().startsWith(u"No changes"),
                 true);

        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        auto *steps = child<QTreeWidget>(changes, "steps");
        QTRY_COMPARE(steps->topLevelItemCount(), 1);
        steps->setCurrentItem(steps->topLevelItem(0));
        click(changes, "undoStepButton");
        click(changes, "confirmButton");
        QTRY_COMPARE(sysfs(root, builds), QStringLiteral("15360"));
    }

    // 4. A captured root is looked at, never changed through the helper:
    // changes stay in that folder, and a banner says so.
    void rootFolderChangesStayInTheFolder()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("v3-v42")));
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        auto *banner = child<QLabel>(&window, "contextBanner");
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(copy->path()));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/v3")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "kernelPreset");
        click(editor, "classicPreset");
        click(editor, "applyButton");
        click(editor, "confirmButton");
        const QString bdi = bdiOf(window, QStringLiteral("/mnt/v3"));
        QTRY_COMPARE(sysfs(SystemRoot(copy->path()), bdi), QStringLiteral("15360"));
    }

    // 5. Pages act on the selection: focus without selection, or a filter
    // and sort with nothing selected, leave nothing to apply.
    void pagesActOnTheSelectionOnly()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        window.showPage(MainWindow::ReadaheadPage);
        auto *table = child<QTableView>(&window, "mounts");
        auto *editor = window.findChild<ReadaheadEditor *>();
        table->clearSelection(); // the window starts with the first mount selected
        QVERIFY(window.selectedMountIds().isEmpty());
        QVERIFY(!child<QAbstractButton>(editor, "applyButton")->isEnabled());
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Down, Qt::ControlModifier);
        QTest::keyClick(table, Qt::Key_Down, Qt::ControlModifier);
        QVERIFY(table->selectionModel()->currentIndex().isValid());
        QVERIFY(window.selectedMountIds().isEmpty());
        QVERIFY(!child<QAbstractButton>(editor, "applyButton")->isEnabled());
        type(&window, "filter", QStringLiteral("srv"));
        table->sortByColumn(MountTableModel::ReadaheadNow, Qt::DescendingOrder);
        QVERIFY(!child<QAbstractButton>(editor, "applyButton")->isEnabled());
        QVERIFY(child<QLabel>(editor, "summary")->text().startsWith(u"No mount selected"));
        QVERIFY(window.selectMount(QStringLiteral("/srv/builds")));
        QVERIFY(child<QAbstractButton>(editor, "applyButton")->isEnabled());
        click(editor, "applyButton");
        const QStringList planned = items(child<QListWidget>(editor, "previewEntries"));
        QCOMPARE(planned.size(), 1);
        QVERIFY(planned.first().contains(QStringLiteral("/srv/builds")));
    }

    // 6. What is not a size is refused, with the reason
    // next to the field; 0 and values below rsize are applied only after a
    // warning.
    void badValuesAreRefused_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("reason");
        QTest::newRow("16Q") << "16Q" << 0 << "not a size";
        QTest::newRow("99999999") << "99999999" << 0 << "more than 1 GiB";
        QTest::newRow("-1") << "-1" << 0 << "negative";
        QTest::newRow("abc") << "abc" << 1 << "not a size";
        QTest::newRow("1.5G") << "1.5G" << 0 << "1.5G is more than 1 GiB";
        QTest::newRow("1.5K") << "1.5K" << 1 << "no decimals";
        QTest::newRow("empty") << "" << 0 << "type a readahead size";
        QTest::newRow("1.5 KiB") << "1.5" << 0 << "no decimals";
        QTest::newRow("1.1 MiB") << "1.1" << 1 << "not a whole number of KiB";
        QTest::newRow("2048 MiB") << "2048" << 1 << "more than 1 GiB";
    }

    void badValuesAreRefused()
    {
        QFETCH(QString, typed);
        QFETCH(int, unit);
        QFETCH(QString, reason);
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(unit);
        type(editor, "customValue", typed);
        auto *error = child<QLabel>(editor, "customError");
        QVERIFY(error->isVisibleTo(editor));
        QVERIFY2(error->text().contains(reason), qPrintable(error->text()));
        QVERIFY(!child<QAbstractButton>(editor, "applyButton")->isEnabled());

        // The same on the settings page: no diff, no Save.
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        child<QCheckBox>(page, "nfsSet")->setChecked(true);
        child<QComboBox>(page, "nfsUnit")->setCurrentIndex(unit);
        type(page, "nfsValue", typed);
        QVERIFY(child<QLabel>(page, "nfsError")->text().contains(reason));
        QVERIFY(!child<QAbstractButton>(page, "saveButton")->isEnabled());
    }

    // One size syntax in every field (issue 47, low): a unit typed after the
    // number wins over the field's, decimals wherever they make whole KiB;
    // the custom box and the settings page refused "16M" the rules cell took.
    void aTypedUnitWinsInEveryField_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("planned");
        QTest::newRow("16M in KiB") << "16M" << 0 << "16 MiB";
        QTest::newRow("1.5M in KiB") << "1.5M" << 0 << "1.5 MiB";
        QTest::newRow("0.5G in MiB") << "0.5G" << 1 << "512 MiB";
        QTest::newRow("2048K in MiB") << "2048K" << 1 << "2 MiB";
        QTest::newRow("1536 KiB in MiB") << "1536 KiB" << 1 << "1.5 MiB";
    }

    void aTypedUnitWinsInEveryField()
    {
        QFETCH(QString, typed);
        QFETCH(int, unit);
        QFETCH(QString, planned);
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/srv/builds")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(unit);
        type(editor, "customValue", typed);
        QVERIFY2(!child<QLabel>(editor, "customError")->isVisibleTo(editor),
                 qPrintable(child<QLabel>(editor, "customError")->text()));
        click(editor, "applyButton");
        const QStringList entries = items(child<QListWidget>(editor, "previewEntries"));
        QCOMPARE(entries.size(), 1);
        QVERIFY2(entries.first().contains(u"→ "_s + planned), qPrintable(entries.first()));

        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        child<QCheckBox>(page, "nfsSet")->setChecked(true);
        child<QComboBox>(page, "nfsUnit")->setCurrentIndex(unit);
        type(page, "nfsValue", typed);
        QVERIFY2(!child<QLabel>(page, "nfsError")->isVisibleTo(page),
                 qPrintable(child<QLabel>(page, "nfsError")->text()));
    }

    // "Sample every" beyond its range is taken to the nearest end and said
    // (99999 became 9.0 s: the spin box dropped the keystrokes past 9).
    void anIntervalOutOfRangeIsTakenToItsEndAndSaid()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        auto *interval = child<QDoubleSpinBox>(&window, "interval");
        interval->selectAll();
        QTest::keyClicks(interval, QStringLiteral("99999"));
        QTest::keyClick(interval, Qt::Key_Return);
        QCOMPARE(interval->value(), interval->maximum());
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(u"\"99999\" is outside"), qPrintable(said));
    }

    void zeroAndBelowRsizeWarnFirst()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0);
        for (const auto &[typed, warning] :
             {std::pair{QStringLiteral("0"), QStringLiteral("turns readahead off")},
              std::pair{QStringLiteral("512"), QStringLiteral("below rsize (1 MiB)")}}) {
            type(editor, "customValue", typed);
            click(editor, "applyButton");
            const QString planned = items(child<QListWidget>(editor, "previewEntries")).join(u'\n');
            QVERIFY2(planned.contains(warning), qPrintable(planned));
            click(editor, "cancelButton");
        }
    }

    // 7. 15 MiB now but 16 KiB on the next mount (far below rsize) is flagged.
    void nextMountBelowRsizeIsFlagged()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        auto *table = child<QTableView>(&window, "mounts");
        const int row = rowOf(window, QStringLiteral("/srv/builds"));
        const QModelIndex next = table->model()->index(row, MountTableModel::ReadaheadNext);
        QCOMPARE(next.data().toString(), QStringLiteral("16 KiB"));
        QVERIFY(!next.data(Qt::DecorationRole).isNull());
        QVERIFY(next.data(Qt::ToolTipRole).toString().contains(QStringLiteral("below rsize")));
        QVERIFY(next.data(MountTableModel::AttentionRole).toBool());
        QVERIFY(!table->model()
                     ->index(row, MountTableModel::ReadaheadNow)
                     .data(MountTableModel::LimitingRole)
                     .toBool());
    }

    // 8. Every Alt+letter reachable at once is unique, on every page; Tab
    // goes filter, interval, table; a menu with Quit, columns, About.
    void keyboardAndMenus_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void keyboardAndMenus()
    {
        QFETCH(QString, language);
        const Language inLanguage(language);
        QVERIFY(inLanguage.loaded());
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        auto *tabs = child<QTabWidget>(&window, "pages");
        const auto unique = [&window, tabs](const QString &state) -> QString {
            const QStringList missing = buttonsWithoutMnemonic(window);
            if (!missing.isEmpty())
                return tabs->tabText(tabs->currentIndex()) + u' ' + state +
                       QStringLiteral(": no mnemonic: ") + missing.join(u' ');
            const QStringList letters = mnemonicsShown(window);
            QStringList sorted = letters;
            sorted.sort();
            sorted.removeDuplicates();
            return sorted.size() == letters.size()
                       ? QString()
                       : tabs->tabText(tabs->currentIndex()) + u' ' + state + QStringLiteral(": ") +
                             letters.join(u' ');
        };
        for (int page = 0; page < tabs->count(); ++page) {
            tabs->setCurrentIndex(page);
            QVERIFY2(unique(QString()).isEmpty(), qPrintable(unique(QString())));
        }
        // With a preview open, and after a change (Undo, Keep after reboot).
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "applyButton");
        QVERIFY2(unique(QStringLiteral("preview")).isEmpty(), qPrintable(unique(u"preview"_s)));
        // Escape rejects the preview as its button does.
        auto *preview = child<QWidget>(editor, "changePreview");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!preview->isVisible());
        click(editor, "applyButton");
        QVERIFY(preview->isVisible());
        click(editor, "confirmButton");
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisible());
        QVERIFY2(unique(QStringLiteral("done")).isEmpty(), qPrintable(unique(u"done"_s)));
        window.showPage(MainWindow::SettingsPage);
        auto *settings = window.findChild<PersistentSettingsPage *>();
        click(settings, "applyNowButton");
        QVERIFY2(unique(QStringLiteral("preview")).isEmpty(), qPrintable(unique(u"preview"_s)));
        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        click(changes, "restoreStartButton");
        QVERIFY2(unique(QStringLiteral("preview")).isEmpty(), qPrintable(unique(u"preview"_s)));
        auto *filter = child<QLineEdit>(&window, "filter");
        filter->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), child<QTableView>(&window, "mounts"));

        QStringList menus;
        for (QAction *action : window.menuBar()->actions())
            menus.append(action->text());
        if (language.isEmpty())
            QCOMPARE(menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"),
                                         QStringLiteral("&View"), QStringLiteral("&Help")}));
        QCOMPARE(child<QAction>(&window, "quitAction")->shortcut(),
                 QKeySequence(QKeySequence::Quit));
        // The toolbar's Refresh and the status bar's warnings button are in
        // View, with their letters.
        const auto inMenu = [](QAction *action) {
            for (QObject *object : action->associatedObjects()) {
                if (qobject_cast<QMenu *>(object))
                    return !QKeySequence::mnemonic(action->text()).isEmpty();
            }
            return false;
        };
        QVERIFY(inMenu(child<QAction>(&window, "refreshAction")));
        QVERIFY(inMenu(child<QAction>(&window, "attentionOnlyAction")));
        QCOMPARE(child<QAction>(&window, "refreshAction")->shortcut(),
                 QKeySequence(QKeySequence::Refresh));
    }

    // Every button of a page, shown or not yet (advice, Back to the best,
    // Extend the rule…), against the menus and the tabs: each Alt+letter
    // once, in every language (issue 47, item 14: Alt+T, Alt+E and Alt+V
    // each reached two things).
    void everyButtonOfAPageHasItsOwnLetter_data() { keyboardAndMenus_data(); }
    void everyButtonOfAPageHasItsOwnLetter()
    {
        QFETCH(QString, language);
        const Language inLanguage(language);
        QVERIFY(inLanguage.loaded());
        auto session = demoSession();
        MainWindow &window = session->window();
        QStringList always;
        for (QAction *action : window.menuBar()->actions())
            always.append(action->text());
        auto *tabs = child<QTabWidget>(&window, "pages");
        for (int i = 0; i < tabs->count(); ++i)
            always.append(tabs->tabText(i));
        for (int page = 0; page < tabs->count(); ++page) {
            QStringList texts = always;
            for (QAbstractButton *button : tabs->widget(page)->findChildren<QAbstractButton *>()) {
                // A preview's buttons show alone, with the page's others disabled.
                if (!qobject_cast<QToolButton *>(button) && !button->text().isEmpty() &&
                    button->objectName() != u"confirmButton" &&
                    button->objectName() != u"cancelButton")
                    texts.append(button->text());
            }
            QMap<QString, QStringList> byLetter;
            for (const QString &text : texts) {
                const QString letter = QKeySequence::mnemonic(text).toString();
                if (!letter.isEmpty())
                    byLetter[letter].append(text);
            }
            QStringList clashes;
            for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
                if (it.value().size() > 1)
                    clashes.append(it.key() + u": " + it.value().join(u" | "));
            }
            QVERIFY2(clashes.isEmpty(),
                     qPrintable(tabs->tabText(page) + u": " + clashes.join(u"; ")));
        }
    }

    // 9. Any step can be undone, the values at start restored, and results
    // name every mount of a BDI.
    void historyUndoesAnyStepAndRestoresTheStart()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        const QString media = bdiOf(window, QStringLiteral("/mnt/media"));
        const QString projects = bdiOf(window, QStringLiteral("/srv/projects"));
        auto *editor = window.findChild<ReadaheadEditor *>();
        window.showPage(MainWindow::ReadaheadPage);
        const auto setTo = [&](const QString &mountpoint, const QString &mib) {
            setOnReadaheadPage(window, mountpoint, mib);
        };
        setTo(QStringLiteral("/mnt/media"), QStringLiteral("4"));
        QTRY_COMPARE(sysfs(root, media), QStringLiteral("4096"));
        const QStringList results = items(child<QListWidget>(editor, "results"));
        QVERIFY2(results.size() == 1 &&
                     results[0].contains(QStringLiteral("/mnt/media, /mnt/media-archive")),
                 qPrintable(results.join(u'\n')));
        setTo(QStringLiteral("/srv/projects"), QStringLiteral("8"));
        QTRY_COMPARE(sysfs(root, projects), QStringLiteral("8192"));
        setTo(QStringLiteral("/mnt/media"), QStringLiteral("2"));
        QTRY_COMPARE(sysfs(root, media), QStringLiteral("2048"));

        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        auto *steps = child<QTreeWidget>(changes, "steps");
        QTRY_COMPARE(steps->topLevelItemCount(), 3);
        // The oldest step (newest first): media 128 KiB -> 4 MiB, undone
        // back to 128 KiB while the others stay.
        steps->setCurrentItem(steps->topLevelItem(2));
        click(changes, "undoStepButton");
        // The newest step set media to 2 MiB since: the preview says that
        // goes too, before anything is confirmed.
        const QString undoPlan = items(child<QListWidget>(changes, "previewEntries")).join(u'\n');
        QVERIFY2(undoPlan.contains(QStringLiteral("set it to 2 MiB")) &&
                     undoPlan.contains(QStringLiteral("drops that too")),
                 qPrintable(undoPlan));
        QCOMPARE(sysfs(root, media), QStringLiteral("2048"));
        click(changes, "confirmButton");
        QTRY_COMPARE(sysfs(root, media), QStringLiteral("128"));
        QCOMPARE(sysfs(root, projects), QStringLiteral("8192"));
        QTRY_COMPARE(steps->topLevelItemCount(), 4);

        click(changes, "restoreStartButton");
        click(changes, "confirmButton");
        QTRY_COMPARE(sysfs(root, projects), QStringLiteral("128"));
        QCOMPARE(sysfs(root, media), QStringLiteral("128"));
    }

    // 10. Without a helper: Apply and Save are off, one banner says why, in
    // words, linking to Health, and the settings page says it beside Save.
    void helperUnreachableSaysSoOnce()
    {
        LaunchOptions options;
        options.root = fixtureRoot(QStringLiteral("v3-v42"));
        auto backend = std::make_unique<HelperClient>(QDBusConnection::connectToBus(
            QStringLiteral("unix:path=/nonexistent/bus"), QStringLiteral("nowhere")));
        auto created = AppSession::create(options, std::move(backend));
        QVERIFY(created);
        auto session = std::move(created).value();
        session->start();
        MainWindow &window = session->window();
        auto *banner = child<QLabel>(&window, "unavailableBanner");
        QTRY_VERIFY(banner->isVisibleTo(&window));
        QVERIFY(banner->text().contains(QStringLiteral("cannot be reached")));
        QVERIFY(banner->text().contains(QStringLiteral("href")));
        QVERIFY(!banner->text().contains(QStringLiteral("org.freedesktop")));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/v3")));
        auto *editor = window.findChild<ReadaheadEditor *>();
        QVERIFY(!child<QAbstractButton>(editor, "applyButton")->isEnabled());
        // The settings page shows the files' values to read, not to edit,
        // and says beside Save why it is off.
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        QVERIFY(!child<QCheckBox>(page, "nfsSet")->isEnabled());
        QVERIFY(!child<QWidget>(page, "nfsValue")->isEnabled());
        QVERIFY(!child<QWidget>(page, "rulesTable")->isEnabled());
        QVERIFY(!child<QWidget>(page, "targetFile")->isEnabled());
        QVERIFY(!child<QAbstractButton>(page, "saveButton")->isEnabled());
        QVERIFY(!child<QAbstractButton>(page, "applyNowButton")->isEnabled());
        auto *why = child<QLabel>(page, "unavailable");
        QVERIFY(why->isVisibleTo(page));
        QVERIFY(why->text().contains(QStringLiteral("cannot be reached")));
        QVERIFY(child<QAbstractButton>(page, "reloadButton")->isEnabled());
        emit banner->linkActivated(QStringLiteral("health"));
        QCOMPARE(child<QTabWidget>(&window, "pages")->currentIndex(), int(MainWindow::HealthTab));
        QDBusConnection::disconnectFromBus(QStringLiteral("nowhere"));
    }

    // 11. One formatter: the same size reads the same in cells, tooltips and
    // the CLI; the chart runs on clock time; wire level changes axis and legend.
    void unitsAndChartAgree()
    {
        QCOMPARE(units::size(1023.6 * 1024), QStringLiteral("1 MiB"));
        QCOMPARE(units::size(1047552), QLocale().toString(1023) + QStringLiteral(" KiB"));
        QCOMPARE(units::kib(1024), QStringLiteral("1 MiB"));
        QCOMPARE(units::kib(0), QStringLiteral("0 KiB"));
        QCOMPARE(units::kib(1536), QStringLiteral("1.5 MiB"));
        QCOMPARE(units::kib(15000), QLocale().toString(15000) + QStringLiteral(" KiB"));

        auto session = demoSession();
        MainWindow &window = session->window();
        const int row = rowOf(window, QStringLiteral("/mnt/media"));
        auto *table = child<QTableView>(&window, "mounts");
        const QString rsize = table->model()->index(row, MountTableModel::Rsize).data().toString();
        QCOMPARE(rsize, QStringLiteral("1 MiB"));
        QVERIFY(table->model()
                    ->index(row, MountTableModel::ReadaheadNow)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("rsize (1 MiB)")));
        // The CLI prints sizes with the same words.
        const ProcessRun list = runCli(
            {QStringLiteral("list"), QStringLiteral("--root"), session->monitor().root().root()});
        QVERIFY(list.out.contains(" 1 MiB "));
        QVERIFY(list.out.contains(" 128 KiB "));

        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        auto *pane = window.findChild<ThroughputPane *>();
        QChart *chart = pane->chartView()->chart();
        auto *time = qobject_cast<QDateTimeAxis *>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(time);
        QVERIFY(qAbs(time->max().toMSecsSinceEpoch() - QDateTime::currentMSecsSinceEpoch()) <
                10000);
        const QString appTitle = chart->axes(Qt::Vertical).value(0)->titleText();
        const QString appLegend = qobject_cast<QLineSeries *>(chart->series().value(0))->name();
        child<QCheckBox>(pane, "wireLevel")->setChecked(true);
        QVERIFY(chart->axes(Qt::Vertical).value(0)->titleText() != appTitle);
        QVERIFY(qobject_cast<QLineSeries *>(chart->series().value(0))->name() != appLegend);
    }

    // 12. Layout: the title names the app once, text columns get the spare
    // width, 1024x700 shows at least 8 rows, the figures do not change the
    // chart's width, control characters are escaped, the count follows the
    // filter and an empty result says so, and the shared mark is not a link.
    void layoutHoldsTogether()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The platform adds the application's name ("Demo — NFS Tuner").
        QCOMPARE(window.windowTitle(), QStringLiteral("Demo"));
        auto *table = child<QTableView>(&window, "mounts");
        QTRY_COMPARE(table->horizontalHeader()->length(), table->viewport()->width());
        // Wider, then back: the text columns take the spare width and give it back.
        window.resize(1600, 860);
        QTRY_COMPARE(table->horizontalHeader()->length(), table->viewport()->width());
        window.resize(1280, 860);
        QTRY_COMPARE(table->horizontalHeader()->length(), table->viewport()->width());

        // Figures as wide as they get, then none at all ("–"): the chart
        // beside them keeps its width.
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        auto *pane = window.findChild<ThroughputPane *>();
        QLabel *readOps = nullptr;
        for (QLabel *label : child<QWidget>(pane, "figures")->findChildren<QLabel *>()) {
            if (label->accessibleName() == QStringLiteral("READ ops:"))
                readOps = label;
        }
        QVERIFY(readOps);
        QTRY_VERIFY(readOps->text().endsWith(QStringLiteral("/s")));
        QTest::qWait(50);
        const int chartWidth = pane->chartView()->width();
        table->clearSelection();
        QTest::qWait(50);
        QCOMPARE(pane->chartView()->width(), chartWidth);

        window.resize(1024, 700);
        QTest::qWait(50);
        const int rows =
            table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= 8, qPrintable(QString::number(rows)));

        type(&window, "filter", QStringLiteral("media"));
        QCOMPARE(child<QLabel>(&window, "statusText")->text(),
                 QStringLiteral("10 NFS mounts, 2 shown"));
        type(&window, "filter", QStringLiteral("nothing-like-this"));
        auto *empty = child<QLabel>(&window, "emptyText");
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(QStringLiteral("nothing-like-this")));

        const int shared = rowOf(window, QStringLiteral("/mnt/media"));
        type(&window, "filter", QString());
        const QIcon mark =
            table->model()
                ->index(rowOf(window, QStringLiteral("/mnt/media")), MountTableModel::Bdi)
                .data(Qt::DecorationRole)
                .value<QIcon>();
        QVERIFY(shared >= -1 && !mark.isNull());
        QVERIFY(mark.pixmap(16).toImage() !=
                window.style()->standardIcon(QStyle::SP_FileLinkIcon).pixmap(16).toImage());
    }

    void controlCharactersAreEscaped()
    {
        auto session = rootSession(fixtureRoot(QStringLiteral("escapes")));
        MainWindow &window = session->window();
        auto *table = child<QTableView>(&window, "mounts");
        QStringList shown;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            shown.append(table->model()->index(row, 0).data().toString());
        QVERIFY2(shown.contains(QStringLiteral("/mnt/with\\011tab")), qPrintable(shown.join(u' ')));
        QVERIFY(shown.contains(QStringLiteral("/mnt/new\\012line")));
        for (const QString &text : shown)
            QVERIFY(!text.contains(u'\t') && !text.contains(u'\n'));
    }

    void germanHeadersAreNotClipped()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("nfs-tuner_de"),
                                QStringLiteral(NFSTUNER_TRANSLATIONS_DIR)));
        QCoreApplication::installTranslator(&translator);
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        auto *table = child<QTableView>(&window, "mounts");
        QHeaderView *header = table->horizontalHeader();
        QTRY_VERIFY(table->model()->rowCount() > 0);
        for (int column = 0; column < header->count(); ++column) {
            if (!table->isColumnHidden(column))
                QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                         qPrintable(table->model()->headerData(column, Qt::Horizontal).toString()));
        }
        QCoreApplication::removeTranslator(&translator);
    }

    // Added: the attention count and its filter, columns to show, exports,
    // copying rows, keeping a live change after reboot, chart markers.
    void attentionFilterAndColumns()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        auto *button = child<QToolButton>(&window, "attentionButton");
        auto *table = child<QTableView>(&window, "mounts");
        int flagged = 0;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            flagged += table->model()->index(row, 0).data(MountTableModel::AttentionRole).toBool();
        const int all = table->model()->rowCount();
        QCOMPARE(all, 10); // the demo's mounts
        QVERIFY(flagged > 0 && flagged < all);
        QCOMPARE(button->text(), QStringLiteral("%1 mounts need attention").arg(flagged));
        button->click();
        QCOMPARE(table->model()->rowCount(), flagged);
        button->click();
        QCOMPARE(table->model()->rowCount(), all);

        QVERIFY(table->isColumnHidden(MountTableModel::Proto));
        QAction *proto = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == QStringLiteral("Protocol"))
                proto = action;
        }
        QVERIFY(proto);
        proto->trigger();
        QVERIFY(!table->isColumnHidden(MountTableModel::Proto));
        QCOMPARE(cell(window, QStringLiteral("/mnt/media"), MountTableModel::Proto),
                 QStringLiteral("tcp"));
    }

    void exportsAndCopy()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        QTemporaryDir dir;
        QVERIFY(window.exportTable(dir.path() + QStringLiteral("/t.json")));
        const QJsonArray mounts =
            expectedJsonFile(dir.path() + QStringLiteral("/t.json"))[u"mounts"].toArray();
        QCOMPARE(mounts.size(), 10); // the demo's
        for (const auto &mount : mounts)
            QCOMPARE(QString::number(mount[u"read_ahead_kb"].toInteger()),
                     sysfs(root, mount[u"bdi"].toString()));
        QVERIFY(window.exportTable(dir.path() + QStringLiteral("/t.csv")));
        const QList<QByteArray> lines = readFile(dir.path() + QStringLiteral("/t.csv")).split('\n');
        QVERIFY(lines[0].startsWith("mountpoint,source,version,bdi,rsize,wsize,read_ahead_kb,"));
        QCOMPARE(lines.size(), 12); // header, ten rows, the empty end
        QVERIFY(window.exportChart(dir.path() + QStringLiteral("/c.png")));
        QVERIFY(!QImage(dir.path() + QStringLiteral("/c.png")).isNull());

        QVERIFY(window.selectMount(QStringLiteral("/srv/builds")));
        const QStringList copied = window.selectedRowsText().split(u'\n');
        QVERIFY(copied[0].startsWith(QStringLiteral("Mount point\tServer:export")));
        QVERIFY(copied[1].startsWith(QStringLiteral("/srv/builds\t127.0.0.1:/export\t4.1")));
    }

    void keepAfterRebootFillsTheSettings()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/srv/projects")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(1);
        type(editor, "customValue", QStringLiteral("4"));
        click(editor, "applyButton");
        click(editor, "confirmButton");
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor));
        click(editor, "keepButton");
        QCOMPARE(child<QTabWidget>(&window, "pages")->currentIndex(),
                 int(MainWindow::SettingsPage));
        auto *page = window.findChild<PersistentSettingsPage *>();
        // The narrowest rule: the mount point's, not nfs4 for every v4 mount.
        QCOMPARE(child<QComboBox>(page, "targetFile")->currentData().toString(),
                 QStringLiteral("/etc/nfs.conf.d/50-site.conf"));
        const QString diff = child<QPlainTextEdit>(page, "diff")->toPlainText();
        QVERIFY2(diff.contains(u"+[nfs-tuner]") && diff.contains(u"+/srv/projects = 4096"),
                 qPrintable(diff));
        QVERIFY(!diff.contains(u"nfs4 = 4096"));
        click(page, "saveButton");
        QTRY_COMPARE(nfsconfGet(root, "/srv/projects", "nfs-tuner"), QStringLiteral("4096"));
        QCOMPARE(nfsconfGet(root, "nfs4"), QStringLiteral("16M")); // untouched
        // What the save says of new mounts follows Health: the demo's rules
        // would be applied by this machine's nfs-tuner-rahead.
        auto *status = child<QLabel>(page, "status");
        if (session->monitor().rulesNotAppliedWhy().isEmpty())
            QTRY_VERIFY2(status->text().contains(u"New mounts will get these values"),
                         qPrintable(status->text()));
        else
            QTRY_VERIFY2(status->text().contains(u"but new mounts will not get these values") &&
                             status->text().contains(u"nfs-tuner-rahead"),
                         qPrintable(status->text()));
        // Saved, the rule decides the mount's next mount, and the table says so.
        auto *table = child<QTableWidget>(page, "rulesTable");
        QTRY_VERIFY(table->item(0, ReadaheadRulesTable::From)
                        ->text()
                        .startsWith(QStringLiteral("/etc/nfs.conf.d/50-site.conf:")));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, ReadaheadRulesTable::Decides)->text(),
                 decides(session->monitor(), QStringLiteral("/srv/projects")));
    }

    // The rules table: add for the selected mount (choosing its export),
    // a value with a unit, the mounts it decides before and after saving,
    // a bad value refused, removal; nfsconf reads back each saved state.
    void rulesAreAddedEditedAndRemoved()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *table = child<QTableWidget>(page, "rulesTable");
        QCOMPARE(table->rowCount(), 0);
        click(page, "addRuleButton");
        QCOMPARE(table->rowCount(), 1);
        auto *key = qobject_cast<QComboBox *>(table->cellWidget(0, ReadaheadRulesTable::Key));
        QVERIFY(key);
        QCOMPARE(key->currentText(), QStringLiteral("/mnt/media"));
        QCOMPARE(key->count(), 3); // mount point, export, server
        key->setCurrentIndex(1);
        QCOMPARE(key->currentText(), QStringLiteral("127.0.0.1:/export/media"));
        QCOMPARE(table->item(0, ReadaheadRulesTable::Kind)->text(), QStringLiteral("Export"));
        // Both mounts of the export (one BDI), before anything is saved.
        QCOMPARE(table->item(0, ReadaheadRulesTable::Decides)->text(),
                 decides(session->monitor(), QStringLiteral("/mnt/media, /mnt/media-archive")));

        table->item(0, ReadaheadRulesTable::Kib)->setText(QStringLiteral("16Q"));
        QVERIFY(!child<QAbstractButton>(page, "saveButton")->isEnabled());
        QVERIFY(child<QPlainTextEdit>(page, "diff")->toPlainText().contains(u"16Q"));
        table->item(0, ReadaheadRulesTable::Kib)->setText(QStringLiteral("1M"));
        QVERIFY(child<QPlainTextEdit>(page, "diff")
                    ->toPlainText()
                    .contains(u"+127.0.0.1:/export/media = 1024"));
        click(page, "saveButton");
        QTRY_COMPARE(nfsconfGet(root, "127.0.0.1:/export/media", "nfs-tuner"),
                     QStringLiteral("1024"));

        // Reloaded from the file; removed, the line goes.
        QTRY_VERIFY(table->cellWidget(0, ReadaheadRulesTable::Key) == nullptr);
        QCOMPARE(table->item(0, ReadaheadRulesTable::Key)->text(),
                 QStringLiteral("127.0.0.1:/export/media"));
        table->selectRow(0);
        click(page, "removeRuleButton");
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(child<QPlainTextEdit>(page, "diff")
                    ->toPlainText()
                    .contains(u"-127.0.0.1:/export/media = 1024"));
        click(page, "saveButton");
        QTRY_COMPARE(nfsconfGet(root, "127.0.0.1:/export/media", "nfs-tuner"), QString());
    }

    // A rule's value gets the warnings the other fields give: 0 turns
    // readahead off, below rsize caps each READ (issue 47, item 15).
    void ruleValuesAreWarnedOfAsTheOtherFields()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *table = child<QTableWidget>(page, "rulesTable");
        click(page, "addRuleButton");
        auto *warnings = child<QLabel>(page, "warnings");
        table->item(0, ReadaheadRulesTable::Kib)->setText(QStringLiteral("64"));
        QVERIFY2(warnings->isVisibleTo(page) && warnings->text().contains(u"below rsize"),
                 qPrintable(warnings->text()));
        QVERIFY2(warnings->text().startsWith(u"/mnt/media: "), qPrintable(warnings->text()));
        table->item(0, ReadaheadRulesTable::Kib)->setText(QStringLiteral("0"));
        QVERIFY2(warnings->text().contains(u"turns readahead off"), qPrintable(warnings->text()));
        table->item(0, ReadaheadRulesTable::Kib)->setText(QStringLiteral("4096"));
        QVERIFY(!warnings->isVisibleTo(page));
    }

    void chartMarksReadaheadChanges()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        auto *pane = window.findChild<ThroughputPane *>();
        const int before = int(pane->chartView()->chart()->series().size());
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "classicPreset");
        click(editor, "applyButton");
        click(editor, "confirmButton");
        auto *markers = child<QLabel>(pane, "markers");
        QTRY_VERIFY(markers->text().contains(QStringLiteral("readahead 128 KiB → 15 MiB")));
        QCOMPARE(pane->chartView()->chart()->series().size(), before + 1);
    }

    // Palette roles: the banner uses the tooltip roles, and state colours
    // read on light and dark windows alike.
    void coloursFollowThePalette()
    {
        for (const bool dark : {false, true}) {
            QPalette palette;
            if (dark) {
                palette.setColor(QPalette::Window, QColor(40, 40, 42));
                palette.setColor(QPalette::WindowText, QColor(230, 230, 230));
                palette.setColor(QPalette::Base, QColor(28, 28, 30));
            }
            for (const auto kind : {statuscolors::Kind::Negative, statuscolors::Kind::Neutral,
                                    statuscolors::Kind::Positive})
                QVERIFY(statuscolors::contrast(statuscolors::text(kind, palette),
                                               palette.color(QPalette::Window)) >= 4.5);
        }
        auto session = demoSession();
        auto *banner = child<QLabel>(&session->window(), "contextBanner");
        QCOMPARE(banner->backgroundRole(), QPalette::ToolTipBase);
        QCOMPARE(banner->foregroundRole(), QPalette::ToolTipText);
        QVERIFY(banner->styleSheet().isEmpty());
    }
};

QTEST_MAIN(TestWindowTrust)
#include "tst_window_trust.moc"
