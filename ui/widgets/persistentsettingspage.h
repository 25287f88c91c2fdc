// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace nfstuner {

class MountMonitor;
class TuningBackend;

// [nfsrahead] as nfsrahead will read it, edited visually: per key the value,
// the file and line it comes from, what it overrides and what to look out
// for; the file to write (/etc/nfs.conf or a drop-in); the change as a diff
// before saving; Save through the helper with the hash of the content shown
// (a Conflict offers to reload); and "Apply to mounted now".
class PersistentSettingsPage : public QWidget
{
    Q_OBJECT

public:
    PersistentSettingsPage(MountMonitor &monitor, TuningBackend &backend,
                           QWidget *parent = nullptr);

public slots:
    // Shows the configuration as it is now; drops unsaved edits.
    void reload();

signals:
    void applied(); // readahead of mounted file systems changed

private:
    struct KeyRow
    {
        QByteArray key;
        QCheckBox *set;
        QSpinBox *value;
        QLabel *source;
        QLabel *notes;
        // As shown by the last reload: only what the user changes is saved.
        bool initiallySet = false;
        int initialValue = 0;
        bool edited() const;
    };
    struct Plan
    {
        QString file; // system path
        std::optional<QByteArray> before;
        std::optional<QByteArray> after;
        QMap<QString, QString> set;
        QStringList unset;
        QString error;
    };

    Plan plan() const;
    // Reads the chosen file: what the page shows and what a save must find
    // unchanged.
    void loadTarget();
    void updatePreview();
    void save();
    void applyNow();
    void setBusy(bool busy);

    MountMonitor &m_monitor;
    TuningBackend &m_backend;
    QList<KeyRow> m_rows;
    QComboBox *m_file;
    QLabel *m_files;
    QPlainTextEdit *m_diff;
    QPushButton *m_save;
    QPushButton *m_reload;
    QPushButton *m_applyNow;
    QProgressBar *m_busy;
    QLabel *m_status;
    QListWidget *m_applyResults;
    std::optional<QByteArray> m_target; // the chosen file as read; nullopt: none
    QString m_targetError;
};

} // namespace nfstuner
