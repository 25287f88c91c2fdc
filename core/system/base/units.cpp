// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace nfstuner::units {

namespace {
// The unit names, in their own translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::units)
};

constexpr quint64 KiBPerMiB = 1024;
constexpr quint64 KiBPerGiB = 1024 * 1024;

// "1.5" or "15": one decimal at most, none when it is 0.
QString oneDecimal(double value, const QLocale &locale)
{
    const double tenths = std::round(value * 10);
    return locale.toString(tenths / 10, 'f', std::fmod(tenths, 10) == 0 ? 0 : 1);
}
} // namespace

QString kib(quint64 kib, const QLocale &locale)
{
    // Tenths of a MiB are not whole KiB; halves are.
    if (kib >= KiBPerGiB && kib % (KiBPerGiB / 2) == 0)
        return Text::tr("%1 GiB").arg(oneDecimal(double(kib) / KiBPerGiB, locale));
    if (kib >= KiBPerMiB && kib % (KiBPerMiB / 2) == 0)
        return Text::tr("%1 MiB").arg(oneDecimal(double(kib) / KiBPerMiB, locale));
    return Text::tr("%1 KiB").arg(locale.toString(kib));
}

QString bytes(quint64 bytes, const QLocale &locale)
{
    if (bytes % 1024 == 0)
        return kib(bytes / 1024, locale);
    return Text::tr("%1 B").arg(locale.toString(bytes));
}

QString size(double bytes, const QLocale &locale)
{
    if (bytes > 0 && bytes < 1023.5)
        return Text::tr("%1 B").arg(locale.toString(qRound64(bytes)));
    const double kibibytes = std::round(bytes / 1024);
    if (kibibytes < KiBPerMiB)
        return Text::tr("%1 KiB").arg(locale.toString(qint64(kibibytes)));
    const double mebibytes = std::round(bytes / (1024.0 * 1024) * 10) / 10;
    if (mebibytes < KiBPerMiB)
        return Text::tr("%1 MiB").arg(oneDecimal(mebibytes, locale));
    return Text::tr("%1 GiB").arg(oneDecimal(bytes / (1024.0 * 1024 * 1024), locale));
}

QString rate(double bytesPerSecond, const QLocale &locale)
{
    // Two figures at least: random reads run at tenths of a MB/s.
    const double mb = bytesPerSecond / 1e6;
    return Text::tr("%1 MB/s").arg(locale.toString(mb, 'f', std::abs(mb) < 1 ? 2 : 1));
}

QString optional(const std::optional<double> &value, QString (*format)(double, const QLocale &),
                 const QLocale &locale)
{
    return value ? format(*value, locale) : QStringLiteral("–");
}

QString milliseconds(double ms, const QLocale &locale)
{
    return Text::tr("%1 ms").arg(locale.toString(ms, 'f', 2));
}

QString ratio(double value, const QLocale &locale)
{
    return locale.toString(value, 'f', value < 10 ? 2 : 1);
}

std::optional<quint64> parseSize(QStringView text, quint64 plainUnit)
{
    static const QRegularExpression pattern(QRegularExpression::anchoredPattern(QStringLiteral(
                                                "([0-9]{1,16})\\s*(k|kib|kb|m|mib|mb|g|gib|gb)?")),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text.trimmed().toString());
    if (!match.hasMatch())
        return std::nullopt;
    const quint64 number = match.captured(1).toULongLong();
    const QString unit = match.captured(2).toLower();
    const quint64 scale = unit.isEmpty()                      ? plainUnit
                          : unit.startsWith(QLatin1Char('k')) ? 1024
                          : unit.startsWith(QLatin1Char('m')) ? 1024 * 1024
                                                              : 1024 * 1024 * 1024;
    constexpr quint64 Limit = quint64(1) << 53;
    if (scale == 0 || number > Limit / scale)
        return std::nullopt;
    return number * scale;
}

} // namespace nfstuner::units
