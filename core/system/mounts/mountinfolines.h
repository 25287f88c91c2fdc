// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdiid.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace nfstuner {

// mountinfo sorted before libmount sees it. libmount makes a full entry of
// every line (a dozen strings) and has no public filter, while a build host
// has two other mounts for each NFS one: the NFS lines go to libmount as
// they are, and of every other line only its device and type are taken.
struct MountInfoLines
{
    struct Other
    {
        BdiId bdi;
        QLatin1StringView fstype; // a view into the file's bytes
    };

    QByteArray nfsLines;
    qsizetype nfsLineCount = 0;
    QList<Other> others; // in file order

    // nullopt unless every line is laid out exactly as the kernel writes it
    // (fields one space apart, numbers as digits): anything else is left to
    // libmount, whose errors name the line.
    static std::optional<MountInfoLines> split(QByteArrayView content);
};

} // namespace nfstuner
