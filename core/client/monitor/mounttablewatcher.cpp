// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mounttablewatcher.h"

#include "base/clientlogging.h"
#include "base/textfile.h"

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSocketNotifier>

#include <libmount.h>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace nfstuner {

MountTableWatcher::MountTableWatcher(const SystemRoot &root, QObject *parent)
    : QObject(parent)
{
    const QString path = root.path(SystemRoot::mountInfoPath());
    if (root.isRealSystem()) {
        m_monitor = mnt_new_monitor();
        int fd = m_monitor ? mnt_monitor_enable_kernel(m_monitor, 1) : -ENOMEM;
        if (fd == 0)
            fd = mnt_monitor_get_fd(m_monitor);
        if (fd < 0) {
            qCWarning(lcMonitor, "cannot watch the mount table: %s", strerror(-fd));
            return;
        }
        // The monitor's descriptor is an epoll set: readable when the table changed.
        m_notifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &MountTableWatcher::drainMonitor);
        return;
    }
    // A folder root: its mountinfo is a plain file that tests replace. The
    // folder is watched for a replacement; other files changing in it (such
    // as mountstats, every second) are not a new mount table.
    m_files = new QFileSystemWatcher(this);
    m_files->addPath(QFileInfo(path).path());
    if (QFileInfo::exists(path))
        m_files->addPath(path);
    m_fileState = fileVersion(path);
    auto rewatch = [this, path] {
        if (QFileInfo::exists(path) && !m_files->files().contains(path))
            m_files->addPath(path);
        const QByteArray state = fileVersion(path);
        if (state == m_fileState)
            return;
        m_fileState = state;
        emit changed();
    };
    connect(m_files, &QFileSystemWatcher::fileChanged, this, rewatch);
    connect(m_files, &QFileSystemWatcher::directoryChanged, this, rewatch);
}

MountTableWatcher::~MountTableWatcher()
{
    delete m_notifier;
    mnt_unref_monitor(m_monitor);
}

void MountTableWatcher::drainMonitor()
{
    // One signal for however many mounts and unmounts came together.
    int changes = 0;
    while (mnt_monitor_next_change(m_monitor, nullptr, nullptr) == 0)
        ++changes;
    qCDebug(lcMonitor, "mount table changed (%d events)", changes);
    if (changes > 0)
        emit changed();
}

} // namespace nfstuner
