// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/diagnosistracker.h"

#include "base/clientlogging.h"

#include <QDateTime>

namespace nfstuner {

namespace {

DiagnosisPoint pointOf(qint64 atMs, const DiagnosisEvidence &e)
{
    DiagnosisPoint p;
    p.atMs = atMs;
    p.readQueueMs = e.readQueueMs;
    p.floorRttMs = e.readRttMs && e.floorRttMs
                       ? std::optional(std::min(*e.floorRttMs, *e.readRttMs))
                       : std::nullopt;
    p.readTransferMs = e.readTransferMs;
    p.readServerMs = e.readServerMs;
    if (e.metadataExecuteMs && e.metadataRttMs)
        p.metadataQueueMs = std::max(0.0, *e.metadataExecuteMs - *e.metadataRttMs);
    p.metadataRttMs = e.metadataRttMs;
    p.readsInFlight = e.readsInFlight;
    p.backlogPerSend = e.backlogPerSend;
    return p;
}

} // namespace

DiagnosisTracker::DiagnosisTracker(const SystemRoot &root, QString historyPath)
    : m_root(root)
    , m_historyPath(std::move(historyPath))
{
    if (m_historyPath.isEmpty())
        return;
    // What `diagnose` or an earlier session found: the first diagnosis of
    // an export here is compared with it.
    if (auto history = DiagnosisHistory::load(m_historyPath))
        m_history = std::move(history).value();
    else
        qCWarning(lcMonitor, "%s", qPrintable(history.error().message));
}

DiagnosisTracker::~DiagnosisTracker() = default;

void DiagnosisTracker::setMounts(const MountInventory &inventory)
{
    // The slot settings and the routes as they are now.
    m_inputs = std::make_unique<DiagnosisInputs>(m_root);
    QHash<int, Entry> next;
    next.reserve(inventory.mounts().size());
    for (const NfsMount &mount : inventory.mounts()) {
        const auto readahead = inventory.readAheadKb(mount.bdi);
        MountDiagnoser::Input input = m_inputs->inputFor(mount, inventory.table(), readahead);
        auto old = m_entries.find(mount.mountId);
        Entry entry;
        if (old != m_entries.end() && old->input.mountpoint == mount.mountpoint) {
            entry = std::move(*old);
            if (entry.input.readAheadKib != readahead)
                keepBefore(entry);
        } else {
            entry.state.exportKey = DiagnosisInputs::exportKey(mount);
            entry.before = m_lastByExport.contains(entry.state.exportKey)
                               ? std::optional(m_lastByExport.value(entry.state.exportKey))
                               : m_history.latest(entry.state.exportKey);
        }
        entry.input = std::move(input);
        entry.server = DiagnosisInputs::serverPeer(mount);
        next.insert(mount.mountId, std::move(entry));
    }
    m_entries = std::move(next);
}

// The window restarts at the new setting; what it said before is kept.
void DiagnosisTracker::keepBefore(Entry &entry)
{
    const MountDiagnosis &d = entry.state.diagnosis;
    if (d.bottleneck != Bottleneck::NotBusy && !entry.state.measuringSinceChange) {
        entry.before =
            DiagnosisRecord::of(d, entry.input.mountpoint, QDateTime::currentSecsSinceEpoch());
        if (!m_historyPath.isEmpty()) {
            if (const auto kept =
                    DiagnosisHistory::add(m_historyPath, entry.state.exportKey, *entry.before);
                !kept)
                qCWarning(lcMonitor, "%s", qPrintable(kept.error().message));
        }
    }
    if (!entry.samples.isEmpty())
        entry.samples = {entry.samples.last()};
    entry.restartedAtMs = entry.samples.isEmpty() ? 0 : entry.samples.last().atMs;
    entry.state.compared.clear();
}

void DiagnosisTracker::update(const MountSampler &sampler,
                              const std::optional<QHash<TcpPeer, TcpSocketCounters>> &tcp)
{
    for (Entry &entry : m_entries) {
        const MountSampler::Series *series = sampler.series(entry.input.mountpoint);
        if (!series || (!entry.samples.isEmpty() && entry.samples.last().atMs == series->lastMs))
            continue;
        add(entry, *series, tcp);
        diagnose(entry);
    }
}

void DiagnosisTracker::add(Entry &entry, const MountSampler::Series &series,
                           const std::optional<QHash<TcpPeer, TcpSocketCounters>> &tcp)
{
    // No rates after a sample: the counters started again (a remount).
    if (!series.latest)
        entry.samples.clear();
    Sample sample{series.lastMs, series.last, series.latest, std::nullopt};
    if (tcp && entry.server)
        sample.tcp = tcp->value(*entry.server);
    entry.samples.append(std::move(sample));
    // The oldest sample kept starts the window: the one at or before its start.
    const qint64 start = series.lastMs - WindowMs;
    while (entry.samples.size() > 2 && entry.samples[1].atMs <= start)
        entry.samples.removeFirst();
}

void DiagnosisTracker::diagnose(Entry &entry)
{
    MountDiagnosisState &state = entry.state;
    if (entry.samples.size() < 2)
        return;
    const Sample &first = entry.samples.first(), &last = entry.samples.last();
    const qint64 spanMs = last.atMs - first.atMs;
    state.measuringSinceChange = entry.restartedAtMs >= 0 && spanMs < MinWindowMs;
    if (state.measuringSinceChange || spanMs <= 0)
        return;
    MountDiagnoser::Input &input = entry.input;
    input.before = first.counters;
    input.after = last.counters;
    input.seconds = double(spanMs) / 1000;
    ReadWindow window;
    for (qsizetype i = 1; i < entry.samples.size(); ++i) {
        if (entry.samples[i].rates)
            window.add(*entry.samples[i].rates);
    }
    input.window = window;
    input.tcp.reset();
    if (first.tcp && last.tcp && last.tcp->dataSegmentsOut >= first.tcp->dataSegmentsOut &&
        last.tcp->retransmittedSegments >= first.tcp->retransmittedSegments)
        input.tcp =
            TcpSocketCounters{last.tcp->retransmittedSegments - first.tcp->retransmittedSegments,
                              last.tcp->dataSegmentsOut - first.tcp->dataSegmentsOut};
    const Bottleneck was = state.diagnosis.bottleneck;
    state.diagnosis = MountDiagnoser::diagnose(input);
    input.before = input.after = MountCounters{}; // the window holds them
    if (state.verdictVersion == 0 || was != state.diagnosis.bottleneck)
        state.verdictVersion = ++m_lastVersion;
    state.history.append(pointOf(last.atMs, state.diagnosis.evidence));
    if (state.history.size() > HistoryPoints)
        state.history.removeFirst();
    const DiagnosisRecord now =
        DiagnosisRecord::of(state.diagnosis, input.mountpoint, QDateTime::currentSecsSinceEpoch());
    if (state.diagnosis.bottleneck != Bottleneck::NotBusy)
        m_lastByExport.insert(state.exportKey, now);
    // A whole window of the new setting (or of the new mount) is in.
    if (entry.before && spanMs >= WindowMs - WindowMs / 10)
        state.compared = comparedDiagnoses(*entry.before, now);
}

const MountDiagnosisState *DiagnosisTracker::find(int mountId) const
{
    const auto it = m_entries.constFind(mountId);
    return it == m_entries.cend() ? nullptr : &it->state;
}

} // namespace nfstuner
