// SPDX-License-Identifier: GPL-2.0-or-later
#include "models/readersmodel.h"

#include "base/printable.h"

#include <QLocale>

namespace nfstuner {

ReadersModel::ReadersModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int ReadersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ReadersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void ReadersModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    endRemoveRows();
}

void ReadersModel::setReaders(const QList<MountReader> &readers, const UserName &userName)
{
    QHash<quint32, const MountReader *> incoming;
    for (const MountReader &reader : readers)
        incoming.insert(reader.pid, &reader);
    // The gone, from the bottom up.
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (incoming.contains(m_rows[row].reader.pid))
            continue;
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    }
    QHash<quint32, int> present;
    for (int row = 0; row < m_rows.size(); ++row)
        present.insert(m_rows[row].reader.pid, row);
    for (const MountReader &reader : readers) {
        const auto at = present.constFind(reader.pid);
        if (at == present.cend()) {
            const int row = int(m_rows.size());
            beginInsertRows({}, row, row);
            m_rows.append({reader, userName(reader.uid)});
            endInsertRows();
            continue;
        }
        m_rows[*at].reader = reader;
        // The figures change with every sample; who and what stay.
        emit dataChanged(index(*at, ReadRate), index(*at, Files),
                         {Qt::DisplayRole, Qt::ToolTipRole, SortRole});
    }
}

QVariant ReadersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case PidRole:
        return row.reader.pid;
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == Pid ||
                       (index.column() >= ReadRate && index.column() <= CallSize) ||
                       index.column() == Fetched
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    default:
        return {};
    }
}

namespace {

QString patternText(ReaderPattern pattern)
{
    switch (pattern) {
    case ReaderPattern::Idle:
        return ReadersModel::tr("idle");
    case ReaderPattern::Sequential:
        return ReadersModel::tr("sequential");
    case ReaderPattern::Random:
        return ReadersModel::tr("random");
    case ReaderPattern::Mixed:
        return ReadersModel::tr("mixed");
    }
    return {};
}

QString filesText(const QList<QByteArray> &files)
{
    if (files.isEmpty())
        return {};
    QString text = printableName(files.first());
    if (files.size() > 1)
        text += ReadersModel::tr(" (+%1 more)").arg(files.size() - 1);
    return text;
}

} // namespace

QVariant ReadersModel::display(const Row &row, int column) const
{
    const MountReader &reader = row.reader;
    const QLocale locale;
    const QString mark = reader.estimate ? QStringLiteral("~") : QString();
    switch (column) {
    case Pid:
        return reader.pid;
    case User:
        return row.user;
    case Command:
        return printableName(reader.command);
    case ReadRate:
        return QString(mark + locale.toString(reader.readBytesPerSecond / 1e6, 'f', 1));
    case Calls:
        return QString(mark + locale.toString(reader.readCallsPerSecond, 'f', 0));
    case CallSize:
        return reader.averageReadBytes ? locale.toString(*reader.averageReadBytes / 1024, 'f', 0)
                                       : QStringLiteral("–");
    case Pattern:
        return patternText(reader.pattern);
    case Direct:
        return reader.direct ? tr("yes") : tr("no");
    case Fetched:
        return reader.fetchedBytesPerSecond
                   ? locale.toString(*reader.fetchedBytesPerSecond / 1e6, 'f', 1)
                   : QStringLiteral("–");
    case Files:
        return filesText(reader.files);
    }
    return {};
}

QVariant ReadersModel::sortValue(const Row &row, int column) const
{
    const MountReader &reader = row.reader;
    switch (column) {
    case Pid:
        return reader.pid;
    case ReadRate:
        return reader.readBytesPerSecond;
    case Calls:
        return reader.readCallsPerSecond;
    case CallSize:
        return reader.averageReadBytes.value_or(-1);
    case Fetched:
        return reader.fetchedBytesPerSecond.value_or(-1);
    default:
        return display(row, column);
    }
}

QString ReadersModel::toolTip(const Row &row, int column) const
{
    const MountReader &reader = row.reader;
    if (column == Files) {
        QStringList files;
        for (const QByteArray &file : reader.files)
            files.append(printableName(file));
        return files.join(u'\n');
    }
    if (reader.estimate && (column == ReadRate || column == Calls))
        return tr("A share: this process also read elsewhere, or with pread, whose reads are "
                  "placed by the mount's own counters.");
    if (column == Fetched && !reader.fetchedBytesPerSecond)
        return tr("Not counted: this kernel does not count NFS readahead in read_bytes, or it "
                  "is not known yet (see docs/KERNELS.md).");
    return {};
}

QVariant ReadersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Pid:
        return tr("PID");
    case User:
        return tr("User");
    case Command:
        return tr("Command");
    case ReadRate:
        return tr("Read MB/s");
    case Calls:
        return tr("Calls/s");
    case CallSize:
        return tr("KiB/call");
    case Pattern:
        return tr("Pattern");
    case Direct:
        return tr("O_DIRECT");
    case Fetched:
        return tr("Fetched MB/s");
    case Files:
        return tr("Files");
    }
    return {};
}

} // namespace nfstuner
