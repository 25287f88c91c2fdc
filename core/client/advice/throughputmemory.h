// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace nfstuner {

struct NfsMount;

// One measurement of a device's reads at one readahead value: what
// applications read per second while reading (ReadWindow::
// readingBytesPerSecond), as Tune… measures it.
struct ThroughputSample
{
    quint32 readAheadKib = 0;
    double bytesPerSecond = 0;
    double averageReadBytes = 0; // the workload's READ size at that value
    quint64 readOps = 0;
    qint64 atSeconds = 0; // since the epoch
};

// What one readahead value gave, over its recent samples.
struct MeasuredValue
{
    quint32 readAheadKib = 0;
    double bytesPerSecond = 0;   // the median of the samples
    double averageReadBytes = 0; // of the newest sample
    int samples = 0;
};

// What each readahead value gave on each NFS device, remembered between runs
// of `advise` and of the app, so that advice can stop raising once a raise
// stopped paying and name the value that did best. Devices are known by what
// they mount (source, version, rsize), not by their BDI number, which the
// kernel hands to the next mount. Samples older than a day are forgotten: a
// workload changes.
class ThroughputMemory
{
    Q_DECLARE_TR_FUNCTIONS(ThroughputMemory)

public:
    static constexpr int SamplesPerValue = 3;
    static constexpr qint64 MaxAgeSeconds = 24 * 3600;
    static constexpr int MaxSamplesPerDevice = 48;
    static constexpr int MaxDevices = 256;

    // $XDG_STATE_HOME/nfs-tuner/throughput.json (~/.local/state when unset).
    static QString defaultPath();
    static QString deviceKey(const NfsMount &mount);

    // A missing file is an empty memory; one that cannot be parsed is an
    // error, and is never written over.
    static Result<ThroughputMemory> load(const QString &path);
    // Reads the file again, lets `change` edit it and writes it back whole
    // (an atomic replace; the folder is made 0700 when missing), so that two
    // programs recording at once lose nothing.
    static Result<ThroughputMemory> update(const QString &path,
                                           const std::function<void(ThroughputMemory &)> &change);

    static Result<ThroughputMemory> fromJson(const QByteArray &json);
    QByteArray toJson() const;

    void record(const QString &device, const ThroughputSample &sample);
    void forget(const QString &device);
    // Each value measured within MaxAgeSeconds of `nowSeconds`, ascending.
    QList<MeasuredValue> values(const QString &device, qint64 nowSeconds) const;
    bool isEmpty() const { return m_samples.isEmpty(); }

private:
    QHash<QString, QList<ThroughputSample>> m_samples; // oldest first
};

} // namespace nfstuner
