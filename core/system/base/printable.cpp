// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/printable.h"

#include <algorithm>
#include <type_traits>

namespace nfstuner {

namespace {

// Beyond C0, DEL and C1: what breaks a line (U+2028, U+2029) or reorders
// what a terminal shows (the bidirectional embeddings, overrides and
// isolates, U+202A-U+202E and U+2066-U+2069), so that a name cannot make
// a line look like another.
bool isLayoutControl(char16_t u)
{
    return (u >= 0x2028 && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
}

bool isControl(char16_t u)
{
    return u < 0x20 || (u >= 0x7f && u <= 0x9f) || isLayoutControl(u);
}

// The UTF-8 bytes of an escaped character that starts at `i`: 2 for C1
// (0xC2 0x80-0x9F), 3 for the layout controls (0xE2 0x80 0xA8-0xAE, 0xE2
// 0x81 0xA6-0xA9), else 0.
qsizetype escapedSequence(QByteArrayView utf8, qsizetype i)
{
    const auto at = [&](qsizetype k) { return i + k < utf8.size() ? uchar(utf8[i + k]) : 0; };
    if (at(0) == 0xc2 && at(1) >= 0x80 && at(1) <= 0x9f)
        return 2;
    if (at(0) == 0xe2 && ((at(1) == 0x80 && at(2) >= 0xa8 && at(2) <= 0xae) ||
                          (at(1) == 0x81 && at(2) >= 0xa6 && at(2) <= 0xa9)))
        return 3;
    return 0;
}

template<typename Text>
void appendOctal(Text &out, uchar byte)
{
    const char escape[] = {'\\', char('0' + (byte >> 6)), char('0' + ((byte >> 3) & 7)),
                           char('0' + (byte & 7))};
    if constexpr (std::is_same_v<Text, QString>)
        out += QLatin1StringView(escape, 4);
    else
        out.append(escape, 4);
}

} // namespace

QString printable(const QString &text)
{
    if (std::none_of(text.begin(), text.end(), [](QChar c) { return isControl(c.unicode()); }))
        return text; // the usual case: shared, not copied
    QString result;
    result.reserve(text.size() + 8);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x80 && isControl(u)) {
            appendOctal(result, uchar(u));
        } else if (isControl(u)) {
            for (const char byte : QString(c).toUtf8())
                appendOctal(result, uchar(byte));
        } else {
            result += c;
        }
    }
    return result;
}

QByteArray printableUtf8(QByteArrayView utf8)
{
    QByteArray result;
    result.reserve(utf8.size());
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const uchar byte = uchar(utf8[i]);
        if (byte < 0x20 || byte == 0x7f) {
            appendOctal(result, byte);
        } else if (const qsizetype length = escapedSequence(utf8, i)) {
            for (qsizetype k = 0; k < length; ++k)
                appendOctal(result, uchar(utf8[i + k]));
            i += length - 1;
        } else {
            result += char(byte);
        }
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
            appendOctal(result, c);
        else
            result += QLatin1Char(byte);
    }
    return result;
}

} // namespace nfstuner
