// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/cbytes.h"

#include <algorithm>
#include <cstdlib>

namespace nfstuner::cbytes {

namespace {
constexpr char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}
} // namespace

bool equalsIgnoringCase(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

int compare(QByteArrayView a, QByteArrayView b)
{
    const qsizetype common = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < common; ++i) {
        const auto x = static_cast<unsigned char>(a[i]);
        const auto y = static_cast<unsigned char>(b[i]);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

QByteArray toLower(QByteArrayView text)
{
    QByteArray result(text.size(), Qt::Uninitialized);
    for (qsizetype i = 0; i < text.size(); ++i)
        result[i] = lower(text[i]);
    return result;
}

int atoi(QByteArrayView text)
{
    // The real strtol, on a NUL-terminated copy, so every corner (overflow to
    // LONG_MAX, "+", "0x", whitespace) is the C library's own.
    const QByteArray copy = text.toByteArray();
    return static_cast<int>(std::strtol(copy.constData(), nullptr, 10));
}

} // namespace nfstuner::cbytes
