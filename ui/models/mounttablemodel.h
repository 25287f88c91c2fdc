// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/readaheadconfig.h"
#include "mounts/nfsmount.h"
#include "stats/mountrates.h"

#include <QAbstractTableModel>

namespace nfstuner {

class MountMonitor;

// The NFS mounts as table rows, one per mount, kept by mount id: a change of
// the mount table inserts and removes rows (never a reset), so selection and
// scroll position stay. Mounts on one BDI show as one unit.
class MountTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MountPoint,
        Source,
        Version,
        Bdi,
        Rsize,
        Wsize,
        ReadaheadNow,
        ReadaheadNext,
        ReadRate,
        WriteRate,
        AverageRead,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole, // numbers as numbers
        MountIdRole,
        BdiRole,
        LimitingRole, // bool: readahead likely limits this mount
    };

    explicit MountTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Follows the monitor: rows in and out as mounts come and go, values
    // updated in place.
    void sync(const MountMonitor &monitor);
    // New throughput figures for every row.
    void updateRates(const MountMonitor &monitor);

    struct Row
    {
        NfsMount mount;
        std::optional<quint32> readAheadKb;
        QString readAheadError;
        ReadaheadChoice next;
        QStringList sharing; // other mountpoints on the BDI
        int bdiGroup = -1;   // >= 0 for BDIs shared by several mounts
        std::optional<MountRates> rates;
    };
    const Row *row(int index) const;
    int rowOfMount(int mountId) const;

private:
    QVariant display(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString toolTip(const Row &row, int column) const;

    QList<Row> m_rows;
};

} // namespace nfstuner
