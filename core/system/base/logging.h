// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QLoggingCategory>

// core/system's logging categories (the client's are in core/client's
// base/clientlogging.h). Debug output is off unless asked for, e.g.
//   QT_LOGGING_RULES='nfstuner.*.debug=true' nfs-tuner
// which explains a field report: what was read, what changed, what was decided.
namespace nfstuner {
Q_DECLARE_LOGGING_CATEGORY(lcConf)   // nfstuner.core.conf: nfs.conf files and the values that win
Q_DECLARE_LOGGING_CATEGORY(lcHelper) // nfstuner.helper: the helper's calls, polkit's answers
Q_DECLARE_LOGGING_CATEGORY(lcMounts) // nfstuner.core.mounts: the mount table and BDIs read
Q_DECLARE_LOGGING_CATEGORY(lcTuning) // nfstuner.core.tuning: readahead changes
} // namespace nfstuner
