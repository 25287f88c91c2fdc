// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPalette>

class QChart;

namespace nfstuner::chartstyle {

// A chart's own colours follow the application's palette: the dark or light
// theme by the window's lightness, the plot on the palette's base.
void apply(QChart *chart, const QPalette &palette);

} // namespace nfstuner::chartstyle
