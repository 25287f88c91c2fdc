// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace nfstuner {

// The one place every system path goes through. The default root "/" is the
// running system; tests and the demo use a folder laid out like a filesystem
// (ROOT/proc/self/mountinfo, ROOT/sys/class/bdi/..., ROOT/etc/nfs.conf).
class SystemRoot
{
public:
    explicit SystemRoot(const QString &root = QStringLiteral("/"));

    // The real path of an absolute system path such as "/proc/self/mountinfo".
    QString path(const QString &systemPath) const;

    const QString &root() const { return m_root; }
    bool isRealSystem() const { return m_root.isEmpty(); }

    static QString mountInfoPath() { return QStringLiteral("/proc/self/mountinfo"); }
    static QString mountStatsPath() { return QStringLiteral("/proc/self/mountstats"); }
    static QString nfsConfPath() { return QStringLiteral("/etc/nfs.conf"); }

private:
    QString m_root; // without a trailing slash; empty for "/"
};

} // namespace nfstuner
