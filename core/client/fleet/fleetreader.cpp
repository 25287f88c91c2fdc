// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetreader.h"

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

FleetReader::~FleetReader() = default;

QString FleetReader::readAheadExpression(const FleetMount &mount)
{
    return QStringLiteral("nfstuner_read_ahead_bytes") +
           selector(mount, QStringLiteral("bdi"), mount.bdi);
}

QString FleetReader::recommendedExpression(const FleetMount &mount)
{
    return QStringLiteral("nfstuner_recommended_read_ahead_bytes") +
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
    m_failed = false;
    const QList<FleetMounts::Query> queries = FleetMounts::queries();
    m_pending = int(queries.size());
    for (const FleetMounts::Query query : queries) {
        m_transport->get(
            PrometheusApi::instantQuery(connection().server, FleetMounts::expression(query)), this,
            [this, generation, query](const Result<QByteArray> &body) {
                if (generation == m_generation)
                    answered(query, body);
            });
    }
}

void FleetReader::answered(FleetMounts::Query query, const Result<QByteArray> &body)
{
    --m_pending;
    if (m_failed)
        return;
    Result<QList<PromSeries>> series = body ? PrometheusApi::parse(*body) : body.error();
    if (!series) {
        // The first error says it; the other answers of this read are void.
        m_failed = true;
        ++m_generation;
        m_pending = 0;
        emit readFailed(series.error());
        return;
    }
    m_answers.insert(query, std::move(series).value());
    if (m_pending == 0)
        emit mountsRead(FleetMounts::build(m_answers));
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
