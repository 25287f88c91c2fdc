// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

namespace nfstuner {

// One series of a Prometheus answer: its labels (instance, job and the
// metric's own) and its samples, one for an instant query, many for a range.
struct PromSample
{
    qint64 timestampMs = 0;
    double value = 0;
};
struct PromSeries
{
    QMap<QString, QString> labels;
    QList<PromSample> samples;
};

// Prometheus' HTTP API, as the fleet view reads it: the URLs of instant and
// range queries under the server's URL (a path prefix such as
// https://host/prometheus kept), and its JSON answers read into series.
// What is not Prometheus's answer is an error that says so, never series.
class PrometheusApi
{
    Q_DECLARE_TR_FUNCTIONS(PrometheusApi)

public:
    static QUrl instantQuery(const QUrl &server, const QString &expression);
    static QUrl rangeQuery(const QUrl &server, const QString &expression, const QDateTime &start,
                           const QDateTime &end, int stepSeconds);
    // The body of an answer to either (HTTP 200, or 400/422/503 with an
    // error in Prometheus's envelope).
    static Result<QList<PromSeries>> parse(const QByteArray &body);
};

} // namespace nfstuner
