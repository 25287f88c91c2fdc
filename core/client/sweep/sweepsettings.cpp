// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/sweepsettings.h"

#include "base/units.h"
#include "tuning/readaheaddefaults.h"
#include "tuning/tuninglimits.h"

#include <algorithm>

namespace nfstuner {

QList<quint32> SweepSettings::defaultValues(quint32 rsizeBytes)
{
    QList<quint32> values{128, 512, 1024, 2048, 4096};
    if (rsizeBytes >= 1024)
        values.append(
            std::min(ReadaheadDefaults::classicKib(rsizeBytes), TuningLimits::MaxReadaheadKib));
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

Result<QList<quint32>> SweepSettings::parseValues(const QString &list)
{
    QList<quint32> values;
    for (const QString &item : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto bytes = units::parseSize(item, 1024);
        if (!bytes || *bytes % 1024 != 0)
            return Error{Error::Code::InvalidArgument,
                         tr("\"%1\" is not a readahead size: give KiB, or a number with K, M or G")
                             .arg(item.trimmed())};
        const quint64 kib = *bytes / 1024;
        if (kib < MinValueKib || kib > TuningLimits::MaxReadaheadKib)
            return Error{Error::Code::InvalidArgument,
                         tr("%1 is out of range: readahead values go from %2 to %3 KiB")
                             .arg(item.trimmed())
                             .arg(MinValueKib)
                             .arg(TuningLimits::MaxReadaheadKib)};
        values.append(quint32(kib));
    }
    if (values.isEmpty())
        return Error{Error::Code::InvalidArgument, tr("the list of readahead values is empty")};
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

QList<quint32> SweepSettings::valuesBelowBlockSize() const
{
    QList<quint32> below;
    for (const quint32 kib : valuesKib) {
        if (qint64(kib) * 1024 < blockSize)
            below.append(kib);
    }
    return below;
}

int SweepSettings::valuesThatMeasureApart() const
{
    int above = 0;
    bool alike = false; // up to the read size, all measure as the read size
    for (const quint32 kib : valuesKib) {
        if (qint64(kib) * 1024 > blockSize)
            ++above;
        else
            alike = true;
    }
    return above + (alike ? 1 : 0);
}

Result<void> SweepSettings::check() const
{
    if (valuesKib.isEmpty())
        return Error{Error::Code::InvalidArgument, tr("the list of readahead values is empty")};
    for (const quint32 kib : valuesKib) {
        if (kib < MinValueKib || kib > TuningLimits::MaxReadaheadKib)
            return Error{Error::Code::InvalidArgument,
                         tr("%1 KiB is out of range: a sweep measures %2 to %3 KiB")
                             .arg(kib)
                             .arg(MinValueKib)
                             .arg(TuningLimits::MaxReadaheadKib)};
    }
    if (repeat < 1 || repeat > MaxRepeat)
        return Error{Error::Code::InvalidArgument,
                     tr("repeat %1 times is out of range: 1 to %2").arg(repeat).arg(MaxRepeat)};
    if (bytes < 0)
        return Error{Error::Code::InvalidArgument, tr("the number of bytes to read is negative")};
    if (blockSize < MinBlockSize || blockSize > MaxBlockSize)
        return Error{Error::Code::InvalidArgument,
                     tr("a block size of %1 bytes is out of range: %2 bytes to %3")
                         .arg(blockSize)
                         .arg(MinBlockSize)
                         .arg(units::bytes(MaxBlockSize))};
    return {};
}

} // namespace nfstuner
