// SPDX-License-Identifier: GPL-2.0-or-later
// The figures a diagnosis rests on, from two samples of a mount's counters.
#include "diagnosis/diagnosisthresholds.h"
#include "diagnosis/mountdiagnosis.h"

#include <algorithm>

namespace nfstuner {

namespace {

quint64 grown(quint64 after, quint64 before)
{
    return after > before ? after - before : 0;
}

OpCounters grown(const OpCounters &after, const OpCounters &before)
{
    OpCounters d;
    d.ops = grown(after.ops, before.ops);
    d.transmissions = grown(after.transmissions, before.transmissions);
    d.majorTimeouts = grown(after.majorTimeouts, before.majorTimeouts);
    d.bytesSent = grown(after.bytesSent, before.bytesSent);
    d.bytesReceived = grown(after.bytesReceived, before.bytesReceived);
    d.queueMs = grown(after.queueMs, before.queueMs);
    d.rttMs = grown(after.rttMs, before.rttMs);
    d.executeMs = grown(after.executeMs, before.executeMs);
    d.errors = grown(after.errors, before.errors);
    return d;
}

std::optional<double> perOpOf(quint64 total, quint64 ops)
{
    return ops > 0 ? std::optional<double>(double(total) / double(ops)) : std::nullopt;
}

bool neverCounted(const MountCounters &counters)
{
    return counters.allOps == 0 && counters.ageSeconds == 0;
}

// The readahead the advisor would give the interval's reads.
std::optional<quint32> advisedReadahead(const MountDiagnoser::Input &input,
                                        const DiagnosisEvidence &e)
{
    // Too few READs for any verdict on them: the advisor need not judge.
    if (!input.readAheadKib || e.readOps < diagnosis::MinReadOps)
        return std::nullopt;
    ReadWindow window;
    if (input.window) {
        window = *input.window;
    } else {
        window.seconds = e.seconds;
        window.readOps = e.readOps;
        window.wireReadBytes = quint64(e.serverReadBytesPerSecond * e.seconds);
        window.appReadBytes = quint64(e.appReadBytesPerSecond * e.seconds);
        window.rttMs = e.readRttMs.value_or(0) * double(e.readOps);
        window.executeMs = e.readExecuteMs.value_or(0) * double(e.readOps);
        if (e.busyShare)
            window.busySeconds = *e.busyShare * e.seconds; // no sampler: reading all along
    }
    ReadaheadAdvisor::Input advisor;
    advisor.bdi = input.bdi;
    advisor.mountpoints = {input.mountpoint};
    advisor.readAheadKib = input.readAheadKib;
    advisor.rsize = input.rsize;
    advisor.window = window;
    advisor.readers = input.readers;
    const BdiAdvice advice = ReadaheadAdvisor::advise(advisor, ReadaheadAdvisor::Wording::Codes);
    if ((advice.verdict == AdviceVerdict::Raise || advice.verdict == AdviceVerdict::Lower) &&
        advice.recommendedKib)
        return advice.recommendedKib;
    return std::nullopt;
}

// The transport's figures over the interval (the xprt: lines of the
// mount's client, shared by every mount of it) and TCP's resends.
void addTransport(DiagnosisEvidence &e, const MountDiagnoser::Input &input)
{
    const MountCounters &a = input.before, &b = input.after;
    TransportCounters transport = b.transport;
    transport.connects = grown(b.transport.connects, a.transport.connects);
    transport.sends = grown(b.transport.sends, a.transport.sends);
    transport.receives = grown(b.transport.receives, a.transport.receives);
    transport.badXids = grown(b.transport.badXids, a.transport.badXids);
    transport.requestsInUse = grown(b.transport.requestsInUse, a.transport.requestsInUse);
    transport.backlog = grown(b.transport.backlog, a.transport.backlog);
    if (input.tcp && input.tcp->dataSegmentsOut > 0) {
        e.tcpResentShare =
            double(input.tcp->retransmittedSegments) / double(input.tcp->dataSegmentsOut);
    }
    e.transports = transport.count;
    e.maxSlots = transport.maxSlots;
    if (input.version.startsWith(u'3'))
        e.slotTableEntries = input.slotTableEntries;
    e.reconnects = e.sinceMount ? 0 : transport.connects;
    e.requestsPerSend = perOpOf(transport.requestsInUse, transport.sends);
    e.backlogPerSend = perOpOf(transport.backlog, transport.sends);
}

// READs in flight: the sampler's intervals where it sampled (the advisor's
// measure), else the transport's mean at each send.
void addInFlight(DiagnosisEvidence &e, const MountDiagnoser::Input &input, const OpCounters &read)
{
    const double busySeconds = input.window && input.window->busySeconds
                                   ? *input.window->busySeconds
                                   : std::min(e.seconds, double(read.executeMs) / 1000.0);
    // Applications' pauses between reads (a loop between passes) are not
    // time READs could have filled: what counts is the time they read.
    const double readingSeconds = input.window && input.window->readingSeconds > 0
                                      ? std::min(e.seconds, input.window->readingSeconds)
                                      : e.seconds;
    // Since the mount, the clock counts every idle hour: how busy the
    // readers kept it is not known.
    if (read.ops > 0 && e.seconds > 0 && !(e.sinceMount && !input.window))
        e.busyShare = std::min(1.0, busySeconds / readingSeconds);
    if (read.ops > 0 && input.window && busySeconds > 0)
        e.readsInFlight = double(read.executeMs) / 1000.0 / busySeconds;
    else if (read.ops > 0 && e.requestsPerSend)
        e.readsInFlight = *e.requestsPerSend; // every op's, READs the most of them
    else if (read.ops > 0 && busySeconds > 0)
        e.readsInFlight = double(read.executeMs) / 1000.0 / busySeconds;
    if (input.window)
        e.readBytesPerSecondWhileReading = input.window->readingBytesPerSecond();
}

} // namespace

DiagnosisEvidence MountDiagnoser::evidenceOf(const Input &input)
{
    const MountCounters &a = input.before, &b = input.after;
    DiagnosisEvidence e;
    e.sinceMount = neverCounted(a);
    e.seconds = input.seconds > 0 ? input.seconds : double(grown(b.ageSeconds, a.ageSeconds));
    e.readAheadKib = input.readAheadKib;
    e.rsize = input.rsize;
    const OpCounters read = grown(b.read, a.read), write = grown(b.write, a.write);
    const OpCounters metadata = grown(b.metadata, a.metadata), probe = grown(b.probe, a.probe);
    e.ops = grown(b.allOps, a.allOps);
    e.readOps = read.ops;
    e.writeOps = write.ops;
    e.metadataOps = metadata.ops;
    using B = MountCounters::Bytes;
    const double app = double(grown(b.bytes[B::NormalRead], a.bytes[B::NormalRead]) +
                              grown(b.bytes[B::DirectRead], a.bytes[B::DirectRead]));
    const double server = double(grown(b.bytes[B::ServerRead], a.bytes[B::ServerRead]));
    if (e.seconds > 0) {
        e.appReadBytesPerSecond = app / e.seconds;
        e.serverReadBytesPerSecond = server / e.seconds;
    }
    if (app > 0)
        e.cacheShare = std::max(0.0, 1 - server / app);
    e.averageReadBytes = perOpOf(quint64(server), read.ops);
    e.readQueueMs = perOpOf(read.queueMs, read.ops);
    e.readRttMs = perOpOf(read.rttMs, read.ops);
    e.readExecuteMs = perOpOf(read.executeMs, read.ops);
    e.metadataRttMs = perOpOf(metadata.rttMs, metadata.ops);
    e.metadataExecuteMs = perOpOf(metadata.executeMs, metadata.ops);
    // The floor: the cheap ops of the interval, else of the mount's life.
    if (probe.ops >= 3) {
        e.floorRttMs = perOpOf(probe.rttMs, probe.ops);
    } else if (b.probe.ops > 0) {
        e.floorRttMs = perOpOf(b.probe.rttMs, b.probe.ops);
        e.floorSinceMount = true;
    }
    e.linkBytesPerSecond = input.linkBytesPerSecond;
    if (input.loopback)
        e.readTransferMs = 0;
    else if (e.averageReadBytes && input.linkBytesPerSecond && *input.linkBytesPerSecond > 0)
        e.readTransferMs = *e.averageReadBytes / *input.linkBytesPerSecond * 1000;
    if (e.readRttMs && e.floorRttMs)
        e.readServerMs = std::max(0.0, *e.readRttMs - *e.floorRttMs - e.readTransferMs.value_or(0));
    addTransport(e, input);
    addInFlight(e, input, read);
    const quint64 allTransmissions = grown(b.allTransmissions, a.allTransmissions);
    if (e.ops > 0)
        e.retransmissionShare = double(grown(allTransmissions, e.ops)) / double(e.ops);
    e.majorTimeouts = grown(b.allMajorTimeouts, a.allMajorTimeouts);
    const double executeAll = double(grown(b.allExecuteMs, a.allExecuteMs));
    if (e.seconds > 0) {
        e.opSecondsPerSecond = executeAll / 1000 / e.seconds;
        e.metadataSecondsPerSecond = double(metadata.executeMs) / 1000 / e.seconds;
    }
    if (executeAll > 0) {
        e.readTimeShare = double(read.executeMs) / executeAll;
        e.writeTimeShare = double(write.executeMs) / executeAll;
        e.metadataTimeShare = double(metadata.executeMs) / executeAll;
    }
    e.advisedReadAheadKib = advisedReadahead(input, e);
    return e;
}

} // namespace nfstuner
