// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "tune/workloadtuner.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace nfstuner {

class MountMonitor;
class SweepChart;
class LiveTuning;

// "Tune…": tunes one mount's readahead on the reads it has now
// (WorkloadTuner), showing each trial as it runs and MB/s per value with
// the knee; Stop puts the start back. At the end the knee is held for the
// time being until the admin keeps it (a lasting change, in Changes and
// undoable), keeps it after a reboot too, or puts the start back; closing
// the dialog puts the start back.
class TuneDialog : public QDialog
{
    Q_OBJECT

public:
    // `simulated`: the demo, whose reads the tune measures; said in the intro.
    TuneDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount, bool simulated,
               QWidget *parent = nullptr);
    ~TuneDialog() override;

    void startTuning();
    void stopTuning();
    bool isTuning() const;
    const WorkloadTuner *tuner() const { return m_tuner.get(); }
    const SweepChart *chart() const { return m_chart; }
    // What the dialog says of the tune so far.
    QString outcome() const;

    void reject() override;

signals:
    // Keep the knee (held by the tune) as a lasting change from the start;
    // `afterReboot`: then propose keeping it after a reboot.
    void keepRequested(const nfstuner::BdiId &bdi, quint32 startKib, quint32 kneeKib,
                       bool afterReboot);
    // The tune ended (the knee held, or the start back).
    void tuneEnded();

private:
    QLabel *buildIntro(bool simulated);
    void buildTrials();
    QDialogButtonBox *buildButtons();
    void onTrialStarted(quint32 kib, const QString &why);
    void onSampled();
    void onTrialEnded(const WorkloadTuner::Step &step);
    void onFinished();
    void keep(bool afterReboot);
    void putBack();
    void updateChart();
    void updateState();

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    NfsMount m_mount;
    std::unique_ptr<WorkloadTuner> m_tuner;
    bool m_simulated;
    bool m_closeWhenDone = false;
    bool m_decided = false; // kept or put back

    QPushButton *m_tune;
    QPushButton *m_stop;
    QProgressBar *m_progress;
    QLabel *m_status;
    SweepChart *m_chart;
    QTreeWidget *m_trials;
    QLabel *m_outcome;
    QPushButton *m_keep;
    QPushButton *m_keepAfterReboot;
    QPushButton *m_putBack;
};

} // namespace nfstuner
