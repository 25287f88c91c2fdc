// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPalette>

namespace nfstuner {

// Dark window and base colours with light text: what dark desktop themes
// hand to Qt applications (--dark, to see a dark theme anywhere).
QPalette darkPalette();

} // namespace nfstuner
