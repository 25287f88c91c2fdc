// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli diagnose`: what limits each NFS mount, from the kernel's
// counters over an interval (or a capture's), with the one change that
// moves it, checked against the last diagnosis of the same export.
#include "base/liveroot.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "diagnosis/diagnosiscounters.h"
#include "diagnosis/diagnosishistory.h"
#include "diagnosis/diagnosisinputs.h"
#include "mountjson.h"
#include "mounts/bdisysfs.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace nfstuner::cli {

namespace {

QString prescriptionKind(Prescription::Kind kind)
{
    switch (kind) {
    case Prescription::Kind::Readahead:
        return QStringLiteral("readahead");
    case Prescription::Kind::MountOptions:
        return QStringLiteral("mount-options");
    case Prescription::Kind::Setting:
        return QStringLiteral("setting");
    case Prescription::Kind::Nothing:
        return QStringLiteral("nothing");
    }
    return {};
}

QJsonObject evidenceJson(const DiagnosisEvidence &e)
{
    return QJsonObject{
        {QStringLiteral("seconds"), e.seconds},
        {QStringLiteral("since_mount"), e.sinceMount},
        {QStringLiteral("ops"), qint64(e.ops)},
        {QStringLiteral("read_ops"), qint64(e.readOps)},
        {QStringLiteral("write_ops"), qint64(e.writeOps)},
        {QStringLiteral("metadata_ops"), qint64(e.metadataOps)},
        {QStringLiteral("read_bytes_per_second"), e.appReadBytesPerSecond},
        {QStringLiteral("server_read_bytes_per_second"), e.serverReadBytesPerSecond},
        {QStringLiteral("read_bytes_per_second_while_reading"),
         jsonNumber(e.readBytesPerSecondWhileReading)},
        {QStringLiteral("average_read_bytes"), jsonNumber(e.averageReadBytes)},
        {QStringLiteral("read_queue_ms"), jsonNumber(e.readQueueMs)},
        {QStringLiteral("read_rtt_ms"), jsonNumber(e.readRttMs)},
        {QStringLiteral("read_execute_ms"), jsonNumber(e.readExecuteMs)},
        {QStringLiteral("floor_rtt_ms"), jsonNumber(e.floorRttMs)},
        {QStringLiteral("floor_since_mount"), e.floorSinceMount},
        {QStringLiteral("read_transfer_ms"), jsonNumber(e.readTransferMs)},
        {QStringLiteral("link_bytes_per_second"), jsonNumber(e.linkBytesPerSecond)},
        {QStringLiteral("read_server_ms"), jsonNumber(e.readServerMs)},
        {QStringLiteral("metadata_rtt_ms"), jsonNumber(e.metadataRttMs)},
        {QStringLiteral("metadata_execute_ms"), jsonNumber(e.metadataExecuteMs)},
        {QStringLiteral("reads_in_flight"), jsonNumber(e.readsInFlight)},
        {QStringLiteral("requests_per_send"), jsonNumber(e.requestsPerSend)},
        {QStringLiteral("backlog_per_send"), jsonNumber(e.backlogPerSend)},
        {QStringLiteral("max_slots"), qint64(e.maxSlots)},
        {QStringLiteral("transports"), qint64(e.transports)},
        {QStringLiteral("retransmission_share"), e.retransmissionShare},
        {QStringLiteral("tcp_resent_share"), jsonNumber(e.tcpResentShare)},
        {QStringLiteral("major_timeouts"), qint64(e.majorTimeouts)},
        {QStringLiteral("reconnects"), qint64(e.reconnects)},
        {QStringLiteral("busy_share"), jsonNumber(e.busyShare)},
        {QStringLiteral("cache_share"), jsonNumber(e.cacheShare)},
        {QStringLiteral("read_time_share"), e.readTimeShare},
        {QStringLiteral("write_time_share"), e.writeTimeShare},
        {QStringLiteral("metadata_time_share"), e.metadataTimeShare},
        {QStringLiteral("read_ahead_kb"),
         e.readAheadKib ? QJsonValue(qint64(*e.readAheadKib)) : QJsonValue()},
        {QStringLiteral("rsize"), qint64(e.rsize)},
        {QStringLiteral("advised_read_ahead_kb"),
         e.advisedReadAheadKib ? QJsonValue(qint64(*e.advisedReadAheadKib)) : QJsonValue()},
    };
}

struct Diagnosed
{
    const NfsMount *mount = nullptr;
    QStringList mountpoints; // every mount of its superblock
    MountDiagnosis diagnosis;
    QString before; // the comparison with the last diagnosis of the export
};

QJsonObject diagnosedJson(const Diagnosed &d)
{
    const Prescription &p = d.diagnosis.prescription;
    return QJsonObject{
        {QStringLiteral("mountpoint"), d.mount->mountpoint},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(d.mountpoints)},
        {QStringLiteral("bdi"), d.mount->bdi.toString()},
        {QStringLiteral("export"), DiagnosisInputs::exportKey(*d.mount)},
        {QStringLiteral("version"), d.mount->version},
        {QStringLiteral("verdict"), bottleneckName(d.diagnosis.bottleneck)},
        {QStringLiteral("confidence"), d.diagnosis.confidence},
        {QStringLiteral("close"),
         d.diagnosis.close ? QJsonValue(bottleneckName(*d.diagnosis.close)) : QJsonValue()},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(d.diagnosis.reasons)},
        {QStringLiteral("evidence"), evidenceJson(d.diagnosis.evidence)},
        {QStringLiteral("prescription"),
         QJsonObject{
             {QStringLiteral("kind"), prescriptionKind(p.kind)},
             {QStringLiteral("text"), p.text},
             {QStringLiteral("command"), p.command.isEmpty() ? QJsonValue() : p.command},
             {QStringLiteral("read_ahead_kb"),
              p.readAheadKib ? QJsonValue(qint64(*p.readAheadKib)) : QJsonValue()},
             {QStringLiteral("remount_together"), QJsonArray::fromStringList(p.remountTogether)}}},
        {QStringLiteral("before"), d.before.isEmpty() ? QJsonValue() : d.before},
    };
}

void printText(const QList<Diagnosed> &all, bool sinceMount, double seconds)
{
    // Two captures: each mount's own span (the ages' difference).
    QString text = sinceMount ? Text::tr("The totals since each mount was mounted:\n")
                   : seconds > 0
                       ? Text::tr("Over %1 s:\n").arg(QLocale::c().toString(seconds, 'f', 1))
                       : Text::tr("From the first capture to the second:\n");
    for (const Diagnosed &d : all) {
        const MountDiagnosis &m = d.diagnosis;
        text += QStringLiteral("\n%1 (BDI %2, %3, NFS %4, %5 s): %6 (confidence %7)\n")
                    .arg(printable(d.mountpoints.join(QStringLiteral(", "))),
                         d.mount->bdi.toString(), printable(DiagnosisInputs::exportKey(*d.mount)),
                         d.mount->version, QLocale::c().toString(m.evidence.seconds, 'f', 0),
                         bottleneckWord(m.bottleneck), QLocale::c().toString(m.confidence, 'f', 2));
        for (const QString &reason : m.reasons)
            text += QStringLiteral("  ") + reason + u'\n';
        if (m.close)
            text += QStringLiteral("  ") +
                    Text::tr("Close behind: %1.").arg(bottleneckWord(*m.close).toLower()) + u'\n';
        text += QStringLiteral("  ") + Text::tr("Do: %1").arg(m.prescription.text) + u'\n';
        if (!m.prescription.command.isEmpty())
            text += QStringLiteral("    ") + printable(m.prescription.command) + u'\n';
        if (!d.before.isEmpty())
            text += QStringLiteral("  ") + d.before + u'\n';
    }
    writeRaw(text.toUtf8());
}

// Compares with the export's last diagnosis and keeps this one (the real
// system only: a capture's are not this user's).
void checkAgainstHistory(Diagnosed &d, const QString &mountpoint, qint64 now)
{
    const auto history = DiagnosisHistory::load(DiagnosisHistory::defaultPath());
    if (!history) {
        printError(
            Text::tr("warning: the last diagnoses are not read: %1").arg(history.error().message));
        return;
    }
    const QString key = DiagnosisInputs::exportKey(*d.mount);
    const DiagnosisRecord record = DiagnosisRecord::of(d.diagnosis, mountpoint, now);
    if (const auto last = history->latest(key))
        d.before = comparedDiagnoses(*last, record);
    if (d.diagnosis.bottleneck == Bottleneck::NotBusy)
        return;
    const auto kept = DiagnosisHistory::add(DiagnosisHistory::defaultPath(), key, record);
    if (!kept)
        printError(Text::tr("warning: the diagnosis is not kept: %1").arg(kept.error().message));
}

QList<Diagnosed> diagnoseAll(const NfsMountSelection &selection, const QStringList &mountpoints,
                             const DiagnosisCounters &counters, bool keepHistory)
{
    const DiagnosisInputs inputs(selection.root);
    const BdiSysfs sysfs(selection.root);
    QList<Diagnosed> all;
    QSet<BdiId> done;
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (const QString &mountpoint : mountpoints) {
        const NfsMount *mount = selection.table.findByMountpoint(mountpoint);
        if (!mount || done.contains(mount->bdi))
            continue;
        const auto readahead = sysfs.readAheadKb(mount->bdi);
        const auto input = counters.inputFor(*mount, inputs, selection.table,
                                             readahead ? std::optional(*readahead) : std::nullopt);
        if (!input)
            continue;
        done.insert(mount->bdi);
        Diagnosed d;
        d.mount = mount;
        for (const NfsMount &other : selection.table.mounts()) {
            if (other.bdi == mount->bdi)
                d.mountpoints.append(other.mountpoint);
        }
        d.diagnosis = MountDiagnoser::diagnose(*input);
        if (keepHistory)
            checkAgainstHistory(d, mountpoint, now);
        all.append(d);
    }
    return all;
}

} // namespace

int runDiagnose(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Names what limits each NFS mount from the kernel's counters (the round trip, the "
        "server, the transport's queue, losses, metadata, the application or the page cache), "
        "with the figures it rests on and the one change that moves it; and says whether the "
        "last diagnosis of the same export differed. docs/ADVICE.md explains each verdict."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"), Text::tr("Only these mounts."),
                                 QStringLiteral("[MOUNTPOINT...]"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     Text::tr("Seconds to measure (default 10, 1 to 3600)."),
                                     QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    const QCommandLineOption then(
        QStringLiteral("then"),
        Text::tr("With --root A: a second capture of the same system, DIR: the counters from A "
                 "to DIR. Without it, a capture's totals since each mount."),
        QStringLiteral("DIR"));
    parser.addOptions({seconds, json, then, rootOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    bool ok = false;
    const double wanted = parser.value(seconds).toDouble(&ok);
    if (!ok || !(wanted >= 1 && wanted <= 3600)) {
        printError(Text::tr("--seconds takes 1 to 3600, not \"%1\"")
                       .arg(printable(parser.value(seconds))));
        return ExitFailure;
    }
    if (parser.isSet(then) && !parser.isSet(rootOption())) {
        printError(Text::tr("--then needs --root: two captures of one system"));
        return ExitFailure;
    }
    const auto selection = nfsMountSelection(parser);
    if (!selection)
        return ExitFailure;
    const SystemRoot &root = selection->root;
    QStringList mountpoints = selection->mountpoints;
    if (mountpoints.isEmpty()) {
        for (const NfsMount &mount : selection->table.mounts())
            mountpoints.append(mount.mountpoint);
    }

    const bool live = root.isRealSystem() || (!parser.isSet(then) && LiveRoot::readsHappen(root));
    const auto counters = live ? DiagnosisCounters::measure(root, mountpoints, wanted)
                               : DiagnosisCounters::captured(root, parser.value(then));
    if (!counters) {
        printError(counters.error().message);
        return ExitFailure;
    }
    for (const QString &warning : counters->warnings)
        printError(Text::tr("warning: %1").arg(warning));
    const QList<Diagnosed> all =
        diagnoseAll(*selection, mountpoints, *counters, live && root.isRealSystem());
    if (parser.isSet(json)) {
        QJsonArray mounts;
        for (const Diagnosed &d : all)
            mounts.append(diagnosedJson(d));
        writeJson(
            QJsonObject{{QStringLiteral("since_mount"), counters->sinceMount},
                        // Two captures: each mount's own (its evidence's).
                        {QStringLiteral("seconds"),
                         counters->seconds > 0 ? QJsonValue(counters->seconds) : QJsonValue()},
                        {QStringLiteral("mounts"), mounts}});
    } else {
        printText(all, counters->sinceMount, counters->seconds);
    }
    return ExitOk;
}

} // namespace nfstuner::cli
