// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/writetuner.h"

#include "base/logging.h"
#include "base/printable.h"
#include "base/units.h"
#include "mounts/nfsmounttable.h"
#include "tuning/tuningbackend.h"
#include "writeback/writebackstate.h"

#include <algorithm>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;
using namespace tune;

WriteTuner::WriteTuner(TuningBackend &backend, SystemRoot root, NfsMount mount, Settings settings,
                       QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_root(root)
    , m_mount(std::move(mount))
    , m_settings(std::move(settings))
    , m_sampler(std::move(root))
{
    m_timer.setInterval(write::SampleMs);
    connect(&m_timer, &QTimer::timeout, this, &WriteTuner::sample);
}

WriteTuner::~WriteTuner()
{
    if (isRunning() && m_changed && m_startKib)
        m_backend.setNfsCongestionKb(quint32(*m_startKib), &m_backend,
                                     [](const Result<CongestionChange> &) {});
}

void WriteTuner::setSource(MountSampler::Source source)
{
    m_sampler.setSource(std::move(source));
}

void WriteTuner::setSampleInterval(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

double WriteTuner::elapsedSeconds() const
{
    return m_firstMs < 0 ? 0 : double(m_sampler.lastSampleMs() - m_firstMs) / 1000;
}

void WriteTuner::start()
{
    if (m_phase != Phase::Idle)
        return;
    m_phase = Phase::Probing;
    auto lock = TuneLock::takeWriteBack(m_root);
    if (!lock)
        return end(Outcome::Refused, u"busy"_s, lock.error().message, lock.error());
    m_lock.emplace(std::move(lock).value());
    const auto start = NfsCongestion::readLive(m_root);
    if (!start)
        return end(Outcome::Stopped, u"error"_s, start.error().message, start.error());
    // Mounts of the same superblock show its counters under their own
    // names: the mount's own writes, not another writer's.
    if (const auto table = NfsMountTable::read(m_root); table) {
        for (const NfsMount *same : table->mountsOnBdi(m_mount.bdi))
            m_sameDevice.insert(same->mountpoint);
    }
    m_startKib = m_expectedKib = m_nowKib = *start;
    m_finalKib = *start;
    QList<quint64> candidates;
    for (quint64 kib : std::as_const(m_settings.valuesKib)) {
        if (kib < *start) {
            const QString why =
                tr("%1 is below the limit set now, %2: a write tune never goes below it, since "
                   "that slows every NFS mount's write-back")
                    .arg(units::kib(kib), units::kib(*start));
            return end(Outcome::Refused, u"below-start"_s, why,
                       Error{Error::Code::InvalidArgument, why});
        }
        if (kib > *start)
            candidates.append(kib);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    if (m_settings.valuesKib.isEmpty())
        candidates = WriteTunePlanner::defaultCandidates(*start);
    m_planner.emplace(WriteTunePlanner::Setup{*start, candidates, m_settings.maxTrials});
    qCDebug(lcTuning) << "write tune:" << m_mount.mountpoint << "from" << *start << "KiB";
    sample();
    if (isRunning())
        m_timer.start();
}

void WriteTuner::stop()
{
    if (!isRunning() || m_phase == Phase::Ending)
        return;
    end(Outcome::Stopped, u"stopped"_s,
        tr("Stopped before the end; the write-back limit goes back to %1.")
            .arg(units::kib(m_startKib.value_or(0))));
}

void WriteTuner::sample()
{
    if (!isRunning() || m_phase == Phase::Ending)
        return;
    m_sampler.sample();
    if (!isRunning() || m_phase == Phase::Ending) // ended meanwhile (a test's source)
        return;
    if (m_firstMs < 0)
        m_firstMs = m_sampler.lastSampleMs();
    const MountSampler::Series *series = m_sampler.series(m_mount.mountpoint);
    if (!series)
        return end(Outcome::Stopped, u"mount-gone"_s,
                   tr("%1 is no longer mounted; the write-back limit goes back to %2.")
                       .arg(printable(m_mount.mountpoint), units::kib(m_startKib.value_or(0))));
    if (!checkLimit())
        return;
    emit sampled();
    if (!series->latest || m_phase == Phase::Changing)
        return;
    if (m_phase == Phase::Probing)
        return probe(*series->latest);
    if (!stillWriting(*series->latest))
        return;
    if (m_phase == Phase::Settling) {
        m_phaseSeconds += series->latest->seconds;
        if (m_phaseSeconds >= write::SettleSeconds) {
            m_phase = Phase::Counting;
            m_phaseSeconds = 0;
        }
        return;
    }
    count(*series->latest);
}

// Someone else set the limit: theirs stays, and nothing this tune measures
// from now on would be of its own values.
bool WriteTuner::checkLimit()
{
    if (m_phase == Phase::Changing || !m_expectedKib)
        return true;
    const auto now = NfsCongestion::readLive(m_root);
    if (!now)
        return true; // read again at the next reading
    m_nowKib = *now;
    if (*now == *m_expectedKib)
        return true;
    m_changed = false; // nothing of ours to put back
    m_finalKib = *now;
    end(Outcome::Conflict, u"conflict"_s,
        tr("Someone else set the write-back limit to %1 meanwhile: their value stays, and the "
           "tune stops.")
            .arg(units::kib(*now)));
    return false;
}

void WriteTuner::probe(const MountRates &rates)
{
    m_phaseSeconds += rates.seconds;
    m_probeBytes += double(rates.writeBytes + rates.wireWriteBytes) / 2;
    m_pieces.append(rates.wireWriteBytesPerSecond);
    m_writeOps += rates.writeOps;
    m_commitOps += rates.commitOps;
    for (auto it = m_sampler.allSeries().cbegin(); it != m_sampler.allSeries().cend(); ++it) {
        if (!m_sameDevice.contains(it.key()) && it.key() != m_mount.mountpoint && it->latest)
            m_otherBytes[it.key()] += double(it->latest->wireWriteBytes);
    }
    if (m_phaseSeconds < write::ProbeSeconds)
        return;
    if (m_probeBytes / m_phaseSeconds < write::MinWriteBytesPerSecond) {
        if (m_phaseSeconds < write::ProbeMaxSeconds)
            return; // perhaps between two passes
        return end(Outcome::NoWorkload, u"no-writes"_s,
                   tr("Nothing writes to %1 now (%2 in %3 s): start the writing workload, then "
                      "tune. Nothing was changed.")
                       .arg(printable(m_mount.mountpoint), units::bytes(m_probeBytes, QLocale::c()),
                            QString::number(m_phaseSeconds, 'f', 1)));
    }
    QStringList hurt;
    for (const QString &mountpoint : m_sampler.mountpoints()) {
        if (mountpoint == m_mount.mountpoint || m_sameDevice.contains(mountpoint))
            continue;
        const double perSecond = m_otherBytes.value(mountpoint) / m_phaseSeconds;
        m_others.append(OtherMount{mountpoint, perSecond});
        if (perSecond >= write::OtherWriterBytesPerSecond)
            hurt.append(QStringLiteral("%1 (%2)").arg(printable(mountpoint),
                                                      units::rate(perSecond, QLocale::c())));
    }
    if (!hurt.isEmpty() && !m_settings.despiteOtherWriters)
        return end(
            Outcome::Refused, u"other-writers"_s,
            tr("nfs_congestion_kb is one value for every NFS mount, and other mounts "
               "write now: %1. Their writes would change under each trial value and "
               "change what it measures; nothing was changed (--despite-other-writers "
               "tunes anyway).")
                .arg(hurt.join(u", "_s)),
            Error{Error::Code::Busy, tr("other NFS mounts write now: %1").arg(hurt.join(u", "_s))});
    emit probed();
    const auto first = m_planner->next();
    m_trial = *first;
    m_trialKib = first->kib;
    emit trialStarted(first->kib, first->why);
    // The probe's pieces are the start's first: nothing changed since.
    m_phase = Phase::Counting;
}

// Across trials and their settling: a pause is the workload's, whichever
// value is on.
bool WriteTuner::stillWriting(const MountRates &rates)
{
    m_quietSeconds =
        rates.wireWriteBytes + rates.writeBytes == 0 ? m_quietSeconds + rates.seconds : 0;
    if (m_quietSeconds < write::NoWritesSeconds)
        return true;
    end(Outcome::NoWorkload, u"writes-stopped"_s,
        tr("Nothing was written to %1 for %2 s: the workload stopped; the write-back limit goes "
           "back to %3.")
            .arg(printable(m_mount.mountpoint), QString::number(m_quietSeconds, 'f', 0),
                 units::kib(m_startKib.value_or(0))));
    return false;
}

void WriteTuner::count(const MountRates &rates)
{
    m_phaseSeconds += rates.seconds;
    m_pieces.append(rates.wireWriteBytesPerSecond);
    m_writeOps += rates.writeOps;
    m_commitOps += rates.commitOps;
    if (m_phaseSeconds >= write::CountSeconds)
        endTrial();
}

void WriteTuner::endTrial()
{
    m_planner->add(m_trial.kib, m_pieces);
    WriteTunePlanner::Measured trial{m_trial.kib, m_pieces, 1};
    const Step step{m_trial.kib, trial.bytesPerSecond(), trial.noise(), m_writeOps,
                    m_commitOps, m_phaseSeconds,         m_trial.code,  m_trial.why};
    m_steps.append(step);
    emit trialEnded(step);
    const auto next = m_planner->next();
    const double trialSeconds = write::SettleSeconds + write::CountSeconds;
    if (!next || elapsedSeconds() + trialSeconds > m_settings.maxSeconds - EndMarginSeconds)
        return conclude();
    startTrial(*next);
}

void WriteTuner::startTrial(const WriteTunePlanner::Step &step)
{
    m_trial = step;
    m_trialKib = step.kib;
    m_pieces.clear();
    m_phaseSeconds = 0;
    m_writeOps = m_commitOps = 0;
    emit trialStarted(step.kib, step.why);
    if (m_expectedKib == step.kib) { // measured again where it is
        m_phase = Phase::Counting;
        return;
    }
    m_phase = Phase::Changing;
    m_backend.setNfsCongestionKbTemporary(
        quint32(step.kib), this, [this, kib = step.kib](const Result<CongestionChange> &change) {
            if (!change) {
                m_phase = Phase::Settling;
                return end(Outcome::Stopped, u"error"_s, change.error().message, change.error());
            }
            m_changed = true;
            m_expectedKib = m_nowKib = kib;
            m_phase = Phase::Settling;
            if (m_pendingEnd)
                end(*m_pendingEnd, m_pendingCode, m_pendingReason);
        });
}

void WriteTuner::conclude()
{
    m_conclusion = m_planner->conclude();
    const bool setKnee = m_conclusion.tuned && m_settings.ending == Ending::SetKnee;
    m_finalKib = m_conclusion.finalKib;
    m_outcome = m_conclusion.tuned ? Outcome::Tuned : Outcome::KeptStart;
    m_reasonCode = m_conclusion.code;
    m_reason = m_conclusion.why;
    m_phase = Phase::Ending;
    m_timer.stop();
    if (!m_changed && !setKnee)
        return done();
    putValue(setKnee ? m_conclusion.finalKib : *m_startKib, [this] { done(); });
}

void WriteTuner::end(Outcome outcome, const QString &code, const QString &reason,
                     std::optional<Error> error)
{
    if (m_phase == Phase::Changing) {
        // Carried out once the value on its way is answered.
        m_pendingEnd = outcome;
        m_pendingCode = code;
        m_pendingReason = reason;
        return;
    }
    m_pendingEnd.reset();
    m_outcome = outcome;
    m_reasonCode = code;
    m_reason = reason;
    m_error = std::move(error);
    m_phase = Phase::Ending;
    m_timer.stop();
    if (m_planner && outcome != Outcome::Conflict)
        m_conclusion = m_planner->conclude();
    if (!m_changed || !m_startKib)
        return done();
    m_finalKib = *m_startKib;
    putValue(*m_startKib, [this] { done(); });
}

// As a lasting value: the helper's hold on the limit ends with it.
void WriteTuner::putValue(quint64 kib, const std::function<void()> &then)
{
    m_backend.setNfsCongestionKb(quint32(kib), this,
                                 [this, kib, then](const Result<CongestionChange> &change) {
                                     if (change) {
                                         m_nowKib = kib;
                                         m_changed = false;
                                     } else if (!m_error) {
                                         m_error = change.error();
                                     }
                                     then();
                                 });
}

void WriteTuner::done()
{
    m_phase = Phase::Done;
    m_lock.reset();
    emit finished();
}

} // namespace nfstuner
