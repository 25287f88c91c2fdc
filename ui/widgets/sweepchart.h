// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "sweep/sweepresult.h"

#include <QtCharts/QChartView>

#include <optional>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace nfstuner {

// MB/s against readahead on a log axis, each point labelled with its
// figure, the knee marked: a sweep's medians, or what a tune measured.
// Colours follow the palette.
class SweepChart : public QChartView
{
    Q_OBJECT

public:
    explicit SweepChart(QWidget *parent = nullptr);

    void setPoints(const QList<SweepPoint> &points, std::optional<qsizetype> knee);
    // (KiB, bytes per second), ascending by KiB; the rates' legend name.
    void setRates(const QList<QPointF> &rates, std::optional<qsizetype> knee);
    void setRateName(const QString &name);

    // For tests: the plotted medians and the knee as (KiB, MB/s).
    QList<QPointF> plotted() const;
    std::optional<QPointF> kneeMark() const;

private:
    QLineSeries *m_line;
    QScatterSeries *m_points;
    QScatterSeries *m_knee;
    QLogValueAxis *m_readahead;
    QValueAxis *m_rate;
};

} // namespace nfstuner
