// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/diagnosischarts.h"

#include "style/chartstyle.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace nfstuner {

namespace {

double valueOf(const std::optional<double> &value)
{
    return value.value_or(0);
}

} // namespace

TimeSplitChart::TimeSplitChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_series(new QHorizontalStackedBarSeries)
    , m_ms(new QValueAxis)
{
    setObjectName(QStringLiteral("timeSplitChart"));
    for (const QString &name : {tr("Queued"), tr("Network"), tr("Transfer"), tr("Server")}) {
        auto *set = new QBarSet(name);
        set->append({0, 0});
        m_sets.append(set);
        m_series->append(set);
    }
    chart()->addSeries(m_series);
    auto *ops = new QBarCategoryAxis;
    ops->append({tr("Metadata"), tr("READ")});
    chart()->addAxis(ops, Qt::AlignLeft);
    m_series->attachAxis(ops);
    m_ms->setTitleText(tr("ms per op"));
    m_ms->setLabelFormat(QStringLiteral("%.3g"));
    m_ms->setRange(0, 1);
    chart()->addAxis(m_ms, Qt::AlignBottom);
    m_series->attachAxis(m_ms);
    chartstyle::setUp(this, tr("Where each op's time goes"), 170);
}

void TimeSplitChart::show(const DiagnosisEvidence *e)
{
    // Bars: index 0 metadata, 1 READ. The network is the floor (the cheap
    // ops' round trip); a READ's transfer and the server's share follow it.
    double read[4] = {}, metadata[4] = {};
    if (e) {
        const double floor = valueOf(e->floorRttMs);
        read[0] = valueOf(e->readQueueMs);
        read[1] = e->readRttMs ? std::min(floor, *e->readRttMs) : 0;
        read[2] = valueOf(e->readTransferMs);
        read[3] = valueOf(e->readServerMs);
        if (e->metadataRttMs) {
            metadata[0] = std::max(0.0, valueOf(e->metadataExecuteMs) - *e->metadataRttMs);
            metadata[1] = std::min(floor, *e->metadataRttMs);
            metadata[3] = std::max(0.0, *e->metadataRttMs - floor);
        }
    }
    double peak = 0, readSum = 0, metadataSum = 0;
    for (int part = 0; part < 4; ++part) {
        m_sets[part]->replace(0, metadata[part]);
        m_sets[part]->replace(1, read[part]);
        readSum += read[part];
        metadataSum += metadata[part];
    }
    peak = std::max(readSum, metadataSum);
    chartstyle::fit(m_ms, peak);
}

QList<double> TimeSplitChart::readParts() const
{
    QList<double> parts;
    for (const QBarSet *set : m_sets)
        parts.append(set->at(1));
    return parts;
}

QList<double> TimeSplitChart::metadataParts() const
{
    QList<double> parts;
    for (const QBarSet *set : m_sets)
        parts.append(set->at(0));
    return parts;
}

void TimeSplitChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        chartstyle::apply(chart(), palette());
}

InFlightChart::InFlightChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_inFlight(new QLineSeries)
    , m_backlog(new QLineSeries)
    , m_time(new QValueAxis)
    , m_count(new QValueAxis)
{
    setObjectName(QStringLiteral("inFlightChart"));
    m_inFlight->setName(tr("READs in flight"));
    m_backlog->setName(tr("Waiting for a slot"));
    chart()->addSeries(m_inFlight);
    chart()->addSeries(m_backlog);
    m_time->setTitleText(tr("Seconds ago"));
    m_time->setLabelFormat(QStringLiteral("%.0f"));
    m_time->setRange(-300, 0);
    chart()->addAxis(m_time, Qt::AlignBottom);
    m_count->setTitleText(tr("Requests"));
    m_count->setLabelFormat(QStringLiteral("%.3g"));
    m_count->setRange(0, 1);
    chart()->addAxis(m_count, Qt::AlignLeft);
    for (QLineSeries *series : {m_inFlight, m_backlog}) {
        series->attachAxis(m_time);
        series->attachAxis(m_count);
    }
    chartstyle::setUp(this, tr("READs in flight and requests waiting for a slot"), 170);
}

void InFlightChart::show(const QList<DiagnosisPoint> &points, qint64 nowMs)
{
    QList<QPointF> inFlight, backlog;
    double peak = 0, oldest = 0;
    for (const DiagnosisPoint &point : points) {
        const double ago = double(point.atMs - nowMs) / 1000;
        oldest = std::min(oldest, ago);
        inFlight.append({ago, valueOf(point.readsInFlight)});
        backlog.append({ago, valueOf(point.backlogPerSend)});
        peak = std::max({peak, valueOf(point.readsInFlight), valueOf(point.backlogPerSend)});
    }
    m_inFlight->replace(inFlight);
    m_backlog->replace(backlog);
    m_time->setRange(std::min(-60.0, oldest), 0);
    chartstyle::fit(m_count, peak);
}

int InFlightChart::pointCount() const
{
    return int(m_inFlight->count());
}

void InFlightChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        chartstyle::apply(chart(), palette());
}

} // namespace nfstuner
