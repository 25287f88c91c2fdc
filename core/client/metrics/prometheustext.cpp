// SPDX-License-Identifier: GPL-2.0-or-later
#include "metrics/prometheustext.h"

#include <cmath>

namespace nfstuner {

namespace {

// Backslash and line feed always; double quotes too in label values.
QByteArray escaped(const QString &text, bool quotes)
{
    QByteArray out;
    for (const char c : text.toUtf8()) {
        if (c == '\\' || (quotes && c == '"'))
            out += '\\' + QByteArray(1, c);
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

} // namespace

QByteArray PrometheusText::escapeLabelValue(const QString &value)
{
    return escaped(value, true);
}

QByteArray PrometheusText::escapeHelp(const QString &help)
{
    return escaped(help, false);
}

void PrometheusText::gauge(const QByteArray &name, const QString &help)
{
    m_name = name;
    m_text += "# HELP " + name + ' ' + escapeHelp(help) + '\n';
    m_text += "# TYPE " + name + " gauge\n";
}

void PrometheusText::sample(const Labels &labels, double value)
{
    m_text += m_name;
    if (!labels.isEmpty()) {
        m_text += '{';
        for (qsizetype i = 0; i < labels.size(); ++i) {
            if (i > 0)
                m_text += ',';
            m_text += labels[i].first + "=\"" + escapeLabelValue(labels[i].second) + '"';
        }
        m_text += '}';
    }
    m_text += ' ';
    if (std::isnan(value))
        m_text += "NaN";
    else if (std::isinf(value))
        m_text += value > 0 ? "+Inf" : "-Inf";
    else if (value == std::floor(value) && std::fabs(value) < 9.007199254740992e15)
        m_text += QByteArray::number(qint64(value));
    else
        m_text += QByteArray::number(value, 'g', 17);
    m_text += '\n';
}

} // namespace nfstuner
