// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountsampler.h"

#include "base/clientlogging.h"

#include <QDateTime>

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
    auto counters = MountStats::read(m_root, &m_names);
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
    ++m_pass;
    // Each series found below is still there; the rest ended. Stamped with
    // the pass rather than collected in a set of ten thousand names.
    qsizetype found = 0;
    m_order.clear();
    m_names.clear();
    // find() on a shared hash copies it, which moves every series.
    if (!m_series.isDetached())
        ++m_seriesGeneration;
    for (const MountCounters &mount : counters) {
        m_order.append(mount.mountpoint);
        m_names.append({mount.mountpoint, mount.device});
        auto it = m_series.find(mount.mountpoint);
        if (it == m_series.end()) {
            qCDebug(lcStats, "%s: first sample", qPrintable(mount.mountpoint));
            Series fresh;
            fresh.last = mount;
            fresh.lastMs = nowMs;
            fresh.pass = m_pass;
            m_series.insert(mount.mountpoint, std::move(fresh));
            ++m_seriesGeneration;
            ++found;
            continue;
        }
        Series &series = *it;
        if (series.pass != m_pass) // a path mounted over is listed twice: counted once
            ++found;
        series.pass = m_pass;
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
    if (found < m_series.size()) {
        m_series.removeIf([this](const auto &entry) {
            if (entry.value().pass == m_pass)
                return false;
            qCDebug(lcStats, "%s: gone from mountstats, series ended", qPrintable(entry.key()));
            return true;
        });
        ++m_seriesGeneration;
    }
    emit sampled();
}

const MountSampler::Series *MountSampler::series(const QString &mountpoint) const
{
    const auto it = m_series.constFind(mountpoint);
    return it == m_series.cend() ? nullptr : &*it;
}

} // namespace nfstuner
