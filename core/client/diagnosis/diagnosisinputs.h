// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnosis/linkspeed.h"
#include "diagnosis/mountdiagnosis.h"
#include "mounts/nfsmounttable.h"

#include <QHash>

#include <optional>

namespace nfstuner {

// What the diagnoser needs besides a mount's counters, from the system:
// the BDI's readahead now, the client's slot settings, the mounts that
// share the mount's NFS client (one server, one NFS version: a slot table
// or a connection count is theirs too).
class DiagnosisInputs
{
public:
    DiagnosisInputs(SystemRoot root, const NfsMountTable &table);

    MountDiagnoser::Input inputFor(const NfsMount &mount, const MountCounters &before,
                                   const MountCounters &after, double seconds,
                                   const std::optional<ReadWindow> &window) const;
    // "server:/path" ([v6]:/path): the export a diagnosis is kept under.
    static QString exportKey(const NfsMount &mount);

private:
    SystemRoot m_root;
    const NfsMountTable &m_table;
    std::optional<quint32> m_slotTableEntries;
    std::optional<quint32> m_sessionSlots;
    mutable QHash<QString, LinkSpeed> m_links; // by server address
};

} // namespace nfstuner
