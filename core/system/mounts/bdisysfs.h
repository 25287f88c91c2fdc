// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/bdiid.h"

#include <QCoreApplication>

#include <functional>

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
    // The same for each of many BDIs (a table of ten thousand every few
    // seconds), the sysfs folder opened once and each file by its name in it.
    void readAheadKbOfEach(
        const QList<BdiId> &bdis,
        const std::function<void(const BdiId &, const Result<quint32> &)> &take) const;

    // Writes read_ahead_kb and reads it back (the kernel stores whole pages,
    // so the value read may be lower than the one written). The file is
    // opened without following a final symlink and must be a regular file.
    Result<quint32> setReadAheadKb(const BdiId &bdi, quint32 kib) const;

    QString readAheadPath(const BdiId &bdi) const;

private:
    static constexpr qsizetype MaxBytes = 64; // a number and a newline, with room
    Result<quint32> readAheadKbIn(int bdiFolder, const BdiId &bdi) const;
    Result<quint32> number(QByteArrayView content, const BdiId &bdi) const;

    SystemRoot m_root;
};

} // namespace nfstuner
