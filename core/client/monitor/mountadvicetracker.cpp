// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mountadvicetracker.h"

#include "monitor/throughputrecorder.h"
#include "mounts/mountinventory.h"

#include <QDateTime>

namespace nfstuner {

void MountAdviceTracker::setMounts(const MountInventory &inventory, const Sources &sources)
{
    QHash<int, Entry> entries;
    entries.reserve(inventory.mounts().size());
    for (const NfsMount &mount : inventory.mounts()) {
        Entry entry;
        // The same mount as before keeps what was looked up for it; an id
        // the kernel gave to another mount since starts afresh.
        const auto before = m_entries.constFind(mount.mountId);
        if (before != m_entries.cend() && before->mount.mountpoint == mount.mountpoint &&
            before->mount.bdi == mount.bdi)
            entry = *before;
        else
            entry.state.verdictVersion = ++m_lastVersion;
        entry.mount = mount;
        ReadaheadAdvisor::Input &input = entry.state.input;
        input.bdi = mount.bdi;
        // The list made once, not each second (shared, not copied).
        input.mountpoints = QStringList{mount.mountpoint} + inventory.mountpointsSharingBdi(mount);
        input.readAheadKib = inventory.readAheadKb(mount.bdi);
        input.rsize = mount.rsize;
        judge(entry, sources);
        entries.insert(mount.mountId, entry);
    }
    m_entries = std::move(entries);
}

void MountAdviceTracker::update(const Sources &sources)
{
    for (Entry &entry : m_entries)
        judge(entry, sources);
}

const MountAdviceState *MountAdviceTracker::find(int mountId) const
{
    const auto entry = m_entries.constFind(mountId);
    return entry == m_entries.cend() ? nullptr : &entry->state;
}

void MountAdviceTracker::judge(Entry &entry, const Sources &sources)
{
    const QString &mountpoint = entry.mount.mountpoint;
    if (entry.seriesGeneration != sources.sampler.seriesGeneration()) {
        entry.series = sources.sampler.series(mountpoint);
        entry.seriesGeneration = sources.sampler.seriesGeneration();
    }
    entry.state.rates = entry.series ? entry.series->latest : std::nullopt;
    if (entry.recentGeneration != sources.recent.generation()) {
        entry.recent = sources.recent.find(mountpoint);
        entry.recentGeneration = sources.recent.generation();
    }
    ReadaheadAdvisor::Input &input = entry.state.input;
    if (entry.measuredGeneration != sources.throughput.generation()) {
        input.measured =
            sources.throughput.measured(entry.mount, QDateTime::currentSecsSinceEpoch());
        entry.measuredGeneration = sources.throughput.generation();
    }
    input.window = RecentIntervals::readWindow(entry.recent);

    const BdiAdvice &before = entry.state.advice;
    // Nothing read lately and nothing changed: the same "no data" as before,
    // without the work (most mounts of a big table are idle).
    if (input.window.readOps == 0 && before.evidence.readOps == 0 &&
        before.verdict == AdviceVerdict::Unknown && before.readAheadKib == input.readAheadKib &&
        !before.reasons.isEmpty())
        return;
    const AdviceVerdict verdict = before.verdict;
    const std::optional<quint32> recommendedKib = before.recommendedKib;
    // A raise advised at this readahead stands while the need stays near it.
    input.previousRaiseKib =
        verdict == AdviceVerdict::Raise && before.readAheadKib == input.readAheadKib
            ? recommendedKib
            : std::nullopt;
    entry.state.advice = ReadaheadAdvisor::advise(input, ReadaheadAdvisor::Wording::Codes);
    if (entry.state.advice.verdict != verdict ||
        entry.state.advice.recommendedKib != recommendedKib)
        entry.state.verdictVersion = ++m_lastVersion;
}

void MountAdviceTracker::setReaders(int mountId, const QList<ReaderShare> &readers)
{
    if (const auto entry = m_entries.find(mountId); entry != m_entries.end())
        entry->state.input.readers = readers;
}

} // namespace nfstuner
