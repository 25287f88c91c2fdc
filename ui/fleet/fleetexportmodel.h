// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetmounts.h"

#include <QAbstractTableModel>

namespace nfstuner {

// The fleet by server:export: how many hosts mount it, how their
// readaheads and read rates spread, and how many the advice would change.
// What no single host can show: twelve hosts at 128 KiB beside three at
// 15 MiB.
class FleetExportModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ExportColumn,
        MountsColumn,
        ReadAheadsColumn,
        ReadRatesColumn,
        AdvisedColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        ExportRole,
    };

    explicit FleetExportModel(QObject *parent = nullptr);

    void setMounts(const QList<FleetMount> &mounts);
    const FleetExportGroup &group(int row) const { return m_groups.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(int row, int column) const;

    QList<FleetExportGroup> m_groups;
    QList<int> m_advised; // per group
};

} // namespace nfstuner
