// SPDX-License-Identifier: GPL-2.0-or-later
#include "metrics/metrictable.h"

namespace nfstuner::MetricTable {

namespace {

const QStringList Bdi = {QStringLiteral("bdi")};

QList<Description> build()
{
    using M = Metric;
    const QString bytes = QStringLiteral("bytes");
    const QString seconds = QStringLiteral("seconds");
    return {
        {M::ReadAheadBytes, "nfstuner_read_ahead_bytes", Bdi, bytes,
         QStringLiteral("Readahead of the NFS backing device now "
                        "(/sys/class/bdi/BDI/read_ahead_kb x 1024).")},
        {M::NextMountReadAheadBytes, "nfstuner_next_mount_read_ahead_bytes", Bdi, bytes,
         QStringLiteral("Readahead the device gets when it is mounted again: nfsrahead's "
                        "[nfsrahead] setting or an [nfs-tuner] rule.")},
        {M::RsizeBytes, "nfstuner_rsize_bytes", Bdi, bytes,
         QStringLiteral("Largest READ the mount asks for (rsize).")},
        {M::WsizeBytes, "nfstuner_wsize_bytes", Bdi, bytes,
         QStringLiteral("Largest WRITE the mount sends (wsize).")},
        {M::MountInfo,
         "nfstuner_mount_info",
         {QStringLiteral("bdi"), QStringLiteral("mountpoint"), QStringLiteral("server"),
          QStringLiteral("export"), QStringLiteral("version")},
         QString(),
         QStringLiteral("An NFS mount and its backing device; always 1.")},
        {M::NextMountRuleInfo,
         "nfstuner_next_mount_rule_info",
         {QStringLiteral("bdi"), QStringLiteral("mountpoint"), QStringLiteral("rule")},
         QString(),
         QStringLiteral("The [nfs-tuner] rule (its key) that gives the mount its readahead "
                        "when it is mounted again, where one does; always 1.")},
        {M::AdviceInfo,
         "nfstuner_advice_info",
         {QStringLiteral("bdi"), QStringLiteral("verdict")},
         QString(),
         QStringLiteral("The advisor's verdict on the device's readahead (raise, lower, "
                        "keep, unknown), judged on its reads since mount; always 1.")},
        {M::RecommendedReadAheadBytes, "nfstuner_recommended_read_ahead_bytes", Bdi, bytes,
         QStringLiteral("The readahead the advisor recommends, where it recommends a change.")},
        {M::DiagnosisInfo,
         "nfstuner_diagnosis_info",
         {QStringLiteral("bdi"), QStringLiteral("verdict")},
         QString(),
         QStringLiteral("What limits the device's reads, as `nfs-tuner-cli diagnose` "
                        "names it (round-trip, server, transport-queue, losses, metadata, "
                        "application, page-cache, not-busy); always 1.")},
        {M::DiagnosisWindowSeconds, "nfstuner_diagnosis_window_seconds", Bdi, seconds,
         QStringLiteral("The time the diagnosis and its figures cover.")},
        {M::ReadQueueSeconds, "nfstuner_read_queue_seconds", Bdi, seconds,
         QStringLiteral("A READ's wait in the client before it is sent, on average.")},
        {M::ReadRttSeconds, "nfstuner_read_rtt_seconds", Bdi, seconds,
         QStringLiteral("A READ's round trip, sent to answered, on average.")},
        {M::FloorRttSeconds, "nfstuner_floor_rtt_seconds", Bdi, seconds,
         QStringLiteral("The cheap ops' round trip (GETATTR, ACCESS, FSSTAT...): the "
                        "network's.")},
        {M::ReadServerSeconds, "nfstuner_read_server_seconds", Bdi, seconds,
         QStringLiteral("A READ's round trip above the floor and its transfer: the "
                        "server's time.")},
        {M::ReadsInFlight, "nfstuner_reads_in_flight", Bdi, QString(),
         QStringLiteral("READs outstanding while the device read.")},
        {M::TransportBacklogRequests, "nfstuner_transport_backlog_requests", Bdi, QString(),
         QStringLiteral("Requests waiting for a transport slot at each send, summed "
                        "over the connections.")},
        {M::RpcRetransmissionRatio, "nfstuner_rpc_retransmission_ratio", Bdi,
         QStringLiteral("ratio"), QStringLiteral("Of the RPCs, the share sent again.")},
        {M::TransportConnections, "nfstuner_transport_connections", Bdi, QString(),
         QStringLiteral("The connections of the mount's client (xprt lines): the "
                        "nconnect in effect.")},
    };
}

} // namespace

const QList<Description> &metrics()
{
    static const QList<Description> table = build();
    return table;
}

const Description &describe(Metric metric)
{
    for (const Description &entry : metrics()) {
        if (entry.id == metric)
            return entry;
    }
    Q_UNREACHABLE();
}

QString name(Metric metric)
{
    return QString::fromLatin1(describe(metric).name);
}

} // namespace nfstuner::MetricTable
