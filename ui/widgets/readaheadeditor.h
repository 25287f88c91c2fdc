// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/nfsmount.h"
#include "session/livetuning.h"

#include <QMap>
#include <QWidget>

class QButtonGroup;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace nfstuner {

class AdvicePanel;
class MeasureDialog;
class ChangePreview;
class MountMonitor;
class ReadaheadField;
class SweepSimulation;
class TuneDialog;
class WriteTuneDialog;

// Sets readahead now: for the BDIs of the selected mounts, or of every NFS
// mount, to the kernel default, to 15 x rsize, or to a value of one's own;
// or to what the advisor recommends for the selected mounts.
// Apply shows exactly which BDIs change from what to what; only confirmed
// changes are made, through the helper. Afterwards: the result per BDI with
// all its mounts, Undo, and the offer to keep the values after a reboot.
// Selected mounts are held by mount id and looked up when needed.
class ReadaheadEditor : public QWidget
{
    Q_OBJECT

public:
    ReadaheadEditor(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent = nullptr);

    // The mounts selected in the table (nothing selected: nothing to set).
    void setSelection(const QList<int> &mountIds);
    // Whether changes can be made at all (the helper can be reached).
    void setChangesAvailable(bool available, const QString &why = QString());
    // Where Measure… reads: through the kernel (both null/empty), through a
    // simulation (the demo), or nowhere, for the reason given (a captured
    // system's mounts are not this machine's).
    void setMeasuring(const SweepSimulation *simulation, const QString &whyNot);
    // "Measure…": a sweep on a file of the first selected mount, `file`
    // filled in when given. nullptr when nothing is selected or changes
    // cannot be made.
    MeasureDialog *openMeasureDialog(const QString &file = QString());
    // Where Tune… runs: on the system's reads (false, empty), on the demo's
    // simulated reads, or nowhere, for the reason given.
    void setTuning(bool simulated, const QString &whyNot);
    // "Tune…": tunes the first selected mount on its reads now. nullptr when
    // nothing is selected or changes cannot be made.
    TuneDialog *openTuneDialog();
    // "Adjust the write-back limit by measuring…": the limit's tune on the
    // first selected mount's writes; nullptr when it cannot open now
    // (whyNotTune()).
    WriteTuneDialog *openWriteTuneDialog();
    // Why Tune… cannot open now; empty when it can.
    QString whyNotTune() const;

signals:
    // The write tune's knee, to be set and kept at boot on the Write-back page.
    void keepCongestionAfterReboot(quint64 kib);
    // The keys that would make the last change last (key -> KiB): a rule
    // per changed mount, nfsrahead's per-version key where none can name it.
    // `why`: why some keys are narrower than a version's (KeepProposal).
    void keepAfterReboot(const QMap<QByteArray, quint32> &keys, const QString &why);

private:
    enum Preset
    {
        KernelDefault,
        Classic,
        Custom
    };
    enum Scope
    {
        SelectedMounts,
        EveryMount
    };

    QList<PlannedReadahead> plan() const;
    // The constructor's parts, top to bottom.
    QGroupBox *buildPresets();
    QGroupBox *buildScopes();
    QHBoxLayout *buildButtons();
    void buildPreviewAndAdvice();
    QHBoxLayout *buildOutcome();
    void preview();
    // Shows a change to confirm (nothing else measures or tunes meanwhile).
    void present(const QString &what, const QList<PlannedReadahead> &plan);
    void undoLast();
    void proposeKeep();
    void onFinished(const ChangeStep &step);
    // A tune's knee kept: a lasting change from its start, on the Changes
    // page; then, when asked, the persistent settings for it.
    void keepTuned(const BdiId &bdi, quint32 startKib, quint32 kneeKib, bool afterReboot);
    const NfsMount *firstSelected() const;
    void updateNote();
    void updateState();
    // The result panel and its Undo and Keep buttons belong to the step
    // that made them: gone once the selection, another step or the values
    // on the BDIs no longer match it.
    void forgetLastStep();
    bool lastStepStillHolds() const;

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    QList<int> m_selection;
    bool m_available = true;
    const SweepSimulation *m_simulation = nullptr;
    QString m_measureWhyNot;
    bool m_simulatedReads = false;
    QString m_tuneWhyNot;
    int m_proposeKeepAfter = 0; // the step whose end proposes keeping it after a reboot
    QString m_unavailableWhy;
    int m_waitingFor = 0;                    // the step our confirm started, until it ends
    std::optional<ChangeStep> m_last;        // the last step made from here, while it holds
    QMap<QString, QString> m_fstypes;        // BDI -> fstype, of the last step
    QList<PlannedReadahead> m_lastRequest;   // the plan the last step was made of, whole
    QMap<QByteArray, quint32> m_pendingKeep; // keys that reach other mounts, until confirmed

    QLabel *m_summary;
    QButtonGroup *m_presets;
    QRadioButton *m_classic;
    ReadaheadField *m_custom;
    QButtonGroup *m_scopes;
    QRadioButton *m_selectedScope;
    QRadioButton *m_everyScope;
    QPushButton *m_apply;
    QPushButton *m_measure;
    QPushButton *m_tune;
    QPushButton *m_tuneWrites;
    QLabel *m_measureNote;
    QProgressBar *m_progress;
    AdvicePanel *m_advice;
    ChangePreview *m_preview;
    QLabel *m_outcome;
    QListWidget *m_results;
    QPushButton *m_undo;
    QPushButton *m_keepWider;
    QPushButton *m_keep;
};

} // namespace nfstuner
