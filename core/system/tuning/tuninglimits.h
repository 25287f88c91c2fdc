// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

// What the privileged helper accepts, in one place: the helper, the CLI,
// the window's fields and the config checks all take their bounds here.
namespace nfstuner::TuningLimits {
constexpr quint32 MaxReadaheadKib = 1024 * 1024; // 1 GiB
// Keys in one config write: nfs, nfs4, default and [nfs-tuner] rules.
constexpr qsizetype MaxConfigKeys = 64;
} // namespace nfstuner::TuningLimits
