// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QHash>
#include <QString>

namespace nfstuner {

// The processes behind the demo's simulated reads, laid out under the demo
// root's /proc as the kernel shows them, so that the Readers page and
// `top --root` find them: on each mount that reads, a sequential reader of
// 64 KiB calls (most of the bytes), a database's 4 KiB preads (the rest)
// and a pager with a file open, idle. Their counters add up to what the
// mount's own counters say was read.
class DemoReaders
{
public:
    explicit DemoReaders(SystemRoot root);

    // The mount (its first mountpoint and mount id) read `bytes` more.
    void advance(qint32 mountId, const QString &mountpoint, double bytes, double uptimeSeconds);

    // Share of a mount's reads the sequential reader makes.
    static constexpr double SequentialShare = 0.85;

private:
    struct Reader
    {
        quint32 pid = 0;
        double chars = 0, calls = 0, fetched = 0, position = 0;
    };
    struct MountReaders
    {
        Reader stream, database, pager;
    };
    void write(const Reader &reader, quint32 uid, const char *command, qint32 mountId,
               const QByteArray &file, bool positional) const;

    SystemRoot m_root;
    QHash<qint32, MountReaders> m_mounts;
    quint32 m_nextPid = 2101;
};

} // namespace nfstuner
