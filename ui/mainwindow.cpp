// SPDX-License-Identifier: GPL-2.0-or-later
#include "mainwindow.h"

#include "fleet/fleetconnectdialog.h"
#include "fleet/fleetwindow.h"

#include "base/printable.h"
#include "models/mountfilterproxy.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "tableexport.h"
#include "views/mounttableview.h"
#include "views/screenfit.h"
#include "widgets/changespage.h"
#include "widgets/diagnosispage.h"
#include "widgets/healthpage.h"
#include "widgets/intervalspinbox.h"
#include "widgets/noticebanner.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "widgets/readerspage.h"
#include "widgets/throughputpane.h"
#include "widgets/writebackpage.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtCharts/QChartView>

#include <functional>

namespace nfstuner {

namespace {

// A page that can shrink below its natural height: the table keeps room
// for its rows on small screens, and the page scrolls instead.
QScrollArea *scrolling(QWidget *page, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

constexpr int TableRowsAtLeast = 8;

// Keeps a splitter pane's minimum height at what its layout needs for its
// width: a wrapped banner takes more lines when the window is narrow, and a
// splitter asks no height-for-width, so at 1024x700 it squeezed the pane
// and cut the table's horizontal scroll bar off.
class MinimumHeightForWidth : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *pane = qobject_cast<QWidget *>(watched);
        if (pane && pane->layout() && event->type() == QEvent::Resize) {
            const int needed = pane->layout()->totalMinimumHeightForWidth(pane->width());
            if (needed > 0 && needed != pane->minimumHeight())
                pane->setMinimumHeight(needed);
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

MainWindow::MainWindow(MountMonitor &monitor, LiveTuning &tuning, ReadersService &readers,
                       const WindowContext &context, QWidget *parent)
    : QMainWindow(parent)
    , m_monitor(monitor)
    , m_tuning(&tuning)
    , m_model(new MountTableModel(this))
    , m_proxy(new MountFilterProxy(this))
{
    // Qt adds the application's display name ("… — NFS Tuner").
    setWindowTitle(context.title);
    setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.nfstuner"),
                                   QIcon::fromTheme(QStringLiteral("network-server"))));
    buildTable();
    buildToolbar();
    buildPages(readers, context);
    buildLayout(context.notice);
    buildStatusBar();
    m_prometheus = context.prometheus;
    buildMenus();
    // Keyboard order: filter, interval, the table, then the pages.
    setTabOrder(m_filter, m_interval);
    setTabOrder(m_interval, m_table);
    setTabOrder(m_table, m_tabs);
    connectParts();

    const QSize fits = screenfit::initialSize(this, QSize(1280, 860));
    resize(fits);
    m_splitter->setSizes({fits.height() * 330 / 860, fits.height() * 530 / 860});
    restoreSettings();
    onMountsChanged();
}

void MainWindow::buildTable()
{
    m_proxy->setSourceModel(m_model);
    m_table = new MountTableView(*m_model, this);
    m_table->setObjectName(QStringLiteral("mounts"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(MountTableModel::MountPoint, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("NFS mounts"));
    m_table->setWordWrap(false);
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              TableRowsAtLeast * m_table->verticalHeader()->defaultSectionSize() +
                              style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                              2 * m_table->frameWidth());
    for (int column = 0; column < MountTableModel::ColumnCount; ++column)
        m_table->setColumnHidden(column, MountTableModel::hiddenByDefault(column));
    m_emptyText = new QLabel(this);
    m_emptyText->setObjectName(QStringLiteral("emptyText"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->hide();
}

// The toolbar: filter and sampling interval.
void MainWindow::buildToolbar()
{
    auto *toolbar = addToolBar(tr("Mounts"));
    toolbar->setObjectName(QStringLiteral("mountsToolbar"));
    toolbar->setMovable(false);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Mount point, server, BDI…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter mounts"));
    m_filter->setMaximumWidth(360);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QLineEdit::textChanged, this, &MainWindow::updateStatus);
    // Ctrl+F, as elsewhere: the page's buttons need every Alt+letter.
    auto *filterLabel = new QLabel(tr("Filter:"), this);
    filterLabel->setBuddy(m_filter);
    m_filter->setToolTip(
        tr("Filter the mounts (%1)")
            .arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    toolbar->addWidget(filterLabel);
    toolbar->addWidget(m_filter);
    toolbar->addSeparator();
    auto *interval = new IntervalSpinBox(this);
    m_interval = interval;
    m_interval->setObjectName(QStringLiteral("interval"));
    m_interval->setRange(MountSampler::MinIntervalMs / 1000.0,
                         MountSampler::MaxIntervalMs / 1000.0);
    m_interval->setSingleStep(0.5);
    m_interval->setDecimals(1);
    m_interval->setSuffix(tr(" s"));
    m_interval->setAccessibleName(tr("Sampling interval"));
    m_interval->setToolTip(tr("How often the mounts are sampled: %1 to %2 s")
                               .arg(QLocale().toString(m_interval->minimum()),
                                    QLocale().toString(m_interval->maximum())));
    connect(interval, &IntervalSpinBox::outOfRange, this,
            [this](const QString &typed, double taken) {
                statusBar()->showMessage(tr("\"%1\" is outside %2 to %3 s: sampling every %4 s")
                                             .arg(typed, QLocale().toString(m_interval->minimum()),
                                                  QLocale().toString(m_interval->maximum()),
                                                  QLocale().toString(taken)),
                                         10000);
            });
    // No Alt+letter: Tab reaches it, and the pages need them all.
    auto *intervalLabel = new QLabel(tr("Sample every:"), this);
    intervalLabel->setBuddy(m_interval);
    toolbar->addWidget(intervalLabel);
    toolbar->addWidget(m_interval);
    connect(m_interval, &QDoubleSpinBox::valueChanged, this,
            [this](double seconds) { m_monitor.sampler().setInterval(int(seconds * 1000)); });
    toolbar->addSeparator();
    // Tool buttons show no mnemonic (Qt strips it from their text): the
    // keyboard reaches Refresh through View as well as F5.
    m_refresh = toolbar->addAction(tr("&Refresh"), &m_monitor, &MountMonitor::refresh);
    m_refresh->setObjectName(QStringLiteral("refreshAction"));
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setToolTip(tr("Read the mount table and readahead again (F5)"));
}

// Below the table: the pages about the selection and the system.
void MainWindow::buildPages(ReadersService &readers, const WindowContext &context)
{
    m_throughput = new ThroughputPane(m_monitor, this);
    m_readers = new ReadersPage(m_monitor, readers, this);
    m_editor = new ReadaheadEditor(m_monitor, *m_tuning, this);
    m_settings = new PersistentSettingsPage(m_monitor, *m_tuning, this);
    m_writeback = new WritebackPage(m_monitor, *m_tuning, this);
    m_changes = new ChangesPage(m_monitor, *m_tuning, this);
    m_diagnosis = new DiagnosisPage(m_monitor, this);
    m_diagnosis->setTuneWhyNot(context.tuneWhyNot);
    m_editor->setMeasuring(context.sweepSimulation, context.measureWhyNot);
    m_editor->setTuning(context.simulatedReads, context.tuneWhyNot);
    m_health = new HealthPage(*m_tuning, context.healthRoot, context.backendDescription, this);
    m_health->setRulesConfigured(m_monitor.hasRules());
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->addTab(scrolling(m_throughput, this), tr("&Throughput"));
    // Every letter of "Diagnosis" is taken on some page (tst_window_trust):
    // View > What limits the mount reaches it from the keyboard.
    m_tabs->addTab(scrolling(m_diagnosis, this), tr("Diagnosis"));
    // Every letter of "Readers" is taken on some page (tst_window_trust):
    // View > Who reads the mount reaches it from the keyboard.
    m_tabs->addTab(m_readers, tr("&Readers"));
    m_tabs->addTab(scrolling(m_editor, this), tr("Rea&dahead"));
    m_tabs->addTab(scrolling(m_settings, this), tr("&Persistent settings"));
    m_tabs->addTab(scrolling(m_writeback, this), tr("&Write-back"));
    m_tabs->addTab(scrolling(m_changes, this), tr("Chan&ges"));
    m_tabs->addTab(scrolling(m_health, this), tr("Hea&lth"));
    m_tabs->setAccessibleName(tr("Details"));
}

// The table above (with the banners), the pages below.
void MainWindow::buildLayout(const QString &notice)
{
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setChildrenCollapsible(false);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    if (!notice.isEmpty()) {
        auto *banner = new NoticeBanner(this);
        banner->setObjectName(QStringLiteral("contextBanner"));
        banner->setText(notice);
        topLayout->addWidget(banner);
    }
    m_unavailable = new NoticeBanner(this);
    m_unavailable->setObjectName(QStringLiteral("unavailableBanner"));
    m_unavailable->hide();
    connect(m_unavailable, &QLabel::linkActivated, this, [this] { showPage(HealthTab); });
    topLayout->addWidget(m_unavailable);
    topLayout->addWidget(m_table, 1);
    topLayout->addWidget(m_emptyText);
    top->installEventFilter(new MinimumHeightForWidth(top));
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    setCentralWidget(m_splitter);
}

void MainWindow::buildStatusBar()
{
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addWidget(m_status, 1);
    m_attention = new QToolButton(this);
    m_attention->setObjectName(QStringLiteral("attentionButton"));
    m_attention->setAutoRaise(true);
    m_attention->setCheckable(true);
    m_attention->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_attention->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_attention->setToolTip(tr("Show only the mounts that need attention"));
    statusBar()->addPermanentWidget(m_attention);
}

void MainWindow::connectParts()
{
    connect(&m_monitor, &MountMonitor::mountsChanged, this, &MainWindow::onMountsChanged);
    connect(&m_monitor, &MountMonitor::configChanged, this, &MainWindow::onMountsChanged);
    connect(&m_monitor, &MountMonitor::configChanged, m_health,
            [this] { m_health->setRulesConfigured(m_monitor.hasRules()); });
    connect(&m_monitor.sampler(), &MountSampler::sampled, this, &MainWindow::onSampled);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onSelectionChanged);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateStatus);
    connect(m_tuning, &LiveTuning::finished, this, [this](const ChangeStep &step) {
        m_monitor.refresh();
        if (!step.failures.isEmpty())
            m_health->check(); // was it the helper?
    });
    connect(m_editor, &ReadaheadEditor::keepAfterReboot, this,
            [this](const QMap<QByteArray, quint32> &keys, const QString &why) {
                m_settings->propose(keys, why);
                showPage(SettingsPage);
            });
    connect(m_editor, &ReadaheadEditor::keepCongestionAfterReboot, this, [this](quint64 kib) {
        showPage(WritebackTab);
        m_writeback->proposeKeeping(kib);
    });
    connect(m_health, &HealthPage::backendChecked, this, &MainWindow::setChangesAvailable);
    // The diagnosis's Tune… is the Readahead page's, on the same mount.
    connect(m_diagnosis, &DiagnosisPage::tuneRequested, this, [this] {
        showPage(ReadaheadPage);
        m_editor->openTuneDialog();
    });
    connect(m_throughput, &ThroughputPane::optionsChanged, this, &MainWindow::saveSettings);
}

MainWindow::~MainWindow() = default;

FleetWindow *MainWindow::openFleet()
{
    if (!m_prometheus)
        return nullptr;
    FleetConnectDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    // Its own window (no parent): the fleet outlives no session but may
    // sit beside this one on another screen.
    auto *window = new FleetWindow(m_prometheus);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(this, &QObject::destroyed, window, &QWidget::close);
    if (const auto connected = window->connectTo(dialog.connection(), dialog.hostLabel());
        !connected) {
        QMessageBox::warning(this, dialog.windowTitle(), connected.error().message);
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

// The table's context menu, after Copy rows: the read and write tunes for
// the mount clicked, each opened as its button on the Readahead page opens
// it, or why not in the status bar.
void MainWindow::addTuneActions()
{
    const auto addTune = [this](const QString &text, const QString &name,
                                const std::function<bool()> &open) {
        QAction *action = new QAction(text, m_table);
        action->setObjectName(name);
        connect(action, &QAction::triggered, this, [this, open] {
            showPage(ReadaheadPage);
            if (!open())
                statusBar()->showMessage(m_editor->whyNotTune(), 8000);
        });
        m_table->addAction(action);
    };
    addTune(tr("&Tune readahead…"), QStringLiteral("tuneAction"),
            [this] { return m_editor->openTuneDialog() != nullptr; });
    addTune(tr("Tune the &write-back limit…"), QStringLiteral("tuneWritesAction"),
            [this] { return m_editor->openWriteTuneDialog() != nullptr; });
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Export table…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the mount table"),
                                                          QStringLiteral("nfs-mounts.csv"),
                                                          tr("CSV (*.csv);;JSON (*.json)"));
        if (path.isEmpty())
            return;
        if (const auto done = exportTable(path); !done)
            QMessageBox::warning(this, tr("Export"), done.error().message);
    });
    file->addAction(tr("Export &chart as PNG…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the chart"), QStringLiteral("nfs-throughput.png"), tr("PNG (*.png)"));
        if (path.isEmpty())
            return;
        if (const auto done = exportChart(path); !done)
            QMessageBox::warning(this, tr("Export"), done.error().message);
    });
    file->addSeparator();
    QAction *fleet = file->addAction(tr("Connect to &Prometheus…"), this, &MainWindow::openFleet);
    fleet->setObjectName(QStringLiteral("fleetAction"));
    fleet->setEnabled(bool(m_prometheus));
    fleet->setToolTip(tr("Many hosts in one window, from the Prometheus that scrapes their "
                         "nfs-tuner-cli metrics"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, [this] {
        if (mayDropUnsavedEdits())
            close();
    });
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("quitAction"));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *copy = edit->addAction(
        tr("&Copy rows"), this, [this] { QApplication::clipboard()->setText(selectedRowsText()); });
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(copy);
    addTuneActions();
    QAction *undo = edit->addAction(tr("&Undo the last change…"), this, [this] {
        showPage(ChangesTab);
        m_changes->undoLatest();
    });
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_refresh);
    QMenu *columns = view->addMenu(tr("&Columns"));
    for (int column = MountTableModel::MountPoint + 1; column < MountTableModel::ColumnCount;
         ++column) {
        QAction *action = columns->addAction(
            m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(column));
        action->setData(column);
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            m_table->setColumnShown(column, shown);
            saveSettings();
        });
        m_columnActions.append(action);
    }
    QAction *readers =
        view->addAction(tr("Who reads &the mount"), this, [this] { showPage(ReadersTab); });
    readers->setObjectName(QStringLiteral("readersAction"));
    QAction *diagnosis =
        view->addAction(tr("What li&mits the mount"), this, [this] { showPage(DiagnosisTab); });
    diagnosis->setObjectName(QStringLiteral("diagnosisAction"));
    m_attentionOnly = view->addAction(tr("&Warnings only"));
    m_attentionOnly->setObjectName(QStringLiteral("attentionOnlyAction"));
    m_attentionOnly->setCheckable(true);
    connect(m_attentionOnly, &QAction::toggled, this, [this](bool only) {
        m_proxy->setAttentionOnly(only);
        m_attention->setChecked(only);
        updateStatus();
    });
    connect(m_attention, &QToolButton::toggled, m_attentionOnly, &QAction::setChecked);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Why readahead matters"), this, &MainWindow::showStory);
    help->addAction(tr("&About NFS Tuner"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

std::optional<MainWindow::Page> MainWindow::pageNamed(const QString &name)
{
    static const QHash<QString, Page> pages{{QStringLiteral("throughput"), ThroughputPage},
                                            {QStringLiteral("readers"), ReadersTab},
                                            {QStringLiteral("readahead"), ReadaheadPage},
                                            {QStringLiteral("settings"), SettingsPage},
                                            {QStringLiteral("writeback"), WritebackTab},
                                            {QStringLiteral("changes"), ChangesTab},
                                            {QStringLiteral("health"), HealthTab},
                                            {QStringLiteral("diagnosis"), DiagnosisTab}};
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
        if (mountpoint.isEmpty() ||
            index.data(MountTableModel::ValueRole).toString() == mountpoint) {
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

QList<int> MainWindow::selectedMountIds() const
{
    QList<int> ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        ids.append(index.data(MountTableModel::MountIdRole).toInt());
    return ids;
}

void MainWindow::onMountsChanged()
{
    m_model->sync(m_monitor);
    m_table->rowsChanged();
    updateStatus();
    onSelectionChanged();
}

void MainWindow::onSampled()
{
    m_model->updateRates(m_monitor);
    m_table->ratesChanged();
    updateStatus();
    // New rates change the charts, not what the editor offers.
    m_throughput->refresh();
    m_writeback->refresh();
}

void MainWindow::updateStatus()
{
    const int mounts = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text;
    if (!m_monitor.tableError().isEmpty())
        text = tr("Cannot read the mount table: %1").arg(m_monitor.tableError());
    else if (mounts == 0)
        text = tr("No NFS mounts on this system.");
    else if (shown == mounts)
        text = tr("%n NFS mount(s)", nullptr, mounts);
    else
        text = tr("%n NFS mount(s)", nullptr, mounts) + QStringLiteral(", ") +
               tr("%n shown", nullptr, shown);
    m_status->setText(text);

    const int attention = m_model->attentionCount();
    m_attention->setText(tr("%n mount(s) need attention", nullptr, attention));
    m_attention->setVisible(attention > 0 || m_proxy->attentionOnly());

    // An empty table says why.
    QString empty;
    if (mounts > 0 && shown == 0)
        empty = m_filter->text().isEmpty()
                    ? tr("No mount needs attention.")
                    : tr("No mount matches “%1”.").arg(m_filter->text().toHtmlEscaped());
    else if (mounts == 0 && m_monitor.tableError().isEmpty())
        empty = tr("No NFS mounts on this system.");
    m_emptyText->setText(empty);
    m_emptyText->setVisible(!empty.isEmpty());
}

void MainWindow::onSelectionChanged()
{
    const QList<int> ids = selectedMountIds();
    m_editor->setSelection(ids);
    m_settings->setSelection(ids);
    m_diagnosis->setSelection(ids);
    // The chart shows the selected mount under the cursor, else the first.
    QModelIndex shown = m_table->selectionModel()->currentIndex();
    if (!shown.isValid() || !m_table->selectionModel()->isRowSelected(shown.row(), QModelIndex())) {
        const auto rows = m_table->selectionModel()->selectedRows();
        shown = rows.isEmpty() ? QModelIndex() : rows.first();
    }
    const QString shownMountpoint = shown.isValid()
                                        ? shown.siblingAtColumn(MountTableModel::MountPoint)
                                              .data(MountTableModel::ValueRole)
                                              .toString()
                                        : QString();
    m_writeback->showMount(shownMountpoint);
    m_readers->setMountpoint(shownMountpoint);
    if (shown.isValid())
        m_throughput->showMount(
            shown.siblingAtColumn(MountTableModel::MountPoint)
                .data(MountTableModel::ValueRole)
                .toString(),
            BdiId::parse(shown.data(MountTableModel::BdiRole).toString()).value_or(BdiId{}));
    else
        m_throughput->showMount(QString(), BdiId{});
}

void MainWindow::setChangesAvailable(bool available, const QString &detail)
{
    const QString why = tr("The NFS Tuner helper cannot be reached: see the Health page.");
    m_unavailable->setText(
        tr("The NFS Tuner helper cannot be reached, so nothing can be changed from here. "
           "<a href=\"health\">See Health</a> for why and what to do."));
    m_unavailable->setToolTip(detail);
    m_unavailable->setVisible(!available);
    m_editor->setChangesAvailable(available, why);
    m_settings->setChangesAvailable(available, why);
    m_writeback->setChangesAvailable(available, why);
    m_changes->setChangesAvailable(available, why);
}

QString MainWindow::selectedRowsText() const
{
    QList<int> columns;
    QHeaderView *header = m_table->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        if (!m_table->isColumnHidden(column))
            columns.append(column);
    }
    QStringList lines;
    QStringList titles;
    for (int column : columns)
        titles.append(m_proxy->headerData(column, Qt::Horizontal).toString());
    lines.append(titles.join(QLatin1Char('\t')));
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &row : rows) {
        QStringList cells;
        for (int column : columns)
            cells.append(row.siblingAtColumn(column).data().toString());
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return rows.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

Result<void> MainWindow::exportTable(const QString &path) const
{
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Error::Code::IoError, tr("cannot write %1: %2").arg(path, file.errorString())};
    file.write(json ? TableExport::toJson(*m_proxy) : TableExport::toCsv(*m_proxy));
    if (!file.commit())
        return Error{Error::Code::IoError, tr("cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

Result<void> MainWindow::exportChart(const QString &path) const
{
    if (!m_throughput->chartView()->grab().save(path, "PNG"))
        return Error{Error::Code::IoError, tr("cannot write %1").arg(path)};
    return {};
}

void MainWindow::showStory()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("Why readahead matters"),
                                tr("<p>Since Linux 5.4 (commit c128e575514c, \"NFS: Optimise the "
                                   "default readahead size\") an NFS mount reads ahead only 128 "
                                   "KiB, the VM default, instead of 15 × rsize. Streaming reads "
                                   "lost 30-75 %: one report measured 135 MB/s at 128 KiB against "
                                   "454 MB/s at 15 MiB.</p><p>Readahead belongs to the mount's "
                                   "backing device (BDI): set it now in "
                                   "/sys/class/bdi/MAJ:MIN/read_ahead_kb (the Readahead page), "
                                   "and for new mounts in [nfsrahead] of nfs.conf, which "
                                   "nfs-utils' nfsrahead applies when a mount appears (the "
                                   "Persistent settings page).</p><p>Bigger is not always "
                                   "better: random reads can slow down with a large readahead. "
                                   "Watch the average READ size and the throughput.</p>"),
                                QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(
        QMessageBox::Information, tr("About NFS Tuner"),
        tr("<p><b>NFS Tuner</b> %1</p><p>Shows NFS mounts with their backing device, readahead "
           "and throughput, tunes readahead through a privileged helper, and edits the "
           "persistent [nfsrahead] settings.</p><p>GNU General Public License, version 2 or "
           "later.</p>")
            .arg(QApplication::applicationVersion()),
        QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_model->setPalette(palette());
    QMainWindow::changeEvent(event);
}

void MainWindow::restoreSettings()
{
    const QScopedValueRollback restoring(m_restoring, true);
    QSettings settings;
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        fitToScreen();
        m_restoredSize = size();
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_table->restoreLayout(settings.value(QStringLiteral("table/header")).toByteArray());
    for (QAction *action : std::as_const(m_columnActions)) {
        const QSignalBlocker block(action);
        action->setChecked(!m_table->isColumnHidden(action->data().toInt()));
    }
    m_interval->setValue(settings.value(QStringLiteral("sampling/interval"), 1.0).toDouble());
    m_throughput->setWindowSeconds(settings.value(QStringLiteral("chart/window"), 60).toInt());
    m_throughput->setWireLevel(settings.value(QStringLiteral("chart/wire"), false).toBool());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/page"), 0).toInt());
}

// A size saved on a larger screen (or at a smaller scale) reopens within
// this one's free area, frame and all, as a first start does: 1280x860
// saved, then opened on 1024x700, put the status bar off the screen. Asked
// again once the window is shown and its frame known: Qt 6.8 restored
// 798x774 at 1,25 on 800x800 (a fit for its own frame guess), and then
// framed it past the edge.
void MainWindow::fitToScreen()
{
    if (!screen() || isMaximized() || isFullScreen())
        return;
    const QRect free = screen()->availableGeometry();
    const QRect inside = geometry();
    const QRect framed = frameGeometry();
    if (free.contains(framed))
        return;
    // Before the frame is known (frameGeometry() is geometry()): a title
    // bar and borders.
    const QMargins frame =
        framed == inside
            ? QMargins(8, 40, 8, 8)
            : QMargins(inside.left() - framed.left(), inside.top() - framed.top(),
                       framed.right() - inside.right(), framed.bottom() - inside.bottom());
    resize(size().boundedTo(free.size().shrunkBy(frame)));
    const QSize outer = size().grownBy(frame);
    move(free.topLeft() + QPoint(std::max(0, (free.width() - outer.width()) / 2),
                                 std::max(0, (free.height() - outer.height()) / 2)));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // A restored size only: one set on purpose (a screenshot's) stays.
    if (!m_restoredSize.isEmpty() && size() == m_restoredSize)
        QTimer::singleShot(0, this, &MainWindow::fitToScreen);
    m_restoredSize = QSize();
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

bool MainWindow::mayDropUnsavedEdits()
{
    const int edits = m_settings->unsavedEdits();
    if (edits == 0)
        return true;
    QMessageBox ask(QMessageBox::Warning, tr("Quit"),
                    tr("%n edit(s) on Persistent settings are not saved: quitting drops "
                       "them.",
                       nullptr, edits),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("unsavedEditsQuestion"));
    ask.setInformativeText(tr("Save them there first, or quit without them."));
    QPushButton *drop = ask.addButton(tr("&Quit without saving"), QMessageBox::DestructiveRole);
    QPushButton *stay = ask.addButton(tr("&Show the edits"), QMessageBox::RejectRole);
    ask.setDefaultButton(stay);
    ask.setEscapeButton(stay);
    ask.exec();
    if (ask.clickedButton() == drop)
        return true;
    showPage(SettingsPage);
    return false;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Quit and the window's close button ask before unsaved edits go, as
    // Reload does; a close the program asks for (a signal, a screenshot
    // taken) does not wait on anyone.
    if (event->spontaneous() && !mayDropUnsavedEdits()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

} // namespace nfstuner
