// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "stats/mountsampler.h"
#include "tune/tunelock.h"
#include "tune/tuneoutcome.h"
#include "tune/writetuneplanner.h"
#include "tune/writetunethresholds.h"

#include <QObject>
#include <QSet>
#include <QTimer>

#include <optional>

namespace nfstuner {

class TuningBackend;

// Tunes the client's write-back limit (fs.nfs.nfs_congestion_kb) on what
// writes to one mount now: first makes sure, before changing anything, that
// the mount is written to and that no other mount writes enough to be hurt
// by a trial value (the limit is every mount's); then measures the value
// set now, and larger ones as WriteTunePlanner orders them, each for
// tune::write::CountSeconds after it settled, by what the client sent to
// the server per second (WRITE payload). It ends on the knee where that
// paid, never below the start. Trial values are the helper's temporaries:
// should this process die, the helper puts the start back. It stops and
// puts the start back when the writes stop, the mount goes, or the caller
// stops it; when someone else sets the limit meanwhile, it stops and leaves
// their value.
class WriteTuner : public QObject
{
    Q_OBJECT

public:
    // How it ended (tune/tuneoutcome.h: the same for reads and writes).
    using Outcome = tune::Outcome;

    enum class Ending
    {
        PutBackStart, // the start, whatever was found
        SetKnee,      // the knee, as a lasting value
    };

    struct Settings
    {
        QList<quint64> valuesKib; // empty: the planner's
        double maxSeconds = tune::write::DefaultMaxSeconds;
        int maxTrials = tune::DefaultMaxTrials;
        Ending ending = Ending::PutBackStart;
        bool despiteOtherWriters = false;
    };

    struct Step
    {
        quint64 congestionKib = 0;
        double bytesPerSecond = 0; // sent to the server, the mean of one-second pieces
        double noise = 0;          // its relative standard error
        quint64 writeOps = 0;
        quint64 commitOps = 0;
        double seconds = 0; // counted
        QString code;
        QString why;
    };

    // A mount of another device the client-wide limit also reaches, and
    // what it sent while the tune looked before starting.
    struct OtherMount
    {
        QString mountpoint;
        double bytesPerSecond = 0;
    };

    WriteTuner(TuningBackend &backend, SystemRoot root, NfsMount mount, Settings settings,
               QObject *parent = nullptr);
    ~WriteTuner() override;

    void setSource(MountSampler::Source source);
    void setSampleInterval(int milliseconds);

    void start();
    void stop();

    bool isRunning() const { return m_phase != Phase::Idle && m_phase != Phase::Done; }
    const NfsMount &mount() const { return m_mount; }
    const Settings &settings() const { return m_settings; }
    const QList<OtherMount> &otherMounts() const { return m_others; }
    std::optional<quint64> startKib() const { return m_startKib; }
    std::optional<quint64> trialKib() const { return m_trialKib; }
    double elapsedSeconds() const;

    const QList<Step> &steps() const { return m_steps; }
    Outcome outcome() const { return m_outcome; }
    QString reasonCode() const { return m_reasonCode; }
    QString reason() const { return m_reason; }
    const std::optional<Error> &error() const { return m_error; }
    std::optional<quint64> bestKib() const { return m_conclusion.bestKib; }
    std::optional<quint64> kneeKib() const { return m_conclusion.kneeKib; }
    quint64 finalKib() const { return m_finalKib; }
    std::optional<quint64> nowKib() const { return m_nowKib; }

signals:
    // Before anything changed: the mount is written to, and the others
    // are known (otherMounts()).
    void probed();
    void trialStarted(quint64 kib, const QString &why);
    void sampled();
    void trialEnded(const nfstuner::WriteTuner::Step &step);
    void finished();

private:
    enum class Phase
    {
        Idle,
        Probing,
        Changing,
        Settling,
        Counting,
        Ending,
        Done
    };

    void sample();
    bool checkLimit();
    void probe(const MountRates &rates);
    bool stillWriting(const MountRates &rates);
    void count(const MountRates &rates);
    void endTrial();
    void startTrial(const WriteTunePlanner::Step &step);
    void conclude();
    void end(Outcome outcome, const QString &code, const QString &reason,
             std::optional<Error> error = std::nullopt);
    void putValue(quint64 kib, const std::function<void()> &then);
    void done();

    TuningBackend &m_backend;
    SystemRoot m_root;
    NfsMount m_mount;
    Settings m_settings;
    MountSampler m_sampler;
    QTimer m_timer;
    std::optional<TuneLock> m_lock;
    std::optional<WriteTunePlanner> m_planner;

    Phase m_phase = Phase::Idle;
    std::optional<quint64> m_startKib, m_expectedKib, m_trialKib, m_nowKib;
    WriteTunePlanner::Step m_trial;
    double m_phaseSeconds = 0; // of the probe, the settling or the count
    double m_quietSeconds = 0; // since the last write
    QList<double> m_pieces;
    quint64 m_writeOps = 0, m_commitOps = 0;
    double m_probeBytes = 0;
    QHash<QString, double> m_otherBytes; // sent in the probe, per other mount
    QSet<QString> m_sameDevice;          // mount points of the mount's superblock
    QList<OtherMount> m_others;
    qint64 m_firstMs = -1;
    bool m_changed = false;
    std::optional<Outcome> m_pendingEnd;
    QString m_pendingCode, m_pendingReason;

    QList<Step> m_steps;
    Outcome m_outcome = Outcome::Stopped;
    QString m_reasonCode, m_reason;
    std::optional<Error> m_error;
    WriteTunePlanner::Conclusion m_conclusion;
    quint64 m_finalKib = 0;
};

} // namespace nfstuner
