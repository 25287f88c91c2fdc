// SPDX-License-Identifier: GPL-2.0-or-later
#include "tableexport.h"

#include "models/mounttablemodel.h"

#include <QAbstractItemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nfstuner::TableExport {

namespace {

// The key of each column, in column order.
constexpr const char *Keys[MountTableModel::ColumnCount] = {
    "mountpoint",
    "source",
    "version",
    "bdi",
    "rsize",
    "wsize",
    "read_ahead_kb",
    "next_mount_read_ahead_kb",
    "read_bytes_per_second",
    "write_bytes_per_second",
    "average_read_bytes",
    "readonly",
    "bind_root",
    "nconnect",
    "proto",
};

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
    for (const char *key : Keys)
        header.append(key);
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
            mount.insert(QLatin1String(Keys[column]),
                         QJsonValue::fromVariant(valueAt(table, row, column)));
        mounts.append(mount);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("mounts"), mounts}}).toJson();
}

} // namespace nfstuner::TableExport
