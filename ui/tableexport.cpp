// SPDX-License-Identifier: GPL-2.0-or-later
#include "tableexport.h"

#include "models/mounttablemodel.h"

#include <QAbstractItemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nfstuner::TableExport {

namespace {

// Each column's key. A switch over the enum, so that a new column without
// its key is a compiler warning (-Wswitch), not a shifted file.
const char *keyOf(MountTableModel::Column column)
{
    using M = MountTableModel;
    switch (column) {
    case M::MountPoint:
        return "mountpoint";
    case M::Source:
        return "source";
    case M::Version:
        return "version";
    case M::Bdi:
        return "bdi";
    case M::Rsize:
        return "rsize";
    case M::Wsize:
        return "wsize";
    case M::ReadaheadNow:
        return "read_ahead_kb";
    case M::ReadaheadNext:
        return "next_mount_read_ahead_kb";
    case M::ReadRate:
        return "read_bytes_per_second";
    case M::WriteRate:
        return "write_bytes_per_second";
    case M::AverageRead:
        return "average_read_bytes";
    case M::Advice:
        return "recommended_kb";
    case M::Limit:
        return "limit"; // diagnose's verdict name
    case M::ReadOnly:
        return "readonly";
    case M::Bind:
        return "bind_root";
    case M::Nconnect:
        return "nconnect";
    case M::Proto:
        return "proto";
    case M::ColumnCount:
        break;
    }
    Q_UNREACHABLE();
    return "";
}

const char *keyOf(int column)
{
    return keyOf(MountTableModel::Column(column));
}

QVariant valueAt(const QAbstractItemModel &table, int row, int column)
{
    return table.index(row, column).data(MountTableModel::ValueRole);
}

QByteArray csvField(const QVariant &value)
{
    QByteArray text;
    if (value.typeId() == QMetaType::Bool)
        text = value.toBool() ? "true" : "false";
    else if (value.typeId() == QMetaType::Double)
        text = QByteArray::number(value.toDouble(), 'f', 1);
    else
        text = value.toString().toUtf8();
    if (text.contains(',') || text.contains('"') || text.contains('\n') || text.contains('\r'))
        return '"' + text.replace("\"", "\"\"") + '"';
    return text;
}

} // namespace

QByteArray toCsv(const QAbstractItemModel &table)
{
    QByteArrayList header;
    for (int column = 0; column < MountTableModel::ColumnCount; ++column)
        header.append(keyOf(column));
    QByteArray csv = header.join(',') + "\r\n";
    for (int row = 0; row < table.rowCount(); ++row) {
        QByteArrayList fields;
        for (int column = 0; column < MountTableModel::ColumnCount; ++column)
            fields.append(csvField(valueAt(table, row, column)));
        csv += fields.join(',') + "\r\n";
    }
    return csv;
}

QByteArray toJson(const QAbstractItemModel &table)
{
    QJsonArray mounts;
    for (int row = 0; row < table.rowCount(); ++row) {
        QJsonObject mount;
        for (int column = 0; column < MountTableModel::ColumnCount; ++column)
            mount.insert(QLatin1String(keyOf(column)),
                         QJsonValue::fromVariant(valueAt(table, row, column)));
        mounts.append(mount);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("mounts"), mounts}}).toJson();
}

} // namespace nfstuner::TableExport
