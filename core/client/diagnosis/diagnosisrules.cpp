// SPDX-License-Identifier: GPL-2.0-or-later
// The verdicts: each a score from 0 to 1 from the evidence, with the
// numbers it rests on in words; the highest names the bottleneck.
#include "base/units.h"
#include "diagnosis/diagnosisparts.h"
#include "diagnosis/diagnosisthresholds.h"

#include <QLocale>

#include <algorithm>

namespace nfstuner {

using namespace diagnosis;

namespace {

struct Score
{
    Bottleneck bottleneck;
    double score = 0;
    QStringList reasons;
};

QString shareText(double share)
{
    return QLocale().toString(share * 100, 'f', share < 0.1 ? 1 : 0) + QStringLiteral(" %");
}

QString msText(const std::optional<double> &value)
{
    return value ? units::milliseconds(*value) : QStringLiteral("–");
}

// Of a READ's round trip, the share above the floor: the server's.
double serverShareOf(const DiagnosisEvidence &e)
{
    return e.readServerMs && e.readRttMs && *e.readRttMs > 0 ? *e.readServerMs / *e.readRttMs : 0;
}

Score pageCache(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::PageCache, 0, {}};
    const double app = e.appReadBytesPerSecond * e.seconds;
    if (app < MinCacheBytes || !e.cacheShare || *e.cacheShare < 1 - CacheServerShare)
        return s;
    // Reads from memory while the mount waits on the server for something
    // else (attributes, say) leave that something the limit.
    s.score = *e.cacheShare * (1 - std::min(1.0, e.opSecondsPerSecond));
    s.reasons.append(MountDiagnosis::tr("Applications read %1 per second; the server sent %2: "
                                        "%3 of the reads came from the page cache.")
                         .arg(units::rate(e.appReadBytesPerSecond),
                              units::rate(e.serverReadBytesPerSecond), shareText(*e.cacheShare)));
    return s;
}

Score losses(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::Losses, 0, {}};
    const double resent = std::max(e.retransmissionShare, e.tcpResentShare.value_or(0));
    if (resent >= LossShare)
        s.score = std::min(1.0, resent / FullLosses);
    if (e.majorTimeouts > 0)
        s.score = 1;
    if (e.reconnects > 0)
        s.score = std::max(s.score, 0.6);
    if (s.score <= 0)
        return s;
    if (e.retransmissionShare > 0 || e.majorTimeouts > 0 || e.reconnects > 0) {
        s.reasons.append(MountDiagnosis::tr("%1 of the RPCs were sent again, %2 major timeout(s), "
                                            "%3 reconnect(s): requests are lost on the way or "
                                            "the server drops them.")
                             .arg(shareText(e.retransmissionShare))
                             .arg(e.majorTimeouts)
                             .arg(e.reconnects));
    }
    if (e.tcpResentShare && *e.tcpResentShare > 0) {
        s.reasons.append(MountDiagnosis::tr("TCP sent %1 of its segments to the server again: "
                                            "packets are lost on the link.")
                             .arg(shareText(*e.tcpResentShare)));
    }
    return s;
}

Score transportQueue(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::TransportQueue, 0, {}};
    const double queueShare = e.readQueueMs && e.readExecuteMs && *e.readExecuteMs > 0
                                  ? *e.readQueueMs / *e.readExecuteMs
                                  : 0;
    const double backlog = e.backlogPerSend.value_or(0);
    // Waiting before the send is the slots' doing only where requests
    // wait for one (the backlog) or every slot of the table was taken; a
    // wait without either is the client's CPU or the one connection's
    // send lock, which no slot setting moves.
    const bool queued = queueShare >= QueueShare && e.readQueueMs.value_or(0) >= MinQueueMs &&
                        e.slotTableEntries && e.maxSlots >= *e.slotTableEntries;
    if (e.readOps < MinReadOps || (!queued && backlog < BacklogPerSend))
        return s;
    s.score = std::max(std::min(1.0, queueShare / FullQueueShare), std::min(1.0, backlog));
    s.reasons.append(MountDiagnosis::tr("A READ waits %1 of its %2 before it is sent (%3), and %4 "
                                        "request(s) wait for a slot at each send; the most "
                                        "slots used: %5.")
                         .arg(msText(e.readQueueMs), msText(e.readExecuteMs), shareText(queueShare),
                              QLocale().toString(backlog, 'f', 1))
                         .arg(e.maxSlots));
    return s;
}

Score metadata(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::Metadata, 0, {}};
    if (e.metadataOps < MinMetadataOps || e.metadataTimeShare < MetadataShare ||
        e.metadataSecondsPerSecond < MetadataBusy)
        return s;
    s.score = e.metadataTimeShare;
    s.reasons.append(MountDiagnosis::tr("%1 GETATTR, LOOKUP, ACCESS and kin (%2 per second, %3 "
                                        "each) took %4 of the ops' time; READs %5.")
                         .arg(e.metadataOps)
                         .arg(QLocale().toString(double(e.metadataOps) / e.seconds, 'f', 0),
                              msText(e.metadataExecuteMs), shareText(e.metadataTimeShare),
                              shareText(e.readTimeShare)));
    return s;
}

Score server(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::Server, 0, {}};
    if (e.readOps < MinReadOps || !e.readServerMs || !e.readRttMs || *e.readRttMs <= 0)
        return s;
    const double share = *e.readServerMs / *e.readRttMs;
    if (share < ServerShare || *e.readServerMs < MinServerMs)
        return s;
    s.score = share;
    s.reasons.append(
        MountDiagnosis::tr("A READ's round trip is %1, the floor (the cheap ops' round trip%2) "
                           "%3: %4 of each READ, %5, is the server's.")
            .arg(msText(e.readRttMs),
                 e.floorSinceMount ? MountDiagnosis::tr(", since the mount") : QString(),
                 msText(e.floorRttMs), shareText(share), msText(e.readServerMs)));
    if (e.readTransferMs && *e.readTransferMs > 0 && e.linkBytesPerSecond) {
        s.reasons.append(MountDiagnosis::tr("Its transfer at the link's %1 (%2) is counted out.")
                             .arg(units::rate(*e.linkBytesPerSecond), msText(e.readTransferMs)));
    } else if (!e.readTransferMs) {
        s.reasons.append(
            MountDiagnosis::tr("The link's speed is not known: a link slower than "
                               "%1 would take as long to carry each READ.")
                .arg(units::rate(e.averageReadBytes.value_or(0) / (*e.readServerMs / 1000))));
    }
    return s;
}

bool readaheadCapsReads(const DiagnosisEvidence &e)
{
    return e.advisedReadAheadKib && e.readAheadKib && *e.advisedReadAheadKib > *e.readAheadKib;
}

Score roundTrip(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::RoundTrip, 0, {}};
    if (e.readOps < MinReadOps || !e.readsInFlight || (e.busyShare && *e.busyShare < BusyShare))
        return s;
    // Either the readahead caps what is in flight (the advisor would raise
    // it), or it cannot and one READ at a time is all there is.
    if (!readaheadCapsReads(e) && *e.readsInFlight > RoundTripInFlight)
        return s;
    const bool sequential = !e.cacheShare || e.appReadBytesPerSecond <= 0 ||
                            e.serverReadBytesPerSecond <= 1.2 * e.appReadBytesPerSecond;
    if (!sequential)
        return s;
    // Since the mount, how busy the reader kept it is not known: less sure.
    s.score = e.busyShare.value_or(UnknownBusyShare) * (1 - serverShareOf(e));
    s.reasons.append(
        MountDiagnosis::tr("READs were in flight %1 of the time, %2 at once on "
                           "average, each a round trip of %3 (the floor %4): the "
                           "reader waits on the round trip with too little in "
                           "flight.")
            .arg(e.busyShare ? shareText(*e.busyShare) : MountDiagnosis::tr("(unknown)"),
                 units::ratio(*e.readsInFlight), msText(e.readRttMs), msText(e.floorRttMs)));
    return s;
}

Score application(const DiagnosisEvidence &e)
{
    Score s{Bottleneck::Application, 0, {}};
    if (e.readOps < MinReadOps)
        return s;
    const double window =
        e.readAheadKib ? std::min(double(*e.readAheadKib) * 1024, double(e.rsize)) : e.rsize;
    const bool small = e.averageReadBytes && window > 0 &&
                       *e.averageReadBytes < SmallReadShare * window &&
                       e.readsInFlight.value_or(1) <= RoundTripInFlight;
    const bool idle = e.busyShare && *e.busyShare < IdleBusyShare;
    // The advisor would lower the readahead: it fetches what the
    // application, reading here and there, never asks for.
    const bool scattered =
        e.advisedReadAheadKib && e.readAheadKib && *e.advisedReadAheadKib < *e.readAheadKib;
    if (!idle && !small && !scattered)
        return s;
    s.score = std::max(idle ? 1 - *e.busyShare : 0.0, small || scattered ? SmallReadScore : 0.0);
    s.reasons.append(
        MountDiagnosis::tr("READs were in flight only %1 of the time, averaging %2 (the "
                           "readahead allows %3): the application asks for little at a time, or "
                           "thinks between calls.")
            .arg(e.busyShare ? shareText(*e.busyShare) : MountDiagnosis::tr("(unknown)"),
                 e.averageReadBytes ? units::size(*e.averageReadBytes) : QStringLiteral("–"),
                 units::size(window)));
    return s;
}

} // namespace

void judgeBottleneck(MountDiagnosis &d)
{
    const DiagnosisEvidence &e = d.evidence;
    // Reads from the page cache ask the server for little or nothing: too
    // few ops to judge anything else is their very sign.
    const Score cache = pageCache(e);
    if (e.ops < MinOps && cache.score > 0) {
        d.bottleneck = Bottleneck::PageCache;
        d.confidence = cache.score;
        d.reasons = cache.reasons;
        return;
    }
    if (e.ops < MinOps) {
        d.bottleneck = Bottleneck::NotBusy;
        d.confidence = 1;
        d.reasons.append(MountDiagnosis::tr("%n op(s) in %1 s, %2 of them READs: not busy enough "
                                            "to say what limits it.",
                                            nullptr, int(e.ops))
                             .arg(QLocale().toString(e.seconds, 'f', 0))
                             .arg(e.readOps));
        return;
    }
    // What READs wait on counts as far as READs take the ops' time: an
    // application waiting on metadata is not idle between its reads.
    QList<Score> readScores{transportQueue(e), server(e), roundTrip(e), application(e)};
    for (Score &score : readScores)
        score.score *= e.readTimeShare;
    QList<Score> scores{cache, losses(e), metadata(e)};
    scores += readScores;
    std::stable_sort(scores.begin(), scores.end(),
                     [](const Score &a, const Score &b) { return a.score > b.score; });
    if (scores.first().score <= 0) {
        d.bottleneck = Bottleneck::NotBusy;
        d.confidence = 0.5;
        d.reasons.append(MountDiagnosis::tr(
            "Nothing stands out: READs %1 at once, a round trip of %2 against a floor of %3, no "
            "queue, no losses. The link itself may be full."));
        d.reasons.last() = d.reasons.last().arg(e.readsInFlight ? units::ratio(*e.readsInFlight)
                                                                : QStringLiteral("–"),
                                                msText(e.readRttMs), msText(e.floorRttMs));
        return;
    }
    d.bottleneck = scores.first().bottleneck;
    d.confidence = std::min(1.0, scores.first().score);
    d.reasons = scores.first().reasons;
    if (scores.size() > 1 && scores[1].score > 0 &&
        scores[1].score >= CloseScore * scores.first().score) {
        d.close = scores[1].bottleneck;
        d.reasons += scores[1].reasons;
    }
}

} // namespace nfstuner
