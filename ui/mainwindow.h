// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "models/mounttablemodel.h"

#include <QMainWindow>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace nfstuner {

class HealthPage;
class MountMonitor;
class PersistentSettingsPage;
class ReadaheadEditor;
class ThroughputPane;
class TuningBackend;

// The NFS mounts in a table, and below it the selected mount's throughput,
// the readahead editor, the persistent settings and the health checks.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Page
    {
        ThroughputPage,
        ReadaheadPage,
        SettingsPage,
        HealthTab
    };

    MainWindow(MountMonitor &monitor, TuningBackend &backend, const SystemRoot &healthRoot,
               const QString &backendDescription, bool demo, QWidget *parent = nullptr);

    void showPage(Page page);
    static std::optional<Page> pageNamed(const QString &name);
    // Selects the mount with this mountpoint (or the first); false if none.
    bool selectMount(const QString &mountpoint = QString());

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void onMountsChanged();
    void onSampled();
    void onSelectionChanged();
    void updateThroughput();
    const MountTableModel::Row *currentRow() const;
    void restoreSettings();
    void saveSettings() const;

    MountMonitor &m_monitor;
    MountTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLineEdit *m_filter;
    QDoubleSpinBox *m_interval;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    ThroughputPane *m_throughput;
    ReadaheadEditor *m_editor;
    PersistentSettingsPage *m_settings;
    HealthPage *m_health;
    QLabel *m_status;
    bool m_layoutRestored = false; // column widths from an earlier run
    bool m_columnsFitted = false;
    bool m_ratesFitted = false;
    bool m_restoring = false;
};

} // namespace nfstuner
