// SPDX-License-Identifier: GPL-2.0-or-later
// The demo: a real-kernel root in a temporary folder, simulated traffic that
// reacts to readahead, and the window working against it.
#include "appsession.h"
#include "base/textfile.h"
#include "demo/demosystem.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "mounts/nfsmounttable.h"
#include "samplerreplay.h"
#include "stats/mountsampler.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "windowdriver.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

// The pieces a control is made of (a spin box's line edit, a combo box's
// popup list, which Qt 6.8 parents to a popup container inside the
// combo box) are named by the control.
bool isPartOfAnotherControl(const QWidget *widget)
{
    for (const QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox *>(up) || qobject_cast<const QComboBox *>(up) ||
            qobject_cast<const QAbstractItemView *>(up))
            return true;
    }
    return false;
}

} // namespace

class TestDemo : public QObject
{
    Q_OBJECT

private slots:
    // The window's layout goes to QSettings: a test folder of Qt's, never
    // the user's ~/.config, emptied before each test.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void readaheadShapesTheSimulatedReads()
    {
        auto demo = DemoSystem::create();
        QVERIFY(demo);
        DemoSystem &system = **demo;
        QVERIFY(system.root().root().startsWith(QDir::tempPath()));
        MountSampler sampler(system.root());
        const auto table = NfsMountTable::read(system.root());
        QVERIFY(table);
        const NfsMount *media = table->findByMountpoint(QStringLiteral("/mnt/media"));
        QVERIFY(media);
        const QString bdiFile = system.root().path(
            QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(media->bdi.toString()));

        auto averageRead = [&](qint64 &clock) {
            replay(sampler, MountStats::read(system.root()).value(), clock);
            system.traffic().advance(1.0);
            clock += 1000;
            replay(sampler, MountStats::read(system.root()).value(), clock);
            return *sampler.series(QStringLiteral("/mnt/media"))->latest;
        };
        qint64 clock = 0;
        const MountRates slow = averageRead(clock);
        // Counters are whole numbers: READs of the readahead size, within rounding.
        QVERIFY(qAbs(*slow.averageReadBytes - 131072.0) < 131072 * 0.01); // read_ahead_kb 128
        QFile file(bdiFile);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("15360\n");
        file.close();
        const MountRates fast = averageRead(clock);
        QVERIFY(qAbs(*fast.averageReadBytes - 1048576.0) < 1048576 * 0.01); // capped at rsize
        QVERIFY(fast.readBytesPerSecond > slow.readBytesPerSecond * 1.5);
        QVERIFY(DemoTraffic::readCapacity(1 << 20) > DemoTraffic::readCapacity(128 << 10));
    }

    // The demo root comes from Linux 6.12, whose NFSv4.2 mounts read with
    // READ_PLUS: the simulated reads of /srv/projects land on that line and
    // count as READs; the v3 mounts keep reading with READ.
    void v42ReadsGoToReadPlus()
    {
        auto demo = DemoSystem::create();
        QVERIFY(demo);
        DemoSystem &system = **demo;
        MountSampler sampler(system.root());
        replay(sampler, MountStats::read(system.root()).value(), 0);
        system.traffic().advance(1.0);
        const auto counters = MountStats::read(system.root());
        QVERIFY(counters);
        replay(sampler, *counters, 1000);
        const MountRates v42 = *sampler.series(QStringLiteral("/srv/projects"))->latest;
        QVERIFY(v42.readOps > 0);
        QCOMPARE(v42.readPlusOps, v42.readOps);
        const MountRates v3 = *sampler.series(QStringLiteral("/mnt/media"))->latest;
        QVERIFY(v3.readOps > 0);
        QCOMPARE(v3.readPlusOps, 0u);
        // In the file itself: READ stays as captured (0), READ_PLUS grows.
        const QByteArray file =
            readWholeFile(system.root().path(SystemRoot::mountStatsPath())).value();
        const qsizetype block = file.indexOf(" mounted on /srv/projects ");
        const qsizetype next = file.indexOf("\ndevice ", block);
        const QByteArray projects = file.mid(block, next - block);
        QVERIFY2(projects.contains("\t        READ: 0 0 0 0 0 0 0 0 0\n"), projects.constData());
        QVERIFY(!projects.contains("READ_PLUS: 0 "));
    }

    void windowTunesTheDemoFolder()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.windowTitle().contains(QStringLiteral("Demo")));
        QVERIFY(window.selectMount(QStringLiteral("/mnt/media")));
        window.showPage(MainWindow::ReadaheadPage);

        auto *editor = window.findChild<ReadaheadEditor *>();
        click(editor, "customPreset");
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(1); // MiB
        type(editor, "customValue", QStringLiteral("8"));
        click(editor, "applyButton");
        // The preview names the BDI with both its mounts, from and to.
        const QStringList planned = items(child<QListWidget>(editor, "previewEntries"));
        QVERIFY2(planned.size() == 1 &&
                     planned[0].contains(QStringLiteral("/mnt/media, "
                                                        "/mnt/media-archive")) &&
                     planned[0].contains(QStringLiteral("128 KiB → 8 MiB")),
                 qPrintable(planned.join(QLatin1Char('\n'))));
        click(editor, "confirmButton");
        auto *results = child<QListWidget>(editor, "results");
        QTRY_COMPARE(results->count(), 1);
        QVERIFY2(results->item(0)->text().startsWith(QStringLiteral("✓")),
                 qPrintable(results->item(0)->text()));

        // The demo folder changed; the table shows it; Undo puts it back.
        QTRY_COMPARE(cell(window, QStringLiteral("/mnt/media"), MountTableModel::ReadaheadNow),
                     QStringLiteral("8 MiB"));
        QCOMPARE(cell(window, QStringLiteral("/mnt/media-archive"), MountTableModel::ReadaheadNow),
                 QStringLiteral("8 MiB"));
        click(editor, "undoButton");
        click(editor, "confirmButton");
        QTRY_COMPARE(cell(window, QStringLiteral("/mnt/media"), MountTableModel::ReadaheadNow),
                     QStringLiteral("128 KiB"));
    }

    void settingsPageProposesOnlyWhatWasEdited()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        auto *diff = child<QPlainTextEdit>(page, "diff");
        // The demo's drop-in says "nfs4 = 16M" (nfsrahead reads 16): shown as
        // 16 KiB, but left as written until someone edits it.
        QCOMPARE(child<QLineEdit>(page, "nfs4Value")->text(), QStringLiteral("16"));
        QCOMPARE(child<QComboBox>(page, "nfs4Unit")->currentText(), QStringLiteral("KiB"));
        QCOMPARE(diff->toPlainText(),
                 QStringLiteral("No changes to /etc/nfs.conf.d/50-site.conf."));
        child<QCheckBox>(page, "nfsSet")->setChecked(true);
        child<QComboBox>(page, "nfsUnit")->setCurrentIndex(0);
        type(page, "nfsValue", QStringLiteral("4096"));
        QVERIFY2(diff->toPlainText().contains(QStringLiteral("\n+nfs = 4096\n")),
                 qPrintable(diff->toPlainText()));
        QVERIFY2(!diff->toPlainText().contains(QStringLiteral("-nfs4")),
                 qPrintable(diff->toPlainText()));
        type(page, "nfs4Value", QStringLiteral("16384"));
        QVERIFY2(diff->toPlainText().contains(QStringLiteral("-nfs4 = 16M\n+nfs4 = 16384")),
                 qPrintable(diff->toPlainText()));
    }

    // A keystroke on the settings page reads every nfs.conf file once, to
    // check the edit and to show which mounts each rule would decide: the
    // page takes the files as the edit left them (confAfter) instead of
    // reading them all again.
    void settingsPageReadsEachFileOncePerKeystroke()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.showPage(MainWindow::SettingsPage);
        auto *page = window.findChild<PersistentSettingsPage *>();
        child<QCheckBox>(page, "nfsSet")->setChecked(true);
        auto *value = child<QLineEdit>(page, "nfsValue");
        value->setFocus();
        QTest::keyClick(value, Qt::Key_End);

        static QStringList reads;
        reads.clear();
        QLoggingCategory::setFilterRules(QStringLiteral("nfstuner.core.conf.debug=true"));
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext &context, const QString &message) {
                if (QLatin1String(context.category) == QLatin1String("nfstuner.core.conf") &&
                    (message.contains(QLatin1String(": read, ")) ||
                     message.endsWith(QLatin1String(": the edited text, not the file"))))
                    reads.append(message.left(message.indexOf(QLatin1String(": "))));
            });
        QTest::keyClick(value, Qt::Key_1);
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());

        // The demo's two files, each once (the edited one from memory).
        QCOMPARE(reads.size(), 2);
        QVERIFY2(reads.last().endsWith(QLatin1String("/etc/nfs.conf.d/50-site.conf")),
                 qPrintable(reads.join(QLatin1Char('\n'))));
        for (const QString &file : std::as_const(reads))
            QVERIFY2(reads.count(file) == 1, qPrintable(reads.join(QLatin1Char('\n'))));
    }

    void windowRemembersItsLayout()
    {
        LaunchOptions options;
        options.demo = true;
        QSize chosen;
        {
            auto session = AppSession::create(options);
            QVERIFY(session);
            MainWindow &window = (*session)->window();
            window.findChild<QDoubleSpinBox *>(QStringLiteral("interval"))->setValue(2.5);
            window.findChild<QComboBox *>(QStringLiteral("chartWindow"))
                ->setCurrentIndex(1); // 10 min
            window.findChild<QCheckBox *>(QStringLiteral("wireLevel"))->setChecked(true);
            window.showPage(MainWindow::HealthTab);
            // Inside the screen (Qt 6.8 fits a restored geometry into it;
            // the offscreen screen is 800x600) and not the first-run size.
            const QSize available = window.screen()->availableGeometry().size();
            chosen = QSize(available.width() - 60, available.height() - 40);
            QVERIFY(chosen != window.size());
            window.resize(chosen);
            window.close();
        }
        auto session = AppSession::create(options);
        QVERIFY(session);
        MainWindow &window = (*session)->window();
        QCOMPARE(window.findChild<QDoubleSpinBox *>(QStringLiteral("interval"))->value(), 2.5);
        QCOMPARE(
            window.findChild<QComboBox *>(QStringLiteral("chartWindow"))->currentData().toInt(),
            600);
        QVERIFY(window.findChild<QCheckBox *>(QStringLiteral("wireLevel"))->isChecked());
        QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentIndex(),
                 int(MainWindow::HealthTab));
        QCOMPARE(window.size(), chosen);
    }

    void controlsHaveAccessibleNames()
    {
        LaunchOptions options;
        options.demo = true;
        auto session = AppSession::create(options);
        QVERIFY(session);
        for (QWidget *widget : (*session)->window().findChildren<QWidget *>()) {
            const bool input =
                qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget) ||
                qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractItemView *>(widget);
            if (!input || widget->objectName().startsWith(QLatin1String("qt_")) ||
                !widget->parentWidget() || isPartOfAnotherControl(widget))
                continue;
            QVERIFY2(
                !widget->accessibleName().isEmpty(),
                qPrintable(QStringLiteral("%1 %2").arg(
                    QString::fromLatin1(widget->metaObject()->className()), widget->objectName())));
        }
    }
};

QTEST_MAIN(TestDemo)
#include "tst_demo.moc"
