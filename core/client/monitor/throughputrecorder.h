// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/throughputmemory.h"
#include "mounts/bdiid.h"
#include "stats/readwindow.h"

#include <QHash>
#include <QString>

namespace nfstuner {

class MountInventory;
struct NfsMount;

// What each readahead value gives, learnt while the app runs and kept in the
// throughput memory that `advise` keeps too. Per BDI, the reads since its
// readahead was last seen to change add up; what came before a change is a
// measurement of the value before. Reads count for a value only once a later
// look at sysfs saw it unchanged, so that the reads after a change nobody
// saw yet (sysfs is polled) never count for the value before. A steady value
// is recorded after each minute of reads.
class ThroughputRecorder
{
public:
    static constexpr double RecordEverySeconds = 60;

    // `path` empty: remembered in this process only (the demo and fixture
    // roots never touch the user's memory).
    explicit ThroughputRecorder(QString path);

    // Reads the file; one that cannot be read is said once, not written over.
    void load();
    // One sampler interval of a mount (a superblock's mounts share counters:
    // the first of a pass speaks for its BDI).
    void addInterval(const BdiId &bdi, const MountRates &rates, quint32 pass);
    // The readahead values as seen now, at `nowSeconds` since the epoch.
    void observe(const MountInventory &inventory, qint64 nowSeconds);
    // What the memory holds for the mount's device; empty when nothing.
    QList<MeasuredValue> measured(const NfsMount &mount, qint64 nowSeconds) const;
    // Changes whenever something was recorded.
    quint64 generation() const { return m_generation; }
    QString error() const { return m_error; }

private:
    struct Device
    {
        QString key;                // ThroughputMemory::deviceKey
        std::optional<quint32> kib; // the value last seen
        ReadWindow confirmed;       // reads seen at `kib` both before and after
        ReadWindow unconfirmed;     // reads since the last look
        quint32 pass = 0;           // the last sampler pass that added
    };
    void record(const Device &device, const ReadWindow &window, quint32 kib, qint64 nowSeconds);

    QString m_path;
    ThroughputMemory m_memory;
    QHash<BdiId, Device> m_devices;
    quint64 m_generation = 1;
    QString m_error;
    bool m_writable = true;
};

} // namespace nfstuner
