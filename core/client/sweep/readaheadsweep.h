// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "sweep/sweepread.h"
#include "sweep/sweepresult.h"
#include "sweep/sweepsettings.h"
#include "sweep/sweeptarget.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <optional>

class QThread;

namespace nfstuner {

class TuningBackend;

// Measures read throughput of one file at each readahead value of the
// settings: sets the BDI's readahead for the time being (through the
// backend's temporary form, which the helper undoes by itself should this
// process die), reads the file from a cold cache `repeat` times, and at
// the end, on cancel and on error puts the value from before back.
// Readings run on a thread of their own; everything else on the caller's.
class ReadaheadSweep : public QObject
{
    Q_OBJECT

public:
    // How one run reads: through the kernel (SweepRead::run, the default),
    // or, where the mounts are simulated, by the simulation's model of the
    // client. Called on the reading thread.
    using RunReader = std::function<Result<SweepRun>(
        const SweepRead &job, const std::atomic<bool> &cancel, std::atomic<qint64> &done)>;

    ReadaheadSweep(TuningBackend &backend, SystemRoot root, SweepTarget target,
                   SweepSettings settings, QObject *parent = nullptr);
    ~ReadaheadSweep() override; // waits for a reading to stop

    void setRunReader(RunReader reader) { m_runReader = std::move(reader); }
    void start();
    // Stops at the next block read, then puts the value back and finishes.
    void cancel();

    bool isRunning() const { return m_running; }
    const SweepTarget &target() const { return m_target; }
    const SweepSettings &settings() const { return m_settings; }
    qint64 bytesPerRun() const;
    const QList<SweepPoint> &points() const { return m_points; }
    // The readahead from before, once the first change told it.
    std::optional<quint32> originalKib() const { return m_originalKib; }
    // After finished(): why it stopped early (nullopt: it measured every
    // value), whether that was a cancel, and whether the value from before
    // is back.
    const std::optional<Error> &error() const { return m_error; }
    bool wasCancelled() const { return m_cancelled; }
    bool restored() const { return m_restored; }

signals:
    // Run `run` of `runs` in all is reading; `bytes` of bytesPerRun() so far.
    void progress(int run, int runs, quint32 readAheadKib, qint64 bytes);
    void pointMeasured(const nfstuner::SweepPoint &point);
    void finished();

private:
    void setNextValue();
    void measure();
    void onMeasured();
    void stop(std::optional<Error> error);
    void reportProgress();

    TuningBackend &m_backend;
    SystemRoot m_root;
    SweepTarget m_target;
    SweepSettings m_settings;
    QList<SweepPoint> m_points;
    SweepPoint m_current; // of the value being measured
    std::optional<quint32> m_originalKib;
    std::optional<Error> m_error;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_restored = false;
    bool m_stopping = false;

    RunReader m_runReader;
    QThread *m_reader = nullptr;
    std::optional<Result<SweepRun>> m_readResult; // written by the reader, read after it ends
    std::atomic<bool> m_cancel{false};
    std::atomic<qint64> m_bytesDone{0};
    QTimer m_progressTimer;
};

} // namespace nfstuner
