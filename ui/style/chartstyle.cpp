// SPDX-License-Identifier: GPL-2.0-or-later
#include "style/chartstyle.h"

#include <QtCharts/QChart>

namespace nfstuner::chartstyle {

void apply(QChart *chart, const QPalette &palette)
{
    chart->setTheme(palette.color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark
                                                                      : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette.brush(QPalette::Base));
}

} // namespace nfstuner::chartstyle
