// SPDX-License-Identifier: GPL-2.0-or-later
// Uses core's mount model (core/system) and its statistics (core/client) so
// that the linker keeps both.
#include "mounts/mountinventory.h"
#include "stats/mountstats.h"

int main(int argc, char **argv)
{
    const nfstuner::SystemRoot root(argc > 1 ? QString::fromLocal8Bit(argv[1])
                                             : QStringLiteral("/"));
    const auto inventory = nfstuner::MountInventory::collect(root);
    const auto counters = nfstuner::MountStats::read(root);
    return inventory && counters ? 0 : 1;
}
