// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace nfstuner::bench {

// A system root the size of a big autofs client, made of blocks cloned from
// the real-kernel fixtures (tests/fixtures/roots/traffic): NFSv3 and v4.2
// mounts with their mountinfo lines, mountstats blocks and BDIs, every
// tenth sharing its predecessor's superblock, between other mounts (tmpfs,
// proc, 9p, ...) as a busy machine has them.
class BenchRoot
{
public:
    struct Layout
    {
        int nfsMounts = 1000;
        int otherMounts = 2000;
    };

    explicit BenchRoot(Layout layout);

    // Writes ROOT/proc/self/{mountinfo,mountstats}, ROOT/sys/class/bdi/*/
    // read_ahead_kb and ROOT/etc/nfs.conf. False with `error` set on failure.
    bool write(const QString &root, QString *error) const;
    // Replaces ROOT/proc/self/mountstats atomically with the counters after
    // `seconds` of steady reads and writes on every NFS mount.
    bool writeMountStats(const QString &root, int seconds, QString *error) const;

    QByteArray mountInfo() const;
    // Each NFS mount reads and writes at its own steady rate: after
    // `seconds` its counters are those of the template times (seconds + 1).
    QByteArray mountStats(int seconds) const;
    const Layout &layout() const { return m_layout; }
    static QString nfsMountPoint(int index);

private:
    Layout m_layout;
    QByteArray m_nfs3Block, m_nfs4Block;     // mountstats templates, header cut
    QByteArray m_nfs3Options, m_nfs4Options; // mountinfo super options
    QList<QByteArray> m_otherLines;          // mountinfo templates
};

// An nfs.conf of about `lines` lines shaped like Debian's: sections with
// settings, commented examples, blank lines, and [nfsrahead] at the end.
QByteArray generatedNfsConf(int lines);

// Writes a file, creating its folder; false with `error` set on failure.
bool writeFileAt(const QString &path, const QByteArray &content, QString *error);

} // namespace nfstuner::bench
