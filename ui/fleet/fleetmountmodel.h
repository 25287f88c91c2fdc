// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetmounts.h"

#include <QAbstractTableModel>
#include <QSet>

namespace nfstuner {

// Every host's NFS mounts as the fleet's Prometheus has them, a row each,
// keyed by instance and mount point. The Change column's check box says
// which of the advice's changes go into the playbook (all, until the admin
// unticks one; kept across reads by key).
class FleetMountModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        HostColumn,
        MountPointColumn,
        ExportColumn,
        VersionColumn,
        RsizeColumn,
        ReadAheadColumn,
        AdviceColumn,
        LimitColumn, // what limits it (the host's diagnosis)
        ReadRateColumn,
        ChangeColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // numbers for numeric columns
        ExportRole,                  // server:export, for the grouping filter
    };

    explicit FleetMountModel(QObject *parent = nullptr);

    // Rows whose key is kept stay where they are and signal only the cells
    // that changed; a different set of rows resets the model.
    void setMounts(const QList<FleetMount> &mounts);
    const QList<FleetMount> &mounts() const { return m_mounts; }
    const FleetMount &mount(int row) const { return m_mounts.at(row); }
    // The mounts with the advice of unticked rows taken back: what the
    // playbook is to be made of.
    QList<FleetMount> chosen() const;
    int chosenCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

signals:
    void choiceChanged();

private:
    QVariant display(const FleetMount &mount, int column) const;
    QVariant sortKey(const FleetMount &mount, int column) const;
    static QString keyOf(const FleetMount &mount);

    QList<FleetMount> m_mounts;
    QSet<QString> m_unticked; // keys of advised mounts the admin left out
};

} // namespace nfstuner
