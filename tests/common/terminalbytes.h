// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace nfstuner::test {

// The first byte offset in a command's output where a terminal would act
// on something rather than show it: a C0 control but the newline, DEL, a
// C1 control (U+0080-U+009F as UTF-8), a line separator or a bidirectional
// control (U+2028-U+202E, U+2066-U+2069); -1 when there is none. Checked
// byte by byte, independently of the escaping code it judges.
inline qsizetype terminalControlAt(const QByteArray &output)
{
    for (qsizetype i = 0; i < output.size(); ++i) {
        const auto at = [&](qsizetype k) {
            return i + k < output.size() ? uchar(output[i + k]) : 0;
        };
        const uchar c = at(0);
        if ((c < 0x20 && c != '\n') || c == 0x7f)
            return i;
        if (c == 0xc2 && at(1) >= 0x80 && at(1) <= 0x9f)
            return i;
        if (c == 0xe2 && at(1) == 0x80 && at(2) >= 0xa8 && at(2) <= 0xae)
            return i;
        if (c == 0xe2 && at(1) == 0x81 && at(2) >= 0xa6 && at(2) <= 0xa9)
            return i;
    }
    return -1;
}

inline QString terminalControlSaid(const QByteArray &output)
{
    const qsizetype at = terminalControlAt(output);
    return at < 0 ? QString()
                  : QStringLiteral("a control at byte %1: ...%2")
                        .arg(at)
                        .arg(QString::fromLatin1(
                            output.mid(std::max<qsizetype>(0, at - 20), 40).toHex(' ')));
}

} // namespace nfstuner::test
