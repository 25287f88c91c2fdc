// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "stats/mountrates.h"
#include "stats/ratehistory.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace nfstuner {

// Reads mountstats once per tick and keeps, per mountpoint, the latest
// rates and an hour of throughput. Rates use the measured time between
// reads, not the nominal interval.
class MountSampler : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultIntervalMs = 1000;
    static constexpr int MinIntervalMs = 500;
    static constexpr int MaxIntervalMs = 10000;
    static constexpr qsizetype HistoryCapacity = 3600; // 1 h at 1 s

    struct Series
    {
        MountCounters last;
        qint64 lastMs = 0;
        std::optional<MountRates> latest; // none yet, or just restarted
        RateHistory history{HistoryCapacity};
    };

    explicit MountSampler(SystemRoot root, QObject *parent = nullptr);

    void setInterval(int milliseconds); // clamped to 0.5-10 s
    int interval() const { return m_timer.interval(); }
    void start();
    void stop();

    // Reads mountstats now.
    void sample();
    // One sample of given counters at a given time (ms on the sampler's
    // clock): what sample() does after reading, for tests and benchmarks.
    void ingest(const QList<MountCounters> &counters, qint64 nowMs);

    const Series *series(const QString &mountpoint) const;
    // The mountpoints of the last sample, in mountstats order.
    const QStringList &mountpoints() const { return m_order; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    // The wall-clock time (ms since the epoch) of a time on the sampler's clock.
    qint64 wallClockMs(qint64 samplerMs) const { return m_startedAtMs + samplerMs; }
    QString lastError() const { return m_error; }

signals:
    void sampled();

private:
    SystemRoot m_root;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_startedAtMs = 0; // the wall clock when m_clock started
    QHash<QString, Series> m_series;
    QStringList m_order;
    QString m_error;
};

} // namespace nfstuner
