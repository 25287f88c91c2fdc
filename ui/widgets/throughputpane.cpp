// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/throughputpane.h"

#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "style/chartstyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

namespace nfstuner {

namespace {

enum Figure
{
    ReadOps,
    WriteOps,
    ReadSize,
    WriteSize,
    ReadRtt,
    WriteRtt,
    ReadExecute,
    WriteExecute,
    Retransmissions,
    ReadPlusShare,
    HolesNotTransferred,
    FigureCount
};

QString perSecond(double value)
{
    return QCoreApplication::translate("nfstuner::ThroughputPane", "%1/s")
        .arg(QLocale().toString(value, 'f', 1));
}

// The mean read rate of the points in [from, to) (sampler ms), if any.
std::optional<double> meanRead(const QList<RatePoint> &points, qint64 from, qint64 to, bool wire)
{
    double sum = 0;
    int count = 0;
    for (const RatePoint &point : points) {
        if (qint64(point.milliseconds) >= from && qint64(point.milliseconds) < to) {
            sum += wire ? point.wireRead : point.read;
            ++count;
        }
    }
    return count > 0 ? std::optional(sum / count) : std::nullopt;
}

constexpr qint64 MarkerAverageMs = 30000;

} // namespace

ThroughputPane::ThroughputPane(const MountMonitor &monitor, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_chart(new QChart)
    , m_read(new QLineSeries)
    , m_write(new QLineSeries)
    , m_time(new QDateTimeAxis)
    , m_rate(new QValueAxis)
{
    buildChart();
    QHBoxLayout *controls = buildControls();
    QWidget *figureBox = buildFigures();
    auto *chartColumn = new QVBoxLayout;
    chartColumn->addWidget(m_view, 1);
    chartColumn->addWidget(m_markerText);
    auto *body = new QHBoxLayout;
    body->addLayout(chartColumn, 1);
    body->addWidget(figureBox, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(body, 1);
    redraw();
}

void ThroughputPane::buildChart()
{
    m_chart->addSeries(m_read);
    m_chart->addSeries(m_write);
    m_time->setTitleText(tr("Time"));
    m_rate->setLabelFormat(QStringLiteral("%.4g"));
    m_rate->setMin(0);
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_rate, Qt::AlignLeft);
    for (QLineSeries *series : {m_read, m_write}) {
        series->attachAxis(m_time);
        series->attachAxis(m_rate);
    }
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    chartstyle::apply(m_chart, palette());
    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("chart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(140);
    m_view->setAccessibleName(tr("Throughput chart"));
}

// The title, and what the chart shows: application or wire level, how long.
QHBoxLayout *ThroughputPane::buildControls()
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_wire = new QCheckBox(tr("W&ire level (READ/WRITE RPC payload)"), this);
    m_wire->setToolTip(tr("Off: what applications read and wrote. On: what the NFS client moved in "
                          "READ and WRITE RPCs, including readahead."));
    m_wire->setObjectName(QStringLiteral("wireLevel"));
    m_window = new QComboBox(this);
    m_window->setObjectName(QStringLiteral("chartWindow"));
    m_window->addItem(tr("1 minute"), 60);
    m_window->addItem(tr("10 minutes"), 600);
    m_window->addItem(tr("1 hour"), 3600);
    m_window->setAccessibleName(tr("Chart time window"));
    auto *windowLabel = new QLabel(tr("&Show:"), this);
    windowLabel->setBuddy(m_window);
    connect(m_wire, &QCheckBox::toggled, this, [this] {
        redraw();
        emit optionsChanged();
    });
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        redraw();
        emit optionsChanged();
    });
    m_markerText = new QLabel(this);
    m_markerText->setObjectName(QStringLiteral("markers"));
    m_markerText->setWordWrap(true);
    m_markerText->hide();

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_title, 1);
    controls->addWidget(m_wire);
    controls->addWidget(windowLabel);
    controls->addWidget(m_window);
    return controls;
}

QWidget *ThroughputPane::buildFigures()
{
    // The figures sit in a column of fixed width: values that change every
    // second must not make the chart beside them change size.
    auto *figureBox = new QWidget(this);
    figureBox->setObjectName(QStringLiteral("figures"));
    auto *figures = new QFormLayout(figureBox);
    figures->setContentsMargins(0, 0, 0, 0);
    const char *const names[FigureCount] = {QT_TR_NOOP("READ ops:"),
                                            QT_TR_NOOP("WRITE ops:"),
                                            QT_TR_NOOP("Average READ:"),
                                            QT_TR_NOOP("Average WRITE:"),
                                            QT_TR_NOOP("READ RTT:"),
                                            QT_TR_NOOP("WRITE RTT:"),
                                            QT_TR_NOOP("READ execute:"),
                                            QT_TR_NOOP("WRITE execute:"),
                                            QT_TR_NOOP("Retransmissions:"),
                                            QT_TR_NOOP("READ_PLUS:"),
                                            QT_TR_NOOP("Holes not transferred:")};
    int labelWidth = 0;
    for (const char *name : names) {
        auto *value = new QLabel(QStringLiteral("–"), figureBox);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAccessibleName(tr(name));
        figures->addRow(tr(name), value);
        m_figures.append(value);
        labelWidth = std::max(labelWidth, fontMetrics().horizontalAdvance(tr(name)));
    }
    int valueWidth = 0;
    for (const QString &widest :
         {tr("%1 % of READs since mount").arg(100), perSecond(88888.8), units::size(1023.0 * 1024),
          tr("%1 since mount").arg(units::size(888.8 * 1024 * 1024))})
        valueWidth = std::max(valueWidth, fontMetrics().horizontalAdvance(widest));
    figureBox->setFixedWidth(labelWidth + valueWidth + 24);
    m_figures[HolesNotTransferred]->setToolTip(
        tr("READ_PLUS lets a server send a hole of a sparse file as its length only. The Linux "
           "NFS server sends holes as data; other servers may not."));
    return figureBox;
}

int ThroughputPane::windowSeconds() const
{
    return m_window->currentData().toInt();
}

void ThroughputPane::setWindowSeconds(int seconds)
{
    const int index = m_window->findData(seconds);
    if (index >= 0)
        m_window->setCurrentIndex(index);
}

bool ThroughputPane::wireLevel() const
{
    return m_wire->isChecked();
}

void ThroughputPane::setWireLevel(bool wire)
{
    m_wire->setChecked(wire);
}

void ThroughputPane::showMount(const QString &mountpoint, const BdiId &bdi)
{
    m_mountpoint = mountpoint;
    m_bdi = bdi;
    redraw();
}

void ThroughputPane::refresh()
{
    redraw();
}

void ThroughputPane::redraw()
{
    const MountSampler &sampler = m_monitor.sampler();
    const bool wire = wireLevel();
    m_read->setName(wire ? tr("READ payload") : tr("Read"));
    m_write->setName(wire ? tr("WRITE payload") : tr("Write"));
    m_rate->setTitleText(wire ? tr("Wire MB/s") : tr("MB/s")); // short: elided at 1024x700
    const int window = windowSeconds();
    const qint64 nowMs = sampler.elapsedMs();
    const qint64 sinceMs = std::max<qint64>(0, nowMs - qint64(window) * 1000);
    m_time->setFormat(window > 600 ? QStringLiteral("HH:mm") : QStringLiteral("HH:mm:ss"));
    m_time->setRange(QDateTime::fromMSecsSinceEpoch(sampler.wallClockMs(nowMs - window * 1000LL)),
                     QDateTime::fromMSecsSinceEpoch(sampler.wallClockMs(nowMs)));
    m_title->setText(m_mountpoint.isEmpty() ? tr("Select a mount to see its throughput.")
                                            : tr("<b>%1</b>").arg(m_mountpoint.toHtmlEscaped()));
    const MountSampler::Series *series =
        m_mountpoint.isEmpty() ? nullptr : sampler.series(m_mountpoint);
    QList<QPointF> read, write;
    double peak = 1;
    if (series) {
        for (const RatePoint &point : series->history.since(quint32(sinceMs))) {
            const double x = double(sampler.wallClockMs(point.milliseconds));
            const double r = (wire ? point.wireRead : point.read) / 1e6;
            const double w = (wire ? point.wireWrite : point.write) / 1e6;
            read.append(QPointF(x, r));
            write.append(QPointF(x, w));
            peak = std::max({peak, r, w});
        }
    }
    m_read->replace(read);
    m_write->replace(write);
    // Rescaling lays the chart out again: only when the peak leaves the
    // range or falls well inside it, not every second.
    if (peak > m_rate->max() || peak < m_rate->max() / 3) {
        m_rate->setRange(0, peak * 1.15);
        m_rate->applyNiceNumbers();
        m_rate->setMin(0);
    }
    updateMarkers(sinceMs, nowMs, m_rate->max());
    updateFigures();
}

void ThroughputPane::updateMarkers(qint64 sinceMs, qint64 nowMs, double top)
{
    const MountSampler &sampler = m_monitor.sampler();
    QList<ReadaheadTimeline::Event> events;
    if (!m_mountpoint.isEmpty()) {
        for (const auto &event : m_monitor.readaheadTimeline().events(m_bdi)) {
            if (event.ms >= sinceMs)
                events.append(event);
        }
    }
    while (m_markers.size() > events.size()) {
        QLineSeries *marker = m_markers.takeLast();
        m_chart->removeSeries(marker);
        delete marker;
    }
    while (m_markers.size() < events.size()) {
        auto *marker = new QLineSeries;
        m_chart->addSeries(marker);
        marker->attachAxis(m_time);
        marker->attachAxis(m_rate);
        QPen pen(palette().color(QPalette::WindowText));
        pen.setStyle(Qt::DashLine);
        marker->setPen(pen);
        for (QLegendMarker *legend : m_chart->legend()->markers(marker))
            legend->setVisible(false);
        m_markers.append(marker);
    }
    const MountSampler::Series *series = sampler.series(m_mountpoint);
    const QList<RatePoint> points =
        series ? series->history.since(quint32(std::max<qint64>(0, sinceMs - MarkerAverageMs)))
               : QList<RatePoint>();
    QStringList lines;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const auto &event = events[i];
        const double x = double(sampler.wallClockMs(event.ms));
        m_markers[i]->replace({QPointF(x, 0), QPointF(x, top)});
        const qint64 until = i + 1 < events.size()
                                 ? std::min(events[i + 1].ms, event.ms + MarkerAverageMs)
                                 : std::min(nowMs + 1, event.ms + MarkerAverageMs);
        const auto before = meanRead(points, event.ms - MarkerAverageMs, event.ms, wireLevel());
        const auto after = meanRead(points, event.ms, until, wireLevel());
        lines.prepend(
            tr("%1: readahead %2 → %3; read %4 in the 30 s before, %5 after")
                .arg(QLocale().toString(
                         QDateTime::fromMSecsSinceEpoch(sampler.wallClockMs(event.ms)).time(),
                         QLocale::LongFormat),
                     units::kib(event.fromKib), units::kib(event.toKib),
                     units::optional(before, units::rate), units::optional(after, units::rate)));
    }
    m_markerText->setText(lines.join(QLatin1Char('\n')));
    m_markerText->setVisible(!lines.isEmpty());
}

void ThroughputPane::updateFigures()
{
    const MountSampler::Series *series =
        m_mountpoint.isEmpty() ? nullptr : m_monitor.sampler().series(m_mountpoint);
    const std::optional<MountRates> rates = series ? series->latest : std::nullopt;
    const auto set = [this](Figure figure, const QString &text) {
        m_figures[figure]->setText(text);
    };
    set(ReadOps, rates ? perSecond(rates->readOpsPerSecond) : QStringLiteral("–"));
    set(WriteOps, rates ? perSecond(rates->writeOpsPerSecond) : QStringLiteral("–"));
    set(ReadSize,
        rates ? units::optional(rates->averageReadBytes, units::size) : QStringLiteral("–"));
    set(WriteSize,
        rates ? units::optional(rates->averageWriteBytes, units::size) : QStringLiteral("–"));
    set(ReadRtt,
        rates ? units::optional(rates->readRttMs, units::milliseconds) : QStringLiteral("–"));
    set(WriteRtt,
        rates ? units::optional(rates->writeRttMs, units::milliseconds) : QStringLiteral("–"));
    set(ReadExecute,
        rates ? units::optional(rates->readExecuteMs, units::milliseconds) : QStringLiteral("–"));
    set(WriteExecute,
        rates ? units::optional(rates->writeExecuteMs, units::milliseconds) : QStringLiteral("–"));
    set(Retransmissions, rates ? QLocale().toString(rates->retransmissions) : QStringLiteral("–"));

    // Since mount: which kind of read RPC this mount uses, and what sparse
    // files saved on the wire (READ_PLUS sends holes as their length only).
    const MountCounters *counters = series ? &series->last : nullptr;
    set(ReadPlusShare,
        counters && counters->read.ops > 0
            ? tr("%1 % of READs since mount")
                  .arg(qRound(100.0 * double(counters->readPlusOps) / double(counters->read.ops)))
            : QStringLiteral("–"));
    m_figures[ReadPlusShare]->setToolTip(
        tr("Since Linux 6.6 an NFSv4.2 client reads with READ_PLUS when the server offers it. "
           "READ_PLUS counts as a READ in every figure here.") +
        (counters ? QLatin1Char('\n') + tr("%1 of %2 READs since mount were READ_PLUS.")
                                            .arg(QLocale().toString(counters->readPlusOps),
                                                 QLocale().toString(counters->read.ops))
                  : QString()));
    const quint64 holes = counters ? counters->holeBytesNotTransferred() : 0;
    set(HolesNotTransferred,
        holes > 0 ? tr("%1 since mount").arg(units::size(double(holes))) : tr("none"));
}

} // namespace nfstuner
