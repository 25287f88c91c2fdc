// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mounts/bdiid.h"

#include <QWidget>

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QDateTimeAxis;
class QHBoxLayout;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace nfstuner {

class MountMonitor;

// The selected mount's throughput over clock time (QtCharts), read and
// write, at application or wire level, over 1 min, 10 min or 1 h, with
// a marker where its readahead changed (and the average read rate before
// and after), and the per-op figures of the last interval. It looks the
// mount up in the monitor each time it draws: nothing is kept that the
// next sample could take away.
class ThroughputPane : public QWidget
{
    Q_OBJECT

public:
    explicit ThroughputPane(const MountMonitor &monitor, QWidget *parent = nullptr);

    // What to show; an empty mountpoint when no mount is selected.
    void showMount(const QString &mountpoint, const BdiId &bdi);
    // Draws again from the monitor's latest samples.
    void refresh();

    int windowSeconds() const;
    void setWindowSeconds(int seconds);
    bool wireLevel() const;
    void setWireLevel(bool wire);
    QChartView *chartView() const { return m_view; }

signals:
    void optionsChanged();

private:
    // The constructor's parts: the chart, the controls above it, the
    // figures beside it.
    void buildChart();
    QHBoxLayout *buildControls();
    QWidget *buildFigures();
    void redraw();
    void updateFigures();
    void updateMarkers(qint64 sinceMs, qint64 nowMs, double top);

    const MountMonitor &m_monitor;
    QString m_mountpoint;
    BdiId m_bdi;

    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_read;
    QLineSeries *m_write;
    QList<QLineSeries *> m_markers;
    QDateTimeAxis *m_time;
    QValueAxis *m_rate;
    QCheckBox *m_wire;
    QComboBox *m_window;
    QLabel *m_title;
    QLabel *m_markerText;
    QList<QLabel *> m_figures;
};

} // namespace nfstuner
