// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/atomicfilereplace.h"
#include "base/systemroot.h"
#include "writeback/sysctlconf.h"

#include <QCoreApplication>

#include <optional>

namespace nfstuner {

// The NFS write-back limit before and after a change, in KiB.
struct CongestionChange
{
    quint64 previousKib = 0;
    quint64 nowKib = 0;
};

// What the helper accepts for fs.nfs.nfs_congestion_kb: 1 to INT_MAX KiB
// (the sysctl is a C int; 0 would let no write-back through).
struct CongestionRequest
{
    Q_DECLARE_TR_FUNCTIONS(CongestionRequest)

public:
    quint64 kib = 0;
    static Result<CongestionRequest> parse(qint64 kib);
    // As typed: KiB, or a number with K, M or G ("1G"), as set-congestion
    // and the Write-back page take it.
    static Result<CongestionRequest> fromText(const QString &text);
};

// The write-back changes NFS Tuner makes, on a system root: the live
// limit, and the project's own sysctl drop-in, which systemd-sysctl reads
// at boot (and `sysctl --system` at once).
class WritebackTuner
{
    Q_DECLARE_TR_FUNCTIONS(WritebackTuner)

public:
    explicit WritebackTuner(SystemRoot root)
        : m_root(std::move(root))
    {}

    static QString dropInPath() { return QStringLiteral("/etc/sysctl.d/60-nfs-tuner.conf"); }

    // NotFound when there is no NFS client (the nfs module is not loaded).
    Result<CongestionChange> setCongestion(const CongestionRequest &request) const;
    // Puts `originalKib` back where the limit still has `temporaryKib`;
    // Conflict, changing nothing, where someone changed it meanwhile.
    Result<CongestionChange> putBackCongestion(quint64 originalKib, quint64 temporaryKib) const;
    // Sets fs.nfs.nfs_congestion_kb in the drop-in (nullopt: removes it),
    // changing that line only; Conflict when the file is not the one the
    // caller saw (`expectedSha256`: hex, "" for no file).
    Result<AtomicFileReplace::Outcome>
    persistCongestion(const std::optional<CongestionRequest> &request,
                      const QByteArray &expectedSha256) const;
    // A sysctl.d file read after the drop-in that sets the key too: what
    // boot would set instead of the drop-in's value.
    std::optional<SysctlAssignment> overriddenAtBoot() const;

private:
    SystemRoot m_root;
};

} // namespace nfstuner
