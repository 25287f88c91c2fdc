// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "writeback/sysctlconf.h"

#include <QCoreApplication>

#include <optional>

namespace nfstuner {

// fs.nfs.nfs_congestion_kb: how much write-back one NFS client keeps in
// flight before writers wait (enforced since Linux 5.18).
namespace NfsCongestion {
inline constexpr const char *SysctlKey = "fs.nfs.nfs_congestion_kb";
QString procPath(); // /proc/sys/fs/nfs/nfs_congestion_kb
// The value now; NotFound when no NFS client module is loaded.
Result<quint64> readLive(const SystemRoot &root);
// The kernel's default for a machine with `memTotalKib` (MemTotal of
// /proc/meminfo, which is totalram_pages in KiB): 16 * int_sqrt(pages)
// pages, at most 256 MiB (fs/nfs/write.c, nfs_init_writepagecache).
quint64 defaultKib(quint64 memTotalKib, quint32 pageKib = 4);
// The sysctl is a C int: 1 to INT_MAX KiB make sense (0 would let no
// write-back through).
inline constexpr quint64 MinKib = 1;
inline constexpr quint64 MaxKib = 2147483647;
} // namespace NfsCongestion

// The write-back lines of /proc/meminfo, in KiB.
struct WritebackMemory
{
    Q_DECLARE_TR_FUNCTIONS(WritebackMemory)

public:
    quint64 memTotalKib = 0;
    quint64 dirtyKib = 0;
    quint64 writebackKib = 0;
    quint64 writebackTmpKib = 0;

    static Result<WritebackMemory> read(const SystemRoot &root);
    static Result<WritebackMemory> parse(const QByteArray &meminfo);
};

// The congestion limit now, its default here, and what boot sets it to.
struct CongestionLimit
{
    Q_DECLARE_TR_FUNCTIONS(CongestionLimit)

public:
    std::optional<quint64> liveKib; // nullopt: no NFS client (module not loaded) or unreadable
    QString liveError;
    std::optional<quint64> memTotalKib; // nullopt: /proc/meminfo unreadable
    std::optional<quint64> defaultKib;  // nullopt: MemTotal unknown
    std::optional<SysctlAssignment> persistent;
    QStringList warnings;

    static CongestionLimit read(const SystemRoot &root);
};

} // namespace nfstuner
