// SPDX-License-Identifier: GPL-2.0-or-later
#include "metrics/nfstunermetrics.h"

#include "metrics/prometheustext.h"

#include <QSet>

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
    return out.text();
}

} // namespace nfstuner
