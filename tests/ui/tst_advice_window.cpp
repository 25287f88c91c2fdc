// SPDX-License-Identifier: GPL-2.0-or-later
// The advisor in the window, on the demo: the Advice column, the reasons
// and evidence on the Readahead page, and "Apply advice" previewed,
// applied, undone and offered for after a reboot.
#include "appsession.h"
#include "base/translations.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "widgets/advicepanel.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "windowdriver.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString sysfs(const SystemRoot &root, const QString &bdi)
{
    return QString::fromLatin1(
        readFile(root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi))).trimmed());
}

} // namespace

class TestAdviceWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp);
    }
    void init() { QSettings().clear(); }

    // The demo streams from /srv/projects at 128 KiB readahead with READs
    // of 128 KiB (rsize 1 MiB): raise; /srv/builds reads 1 MiB READs at
    // 15 MiB: keep. Rows to raise or lower count as needing attention.
    void adviceColumnAndAttention()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QTRY_COMPARE(cell(window, QStringLiteral("/srv/projects"), MountTableModel::Advice),
                     QStringLiteral("Raise to 1 MiB"));
        QTRY_COMPARE(cell(window, QStringLiteral("/srv/builds"), MountTableModel::Advice),
                     QStringLiteral("Keep"));
        auto *table = child<QTableView>(&window, "mounts");
        int attention = 0;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex index = table->model()->index(row, MountTableModel::Advice);
            const QString verdict = index.data(MountTableModel::VerdictRole).toString();
            const bool flagged = index.data(MountTableModel::AttentionRole).toBool();
            attention += flagged;
            if (verdict == QLatin1String("raise") || verdict == QLatin1String("lower"))
                QVERIFY2(flagged, qPrintable(index.siblingAtColumn(0).data().toString()));
        }
        QCOMPARE(child<QToolButton>(&window, "attentionButton")->text(),
                 QStringLiteral("%1 mounts need attention").arg(attention));
    }

    void applyAdviceIsPreviewedUndoableAndKept()
    {
        auto session = demoSession();
        const SystemRoot root = session->monitor().root();
        MainWindow &window = session->window();
        const QString projects = bdiOf(window, QStringLiteral("/srv/projects"));
        QVERIFY(window.selectMount(QStringLiteral("/srv/projects")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        auto *text = child<QLabel>(editor, "adviceText");
        QTRY_VERIFY2(text->text().contains(QStringLiteral("raise from 128 KiB to 1 MiB")),
                     qPrintable(text->text()));
        // The reasons and the figures they rest on.
        QVERIFY(text->text().contains(QStringLiteral("the readahead size")));
        QVERIFY(text->text().contains(QStringLiteral("per READ")));
        QVERIFY(text->text().contains(QStringLiteral("in flight")));

        click(editor, "applyAdviceButton");
        const QStringList planned = items(child<QListWidget>(editor, "previewEntries"));
        QCOMPARE(planned.size(), 1);
        QVERIFY2(planned[0].startsWith(
                     QStringLiteral("%1 (/srv/projects): 128 KiB → 1 MiB").arg(projects)),
                 qPrintable(planned[0]));
        QCOMPARE(sysfs(root, projects), QStringLiteral("128")); // nothing before confirming
        click(editor, "confirmButton");
        QTRY_COMPARE(sysfs(root, projects), QStringLiteral("1024"));

        QTRY_VERIFY(child<QAbstractButton>(editor, "undoButton")->isEnabled());
        click(editor, "undoButton");
        click(editor, "confirmButton");
        QTRY_COMPARE(sysfs(root, projects), QStringLiteral("128"));

        // Applied again, then kept: the settings page gets the mount's rule.
        // (The advice speaks again once the window holds 10 s at 128 KiB.)
        QTRY_VERIFY_WITH_TIMEOUT(child<QAbstractButton>(editor, "applyAdviceButton")->isEnabled(),
                                 30000);
        click(editor, "applyAdviceButton");
        click(editor, "confirmButton");
        QTRY_COMPARE(sysfs(root, projects), QStringLiteral("1024"));
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor));
        click(editor, "keepButton");
        QCOMPARE(child<QTabWidget>(&window, "pages")->currentIndex(),
                 int(MainWindow::SettingsPage));
        auto *page = window.findChild<PersistentSettingsPage *>();
        QVERIFY(
            child<QPlainTextEdit>(page, "diff")->toPlainText().contains(u"+/srv/projects = 1024"));
    }

    // One vocabulary of rates (issue 47, item 6): the advice shows the Read
    // column's rate per second of the clock beside the rate while reading
    // that it compares values by, each named, and the column says which.
    void ratesSayWhichTheyAre()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/srv/projects")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *text = child<QLabel>(window.findChild<ReadaheadEditor *>(), "adviceText");
        QTRY_VERIFY2(text->text().contains(QStringLiteral("while reading")),
                     qPrintable(text->text()));
        const QRegularExpression figures(QStringLiteral(
            "([0-9.,]+) MB/s per second of the clock, ([0-9.,]+) MB/s while reading"));
        const QRegularExpressionMatch match = figures.match(text->text());
        QVERIFY2(match.hasMatch(), qPrintable(text->text()));
        // Per second of reading is at least per second of the clock.
        QVERIFY2(QLocale().toDouble(match.captured(2)) >= QLocale().toDouble(match.captured(1)),
                 qPrintable(match.captured(0)));
        auto *table = child<QTableView>(&window, "mounts");
        const QString columnTip =
            table->model()
                ->headerData(MountTableModel::ReadRate, Qt::Horizontal, Qt::ToolTipRole)
                .toString();
        QVERIFY2(columnTip.contains(u"per second of the clock") &&
                     columnTip.contains(u"MB/s while reading"),
                 qPrintable(columnTip));
    }

    // While its page is hidden the panel does not judge every sample; shown
    // again, it judges at once, on what changed meanwhile (here the
    // readahead, set by someone else).
    void hiddenPanelCatchesUpWhenShown()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        const SystemRoot root = session->monitor().root();
        const QString projects = bdiOf(window, QStringLiteral("/srv/projects"));
        QVERIFY(window.selectMount(QStringLiteral("/srv/projects")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *text = child<QLabel>(window.findChild<ReadaheadEditor *>(), "adviceText");
        const QString before = QStringLiteral("raise from 128 KiB to 1 MiB");
        QTRY_VERIFY(text->text().contains(before));
        window.showPage(MainWindow::ThroughputPage);
        writeFile(root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(projects)),
                  "4096\n");
        session->monitor().refreshReadahead();
        QTest::qWait(1500); // samples while hidden
        QVERIFY2(text->text().contains(before), "not judged while hidden");
        window.showPage(MainWindow::ReadaheadPage);
        QVERIFY2(!text->text().contains(before), qPrintable(text->text()));
        QVERIFY2(text->text().contains(QStringLiteral("The readahead changed")),
                 qPrintable(text->text()));
    }

    // Nothing to raise or lower: nothing to apply.
    void keepHasNothingToApply()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.selectMount(QStringLiteral("/srv/builds")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        QTRY_VERIFY(child<QLabel>(editor, "adviceText")->text().contains(QStringLiteral("keep")));
        QVERIFY(!child<QAbstractButton>(editor, "applyAdviceButton")->isEnabled());
    }
};

QTEST_MAIN(TestAdviceWindow)
#include "tst_advice_window.moc"
