// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace nfstuner {

// One "key = value" line of a sysctl.d file.
struct SysctlAssignment
{
    QString key; // normalised to the /proc/sys path form: "fs/nfs/nfs_congestion_kb"
    QByteArray value;
    QString file; // system path, e.g. /etc/sysctl.d/99-b.conf
    int line = 0;
    bool ignoreFailure = false; // "-key = value"
    bool glob = false;          // the key has * ? or [
};

// The sysctl configuration as systemd-sysctl reads it at boot: *.conf of
// /etc/sysctl.d, /run/sysctl.d, /usr/local/lib/sysctl.d and /usr/lib/sysctl.d,
// a file in an earlier folder shadowing one of the same name in a later
// one, one linked to /dev/null masking it, the rest read in order of name
// across folders; of several assignments of a key the last wins, and an
// explicit key wins over any glob that matches it. /etc/sysctl.conf is
// read only through a link (Debian's /etc/sysctl.d/99-sysctl.conf); set
// there without one, it is named in warnings() (only `sysctl --system`
// reads it).
class SysctlConf
{
    Q_DECLARE_TR_FUNCTIONS(SysctlConf)

public:
    static SysctlConf load(const SystemRoot &root);
    // One file's content alone (named "-" in assignments).
    static SysctlConf parseContent(const QByteArray &content);

    static QStringList folders();
    // "fs.nfs.nfs_congestion_kb" or "fs/nfs/nfs_congestion_kb", as
    // systemd's sysctl_normalize() reads it: "fs/nfs/nfs_congestion_kb".
    static QString normalizedKey(QStringView key);

    // The files read, in order (system paths), masked ones included (as
    // systemd-sysctl --cat-config lists them, empty).
    const QStringList &files() const { return m_files; }
    // What boot sets `key` to; nullopt when nothing does.
    std::optional<SysctlAssignment> effective(QStringView key) const;
    // Every assignment that matches `key`, in the order read.
    QList<SysctlAssignment> history(QStringView key) const;
    QStringList warnings() const { return m_warnings; }
    // One per key, as systemd keeps them, in the order it applies them.
    const QList<SysctlAssignment> &assignments() const { return m_assignments; }

private:
    void parse(const QString &file, const QByteArray &content);

    QStringList m_files;
    QList<SysctlAssignment> m_assignments; // as systemd keeps them: one per key, in apply order
    QList<SysctlAssignment> m_history;     // every assignment, in the order read
    QStringList m_warnings;
};

} // namespace nfstuner
