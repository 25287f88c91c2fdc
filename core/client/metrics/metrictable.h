// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>

// The metrics `nfs-tuner-cli metrics` exports, described once (like
// ksystemstats' sensor properties): the exporter writes each family by its
// entry, the fleet queries and reads them by it, and the docs' tables are
// checked against it (tst_metrictable).
namespace nfstuner::MetricTable {

enum class Metric
{
    ReadAheadBytes,
    NextMountReadAheadBytes,
    RsizeBytes,
    WsizeBytes,
    MountInfo,
    NextMountRuleInfo,
    AdviceInfo,
    RecommendedReadAheadBytes,
    DiagnosisInfo,
    DiagnosisWindowSeconds,
    ReadQueueSeconds,
    ReadRttSeconds,
    FloorRttSeconds,
    ReadServerSeconds,
    ReadsInFlight,
    TransportBacklogRequests,
    RpcRetransmissionRatio,
    TransportConnections,
};

struct Description
{
    Metric id;
    QByteArray name;    // nfstuner_read_ahead_bytes
    QStringList labels; // in the order each sample has them
    QString unit;       // the name's last word where it has one: bytes, seconds, ratio
    QString help;       // the HELP line
};

// Every metric, in the order the exporter writes them.
const QList<Description> &metrics();
const Description &describe(Metric metric);
// The name, as PromQL and the fleet's messages write it.
QString name(Metric metric);

} // namespace nfstuner::MetricTable
