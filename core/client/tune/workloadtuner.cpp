// SPDX-License-Identifier: GPL-2.0-or-later
#include "tune/workloadtuner.h"

#include "base/logging.h"
#include "base/printable.h"
#include "base/units.h"
#include "mounts/bdisysfs.h"
#include "tuning/tuningbackend.h"

#include <QElapsedTimer>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;
using namespace tune;

WorkloadTuner::WorkloadTuner(TuningBackend &backend, SystemRoot root, NfsMount mount,
                             Settings settings, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_root(root)
    , m_mount(std::move(mount))
    , m_settings(std::move(settings))
    , m_sampler(std::move(root))
{
    m_timer.setInterval(SampleMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &WorkloadTuner::sample);
}

WorkloadTuner::~WorkloadTuner()
{
    if ((isRunning() || m_holding) && m_changed && m_startKib)
        m_backend.setReadahead(m_mount.bdi, *m_startKib, &m_backend,
                               [](const Result<ReadaheadChange> &) {});
}

void WorkloadTuner::setSource(MountSampler::Source source)
{
    m_sampler.setSource(std::move(source));
}

void WorkloadTuner::setSampleInterval(int milliseconds)
{
    m_timer.setInterval(milliseconds);
    m_fixedInterval = true;
}

double WorkloadTuner::elapsedSeconds() const
{
    return m_firstMs < 0 ? 0 : double(m_sampler.lastSampleMs() - m_firstMs) / 1000;
}

const QMap<quint32, TunePlanner::Measured> &WorkloadTuner::measured() const
{
    static const QMap<quint32, TunePlanner::Measured> none;
    return m_planner ? m_planner->measured() : none;
}

std::optional<quint32> WorkloadTuner::kneeSoFar() const
{
    return m_planner ? m_planner->kneeKib() : std::nullopt;
}

void WorkloadTuner::start()
{
    if (m_phase != Phase::Idle)
        return;
    m_phase = Phase::Counting;
    auto lock = TuneLock::take(m_root, m_mount.bdi);
    if (!lock)
        return end(Outcome::Stopped, u"busy"_s, lock.error().message, lock.error());
    m_lock.emplace(std::move(lock).value());
    const auto start = BdiSysfs(m_root).readAheadKb(m_mount.bdi);
    if (!start)
        return end(Outcome::Stopped, u"error"_s, start.error().message, start.error());
    m_startKib = *start;
    m_expectedKib = m_nowKib = m_finalKib = *m_startKib;
    m_planner.emplace(
        TunePlanner::Setup{*m_startKib, m_mount.rsize, m_settings.valuesKib, m_settings.maxTrials});
    m_trialKib = *m_startKib;
    m_trialCode = u"start"_s;
    m_trialWhy = tr("The value set now, %1: what every other value is measured against.")
                     .arg(units::kib(*m_startKib));
    qCDebug(lcTuning) << "tune:" << m_mount.mountpoint << "from" << *m_startKib << "KiB";
    emit trialStarted(*m_startKib, m_trialWhy);
    // Whole passes from the start too: from the next file closed.
    m_phase = Phase::WaitingForReopen;
    m_baselineNext = true;
    sample();
    if (isRunning())
        m_timer.start();
}

void WorkloadTuner::stop()
{
    if (!isRunning() || m_phase == Phase::Ending)
        return;
    end(Outcome::Stopped, u"stopped"_s,
        tr("Stopped before the end; the readahead goes back to %1.")
            .arg(units::kib(m_startKib.value_or(0))));
}

void WorkloadTuner::putBack()
{
    if (!m_holding)
        return;
    m_holding = false;
    putValue(*m_startKib, true, [this] {
        m_finalKib = *m_startKib;
        m_lock.reset();
        emit putBackDone();
    });
}

void WorkloadTuner::releaseHold()
{
    m_holding = false;
    m_lock.reset();
}

void WorkloadTuner::sample()
{
    if (m_phase == Phase::Ending || m_phase == Phase::Done || m_phase == Phase::Idle ||
        m_pendingEnd)
        return;
    const qint64 before = m_sampler.lastSampleMs();
    QElapsedTimer cost;
    cost.start();
    m_sampler.sample();
    if (!m_fixedInterval)
        m_timer.setInterval(int(
            std::clamp(cost.elapsed() * SampleCostShare, qint64(SampleMs), qint64(MaxSampleMs))));
    if (!isRunning() || m_phase == Phase::Ending)
        return; // ended meanwhile (a source that stopped it)
    if (!m_sampler.lastError().isEmpty())
        return end(Outcome::Stopped, u"error"_s, m_sampler.lastError(),
                   Error{Error::Code::IoError, m_sampler.lastError()});
    const qint64 atMs = m_sampler.lastSampleMs();
    const MountSampler::Series *series = m_sampler.series(m_mount.mountpoint);
    const bool first = m_firstMs < 0;
    if (first)
        m_firstMs = m_lastReadMs = m_phaseSinceMs = atMs;
    // Gone from mountstats, or counters that started again (a remount).
    if (!series || (!first && atMs > before && !series->latest))
        return end(
            Outcome::Stopped, u"mount-gone"_s,
            tr("%1 is no longer mounted: nothing to put back.").arg(printable(m_mount.mountpoint)));
    if (first || atMs <= before)
        return;
    onReading(*series->latest, atMs);
    emit sampled();
}

void WorkloadTuner::onReading(const MountRates &interval, qint64 atMs)
{
    if (interval.readOps > 0)
        m_lastReadMs = atMs;
    if (!checkSystem(atMs))
        return;
    if (m_baselineNext) {
        // The interval spans the change: what came before it never counts.
        m_baselineNext = false;
        m_phaseSinceMs = atMs;
        return;
    }
    if (m_phase == Phase::WaitingForReopen) {
        if (interval.fileReleases > 0) {
            m_phase = Phase::Counting; // from the next interval on
            m_waitedSeconds = double(atMs - m_phaseSinceMs) / 1000;
            m_phaseSinceMs = atMs;
        } else if (atMs - m_phaseSinceMs >= qint64(ReopenWaitSeconds * 1000)) {
            end(Outcome::Stopped, u"files-held-open"_s,
                tr("No file on %1 was closed for %2 s while READs went on: its readers keep "
                   "their files open, and the kernel gives a file its readahead when it is "
                   "opened, so a new value would not reach them. Start the tune before they "
                   "open their files, or measure with Measure… instead.")
                    .arg(printable(m_mount.mountpoint))
                    .arg(ReopenWaitSeconds));
        }
        return;
    }
    if (m_phase == Phase::Counting)
        count(interval);
}

bool WorkloadTuner::checkSystem(qint64 atMs)
{
    if (m_phase != Phase::Changing && m_expectedKib) {
        const auto now = BdiSysfs(m_root).readAheadKb(m_mount.bdi);
        if (!now) {
            end(Outcome::Stopped, u"mount-gone"_s,
                tr("%1 is no longer mounted: nothing to put back.")
                    .arg(printable(m_mount.mountpoint)));
            return false;
        }
        if (*now != *m_expectedKib) {
            endInConflict(*now, *m_expectedKib);
            return false;
        }
    }
    if (atMs - m_lastReadMs >= qint64(NoReadsSeconds * 1000)) {
        end(Outcome::NoWorkload, u"no-reads"_s,
            tr("No READ for %1 s: the workload stopped. The readahead goes back to %2.")
                .arg(NoReadsSeconds)
                .arg(units::kib(m_startKib.value_or(0))));
        return false;
    }
    if (elapsedSeconds() >= m_settings.maxSeconds - EndMarginSeconds) {
        if (m_phase == Phase::Counting && m_evidence.window().seconds >= TrialMinSeconds &&
            m_evidence.window().readOps >= TrialMinReadOps)
            endTrial(false);
        else
            conclude();
        return false;
    }
    return true;
}

void WorkloadTuner::count(const MountRates &interval)
{
    m_counted.add(interval);
    if (m_counted.changedWithin())
        return end(Outcome::WorkloadChanged, u"changed-within"_s,
                   tr("While %1 was measured, the READ size or the pattern of the reads "
                      "changed: another workload. The readahead goes back to %2.")
                       .arg(units::kib(*m_trialKib), units::kib(*m_startKib)));
    m_atClose = interval.fileReleases > 0;
    if (m_atClose) {
        m_lastPassSeconds = m_counted.window().seconds - m_evidence.window().seconds;
        m_evidence = m_counted;
        if (m_evidence.isEnough() ||
            m_evidence.window().seconds + m_lastPassSeconds > TrialMaxSeconds)
            endTrial(true);
    } else if (m_counted.window().seconds >= TrialLongestSeconds) {
        // Passes longer than a trial can be: the whole ones where they
        // are enough to tell, else the part counted.
        const ReadWindow &whole = m_evidence.window();
        if (whole.seconds < TrialMinSeconds || whole.readOps < TrialMinReadOps)
            m_evidence = m_counted;
        endTrial(true);
    }
}

bool WorkloadTuner::timeFor(quint32 kib) const
{
    const double left = m_settings.maxSeconds - EndMarginSeconds - elapsedSeconds();
    // A new value first waits for the pass under way to end.
    const bool counts = m_nowKib == kib && m_atClose;
    return left >= std::max(TrialMinSeconds, m_lastPassSeconds) + (counts ? 0 : m_lastPassSeconds);
}

void WorkloadTuner::endTrial(bool goOn)
{
    const ReadWindow &window = m_evidence.window();
    if (window.readOps < TrialMinReadOps)
        return end(Outcome::NoWorkload, u"too-few-reads"_s,
                   tr("Only %n READ(s) in %1 s at %2: too little reading to measure. The "
                      "readahead goes back to %3.",
                      nullptr, int(window.readOps))
                       .arg(QLocale().toString(window.seconds, 'f', 0), units::kib(*m_trialKib),
                            units::kib(*m_startKib)));
    const Step step{*m_trialKib,    m_evidence.bytesPerSecond().value_or(0),
                    window.readOps, m_evidence.averageReadBytes().value_or(0),
                    window.seconds, m_waitedSeconds,
                    m_trialCode,    m_trialWhy};
    if (workloadChanged(step, m_evidence))
        return;
    m_steps.append(step);
    m_stepEvidence.append(m_evidence);
    m_planner->add(step.readAheadKib, m_evidence);
    qCDebug(lcTuning) << "tune:" << step.readAheadKib << "KiB" << step.bytesPerSecond / 1e6
                      << "MB/s over" << step.seconds << "s (" << window.readingSeconds
                      << "s reading)," << step.readOps << "READs";
    emit trialEnded(step);
    if (!goOn || elapsedSeconds() + TrialMinSeconds >= m_settings.maxSeconds)
        return conclude();
    const auto next = m_planner->next();
    if (!next || !timeFor(next->kib))
        return conclude();
    startTrial(next->kib, next->code, next->why);
}

// The same workload reads in READs of the same size at one value, and never
// in smaller READs at a larger value (nor larger at a smaller). A stream's
// READs are the readahead's size up to rsize, random reads' their calls'
// size: a change of pattern shows here too.
bool WorkloadTuner::workloadChanged(const Step &step, const TrialEvidence &evidence)
{
    for (qsizetype i = m_steps.size() - 1; i >= 0; --i) {
        const Step &before = m_steps[i];
        const double ratio = step.averageReadBytes / before.averageReadBytes;
        bool changed = false;
        if (before.readAheadKib == step.readAheadKib) {
            changed = ratio > ReadSizeChange || ratio < 1 / ReadSizeChange;
        } else if (i == m_steps.size() - 1) {
            changed = step.readAheadKib > before.readAheadKib ? ratio < 1 / ReadSizeChange
                                                              : ratio > ReadSizeChange;
        }
        if (changed) {
            end(Outcome::WorkloadChanged, u"changed-between"_s,
                tr("At %1 READs averaged %2 and the reads were %3; at %4 they averaged %5 and "
                   "were %6: another workload. The readahead goes back to %7.")
                    .arg(units::kib(before.readAheadKib), units::size(before.averageReadBytes),
                         readPatternName(m_stepEvidence[i].pattern()),
                         units::kib(step.readAheadKib), units::size(step.averageReadBytes),
                         readPatternName(evidence.pattern()), units::kib(*m_startKib)));
            return true;
        }
    }
    return false;
}

void WorkloadTuner::startTrial(quint32 kib, const QString &code, const QString &why)
{
    m_trialKib = kib;
    m_trialCode = code;
    m_trialWhy = why;
    m_counted = m_evidence = TrialEvidence();
    m_waitedSeconds = 0;
    emit trialStarted(kib, why);
    if (m_nowKib == kib) {
        // Measured again at the value it has: its readers have it already,
        // and the count goes on from the file closed that ended the last
        // trial (else from the next one).
        m_phase = m_atClose ? Phase::Counting : Phase::WaitingForReopen;
        m_phaseSinceMs = m_sampler.lastSampleMs();
        return;
    }
    m_phase = Phase::Changing;
    m_backend.setReadaheadTemporary(
        m_mount.bdi, kib, this, [this, kib](Result<ReadaheadChange> change) {
            if (m_phase != Phase::Changing)
                return;
            if (!change && change.error().code == Error::Code::Conflict) {
                // Someone else wrote the readahead just as the trial's was set.
                m_phase = Phase::WaitingForReopen;
                const auto now = BdiSysfs(m_root).readAheadKb(m_mount.bdi);
                if (!now)
                    return end(Outcome::Stopped, u"mount-gone"_s,
                               tr("%1 is no longer mounted: nothing to put back.")
                                   .arg(printable(m_mount.mountpoint)));
                return endInConflict(*now, kib);
            }
            if (!change)
                return end(Outcome::Stopped, u"error"_s, change.error().message, change.error());
            m_changed = true;
            m_expectedKib = m_nowKib = change->nowKib;
            m_phase = Phase::WaitingForReopen;
            emit valueSet(change->nowKib);
            if (const auto pending = std::exchange(m_pendingEnd, std::nullopt))
                return end(pending->outcome, pending->code, pending->reason);
            m_baselineNext = true;
            sample();
        });
}

void WorkloadTuner::endInConflict(quint32 nowKib, quint32 tunesKib)
{
    m_nowKib = nowKib;
    end(Outcome::Conflict, u"readahead-changed"_s,
        tr("Someone else set the readahead to %1 while the tune had %2: their value stays.")
            .arg(units::kib(nowKib), units::kib(tunesKib)));
}

void WorkloadTuner::conclude()
{
    m_conclusion = m_planner->conclude();
    end(m_conclusion.tuned ? Outcome::Tuned : Outcome::KeptStart, m_conclusion.code,
        m_conclusion.why);
}

void WorkloadTuner::end(Outcome outcome, const QString &code, const QString &reason,
                        std::optional<Error> error)
{
    if (m_phase == Phase::Changing && !error) {
        // A value is on its way: end once it is answered, so the start is
        // not put back before it.
        m_pendingEnd = PendingEnd{outcome, code, reason};
        return;
    }
    m_timer.stop();
    m_phase = Phase::Ending;
    m_outcome = outcome;
    m_reasonCode = code;
    m_reason = reason;
    m_error = std::move(error);
    m_finalKib = outcome == Outcome::Tuned      ? m_conclusion.finalKib
                 : outcome == Outcome::Conflict ? m_nowKib.value_or(0)
                                                : m_startKib.value_or(0);
    qCDebug(lcTuning) << "tune:" << outcomeName(outcome) << code << reason;
    const bool gone = code == QLatin1String("mount-gone");
    if (outcome == Outcome::Conflict || gone || !m_startKib)
        return done();
    if (outcome == Outcome::Tuned && m_settings.ending != Ending::PutBackStart) {
        const bool hold = m_settings.ending == Ending::HoldKnee;
        if (hold && m_nowKib == m_finalKib) {
            m_holding = true;
            return done();
        }
        return putValue(m_finalKib, !hold, [this, hold] {
            m_holding = hold && !m_error;
            done();
        });
    }
    if (!m_changed)
        return done();
    putValue(*m_startKib, true, [this] { done(); });
}

void WorkloadTuner::putValue(quint32 kib, bool lasting, const std::function<void()> &then)
{
    const auto answered = [this, kib, then](Result<ReadaheadChange> change) {
        if (change) {
            m_nowKib = change->nowKib;
        } else {
            const QString why =
                tr("%1 could not be set on %2: %3")
                    .arg(units::kib(kib), m_mount.bdi.toString(), change.error().message);
            m_error = Error{change.error().code,
                            m_error ? m_error->message + QLatin1Char('\n') + why : why};
        }
        then();
    };
    if (lasting)
        m_backend.setReadahead(m_mount.bdi, kib, this, answered);
    else
        m_backend.setReadaheadTemporary(m_mount.bdi, kib, this, answered);
}

void WorkloadTuner::done()
{
    m_phase = Phase::Done;
    m_trialKib.reset();
    if (!m_holding)
        m_lock.reset();
    emit finished();
}

} // namespace nfstuner
