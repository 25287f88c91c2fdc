// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace nfstuner {

// Whether a mount's readahead likely holds its reads back, and why. Since
// Linux 5.4 an NFS mount reads ahead 128 KiB (the VM default) instead of
// 15 x rsize; streaming reads lost 30-75 %.
struct ReadaheadAdvice
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadAdvice)

public:
    bool limiting = false;
    QString explanation; // empty when not limiting

    // `averageReadBytes`: the mean READ RPC size lately, when there were READs.
    static ReadaheadAdvice evaluate(std::optional<quint32> readAheadKib, quint32 rsize,
                                    std::optional<double> averageReadBytes);
    // What nfsrahead would set on the next mount (`nextKib`, as it prints
    // it): limiting when it turns readahead off or is below rsize.
    static ReadaheadAdvice evaluateNextMount(int nextKib, quint32 rsize);
    // The pre-5.4 default: 15 x rsize, in KiB.
    static quint32 classicReadaheadKib(quint32 rsize)
    {
        return quint32((quint64(rsize) * 15) / 1024);
    }
};

} // namespace nfstuner
