// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mounttablewatcher.h"

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSocketNotifier>

#include <fcntl.h>
#include <unistd.h>

namespace nfstuner {

MountTableWatcher::MountTableWatcher(const SystemRoot &root, QObject *parent)
    : QObject(parent)
{
    const QString path = root.path(SystemRoot::mountInfoPath());
    if (root.isRealSystem()) {
        m_fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
        if (m_fd >= 0) {
            m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Exception, this);
            connect(m_notifier, &QSocketNotifier::activated, this, &MountTableWatcher::changed);
        }
        return;
    }
    // A folder root: its mountinfo is a plain file that tests replace.
    m_files = new QFileSystemWatcher(this);
    m_files->addPath(QFileInfo(path).path());
    if (QFileInfo::exists(path))
        m_files->addPath(path);
    auto rewatch = [this, path] {
        if (QFileInfo::exists(path) && !m_files->files().contains(path))
            m_files->addPath(path);
        emit changed();
    };
    connect(m_files, &QFileSystemWatcher::fileChanged, this, rewatch);
    connect(m_files, &QFileSystemWatcher::directoryChanged, this, rewatch);
}

MountTableWatcher::~MountTableWatcher()
{
    delete m_notifier;
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace nfstuner
