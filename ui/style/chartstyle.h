// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPalette>

class QChart;
class QChartView;
class QString;
class QValueAxis;

namespace nfstuner::chartstyle {

// A chart's own colours follow the application's palette: the dark or light
// theme by the window's lightness, the plot on the palette's base.
void apply(QChart *chart, const QPalette &palette);
// A page's small chart: antialiased, at least `minimumHeight` high, named
// for screen readers, its legend on top, thin margins, the palette's colours.
void setUp(QChartView *view, const QString &accessibleName, int minimumHeight);
// A value axis from 0 to a little above `peak`, in nice numbers. Rescaling
// lays the chart out again: only when the peak leaves the range or falls
// well inside it.
void fit(QValueAxis *axis, double peak);

} // namespace nfstuner::chartstyle
