// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mountmonitor.h"

#include "advice/advicethresholds.h"
#include "base/clientlogging.h"
#include "conf/nfsconfloader.h"
#include "monitor/systemhealth.h"

#include <QDateTime>
#include <QFileInfo>

#include <tuple>

namespace nfstuner {

namespace {
constexpr int ReadaheadRefreshMs = 10000;
}

MountMonitor::MountMonitor(SystemRoot root, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
    , m_sampler(m_root)
    , m_recent(advice::RecentWindowSeconds)
    , m_watcher(m_root)
    , m_throughput(m_root.isRealSystem() ? ThroughputMemory::defaultPath() : QString())
    , m_diagnosis(m_root, m_root.isRealSystem() ? DiagnosisHistory::defaultPath() : QString())
{
    // Connected first, so that whoever else follows the sampler sees the
    // recent reads and writes of this sample, and the advice on them.
    connect(&m_sampler, &MountSampler::sampled, this, [this] {
        const auto &all = m_sampler.allSeries();
        ++m_samplePass;
        for (auto series = all.cbegin(); series != all.cend(); ++series) {
            m_recent.add(series.key(), series->latest);
            // Only intervals with READs measure anything: idle mounts cost
            // no lookup.
            if (series->latest && series->latest->readOps > 0) {
                if (const NfsMount *mount = m_inventory.table().findByMountpoint(series.key()))
                    m_throughput.addInterval(mount->bdi, *series->latest, m_samplePass);
            }
        }
        m_recent.forgetNotAdded();
        m_advice.update(adviceSources());
        // TCP's own resends to each server: the real system's only.
        std::optional<QHash<TcpPeer, TcpSocketCounters>> tcp;
        if (m_root.isRealSystem()) {
            if (auto sockets = TcpSockets::byPeer())
                tcp = std::move(sockets).value();
        }
        m_diagnosis.update(m_sampler, tcp);
        // Without a readable meminfo (a fixture root) there is no chart to draw.
        (void)m_writeback.sample(m_root, quint32(m_sampler.lastSampleMs()));
    });
    connect(&m_watcher, &MountTableWatcher::changed, this, &MountMonitor::refresh);
    connect(&m_configFiles, &QFileSystemWatcher::fileChanged, this, &MountMonitor::reloadConfig);
    connect(&m_configFiles, &QFileSystemWatcher::directoryChanged, this,
            &MountMonitor::reloadConfig);
    m_readaheadRefresh.setInterval(ReadaheadRefreshMs);
    connect(&m_readaheadRefresh, &QTimer::timeout, this, &MountMonitor::refreshReadahead);
}

BdiAdvice MountMonitor::advice(const NfsMount &mount) const
{
    if (const MountAdviceState *state = m_advice.find(mount.mountId);
        state && state->input.mountpoints.value(0) == mount.mountpoint)
        return state->explained();
    // A mount the monitor does not follow (any more).
    auto input = ReadaheadAdvisor::Input::forMount(mount, m_inventory.mountpointsSharingBdi(mount),
                                                   m_inventory.readAheadKb(mount.bdi),
                                                   m_recent.readWindow(mount.mountpoint));
    input.measured = measured(mount);
    return ReadaheadAdvisor::advise(input);
}

void MountMonitor::setReaders(int mountId, const QList<ReaderShare> &readers)
{
    m_advice.setReaders(mountId, readers);
}

QList<MeasuredValue> MountMonitor::measured(const NfsMount &mount) const
{
    return m_throughput.measured(mount, QDateTime::currentSecsSinceEpoch());
}

void MountMonitor::start()
{
    m_throughput.load();
    refresh();
    reloadConfig();
    m_sampler.start();
    m_readaheadRefresh.start();
}

void MountMonitor::refresh()
{
    auto inventory = MountInventory::collect(m_root);
    if (inventory) {
        m_inventory = std::move(inventory).value();
        m_tableError.clear();
    } else {
        m_inventory = MountInventory();
        m_tableError = inventory.error().message;
        qCWarning(lcMonitor, "%s", qPrintable(m_tableError));
    }
    // An unreadable table is no news about readahead.
    if (m_tableError.isEmpty()) {
        m_timeline.observe(m_inventory, m_sampler.elapsedMs());
        m_throughput.observe(m_inventory, QDateTime::currentSecsSinceEpoch());
        restartWindowsOfChangedReadahead();
    }
    m_advice.setMounts(m_inventory, adviceSources());
    m_diagnosis.setMounts(m_inventory);
    emit mountsChanged();
}

void MountMonitor::refreshReadahead()
{
    // The mount table has its own signal; only sysfs needs polling.
    if (!m_tableError.isEmpty())
        return;
    const bool changed = m_inventory.rereadReadahead(m_root);
    // Unchanged values confirm the reads since the last look.
    const quint64 measuredBefore = m_throughput.generation();
    m_throughput.observe(m_inventory, QDateTime::currentSecsSinceEpoch());
    if (!changed && m_throughput.generation() != measuredBefore)
        m_advice.update(adviceSources()); // judged with what was measured
    if (changed) {
        qCDebug(lcMonitor, "readahead changed outside NFS Tuner");
        m_timeline.observe(m_inventory, m_sampler.elapsedMs());
        restartWindowsOfChangedReadahead();
        m_advice.setMounts(m_inventory, adviceSources());
        m_diagnosis.setMounts(m_inventory);
        emit mountsChanged();
    }
}

void MountMonitor::restartWindowsOfChangedReadahead()
{
    QHash<QString, quint32> now;
    for (const NfsMount &mount : m_inventory.mounts()) {
        const auto kib = m_inventory.readAheadKb(mount.bdi);
        if (!kib)
            continue;
        now.insert(mount.mountpoint, *kib);
        const auto before = m_windowReadahead.constFind(mount.mountpoint);
        if (before != m_windowReadahead.cend() && *before != *kib)
            m_recent.restart(mount.mountpoint);
    }
    m_windowReadahead = std::move(now);
}

namespace {

// What was read, file by file: a reading that gives the same says nothing new.
QList<std::tuple<QString, bool, QByteArray>> filesRead(const NfsConf &conf)
{
    QList<std::tuple<QString, bool, QByteArray>> files;
    for (const ConfFile &file : conf.files())
        files.append({file.path, file.loaded, file.content});
    return files;
}

// The folder itself, or the nearest of its parents that exists below the
// root: where a file or folder nfs-utils would read can appear.
QString nearestExisting(const SystemRoot &root, QString systemPath)
{
    while (!QFileInfo(root.path(systemPath)).isDir() && systemPath != QLatin1String("/"))
        systemPath = QFileInfo(systemPath).path();
    return root.path(systemPath);
}

} // namespace

bool MountMonitor::reloadConfig()
{
    NfsConf config = NfsConfLoader::load(m_root, SystemRoot::nfsConfPath());
    const bool filesChanged = !m_configRead || filesRead(config) != filesRead(m_config);
    m_configRead = true;
    m_config = std::move(config);
    m_rules = ReadaheadRules::fromConf(m_config);
    // What applies settings when a mount appears, looked at again with the
    // files: installing nfs-common says nothing either.
    const SystemRoot &tools = m_toolsRoot.value_or(m_root);
    const QString rulesProblem = SystemHealth::rulesHelperProblem(tools);
    const QString nfsraheadProblem = SystemHealth::nfsraheadProblemAt(tools);
    const bool changed = filesChanged || rulesProblem != m_rulesHelperProblem ||
                         nfsraheadProblem != m_nfsraheadProblem;
    m_rulesHelperProblem = rulesProblem;
    m_nfsraheadProblem = nfsraheadProblem;
    // Watch what was read, and the folders where files may appear (or,
    // where such a folder does not exist yet, the one it would appear in).
    const QStringList watched = m_configFiles.files() + m_configFiles.directories();
    if (!watched.isEmpty())
        m_configFiles.removePaths(watched);
    QStringList paths;
    for (const ConfFile &file : m_config.files()) {
        if (file.loaded)
            paths.append(file.path);
    }
    for (const char *folder : {"/etc", "/etc/nfs.conf.d", "/usr/etc", "/usr/etc/nfs.conf.d"}) {
        const QString path = nearestExisting(m_root, QLatin1String(folder));
        if (!paths.contains(path))
            paths.append(path);
    }
    m_configFiles.addPaths(paths);
    if (changed)
        emit configChanged();
    return changed;
}

ReadaheadChoice MountMonitor::nextMountReadahead(const NfsMount &mount) const
{
    // Rules reach a new mount only through nfs-tuner-rahead, [nfsrahead]
    // values only through nfsrahead; without either the kernel's stays.
    if (m_rulesHelperProblem.isEmpty())
        if (const ReadaheadRule *rule = m_rules.ruleFor(mount))
            return ReadaheadChoice{int(*rule->kib), ReadaheadChoice::Source::Rule, rule->key,
                                   rule->definition};
    if (!m_nfsraheadProblem.isEmpty())
        return ReadaheadChoice{
            ReadaheadConfig::KernelDefaultKib, ReadaheadChoice::Source::Kernel, {}, std::nullopt};
    return ReadaheadConfig::readaheadForMount(m_config, ReadaheadRules(), mount);
}

} // namespace nfstuner
