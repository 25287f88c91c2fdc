// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QIcon>
#include <QPalette>

namespace nfstuner::icons {

// "Shared": two overlapping rings, drawn in the palette's text colour, for
// mounts that share one BDI (a file-link icon read as a shortcut).
QIcon sharedBdi(const QPalette &palette);

} // namespace nfstuner::icons
