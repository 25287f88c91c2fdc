// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/printable.h"

#include <algorithm>

namespace nfstuner {

QString printable(const QString &text)
{
    const auto isControl = [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; };
    if (std::none_of(text.begin(), text.end(), isControl))
        return text; // the usual case: shared, not copied
    QString result;
    result.reserve(text.size());
    for (const QChar c : text) {
        if (isControl(c))
            result += QStringLiteral("\\%1").arg(c.unicode(), 3, 8, QLatin1Char('0'));
        else
            result += c;
    }
    return result;
}

QString printableName(QByteArrayView bytes)
{
    if (bytes.isValidUtf8())
        return printable(QString::fromUtf8(bytes));
    QString result;
    result.reserve(bytes.size());
    for (const char byte : bytes) {
        const uchar c = uchar(byte);
        if (c < 0x20 || c >= 0x7f)
            result += QStringLiteral("\\%1").arg(uint(c), 3, 8, QLatin1Char('0'));
        else
            result += QLatin1Char(byte);
    }
    return result;
}

} // namespace nfstuner
