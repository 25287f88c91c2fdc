// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/writebackcharts.h"

#include "base/printable.h"
#include "monitor/mountmonitor.h"
#include "style/chartstyle.h"

#include <QDateTime>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace nfstuner {

namespace {

QDateTimeAxis *timeAxis(QChart *chart, const QString &title)
{
    auto *axis = new QDateTimeAxis;
    axis->setFormat(QStringLiteral("HH:mm:ss"));
    axis->setTitleText(title);
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

QValueAxis *valueAxis(QChart *chart, const QString &title, Qt::Alignment side)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.4g"));
    axis->setRange(0, 1);
    chart->addAxis(axis, side);
    return axis;
}

void setWindow(QDateTimeAxis *axis, const MountSampler &sampler, int windowSeconds)
{
    const qint64 nowMs = sampler.elapsedMs();
    axis->setFormat(windowSeconds > 600 ? QStringLiteral("HH:mm") : QStringLiteral("HH:mm:ss"));
    axis->setRange(
        QDateTime::fromMSecsSinceEpoch(sampler.wallClockMs(nowMs - windowSeconds * 1000LL)),
        QDateTime::fromMSecsSinceEpoch(sampler.wallClockMs(nowMs)));
}

quint32 since(const MountSampler &sampler, int windowSeconds)
{
    return quint32(std::max<qint64>(0, sampler.elapsedMs() - windowSeconds * 1000LL));
}

} // namespace

WritebackChart::WritebackChart(const MountMonitor &monitor, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_monitor(monitor)
    , m_writeback(new QLineSeries)
    , m_dirty(new QLineSeries)
    , m_limit(new QLineSeries)
{
    setObjectName(QStringLiteral("writebackChart"));
    chartstyle::setUp(this, tr("Write-back in flight against the limit"), 180);
    m_writeback->setName(tr("Writeback"));
    m_dirty->setName(tr("Dirty"));
    m_limit->setName(tr("Limit (nfs_congestion_kb)"));
    QPen limitPen(palette().color(QPalette::WindowText));
    limitPen.setStyle(Qt::DashLine);
    limitPen.setWidth(2);
    m_limit->setPen(limitPen);
    m_time = timeAxis(chart(), tr("Time"));
    m_size = valueAxis(chart(), tr("MiB"), Qt::AlignLeft);
    for (QLineSeries *series : {m_writeback, m_dirty, m_limit}) {
        chart()->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(m_size);
    }
}

void WritebackChart::redraw(int windowSeconds)
{
    const MountSampler &sampler = m_monitor.sampler();
    setWindow(m_time, sampler, windowSeconds);
    QList<QPointF> writeback, dirty, limit;
    double peak = 0;
    for (const WritebackPoint &point :
         m_monitor.writebackHistory().since(since(sampler, windowSeconds))) {
        const double x = double(sampler.wallClockMs(point.milliseconds));
        const double w = point.writebackKib / 1024.0, d = point.dirtyKib / 1024.0;
        writeback.append(QPointF(x, w));
        dirty.append(QPointF(x, d));
        peak = std::max({peak, w, d});
        if (point.limitKib > 0) {
            limit.append(QPointF(x, point.limitKib / 1024.0));
            peak = std::max(peak, point.limitKib / 1024.0);
        }
    }
    m_writeback->replace(writeback);
    m_dirty->replace(dirty);
    m_limit->replace(limit);
    chartstyle::fit(m_size, peak);
}

MountWritesChart::MountWritesChart(const MountMonitor &monitor, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_monitor(monitor)
    , m_write(new QLineSeries)
    , m_rtt(new QScatterSeries)
{
    setObjectName(QStringLiteral("mountWritesChart"));
    chartstyle::setUp(this, tr("The selected mount's writes and WRITE round trips"), 180);
    m_write->setName(tr("Write MB/s"));
    m_rtt->setName(tr("WRITE RTT (ms)"));
    m_rtt->setMarkerSize(6);
    m_time = timeAxis(chart(), tr("Time"));
    m_rate = valueAxis(chart(), tr("MB/s"), Qt::AlignLeft);
    m_ms = valueAxis(chart(), tr("ms"), Qt::AlignRight);
    chart()->addSeries(m_write);
    chart()->addSeries(m_rtt);
    m_write->attachAxis(m_time);
    m_write->attachAxis(m_rate);
    m_rtt->attachAxis(m_time);
    m_rtt->attachAxis(m_ms);
}

void MountWritesChart::redraw(const QString &mountpoint, int windowSeconds)
{
    const MountSampler &sampler = m_monitor.sampler();
    setWindow(m_time, sampler, windowSeconds);
    m_write->setName(mountpoint.isEmpty() ? tr("Write MB/s (select a mount)")
                                          : tr("Write MB/s of %1").arg(printable(mountpoint)));
    QList<QPointF> write, rtt;
    double peakRate = 0, peakMs = 0;
    if (const auto *series = mountpoint.isEmpty() ? nullptr : sampler.series(mountpoint)) {
        for (const RatePoint &point : series->history.since(since(sampler, windowSeconds))) {
            const double x = double(sampler.wallClockMs(point.milliseconds));
            write.append(QPointF(x, point.write / 1e6));
            peakRate = std::max(peakRate, point.write / 1e6);
            // Intervals without WRITEs have no round trip: no point.
            if (!std::isnan(point.writeRttMs)) {
                rtt.append(QPointF(x, point.writeRttMs));
                peakMs = std::max(peakMs, double(point.writeRttMs));
            }
        }
    }
    m_write->replace(write);
    m_rtt->replace(rtt);
    chartstyle::fit(m_rate, peakRate);
    chartstyle::fit(m_ms, peakMs);
}

} // namespace nfstuner
