// SPDX-License-Identifier: GPL-2.0-or-later
#include "units.h"

#include <QCoreApplication>
#include <QLocale>

namespace nfstuner::units {

namespace {
// The unit names, in their own translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::units)
};
} // namespace

QString size(double bytes)
{
    const QLocale locale;
    if (bytes >= 1024.0 * 1024 * 1024)
        return Text::tr("%1 GiB").arg(locale.toString(bytes / (1024.0 * 1024 * 1024), 'f', 1));
    if (bytes >= 1024.0 * 1024) {
        const double mib = bytes / (1024.0 * 1024);
        return Text::tr("%1 MiB").arg(locale.toString(mib, 'f', mib == std::floor(mib) ? 0 : 1));
    }
    if (bytes >= 1024)
        return Text::tr("%1 KiB").arg(locale.toString(qRound64(bytes / 1024)));
    return Text::tr("%1 B").arg(locale.toString(qRound64(bytes)));
}

QString kib(quint64 kib)
{
    return size(double(kib) * 1024);
}

QString rate(double bytesPerSecond)
{
    return Text::tr("%1 MB/s").arg(QLocale().toString(bytesPerSecond / 1e6, 'f', 1));
}

QString optional(const std::optional<double> &value, QString (*format)(double))
{
    return value ? format(*value) : QStringLiteral("–");
}

QString milliseconds(double ms)
{
    return Text::tr("%1 ms").arg(QLocale().toString(ms, 'f', 2));
}

} // namespace nfstuner::units
