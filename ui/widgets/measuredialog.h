// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace nfstuner {

class MountMonitor;
class ReadaheadSweep;
class SweepChart;
class SweepSimulation;
class LiveTuning;
struct SweepSettings;

// "Measure…": a readahead sweep on a file of one mount, chosen by the
// admin. Shows the progress (with Stop), then MB/s against readahead with
// the knee; "Apply knee" hands the knee to the window's preview. The value
// from before is back after every sweep; closing the dialog stops a sweep
// and waits for that.
class MeasureDialog : public QDialog
{
    Q_OBJECT

public:
    // `simulation`: the mounts are simulated (the demo); it offers the file
    // and reads the runs. Null on a real system.
    MeasureDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount,
                  const SweepSimulation *simulation, QWidget *parent = nullptr);
    ~MeasureDialog() override;

    // A system path ("/mnt/data/big"), as if chosen with Browse.
    void setFile(const QString &file);
    void setRuns(int runs);
    void setValues(const QString &values);
    // Starts a sweep, as the Measure button does; false (and the reason
    // shown) when the file or the values are refused.
    bool startMeasuring();
    bool isMeasuring() const;
    const ReadaheadSweep *lastSweep() const { return m_sweep.get(); }
    const SweepChart *chart() const { return m_chart; }
    // What the dialog says of the last sweep or of a refused start.
    QString outcome() const;

    void reject() override;

signals:
    // The knee or the best value, to be shown in the window for confirming.
    void applyValueRequested(const nfstuner::BdiId &bdi, quint32 kib);
    // A sweep ended (measured, stopped or failed), the value from before back.
    void sweepEnded();

private:
    static QString belowReadSizeWarning(const SweepSettings &settings);
    // The constructor's parts, top to bottom.
    QLabel *buildIntro();
    QFormLayout *buildForm();
    void buildSharing();
    QHBoxLayout *buildRunRow();
    QDialogButtonBox *buildButtons();
    void browse();
    void onProgress(int run, int runs, quint32 kib, qint64 bytes);
    void onSweepEnded();
    void updateState();

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    QString m_belowReadSize; // the warning of the run under way, if any
    NfsMount m_mount;
    const SweepSimulation *m_simulation;
    std::unique_ptr<ReadaheadSweep> m_sweep;
    std::optional<quint32> m_kneeKib;
    std::optional<quint32> m_bestKib;
    bool m_closeWhenStopped = false;

    QLineEdit *m_file;
    QPushButton *m_browse;
    QLineEdit *m_values;
    QSpinBox *m_runs;
    QLabel *m_sharing;
    QPushButton *m_measure;
    QPushButton *m_stop;
    QProgressBar *m_progress;
    QLabel *m_status;
    SweepChart *m_chart;
    QLabel *m_outcome;
    QPushButton *m_applyKnee;
    QPushButton *m_applyBest;
};

} // namespace nfstuner
