// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "writeback/writebackadvisor.h"
#include "writeback/writebackstate.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace nfstuner {

class MountMonitor;
class MountWritesChart;
class LiveTuning;
struct ChangeStep;
class WritebackChart;

// The NFS client's write side: fs.nfs.nfs_congestion_kb now, its default
// for this machine's memory and where boot gets it from; setting it (now,
// through LiveTuning, and kept in /etc/sysctl.d/60-nfs-tuner.conf); Writeback against the limit
// and the selected mount's writes over time; the mounts that wrote in the
// last minute; and what the write-back advice makes of it.
class WritebackPage : public QWidget
{
    Q_OBJECT

public:
    WritebackPage(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent = nullptr);

    // The mount whose writes the second chart shows; empty for none.
    void showMount(const QString &mountpoint);
    // Draws again from the monitor's latest samples (while shown).
    void refresh();
    // Reads the limit, its default and the sysctl configuration again.
    void reloadLimit();
    void setChangesAvailable(bool available, const QString &why);
    // `kib` typed in and Keep after reboot ticked, for the admin to check
    // the preview and Set (the write tune's "Keep after reboot…").
    void proposeKeeping(quint64 kib);

    const QList<WritebackFinding> &findings() const { return m_findings; }
    WritebackChart *writebackChart() const { return m_writebackChart; }
    MountWritesChart *mountWritesChart() const { return m_mountChart; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    // Each NFS BDI's share of the dirty limit, read again on show and when
    // mounts come and go.
    void reloadBdiLimits();
    // The constructor's parts, top to bottom.
    QFormLayout *buildLimitNow();
    QHBoxLayout *buildSetRow();
    QHBoxLayout *buildWindowRow();
    void buildMountsAndAdvice();
    void validate();
    void setLimit();
    QStringList valueWarnings(quint64 kib) const;
    void onFinished(const ChangeStep &step);
    void persist(quint64 kib, const QString &done);
    void finish(const QString &text, bool failed);
    void updateMounts(const QList<MountWrites> &writing);
    void updateAdvice(const QList<MountWrites> &writing);
    QList<MountWrites> recentWrites() const;

    MountMonitor &m_monitor;
    LiveTuning &m_tuning;
    CongestionLimit m_limit;
    QString m_mountpoint;
    bool m_available = true;
    QString m_unavailableWhy;
    bool m_busy = false; // from Set until saved (or not)
    // The value warned about (a second Set sets it), as typed.
    std::optional<QString> m_confirming;
    int m_waitingFor = 0; // the step Set started, until it ends
    bool m_keepWaiting = false;
    quint64 m_keepKib = 0;
    QList<WritebackFinding> m_findings;

    QLabel *m_now;
    QLabel *m_default;
    QLabel *m_atBoot;
    QLabel *m_inFlight;
    QLabel *m_bdiLimits;
    QLabel *m_warnings;
    QLineEdit *m_value;
    QCheckBox *m_keep;
    QPushButton *m_set;
    QLabel *m_preview;
    QLabel *m_valueWarnings;
    QLabel *m_error;
    QLabel *m_status;
    QComboBox *m_window;
    WritebackChart *m_writebackChart;
    MountWritesChart *m_mountChart;
    QLabel *m_mountsTitle;
    QTableWidget *m_mounts;
    QLabel *m_advice;
    QPushButton *m_takeProposal;
};

} // namespace nfstuner
