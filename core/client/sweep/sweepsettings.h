// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QCoreApplication>
#include <QList>

namespace nfstuner {

// What a readahead sweep measures: the readahead values, how often each,
// how much of the file, in which read size.
struct SweepSettings
{
    Q_DECLARE_TR_FUNCTIONS(SweepSettings)

public:
    static constexpr quint32 MinValueKib = 4; // one page; 0 turns readahead off
    static constexpr int MaxRepeat = 100;
    static constexpr qint64 MinBlockSize = 512;
    static constexpr qint64 MaxBlockSize = 64 << 20;
    // As dd, cp and most programs read: a read call larger than the
    // readahead is read ahead whole (the kernel takes at least what is
    // asked, up to the BDI's io_pages), and would hide the values below it.
    static constexpr qint64 DefaultBlockSize = 64 << 10;

    QList<quint32> valuesKib; // ascending, distinct
    int repeat = 3;
    qint64 bytes = 0; // how much of the file to read; 0: all of it
    qint64 blockSize = DefaultBlockSize;

    // 128 KiB (the kernel's default since 5.4), 512 KiB, 1, 2, 4 MiB and
    // 15 x rsize (the value before 5.4), ascending and distinct.
    static QList<quint32> defaultValues(quint32 rsizeBytes);
    // "128,512,1M,15M": KiB when plain, or with a unit; sorted, duplicates
    // dropped. An empty list, a value that is no size, below MinValueKib
    // or above what the helper accepts is an error naming it.
    static Result<QList<quint32>> parseValues(const QString &list);

    // The values a read call of blockSize makes alike: below it the
    // kernel reads ahead what the call asks anyway.
    QList<quint32> valuesBelowBlockSize() const;
    // How many values measure apart: those above blockSize, and the ones up
    // to it counted once (a call reads at least itself).
    int valuesThatMeasureApart() const;

    // Every bound, with an error naming the one broken.
    Result<void> check() const;
};

} // namespace nfstuner
