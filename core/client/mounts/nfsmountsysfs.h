// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QString>

#include <optional>

namespace nfstuner {

// The kernel's own entry of an NFS superblock, /sys/fs/nfs/<maj:min>/
// (Linux 6.6 and later; named like the mount's device, which is also its
// BDI's name): whether the mount was shut down (every request on it fails
// at once, until it is unmounted), and from 7.x on NFSv4.1+ mounts the
// server's implementation id (EXCHANGE_ID's nii_domain and nii_name). What
// the kernel does not have, or that cannot be read, is left empty or
// nullopt: nothing is guessed.
struct NfsMountSysfs
{
    QString path; // /sys/fs/nfs/<maj:min>, as on the system (not the root's folder)
    std::optional<bool> shutdown;
    QString serverDomain; // implid_domain, e.g. "kernel.org"
    QString serverName;   // implid_name, e.g. "Linux 7.3.4+deb13-amd64 #1 SMP ..."

    // Nullopt when the kernel has no entry for the device (before 6.6, or
    // gone since the mount table was read).
    static std::optional<NfsMountSysfs> read(const SystemRoot &root, const BdiId &device);
};

} // namespace nfstuner
