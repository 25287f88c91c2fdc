// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/prometheusapi.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// One NFS mount of one host, as the fleet's Prometheus has it: the series
// `nfs-tuner-cli metrics` writes on each host (node_exporter's textfile
// collector serves them, Prometheus adds `instance`) and, where the host's
// node_exporter runs its mountstats collector, the export's read rate.
struct FleetMount
{
    QString instance; // Prometheus's instance label
    QString bdi;
    QString mountpoint;
    QString server;
    QString exportPath;
    QString version;
    std::optional<double> rsizeBytes;
    std::optional<double> readAheadBytes;
    std::optional<double> nextMountReadAheadBytes;
    QString verdict; // the advice: raise, lower, keep, unknown; empty: none exported
    std::optional<double> recommendedBytes;
    std::optional<double> readBytesPerSecond; // the export on this host, over 5 minutes

    QString serverExport() const { return server + u':' + exportPath; }
    // The host's inventory name: the instance without a port.
    QString host() const;
    // What the advice would change the readahead by, as a factor (4 for
    // 128 KiB -> 512 KiB; 1 without advice): the fleet is sorted by it.
    double adviceFactor() const;
    // Whether the advice would change it: raise or lower, to a value.
    bool isAdvised() const;

    friend bool operator==(const FleetMount &, const FleetMount &) = default;
};

// The queries the fleet is read with, and the mounts made of their answers.
class FleetMounts
{
public:
    enum class Query
    {
        MountInfo,
        ReadAhead,
        NextMountReadAhead,
        Rsize,
        Advice,
        Recommended,
        ReadRate,
    };
    static QList<Query> queries();
    static QString expression(Query query);

    // One row per host and mount (nfstuner_mount_info), the BDI's and the
    // export's values joined by instance; sorted by what the advice would
    // change most first, then by host and mount point.
    static QList<FleetMount> build(const QHash<Query, QList<PromSeries>> &answers);
};

// The mounts of one server:export across the fleet: how far the hosts'
// readaheads and read rates spread.
struct FleetExportGroup
{
    QString serverExport;
    QList<FleetMount> mounts;
    QMap<double, int> hostsPerReadAhead; // bytes -> hosts
    std::optional<double> minReadBytesPerSecond;
    std::optional<double> maxReadBytesPerSecond;

    static QList<FleetExportGroup> of(const QList<FleetMount> &mounts);
};

} // namespace nfstuner
