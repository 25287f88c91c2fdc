// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QCoreApplication>

namespace nfstuner {

// A BDI's readahead in sysfs: ROOT/sys/class/bdi/<maj:min>/read_ahead_kb.
class BdiSysfs
{
    Q_DECLARE_TR_FUNCTIONS(BdiSysfs)

public:
    explicit BdiSysfs(SystemRoot root)
        : m_root(std::move(root))
    {}

    // NotFound when the BDI vanished (e.g. unmounted since the mount table
    // was read); Malformed when the file does not hold a number.
    Result<quint32> readAheadKb(const BdiId &bdi) const;

    // Writes read_ahead_kb and reads it back (the kernel stores whole pages,
    // so the value read may be lower than the one written). The file is
    // opened without following a final symlink and must be a regular file.
    Result<quint32> setReadAheadKb(const BdiId &bdi, quint32 kib) const;

    QString readAheadPath(const BdiId &bdi) const;

private:
    SystemRoot m_root;
};

} // namespace nfstuner
