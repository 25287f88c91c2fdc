// SPDX-License-Identifier: GPL-2.0-or-later
// The write tune in the demo (issue 64): it opens beside Tune… for the
// selected mount, names the other mounts the client-wide limit reaches,
// refuses while they write unless asked, tunes on the demo's backup to a
// knee above the start, putting the start back, and a knee set from it
// lands on the Changes page, where Undo takes it back; kept after reboot
// through the Write-back page. The table's context menu opens it too.
#include "appsession.h"
#include "base/printable.h"
#include "base/translations.h"
#include "base/units.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "widgets/changespage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/writebackpage.h"
#include "widgets/writetunedialog.h"
#include "windowdriver.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeWidget>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

// The demo's mount that writes (140 MB/s); /mnt/remote writes 2 MB/s.
const QString Backup = QStringLiteral("/mnt/backup");

struct WriteTuning
{
    std::unique_ptr<AppSession> session;
    SystemRoot root;
    QPointer<WriteTuneDialog> dialog;

    QByteArray limit() const
    {
        return readFile(root.path(QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb"))).trimmed();
    }
};

// The demo with /mnt/backup selected and the write tune opened from its button.
WriteTuning openWriteTune(const QString &mountpoint = Backup)
{
    WriteTuning t{demoSession(), SystemRoot(), nullptr};
    t.root = t.session->monitor().root();
    MainWindow &window = t.session->window();
    window.selectMount(mountpoint);
    window.showPage(MainWindow::ReadaheadPage);
    auto *editor = window.findChild<ReadaheadEditor *>();
    auto *button = child<QAbstractButton>(editor, "tuneWritesButton");
    if (!button->isEnabled())
        qFatal("The write tune button is not enabled: %s", qPrintable(button->toolTip()));
    button->click();
    t.dialog = editor->findChild<WriteTuneDialog *>();
    return t;
}

} // namespace

class TestWriteTuneWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp);
    }
    void init() { QSettings().clear(); }

    // Every other NFS mount is named: each gets the trial values too.
    void namesTheOtherMounts()
    {
        WriteTuning t = openWriteTune();
        QVERIFY(t.dialog && t.dialog->isVisible());
        QVERIFY2(mnemonicProblem(t.dialog).isEmpty(), qPrintable(mnemonicProblem(t.dialog)));
        const QString intro = child<QLabel>(t.dialog, "intro")->text();
        int others = 0;
        for (const NfsMount &mount : t.session->monitor().inventory().mounts()) {
            if (mount.mountpoint == Backup)
                continue;
            ++others;
            QVERIFY2(intro.contains(printable(mount.mountpoint).toHtmlEscaped()),
                     qPrintable(mount.mountpoint + QStringLiteral(" not in: ") + intro));
        }
        QVERIFY(others > 0);
    }

    // A mount nobody writes to: said after a look, nothing changed.
    void nobodyWritingIsSaid()
    {
        WriteTuning t = openWriteTune(QStringLiteral("/mnt/media"));
        const QByteArray start = t.limit();
        click(t.dialog, "tune");
        QTRY_VERIFY_WITH_TIMEOUT(!t.dialog->isTuning(), 20000);
        QVERIFY2(t.dialog->outcome().contains(QLatin1String("Nothing writes to /mnt/media")),
                 qPrintable(t.dialog->outcome()));
        QCOMPARE(t.limit(), start);
        QVERIFY(!child<QAbstractButton>(t.dialog, "setKnee")->isVisible());
    }

    // Another of the demo's mounts writes: the tune does not start, nothing
    // changes; asked to, it tunes on the demo's backup, whose server wants
    // more in flight than the default lets through: it finds a knee above
    // the start, offers to set or keep it, and puts the start back.
    void refusesWhileOthersWriteUnlessAsked()
    {
        WriteTuning t = openWriteTune();
        const QByteArray start = t.limit();
        click(t.dialog, "tune");
        QVERIFY(t.dialog->isTuning());
        QTRY_VERIFY_WITH_TIMEOUT(!t.dialog->isTuning(), 20000);
        QCOMPARE(tune::outcomeName(t.dialog->tuner()->outcome()), QStringLiteral("refused"));
        QVERIFY2(t.dialog->outcome().contains(QLatin1String("other mounts write now")),
                 qPrintable(t.dialog->outcome()));
        QVERIFY(t.dialog->tuner()->steps().isEmpty());
        QCOMPARE(t.limit(), start);

        child<QCheckBox>(t.dialog, "despiteOtherWriters")->setChecked(true);
        click(t.dialog, "tune");
        QTRY_VERIFY_WITH_TIMEOUT(t.limit() != start, 30000); // a trial value is on
        QTRY_VERIFY_WITH_TIMEOUT(!t.dialog->isTuning(), 120000);
        const WriteTuner &tuner = *t.dialog->tuner();
        QVERIFY2(tuner.outcome() == WriteTuner::Outcome::Tuned, qPrintable(tuner.reason()));
        QVERIFY2(tuner.finalKib() > start.toULongLong(), qPrintable(tuner.reason()));
        QCOMPARE(child<QTreeWidget>(t.dialog, "trials")->topLevelItemCount(),
                 int(tuner.steps().size()));
        QCOMPARE(t.limit(), start);
        auto *setKnee = child<QAbstractButton>(t.dialog, "setKnee");
        QVERIFY(setKnee->isVisible());
        QVERIFY2(setKnee->text().remove(u'&').contains(units::kib(tuner.finalKib())),
                 qPrintable(setKnee->text()));
        QVERIFY(child<QAbstractButton>(t.dialog, "keepAfterReboot")->isVisible());
    }

    // Stop mid-way: the start comes back.
    void stopPutsTheStartBack()
    {
        WriteTuning t = openWriteTune();
        const QByteArray start = t.limit();
        child<QCheckBox>(t.dialog, "despiteOtherWriters")->setChecked(true);
        click(t.dialog, "tune");
        QTRY_VERIFY_WITH_TIMEOUT(t.limit() != start, 30000);
        click(t.dialog, "stop");
        QTRY_VERIFY(!t.dialog->isTuning());
        QCOMPARE(t.limit(), start);
        QCOMPARE(tune::outcomeName(t.dialog->tuner()->outcome()), QStringLiteral("stopped"));
    }

    // Keep after reboot… hands the knee to the Write-back page, typed in
    // with Keep after reboot ticked: its Set sets it now (a step on the
    // Changes page) and writes it to the sysctl drop-in for every boot.
    void aKneeKeptAfterRebootIsSetAndSavedFromTheWritebackPage()
    {
        WriteTuning t = openWriteTune();
        const quint64 start = t.limit().toULongLong();
        const quint64 knee = 2 * start;
        emit t.dialog->keepAfterRebootRequested(knee);
        QCOMPARE(t.limit(), QByteArray::number(start)); // nothing set yet
        MainWindow &window = t.session->window();
        auto *page = window.findChild<WritebackPage *>();
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(child<QLineEdit>(page, "congestionValue")->text(), QString::number(knee));
        QVERIFY(child<QCheckBox>(page, "keepCongestion")->isChecked());
        const QString preview = child<QLabel>(page, "congestionPreview")->text();
        QVERIFY2(preview.contains(u"/etc/sysctl.d/60-nfs-tuner.conf"), qPrintable(preview));
        click(page, "setCongestionButton");
        const QString dropIn = t.root.path(QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf"));
        auto *status = child<QLabel>(page, "congestionStatus");
        QTRY_VERIFY2(status->text().contains(u"Saved"), qPrintable(status->text()));
        const QByteArray line = "fs.nfs.nfs_congestion_kb = " + QByteArray::number(knee);
        QVERIFY2(readFile(dropIn).contains(line), readFile(dropIn).constData());
        QCOMPARE(t.limit(), QByteArray::number(knee));
        auto *changes = window.findChild<ChangesPage *>();
        QTRY_COMPARE(child<QTreeWidget>(changes, "steps")->topLevelItemCount(), 1);
    }

    // The table's context menu offers the write tune beside the read tune,
    // for the mount clicked.
    void contextMenuOpensTheWriteTune()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.selectMount(Backup);
        auto *table = child<QTableView>(&window, "mounts");
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        QAction *tune = window.findChild<QAction *>(QStringLiteral("tuneWritesAction"));
        QVERIFY(tune && table->actions().contains(tune));
        QVERIFY(
            table->actions().contains(window.findChild<QAction *>(QStringLiteral("tuneAction"))));
        tune->trigger();
        auto *dialog = window.findChild<WriteTuneDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->windowTitle().contains(Backup), qPrintable(dialog->windowTitle()));
        dialog->reject();
    }

    // A knee set from the dialog is a step on the Changes page, from the
    // start to the knee, and Undo there puts the start back.
    void aKneeSetLandsInChangesAndUndoTakesItBack()
    {
        WriteTuning t = openWriteTune();
        const quint64 start = t.limit().toULongLong();
        const quint64 knee = 4 * start;
        emit t.dialog->setKneeRequested(start, knee);
        QTRY_COMPARE(t.limit(), QByteArray::number(knee));
        MainWindow &window = t.session->window();
        window.showPage(MainWindow::ChangesTab);
        auto *changes = window.findChild<ChangesPage *>();
        auto *steps = child<QTreeWidget>(changes, "steps");
        QTRY_COMPARE(steps->topLevelItemCount(), 1);
        QVERIFY2(steps->topLevelItem(0)->text(1).contains(QLatin1String("Write tune")),
                 qPrintable(steps->topLevelItem(0)->text(1)));
        steps->setCurrentItem(steps->topLevelItem(0));
        click(changes, "undoStepButton");
        click(changes, "confirmButton");
        QTRY_COMPARE(t.limit(), QByteArray::number(start));
    }
};

QTEST_MAIN(TestWriteTuneWindow)
#include "tst_write_tune_window.moc"
