// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "conf/readaheadconfigedit.h"
#include "sweep/readaheadsweep.h"
#include "tune/workloadtuner.h"
#include "tune/writetuner.h"
#include "tuning/readaheadplan.h"
#include "tuning/tuningbackend.h"
#include "tuning/writebacktuner.h"

#include <QDateTime>
#include <QObject>

#include <memory>

namespace nfstuner {

// One BDI's readahead as a step changed it.
struct BdiChange
{
    BdiId bdi;
    QStringList mountpoints;
    quint32 fromKib = 0;
    quint32 toKib = 0;
};

// The write-back limit (fs.nfs.nfs_congestion_kb) as a step will set it,
// with what to look out for.
struct PlannedCongestion
{
    quint64 fromKib = 0;
    quint64 toKib = 0;
    QStringList warnings;

    bool changes() const { return fromKib != toKib; }
};

// One live change made from the window: what, when, which BDIs from what
// to what, the write-back limit from what to what, and what failed.
struct ChangeStep
{
    int id = 0;
    QDateTime when;
    QString what;
    QList<BdiChange> changes;
    std::optional<CongestionChange> congestion;
    QStringList failures;

    bool changedAnything() const { return !changes.isEmpty() || congestion.has_value(); }
};

// Makes live changes through the backend (the helper), exactly as a
// confirmed plan says: readahead one BDI after another, then the write-back
// limit; and keeps the history of what was done since the window opened.
// It is the one way the window changes the running system, so every live
// change is on the Changes page and can be undone.
class LiveTuning : public QObject
{
    Q_OBJECT

public:
    explicit LiveTuning(TuningBackend &backend, QObject *parent = nullptr);

    // Sets the BDIs of `plan` that change, then `congestion` if it changes;
    // `what` names the step. Gives the id of the step it started
    // (finished() carries it), 0 while another run is going on, which it
    // leaves alone.
    int run(const QString &what, const QList<PlannedReadahead> &plan,
            const std::optional<PlannedCongestion> &congestion = std::nullopt);
    // Makes a value set for the time being (a tune's) lasting, as a step
    // from the value before it: `change.fromKib` (the tune's start) to
    // `change.toKib`, which the BDI holds now. Undo puts the start back.
    // The id of the step, 0 while another run is going on.
    int keepTemporary(const QString &what, const BdiChange &change);
    bool busy() const { return m_running.has_value(); }

    // Measuring sets values for the time being, through the same backend:
    // the helper puts them back should this process end; none is a step
    // until kept (keepTemporary).
    std::unique_ptr<ReadaheadSweep> measure(const SystemRoot &root, const SweepTarget &target,
                                            const SweepSettings &settings);
    std::unique_ptr<WorkloadTuner> tune(const SystemRoot &root, const NfsMount &mount,
                                        const WorkloadTuner::Settings &settings);
    // The write-back limit's tune on what `mount` writes; its knee is kept
    // with run() (a step, which Undo takes back).
    std::unique_ptr<WriteTuner> tuneWrites(const SystemRoot &root, const NfsMount &mount,
                                           const WriteTuner::Settings &settings);
    // Writes the write-back limit `kib` to the sysctl drop-in for boot
    // (0 removes it), as the file under `root` is now (its SHA-256 makes a
    // change meanwhile a Conflict); refused where a later sysctl.d file
    // would win (CongestionAtBoot, as the CLI's). Answers the new SHA-256.
    void keepCongestionAtBoot(const SystemRoot &root, quint32 kib, QObject *context,
                              TuningBackend::Done<QByteArray> done);
    // Saves readahead settings for the next mounts (nfs.conf's [nfsrahead]
    // and [nfs-tuner] rules), as the edit was prepared against the file
    // (its SHA-256 makes a change meanwhile a Conflict). Answers the new
    // file's SHA-256.
    void keepReadaheadConfig(const ReadaheadConfigEdit &edit, QObject *context,
                             TuningBackend::Done<QByteArray> done);
    // Whether changes can be made: the backend's version (the helper's,
    // which D-Bus starts if it can), or why not.
    void checkBackend(QObject *context, TuningBackend::Done<QString> done);

    const QList<ChangeStep> &history() const { return m_history; }
    const ChangeStep *step(int id) const;

signals:
    void busyChanged(bool busy);
    // A run ended; its step is in history() when anything changed.
    void finished(const ChangeStep &step);

private:
    int begin(const QString &what);
    void next();
    void setCongestion(quint64 kib);

    TuningBackend &m_backend;
    QList<PlannedReadahead> m_queue;
    std::optional<BdiChange> m_keeping;     // keepTemporary's, until answered
    std::optional<quint64> m_congestionKib; // still to set, after the queue
    std::optional<ChangeStep> m_running;
    QList<ChangeStep> m_history;
    int m_nextId = 1;
};

} // namespace nfstuner
