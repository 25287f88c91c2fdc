// SPDX-License-Identifier: GPL-2.0-or-later
#include "console.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

namespace nfstuner::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

void writeRaw(const QByteArray &bytes)
{
    out().flush();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void printError(const QString &message)
{
    out().flush();
    // Messages quote servers, labels and paths: never a control character.
    err() << QCoreApplication::applicationName() << ": " << printable(message) << Qt::endl;
}

void writeJson(const QJsonValue &value, QJsonDocument::JsonFormat format)
{
    const QJsonDocument document =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    const QByteArray json = document.toJson(format);
    // JSON escapes C0 itself; DEL, C1 and the line and bidirectional
    // controls it writes raw, and a terminal may act on them: what
    // printable() escapes is written as \u escapes, which read back the same.
    const QByteArray shown = printableUtf8(json);
    QByteArray escaped;
    if (shown == json) {
        escaped = json;
    } else {
        QString text;
        for (const QChar c : QString::fromUtf8(json)) {
            if (c.unicode() >= 0x20 && printable(QString(c)) != QString(c))
                text += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                text += c;
        }
        escaped = text.toUtf8();
    }
    if (!escaped.endsWith('\n'))
        escaped += '\n';
    writeRaw(escaped);
}

} // namespace nfstuner::cli
