// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace nfstuner {

class InFlightChart;
class MountMonitor;
class TimeSplitChart;

// "Why is this mount slow?": the diagnosis of the selected mount (its last
// 10 s, kept current with each sample) in one sentence, its figures, the
// one change that moves it (Tune… where it is the readahead, the command to
// copy where it needs a remount or a setting), the check against the
// diagnosis before the last change, and two charts: where each op's time
// goes, and READs in flight with requests waiting for a slot over time.
class DiagnosisPage : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosisPage(MountMonitor &monitor, QWidget *parent = nullptr);

    // The first of these mounts is shown.
    void setSelection(const QList<int> &mountIds);
    // Whether Tune… can run here (empty) or why not.
    void setTuneWhyNot(const QString &whyNot);
    void refresh();

signals:
    // The prescription is the readahead: tune the shown mount by measuring.
    void tuneRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showNothing(const QString &why);

    MountMonitor &m_monitor;
    int m_mountId = -1;
    QString m_tuneWhyNot;
    bool m_stale = true; // samples came while hidden
    QLabel *m_verdict;
    QLabel *m_reasons;
    QLabel *m_prescription;
    QLineEdit *m_command;
    QPushButton *m_copy;
    QPushButton *m_tune;
    QLabel *m_compared;
    TimeSplitChart *m_split;
    InFlightChart *m_course;
};

} // namespace nfstuner
