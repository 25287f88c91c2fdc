// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mountmonitor.h"

#include "advice/advicethresholds.h"
#include "base/logging.h"
#include "conf/nfsconfloader.h"

#include <QFileInfo>

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
{
    // Connected first, so that whoever else follows the sampler sees the
    // recent reads and writes of this sample.
    connect(&m_sampler, &MountSampler::sampled, this, [this] {
        const auto &all = m_sampler.allSeries();
        for (auto series = all.cbegin(); series != all.cend(); ++series)
            m_recent.add(series.key(), series->latest);
        m_recent.forgetNotAdded();
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
    return ReadaheadAdvisor::advise(ReadaheadAdvisor::Input::forMount(
        mount, m_inventory.mountpointsSharingBdi(mount), m_inventory.readAheadKb(mount.bdi),
        m_recent.readWindow(mount.mountpoint)));
}

void MountMonitor::start()
{
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
    if (m_tableError.isEmpty())
        m_timeline.observe(m_inventory, m_sampler.elapsedMs());
    emit mountsChanged();
}

void MountMonitor::refreshReadahead()
{
    // The mount table has its own signal; only sysfs needs polling.
    if (m_tableError.isEmpty() && m_inventory.rereadReadahead(m_root)) {
        qCDebug(lcMonitor, "readahead changed outside NFS Tuner");
        m_timeline.observe(m_inventory, m_sampler.elapsedMs());
        emit mountsChanged();
    }
}

void MountMonitor::reloadConfig()
{
    m_config = NfsConfLoader::load(m_root, SystemRoot::nfsConfPath());
    m_rules = ReadaheadRules::fromConf(m_config);
    // Watch what was read, and the folders where files may appear.
    const QStringList watched = m_configFiles.files() + m_configFiles.directories();
    if (!watched.isEmpty())
        m_configFiles.removePaths(watched);
    QStringList paths;
    for (const ConfFile &file : m_config.files()) {
        if (file.loaded)
            paths.append(file.path);
    }
    for (const char *folder : {"/etc", "/etc/nfs.conf.d"}) {
        if (QFileInfo::exists(m_root.path(QLatin1String(folder))))
            paths.append(m_root.path(QLatin1String(folder)));
    }
    if (!paths.isEmpty())
        m_configFiles.addPaths(paths);
    emit configChanged();
}

ReadaheadChoice MountMonitor::nextMountReadahead(const NfsMount &mount) const
{
    return ReadaheadConfig::readaheadForMount(m_config, m_rules, mount);
}

} // namespace nfstuner
