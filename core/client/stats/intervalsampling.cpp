// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/intervalsampling.h"

#include "stats/mountsampler.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>

namespace nfstuner {

Result<SampledInterval> sampleInterval(const SystemRoot &root, double seconds,
                                       const std::function<void()> &eachStep)
{
    constexpr qint64 FinestStepMs = 100, CoarsestStepMs = 1000, CostShare = 20;
    MountSampler sampler(root);
    QElapsedTimer clock;
    clock.start();
    sampler.sample();
    if (!sampler.lastError().isEmpty())
        return Error{Error::Code::IoError, sampler.lastError()};
    const qint64 startMs = sampler.lastSampleMs();
    SampledInterval interval;
    for (auto it = sampler.allSeries().cbegin(); it != sampler.allSeries().cend(); ++it)
        interval.first.insert(it.key(), it->last);
    qint64 stepMs = std::clamp(clock.elapsed() * CostShare, FinestStepMs, CoarsestStepMs);
    const qint64 endMs = clock.elapsed() + qint64(seconds * 1000);
    while (clock.elapsed() < endMs) {
        const qint64 left = endMs - clock.elapsed();
        QThread::msleep(quint64(std::min(left, stepMs)));
        if (eachStep)
            eachStep();
        const qint64 before = clock.elapsed();
        sampler.sample();
        if (!sampler.lastError().isEmpty())
            return Error{Error::Code::IoError, sampler.lastError()};
        stepMs = std::clamp((clock.elapsed() - before) * CostShare, FinestStepMs, CoarsestStepMs);
        for (const QString &mountpoint : sampler.mountpoints()) {
            const auto *series = sampler.series(mountpoint);
            if (series && series->latest) // not when it appeared or was remounted meanwhile
                interval.windows[mountpoint].add(*series->latest);
        }
    }
    interval.seconds = double(sampler.lastSampleMs() - startMs) / 1000.0;
    for (auto it = sampler.allSeries().cbegin(); it != sampler.allSeries().cend(); ++it)
        interval.last.insert(it.key(), it->last);
    return interval;
}

} // namespace nfstuner
