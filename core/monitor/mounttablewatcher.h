// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QByteArray>
#include <QObject>

class QFileSystemWatcher;
class QSocketNotifier;

namespace nfstuner {

// Tells when the mount table changes. The kernel signals that with POLLPRI
// on an open /proc/self/mountinfo (what findmnt --poll and systemd use), a
// QSocketNotifier of type Exception here; a root that is a plain folder
// (tests, the demo) is watched as files instead.
class MountTableWatcher : public QObject
{
    Q_OBJECT

public:
    explicit MountTableWatcher(const SystemRoot &root, QObject *parent = nullptr);
    ~MountTableWatcher() override;

signals:
    void changed();

private:
    int m_fd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QFileSystemWatcher *m_files = nullptr;
    QByteArray m_fileState; // of a folder root's mountinfo: inode, size, mtime
};

} // namespace nfstuner
