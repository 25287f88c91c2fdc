// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnosis/linkspeed.h"
#include "diagnosis/mountdiagnosis.h"
#include "mounts/nfsmounttable.h"

#include <QHash>

#include <optional>

namespace nfstuner {

// What the diagnoser needs besides a mount's counters, from the system:
// the client's slot settings, the link to the server, the mounts that
// share the mount's NFS client (one server, one NFS version: a slot table
// or a connection count is theirs too).
class DiagnosisInputs
{
public:
    explicit DiagnosisInputs(SystemRoot root);

    // The mount's input with everything but the counters, the interval and
    // the sampler's window, which the caller adds.
    MountDiagnoser::Input inputFor(const NfsMount &mount, const NfsMountTable &table,
                                   std::optional<quint32> readAheadKib) const;
    // "server:/path" ([v6]:/path): the export a diagnosis is kept under.
    static QString exportKey(const NfsMount &mount);
    // Where the mount's TCP connections go: addr= and port= (2049 when
    // unset or 0); nullopt over UDP or without an address.
    static std::optional<TcpPeer> serverPeer(const NfsMount &mount);

private:
    SystemRoot m_root;
    std::optional<quint32> m_slotTableEntries;
    std::optional<quint32> m_sessionSlots;
    mutable QHash<QString, LinkSpeed> m_links; // by server address
};

} // namespace nfstuner
