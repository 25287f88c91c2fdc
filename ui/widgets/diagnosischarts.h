// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/diagnosistracker.h"

#include <QtCharts/QChartView>

class QBarSet;
class QBarCategoryAxis;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;

namespace nfstuner {

// Where a READ's time goes, and a metadata op's: queued in the client, on
// the network (the floor), in transfer, at the server; in ms per op, as
// stacked bars, from the diagnosis's evidence.
class TimeSplitChart : public QChartView
{
    Q_OBJECT

public:
    explicit TimeSplitChart(QWidget *parent = nullptr);
    void show(const DiagnosisEvidence *evidence); // nullptr: empty
    // Each bar's parts as shown, for tests: queue, floor, transfer, server.
    QList<double> readParts() const;
    QList<double> metadataParts() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QHorizontalStackedBarSeries *m_series;
    QList<QBarSet *> m_sets; // queue, network, transfer, server
    QValueAxis *m_ms;
};

// READs in flight and requests waiting for a slot at each send, sample by
// sample over the diagnosis's course.
class InFlightChart : public QChartView
{
    Q_OBJECT

public:
    explicit InFlightChart(QWidget *parent = nullptr);
    void show(const QList<DiagnosisPoint> &points, qint64 nowMs);
    int pointCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QLineSeries *m_inFlight;
    QLineSeries *m_backlog;
    QValueAxis *m_time;
    QValueAxis *m_count;
};

} // namespace nfstuner
