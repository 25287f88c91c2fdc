// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "stats/mountsampler.h"
#include "tune/tunelock.h"
#include "tune/tuneoutcome.h"
#include "tune/tuneplanner.h"
#include "tune/tunethresholds.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace nfstuner {

class TuningBackend;

// Tunes one BDI's readahead on whatever reads it now: measures the value set
// now, then one value after another as TunePlanner orders them, each over
// whole passes (from a file on the mount closed to a file closed) for as
// long as it takes to know its figure (what applications read per second in
// which they read: TrialEvidence), and ends on the knee, never on a value that
// measured below the start. Trial values are the backend's temporaries, so
// the helper puts the start back should this process die. It stops, and
// puts the start back, when the workload stops or changes, the mount goes,
// or the caller stops it; when someone else sets the readahead meanwhile, it
// stops and leaves their value. Everything is timed by the readings' own
// clock.
class WorkloadTuner : public QObject
{
    Q_OBJECT

public:
    // How it ended (tune/tuneoutcome.h: the same for reads and writes).
    using Outcome = tune::Outcome;

    // What the tune leaves on the BDI when it ends.
    enum class Ending
    {
        PutBackStart, // the start, whatever was found (the CLI without --apply)
        SetKnee,      // the knee, as a lasting value (--apply)
        HoldKnee,     // the knee for the time being, until keep elsewhere or putBack()
    };

    struct Settings
    {
        QList<quint32> valuesKib; // the values it may try; empty: the planner's
        double maxSeconds = tune::DefaultMaxSeconds;
        int maxTrials = tune::DefaultMaxTrials;
        Ending ending = Ending::PutBackStart;
    };

    // One trial as it ended.
    struct Step
    {
        quint32 readAheadKib = 0;
        double bytesPerSecond = 0; // TrialEvidence::bytesPerSecond()
        quint64 readOps = 0;
        double averageReadBytes = 0;
        double seconds = 0;       // counted
        double waitedSeconds = 0; // after the change, until a file was opened again
        QString code;             // why this value (TunePlanner::Step)
        QString why;
    };

    WorkloadTuner(TuningBackend &backend, SystemRoot root, NfsMount mount, Settings settings,
                  QObject *parent = nullptr);
    // Puts the start back when it still runs (the helper would do it only
    // once this process left the bus).
    ~WorkloadTuner() override;

    // Where readings come from (tests: counters with a clock of their own)
    // and how often: by default every tune::SampleMs, spaced out where a
    // reading takes long; fixed once set (0: as fast as the event loop
    // turns; the demo: the pace of its simulated counters).
    void setSource(MountSampler::Source source);
    void setSampleInterval(int milliseconds);

    void start();
    // Stops and puts the start back (Outcome::Stopped).
    void stop();
    // After Ending::HoldKnee: the start back instead of the knee...
    void putBack();
    // ... or the knee kept by the caller (the window's change path, which
    // makes it lasting): nothing goes back.
    void releaseHold();

    bool isRunning() const { return m_phase != Phase::Idle && m_phase != Phase::Done; }
    bool isHolding() const { return m_holding; }
    const NfsMount &mount() const { return m_mount; }
    std::optional<quint32> startKib() const { return m_startKib; }

    // The trial going on: its value, what it has counted so far (the pass
    // under way too), and whether it still waits for a file to be opened
    // again.
    std::optional<quint32> trialKib() const { return m_trialKib; }
    const TrialEvidence &trialEvidence() const { return m_counted; }
    bool isWaitingForReopen() const { return m_phase == Phase::WaitingForReopen; }
    double elapsedSeconds() const;
    // What each value measured so far, over all its trials, and the knee of
    // them (the end may still differ: never below the start).
    const QMap<quint32, TunePlanner::Measured> &measured() const;
    std::optional<quint32> kneeSoFar() const;
    const Settings &settings() const { return m_settings; }

    // After finished().
    const QList<Step> &steps() const { return m_steps; }
    Outcome outcome() const { return m_outcome; }
    QString reasonCode() const { return m_reasonCode; }
    QString reason() const { return m_reason; }
    const std::optional<Error> &error() const { return m_error; }
    std::optional<quint32> bestKib() const { return m_conclusion.bestKib; }
    std::optional<quint32> kneeKib() const { return m_conclusion.kneeKib; }
    // The value the tune ended on: the knee when tuned, the start when it
    // stopped or kept it, theirs on a conflict.
    quint32 finalKib() const { return m_finalKib; }
    // What the BDI holds now, as far as the tune knows.
    std::optional<quint32> nowKib() const { return m_nowKib; }

signals:
    void trialStarted(quint32 kib, const QString &why);
    // A trial's value is on the BDI now.
    void valueSet(quint32 kib);
    // A reading was taken: the trial's evidence or wait moved on.
    void sampled();
    void trialEnded(const nfstuner::WorkloadTuner::Step &step);
    void finished();
    // After putBack().
    void putBackDone();

private:
    enum class Phase
    {
        Idle,
        Changing,         // a value asked for, not answered yet
        WaitingForReopen, // counting from the next file opened
        Counting,
        Ending,
        Done
    };

    void sample();
    void onReading(const MountRates &interval, qint64 atMs);
    bool checkSystem(qint64 atMs);
    void count(const MountRates &interval);
    // Adds the trial to the planner; then the next trial (`goOn`) or the end.
    void endTrial(bool goOn);
    // Whether a trial at `kib` can count a whole pass in the time left,
    // judged by the last pass.
    bool timeFor(quint32 kib) const;
    bool workloadChanged(const Step &step, const TrialEvidence &evidence);
    void startTrial(quint32 kib, const QString &code, const QString &why);
    void endInConflict(quint32 nowKib, quint32 tunesKib);
    void conclude();
    void end(Outcome outcome, const QString &code, const QString &reason,
             std::optional<Error> error = std::nullopt);
    void putValue(quint32 kib, bool lasting, const std::function<void()> &then);
    void done();

    TuningBackend &m_backend;
    SystemRoot m_root;
    NfsMount m_mount;
    Settings m_settings;
    MountSampler m_sampler;
    QTimer m_timer;
    bool m_fixedInterval = false;
    std::optional<TuneLock> m_lock;
    std::optional<TunePlanner> m_planner;

    Phase m_phase = Phase::Idle;
    std::optional<quint32> m_startKib;
    std::optional<quint32> m_expectedKib; // what the BDI should hold (conflict check)
    std::optional<quint32> m_trialKib;
    QString m_trialCode, m_trialWhy;
    TrialEvidence m_counted;      // since the trial began counting
    TrialEvidence m_evidence;     // of it, up to the last file closed: what it ends on
    double m_lastPassSeconds = 0; // counted between the last two files closed
    bool m_atClose = false;       // the last reading counted ended with a file closed
    qint64 m_firstMs = -1;        // the first reading
    qint64 m_lastReadMs = -1;     // the last reading with a READ
    qint64 m_phaseSinceMs = -1;   // when the wait or the count began
    bool m_changed = false;       // a trial value was set: the start must come back
    bool m_baselineNext = false;  // the next reading is the baseline after a change
    bool m_holding = false;
    double m_waitedSeconds = 0;
    // An end asked for while a value is on its way: carried out once it is
    // answered, so that nothing is put back before it lands.
    struct PendingEnd
    {
        Outcome outcome;
        QString code, reason;
    };
    std::optional<PendingEnd> m_pendingEnd;

    QList<Step> m_steps;
    QList<TrialEvidence> m_stepEvidence; // of each step, for the workload checks
    Outcome m_outcome = Outcome::Stopped;
    QString m_reasonCode, m_reason;
    std::optional<Error> m_error;
    TunePlanner::Conclusion m_conclusion;
    quint32 m_finalKib = 0;
    std::optional<quint32> m_nowKib;
};

} // namespace nfstuner
