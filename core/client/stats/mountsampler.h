// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "stats/mountrates.h"
#include "stats/ratehistory.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <functional>

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
    static constexpr qsizetype HistoryCapacity = 3600; // 1 h at 1 s, the write-back chart's

    struct Series
    {
        MountCounters last;
        qint64 lastMs = 0;
        std::optional<MountRates> latest; // none yet, or just restarted
        RateHistory history;              // an hour at 1 s, in tiers
        quint32 pass = 0;                 // the last sample that had the mount
    };

    // Counters and the time (ms on the sampler's clock) they were read at.
    struct Reading
    {
        QList<MountCounters> counters;
        qint64 atMs = 0;
    };
    using Source = std::function<Result<Reading>()>;

    explicit MountSampler(SystemRoot root, QObject *parent = nullptr);

    // Where sample() gets its counters: by default (or an empty Source)
    // mountstats under the root, timed by a monotonic clock; a recorded
    // series replays with its own times (tests, benchmarks).
    void setSource(Source source);

    void setInterval(int milliseconds); // clamped to 0.5-10 s
    int interval() const { return m_timer.interval(); }
    void start();
    void stop();

    // Takes a reading from the source now.
    void sample();

    const Series *series(const QString &mountpoint) const;
    // Changes whenever a series is added or ended, which may move the
    // others: a pointer series() gave stays good while this stays the same,
    // so a pass over many mounts can keep them instead of looking each up.
    quint64 seriesGeneration() const { return m_seriesGeneration; }
    // Every series, in no set order: for passes over all mounts, which
    // would otherwise look each one up by its name.
    const QHash<QString, Series> &allSeries() const { return m_series; }
    // The mountpoints of the last sample, in mountstats order.
    const QStringList &mountpoints() const { return m_order; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    // When the last sample was taken, on the sampler's clock.
    qint64 lastSampleMs() const { return m_lastSampleMs; }
    // The wall-clock time (ms since the epoch) of a time on the sampler's clock.
    qint64 wallClockMs(qint64 samplerMs) const { return m_startedAtMs + samplerMs; }
    QString lastError() const { return m_error; }

signals:
    void sampled();

private:
    Result<Reading> readMountStats() const;
    void ingest(const QList<MountCounters> &counters, qint64 nowMs);

    SystemRoot m_root;
    Source m_source; // empty: readMountStats()
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_startedAtMs = 0; // the wall clock when m_clock started
    qint64 m_lastSampleMs = 0;
    QHash<QString, Series> m_series;
    quint64 m_seriesGeneration = 1;
    quint32 m_pass = 0;
    QStringList m_order;
    QList<MountStats::Names> m_names; // of the last sample, in its order
    QString m_error;
};

} // namespace nfstuner
