// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace nfstuner::test {

// The real systemd-sysctl run on a root folder's sysctl configuration: in
// private mount and network namespaces the root's /etc/sysctl.d,
// /run/sysctl.d, /usr/local/lib/sysctl.d, /usr/lib/sysctl.d and
// /etc/sysctl.conf are mounted over the system's, `--cat-config` gives the
// files in the order systemd reads them, with their content, and a real run
// sets the namespace's own net.ipv4.ip_default_ttl. Needs root.
struct SystemdSysctl
{
    struct File
    {
        QString path;
        QList<QByteArray> lines; // as --cat-config prints them; line 1 first
    };
    bool ran = false;
    QList<File> files;
    QString ttl; // net.ipv4.ip_default_ttl after systemd-sysctl ran

    static SystemdSysctl run(const QString &root);
    QStringList paths() const;
    // The last "KEY = VALUE" line of `key` (dotted form, no globs): the
    // file, the line within it and the value; empty path when none.
    struct Line
    {
        QString path;
        int line = 0;
        QByteArray value;
    };
    Line lastAssignment(const QByteArray &key) const;
};

} // namespace nfstuner::test
