// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/throughputrecorder.h"

#include "advice/readaheadadvisor.h"
#include "base/clientlogging.h"
#include "mounts/mountinventory.h"

namespace nfstuner {

ThroughputRecorder::ThroughputRecorder(QString path)
    : m_path(std::move(path))
{}

void ThroughputRecorder::load()
{
    if (m_path.isEmpty())
        return;
    auto loaded = ThroughputMemory::load(m_path);
    if (!loaded) {
        m_error = loaded.error().message;
        m_writable = false;
        qCWarning(lcMonitor, "%s", qPrintable(m_error));
        return;
    }
    m_memory = std::move(loaded).value();
    ++m_generation;
}

void ThroughputRecorder::addInterval(const BdiId &bdi, const MountRates &rates, quint32 pass)
{
    const auto device = m_devices.find(bdi);
    if (device == m_devices.end() || device->pass == pass)
        return;
    device->pass = pass;
    device->unconfirmed.add(rates);
}

void ThroughputRecorder::observe(const MountInventory &inventory, qint64 nowSeconds)
{
    QHash<BdiId, Device> seen;
    for (const NfsMount &mount : inventory.table().mounts()) {
        if (seen.contains(mount.bdi))
            continue;
        Device device = m_devices.value(mount.bdi);
        const QString key = ThroughputMemory::deviceKey(mount);
        const std::optional<quint32> kib = inventory.readAheadKb(mount.bdi);
        if (device.key != key || device.kib != kib) {
            // Another superblock on the number, or another value: what was
            // confirmed is a measurement of the value before; what came
            // since the last look may be of either, and is dropped.
            if (device.key == key && device.kib)
                record(device, device.confirmed, *device.kib, nowSeconds);
            device = Device{key, kib, {}, {}, device.pass};
        } else {
            device.confirmed.add(device.unconfirmed);
            device.unconfirmed = ReadWindow();
            if (device.kib && device.confirmed.busySeconds &&
                device.confirmed.seconds >= RecordEverySeconds) {
                record(device, device.confirmed, *device.kib, nowSeconds);
                device.confirmed = ReadWindow();
            }
        }
        seen.insert(mount.bdi, std::move(device));
    }
    m_devices = std::move(seen);
}

void ThroughputRecorder::record(const Device &device, const ReadWindow &window, quint32 kib,
                                qint64 nowSeconds)
{
    const auto sample = ReadaheadAdvisor::measurementOf(window, kib, nowSeconds);
    if (!sample)
        return;
    m_memory.record(device.key, *sample);
    ++m_generation;
    qCDebug(lcMonitor, "%s at %u KiB: %.0f B/s", qPrintable(device.key), kib,
            sample->bytesPerSecond);
    if (m_path.isEmpty() || !m_writable)
        return;
    const auto saved = ThroughputMemory::update(
        m_path, [&](ThroughputMemory &stored) { stored.record(device.key, *sample); });
    if (saved) {
        m_memory = std::move(saved).value(); // with what others recorded meanwhile
    } else if (m_error != saved.error().message) {
        m_error = saved.error().message;
        qCWarning(lcMonitor, "%s", qPrintable(m_error));
    }
}

QList<MeasuredValue> ThroughputRecorder::measured(const NfsMount &mount, qint64 nowSeconds) const
{
    if (m_memory.isEmpty())
        return {};
    return m_memory.values(ThroughputMemory::deviceKey(mount), nowSeconds);
}

} // namespace nfstuner
