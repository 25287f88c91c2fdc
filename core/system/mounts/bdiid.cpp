// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdiid.h"

namespace nfstuner {

namespace {

// The kernel's dev_t holds a 12-bit major and a 20-bit minor.
constexpr quint32 MaxMajor = (1u << 12) - 1;
constexpr quint32 MaxMinor = (1u << 20) - 1;

std::optional<quint32> parseNumber(QStringView digits, quint32 max)
{
    if (digits.isEmpty() || digits.size() > 7)
        return std::nullopt;
    if (digits.size() > 1 && digits.front() == QLatin1Char('0'))
        return std::nullopt;
    quint32 value = 0;
    for (QChar c : digits) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
        value = value * 10 + quint32(c.unicode() - '0');
    }
    if (value > max)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<BdiId> BdiId::parse(QStringView text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return std::nullopt;
    const auto major = parseNumber(text.left(colon), MaxMajor);
    const auto minor = parseNumber(text.mid(colon + 1), MaxMinor);
    if (!major || !minor)
        return std::nullopt;
    return BdiId{*major, *minor};
}

QString BdiId::toString() const
{
    return QStringLiteral("%1:%2").arg(major).arg(minor);
}

} // namespace nfstuner
