// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnosis/diagnosishistory.h"
#include "diagnosis/diagnosisinputs.h"
#include "mounts/mountinventory.h"
#include "stats/mountsampler.h"
#include "stats/tcpsockets.h"

#include <QHash>
#include <QList>

#include <memory>
#include <optional>

namespace nfstuner {

// The figures of one sample's diagnosis window, for the chart of their
// course: per READ the time queued, on the network (the floor), in
// transfer and at the server; the metadata ops' queue and round trip; the
// READs in flight and the requests waiting for a slot.
struct DiagnosisPoint
{
    qint64 atMs = 0; // the sampler's clock
    std::optional<double> readQueueMs, floorRttMs, readTransferMs, readServerMs;
    std::optional<double> metadataQueueMs, metadataRttMs;
    std::optional<double> readsInFlight, backlogPerSend;
};

// One mount's diagnosis as of the latest sample.
struct MountDiagnosisState
{
    MountDiagnosis diagnosis;
    QString exportKey;
    QList<DiagnosisPoint> history; // oldest first
    // "Check it": the export's diagnosis before its readahead changed or it
    // was mounted again, compared with this one once a whole window of the
    // new setting is in (empty until then, or without a change).
    QString compared;
    bool measuringSinceChange = false; // the window restarted: too short yet
    // Another number whenever the verdict changes (never 0).
    quint64 verdictVersion = 0;
};

// Every mount's diagnosis over the last WindowMs of samples, kept current
// with each sample (the window's Diagnosis page and Limit column only show
// it). A mount is known by its id. When a mount's readahead changes the
// window restarts; the diagnosis before is kept and compared with the one
// after, as is the last diagnosis of an export mounted again.
class DiagnosisTracker
{
public:
    static constexpr qint64 WindowMs = 10000;
    // A window after a change judges once it holds this much.
    static constexpr qint64 MinWindowMs = 5000;
    static constexpr int HistoryPoints = 300;

    // `history`: where diagnoses are kept and read back (the real system's
    // file; empty: in memory only).
    explicit DiagnosisTracker(const SystemRoot &root, QString historyPath = {});
    ~DiagnosisTracker();

    // Follows the mounts of `inventory`: new ones start empty, gone ones
    // are dropped (their last settled diagnosis kept by export).
    void setMounts(const MountInventory &inventory);
    // After a sample: each mount's counters added, its window diagnosed.
    // `tcp`: the system's TCP connections now, where they can be read.
    void update(const MountSampler &sampler,
                const std::optional<QHash<TcpPeer, TcpSocketCounters>> &tcp);
    const MountDiagnosisState *find(int mountId) const;

private:
    struct Sample
    {
        qint64 atMs = 0;
        MountCounters counters;
        std::optional<MountRates> rates; // the interval that ended here
        std::optional<TcpSocketCounters> tcp;
    };
    struct Entry
    {
        MountDiagnoser::Input input; // settings; counters set with each sample
        std::optional<TcpPeer> server;
        QList<Sample> samples; // the window, oldest first
        MountDiagnosisState state;
        std::optional<DiagnosisRecord> before; // to compare with once settled
        qint64 restartedAtMs = -1;
    };
    void add(Entry &entry, const MountSampler::Series &series,
             const std::optional<QHash<TcpPeer, TcpSocketCounters>> &tcp);
    void diagnose(Entry &entry);
    void keepBefore(Entry &entry);

    SystemRoot m_root;
    std::unique_ptr<DiagnosisInputs> m_inputs;
    QString m_historyPath;
    QHash<int, Entry> m_entries;
    // The last settled diagnosis of each export, for one mounted again.
    QHash<QString, DiagnosisRecord> m_lastByExport;
    DiagnosisHistory m_history; // the file's, as read at the start
    quint64 m_lastVersion = 0;
};

} // namespace nfstuner
