// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/readaheadinput.h"

#include "base/units.h"
#include "tuning/tuningrequests.h"

namespace nfstuner {

namespace {

Error invalid(const QString &message)
{
    return Error{Error::Code::InvalidArgument, message};
}

} // namespace

Result<quint32> ReadaheadInput::parse(const QString &text, Unit unit, const QLocale &locale)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalid(tr("type a readahead size"));
    if (trimmed.startsWith(QLatin1Char('-')) || trimmed.startsWith(QChar(0x2212)))
        return invalid(tr("readahead cannot be negative"));
    // A unit typed after the number (K, KiB, KB, M, MiB, MB, G, GiB, GB;
    // binary, as dd and the CLI read them) wins over the field's.
    QString number = trimmed;
    quint64 kibPerUnit = unit == Unit::KiB ? 1 : 1024;
    QString unitName = unit == Unit::KiB ? tr("KiB") : tr("MiB");
    bool typedUnit = false;
    static const struct
    {
        const char *suffix;
        quint64 kib;
        const char *name;
    } suffixes[] = {
        {"KiB", 1, "KiB"},           {"KB", 1, "KiB"},           {"K", 1, "KiB"},
        {"MiB", 1024, "MiB"},        {"MB", 1024, "MiB"},        {"M", 1024, "MiB"},
        {"GiB", 1024 * 1024, "GiB"}, {"GB", 1024 * 1024, "GiB"}, {"G", 1024 * 1024, "GiB"}};
    for (const auto &s : suffixes) {
        if (number.endsWith(QLatin1String(s.suffix), Qt::CaseInsensitive)) {
            number.chop(qsizetype(qstrlen(s.suffix)));
            number = number.trimmed();
            kibPerUnit = s.kib;
            unitName = QString::fromLatin1(s.name);
            typedUnit = true;
            break;
        }
    }
    // Digits, and above KiB one decimal point ('.' or the locale's).
    if (kibPerUnit > 1 && locale.decimalPoint() != QLatin1String("."))
        number.replace(locale.decimalPoint(), QStringLiteral("."));
    const qsizetype pointAt = number.indexOf(QLatin1Char('.'));
    if (number.isEmpty())
        return invalid(
            tr("\"%1\" is not a size: type a number, or one with K, M or G").arg(trimmed));
    for (qsizetype i = 0; i < number.size(); ++i) {
        const QChar c = number.at(i);
        if (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            continue;
        if (c == QLatin1Char('.') && kibPerUnit == 1)
            return invalid(tr("\"%1\" is not a whole number: KiB take no decimals").arg(trimmed));
        if (c == QLatin1Char('.') && i == pointAt && i > 0 && i + 1 < number.size())
            continue;
        return invalid(
            tr("\"%1\" is not a size: type a number, or one with K, M or G").arg(trimmed));
    }
    const QString whole = pointAt < 0 ? number : number.left(pointAt);
    QString fraction = pointAt < 0 ? QString() : number.mid(pointAt + 1);
    const QString shown = typedUnit ? trimmed : trimmed + QLatin1Char(' ') + unitName;
    const QString tooBig = tr("%1 is more than 1 GiB (%2 KiB), the largest readahead")
                               .arg(shown, locale.toString(TuningLimits::MaxReadaheadKib));
    // More than 8 digits is past 1 GiB in any unit.
    QString digits = whole;
    while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    if (digits.size() > 8)
        return invalid(tooBig);
    quint64 kib = digits.toULongLong() * kibPerUnit;
    if (!fraction.isEmpty()) {
        // fraction units = digits / 10^n units = digits * kibPerUnit / 10^n
        // KiB: whole KiB only when 10^n divides it (n <= 20 suffices).
        while (fraction.endsWith(QLatin1Char('0')))
            fraction.chop(1);
        if (fraction.size() > 12)
            return invalid(tr("%1 is not a whole number of KiB").arg(shown));
        quint64 scale = 1;
        for (qsizetype i = 0; i < fraction.size(); ++i)
            scale *= 10;
        const quint64 numerator = (fraction.isEmpty() ? 0 : fraction.toULongLong()) * kibPerUnit;
        if (numerator % scale != 0)
            return invalid(tr("%1 is not a whole number of KiB").arg(shown));
        kib += numerator / scale;
    }
    if (kib > TuningLimits::MaxReadaheadKib)
        return invalid(tooBig);
    return quint32(kib);
}

QString ReadaheadInput::format(quint32 kib, Unit unit, const QLocale &locale)
{
    if (unit == Unit::KiB)
        return QString::number(kib);
    // kib / 1024 in decimal: at most 10 decimals, all exact.
    QString text = QString::number(kib / 1024);
    quint64 rest = kib % 1024;
    if (rest == 0)
        return text;
    text += locale.decimalPoint();
    for (int i = 0; i < 10 && rest != 0; ++i) {
        rest *= 10;
        text += QChar(QLatin1Char('0' + char(rest / 1024)));
        rest %= 1024;
    }
    return text;
}

QStringList ReadaheadInput::warnings(quint32 kib, quint32 rsizeBytes)
{
    QStringList result;
    if (kib == 0)
        result.append(tr("0 turns readahead off: every read then waits for its own READ from "
                         "the server."));
    else if (rsizeBytes > 0 && quint64(kib) * 1024 < rsizeBytes)
        result.append(tr("%1 is below rsize (%2): every READ then asks for at most %1, and "
                         "streaming reads slow down.")
                          .arg(units::kib(kib), units::bytes(rsizeBytes)));
    return result;
}

} // namespace nfstuner
