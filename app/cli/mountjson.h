// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>

namespace nfstuner {
class MountInventory;
struct NfsMount;
} // namespace nfstuner

namespace nfstuner::cli {

// One mount of `list --json`. Field names are an interface: add, never rename.
QJsonObject mountToJson(const MountInventory &inventory, const NfsMount &mount);

} // namespace nfstuner::cli
