// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetmountmodel.h"

#include "advice/readaheadadvisor.h"
#include "base/units.h"
#include "diagnosis/mountdiagnosis.h"
#include "models/mounttablemodel.h"

namespace nfstuner {

namespace {

QString bytesCell(const std::optional<double> &bytes)
{
    return bytes ? units::bytes(quint64(*bytes)) : QStringLiteral("–");
}

QVariant number(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant(-1.0);
}

} // namespace

FleetMountModel::FleetMountModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

QString FleetMountModel::keyOf(const FleetMount &mount)
{
    return mount.instance + QChar(0) + mount.mountpoint;
}

void FleetMountModel::setMounts(const QList<FleetMount> &mounts)
{
    bool sameKeys = mounts.size() == m_mounts.size();
    for (qsizetype i = 0; sameKeys && i < mounts.size(); ++i)
        sameKeys = keyOf(mounts.at(i)) == keyOf(m_mounts.at(i));
    if (!sameKeys) {
        beginResetModel();
        m_mounts = mounts;
        endResetModel();
        return;
    }
    for (qsizetype i = 0; i < mounts.size(); ++i) {
        if (mounts.at(i) == m_mounts.at(i))
            continue;
        m_mounts[i] = mounts.at(i);
        emit dataChanged(index(int(i), 0), index(int(i), ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole, Qt::CheckStateRole, SortRole});
    }
}

QList<FleetMount> FleetMountModel::chosen() const
{
    QList<FleetMount> mounts = m_mounts;
    for (FleetMount &mount : mounts) {
        if (m_unticked.contains(keyOf(mount))) {
            mount.verdict = verdictName(AdviceVerdict::Keep);
            mount.recommendedBytes.reset();
        }
    }
    return mounts;
}

int FleetMountModel::chosenCount() const
{
    int count = 0;
    for (const FleetMount &mount : m_mounts)
        count += mount.isAdvised() && !m_unticked.contains(keyOf(mount));
    return count;
}

int FleetMountModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_mounts.size());
}

int FleetMountModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetMountModel::display(const FleetMount &mount, int column) const
{
    switch (column) {
    case HostColumn:
        return mount.host;
    case MountPointColumn:
        return mount.mountpoint;
    case ExportColumn:
        return mount.serverExport();
    case VersionColumn:
        return mount.version;
    case RsizeColumn:
        return bytesCell(mount.rsizeBytes);
    case ReadAheadColumn:
        return bytesCell(mount.readAheadBytes);
    case AdviceColumn:
        if (const auto verdict = verdictNamed(mount.verdict))
            return MountTableModel::adviceWords(
                *verdict, mount.recommendedBytes
                              ? std::optional(quint64(*mount.recommendedBytes / 1024))
                              : std::nullopt);
        return QStringLiteral("–");
    case LimitColumn:
        if (const auto limit = bottleneckFromName(mount.limit))
            return bottleneckWord(*limit);
        return QStringLiteral("–");
    case ReadRateColumn:
        return units::optional(mount.readBytesPerSecond, units::rate);
    case ChangeColumn:
        return mount.isAdvised() ? bytesCell(mount.recommendedBytes) : QString();
    }
    return {};
}

QVariant FleetMountModel::sortKey(const FleetMount &mount, int column) const
{
    switch (column) {
    case RsizeColumn:
        return number(mount.rsizeBytes);
    case ReadAheadColumn:
        return number(mount.readAheadBytes);
    case AdviceColumn:
        return mount.adviceFactor();
    case ReadRateColumn:
        return number(mount.readBytesPerSecond);
    case ChangeColumn:
        return mount.isAdvised() && !m_unticked.contains(keyOf(mount)) ? 1 : 0;
    }
    return display(mount, column).toString();
}

QVariant FleetMountModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_mounts.size())
        return {};
    const FleetMount &mount = m_mounts.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(mount, index.column());
    case SortRole:
        return sortKey(mount, index.column());
    case ExportRole:
        return mount.serverExport();
    case Qt::CheckStateRole:
        if (index.column() == ChangeColumn && mount.isAdvised())
            return m_unticked.contains(keyOf(mount)) ? Qt::Unchecked : Qt::Checked;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= RsizeColumn && index.column() != AdviceColumn &&
            index.column() != LimitColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ReadAheadColumn && mount.nextMountReadAheadBytes)
            return tr("%1 now; the next mount gets %2 (BDI %3)")
                .arg(bytesCell(mount.readAheadBytes), bytesCell(mount.nextMountReadAheadBytes),
                     mount.bdi);
        if (index.column() == HostColumn)
            return tr("Prometheus instance %1").arg(mount.instance);
        return {};
    }
    return {};
}

QVariant FleetMountModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HostColumn:
        return tr("Host");
    case MountPointColumn:
        return tr("Mount point");
    case ExportColumn:
        return tr("Export");
    case VersionColumn:
        return tr("NFS");
    case RsizeColumn:
        return tr("rsize");
    case ReadAheadColumn:
        return tr("Readahead");
    case AdviceColumn:
        return tr("Advice");
    case LimitColumn:
        return tr("Limit");
    case ReadRateColumn:
        return tr("Read (5 min)");
    case ChangeColumn:
        return tr("Change to");
    }
    return {};
}

Qt::ItemFlags FleetMountModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ChangeColumn && m_mounts.at(index.row()).isAdvised())
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

bool FleetMountModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::CheckStateRole || index.column() != ChangeColumn ||
        !m_mounts.at(index.row()).isAdvised())
        return false;
    const QString key = keyOf(m_mounts.at(index.row()));
    if (value.value<Qt::CheckState>() == Qt::Checked)
        m_unticked.remove(key);
    else
        m_unticked.insert(key);
    emit dataChanged(index, index, {Qt::CheckStateRole, SortRole});
    emit choiceChanged();
    return true;
}

} // namespace nfstuner
