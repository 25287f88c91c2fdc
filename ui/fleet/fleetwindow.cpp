// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetwindow.h"

#include "fleet/fleetconnectdialog.h"
#include "fleet/fleetexportmodel.h"
#include "fleet/fleethistorychart.h"
#include "fleet/fleetmountmodel.h"
#include "fleet/fleetplaybook.h"
#include "fleet/fleetplaybookdialog.h"
#include "metrics/metrictable.h"
#include "views/screenfit.h"
#include "widgets/noticebanner.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

constexpr int ReadEveryMs = 60 * 1000;
constexpr int HistoryHours = 24;

QTableView *tableView(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
    // Sized by the first rows, not by 10 000 (each a call of data() and a
    // font measure, in the window's thread).
    view->horizontalHeader()->setResizeContentsPrecision(100);
    return view;
}

QSortFilterProxyModel *sortedBy(QAbstractItemModel *model, int sortRole, QObject *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    proxy->setSortLocaleAware(true);
    return proxy;
}

} // namespace

FleetWindow::FleetWindow(PrometheusTransportFactory factory, QWidget *parent)
    : QMainWindow(parent)
    , m_factory(std::move(factory))
    , m_mounts(new FleetMountModel(this))
    , m_exports(new FleetExportModel(this))
    , m_mountOrder(sortedBy(m_mounts, FleetMountModel::SortRole, this))
    , m_exportOrder(sortedBy(m_exports, FleetExportModel::SortRole, this))
    , m_banner(new NoticeBanner(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("fleetWindow"));
    setWindowTitle(tr("Fleet"));
    m_mountOrder->setFilterRole(FleetMountModel::ExportRole);
    buildActions();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_banner);
    layout->addWidget(buildTables(), 1);
    m_banner->hide();
    setCentralWidget(central);
    statusBar()->addWidget(m_status, 1);
    m_status->setText(tr("Not connected: File > Connect to Prometheus…"));
    m_every.setInterval(ReadEveryMs);
    connect(&m_every, &QTimer::timeout, this, &FleetWindow::reload);
    resize(screenfit::initialSize(this, QSize(1180, 800)));
    updateActions();
}

FleetWindow::~FleetWindow() = default;

void FleetWindow::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction =
        file->addAction(tr("&Connect to Prometheus…"), this, &FleetWindow::askForConnection);
    m_playbook =
        file->addAction(tr("&Playbook of the chosen changes…"), this, [this] { openPlaybook(); });
    m_playbook->setObjectName(QStringLiteral("playbookAction"));
    file->addSeparator();
    file->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    m_reload = new QAction(tr("&Reload"), this);
    m_reload->setShortcut(QKeySequence::Refresh);
    connect(m_reload, &QAction::triggered, this, &FleetWindow::reload);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_reload);
    view->addAction(tr("&All exports"), this, [this] { showExport({}); });

    QToolBar *toolbar = addToolBar(tr("Fleet"));
    toolbar->setObjectName(QStringLiteral("fleetToolbar"));
    toolbar->setMovable(false);
    toolbar->addAction(connectAction);
    toolbar->addAction(m_reload);
    toolbar->addAction(m_playbook);
}

QWidget *FleetWindow::buildTables()
{
    m_exportView = tableView(m_exportOrder, QStringLiteral("exports"), this);
    m_exportView->setAccessibleName(tr("Exports across the fleet"));
    m_exportView->sortByColumn(FleetExportModel::AdvisedColumn, Qt::DescendingOrder);
    m_mountView = tableView(m_mountOrder, QStringLiteral("mounts"), this);
    m_mountView->setAccessibleName(tr("Every host's NFS mounts"));
    // The order Prometheus's rows came in: by what the advice would change.
    m_mountView->sortByColumn(-1, Qt::AscendingOrder);
    m_history = new FleetHistoryChart(this);

    connect(m_exportView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                showExport(current.isValid() ? current.data(FleetExportModel::ExportRole).toString()
                                             : QString());
            });
    connect(m_mountView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FleetWindow::mountSelected);
    connect(m_mounts, &FleetMountModel::choiceChanged, this, &FleetWindow::updateActions);

    auto *exportsLabel = new QLabel(tr("By export: select one to see only its mounts"), this);
    auto *exportsBox = new QWidget(this);
    auto *exportsLayout = new QVBoxLayout(exportsBox);
    exportsLayout->setContentsMargins(0, 0, 0, 0);
    exportsLayout->addWidget(exportsLabel);
    exportsLayout->addWidget(m_exportView);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("fleetSplitter"));
    splitter->addWidget(exportsBox);
    splitter->addWidget(m_mountView);
    splitter->addWidget(m_history);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 3);
    return splitter;
}

Result<void> FleetWindow::connectTo(const PrometheusConnection &connection,
                                    const QString &hostLabel)
{
    if (!FleetMounts::isLabelName(hostLabel))
        return Error{Error::Code::InvalidArgument,
                     tr("\"%1\" is no label name (letters, digits and _)").arg(hostLabel)};
    auto transport = m_factory(connection);
    if (!transport)
        return transport.error();
    delete m_reader;
    m_reader = new FleetReader(std::move(transport).value(), this);
    m_reader->setHostLabel(hostLabel);
    connect(m_reader, &FleetReader::mountsRead, this, &FleetWindow::showMounts);
    connect(m_reader, &FleetReader::readFailed, this, &FleetWindow::showFailure);
    connect(m_reader, &FleetReader::historyRead, this, [this](const FleetHistory &history) {
        m_history->showHistory(history);
        emit historyShown();
    });
    connect(m_reader, &FleetReader::historyFailed, this, [this](const Error &error) {
        m_history->showMessage(tr("The history could not be read: %1").arg(error.message));
        emit historyShown();
    });
    const QString where = connection.server.toDisplayString(QUrl::RemoveUserInfo);
    setWindowTitle(tr("Fleet from %1").arg(where));
    m_mounts->setMounts({});
    m_exports->setMounts({});
    m_history->showMessage(tr("Select a mount to see its last day."));
    reload();
    m_every.start();
    return {};
}

void FleetWindow::reload()
{
    if (!m_reader)
        return;
    m_reader->read();
    m_status->setText(
        tr("Reading from %1…")
            .arg(m_reader->connection().server.toDisplayString(QUrl::RemoveUserInfo)));
    updateActions();
}

void FleetWindow::askForConnection()
{
    FleetConnectDialog dialog(this);
    if (m_reader) {
        dialog.setConnection(m_reader->connection());
        dialog.setHostLabel(m_reader->hostLabel());
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto connected = connectTo(dialog.connection(), dialog.hostLabel()); !connected)
        showFailure(connected.error());
}

void FleetWindow::showMounts(const QList<FleetMount> &mounts)
{
    const bool first = m_mounts->rowCount() == 0;
    m_mounts->setMounts(mounts);
    m_exports->setMounts(mounts);
    if (first) {
        // Sized to the first rows; the admin's widths stay after that.
        m_mountView->resizeColumnsToContents();
        m_exportView->resizeColumnsToContents();
    }
    m_banner->hide();
    QSet<QString> hosts;
    for (const FleetMount &mount : mounts)
        hosts.insert(mount.instance);
    m_status->setText(tr("%n mount(s)", nullptr, int(mounts.size())) + u' ' +
                      tr("on %n host(s), read at %1", nullptr, int(hosts.size()))
                          .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
    if (mounts.isEmpty())
        m_banner->setText(tr("Prometheus has no series of nfs-tuner-cli metrics (%1)"
                             ": see README, \"The fleet from Prometheus\".")
                              .arg(MetricTable::name(MetricTable::Metric::MountInfo)));
    m_banner->setVisible(mounts.isEmpty());
    updateActions();
    emit mountsShown();
}

void FleetWindow::showFailure(const Error &error)
{
    // The rows of the last read stay, said to be old.
    m_banner->setText(tr("The fleet could not be read: %1").arg(error.message.toHtmlEscaped()));
    m_banner->show();
    m_status->setText(m_mounts->rowCount() ? tr("Showing the last read.") : tr("Nothing read."));
    updateActions();
    emit failed(error.message);
}

void FleetWindow::mountSelected()
{
    const QModelIndex current = m_mountView->currentIndex();
    if (!current.isValid() || !m_reader) {
        m_history->showMessage(tr("Select a mount to see its last day."));
        return;
    }
    const FleetMount &mount = m_mounts->mount(m_mountOrder->mapToSource(current).row());
    m_history->showMessage(
        tr("Reading the last day of %1 on %2…").arg(mount.mountpoint, mount.instance));
    m_reader->readHistory(mount, QDateTime::currentDateTime(), HistoryHours);
}

void FleetWindow::showExport(const QString &serverExport)
{
    m_mountOrder->setFilterRegularExpression(
        serverExport.isEmpty() ? QRegularExpression()
                               : QRegularExpression(QRegularExpression::anchoredPattern(
                                     QRegularExpression::escape(serverExport))));
    if (serverExport.isEmpty())
        m_exportView->clearSelection();
}

bool FleetWindow::selectMount(const QString &instance, const QString &mountpoint)
{
    for (int row = 0; row < m_mountOrder->rowCount(); ++row) {
        const FleetMount &mount =
            m_mounts->mount(m_mountOrder->mapToSource(m_mountOrder->index(row, 0)).row());
        if (mount.instance == instance && mount.mountpoint == mountpoint) {
            m_mountView->selectRow(row);
            return true;
        }
    }
    return false;
}

FleetPlaybookDialog *FleetWindow::openPlaybook()
{
    if (!m_reader)
        return nullptr;
    const QList<FleetMount> chosen = m_mounts->chosen();
    const FleetPlan plan = FleetPlaybook::fromAdvice(chosen);
    auto *dialog =
        new FleetPlaybookDialog(FleetPlaybook::write(plan, chosen, m_reader->connection().server),
                                int(plan.held.size()), int(plan.leftOut.size()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

QString FleetWindow::notice() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QString FleetWindow::status() const
{
    return m_status->text();
}

void FleetWindow::updateActions()
{
    m_reload->setEnabled(m_reader != nullptr);
    const int chosen = m_mounts->chosenCount();
    m_playbook->setEnabled(m_reader != nullptr && chosen > 0);
    m_playbook->setText(tr("&Playbook of %n change(s)…", nullptr, chosen));
}

} // namespace nfstuner
