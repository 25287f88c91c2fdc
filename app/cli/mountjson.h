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

} // namespace nfstuner::cli
