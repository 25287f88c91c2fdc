// SPDX-License-Identifier: GPL-2.0-or-later
// Uses core's mount model so the linker keeps all of it.
#include "mounts/mountinventory.h"

int main(int argc, char **argv)
{
    const auto inventory = nfstuner::MountInventory::collect(
        nfstuner::SystemRoot(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/")));
    return inventory ? 0 : 1;
}
