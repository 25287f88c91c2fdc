// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "models/mounttablemodel.h"

#include <QMap>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace nfstuner {

class TuningBackend;

// Sets readahead now: for the selected mount's BDI, the selected mounts, or
// every NFS mount, to the kernel default, to 15 x rsize, or to a value of
// one's own. Changes go through the backend (the privileged helper), one
// BDI after another, with a result per mount; Revert puts back what was
// there before the last Apply.
class ReadaheadEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ReadaheadEditor(TuningBackend &backend, QWidget *parent = nullptr);

    // The rows the scopes refer to: the current mount, the selected ones, all.
    void setMounts(const MountTableModel::Row *current,
                   const QList<const MountTableModel::Row *> &selected,
                   const QList<const MountTableModel::Row *> &all);

    bool busy() const { return !m_queue.isEmpty() || m_running; }

signals:
    // Readahead values changed: time to read them again.
    void changed();

private:
    enum Preset
    {
        KernelDefault,
        Classic,
        Custom
    };
    enum Scope
    {
        ThisMount,
        SelectedMounts,
        EveryMount
    };
    struct Target
    {
        QString bdi;
        QString mountpoint;
        quint32 rsize = 0;
        std::optional<quint32> currentKib;
    };
    struct Step
    {
        Target target;
        quint32 kib = 0;
    };

    QList<Target> targets() const;
    quint32 valueFor(const Target &target) const;
    void apply();
    void revert();
    void run(QList<Step> steps, bool recordUndo);
    void next();
    void updateState();

    TuningBackend &m_backend;
    const MountTableModel::Row *m_current = nullptr;
    QList<const MountTableModel::Row *> m_selected;
    QList<const MountTableModel::Row *> m_all;

    QList<Step> m_queue;
    bool m_running = false;
    QMap<QString, Step> m_undo; // by BDI: the value before the last Apply

    QLabel *m_summary;
    QButtonGroup *m_presets;
    QRadioButton *m_classic;
    QSpinBox *m_custom;
    QComboBox *m_unit;
    QButtonGroup *m_scopes;
    QRadioButton *m_selectedScope;
    QRadioButton *m_everyScope;
    QPushButton *m_apply;
    QPushButton *m_revert;
    QProgressBar *m_progress;
    QLabel *m_error;
    QListWidget *m_results;
};

} // namespace nfstuner
