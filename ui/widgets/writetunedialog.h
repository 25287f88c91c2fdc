// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "tune/writetuner.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace nfstuner {

class MountMonitor;
class LiveTuning;

// "Adjust the write-back limit by measuring…": tunes the client's
// write-back limit (nfs_congestion_kb) on what the selected mount writes now
// (WriteTuner), showing each trial as it ends. The limit is every NFS mount's: the dialog names the
// others it reaches, and the tune does not start while one of them writes unless asked. Stop, Close
// or the end puts the start back; the knee, where it paid, is then one click from being set as a
// step on the Changes page, which Undo takes back.
class WriteTuneDialog : public QDialog
{
    Q_OBJECT

public:
    WriteTuneDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount,
                    QWidget *parent = nullptr);
    ~WriteTuneDialog() override;

    // Tick "Tune even while other mounts write" (or not), before startTuning().
    void setDespiteOtherWriters(bool despite);
    void startTuning();
    void stopTuning();
    bool isTuning() const;
    const WriteTuner *tuner() const { return m_tuner.get(); }
    QString outcome() const;

    void reject() override;

signals:
    // Set the knee, from the start, as a change (the Changes page's).
    void setKneeRequested(quint64 startKib, quint64 kneeKib);
    // Keep the knee after reboot: the Write-back page's Set does it, with
    // its checks of the boot files.
    void keepAfterRebootRequested(quint64 kneeKib);

private:
    QLabel *buildIntro();
    void buildTrials();
    void onTrialEnded(const WriteTuner::Step &step);
    void onFinished();
    void updateState();

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    NfsMount m_mount;
    std::unique_ptr<WriteTuner> m_tuner;
    bool m_closeWhenDone = false;

    QCheckBox *m_despite;
    QPushButton *m_tune;
    QPushButton *m_stop;
    QLabel *m_status;
    QTreeWidget *m_trials;
    QLabel *m_outcome;
    QPushButton *m_setKnee;
    QPushButton *m_keepAfterReboot;
};

} // namespace nfstuner
