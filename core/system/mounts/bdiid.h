// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QHashFunctions>
#include <QString>

#include <compare>
#include <optional>

namespace nfstuner {

// A backing device (BDI) name "maj:min". NFS superblocks get an anonymous
// device 0:N, which is the mount's st_dev and the BDI's name in sysfs.
// Readahead belongs to the BDI, so every mount of one superblock shares it.
struct BdiId
{
    quint32 major = 0;
    quint32 minor = 0;

    // Strict: decimal digits, one colon, no signs, no spaces, no leading
    // zeros, each part within the kernel's 12/20-bit limits. Anything else
    // (including "0:29/../x") gives nullopt.
    static std::optional<BdiId> parse(QStringView text);

    QString toString() const;
    friend auto operator<=>(const BdiId &, const BdiId &) = default;
};

inline size_t qHash(const BdiId &bdi, size_t seed = 0)
{
    return qHashMulti(seed, bdi.major, bdi.minor);
}

} // namespace nfstuner
