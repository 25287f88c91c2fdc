// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "fleet/prometheustransport.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace nfstuner {

class ChangesPage;
class DiagnosisPage;
class FleetWindow;
class HealthPage;
class LiveTuning;
class MountFilterProxy;
class MountMonitor;
class MountTableModel;
class MountTableView;
class NoticeBanner;
class PersistentSettingsPage;
class ReadaheadEditor;
class ReadersPage;
class ReadersService;
class SweepSimulation;
class ThroughputPane;
class WritebackPage;

// What the window is looking at and where its changes go.
struct WindowContext
{
    SystemRoot healthRoot;      // whose nfsrahead the Health page checks
    QString backendDescription; // "the privileged helper", "the demo folder …"
    QString title;              // before the application's name; empty for none
    QString notice;             // a banner above the table (rich text); empty for none
    // Measure…: the demo's simulation of its mounts, or why nothing can be
    // measured (a captured system); both unset on a real system.
    const SweepSimulation *sweepSimulation = nullptr;
    QString measureWhyNot;
    // Tune…: on the demo's simulated reads, or why it cannot run (a
    // captured system); both unset on a real system.
    bool simulatedReads = false;
    QString tuneWhyNot;
    // File > Connect to Prometheus…: how the fleet window reaches it; unset,
    // the item is off.
    PrometheusTransportFactory prometheus;
};

// The NFS mounts in a table, and below it the selected mounts' throughput,
// the readahead editor, the persistent settings, the changes made, and the
// health checks. Pages act on the selected mounts only.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Page
    {
        ThroughputPage,
        DiagnosisTab,
        ReadersTab,
        ReadaheadPage,
        SettingsPage,
        WritebackTab,
        ChangesTab,
        HealthTab
    };

    // `tuning` makes the session's live changes (AppSession owns it).
    MainWindow(MountMonitor &monitor, LiveTuning &tuning, ReadersService &readers,
               const WindowContext &context, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showPage(Page page);
    // File > Connect to Prometheus…: asks where, then opens the fleet in a
    // window of its own (null when cancelled or impossible).
    FleetWindow *openFleet();
    static std::optional<Page> pageNamed(const QString &name);
    // Selects the mount with this mountpoint (or the first); false if none.
    bool selectMount(const QString &mountpoint = QString());
    QList<int> selectedMountIds() const;
    ReadaheadEditor &readaheadEditor() const { return *m_editor; }

    // The table as shown, to FILE.csv or FILE.json; the chart as a PNG.
    Result<void> exportTable(const QString &path) const;
    Result<void> exportChart(const QString &path) const;
    // The selected rows as tab-separated text (visible columns, with a header).
    QString selectedRowsText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // With unsaved edits on Persistent settings: asks whether to drop them
    // (no: their page is shown). True when nothing would be lost.
    bool mayDropUnsavedEdits();
    void fitToScreen();
    void changeEvent(QEvent *event) override;

private:
    // The constructor's steps, in order.
    void buildTable();
    void buildToolbar();
    void buildPages(ReadersService &readers, const WindowContext &context);
    void buildLayout(const QString &notice);
    void buildStatusBar();
    void buildMenus();
    void addTuneActions();
    void connectParts();
    void onMountsChanged();
    void onSampled();
    void onSelectionChanged();
    void updateStatus();
    void setChangesAvailable(bool available, const QString &detail);
    void showStory();
    void showAbout();
    void restoreSettings();
    void saveSettings() const;

    MountMonitor &m_monitor;
    LiveTuning *m_tuning;
    MountTableModel *m_model;
    MountFilterProxy *m_proxy;
    MountTableView *m_table;
    QLabel *m_emptyText;
    QLineEdit *m_filter;
    QDoubleSpinBox *m_interval;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    ThroughputPane *m_throughput;
    ReadersPage *m_readers;
    ReadaheadEditor *m_editor;
    PersistentSettingsPage *m_settings;
    WritebackPage *m_writeback;
    ChangesPage *m_changes;
    DiagnosisPage *m_diagnosis;
    HealthPage *m_health;
    NoticeBanner *m_unavailable;
    QLabel *m_status;
    QToolButton *m_attention;
    QAction *m_refresh;
    QAction *m_attentionOnly;
    QList<QAction *> m_columnActions;
    bool m_restoring = false;
    QSize m_restoredSize; // fitted once more when first shown, the frame known
    PrometheusTransportFactory m_prometheus;
};

} // namespace nfstuner
