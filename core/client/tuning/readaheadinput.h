// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace nfstuner {

// A readahead size as an admin types it into a field whose unit (KiB or
// MiB) is chosen next to it. Only a plain number is taken: "16M" is not
// 16 KiB (the atoi trap nfsrahead falls into), "-1" does not lose its
// sign, "abc" is not the old value, and nothing is clamped into range.
class ReadaheadInput
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadInput)

public:
    enum class Unit
    {
        KiB,
        MiB
    };

    // The size in KiB; InvalidArgument with the reason otherwise. MiB may
    // carry decimals ("1.5", or with the locale's decimal point) as long as
    // they make whole KiB.
    static Result<quint32> parse(const QString &text, Unit unit, const QLocale &locale = QLocale());
    // The same size written in `unit`, exactly: 16384 KiB is "16" MiB, 1000
    // KiB is "0.9765625" MiB. A unit switch converts, never reinterprets.
    static QString format(quint32 kib, Unit unit, const QLocale &locale = QLocale());
    // What to confirm before applying: 0 turns readahead off, a value
    // below rsize caps every READ at it.
    static QStringList warnings(quint32 kib, quint32 rsizeBytes);
};

} // namespace nfstuner
