// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>

#include <optional>

namespace nfstuner {
class MountInventory;
struct NfsMount;
} // namespace nfstuner

namespace nfstuner::cli {

// One mount of `list --json`. Field names are an interface: add, never rename.
QJsonObject mountToJson(const MountInventory &inventory, const NfsMount &mount);

// A figure that may not exist (no READs: no READ size) as a number or null.
QJsonValue jsonNumber(const std::optional<double> &value);

// A count or size that may not exist (an option not set, a file the kernel
// does not have) as an integer or null.
template<typename Integer>
QJsonValue jsonInteger(const std::optional<Integer> &value)
{
    return value ? QJsonValue(qint64(*value)) : QJsonValue(QJsonValue::Null);
}

} // namespace nfstuner::cli
