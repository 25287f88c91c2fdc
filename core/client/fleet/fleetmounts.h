// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/prometheusapi.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace nfstuner {

// One NFS mount of one host, as the fleet's Prometheus has it: the series
// `nfs-tuner-cli metrics` writes on each host (node_exporter's textfile
// collector serves them, Prometheus adds `instance`) and, where the host's
// node_exporter runs its mountstats collector, the export's read rate.
struct FleetMount
{
    QString instance; // Prometheus's instance label
    // The host as the admin names it: the value of the host label (by
    // default the instance, port and all, so two exporters on one address
    // stay two hosts), from the mount's series or node_uname_info's.
    QString host;
    QString bdi;
    QString mountpoint;
    QString server;
    QString exportPath;
    QString version;
    std::optional<double> rsizeBytes;
    std::optional<double> readAheadBytes;
    std::optional<double> nextMountReadAheadBytes;
    // The [nfs-tuner] rule key that gives the next mount its readahead;
    // empty where none does (nfsrahead's key, or the kernel's default).
    QString nextMountRule;
    QString verdict; // the advice: raise, lower, keep, unknown; empty: none exported
    std::optional<double> recommendedBytes;
    std::optional<double> readBytesPerSecond; // the export on this host, over 5 minutes
    // What limits it, as `diagnose` names it ("round-trip", ...); empty:
    // none exported.
    QString limit;
    // Values the answers held that are no value of their kind (a size of
    // +Inf, 0.4 bytes or 2^32 KiB; a host label missing), each said once:
    // such a value is left out, never rounded or wrapped into another.
    QStringList problems;

    // server:/path, an IPv6 address in brackets ([::1]:/export), as mount.nfs
    // and mountstats (and so node_exporter's export label) write it.
    QString serverExport() const
    {
        return (server.contains(u':') ? u'[' + server + u']' : server) + u':' + exportPath;
    }
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
    Q_DECLARE_TR_FUNCTIONS(FleetMounts)

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
        Diagnosis,     // nfstuner_diagnosis_info: what limits each BDI
        NextMountRule, // nfstuner_next_mount_rule_info: the rule deciding each mount's next
        HostNames,     // node_uname_info: asked only for a host label other than instance
    };
    static inline const QString InstanceLabel = QStringLiteral("instance");
    // The queries for hosts named by `hostLabel`.
    static QList<Query> queries(const QString &hostLabel = InstanceLabel);
    static QString expression(Query query);
    // Whether `label` can name a Prometheus label ([a-zA-Z_][a-zA-Z0-9_]*).
    static bool isLabelName(const QString &label);

    // One row per host and mount (nfstuner_mount_info), the BDI's and the
    // export's values joined by instance, hosts named by `hostLabel`;
    // sorted by what the advice would change most first, then by host and
    // mount point.
    static QList<FleetMount> build(const QHash<Query, QList<PromSeries>> &answers,
                                   const QString &hostLabel = InstanceLabel);
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
