// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleethistorychart.h"

#include "style/chartstyle.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace nfstuner {

namespace {

// The samples as points, scaled; NaN and infinities (a rate over a counter
// reset) left out rather than drawn as spikes. Returns the largest value.
double fill(QLineSeries *series, const QList<PromSample> &samples, double scale)
{
    QList<QPointF> points;
    points.reserve(samples.size());
    double top = 0;
    for (const PromSample &sample : samples) {
        if (!std::isfinite(sample.value))
            continue;
        const double value = sample.value / scale;
        points.append(QPointF(double(sample.timestampMs), value));
        top = std::max(top, value);
    }
    series->replace(points);
    return top;
}

} // namespace

FleetHistoryChart::FleetHistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_title(new QLabel(this))
    , m_readRate(new QLineSeries)
    , m_readAhead(new QLineSeries)
    , m_recommended(new QLineSeries)
    , m_time(new QDateTimeAxis)
    , m_rateAxis(new QValueAxis)
    , m_kibAxis(new QValueAxis)
{
    m_readRate->setName(tr("Read MB/s"));
    m_readAhead->setName(tr("Readahead KiB"));
    m_recommended->setName(tr("Advised KiB"));
    m_time->setFormat(QStringLiteral("HH:mm"));
    m_rateAxis->setTitleText(tr("MB/s"));
    m_rateAxis->setLabelFormat(QStringLiteral("%.4g"));
    m_kibAxis->setTitleText(tr("KiB"));
    m_kibAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    m_chart->addAxis(m_kibAxis, Qt::AlignRight);
    for (QLineSeries *series : {m_readRate, m_readAhead, m_recommended}) {
        m_chart->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(series == m_readRate ? m_rateAxis : m_kibAxis);
    }
    QPen dashed = m_recommended->pen();
    dashed.setStyle(Qt::DashLine);
    m_recommended->setPen(dashed);
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    chartstyle::apply(m_chart, palette());
    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("history"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(140);
    m_view->setAccessibleName(tr("A host's mount over the last day"));
    m_title->setObjectName(QStringLiteral("historyTitle"));
    m_title->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    showMessage(tr("Select a mount to see its last day."));
}

void FleetHistoryChart::showMessage(const QString &text)
{
    m_title->setText(text);
    for (QLineSeries *series : {m_readRate, m_readAhead, m_recommended})
        series->clear();
    // No day to show: no axes either (their labels would count nothing).
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_time), static_cast<QAbstractAxis *>(m_rateAxis),
          static_cast<QAbstractAxis *>(m_kibAxis)})
        axis->setVisible(false);
}

void FleetHistoryChart::showHistory(const FleetHistory &history)
{
    m_title->setText(tr("%1 on %2, %3 to %4")
                         .arg(history.mountpoint, history.instance,
                              QLocale().toString(history.start, QLocale::ShortFormat),
                              QLocale().toString(history.end, QLocale::ShortFormat)));
    const double rateTop = fill(m_readRate, history.readBytesPerSecond, 1e6);
    const double kibTop = std::max(fill(m_readAhead, history.readAheadBytes, 1024),
                                   fill(m_recommended, history.recommendedBytes, 1024));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_time), static_cast<QAbstractAxis *>(m_rateAxis),
          static_cast<QAbstractAxis *>(m_kibAxis)})
        axis->setVisible(true);
    m_time->setRange(history.start, history.end);
    m_rateAxis->setRange(0, rateTop > 0 ? rateTop * 1.1 : 1);
    m_rateAxis->applyNiceNumbers();
    m_kibAxis->setRange(0, kibTop > 0 ? kibTop * 1.1 : 1);
    m_kibAxis->applyNiceNumbers();
    if (m_readRate->count() + m_readAhead->count() == 0)
        m_title->setText(m_title->text() + u' ' +
                         tr("(Prometheus has no samples of it in this time)"));
}

QString FleetHistoryChart::title() const
{
    return m_title->text();
}

QList<QPointF> FleetHistoryChart::readRatePoints() const
{
    return m_readRate->points();
}

QList<QPointF> FleetHistoryChart::readAheadPoints() const
{
    return m_readAhead->points();
}

QList<QPointF> FleetHistoryChart::recommendedPoints() const
{
    return m_recommended->points();
}

} // namespace nfstuner
