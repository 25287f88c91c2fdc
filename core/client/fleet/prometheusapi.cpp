// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/prometheusapi.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include <cmath>

namespace nfstuner {

namespace {

QUrl apiUrl(const QUrl &server, const QString &endpoint, const QUrlQuery &query)
{
    QUrl url = server;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/api/v1/") + endpoint);
    url.setQuery(query);
    url.setFragment(QString());
    return url;
}

Error notPrometheus(const QString &why)
{
    return Error{Error::Code::InvalidArgument,
                 PrometheusApi::tr("the answer is not Prometheus's: %1").arg(why)};
}

// [ <unix time in s, a number>, "<value>" ]
std::optional<PromSample> sampleFrom(const QJsonValue &pair)
{
    const QJsonArray array = pair.toArray();
    if (array.size() != 2 || !array.at(0).isDouble() || !array.at(1).isString())
        return std::nullopt;
    bool ok = false;
    const QString text = array.at(1).toString();
    // Prometheus writes NaN and +Inf/-Inf as such.
    double value = text.toDouble(&ok);
    if (!ok) {
        if (text == u"NaN")
            value = std::nan("");
        else if (text == u"+Inf")
            value = INFINITY;
        else if (text == u"-Inf")
            value = -INFINITY;
        else
            return std::nullopt;
    }
    return PromSample{qint64(std::llround(array.at(0).toDouble() * 1000)), value};
}

} // namespace

QUrl PrometheusApi::instantQuery(const QUrl &server, const QString &expression)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("query"), expression);
    return apiUrl(server, QStringLiteral("query"), query);
}

QUrl PrometheusApi::rangeQuery(const QUrl &server, const QString &expression,
                               const QDateTime &start, const QDateTime &end, int stepSeconds)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("query"), expression);
    query.addQueryItem(QStringLiteral("start"), QString::number(start.toSecsSinceEpoch()));
    query.addQueryItem(QStringLiteral("end"), QString::number(end.toSecsSinceEpoch()));
    query.addQueryItem(QStringLiteral("step"), QString::number(stepSeconds));
    return apiUrl(server, QStringLiteral("query_range"), query);
}

Result<QList<PromSeries>> PrometheusApi::parse(const QByteArray &body)
{
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    // Label values that are not UTF-8 (Prometheus refuses them, a proxy or
    // an imitation may not) are read with U+FFFD in their place rather
    // than losing every series; the playbook leaves such names out.
    if (parseError.error == QJsonParseError::IllegalUTF8String)
        document = QJsonDocument::fromJson(QString::fromUtf8(body).toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return notPrometheus(tr("not a JSON object (%1)").arg(parseError.errorString()));
    const QJsonObject top = document.object();
    const QString status = top.value(QStringLiteral("status")).toString();
    if (status == u"error")
        return Error{Error::Code::InvalidArgument,
                     tr("Prometheus refused the query: %1 (%2)")
                         .arg(top.value(QStringLiteral("error")).toString(),
                              top.value(QStringLiteral("errorType")).toString())};
    if (status != u"success")
        return notPrometheus(tr("no \"status\": \"success\""));
    const QJsonObject data = top.value(QStringLiteral("data")).toObject();
    const QString type = data.value(QStringLiteral("resultType")).toString();
    if (type != u"vector" && type != u"matrix")
        return notPrometheus(tr("a result of type \"%1\", not a vector or a matrix").arg(type));
    const QJsonValue result = data.value(QStringLiteral("result"));
    if (!result.isArray())
        return notPrometheus(tr("no result list"));
    QList<PromSeries> series;
    const QJsonArray entries = result.toArray();
    series.reserve(entries.size());
    for (const QJsonValue &entry : entries) {
        const QJsonObject object = entry.toObject();
        PromSeries one;
        const QJsonObject metric = object.value(QStringLiteral("metric")).toObject();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            one.labels.insert(it.key(), it.value().toString());
        if (type == u"vector") {
            const auto sample = sampleFrom(object.value(QStringLiteral("value")));
            if (!sample)
                return notPrometheus(tr("a sample that is not [time, \"value\"]"));
            one.samples.append(*sample);
        } else {
            for (const QJsonValue &pair : object.value(QStringLiteral("values")).toArray()) {
                const auto sample = sampleFrom(pair);
                if (!sample)
                    return notPrometheus(tr("a sample that is not [time, \"value\"]"));
                one.samples.append(*sample);
            }
        }
        series.append(one);
    }
    return series;
}

} // namespace nfstuner
