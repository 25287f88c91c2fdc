// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/readaheadconfigedit.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace nfstuner {

class ChangePreview;
class LiveTuning;
class MountMonitor;
class ReadaheadField;
class ReadaheadRulesTable;
struct ChangeStep;
struct ReadaheadSaveTarget;

// [nfsrahead] as nfsrahead will read it, and the [nfs-tuner] rules per
// export, server or mount point, edited visually: per key the value
// (a plain number in KiB or MiB), the file and line it comes from, what it
// overrides and what to look out for; the file to write; the change as a
// diff before saving, and a refusal when a later file would win over it.
// Save goes through the helper with the hash of the content shown (a
// Conflict offers to reload). "Apply to mounted now" shows which BDIs
// change from what to what before anything is done.
class PersistentSettingsPage : public QWidget
{
    Q_OBJECT

public:
    PersistentSettingsPage(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent = nullptr);

    // Fills in keys (key -> KiB) to save, in a file where they take effect:
    // "Keep after reboot" after a live change. nfs, nfs4 and default fill
    // the [nfsrahead] rows, any other key is a rule. Nothing is saved yet.
    // `why`: why keys narrower than a version's were needed, said with them.
    void propose(const QMap<QByteArray, quint32> &keys, const QString &why = QString());
    // The mounts selected in the table (by mount id): a rule can be added
    // for the first.
    void setSelection(const QList<int> &mountIds);
    void setChangesAvailable(bool available, const QString &why = QString());
    // Keys and rules edited and not saved: what quitting would lose.
    int unsavedEdits() const;

public slots:
    // Shows the configuration as last read; drops unsaved edits.
    void reload();
    // Reads the files afresh (a file or folder made since is found), then
    // shows them: Reload, and before anything acts on them.
    void readAfresh();

private:
    // Reload: with unsaved edits, the first press says what would be lost
    // and a second drops them.
    void reloadAsked();
    // The constructor's parts, top to bottom.
    void buildKeys();
    void buildRules();
    QHBoxLayout *buildFileRow();
    void buildDiffAndNotes();
    QHBoxLayout *buildActions();
    // A file the "Save in" list offers, and where a new one is read.
    static QString choiceLabel(const ReadaheadSaveTarget &target);

    struct KeyRow
    {
        QByteArray key;
        QCheckBox *set;
        ReadaheadField *value;
        QLabel *source;
        QLabel *notes;
        // As shown by the last reload: only what the user changes is saved.
        bool initiallySet = false;
        std::optional<quint32> initialKib;
        QString initialText;
        bool edited() const;
    };

    // The edit the page would save, or why not.
    Result<ReadaheadConfigEdit> edit() const;
    bool hasEdits() const;
    void loadTarget();
    void updatePreview();
    void onEdited(); // by the user: the status line goes, the preview follows
    void save();
    void previewApplyNow();
    void onFinished(const ChangeStep &step);

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    QList<KeyRow> m_rows;
    QGroupBox *m_keysBox;
    QGroupBox *m_rulesBox;
    ReadaheadRulesTable *m_rules;
    QList<int> m_selection;
    QComboBox *m_file;
    QLabel *m_files;
    QPlainTextEdit *m_diff;
    QLabel *m_problems;
    QLabel *m_warnings;
    QPushButton *m_save;
    QPushButton *m_reload;
    QPushButton *m_applyNow;
    QProgressBar *m_busy;
    QLabel *m_status;
    QLabel *m_unavailable;
    ChangePreview *m_preview;
    QListWidget *m_applyResults;
    std::optional<QByteArray> m_target; // the chosen file as read; nullopt: none
    QString m_targetError;
    bool m_saving = false;
    bool m_dropEditsArmed = false; // Reload pressed once with edits
    int m_waitingFor = 0;          // the step our apply started, until it ends
    bool m_available = true;
    QString m_unavailableWhy;
};

} // namespace nfstuner
