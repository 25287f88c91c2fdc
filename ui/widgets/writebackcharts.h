// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtCharts/QChartView>

class QDateTimeAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace nfstuner {

class MountMonitor;

// Write-back in flight over clock time: /proc/meminfo's Writeback and Dirty
// against fs.nfs.nfs_congestion_kb, from the monitor's readings. Writers
// wait while Writeback stays at the limit.
class WritebackChart : public QChartView
{
    Q_OBJECT

public:
    explicit WritebackChart(const MountMonitor &monitor, QWidget *parent = nullptr);
    void redraw(int windowSeconds);

    QLineSeries *writebackSeries() const { return m_writeback; }
    QLineSeries *limitSeries() const { return m_limit; }

private:
    const MountMonitor &m_monitor;
    QLineSeries *m_writeback;
    QLineSeries *m_dirty;
    QLineSeries *m_limit;
    QDateTimeAxis *m_time;
    QValueAxis *m_size;
};

// One mount's writes over clock time: what applications wrote (MB/s) and
// the mean WRITE round trip (ms) of each interval that had WRITEs.
class MountWritesChart : public QChartView
{
    Q_OBJECT

public:
    explicit MountWritesChart(const MountMonitor &monitor, QWidget *parent = nullptr);
    // An empty mountpoint: nothing selected.
    void redraw(const QString &mountpoint, int windowSeconds);

    QLineSeries *writeSeries() const { return m_write; }
    QScatterSeries *rttSeries() const { return m_rtt; }

private:
    const MountMonitor &m_monitor;
    QLineSeries *m_write;
    QScatterSeries *m_rtt;
    QDateTimeAxis *m_time;
    QValueAxis *m_rate;
    QValueAxis *m_ms;
};

} // namespace nfstuner
