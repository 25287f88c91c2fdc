// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"

#include <QHash>

#include <functional>

namespace nfstuner {

// Advice for each BDI of the mount table, in table order, judged on the
// read window of its mounts (mounts of one superblock share one BDI and one
// set of counters: any of them speaks for all). `only`: the BDIs of these
// mountpoints; empty for all. `measured`, when given, tells what the
// throughput memory holds for a device, with the window just judged (which
// it may record first).
using MeasuredLookup = std::function<QList<MeasuredValue>(
    const NfsMount &mount, std::optional<quint32> readAheadKib, const ReadWindow &window)>;
// `readers`: who read each mountpoint over the window, as the window's
// advice weighs them (ReadersService::sharesOf).
QList<BdiAdvice> adviseMounts(const NfsMountTable &table, const BdiSysfs &sysfs,
                              const QHash<QString, ReadWindow> &windowByMountpoint,
                              const QStringList &only = {}, const MeasuredLookup &measured = {},
                              const QHash<QString, QList<ReaderShare>> &readers = {});

} // namespace nfstuner
