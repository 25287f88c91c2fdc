// SPDX-License-Identifier: GPL-2.0-or-later
#include "metrics/nfstunermetrics.h"

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

PrometheusText::Labels bdiLabel(const BdiId &bdi)
{
    return {{"bdi", bdi.toString()}};
}

// A figure of each BDI's diagnosis, where the counters told it.
void diagnosisGauge(PrometheusText &out, const MetricsInput &input, const char *name,
                    const QString &help,
                    const std::function<std::optional<double>(const DiagnosisEvidence &)> &value)
{
    out.gauge(name, help);
    for (const auto &[bdi, diagnosis] : input.diagnoses) {
        if (const auto figure = value(diagnosis.evidence))
            out.sample(bdiLabel(bdi), *figure);
    }
}

std::optional<double> seconds(const std::optional<double> &milliseconds)
{
    return milliseconds ? std::optional(*milliseconds / 1000) : std::nullopt;
}

void diagnosisMetrics(PrometheusText &out, const MetricsInput &input)
{
    out.gauge("nfstuner_diagnosis_info",
              QStringLiteral("What limits the device's reads, as `nfs-tuner-cli diagnose` "
                             "names it (round-trip, server, transport-queue, losses, metadata, "
                             "application, page-cache, not-busy); always 1."));
    for (const auto &[bdi, diagnosis] : input.diagnoses)
        out.sample({{"bdi", bdi.toString()}, {"verdict", bottleneckName(diagnosis.bottleneck)}}, 1);
    using E = DiagnosisEvidence;
    diagnosisGauge(out, input, "nfstuner_diagnosis_window_seconds",
                   QStringLiteral("The time the diagnosis and its figures cover."),
                   [](const E &e) { return std::optional(e.seconds); });
    diagnosisGauge(out, input, "nfstuner_read_queue_seconds",
                   QStringLiteral("A READ's wait in the client before it is sent, on average."),
                   [](const E &e) { return seconds(e.readQueueMs); });
    diagnosisGauge(out, input, "nfstuner_read_rtt_seconds",
                   QStringLiteral("A READ's round trip, sent to answered, on average."),
                   [](const E &e) { return seconds(e.readRttMs); });
    diagnosisGauge(out, input, "nfstuner_floor_rtt_seconds",
                   QStringLiteral("The cheap ops' round trip (GETATTR, ACCESS, FSSTAT...): the "
                                  "network's."),
                   [](const E &e) { return seconds(e.floorRttMs); });
    diagnosisGauge(out, input, "nfstuner_read_server_seconds",
                   QStringLiteral("A READ's round trip above the floor and its transfer: the "
                                  "server's time."),
                   [](const E &e) { return seconds(e.readServerMs); });
    diagnosisGauge(out, input, "nfstuner_reads_in_flight",
                   QStringLiteral("READs outstanding while the device read."),
                   [](const E &e) { return e.readsInFlight; });
    diagnosisGauge(out, input, "nfstuner_transport_backlog_requests",
                   QStringLiteral("Requests waiting for a transport slot at each send, summed "
                                  "over the connections."),
                   [](const E &e) { return e.backlogPerSend; });
    diagnosisGauge(out, input, "nfstuner_rpc_retransmission_ratio",
                   QStringLiteral("Of the RPCs, the share sent again."),
                   [](const E &e) { return std::optional(e.retransmissionShare); });
    diagnosisGauge(out, input, "nfstuner_transport_connections",
                   QStringLiteral("The connections of the mount's client (xprt lines): the "
                                  "nconnect in effect."),
                   [](const E &e) {
                       return e.transports ? std::optional(double(e.transports)) : std::nullopt;
                   });
}

} // namespace

QByteArray nfsTunerMetrics(const MetricsInput &input)
{
    const MountInventory &inventory = *input.inventory;
    const QList<const NfsMount *> bdis = firstMountPerBdi(inventory);
    PrometheusText out;

    out.gauge("nfstuner_read_ahead_bytes",
              QStringLiteral("Readahead of the NFS backing device now "
                             "(/sys/class/bdi/BDI/read_ahead_kb x 1024)."));
    for (const NfsMount *mount : bdis) {
        if (const auto kib = inventory.readAheadKb(mount->bdi))
            out.sample(bdiLabel(mount->bdi), double(*kib) * 1024);
    }

    out.gauge("nfstuner_next_mount_read_ahead_bytes",
              QStringLiteral("Readahead the device gets when it is mounted again: nfsrahead's "
                             "[nfsrahead] setting or an [nfs-tuner] rule."));
    for (const NfsMount *mount : bdis) {
        const ReadaheadChoice choice =
            ReadaheadConfig::readaheadForMount(*input.conf, *input.rules, *mount);
        out.sample(bdiLabel(mount->bdi), double(choice.kib) * 1024);
    }

    out.gauge("nfstuner_rsize_bytes", QStringLiteral("Largest READ the mount asks for (rsize)."));
    for (const NfsMount *mount : bdis)
        out.sample(bdiLabel(mount->bdi), mount->rsize);
    out.gauge("nfstuner_wsize_bytes", QStringLiteral("Largest WRITE the mount sends (wsize)."));
    for (const NfsMount *mount : bdis)
        out.sample(bdiLabel(mount->bdi), mount->wsize);

    out.gauge("nfstuner_mount_info",
              QStringLiteral("An NFS mount and its backing device; always 1."));
    for (const NfsMount &mount : inventory.mounts())
        out.sample({{"bdi", mount.bdi.toString()},
                    {"mountpoint", mount.mountpoint},
                    {"server", mount.server},
                    {"export", mount.exportPath},
                    {"version", mount.version}},
                   1);

    out.gauge("nfstuner_advice_info",
              QStringLiteral("The advisor's verdict on the device's readahead (raise, lower, "
                             "keep, unknown), judged on its reads since mount; always 1."));
    for (const BdiAdvice &advice : input.advice)
        out.sample({{"bdi", advice.bdi.toString()}, {"verdict", verdictName(advice.verdict)}}, 1);

    out.gauge("nfstuner_recommended_read_ahead_bytes",
              QStringLiteral("The readahead the advisor recommends, where it recommends a "
                             "change."));
    for (const BdiAdvice &advice : input.advice) {
        if (advice.recommendedKib)
            out.sample(bdiLabel(advice.bdi), double(*advice.recommendedKib) * 1024);
    }
    diagnosisMetrics(out, input);
    return out.text();
}

} // namespace nfstuner
