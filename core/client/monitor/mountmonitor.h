// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "advice/recentintervals.h"
#include "conf/nfsconf.h"
#include "conf/readaheadconfig.h"
#include "monitor/diagnosistracker.h"
#include "monitor/mountadvicetracker.h"
#include "monitor/mounttablewatcher.h"
#include "monitor/readaheadtimeline.h"
#include "monitor/throughputrecorder.h"
#include "mounts/mountinventory.h"
#include "stats/mountsampler.h"
#include "writeback/writebackhistory.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace nfstuner {

// Everything the app shows about the system, kept current: the NFS mounts
// (re-read when the kernel says the table changed), their readahead, the
// throughput sampler, and nfs.conf as nfsrahead reads it.
class MountMonitor : public QObject
{
    Q_OBJECT

public:
    explicit MountMonitor(SystemRoot root, QObject *parent = nullptr);
    // Where the programs that apply settings at mount time are looked for
    // (nfs-tuner-rahead and its udev rule): the monitored root unless set;
    // the demo's are this machine's, as the Health page checks.
    void setToolsRoot(SystemRoot root) { m_toolsRoot = std::move(root); }

    void start();

    const SystemRoot &root() const { return m_root; }
    const MountInventory &inventory() const { return m_inventory; }
    QString tableError() const { return m_tableError; } // empty when readable
    MountSampler &sampler() { return m_sampler; }
    const MountSampler &sampler() const { return m_sampler; }
    const NfsConf &config() const { return m_config; }
    const ReadaheadRules &rules() const { return m_rules; }
    bool hasRules() const { return !m_rules.rules().isEmpty(); }
    // Why the configured [nfs-tuner] rules will not reach new mounts (see
    // SystemHealth::rulesHelperProblem); empty when they will or none exist.
    QString rulesHelperProblem() const { return hasRules() ? m_rulesHelperProblem : QString(); }
    // Why rules would not reach new mounts, were there any; empty when they
    // would.
    const QString &rulesNotAppliedWhy() const { return m_rulesHelperProblem; }
    // Why [nfsrahead] values will not reach new mounts
    // (SystemHealth::nfsraheadProblem); empty when they will.
    const QString &nfsraheadNotAppliedWhy() const { return m_nfsraheadProblem; }
    // Each BDI's readahead since the monitor started: at start, and changes.
    const ReadaheadTimeline &readaheadTimeline() const { return m_timeline; }
    // What this mount would get if it were mounted again now: a rule's
    // value where nfs-tuner-rahead will apply it, else nfsrahead's where it
    // runs, else the kernel's own.
    ReadaheadChoice nextMountReadahead(const NfsMount &mount) const;
    // The mount's reads of about the last minute, as sampled.
    ReadWindow recentReads(const QString &mountpoint) const
    {
        return m_recent.readWindow(mountpoint);
    }
    // The mount's writes of about the last minute, as sampled.
    WriteWindow recentWrites(const QString &mountpoint) const
    {
        return m_recent.writeWindow(mountpoint);
    }
    // Writeback and Dirty against the NFS write-back limit, read with every
    // sample.
    const WritebackHistory &writebackHistory() const { return m_writeback; }
    // The advisor's verdict on the mount's BDI, from its recent reads and
    // what each readahead value gave it before, with its reasons in words.
    BdiAdvice advice(const NfsMount &mount) const;
    // Who reads a mount (the Readers page, while shown): the advice names
    // them and weighs their split. Empty when nobody looks any more.
    void setReaders(int mountId, const QList<ReaderShare> &readers);
    // Every mount's verdict (reason codes only) and latest rates, judged
    // again with each sample before the sampler's other followers hear of it.
    const MountAdviceTracker &adviceTracker() const { return m_advice; }
    // What each readahead value gave the mount's device (the throughput
    // memory: on the real system the user's file that `advise` keeps too).
    const ThroughputRecorder &throughput() const { return m_throughput; }
    // What limits each mount, diagnosed on its last 10 s with each sample
    // (the Diagnosis page and the Limit column).
    const DiagnosisTracker &diagnosis() const { return m_diagnosis; }
    QList<MeasuredValue> measured(const NfsMount &mount) const;

public slots:
    // Re-reads the mount table and readahead values (after a change).
    void refresh();
    // Re-reads only the readahead values (polled: sysfs tells no one).
    void refreshReadahead();
    // Reads nfs.conf and its folders afresh; true (and configChanged) when
    // what they hold differs from the last reading. Anything that acts on
    // the configuration calls it first: files appear without a word.
    bool reloadConfig();

signals:
    void mountsChanged();
    void configChanged();

private:
    SystemRoot m_root;
    MountInventory m_inventory;
    ReadaheadTimeline m_timeline;
    QString m_tableError;
    MountSampler m_sampler;
    RecentIntervals m_recent;
    WritebackHistory m_writeback{MountSampler::HistoryCapacity};
    // A window judges one readahead value: it restarts when the value changes.
    void restartWindowsOfChangedReadahead();

    NfsConf m_config;
    bool m_configRead = false;
    QString m_rulesHelperProblem;
    QString m_nfsraheadProblem;
    std::optional<SystemRoot> m_toolsRoot;
    ReadaheadRules m_rules; // of m_config
    MountTableWatcher m_watcher;
    QFileSystemWatcher m_configFiles;
    QTimer m_readaheadRefresh; // readahead changed by someone else
    ThroughputRecorder m_throughput;
    MountAdviceTracker m_advice;
    DiagnosisTracker m_diagnosis;
    MountAdviceTracker::Sources adviceSources() const
    {
        return {m_sampler, m_recent, m_throughput};
    }
    quint32 m_samplePass = 0;
    QHash<QString, quint32> m_windowReadahead; // mount point -> readahead its window judges
};

} // namespace nfstuner
