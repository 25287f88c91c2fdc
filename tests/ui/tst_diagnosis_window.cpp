// SPDX-License-Identifier: GPL-2.0-or-later
// The Diagnosis page and the Limit column on the demo: the verdict, the
// prescription and both charts follow the selected mount, each figure the
// tracker's for that mount; the prescription's button is Tune… where it is
// the readahead and the command to copy where it is not.
#include "monitor/mountmonitor.h"
#include "widgets/diagnosischarts.h"
#include "widgets/diagnosispage.h"
#include "widgets/tunedialog.h"
#include "windowdriver.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

const MountDiagnosisState *stateOf(AppSession &session, const QString &mountpoint)
{
    const NfsMount *mount = session.monitor().inventory().table().findByMountpoint(mountpoint);
    return mount ? session.monitor().diagnosis().find(mount->mountId) : nullptr;
}

bool near(double a, double b)
{
    return qAbs(a - b) <= 1e-9 * std::max(1.0, qAbs(b));
}

} // namespace

class TestDiagnosisWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void theLimitColumnNamesEachMountsLimit()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        // What demo/demotraffic.cpp gives each mount.
        const QList<QPair<QString, Bottleneck>> expected{
            {QStringLiteral("/srv/projects"), Bottleneck::RoundTrip},
            {QStringLiteral("/mnt/backup"), Bottleneck::Server},
            {QStringLiteral("/mnt/render"), Bottleneck::TransportQueue},
            {QStringLiteral("/mnt/remote"), Bottleneck::Losses},
            {QStringLiteral("/srv/builds"), Bottleneck::Metadata},
            {QStringLiteral("/mnt/video"), Bottleneck::Application},
            {QStringLiteral("/mnt/cache"), Bottleneck::PageCache},
            {QStringLiteral("/mnt/archive"), Bottleneck::NotBusy}};
        for (const auto &[mountpoint, limit] : expected)
            QTRY_COMPARE_WITH_TIMEOUT(cell(window, mountpoint, MountTableModel::Limit),
                                      bottleneckWord(limit), 15000);
        // The tooltip says why and what to change.
        auto *table = child<QTableView>(&window, "mounts");
        const QString tip =
            table->model()
                ->index(rowOf(window, QStringLiteral("/mnt/render")), MountTableModel::Limit)
                .data(Qt::ToolTipRole)
                .toString();
        QVERIFY2(tip.contains(QStringLiteral("wait for a slot")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("sunrpc.tcp_max_slot_table_entries")),
                 qPrintable(tip));
    }

    void theVerdictAndTheChartsFollowTheSelectedMount()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.showPage(MainWindow::DiagnosisTab);
        auto *page = window.findChild<DiagnosisPage *>();
        auto *verdict = child<QLabel>(page, "diagnosisVerdict");
        auto *split = page->findChild<TimeSplitChart *>();
        auto *course = page->findChild<InFlightChart *>();

        // Render nodes short of slots: the queue is most of a READ.
        QVERIFY(window.selectMount(QStringLiteral("/mnt/render")));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().startsWith(QStringLiteral("<b>Slots</b>")), 15000);
        const MountDiagnosisState *render = stateOf(*session, QStringLiteral("/mnt/render"));
        QTRY_VERIFY(near(split->readParts().value(0), *render->diagnosis.evidence.readQueueMs));
        QVERIFY(split->readParts().value(0) > split->readParts().value(3));
        QCOMPARE(course->pointCount(), render->history.size());
        auto *command = child<QLineEdit>(page, "prescriptionCommand");
        QVERIFY(command->isVisibleTo(page));
        QCOMPARE(command->text(), render->diagnosis.prescription.command);
        QVERIFY(command->text().startsWith(
            QStringLiteral("sysctl -w sunrpc.tcp_max_slot_table_entries=")));
        click(page, "copyCommandButton");
        QCOMPARE(QGuiApplication::clipboard()->text(), command->text());
        QVERIFY(!child<QPushButton>(page, "diagnosisTuneButton")->isVisibleTo(page));

        // A build: metadata, whose bar is the one with time in it.
        QVERIFY(window.selectMount(QStringLiteral("/srv/builds")));
        QTRY_VERIFY(verdict->text().startsWith(QStringLiteral("<b>Metadata</b>")));
        const MountDiagnosisState *builds = stateOf(*session, QStringLiteral("/srv/builds"));
        const DiagnosisEvidence &e = builds->diagnosis.evidence;
        double metadata = 0;
        for (double part : split->metadataParts())
            metadata += part;
        QTRY_VERIFY(near(metadata, *e.metadataExecuteMs));
        QVERIFY(
            child<QLabel>(page, "diagnosisReasons")->text().contains(QStringLiteral("GETATTR")));

        // The editor's reads at 128 KiB: the readahead, live, through Tune….
        QVERIFY(window.selectMount(QStringLiteral("/srv/projects")));
        QTRY_VERIFY(verdict->text().startsWith(QStringLiteral("<b>Round trip</b>")));
        QVERIFY(!command->isVisibleTo(page));
        auto *tune = child<QPushButton>(page, "diagnosisTuneButton");
        QTRY_VERIFY(tune->isVisibleTo(page));
        click(page, "diagnosisTuneButton");
        auto *dialog = window.findChild<TuneDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->reject();
        QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentIndex(),
                 int(MainWindow::ReadaheadPage));
    }
};

QTEST_MAIN(TestDiagnosisWindow)
#include "tst_diagnosis_window.moc"
