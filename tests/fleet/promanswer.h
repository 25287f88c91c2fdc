// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <utility>

namespace nfstuner::testing {

// An instant query's answer as Prometheus writes it, with these series:
// labels and one value each (as Prometheus gives values: strings).
inline QByteArray promVector(const QList<std::pair<QMap<QString, QString>, QString>> &series)
{
    using namespace Qt::Literals::StringLiterals;
    QJsonArray result;
    for (const auto &[labels, value] : series) {
        QJsonObject metric;
        for (auto it = labels.cbegin(); it != labels.cend(); ++it)
            metric.insert(it.key(), it.value());
        result.append(
            QJsonObject{{u"metric"_s, metric}, {u"value"_s, QJsonArray{1733480000.5, value}}});
    }
    return QJsonDocument(QJsonObject{{u"status"_s, u"success"_s},
                                     {u"data"_s, QJsonObject{{u"resultType"_s, u"vector"_s},
                                                             {u"result"_s, result}}}})
        .toJson();
}

} // namespace nfstuner::testing
