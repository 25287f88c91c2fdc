// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QByteArray>
#include <QObject>

class QFileSystemWatcher;
class QSocketNotifier;
struct libmnt_monitor;

namespace nfstuner {

// Tells when the mount table changes. On the real system that is libmount's
// monitor of the kernel's mount table (what nfsrahead and findmnt --poll use);
// a root that is a plain folder (tests, the demo) is watched as files instead.
class MountTableWatcher : public QObject
{
    Q_OBJECT

public:
    explicit MountTableWatcher(const SystemRoot &root, QObject *parent = nullptr);
    ~MountTableWatcher() override;

signals:
    void changed();

private:
    void drainMonitor();

    libmnt_monitor *m_monitor = nullptr;
    QSocketNotifier *m_notifier = nullptr;
    QFileSystemWatcher *m_files = nullptr;
    QByteArray m_fileState; // of a folder root's mountinfo: inode, size, mtime
};

} // namespace nfstuner
