// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "readers/readerrates.h"

#include <QAbstractTableModel>

#include <functional>

namespace nfstuner {

// The readers of one mount as table rows, kept by pid: each update changes
// the rows in place (dataChanged with the roles that changed), inserts the
// new and removes the gone, so selection and scroll position stay.
class ReadersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Pid,
        User,
        Command,
        ReadRate,
        Calls,
        CallSize,
        Pattern,
        Direct,
        Fetched,
        Files,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole, // numbers as numbers
        PidRole,
    };

    explicit ReadersModel(QObject *parent = nullptr);

    using UserName = std::function<QString(quint32 uid)>;
    void setReaders(const QList<MountReader> &readers, const UserName &userName);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        MountReader reader;
        QString user;
    };
    QVariant display(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString toolTip(const Row &row, int column) const;

    QList<Row> m_rows;
};

} // namespace nfstuner
