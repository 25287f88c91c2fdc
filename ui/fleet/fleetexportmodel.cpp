// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetexportmodel.h"

#include "base/units.h"

#include <algorithm>
#include <functional>

namespace nfstuner {

FleetExportModel::FleetExportModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void FleetExportModel::setMounts(const QList<FleetMount> &mounts)
{
    QList<FleetExportGroup> groups = FleetExportGroup::of(mounts);
    QList<int> advised;
    for (const FleetExportGroup &group : groups)
        advised.append(int(std::count_if(group.mounts.cbegin(), group.mounts.cend(),
                                         std::mem_fn(&FleetMount::isAdvised))));
    bool sameExports = groups.size() == m_groups.size();
    for (qsizetype i = 0; sameExports && i < groups.size(); ++i)
        sameExports = groups.at(i).serverExport == m_groups.at(i).serverExport;
    if (!sameExports) {
        beginResetModel();
        m_groups = std::move(groups);
        m_advised = std::move(advised);
        endResetModel();
        return;
    }
    // The same exports: the figures change in place, the selection stays.
    m_groups = std::move(groups);
    m_advised = std::move(advised);
    if (!m_groups.isEmpty())
        emit dataChanged(index(0, MountsColumn), index(int(m_groups.size()) - 1, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole, SortRole});
}

int FleetExportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int FleetExportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetExportModel::display(int row, int column) const
{
    const FleetExportGroup &group = m_groups.at(row);
    switch (column) {
    case ExportColumn:
        return group.serverExport;
    case MountsColumn:
        return QString::number(group.mounts.size());
    case ReadAheadsColumn: {
        QStringList spread;
        for (auto it = group.hostsPerReadAhead.cbegin(); it != group.hostsPerReadAhead.cend(); ++it)
            spread.append(tr("%n at %1", nullptr, it.value()).arg(units::bytes(quint64(it.key()))));
        return spread.isEmpty() ? QStringLiteral("–") : spread.join(QStringLiteral(", "));
    }
    case ReadRatesColumn:
        if (!group.minReadBytesPerSecond)
            return QStringLiteral("–");
        if (*group.minReadBytesPerSecond == *group.maxReadBytesPerSecond)
            return units::rate(*group.minReadBytesPerSecond);
        return tr("%1 to %2")
            .arg(units::rate(*group.minReadBytesPerSecond),
                 units::rate(*group.maxReadBytesPerSecond));
    case AdvisedColumn:
        return m_advised.at(row) ? QString::number(m_advised.at(row)) : QString();
    }
    return {};
}

QVariant FleetExportModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_groups.size())
        return {};
    const FleetExportGroup &group = m_groups.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case ExportRole:
        return group.serverExport;
    case SortRole:
        switch (index.column()) {
        case MountsColumn:
            return int(group.mounts.size());
        case ReadAheadsColumn:
            // The widest spread first when sorted down: more values, more to see.
            return int(group.hostsPerReadAhead.size());
        case ReadRatesColumn:
            return group.maxReadBytesPerSecond.value_or(-1);
        case AdvisedColumn:
            return m_advised.at(index.row());
        }
        return display(index.row(), index.column());
    case Qt::ToolTipRole:
        if (index.column() == ReadAheadsColumn && group.hostsPerReadAhead.size() > 1)
            return tr("The hosts mounting %1 read ahead differently").arg(group.serverExport);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == MountsColumn || index.column() == AdvisedColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant FleetExportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ExportColumn:
        return tr("Export");
    case MountsColumn:
        return tr("Mounts");
    case ReadAheadsColumn:
        return tr("Readaheads");
    case ReadRatesColumn:
        return tr("Read rates");
    case AdvisedColumn:
        return tr("To change");
    }
    return {};
}

} // namespace nfstuner
