// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nfstuner {

class ChangePreview;
class LiveTuning;
class MountMonitor;
struct ChangeStep;

// Every live change since the window opened: what, when, which BDIs and
// mounts from what to what. Any step can be undone, and every BDI put back
// to the value it had when the window first saw it; both after a preview.
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
