// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/sweepchart.h"

#include "style/chartstyle.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace nfstuner {

SweepChart::SweepChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_line(new QLineSeries)
    , m_points(new QScatterSeries)
    , m_knee(new QScatterSeries)
    , m_readahead(new QLogValueAxis)
    , m_rate(new QValueAxis)
{
    setObjectName(QStringLiteral("sweepChart"));
    setAccessibleName(tr("Read throughput against readahead"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 260);
    QChart *plot = chart();
    chartstyle::apply(plot, palette());
    m_line->setName(tr("Median MB/s"));
    m_points->setName(tr("Median MB/s"));
    m_knee->setName(tr("Knee"));
    m_points->setMarkerSize(8);
    m_knee->setMarkerSize(16);
    m_knee->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_knee->setColor(palette().color(QPalette::Highlight));
    m_knee->setBorderColor(palette().color(QPalette::WindowText));
    m_points->setPointLabelsVisible(true);
    m_points->setPointLabelsFormat(QStringLiteral("@yPoint"));
    m_points->setPointLabelsColor(palette().color(QPalette::Text));
    m_points->setPointLabelsClipping(false);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_line), static_cast<QAbstractSeries *>(m_points),
          static_cast<QAbstractSeries *>(m_knee)})
        plot->addSeries(series);
    m_readahead->setBase(2);
    m_readahead->setLabelFormat(QStringLiteral("%g"));
    m_readahead->setTitleText(tr("Readahead (KiB)"));
    m_rate->setTitleText(tr("MB/s"));
    m_rate->setLabelFormat(QStringLiteral("%.0f"));
    plot->addAxis(m_readahead, Qt::AlignBottom);
    plot->addAxis(m_rate, Qt::AlignLeft);
    for (QAbstractSeries *series : plot->series()) {
        series->attachAxis(m_readahead);
        series->attachAxis(m_rate);
    }
    // One legend entry for the line and its points.
    plot->legend()->markers(m_line).first()->setVisible(false);
    plot->legend()->setAlignment(Qt::AlignBottom);
    setPoints({}, std::nullopt);
}

void SweepChart::setPoints(const QList<SweepPoint> &points, std::optional<qsizetype> knee)
{
    QList<QPointF> rates;
    for (const SweepPoint &point : points)
        rates.append({double(point.requestedKib), point.medianMegabytesPerSecond() * 1e6});
    setRates(rates, knee);
}

void SweepChart::setRateName(const QString &name)
{
    m_line->setName(name);
    m_points->setName(name);
}

void SweepChart::setRates(const QList<QPointF> &rates, std::optional<qsizetype> knee)
{
    QList<QPointF> medians;
    double best = 0;
    for (const QPointF &point : rates) {
        const double rate = std::round(point.y() / 1e5) / 10; // MB/s to a tenth
        medians.append({point.x(), rate});
        best = std::max(best, rate);
    }
    m_line->replace(medians);
    m_points->replace(medians);
    m_knee->clear();
    if (knee && *knee < medians.size())
        m_knee->append(medians[*knee]);
    double low = 64, high = 16384;
    if (!medians.isEmpty()) {
        low = std::min(low, medians.first().x() / 2);
        high = std::max(high, medians.last().x() * 2);
    }
    m_readahead->setRange(low, high);
    m_rate->setRange(0, best > 0 ? best * 1.2 : 100);
    m_rate->applyNiceNumbers();
}

QList<QPointF> SweepChart::plotted() const
{
    return m_points->points();
}

std::optional<QPointF> SweepChart::kneeMark() const
{
    if (m_knee->count() == 0)
        return std::nullopt;
    return m_knee->at(0);
}

} // namespace nfstuner
