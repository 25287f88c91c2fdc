// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/clientlogging.h"

namespace nfstuner {
// Information and above by default; debug on request through QT_LOGGING_RULES.
Q_LOGGING_CATEGORY(lcDbus, "nfstuner.core.dbus", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMonitor, "nfstuner.core.monitor", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStats, "nfstuner.core.stats", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "nfstuner.ui", QtInfoMsg)
} // namespace nfstuner
