// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "sweep/sweepresult.h"
#include "sweep/sweepsettings.h"
#include "sweep/sweeptarget.h"

#include <QObject>
#include <QTimer>

#include <atomic>
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
    ReadaheadSweep(TuningBackend &backend, SystemRoot root, SweepTarget target,
                   SweepSettings settings, QObject *parent = nullptr);
    ~ReadaheadSweep() override; // waits for a reading to stop

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

    QThread *m_reader = nullptr;
    std::optional<Result<SweepRun>> m_readResult; // written by the reader, read after it ends
    std::atomic<bool> m_cancel{false};
    std::atomic<qint64> m_bytesDone{0};
    QTimer m_progressTimer;
};

} // namespace nfstuner
