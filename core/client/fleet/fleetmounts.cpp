// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetmounts.h"

#include <algorithm>

namespace nfstuner {

namespace {

using Key = std::pair<QString, QString>; // instance and BDI (or export)

QHash<Key, double> valuesBy(const QList<PromSeries> &series, const QString &label)
{
    QHash<Key, double> values;
    for (const PromSeries &one : series) {
        if (!one.samples.isEmpty())
            values.insert({one.labels.value(QStringLiteral("instance")), one.labels.value(label)},
                          one.samples.last().value);
    }
    return values;
}

std::optional<double> valueAt(const QHash<Key, double> &values, const Key &key)
{
    const auto it = values.constFind(key);
    return it == values.cend() ? std::nullopt : std::optional<double>(*it);
}

} // namespace

QString FleetMount::host() const
{
    // host:port, [v6]:port, or a name relabelled without a port.
    if (instance.startsWith(u'[')) {
        const qsizetype close = instance.indexOf(u']');
        return close > 0 ? instance.mid(1, close - 1) : instance;
    }
    const qsizetype colon = instance.lastIndexOf(u':');
    if (colon > 0 && instance.indexOf(u':') == colon) {
        bool numeric = false;
        instance.mid(colon + 1).toUShort(&numeric);
        if (numeric)
            return instance.left(colon);
    }
    return instance;
}

bool FleetMount::isAdvised() const
{
    return (verdict == u"raise" || verdict == u"lower") && recommendedBytes &&
           *recommendedBytes > 0;
}

double FleetMount::adviceFactor() const
{
    if (!recommendedBytes || !readAheadBytes || *readAheadBytes <= 0 || *recommendedBytes <= 0)
        return 1;
    return std::max(*recommendedBytes / *readAheadBytes, *readAheadBytes / *recommendedBytes);
}

QList<FleetMounts::Query> FleetMounts::queries()
{
    return {Query::MountInfo, Query::ReadAhead, Query::NextMountReadAhead,
            Query::Rsize,     Query::Advice,    Query::Recommended,
            Query::ReadRate};
}

QString FleetMounts::expression(Query query)
{
    switch (query) {
    case Query::MountInfo:
        return QStringLiteral("nfstuner_mount_info");
    case Query::ReadAhead:
        return QStringLiteral("nfstuner_read_ahead_bytes");
    case Query::NextMountReadAhead:
        return QStringLiteral("nfstuner_next_mount_read_ahead_bytes");
    case Query::Rsize:
        return QStringLiteral("nfstuner_rsize_bytes");
    case Query::Advice:
        return QStringLiteral("nfstuner_advice_info");
    case Query::Recommended:
        return QStringLiteral("nfstuner_recommended_read_ahead_bytes");
    case Query::ReadRate:
        // node_exporter's mountstats collector labels by export
        // (server:/path); a host with several mounts of one export reads
        // them all.
        return QStringLiteral(
            "sum by (instance, export) (rate(node_mountstats_nfs_read_bytes_total[5m]))");
    }
    return {};
}

QList<FleetMount> FleetMounts::build(const QHash<Query, QList<PromSeries>> &answers)
{
    const QString bdi = QStringLiteral("bdi");
    const auto readAhead = valuesBy(answers.value(Query::ReadAhead), bdi);
    const auto nextMount = valuesBy(answers.value(Query::NextMountReadAhead), bdi);
    const auto rsize = valuesBy(answers.value(Query::Rsize), bdi);
    const auto recommended = valuesBy(answers.value(Query::Recommended), bdi);
    const auto readRate = valuesBy(answers.value(Query::ReadRate), QStringLiteral("export"));
    QHash<Key, QString> verdicts;
    for (const PromSeries &one : answers.value(Query::Advice))
        verdicts.insert({one.labels.value(QStringLiteral("instance")), one.labels.value(bdi)},
                        one.labels.value(QStringLiteral("verdict")));

    QList<FleetMount> mounts;
    for (const PromSeries &info : answers.value(Query::MountInfo)) {
        FleetMount mount;
        mount.instance = info.labels.value(QStringLiteral("instance"));
        mount.bdi = info.labels.value(bdi);
        mount.mountpoint = info.labels.value(QStringLiteral("mountpoint"));
        mount.server = info.labels.value(QStringLiteral("server"));
        mount.exportPath = info.labels.value(QStringLiteral("export"));
        mount.version = info.labels.value(QStringLiteral("version"));
        const Key key{mount.instance, mount.bdi};
        mount.readAheadBytes = valueAt(readAhead, key);
        mount.nextMountReadAheadBytes = valueAt(nextMount, key);
        mount.rsizeBytes = valueAt(rsize, key);
        mount.recommendedBytes = valueAt(recommended, key);
        mount.verdict = verdicts.value(key);
        mount.readBytesPerSecond = valueAt(readRate, {mount.instance, mount.serverExport()});
        mounts.append(mount);
    }
    std::stable_sort(mounts.begin(), mounts.end(), [](const FleetMount &a, const FleetMount &b) {
        const double gainA = a.adviceFactor(), gainB = b.adviceFactor();
        if (gainA != gainB)
            return gainA > gainB;
        if (a.instance != b.instance)
            return a.instance < b.instance;
        return a.mountpoint < b.mountpoint;
    });
    return mounts;
}

QList<FleetExportGroup> FleetExportGroup::of(const QList<FleetMount> &mounts)
{
    QMap<QString, FleetExportGroup> groups;
    for (const FleetMount &mount : mounts) {
        FleetExportGroup &group = groups[mount.serverExport()];
        group.serverExport = mount.serverExport();
        group.mounts.append(mount);
        if (mount.readAheadBytes)
            ++group.hostsPerReadAhead[*mount.readAheadBytes];
        if (mount.readBytesPerSecond) {
            const double rate = *mount.readBytesPerSecond;
            group.minReadBytesPerSecond =
                std::min(group.minReadBytesPerSecond.value_or(rate), rate);
            group.maxReadBytesPerSecond =
                std::max(group.maxReadBytesPerSecond.value_or(rate), rate);
        }
    }
    return groups.values();
}

} // namespace nfstuner
