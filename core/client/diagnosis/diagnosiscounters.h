// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "diagnosis/diagnosisinputs.h"
#include "stats/mountstats.h"
#include "stats/readwindow.h"
#include "stats/tcpsockets.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace nfstuner {

// The counters a diagnosis of every mount is made from, as `diagnose` and
// `metrics` take them: measured over an interval now, or read from a
// capture (its totals since each mount, or two captures A and B).
struct DiagnosisCounters
{
    QHash<QString, MountCounters> before, after; // by mountpoint
    QHash<QString, ReadWindow> windows;          // the sampler's, measured only
    // TCP's connections at both ends (the real system's, measured only).
    std::optional<QHash<TcpPeer, TcpSocketCounters>> tcpBefore, tcpAfter;
    double seconds = 0; // 0: each mount's own (captures: the ages)
    bool sinceMount = false;
    QStringList warnings; // what could not be read, the rest still good

    // `seconds` measured now, sampled as `advise` samples; on the real
    // system each sample asks every mount's server for its attributes
    // (statfs(2): the cheap op whose round trip is the floor), and TCP's
    // connections are read at both ends.
    static Result<DiagnosisCounters> measure(const SystemRoot &root, const QStringList &mountpoints,
                                             double seconds);
    // A capture's totals since each mount (`then` empty), or the counters
    // from `root` to `then`, two captures of one system.
    static Result<DiagnosisCounters> captured(const SystemRoot &root, const QString &then);

    // The mount's input: its settings, its counters, the interval, the
    // sampler's window and TCP's resends to its server. nullopt when the
    // counters have no such mount.
    std::optional<MountDiagnoser::Input> inputFor(const NfsMount &mount,
                                                  const DiagnosisInputs &inputs,
                                                  const NfsMountTable &table,
                                                  std::optional<quint32> readAheadKib) const;
};

} // namespace nfstuner
