// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/throughputpane.h"

#include "units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
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

} // namespace

ThroughputPane::ThroughputPane(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_read(new QLineSeries)
    , m_write(new QLineSeries)
    , m_time(new QValueAxis)
    , m_rate(new QValueAxis)
{
    m_read->setName(tr("Read"));
    m_write->setName(tr("Write"));
    m_chart->addSeries(m_read);
    m_chart->addSeries(m_write);
    m_time->setTitleText(tr("Seconds ago"));
    m_time->setLabelFormat(QStringLiteral("%d"));
    m_rate->setTitleText(tr("Throughput (MB/s)"));
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
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(180);
    m_view->setAccessibleName(tr("Throughput chart"));

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_wire = new QCheckBox(tr("&Wire level (READ/WRITE RPC payload)"), this);
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

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_title, 1);
    controls->addWidget(m_wire);
    controls->addWidget(windowLabel);
    controls->addWidget(m_window);

    auto *figures = new QFormLayout;
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
    for (const char *name : names) {
        auto *value = new QLabel(QStringLiteral("–"), this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAccessibleName(tr(name));
        figures->addRow(tr(name), value);
        m_figures.append(value);
    }
    m_figures[ReadPlusShare]->setToolTip(
        tr("Since Linux 6.6 an NFSv4.2 client reads with READ_PLUS when the server offers it. "
           "READ_PLUS counts as a READ in every figure here."));
    m_figures[HolesNotTransferred]->setToolTip(
        tr("READ_PLUS lets a server send a hole of a sparse file as its length only. The Linux "
           "NFS server sends holes as data; other servers may not."));
    auto *body = new QHBoxLayout;
    body->addWidget(m_view, 1);
    body->addLayout(figures);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(body, 1);
    redraw();
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

void ThroughputPane::show(const QString &mountpoint, const MountSampler::Series *series,
                          qint64 nowMs)
{
    m_mountpoint = mountpoint;
    m_series = series;
    m_nowMs = nowMs;
    redraw();
}

void ThroughputPane::redraw()
{
    const int window = windowSeconds();
    m_time->setRange(-window, 0);
    m_title->setText(m_mountpoint.isEmpty() ? tr("Select a mount to see its throughput.")
                                            : tr("<b>%1</b>").arg(m_mountpoint.toHtmlEscaped()));
    QList<QPointF> read, write;
    double peak = 1;
    if (m_series) {
        const quint32 since = quint32(std::max<qint64>(0, m_nowMs - qint64(window) * 1000));
        for (const RatePoint &point : m_series->history.since(since)) {
            const double x = double(qint64(point.milliseconds) - m_nowMs) / 1000.0;
            const double r = (wireLevel() ? point.wireRead : point.read) / 1e6;
            const double w = (wireLevel() ? point.wireWrite : point.write) / 1e6;
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

    const std::optional<MountRates> rates = m_series ? m_series->latest : std::nullopt;
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
    const MountCounters *counters = m_series ? &m_series->last : nullptr;
    set(ReadPlusShare, counters && counters->read.ops > 0
                           ? tr("%1 of %2 READs since mount")
                                 .arg(QLocale().toString(counters->readPlusOps),
                                      QLocale().toString(counters->read.ops))
                           : QStringLiteral("–"));
    const quint64 holes = counters ? counters->holeBytesNotTransferred() : 0;
    set(HolesNotTransferred,
        holes > 0 ? tr("%1 since mount").arg(units::size(double(holes))) : tr("none"));
}

} // namespace nfstuner
