// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/logging.h"

// The client's own logging categories, beside core/system's (base/logging.h),
// which the programs that run as root share. Debug output on request:
//   QT_LOGGING_RULES='nfstuner.*.debug=true' nfs-tuner
namespace nfstuner {
Q_DECLARE_LOGGING_CATEGORY(lcDbus)    // nfstuner.core.dbus: calls to the helper
Q_DECLARE_LOGGING_CATEGORY(lcMonitor) // nfstuner.core.monitor: mount table changes, advice
Q_DECLARE_LOGGING_CATEGORY(lcStats)   // nfstuner.core.stats: mountstats samples and resets
Q_DECLARE_LOGGING_CATEGORY(lcUi)      // nfstuner.ui: the window's session and what it opens
} // namespace nfstuner
