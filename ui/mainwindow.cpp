// SPDX-License-Identifier: GPL-2.0-or-later
#include "mainwindow.h"

#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "widgets/healthpage.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/throughputpane.h"

#include <QCloseEvent>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace nfstuner {

MainWindow::MainWindow(MountMonitor &monitor, TuningBackend &backend, const SystemRoot &healthRoot,
                       const QString &backendDescription, bool demo, QWidget *parent)
    : QMainWindow(parent)
    , m_monitor(monitor)
    , m_model(new MountTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setWindowTitle(demo ? tr("NFS Tuner — Demo") : tr("NFS Tuner"));
    setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.nfstuner"),
                                   QIcon::fromTheme(QStringLiteral("network-server"))));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(MountTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("mounts"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(MountTableModel::MountPoint, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionsMovable(true);
    // Fitting columns measures this many rows, not all of a thousand mounts.
    m_table->horizontalHeader()->setResizeContentsPrecision(100);
    m_table->setAccessibleName(tr("NFS mounts"));
    m_table->setWordWrap(false);

    // The toolbar: filter and sampling interval.
    auto *toolbar = addToolBar(tr("Mounts"));
    toolbar->setObjectName(QStringLiteral("mountsToolbar"));
    toolbar->setMovable(false);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Filter mounts (mount point, server, BDI…)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter mounts"));
    m_filter->setMaximumWidth(360);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(m_filter);
    toolbar->addWidget(filterLabel);
    toolbar->addWidget(m_filter);
    toolbar->addSeparator();
    m_interval = new QDoubleSpinBox(this);
    m_interval->setObjectName(QStringLiteral("interval"));
    m_interval->setRange(MountSampler::MinIntervalMs / 1000.0,
                         MountSampler::MaxIntervalMs / 1000.0);
    m_interval->setSingleStep(0.5);
    m_interval->setDecimals(1);
    m_interval->setSuffix(tr(" s"));
    m_interval->setAccessibleName(tr("Sampling interval"));
    auto *intervalLabel = new QLabel(tr("Sample &every:"), this);
    intervalLabel->setBuddy(m_interval);
    toolbar->addWidget(intervalLabel);
    toolbar->addWidget(m_interval);
    connect(m_interval, &QDoubleSpinBox::valueChanged, this,
            [this](double seconds) { m_monitor.sampler().setInterval(int(seconds * 1000)); });
    toolbar->addSeparator();
    toolbar->addAction(tr("&Refresh"), &m_monitor, &MountMonitor::refresh)
        ->setShortcut(QKeySequence::Refresh);

    // Below the table: the pages about the selection and the system.
    m_throughput = new ThroughputPane(this);
    m_editor = new ReadaheadEditor(backend, this);
    m_settings = new PersistentSettingsPage(monitor, backend, this);
    m_health = new HealthPage(backend, healthRoot, backendDescription, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->addTab(m_throughput, tr("&Throughput"));
    m_tabs->addTab(m_editor, tr("Read&ahead"));
    m_tabs->addTab(m_settings, tr("&Persistent settings"));
    m_tabs->addTab(m_health, tr("&Health"));
    m_tabs->setAccessibleName(tr("Details"));

    m_splitter = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    if (demo) {
        auto *banner =
            new QLabel(tr("<b>Demo</b>: mounts captured from a real Linux NFS client, with "
                          "simulated traffic. Changes go to a temporary folder, not to this "
                          "system; readahead changes show in the throughput."),
                       this);
        banner->setWordWrap(true);
        banner->setStyleSheet(QStringLiteral("background: #fff8c5; color: #3b2300; padding: 6px;"));
        topLayout->addWidget(banner);
    }
    topLayout->addWidget(m_table);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    setCentralWidget(m_splitter);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addWidget(m_status, 1);

    connect(&m_monitor, &MountMonitor::mountsChanged, this, &MainWindow::onMountsChanged);
    connect(&m_monitor, &MountMonitor::configChanged, this, &MainWindow::onMountsChanged);
    connect(&m_monitor.sampler(), &MountSampler::sampled, this, &MainWindow::onSampled);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onSelectionChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::onSelectionChanged);
    connect(m_editor, &ReadaheadEditor::changed, &m_monitor, &MountMonitor::refresh);
    connect(m_settings, &PersistentSettingsPage::applied, &m_monitor, &MountMonitor::refresh);
    connect(m_throughput, &ThroughputPane::optionsChanged, this, &MainWindow::saveSettings);

    resize(1280, 860);
    restoreSettings();
    onMountsChanged();
}

std::optional<MainWindow::Page> MainWindow::pageNamed(const QString &name)
{
    static const QHash<QString, Page> pages{{QStringLiteral("throughput"), ThroughputPage},
                                            {QStringLiteral("readahead"), ReadaheadPage},
                                            {QStringLiteral("settings"), SettingsPage},
                                            {QStringLiteral("health"), HealthTab}};
    const auto it = pages.constFind(name);
    return it == pages.cend() ? std::nullopt : std::optional(*it);
}

void MainWindow::showPage(Page page)
{
    m_tabs->setCurrentIndex(int(page));
}

bool MainWindow::selectMount(const QString &mountpoint)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, MountTableModel::MountPoint);
        if (mountpoint.isEmpty() || index.data().toString() == mountpoint) {
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

void MainWindow::onMountsChanged()
{
    m_model->sync(m_monitor);
    // First rows, and no layout saved from an earlier run: fit the columns.
    if (!m_columnsFitted && m_model->rowCount() > 0) {
        m_columnsFitted = true;
        m_table->resizeColumnsToContents();
    }
    const int mounts = m_model->rowCount();
    QString text = m_monitor.tableError().isEmpty()
                       ? tr("%n NFS mount(s)", nullptr, mounts)
                       : tr("Cannot read the mount table: %1").arg(m_monitor.tableError());
    if (m_monitor.tableError().isEmpty() && mounts == 0)
        text = tr("No NFS mounts on this system.");
    m_status->setText(text);
    onSelectionChanged();
}

void MainWindow::onSampled()
{
    m_model->updateRates(m_monitor);
    // Once rates show, fit the columns again (their text is wider than "–").
    if (!m_ratesFitted && m_model->rowCount() > 0 && m_model->row(0)->rates) {
        m_ratesFitted = true;
        if (!m_layoutRestored) {
            m_table->resizeColumnsToContents();
            // Room for rates to grow without "…".
            const int wide =
                m_table->fontMetrics().horizontalAdvance(QStringLiteral("8,888.8 MB/s")) + 16;
            for (int column : {MountTableModel::ReadRate, MountTableModel::WriteRate})
                m_table->setColumnWidth(column, std::max(m_table->columnWidth(column), wide));
        }
    }
    // New rates change the chart, not what the editor offers.
    updateThroughput();
}

const MountTableModel::Row *MainWindow::currentRow() const
{
    const QModelIndex current = m_proxy->mapToSource(m_table->selectionModel()->currentIndex());
    return current.isValid() ? m_model->row(current.row()) : nullptr;
}

void MainWindow::updateThroughput()
{
    const MountTableModel::Row *row = currentRow();
    m_throughput->show(row ? row->mount.mountpoint : QString(),
                       row ? m_monitor.sampler().series(row->mount.mountpoint) : nullptr,
                       m_monitor.sampler().elapsedMs());
}

void MainWindow::onSelectionChanged()
{
    QList<const MountTableModel::Row *> selected, all;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        selected.append(m_model->row(m_proxy->mapToSource(index).row()));
    for (int i = 0; i < m_model->rowCount(); ++i)
        all.append(m_model->row(i));
    m_editor->setMounts(currentRow(), selected, all);
    updateThroughput();
}

void MainWindow::restoreSettings()
{
    const QScopedValueRollback restoring(m_restoring, true);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_layoutRestored = m_table->horizontalHeader()->restoreState(
        settings.value(QStringLiteral("table/header")).toByteArray());
    m_columnsFitted = m_layoutRestored;
    m_interval->setValue(settings.value(QStringLiteral("sampling/interval"), 1.0).toDouble());
    m_throughput->setWindowSeconds(settings.value(QStringLiteral("chart/window"), 60).toInt());
    m_throughput->setWireLevel(settings.value(QStringLiteral("chart/wire"), false).toBool());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/page"), 0).toInt());
}

void MainWindow::saveSettings() const
{
    if (m_restoring)
        return;
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("table/header"), m_table->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("sampling/interval"), m_interval->value());
    settings.setValue(QStringLiteral("chart/window"), m_throughput->windowSeconds());
    settings.setValue(QStringLiteral("chart/wire"), m_throughput->wireLevel());
    settings.setValue(QStringLiteral("window/page"), m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    event->accept();
}

} // namespace nfstuner
