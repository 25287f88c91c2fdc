// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "session/readersservice.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace nfstuner {

class MountMonitor;
class ReadersModel;

// Who reads the selected mount: its processes with their read rate, calls,
// call size, pattern, O_DIRECT and what the kernel fetched for them, as
// the session's ReadersService saw them at its last scan (the advice weighs
// the same, whichever page is shown). The user's own processes; every
// user's through the helper once asked.
class ReadersPage : public QWidget
{
    Q_OBJECT

public:
    ReadersPage(MountMonitor &monitor, ReadersService &service, QWidget *parent = nullptr);
    ~ReadersPage() override;

    void setMountpoint(const QString &mountpoint);
    // Every user's processes (through the helper where it takes one).
    void showEveryUser();
    const ReaderMonitor &readers() const { return m_service.readers(); }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

signals:
    // The selected mount's readers over the last interval.
    void readersChanged(const nfstuner::MountReadersReport &report);

private:
    void buildParts();
    void sourceChanged();
    void updated();
    void failed(const Error &error);
    void updateSummary();
    // The selected mount's report at the last scan; null before one.
    const MountReadersReport *shown() const;

    MountMonitor &m_monitor;
    ReadersService &m_service;
    QString m_mountpoint;
    QString m_problem;
    QLabel *m_summary;
    QLineEdit *m_filter;
    QPushButton *m_everyUser;
    QTableView *m_view;
    ReadersModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QLabel *m_note;
};

} // namespace nfstuner
