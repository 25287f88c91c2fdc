// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

// What the privileged helper accepts, in one place: the helper, the CLI,
// the window's fields and the config checks all take their bounds here.
namespace nfstuner::TuningLimits {
constexpr quint32 MaxReadaheadKib = 1024 * 1024; // 1 GiB
constexpr qsizetype MaxConfigKeys = 3;           // nfs, nfs4, default
} // namespace nfstuner::TuningLimits
