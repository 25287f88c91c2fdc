// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace nfstuner {

class MountMonitor;

// The advisor's verdict for the BDIs of the selected mounts, with its
// reasons and evidence, judged on the last minute of reads and kept current
// as samples come. "Apply advice" asks for the recommended values; the
// Readahead page previews them, applies them and offers Undo.
class AdvicePanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit AdvicePanel(MountMonitor &monitor, QWidget *parent = nullptr);

    void setSelection(const QList<int> &mountIds);
    // Whether the advice can be applied (the helper is there, nothing runs).
    void setApplyAvailable(bool available);

    // The advice of the selected BDIs, as shown.
    const QList<BdiAdvice> &advice() const { return m_advice; }

signals:
    // The recommended value of each selected BDI whose verdict is raise or
    // lower; or the best measured value of each where it is not the one set.
    // `title` names which, for the preview.
    void applyRequested(const QString &title, const QList<QPair<BdiId, quint32>> &values);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void updateButtons();
    static QString describe(const BdiAdvice &advice);

    MountMonitor &m_monitor;
    QList<int> m_selection;
    QList<BdiAdvice> m_advice;
    bool m_applyAvailable = true;
    QLabel *m_text;
    QPushButton *m_apply;
    QPushButton *m_best; // back to the best measured value, where it is another
    bool m_stale = true; // samples came while hidden
};

} // namespace nfstuner
