// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetmounts.h"

#include "advice/readaheadadvisor.h"
#include "base/units.h"
#include "diagnosis/mountdiagnosis.h"
#include "metrics/metrictable.h"
#include "tuning/tuninglimits.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

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

// What a value of the answers must be to be taken as what its series says.
enum class Kind
{
    Bytes,       // rsize: whole bytes
    ReadAhead,   // a BDI's readahead: whole KiB, 0 to the helper's limit
    Recommended, // the advice's value: as ReadAhead, but never 0
    Rate,        // bytes per second: finite, not negative
};

bool fits(double value, Kind kind)
{
    constexpr double MaxReadAheadBytes = TuningLimits::MaxReadaheadKib * 1024.0;
    if (!std::isfinite(value) || value < 0)
        return false;
    switch (kind) {
    case Kind::Bytes:
        return value == std::floor(value) && value <= 9007199254740992.0; // 2^53
    case Kind::ReadAhead:
        return std::fmod(value, 1024) == 0 && value <= MaxReadAheadBytes;
    case Kind::Recommended:
        return std::fmod(value, 1024) == 0 && value >= 1024 && value <= MaxReadAheadBytes;
    case Kind::Rate:
        return true;
    }
    return false;
}

QString kindText(Kind kind)
{
    switch (kind) {
    case Kind::Bytes:
        return FleetMounts::tr("a whole number of bytes");
    case Kind::ReadAhead:
        return FleetMounts::tr("whole KiB from 0 to %1")
            .arg(units::kib(TuningLimits::MaxReadaheadKib));
    case Kind::Recommended:
        return FleetMounts::tr("whole KiB from 1 KiB to %1")
            .arg(units::kib(TuningLimits::MaxReadaheadKib));
    case Kind::Rate:
        return FleetMounts::tr("a rate of 0 or more");
    }
    return {};
}

// The value if it is one of its kind; else nothing, and why in `problems`.
std::optional<double> checked(const std::optional<double> &value, Kind kind, const QString &series,
                              QStringList &problems)
{
    if (!value || fits(*value, kind))
        return value;
    problems.append(FleetMounts::tr("%1 %2 is not %3: left out")
                        .arg(series, QString::number(*value, 'g', 17), kindText(kind)));
    return std::nullopt;
}

bool isVerdict(const QString &word)
{
    return word.isEmpty() || verdictNamed(word);
}

} // namespace

bool FleetMount::isAdvised() const
{
    const auto advice = verdictNamed(verdict);
    return (advice == AdviceVerdict::Raise || advice == AdviceVerdict::Lower) && recommendedBytes &&
           *recommendedBytes > 0;
}

double FleetMount::adviceFactor() const
{
    if (!recommendedBytes || !readAheadBytes || *readAheadBytes <= 0 || *recommendedBytes <= 0)
        return 1;
    return std::max(*recommendedBytes / *readAheadBytes, *readAheadBytes / *recommendedBytes);
}

QList<FleetMounts::Query> FleetMounts::queries(const QString &hostLabel)
{
    QList<Query> all{Query::MountInfo, Query::ReadAhead, Query::NextMountReadAhead,
                     Query::Rsize,     Query::Advice,    Query::Recommended,
                     Query::ReadRate,  Query::Diagnosis, Query::NextMountRule};
    if (hostLabel != InstanceLabel)
        all.append(Query::HostNames);
    return all;
}

bool FleetMounts::isLabelName(const QString &label)
{
    static const QRegularExpression name(QStringLiteral("\\A[a-zA-Z_][a-zA-Z0-9_]*\\z"));
    return name.match(label).hasMatch();
}

QString FleetMounts::expression(Query query)
{
    switch (query) {
    case Query::MountInfo:
        return MetricTable::name(MetricTable::Metric::MountInfo);
    case Query::ReadAhead:
        return MetricTable::name(MetricTable::Metric::ReadAheadBytes);
    case Query::NextMountReadAhead:
        return MetricTable::name(MetricTable::Metric::NextMountReadAheadBytes);
    case Query::Rsize:
        return MetricTable::name(MetricTable::Metric::RsizeBytes);
    case Query::Advice:
        return MetricTable::name(MetricTable::Metric::AdviceInfo);
    case Query::Recommended:
        return MetricTable::name(MetricTable::Metric::RecommendedReadAheadBytes);
    case Query::ReadRate:
        // node_exporter's mountstats collector labels by export
        // (server:/path); a host with several mounts of one export reads
        // them all.
        return QStringLiteral(
            "sum by (instance, export) (rate(node_mountstats_nfs_read_bytes_total[5m]))");
    case Query::Diagnosis:
        return MetricTable::name(MetricTable::Metric::DiagnosisInfo);
    case Query::NextMountRule:
        return MetricTable::name(MetricTable::Metric::NextMountRuleInfo);
    case Query::HostNames:
        // node_exporter's uname collector: nodename, and any target label.
        return QStringLiteral("node_uname_info");
    }
    return {};
}

QList<FleetMount> FleetMounts::build(const QHash<Query, QList<PromSeries>> &answers,
                                     const QString &hostLabel)
{
    const QString bdi = QStringLiteral("bdi");
    const auto readAhead = valuesBy(answers.value(Query::ReadAhead), bdi);
    const auto nextMount = valuesBy(answers.value(Query::NextMountReadAhead), bdi);
    const auto rsize = valuesBy(answers.value(Query::Rsize), bdi);
    const auto recommended = valuesBy(answers.value(Query::Recommended), bdi);
    const auto readRate = valuesBy(answers.value(Query::ReadRate), QStringLiteral("export"));
    QHash<Key, QString> verdicts;
    for (const PromSeries &one : answers.value(Query::Advice))
        verdicts.insert({one.labels.value(InstanceLabel), one.labels.value(bdi)},
                        one.labels.value(QStringLiteral("verdict")));
    QHash<Key, QString> limits;
    for (const PromSeries &one : answers.value(Query::Diagnosis))
        limits.insert({one.labels.value(InstanceLabel), one.labels.value(bdi)},
                      one.labels.value(QStringLiteral("verdict")));
    QHash<std::pair<Key, QString>, QString> rules; // (instance, bdi), mount point -> key
    for (const PromSeries &one : answers.value(Query::NextMountRule))
        rules.insert({{one.labels.value(InstanceLabel), one.labels.value(bdi)},
                      one.labels.value(QStringLiteral("mountpoint"))},
                     one.labels.value(QStringLiteral("rule")));
    QHash<QString, QString> hostNames; // instance -> the host label's value
    for (const PromSeries &one : answers.value(Query::HostNames)) {
        if (one.labels.contains(hostLabel))
            hostNames.insert(one.labels.value(InstanceLabel), one.labels.value(hostLabel));
    }

    QList<FleetMount> mounts;
    for (const PromSeries &info : answers.value(Query::MountInfo)) {
        FleetMount mount;
        mount.instance = info.labels.value(InstanceLabel);
        mount.host = info.labels.value(hostLabel, hostNames.value(mount.instance));
        if (mount.host.isEmpty()) {
            mount.host = mount.instance;
            mount.problems.append(
                tr("no %1 label on its series or node_uname_info: named by its instance")
                    .arg(hostLabel));
        }
        mount.bdi = info.labels.value(bdi);
        mount.mountpoint = info.labels.value(QStringLiteral("mountpoint"));
        mount.server = info.labels.value(QStringLiteral("server"));
        mount.exportPath = info.labels.value(QStringLiteral("export"));
        mount.version = info.labels.value(QStringLiteral("version"));
        const Key key{mount.instance, mount.bdi};
        QStringList &problems = mount.problems;
        mount.readAheadBytes =
            checked(valueAt(readAhead, key), Kind::ReadAhead,
                    MetricTable::name(MetricTable::Metric::ReadAheadBytes), problems);
        mount.nextMountReadAheadBytes =
            checked(valueAt(nextMount, key), Kind::ReadAhead,
                    MetricTable::name(MetricTable::Metric::NextMountReadAheadBytes), problems);
        mount.rsizeBytes = checked(valueAt(rsize, key), Kind::Bytes,
                                   MetricTable::name(MetricTable::Metric::RsizeBytes), problems);
        mount.recommendedBytes =
            checked(valueAt(recommended, key), Kind::Recommended,
                    MetricTable::name(MetricTable::Metric::RecommendedReadAheadBytes), problems);
        mount.readBytesPerSecond =
            checked(valueAt(readRate, {mount.instance, mount.serverExport()}), Kind::Rate,
                    QStringLiteral("node_mountstats_nfs_read_bytes_total"), problems);
        mount.verdict = verdicts.value(key);
        if (!isVerdict(mount.verdict)) {
            problems.append(
                tr("the advice \"%1\" is none NFS Tuner gives: left out").arg(mount.verdict));
            mount.verdict.clear();
        }
        mount.nextMountRule = rules.value({key, mount.mountpoint});
        mount.limit = limits.value(key);
        if (!mount.limit.isEmpty() && !bottleneckFromName(mount.limit)) {
            problems.append(
                tr("the diagnosis \"%1\" is none NFS Tuner gives: left out").arg(mount.limit));
            mount.limit.clear();
        }
        mounts.append(mount);
    }
    std::stable_sort(mounts.begin(), mounts.end(), [](const FleetMount &a, const FleetMount &b) {
        const double gainA = a.adviceFactor(), gainB = b.adviceFactor();
        if (gainA != gainB)
            return gainA > gainB;
        if (a.host != b.host)
            return a.host < b.host;
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
