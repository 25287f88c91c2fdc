// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/logging.h"

namespace nfstuner {
// Information and above by default; debug on request through QT_LOGGING_RULES.
Q_LOGGING_CATEGORY(lcConf, "nfstuner.core.conf", QtInfoMsg)
// The audit log (AuditLog) records every decision regardless.
Q_LOGGING_CATEGORY(lcHelper, "nfstuner.helper", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMounts, "nfstuner.core.mounts", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTuning, "nfstuner.core.tuning", QtInfoMsg)
} // namespace nfstuner
