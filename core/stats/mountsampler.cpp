// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountsampler.h"

#include "base/logging.h"

#include <QDateTime>
#include <QSet>

namespace nfstuner {

MountSampler::MountSampler(SystemRoot root, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
{
    m_timer.setInterval(DefaultIntervalMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &MountSampler::sample);
    m_clock.start();
    m_startedAtMs = QDateTime::currentMSecsSinceEpoch();
}

void MountSampler::setInterval(int milliseconds)
{
    m_timer.setInterval(std::clamp(milliseconds, MinIntervalMs, MaxIntervalMs));
}

void MountSampler::start()
{
    sample();
    m_timer.start();
}

void MountSampler::stop()
{
    m_timer.stop();
}

void MountSampler::setSource(Source source)
{
    m_source = std::move(source);
}

Result<MountSampler::Reading> MountSampler::readMountStats() const
{
    auto counters = MountStats::read(m_root);
    if (!counters)
        return counters.error();
    return Reading{std::move(counters).value(), m_clock.elapsed()};
}

void MountSampler::sample()
{
    const auto reading = m_source ? m_source() : readMountStats();
    if (!reading) {
        if (m_error != reading.error().message)
            qCWarning(lcStats, "%s", qPrintable(reading.error().message));
        m_error = reading.error().message;
        ingest({}, m_clock.elapsed());
        return;
    }
    m_error.clear();
    ingest(reading->counters, reading->atMs);
}

void MountSampler::ingest(const QList<MountCounters> &counters, qint64 nowMs)
{
    m_lastSampleMs = nowMs;
    QSet<QString> seen;
    seen.reserve(counters.size());
    m_order.clear();
    for (const MountCounters &mount : counters) {
        seen.insert(mount.mountpoint);
        m_order.append(mount.mountpoint);
        auto it = m_series.find(mount.mountpoint);
        if (it == m_series.end()) {
            qCDebug(lcStats, "%s: first sample", qPrintable(mount.mountpoint));
            Series fresh;
            fresh.last = mount;
            fresh.lastMs = nowMs;
            m_series.insert(mount.mountpoint, std::move(fresh));
            continue;
        }
        Series &series = *it;
        const auto rates = computeRates(series.last, mount, double(nowMs - series.lastMs) / 1000.0);
        if (rates) {
            series.latest = rates;
            series.history.append(RatePoint{
                quint32(nowMs), float(rates->readBytesPerSecond), float(rates->writeBytesPerSecond),
                float(rates->wireReadBytesPerSecond), float(rates->wireWriteBytesPerSecond),
                rates->writeRttMs ? float(*rates->writeRttMs) : RatePoint::None});
        } else if (nowMs > series.lastMs) {
            // A counter went backwards: the mount was remounted; start again.
            qCDebug(lcStats, "%s: counters went backwards, series restarted",
                    qPrintable(mount.mountpoint));
            series.latest.reset();
            series.history.clear();
        }
        series.last = mount;
        series.lastMs = nowMs;
    }
    // A mount that is gone ends its series.
    for (auto it = m_series.begin(); it != m_series.end();) {
        if (!seen.contains(it.key())) {
            qCDebug(lcStats, "%s: gone from mountstats, series ended", qPrintable(it.key()));
            it = m_series.erase(it);
        } else {
            ++it;
        }
    }
    emit sampled();
}

const MountSampler::Series *MountSampler::series(const QString &mountpoint) const
{
    const auto it = m_series.constFind(mountpoint);
    return it == m_series.cend() ? nullptr : &*it;
}

} // namespace nfstuner
