// SPDX-License-Identifier: GPL-2.0-or-later
// The fleet window against a real fleet (check-fleet-window.sh starts it:
// three node_exporters serving textfiles of real-kernel roots, the real
// prometheus, a day of alpha's history backfilled with promtool): every
// host's mounts listed (written out for check-fleet-mounts.py to hold
// against the textfiles and sysfs), the exports grouping and filtering,
// sorting, a mount's day charted with the backfilled figures, the
// playbook checked by the real ansible-playbook, an unreachable server
// said in the window.
#include "diagnosis/mountdiagnosis.h"
#include "fleet/fleetexportmodel.h"
#include "fleet/fleethistorychart.h"
#include "fleet/fleetmountmodel.h"
#include "fleet/fleetplaybookdialog.h"
#include "fleet/fleetwindow.h"
#include "prometheusclient.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace nfstuner;
using namespace Qt::Literals::StringLiterals;

namespace {

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject rowJson(const FleetMount &mount)
{
    return QJsonObject{
        {u"host"_s, mount.host},
        {u"mountpoint"_s, mount.mountpoint},
        {u"bdi"_s, mount.bdi},
        {u"server"_s, mount.server},
        {u"export"_s, mount.exportPath},
        {u"version"_s, mount.version},
        {u"rsize_bytes"_s, number(mount.rsizeBytes)},
        {u"read_ahead_bytes"_s, number(mount.readAheadBytes)},
        {u"next_mount_read_ahead_bytes"_s, number(mount.nextMountReadAheadBytes)},
        {u"verdict"_s, mount.verdict.isEmpty() ? QJsonValue() : QJsonValue(mount.verdict)},
        {u"recommended_read_ahead_bytes"_s, number(mount.recommendedBytes)},
        {u"read_bytes_per_second"_s, number(mount.readBytesPerSecond)},
        {u"limit"_s, mount.limit.isEmpty() ? QJsonValue() : QJsonValue(mount.limit)},
    };
}

// Whether the fleet is all in: three hosts, alpha's reads rated.
bool complete(const FleetMountModel &model)
{
    QSet<QString> hosts;
    bool reads = false;
    for (const FleetMount &mount : model.mounts()) {
        hosts.insert(mount.host);
        reads = reads || (mount.host == u"alpha" && mount.readBytesPerSecond.value_or(0) > 1e6);
    }
    return hosts.size() == 3 && reads;
}

} // namespace

class TestFleetWindow : public QObject
{
    Q_OBJECT

    QString m_work;
    PrometheusConnection m_connection;
    std::unique_ptr<FleetWindow> m_window;
    QJsonObject m_history;

private slots:
    void initTestCase()
    {
        m_work = qEnvironmentVariable("NFSTUNER_FLEET_WORK");
        m_connection.server = QUrl(qEnvironmentVariable("NFSTUNER_FLEET_URL"));
        QVERIFY2(!m_work.isEmpty() && m_connection.server.isValid(),
                 "run by check-fleet-window.sh, which starts the fleet");
        QFile history(m_work + u"/history.json"_s);
        QVERIFY(history.open(QIODevice::ReadOnly));
        m_history = QJsonDocument::fromJson(history.readAll()).object();
        m_window = std::make_unique<FleetWindow>(PrometheusClient::factory());
        m_window->resize(1280, 860);
        m_window->show();
        QVERIFY(m_window->connectTo(m_connection));
    }

    void listsEveryHostsMounts()
    {
        // Read again until prometheus (ready only once it has opened the
        // backfilled blocks) has scraped all three and a rate.
        QSignalSpy shown(m_window.get(), &FleetWindow::mountsShown);
        QSignalSpy failed(m_window.get(), &FleetWindow::failed);
        QElapsedTimer clock;
        clock.start();
        while (!complete(m_window->mountModel()) && clock.elapsed() < 60000) {
            shown.clear();
            failed.clear();
            m_window->reload();
            QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() || !failed.isEmpty(), 30000);
            if (!complete(m_window->mountModel()))
                QTest::qWait(1000);
        }
        QVERIFY2(complete(m_window->mountModel()), "three hosts and alpha's reads within 60 s");
        const FleetMountModel &model = m_window->mountModel();
        QCOMPARE(m_window->mountView()->model()->rowCount(), model.rowCount());
        QVERIFY2(m_window->status().contains(u"3"_s), qPrintable(m_window->status()));
        QJsonArray rows;
        for (const FleetMount &mount : model.mounts())
            rows.append(rowJson(mount));
        QFile out(m_work + u"/window.json"_s);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(QJsonObject{{u"mounts"_s, rows}}).toJson());
        // The view shows each row's readahead as the model has it.
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(
                !model.index(row, FleetMountModel::ReadAheadColumn).data().toString().isEmpty());
        // And what limits each mount, in the words of the host's own window.
        int diagnosed = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto limit = bottleneckFromName(model.mount(row).limit);
            diagnosed += limit.has_value();
            QCOMPARE(model.index(row, FleetMountModel::LimitColumn).data().toString(),
                     limit ? bottleneckWord(*limit) : u"–"_s);
        }
        QCOMPARE(diagnosed, model.rowCount());
    }

    void anExportShowsOnlyItsMounts()
    {
        const FleetMountModel &model = m_window->mountModel();
        QSet<QString> exports;
        for (const FleetMount &mount : model.mounts())
            exports.insert(mount.serverExport());
        QTableView *exportView = m_window->exportView();
        QCOMPARE(exportView->model()->rowCount(), exports.size());
        for (int row = 0; row < exportView->model()->rowCount(); ++row) {
            const QString serverExport =
                exportView->model()->index(row, 0).data(FleetExportModel::ExportRole).toString();
            exportView->selectRow(row);
            const auto mounts = model.mounts();
            const qsizetype expected =
                std::count_if(mounts.cbegin(), mounts.cend(), [&](const FleetMount &mount) {
                    return mount.serverExport() == serverExport;
                });
            QAbstractItemModel *shown = m_window->mountView()->model();
            QCOMPARE(shown->rowCount(), int(expected));
            for (int i = 0; i < shown->rowCount(); ++i)
                QCOMPARE(shown->index(i, 0).data(FleetMountModel::ExportRole).toString(),
                         serverExport);
        }
        m_window->showExport({});
        QCOMPARE(m_window->mountView()->model()->rowCount(), model.rowCount());
    }

    void sortsByAColumn()
    {
        QTableView *view = m_window->mountView();
        view->sortByColumn(FleetMountModel::ReadAheadColumn, Qt::AscendingOrder);
        QAbstractItemModel *shown = view->model();
        for (int row = 1; row < shown->rowCount(); ++row)
            QVERIFY(shown->index(row - 1, FleetMountModel::ReadAheadColumn)
                        .data(FleetMountModel::SortRole)
                        .toDouble() <= shown->index(row, FleetMountModel::ReadAheadColumn)
                                           .data(FleetMountModel::SortRole)
                                           .toDouble());
        view->sortByColumn(-1, Qt::AscendingOrder);
    }

    void aMountsDayIsCharted()
    {
        QSignalSpy charted(m_window.get(), &FleetWindow::historyShown);
        QVERIFY(m_window->selectMount(m_history[u"instance"_s].toString(),
                                      m_history[u"mountpoint"_s].toString()));
        QTRY_VERIFY_WITH_TIMEOUT(charted.size() > 0, 20000);
        const FleetHistoryChart *chart = m_window->history();
        const qint64 switchMs = qint64(m_history[u"switch"_s].toDouble() * 1000);
        const qint64 endMs = qint64(m_history[u"end"_s].toDouble() * 1000);
        const double beforeKib = m_history[u"before_kib"_s].toDouble();
        const double afterKib = m_history[u"after_kib"_s].toDouble();
        const double beforeRate = m_history[u"before_rate"_s].toDouble() / 1e6;
        const double afterRate = m_history[u"after_rate"_s].toDouble() / 1e6;
        int before = 0, after = 0;
        for (const QPointF &point : chart->readAheadPoints()) {
            if (point.x() < switchMs) {
                QCOMPARE(point.y(), beforeKib);
                ++before;
            } else if (point.x() <= endMs) {
                QCOMPARE(point.y(), afterKib);
                ++after;
            }
        }
        QVERIFY2(before > 100 && after > 50, qPrintable(u"%1 %2"_s.arg(before).arg(after)));
        QVERIFY(!chart->recommendedPoints().isEmpty());
        // Rates a whole 5-minute window away from the switch and the end.
        int rated = 0;
        for (const QPointF &point : chart->readRatePoints()) {
            const qint64 at = qint64(point.x());
            const bool clearBefore = at < switchMs - 60000 && at > switchMs - 20 * 3600 * 1000LL;
            const bool clearAfter = at > switchMs + 6 * 60000 && at < endMs - 60000;
            if (clearBefore || clearAfter) {
                const double wanted = clearBefore ? beforeRate : afterRate;
                QVERIFY2(
                    std::abs(point.y() - wanted) < wanted * 0.02,
                    qPrintable(u"%1 MB/s at %2, %3 wanted"_s.arg(point.y()).arg(at).arg(wanted)));
                ++rated;
            }
        }
        QVERIFY(rated > 100);
        QVERIFY2(chart->title().contains(m_history[u"mountpoint"_s].toString()),
                 qPrintable(chart->title()));
    }

    void thePlaybookIsCheckedByAnsible()
    {
        auto *action = m_window->findChild<QAction *>(u"playbookAction"_s);
        QVERIFY(action && action->isEnabled());
        FleetPlaybookDialog *dialog = m_window->openPlaybook();
        QVERIFY(dialog);
        QSignalSpy finished(dialog, &FleetPlaybookDialog::checkFinished);
        dialog->setInventory(m_work + u"/inventory.yml"_s);
        dialog->check();
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 240000);
        const QString output = dialog->checkOutput();
        QVERIFY2(finished.at(0).at(0).toInt() == 0, qPrintable(output.right(2000)));
        // The recap: alpha changes; the others, whose advice changes
        // nothing, have no play.
        const QRegularExpression alpha(u"^alpha\\s*:\\s*ok=\\d+\\s+changed=1\\s"_s,
                                       QRegularExpression::MultilineOption);
        QVERIFY2(alpha.match(output).hasMatch(), qPrintable(output.right(1500)));
        const QRegularExpression others(u"^(bravo|charlie)\\s*:"_s,
                                        QRegularExpression::MultilineOption);
        QVERIFY2(!others.match(output).hasMatch(), qPrintable(output.right(1500)));
        QVERIFY(dialog->saveTo(m_work + u"/window.yml"_s));
        dialog->close();
    }

    void untickingEveryChangeTurnsThePlaybookOff()
    {
        FleetMountModel &model = m_window->mountModel();
        QVERIFY(model.chosenCount() > 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex change = model.index(row, FleetMountModel::ChangeColumn);
            if (model.flags(change) & Qt::ItemIsUserCheckable)
                QVERIFY(model.setData(change, Qt::Unchecked, Qt::CheckStateRole));
        }
        QCOMPARE(model.chosenCount(), 0);
        QVERIFY(!m_window->findChild<QAction *>(u"playbookAction"_s)->isEnabled());
    }

    void aServerThatFailsIsSaid_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("said");
        QTest::newRow("403") << u"/forbidden/"_s << u"refused the credentials (HTTP 403)"_s;
        QTest::newRow("a login page") << u"/login/"_s << u"the answer is not Prometheus's"_s;
        QTest::newRow("endless") << u"/endless/"_s << u"answered more than 64 MiB"_s;
        QTest::newRow("70 s late") << u"/slow/"_s << u"did not answer within 3 s"_s;
    }

    // Said in the window's banner, the window answering all the while: a
    // user's action taken while it reads (here: showing one export) is
    // done then, not once the answer is in. Not timed: a frozen window
    // does it only after the failure, or never (the client's running size
    // check off froze it on the endless answer).
    void aServerThatFailsIsSaid()
    {
        QFETCH(QString, path);
        QFETCH(QString, said);
        PrometheusConnection odd;
        odd.server = QUrl(qEnvironmentVariable("NFSTUNER_FLEET_ODD_URL") + path);
        odd.timeoutMs = 3000;
        QVERIFY(odd.server.isValid());
        QSignalSpy failed(m_window.get(), &FleetWindow::failed);
        QVERIFY(m_window->connectTo(odd));
        QVERIFY2(m_window->status().startsWith(u"Reading from"_s), qPrintable(m_window->status()));
        int failuresWhenAnswered = -1;
        QTimer::singleShot(100, m_window.get(), [&] {
            m_window->showExport(u"filer:/nothing"_s);
            failuresWhenAnswered = int(failed.size());
        });
        QTRY_VERIFY_WITH_TIMEOUT(failed.size() == 1, 10000);
        QTRY_VERIFY(failuresWhenAnswered >= 0);
        if (path == u"/slow/")                 // 3 s of waiting: the action came first
            QCOMPARE(failuresWhenAnswered, 0); // done while it read
        QVERIFY2(m_window->notice().contains(said), qPrintable(m_window->notice()));
        QCOMPARE(m_window->mountModel().rowCount(), 0);
    }

    // Quotes, a backslash, a newline and bytes that are not UTF-8 in label
    // values: the row is shown with them (U+FFFD for those bytes).
    void oddLabelsAreShownAsSent()
    {
        PrometheusConnection odd;
        odd.server = QUrl(qEnvironmentVariable("NFSTUNER_FLEET_ODD_URL") + u"/odd/"_s);
        QSignalSpy shown(m_window.get(), &FleetWindow::mountsShown);
        QVERIFY(m_window->connectTo(odd));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
        const FleetMountModel &model = m_window->mountModel();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, FleetMountModel::MountPointColumn).data().toString(),
                 u"/mnt/a \"quoted\" \\ back\nslash"_s);
        QCOMPARE(model.index(0, FleetMountModel::ExportColumn).data().toString(),
                 u"filer:/x\ufffd\ufffd"_s);
    }

    void anUnreachableServerIsSaid()
    {
        PrometheusConnection nowhere;
        nowhere.server = QUrl(u"http://127.0.0.1:1/"_s);
        nowhere.timeoutMs = 5000;
        QSignalSpy failed(m_window.get(), &FleetWindow::failed);
        QVERIFY(m_window->connectTo(nowhere));
        QTRY_VERIFY_WITH_TIMEOUT(failed.size() == 1, 10000);
        QVERIFY2(m_window->notice().contains(u"could not be read"_s),
                 qPrintable(m_window->notice()));
        QVERIFY2(failed.at(0).at(0).toString().contains(u"127.0.0.1:1"_s),
                 qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(m_window->mountModel().rowCount(), 0);
    }
};

QTEST_MAIN(TestFleetWindow)
#include "tst_fleet_window.moc"
