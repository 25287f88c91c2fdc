// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace nfstuner {

// Writes the Prometheus text exposition format (version 0.0.4): one family
// at a time, its HELP and TYPE lines, then its samples.
class PrometheusText
{
public:
    using Labels = QList<QPair<QByteArray, QString>>; // name, value

    // A gauge family; samples follow until the next family.
    void gauge(const QByteArray &name, const QString &help);
    void sample(const Labels &labels, double value);

    QByteArray text() const { return m_text; }

    // Label values: backslash, double quote and line feed escaped.
    static QByteArray escapeLabelValue(const QString &value);
    // HELP text: backslash and line feed escaped.
    static QByteArray escapeHelp(const QString &help);

private:
    QByteArray m_name;
    QByteArray m_text;
};

} // namespace nfstuner
