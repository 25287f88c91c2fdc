// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "session/livetuning.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nfstuner {

class ChangePreview;
class MountMonitor;

// Every live change since the window opened: what, when, which BDIs and
// mounts from what to what, and the write-back limit. Any step can be
// undone, and every BDI and the limit put back to the value it had at
// start; both after a preview.
class ChangesPage : public QWidget
{
    Q_OBJECT

public:
    ChangesPage(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent = nullptr);

    void setChangesAvailable(bool available, const QString &why = QString());
    // Undoes the latest step (after a preview): Edit > Undo.
    void undoLatest();

private:
    void refresh();
    void undoSelected();
    void restoreStart();
    void onFinished(const ChangeStep &step);
    void updateState();
    void previewUndo(int stepId);
    // The limit from now to `kib`.
    std::optional<PlannedCongestion> congestionTo(quint64 kib) const;
    // Back to before this window's first change of the limit, if it made one.
    std::optional<PlannedCongestion> congestionAtStart() const;
    static QString droppedLaterStep(const ChangeStep &later, quint64 toKib);

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    QTreeWidget *m_steps;
    QPushButton *m_undo;
    QPushButton *m_restore;
    ChangePreview *m_preview;
    QLabel *m_status;
    int m_waitingFor = 0; // the step our confirm started, until it ends
    bool m_available = true;
    QString m_unavailableWhy;
};

} // namespace nfstuner
