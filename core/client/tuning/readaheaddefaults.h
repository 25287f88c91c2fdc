// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

// The kernel's readahead for an NFS mount: 128 KiB since Linux 5.4
// (VM_READAHEAD_PAGES), 15 x rsize before (NFS_MAX_READAHEAD). Facts the
// advice, the sweep's and the tune's ladders and the window all start from,
// below each of them.
namespace nfstuner::ReadaheadDefaults {

inline constexpr quint32 KernelKib = 128;
inline constexpr quint32 ClassicRsizeMultiple = 15;

// The pre-5.4 default, 15 x rsize, in KiB.
constexpr quint32 classicKib(quint32 rsizeBytes)
{
    return quint32((quint64(rsizeBytes) * ClassicRsizeMultiple) / 1024);
}

} // namespace nfstuner::ReadaheadDefaults
