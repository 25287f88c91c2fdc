// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/tuninglimits.h"
#include "tuning/tuningrequests.h"

#include <QtGlobal>

#include <algorithm>

namespace nfstuner::BusGuard {

// What the helper reads of one incoming call or signal: no call the
// contract allows comes near it (ListReaders' 64 paths of 4096 characters
// are at most 768 KiB of UTF-8); the bus itself passes up to 32 MiB.
constexpr qint64 MaxIncomingBytes = 1024 * 1024;
// Elements of any one array in it: the most the methods take (keys of a
// config write, mountpoints of ListReaders). Counted only this far, so a
// million small elements cost no more than 65.
constexpr qsizetype MaxArrayElements =
    std::max(TuningLimits::MaxConfigKeys, ReadersRequest::MaxMountpoints);

// Whether the guard stands on the libdbus connection
// (QDBusConnection::internalPointer()) ahead of QtDBus: the helper does not
// start without it.
bool guards(const void *connection);

} // namespace nfstuner::BusGuard
