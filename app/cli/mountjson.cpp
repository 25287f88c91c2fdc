// SPDX-License-Identifier: GPL-2.0-or-later
#include "mountjson.h"

#include "mounts/mountinventory.h"

#include <QJsonArray>

namespace nfstuner::cli {

QJsonObject mountToJson(const MountInventory &inventory, const NfsMount &mount)
{
    QJsonArray options;
    for (const MountOption &option : mount.options.all())
        options.append(option.toString());

    QJsonObject json{
        {QStringLiteral("mount_id"), mount.mountId},
        {QStringLiteral("mountpoint"), mount.mountpoint},
        {QStringLiteral("source"), mount.source},
        {QStringLiteral("server"), mount.server},
        {QStringLiteral("export"), mount.exportPath},
        {QStringLiteral("fstype"), mount.fstype},
        {QStringLiteral("version"), mount.version},
        {QStringLiteral("bdi"), mount.bdi.toString()},
        {QStringLiteral("rsize"), qint64(mount.rsize)},
        {QStringLiteral("wsize"), qint64(mount.wsize)},
        {QStringLiteral("proto"), mount.proto},
        {QStringLiteral("sec"), mount.sec},
        {QStringLiteral("timeo"), jsonInteger(mount.timeo)},
        {QStringLiteral("retrans"), jsonInteger(mount.retrans)},
        {QStringLiteral("nconnect"), jsonInteger(mount.nconnect)},
        {QStringLiteral("readonly"), mount.readOnly},
        {QStringLiteral("mode"), toString(mount.recovery)},
        {QStringLiteral("read_ahead_kb"), jsonInteger(inventory.readAheadKb(mount.bdi))},
        {QStringLiteral("shares_bdi_with"),
         QJsonArray::fromStringList(inventory.mountpointsSharingBdi(mount))},
        {QStringLiteral("options"), options},
    };
    if (!inventory.readAheadKb(mount.bdi))
        json.insert(QStringLiteral("read_ahead_error"), inventory.readAheadError(mount.bdi));
    return json;
}

QJsonValue jsonNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace nfstuner::cli
