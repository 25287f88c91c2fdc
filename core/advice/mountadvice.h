// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"

#include <QHash>

namespace nfstuner {

// Advice for each BDI of the mount table, in table order, judged on the
// read window of its mounts (mounts of one superblock share one BDI and one
// set of counters: any of them speaks for all). `only`: the BDIs of these
// mountpoints; empty for all.
QList<BdiAdvice> adviseMounts(const NfsMountTable &table, const BdiSysfs &sysfs,
                              const QHash<QString, ReadWindow> &windowByMountpoint,
                              const QStringList &only = {});

} // namespace nfstuner
