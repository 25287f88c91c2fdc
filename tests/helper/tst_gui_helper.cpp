// SPDX-License-Identifier: GPL-2.0-or-later
// The window against the real helper on the private test bus (as root): the
// readahead editor changes the fixture's sysfs and the table shows it; the
// persistent settings page saves through the helper, changing one line; a
// file changed behind its back gives a Conflict and Reload recovers.
#include "appsession.h"
#include "fixtureroot.h"
#include "helpertesting.h"
#include "mainwindow.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "windowdriver.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QString tableText(MainWindow &window, const QString &mountpoint, int column)
{
    return cell(window, mountpoint, column);
}

} // namespace

class TestGuiHelper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(startOnTestBus());
        // nfsrahead is there to apply what is saved: "On next mount"
        // follows the saved values (without it, the kernel's).
        installNfsrahead(testRoot());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        LaunchOptions options;
        options.root = testRoot();
        options.folderThroughHelper = true; // the test bus's helper works on it
        auto session = AppSession::create(options);
        QVERIFY(session);
        m_session = std::move(session).value();
        m_session->start();
    }

    void editorAppliesThroughTheHelper()
    {
        MainWindow &window = m_session->window();
        QVERIFY(window.selectMount(QStringLiteral("/mnt/v3")));
        window.showPage(MainWindow::ReadaheadPage);
        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(0); // KiB
        type(editor, "customValue", QStringLiteral("15360"));
        click(editor, "applyButton");
        click(editor, "confirmButton");
        auto *results = editor->findChild<QListWidget *>(QStringLiteral("results"));
        QTRY_COMPARE_WITH_TIMEOUT(results->count(), 1, 15000);
        QVERIFY2(results->item(0)->text().startsWith(QStringLiteral("✓")),
                 qPrintable(results->item(0)->text()));
        QCOMPARE(readFile(testRoot() + QStringLiteral("/sys/class/bdi/0:29/read_ahead_kb")),
                 QByteArray("15360\n"));
        QTRY_COMPARE(tableText(window, QStringLiteral("/mnt/v3"), 6), QStringLiteral("15 MiB"));
        QCOMPARE(tableText(window, QStringLiteral("/mnt/v42"), 6), QStringLiteral("128 KiB"));
    }

    void settingsPageSavesOneLine()
    {
        MainWindow &window = m_session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        const QByteArray before = readFile(conf());
        page->findChild<QComboBox *>(QStringLiteral("targetFile"))
            ->setCurrentIndex(0); // /etc/nfs.conf
        page->findChild<QCheckBox *>(QStringLiteral("nfs4Set"))->setChecked(true);
        child<QComboBox>(page, "nfs4Unit")->setCurrentIndex(0); // KiB
        type(page, "nfs4Value", QStringLiteral("16384"));
        const QString diff =
            page->findChild<QPlainTextEdit *>(QStringLiteral("diff"))->toPlainText();
        QVERIFY2(diff.contains(QStringLiteral("-# nfs4=16000\n+nfs4=16384")), qPrintable(diff));
        page->findChild<QAbstractButton *>(QStringLiteral("saveButton"))->click();
        auto *status = page->findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Saved")), 15000);
        QCOMPARE(readFile(conf()), QByteArray(before).replace("# nfs4=16000\n", "nfs4=16384\n"));
        // The table's "on next mount" follows the saved configuration.
        QTRY_COMPARE(tableText(window, QStringLiteral("/mnt/v42"), 7), QStringLiteral("16 MiB"));
    }

    void conflictOffersReload()
    {
        MainWindow &window = m_session->window();
        auto *page = window.findChild<PersistentSettingsPage *>();
        page->findChild<QCheckBox *>(QStringLiteral("defaultSet"))->setChecked(true);
        type(page, "defaultValue", QStringLiteral("512"));
        // Someone else edits the file now; the page still shows the old one.
        const QByteArray theirs = readFile(conf()) + "# edited elsewhere\n";
        QFile file(conf());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Append));
        file.write("# edited elsewhere\n");
        file.close();
        page->findChild<QAbstractButton *>(QStringLiteral("saveButton"))->click();
        auto *status = page->findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("changed since")), 15000);
        QCOMPARE(readFile(conf()), theirs);
        page->findChild<QAbstractButton *>(QStringLiteral("reloadButton"))->click();
        QVERIFY(!page->findChild<QCheckBox *>(QStringLiteral("defaultSet"))->isChecked());
        page->findChild<QCheckBox *>(QStringLiteral("defaultSet"))->setChecked(true);
        type(page, "defaultValue", QStringLiteral("512"));
        page->findChild<QAbstractButton *>(QStringLiteral("saveButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Saved")), 15000);
        QVERIFY(readFile(conf()).contains("default = 512\n"));
        QVERIFY(readFile(conf()).contains("# edited elsewhere\n"));
    }

    void applyToMountedNow()
    {
        auto *page = m_session->window().findChild<PersistentSettingsPage *>();
        click(page, "applyNowButton");
        click(page, "confirmButton");
        auto *results = page->findChild<QListWidget *>(QStringLiteral("applyResults"));
        QTRY_COMPARE_WITH_TIMEOUT(results->count(), 2, 15000);
        // nfs4=16384 for the v4.2 mount; default=512 for the v3 one.
        QCOMPARE(readFile(testRoot() + QStringLiteral("/sys/class/bdi/0:31/read_ahead_kb")),
                 QByteArray("16384\n"));
        QCOMPARE(readFile(testRoot() + QStringLiteral("/sys/class/bdi/0:29/read_ahead_kb")),
                 QByteArray("512\n"));
        QTRY_COMPARE(tableText(m_session->window(), QStringLiteral("/mnt/v42"), 6),
                     QStringLiteral("16 MiB"));
    }

    void cleanupTestCase() { m_session.reset(); }

private:
    QTemporaryDir m_config;
    std::unique_ptr<AppSession> m_session;
};

QTEST_MAIN(TestGuiHelper)
#include "tst_gui_helper.moc"
