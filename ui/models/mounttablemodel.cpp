// SPDX-License-Identifier: GPL-2.0-or-later
#include "models/mounttablemodel.h"

#include "monitor/mountmonitor.h"
#include "monitor/readaheadadvice.h"
#include "units.h"

#include <QApplication>
#include <QColor>
#include <QHash>
#include <QPalette>
#include <QSet>
#include <QStyle>

namespace nfstuner {

namespace {

// Soft tints that tell BDI groups apart in light and dark palettes.
QColor groupTint(int group)
{
    static const QColor tints[] = {QColor(70, 130, 180), QColor(60, 160, 110), QColor(180, 120, 60),
                                   QColor(150, 90, 170), QColor(170, 80, 90)};
    QColor tint = tints[group % 5];
    tint.setAlpha(45);
    return tint;
}

ReadaheadAdvice adviceFor(const MountTableModel::Row &row)
{
    return ReadaheadAdvice::evaluate(row.readAheadKb, row.mount.rsize,
                                     row.rates ? row.rates->averageReadBytes : std::nullopt);
}

} // namespace

MountTableModel::MountTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int MountTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MountTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const MountTableModel::Row *MountTableModel::row(int index) const
{
    return index >= 0 && index < m_rows.size() ? &m_rows[index] : nullptr;
}

int MountTableModel::rowOfMount(int mountId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].mount.mountId == mountId)
            return i;
    }
    return -1;
}

QVariant MountTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MountPoint:
            return tr("Mount point");
        case Source:
            return tr("Server:export");
        case Version:
            return tr("Version");
        case Bdi:
            return tr("BDI");
        case Rsize:
            return tr("rsize");
        case Wsize:
            return tr("wsize");
        case ReadaheadNow:
            return tr("Readahead");
        case ReadaheadNext:
            return tr("On next mount");
        case ReadRate:
            return tr("Read");
        case WriteRate:
            return tr("Write");
        case AverageRead:
            return tr("Avg READ size");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Bdi:
            return tr("The backing device: readahead belongs to it, so mounts on one BDI share it");
        case ReadaheadNow:
            return tr("read_ahead_kb of the BDI now");
        case ReadaheadNext:
            return tr("What nfsrahead would set if this file system were mounted again, from "
                      "[nfsrahead] in nfs.conf");
        case ReadRate:
        case WriteRate:
            return tr("What applications read and wrote per second (MB/s = 10^6 bytes/s)");
        case AverageRead:
            return tr("Bytes per READ RPC lately: when it sits at the readahead size, readahead "
                      "limits reads");
        }
    }
    if (role == Qt::TextAlignmentRole && section >= Rsize)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

QVariant MountTableModel::display(const Row &row, int column) const
{
    const NfsMount &mount = row.mount;
    switch (column) {
    case MountPoint:
        return mount.mountpoint;
    case Source:
        return mount.source;
    case Version:
        return mount.version;
    case Bdi:
        return row.sharing.isEmpty()
                   ? mount.bdi.toString()
                   : tr("%1 (×%2)").arg(mount.bdi.toString()).arg(row.sharing.size() + 1);
    case Rsize:
        return units::size(mount.rsize);
    case Wsize:
        return units::size(mount.wsize);
    case ReadaheadNow:
        return row.readAheadKb ? units::kib(*row.readAheadKb) : tr("unavailable");
    case ReadaheadNext:
        return row.next.kib >= 0 ? units::kib(quint64(row.next.kib))
                                 : tr("%1 KiB (refused)").arg(row.next.kib);
    case ReadRate:
        return row.rates ? units::rate(row.rates->readBytesPerSecond) : QStringLiteral("–");
    case WriteRate:
        return row.rates ? units::rate(row.rates->writeBytesPerSecond) : QStringLiteral("–");
    case AverageRead:
        return row.rates ? units::optional(row.rates->averageReadBytes, units::size)
                         : QStringLiteral("–");
    }
    return QVariant();
}

QVariant MountTableModel::sortValue(const Row &row, int column) const
{
    switch (column) {
    case Rsize:
        return row.mount.rsize;
    case Wsize:
        return row.mount.wsize;
    case ReadaheadNow:
        return row.readAheadKb ? qint64(*row.readAheadKb) : -1;
    case ReadaheadNext:
        return row.next.kib;
    case ReadRate:
        return row.rates ? row.rates->readBytesPerSecond : -1.0;
    case WriteRate:
        return row.rates ? row.rates->writeBytesPerSecond : -1.0;
    case AverageRead:
        return row.rates && row.rates->averageReadBytes ? *row.rates->averageReadBytes : -1.0;
    case Bdi:
        return (qint64(row.mount.bdi.major) << 32) | row.mount.bdi.minor;
    }
    return display(row, column);
}

QString MountTableModel::toolTip(const Row &row, int column) const
{
    switch (column) {
    case Bdi:
        if (!row.sharing.isEmpty())
            return tr("One superblock: %1 shares its BDI, so its readahead, with %2.")
                .arg(row.mount.mountpoint, row.sharing.join(QStringLiteral(", ")));
        break;
    case ReadaheadNow: {
        if (!row.readAheadKb)
            return row.readAheadError;
        const ReadaheadAdvice advice = adviceFor(row);
        if (advice.limiting)
            return advice.explanation;
        break;
    }
    case ReadaheadNext:
        return row.next.source == ReadaheadChoice::Source::Config
                   ? tr("From [nfsrahead] %1 in nfs.conf").arg(QString::fromUtf8(row.next.key))
                   : tr("No [nfsrahead] setting: nfsrahead writes its built-in 128 KiB");
    case MountPoint:
        return tr("%1 mounted from %2 (NFS %3, %4, %5)")
            .arg(row.mount.mountpoint, row.mount.source, row.mount.version, row.mount.proto,
                 toString(row.mount.recovery));
    }
    return QString();
}

QVariant MountTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case MountIdRole:
        return row.mount.mountId;
    case BdiRole:
        return row.mount.bdi.toString();
    case LimitingRole:
        return adviceFor(row).limiting;
    case Qt::DecorationRole:
        if (index.column() == ReadaheadNow && adviceFor(row).limiting)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (index.column() == Bdi && !row.sharing.isEmpty())
            return QApplication::style()->standardIcon(QStyle::SP_FileLinkIcon);
        break;
    case Qt::BackgroundRole:
        if (row.bdiGroup >= 0)
            return groupTint(row.bdiGroup);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() >= Rsize)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return QVariant();
}

void MountTableModel::sync(const MountMonitor &monitor)
{
    const MountInventory &inventory = monitor.inventory();
    // The rows the mounts call for, by mount id.
    QHash<int, Row> wanted;
    QList<int> order;
    QHash<QString, int> groups;
    for (const NfsMount &mount : inventory.mounts()) {
        Row row;
        row.mount = mount;
        row.readAheadKb = inventory.readAheadKb(mount.bdi);
        row.readAheadError = inventory.readAheadError(mount.bdi);
        row.next = monitor.nextMountReadahead(mount);
        row.sharing = inventory.mountpointsSharingBdi(mount);
        if (!row.sharing.isEmpty()) {
            const QString bdi = mount.bdi.toString();
            if (!groups.contains(bdi))
                groups.insert(bdi, int(groups.size()));
            row.bdiGroup = groups.value(bdi);
        }
        if (const auto *series = monitor.sampler().series(mount.mountpoint))
            row.rates = series->latest;
        wanted.insert(mount.mountId, row);
        order.append(mount.mountId);
    }

    // Gone: remove, bottom up so indexes stay valid.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (!wanted.contains(m_rows[i].mount.mountId)) {
            beginRemoveRows(QModelIndex(), i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    }
    // Still there: update in place.
    QSet<int> present;
    for (int i = 0; i < m_rows.size(); ++i) {
        const int id = m_rows[i].mount.mountId;
        present.insert(id);
        m_rows[i] = wanted.value(id);
    }
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    // New: append in mount table order.
    QList<int> added;
    for (int id : order) {
        if (!present.contains(id))
            added.append(id);
    }
    if (!added.isEmpty()) {
        beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        for (int id : added)
            m_rows.append(wanted.value(id));
        endInsertRows();
    }
}

void MountTableModel::updateRates(const MountMonitor &monitor)
{
    for (Row &row : m_rows) {
        const auto *series = monitor.sampler().series(row.mount.mountpoint);
        row.rates = series ? series->latest : std::nullopt;
    }
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, ReadaheadNow), index(int(m_rows.size()) - 1, AverageRead));
}

} // namespace nfstuner
