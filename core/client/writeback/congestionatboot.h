// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "tuning/tuningbackend.h"

// Keeping the write-back limit for boot, decided once for the window and
// the CLI: the project's sysctl drop-in takes effect only when no sysctl.d
// file read after it sets the key too, and it is written as the caller
// saw it (its SHA-256 makes a change meanwhile a Conflict).
namespace nfstuner::CongestionAtBoot {

// Conflict, naming the file and line that would win, when a value kept in
// the drop-in would not take effect at boot.
Result<void> takesEffect(const SystemRoot &root);

// Keeps `kib` in the drop-in (0 removes it) through `backend`: refused when
// it would not take effect; answers the new file's SHA-256.
void keep(TuningBackend &backend, const SystemRoot &root, quint32 kib, QObject *context,
          TuningBackend::Done<QByteArray> done);

} // namespace nfstuner::CongestionAtBoot
