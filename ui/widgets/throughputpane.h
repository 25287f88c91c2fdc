// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "stats/mountsampler.h"

#include <QWidget>

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace nfstuner {

// The selected mount's throughput over time (QtCharts), read and write, at
// application or wire level, over 1 min, 10 min or 1 h, with the per-op
// figures of the last interval.
class ThroughputPane : public QWidget
{
    Q_OBJECT

public:
    explicit ThroughputPane(QWidget *parent = nullptr);

    // What to show; nullptr when no mount is selected or it has no data.
    void show(const QString &mountpoint, const MountSampler::Series *series, qint64 nowMs);

    int windowSeconds() const;
    void setWindowSeconds(int seconds);
    bool wireLevel() const;
    void setWireLevel(bool wire);

signals:
    void optionsChanged();

private:
    void redraw();

    QString m_mountpoint;
    const MountSampler::Series *m_series = nullptr;
    qint64 m_nowMs = 0;

    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_read;
    QLineSeries *m_write;
    QValueAxis *m_time;
    QValueAxis *m_rate;
    QCheckBox *m_wire;
    QComboBox *m_window;
    QLabel *m_title;
    QList<QLabel *> m_figures;
};

} // namespace nfstuner
