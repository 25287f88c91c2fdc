// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetreader.h"

#include <QWidget>

class QChart;
class QChartView;
class QDateTimeAxis;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace nfstuner {

// One host's mount over the last day, from Prometheus's range queries:
// the export's read rate on that host (MB/s, left) and the BDI's readahead
// and what the advice recommended (KiB, right), so a change of readahead
// shows beside what it did to the reads.
class FleetHistoryChart : public QWidget
{
    Q_OBJECT

public:
    explicit FleetHistoryChart(QWidget *parent = nullptr);

    void showHistory(const FleetHistory &history);
    // Instead of a chart: nothing selected, reading, or why it failed.
    void showMessage(const QString &text);
    QChartView *chartView() const { return m_view; }
    QString title() const;
    // The lines as drawn (x: ms since the epoch; MB/s or KiB): for tests.
    QList<QPointF> readRatePoints() const;
    QList<QPointF> readAheadPoints() const;
    QList<QPointF> recommendedPoints() const;

private:
    QChart *m_chart;
    QChartView *m_view;
    QLabel *m_title;
    QLineSeries *m_readRate;
    QLineSeries *m_readAhead;
    QLineSeries *m_recommended;
    QDateTimeAxis *m_time;
    QValueAxis *m_rateAxis;
    QValueAxis *m_kibAxis;
};

} // namespace nfstuner
