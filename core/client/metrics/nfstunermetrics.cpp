// SPDX-License-Identifier: GPL-2.0-or-later
#include "metrics/nfstunermetrics.h"

#include "metrics/metrictable.h"
#include "metrics/prometheustext.h"

#include <QSet>

#include <functional>

namespace nfstuner {

namespace {

// Each BDI's first mount, in table order.
QList<const NfsMount *> firstMountPerBdi(const MountInventory &inventory)
{
    QList<const NfsMount *> first;
    QSet<QString> seen;
    for (const NfsMount &mount : inventory.mounts()) {
        if (!seen.contains(mount.bdi.toString())) {
            seen.insert(mount.bdi.toString());
            first.append(&mount);
        }
    }
    return first;
}

using MetricTable::Metric;

// A family as the table describes it.
void family(PrometheusText &out, Metric metric)
{
    const MetricTable::Description &entry = MetricTable::describe(metric);
    out.gauge(entry.name, entry.help);
}

// A sample's labels: the table's names, with these values in their order.
PrometheusText::Labels labelled(Metric metric, const QStringList &values)
{
    const QStringList &names = MetricTable::describe(metric).labels;
    PrometheusText::Labels labels;
    for (qsizetype i = 0; i < names.size() && i < values.size(); ++i)
        labels.append({names[i].toLatin1(), values[i]});
    return labels;
}

// A figure of each BDI's diagnosis, where the counters told it.
void diagnosisGauge(PrometheusText &out, const MetricsInput &input, Metric metric,
                    const std::function<std::optional<double>(const DiagnosisEvidence &)> &value)
{
    family(out, metric);
    for (const auto &[bdi, diagnosis] : input.diagnoses) {
        if (const auto figure = value(diagnosis.evidence))
            out.sample(labelled(metric, {bdi.toString()}), *figure);
    }
}

std::optional<double> seconds(const std::optional<double> &milliseconds)
{
    return milliseconds ? std::optional(*milliseconds / 1000) : std::nullopt;
}

void diagnosisMetrics(PrometheusText &out, const MetricsInput &input)
{
    family(out, Metric::DiagnosisInfo);
    for (const auto &[bdi, diagnosis] : input.diagnoses)
        out.sample(
            labelled(Metric::DiagnosisInfo, {bdi.toString(), bottleneckName(diagnosis.bottleneck)}),
            1);
    using E = DiagnosisEvidence;
    diagnosisGauge(out, input, Metric::DiagnosisWindowSeconds,
                   [](const E &e) { return std::optional(e.seconds); });
    diagnosisGauge(out, input, Metric::ReadQueueSeconds,
                   [](const E &e) { return seconds(e.readQueueMs); });
    diagnosisGauge(out, input, Metric::ReadRttSeconds,
                   [](const E &e) { return seconds(e.readRttMs); });
    diagnosisGauge(out, input, Metric::FloorRttSeconds,
                   [](const E &e) { return seconds(e.floorRttMs); });
    diagnosisGauge(out, input, Metric::ReadServerSeconds,
                   [](const E &e) { return seconds(e.readServerMs); });
    diagnosisGauge(out, input, Metric::ReadsInFlight, [](const E &e) { return e.readsInFlight; });
    diagnosisGauge(out, input, Metric::TransportBacklogRequests,
                   [](const E &e) { return e.backlogPerSend; });
    diagnosisGauge(out, input, Metric::RpcRetransmissionRatio,
                   [](const E &e) { return std::optional(e.retransmissionShare); });
    diagnosisGauge(out, input, Metric::TransportConnections, [](const E &e) {
        return e.transports ? std::optional(double(e.transports)) : std::nullopt;
    });
}

// One sample per BDI, where it has a value.
void perBdi(PrometheusText &out, Metric metric, const QList<const NfsMount *> &bdis,
            const std::function<std::optional<double>(const NfsMount &)> &value)
{
    family(out, metric);
    for (const NfsMount *mount : bdis) {
        if (const auto figure = value(*mount))
            out.sample(labelled(metric, {mount->bdi.toString()}), *figure);
    }
}

} // namespace

QByteArray nfsTunerMetrics(const MetricsInput &input)
{
    const MountInventory &inventory = *input.inventory;
    const QList<const NfsMount *> bdis = firstMountPerBdi(inventory);
    PrometheusText out;
    perBdi(out, Metric::ReadAheadBytes, bdis, [&inventory](const NfsMount &mount) {
        const auto kib = inventory.readAheadKb(mount.bdi);
        return kib ? std::optional(double(*kib) * 1024) : std::nullopt;
    });
    perBdi(out, Metric::NextMountReadAheadBytes, bdis, [&input](const NfsMount &mount) {
        const ReadaheadChoice choice =
            ReadaheadConfig::readaheadForMount(*input.conf, *input.rules, mount);
        return std::optional(double(choice.kib) * 1024);
    });
    perBdi(out, Metric::RsizeBytes, bdis,
           [](const NfsMount &mount) { return std::optional(double(mount.rsize)); });
    perBdi(out, Metric::WsizeBytes, bdis,
           [](const NfsMount &mount) { return std::optional(double(mount.wsize)); });

    family(out, Metric::MountInfo);
    for (const NfsMount &mount : inventory.mounts())
        out.sample(labelled(Metric::MountInfo, {mount.bdi.toString(), mount.mountpoint,
                                                mount.server, mount.exportPath, mount.version}),
                   1);

    // Which rule decides each mount's next readahead: the fleet's playbook
    // needs it to know which broader key would decide the mount at all.
    family(out, Metric::NextMountRuleInfo);
    for (const NfsMount &mount : inventory.mounts()) {
        const ReadaheadChoice choice =
            ReadaheadConfig::readaheadForMount(*input.conf, *input.rules, mount);
        if (choice.source == ReadaheadChoice::Source::Rule)
            out.sample(labelled(Metric::NextMountRuleInfo, {mount.bdi.toString(), mount.mountpoint,
                                                            QString::fromUtf8(choice.key)}),
                       1);
    }

    family(out, Metric::AdviceInfo);
    for (const BdiAdvice &advice : input.advice)
        out.sample(
            labelled(Metric::AdviceInfo, {advice.bdi.toString(), verdictName(advice.verdict)}), 1);

    family(out, Metric::RecommendedReadAheadBytes);
    for (const BdiAdvice &advice : input.advice) {
        if (advice.recommendedKib)
            out.sample(labelled(Metric::RecommendedReadAheadBytes, {advice.bdi.toString()}),
                       double(*advice.recommendedKib) * 1024);
    }
    diagnosisMetrics(out, input);
    return out.text();
}

} // namespace nfstuner
