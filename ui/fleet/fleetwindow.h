// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetreader.h"

#include <QMainWindow>
#include <QTimer>

class QAction;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace nfstuner {

class FleetExportModel;
class FleetHistoryChart;
class FleetMountModel;
class FleetPlaybookDialog;
class NoticeBanner;

// Many hosts in one window, read from the Prometheus the admin already
// runs: every host's NFS mounts (sorted by what the advice would change),
// the exports with the spread of readahead and read rate across hosts
// (select one to see only its mounts), and the selected mount's last day.
// Acting on the fleet goes through Ansible: the chosen changes as a
// playbook, checked with --check --diff before it is saved. Reading never
// blocks the window; it is read again every minute.
class FleetWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit FleetWindow(PrometheusTransportFactory factory, QWidget *parent = nullptr);
    ~FleetWindow() override;

    // Reads the fleet from `connection` from now on, hosts named by
    // `hostLabel`; an error when no transport can be made for it (nothing
    // changes then).
    Result<void> connectTo(const PrometheusConnection &connection,
                           const QString &hostLabel = FleetMounts::InstanceLabel);
    void reload();
    // File > Connect to Prometheus…
    void askForConnection();
    // The playbook of the ticked changes, in a dialog (shown, not modal).
    FleetPlaybookDialog *openPlaybook();
    // Selects the row of `mountpoint` on `instance`; false if there is none.
    bool selectMount(const QString &instance, const QString &mountpoint);
    // Shows only the mounts of this server:export (empty: all).
    void showExport(const QString &serverExport);

    FleetMountModel &mountModel() const { return *m_mounts; }
    FleetExportModel &exportModel() const { return *m_exports; }
    QTableView *mountView() const { return m_mountView; }
    QTableView *exportView() const { return m_exportView; }
    FleetHistoryChart *history() const { return m_history; }
    QString notice() const;
    QString status() const;

signals:
    void mountsShown();
    void historyShown();
    void failed(const QString &message);

private:
    void buildActions();
    QWidget *buildTables();
    void showMounts(const QList<FleetMount> &mounts);
    void showFailure(const Error &error);
    void mountSelected();
    void updateActions();

    PrometheusTransportFactory m_factory;
    FleetReader *m_reader = nullptr;
    FleetMountModel *m_mounts;
    FleetExportModel *m_exports;
    QSortFilterProxyModel *m_mountOrder;
    QSortFilterProxyModel *m_exportOrder;
    QTableView *m_mountView;
    QTableView *m_exportView;
    FleetHistoryChart *m_history;
    NoticeBanner *m_banner;
    QLabel *m_status;
    QAction *m_reload;
    QAction *m_playbook;
    QTimer m_every;
};

} // namespace nfstuner
