// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetreader.h"

#include "metrics/metrictable.h"

namespace nfstuner {

namespace {

// A PromQL string: Go's escapes for what would end or bend it.
QString promqlString(const QString &value)
{
    QString text;
    text.reserve(value.size() + 2);
    text += u'"';
    for (const QChar c : value) {
        if (c == u'\\' || c == u'"')
            text += u'\\';
        if (c == u'\n')
            text += QStringLiteral("\\n");
        else if (c == u'\r')
            text += QStringLiteral("\\r");
        else if (c == u'\t')
            text += QStringLiteral("\\t");
        else
            text += c;
    }
    return text + u'"';
}

QString selector(const FleetMount &mount, const QString &label, const QString &value)
{
    return QStringLiteral("{instance=%1,%2=%3}")
        .arg(promqlString(mount.instance), label, promqlString(value));
}

enum HistoryPart
{
    ReadAheadPart,
    RecommendedPart,
    ReadRatePart,
    HistoryParts
};

} // namespace

FleetReader::FleetReader(std::unique_ptr<PrometheusTransport> transport, QObject *parent)
    : QObject(parent)
    , m_transport(std::move(transport))
{}

FleetReader::~FleetReader()
{
    // The pool's tasks refer to this reader: none outlives it.
    m_work.clear();
    m_work.waitForDone();
}

bool FleetReader::isReading() const
{
    return m_built != m_generation;
}

QString FleetReader::readAheadExpression(const FleetMount &mount)
{
    return MetricTable::name(MetricTable::Metric::ReadAheadBytes) +
           selector(mount, QStringLiteral("bdi"), mount.bdi);
}

QString FleetReader::recommendedExpression(const FleetMount &mount)
{
    return MetricTable::name(MetricTable::Metric::RecommendedReadAheadBytes) +
           selector(mount, QStringLiteral("bdi"), mount.bdi);
}

QString FleetReader::readRateExpression(const FleetMount &mount)
{
    return QStringLiteral("sum(rate(node_mountstats_nfs_read_bytes_total%1[5m]))")
        .arg(selector(mount, QStringLiteral("export"), mount.serverExport()));
}

void FleetReader::read()
{
    const quint64 generation = ++m_generation;
    m_answers.clear();
    const QList<FleetMounts::Query> queries = FleetMounts::queries(m_hostLabel);
    m_pending = int(queries.size());
    for (const FleetMounts::Query query : queries) {
        m_transport->get(
            PrometheusApi::instantQuery(connection().server, FleetMounts::expression(query)), this,
            [this, generation, query](const Result<QByteArray> &body) {
                if (generation == m_generation)
                    answered(generation, query, body);
            });
    }
}

void FleetReader::answered(quint64 generation, FleetMounts::Query query,
                           const Result<QByteArray> &body)
{
    if (!body) {
        failed(body.error());
        return;
    }
    // Reading megabytes of JSON takes tens of milliseconds: in the pool,
    // so that the window goes on painting (10 000 mounts: 40-50 ms each).
    m_work.start([this, generation, query, bytes = *body] {
        auto series = std::make_shared<Result<QList<PromSeries>>>(PrometheusApi::parse(bytes));
        QMetaObject::invokeMethod(
            this,
            [this, generation, query, series] {
                if (generation == m_generation)
                    parsed(generation, query, std::move(*series));
            },
            Qt::QueuedConnection);
    });
}

void FleetReader::parsed(quint64 generation, FleetMounts::Query query,
                         Result<QList<PromSeries>> series)
{
    if (!series) {
        failed(series.error());
        return;
    }
    m_answers.insert(query, std::move(series).value());
    if (--m_pending > 0)
        return;
    m_work.start([this, generation, answers = std::move(m_answers), label = m_hostLabel] {
        auto mounts = std::make_shared<QList<FleetMount>>(FleetMounts::build(answers, label));
        QMetaObject::invokeMethod(
            this,
            [this, generation, mounts] {
                if (generation != m_generation)
                    return;
                m_built = generation;
                emit mountsRead(*mounts);
            },
            Qt::QueuedConnection);
    });
}

void FleetReader::failed(const Error &error)
{
    // The first error says it; the other answers of this read are void.
    ++m_generation;
    m_pending = 0;
    m_built = m_generation;
    emit readFailed(error);
}

void FleetReader::readHistory(const FleetMount &mount, const QDateTime &end, int hours)
{
    const quint64 generation = ++m_historyGeneration;
    m_history = FleetHistory{
        mount.instance, mount.mountpoint, end.addSecs(-3600LL * hours), end, {}, {}, {}};
    m_historyFailed = false;
    m_historyPending = HistoryParts;
    // About 300 points, whatever the span: enough for a chart's width.
    const int step = std::max(15, hours * 3600 / 300);
    const QString expressions[HistoryParts] = {
        readAheadExpression(mount), recommendedExpression(mount), readRateExpression(mount)};
    for (int part = 0; part < HistoryParts; ++part) {
        m_transport->get(PrometheusApi::rangeQuery(connection().server, expressions[part],
                                                   m_history.start, end, step),
                         this, [this, generation, part](const Result<QByteArray> &body) {
                             if (generation == m_historyGeneration)
                                 historyAnswered(part, body);
                         });
    }
}

void FleetReader::historyAnswered(int part, const Result<QByteArray> &body)
{
    --m_historyPending;
    if (m_historyFailed)
        return;
    const Result<QList<PromSeries>> series = body ? PrometheusApi::parse(*body) : body.error();
    if (!series) {
        m_historyFailed = true;
        ++m_historyGeneration;
        emit historyFailed(series.error());
        return;
    }
    // One series at most: the selectors name one host's BDI or export.
    const QList<PromSample> samples =
        series->isEmpty() ? QList<PromSample>() : series->constFirst().samples;
    if (part == ReadAheadPart)
        m_history.readAheadBytes = samples;
    else if (part == RecommendedPart)
        m_history.recommendedBytes = samples;
    else
        m_history.readBytesPerSecond = samples;
    if (m_historyPending == 0)
        emit historyRead(m_history);
}

} // namespace nfstuner
