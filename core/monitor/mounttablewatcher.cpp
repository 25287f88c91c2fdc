// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/mounttablewatcher.h"

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSocketNotifier>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// What tells one version of a file from another: inode, size and mtime
// (empty when it is missing).
QByteArray fileState(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return QByteArray();
    return QByteArray::number(qulonglong(info.st_ino)) + ' ' +
           QByteArray::number(qlonglong(info.st_size)) + ' ' +
           QByteArray::number(qlonglong(info.st_mtim.tv_sec)) + '.' +
           QByteArray::number(qlonglong(info.st_mtim.tv_nsec));
}

} // namespace

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
    // A folder root: its mountinfo is a plain file that tests replace. The
    // folder is watched for a replacement; other files changing in it (such
    // as mountstats, every second) are not a new mount table.
    m_files = new QFileSystemWatcher(this);
    m_files->addPath(QFileInfo(path).path());
    if (QFileInfo::exists(path))
        m_files->addPath(path);
    m_fileState = fileState(path);
    auto rewatch = [this, path] {
        if (QFileInfo::exists(path) && !m_files->files().contains(path))
            m_files->addPath(path);
        const QByteArray state = fileState(path);
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
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace nfstuner
