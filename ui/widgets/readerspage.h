// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "readers/readermonitor.h"

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
class TuningBackend;

// Who reads the selected mount: its processes with their read rate, calls,
// call size, pattern, O_DIRECT and what the kernel fetched for them, with
// each sample while the page is shown (nothing is looked up otherwise).
// The user's own processes; every user's through the helper once asked.
class ReadersPage : public QWidget
{
    Q_OBJECT

public:
    ReadersPage(MountMonitor &monitor, TuningBackend &backend, QWidget *parent = nullptr);
    ~ReadersPage() override;

    void setMountpoint(const QString &mountpoint);
    // Every user's processes (through the helper where it takes one).
    void showEveryUser();
    const ReaderMonitor &readers() const { return *m_readers; }

signals:
    // The selected mount's readers over the last interval.
    void readersChanged(const nfstuner::MountReadersReport &report);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildParts();
    void watch(std::unique_ptr<ReaderSource> source);
    void sample();
    void updated();
    void failed(const Error &error);
    void updateSummary();
    void forgetWeighed();

    MountMonitor &m_monitor;
    TuningBackend &m_backend;
    std::unique_ptr<ReaderMonitor> m_readers;
    QString m_mountpoint;
    QString m_problem;
    QLabel *m_summary;
    QLineEdit *m_filter;
    QPushButton *m_everyUser;
    QTableView *m_view;
    ReadersModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QLabel *m_note;
    std::optional<int> m_weighedMountId; // whose readers the advice weighs
};

} // namespace nfstuner
