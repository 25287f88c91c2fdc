// SPDX-License-Identifier: GPL-2.0-or-later
#include "style/chartstyle.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace nfstuner::chartstyle {

void apply(QChart *chart, const QPalette &palette)
{
    chart->setTheme(palette.color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark
                                                                      : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette.brush(QPalette::Base));
}

void setUp(QChartView *view, const QString &accessibleName, int minimumHeight)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(minimumHeight);
    view->setAccessibleName(accessibleName);
    view->chart()->legend()->setAlignment(Qt::AlignTop);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    apply(view->chart(), view->palette());
}

void fit(QValueAxis *axis, double peak)
{
    peak = std::max(peak, 1e-3);
    if (peak > axis->max() || peak < axis->max() / 3) {
        axis->setRange(0, peak * 1.15);
        axis->applyNiceNumbers();
        axis->setMin(0);
    }
}

} // namespace nfstuner::chartstyle
