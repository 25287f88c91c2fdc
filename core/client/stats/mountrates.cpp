// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountrates.h"

namespace nfstuner {

namespace {

bool wentBackwards(const OpCounters &a, const OpCounters &b)
{
    return b.ops < a.ops || b.transmissions < a.transmissions || b.bytesSent < a.bytesSent ||
           b.bytesReceived < a.bytesReceived || b.rttMs < a.rttMs || b.executeMs < a.executeMs ||
           b.majorTimeouts < a.majorTimeouts || b.errors < a.errors;
}

std::optional<double> perOp(quint64 total, quint64 ops)
{
    return ops > 0 ? std::optional<double>(double(total) / double(ops)) : std::nullopt;
}

} // namespace

std::optional<MountRates> computeRates(const MountCounters &before, const MountCounters &after,
                                       double seconds)
{
    if (seconds <= 0)
        return std::nullopt;
    for (size_t i = 0; i < after.bytes.size(); ++i) {
        if (after.bytes[i] < before.bytes[i])
            return std::nullopt;
    }
    if (after.ageSeconds < before.ageSeconds || wentBackwards(before.read, after.read) ||
        wentBackwards(before.write, after.write) || wentBackwards(before.commit, after.commit) ||
        after.readPlusOps < before.readPlusOps || after.allOps < before.allOps ||
        after.allTransmissions < before.allTransmissions ||
        after.fileReleases < before.fileReleases)
        return std::nullopt;

    using B = MountCounters::Bytes;
    auto delta = [&](B index) { return after.bytes[index] - before.bytes[index]; };
    MountRates rates;
    rates.seconds = seconds;
    rates.readBytes = delta(B::NormalRead) + delta(B::DirectRead);
    rates.writeBytes = delta(B::NormalWrite) + delta(B::DirectWrite);
    rates.wireReadBytes = delta(B::ServerRead);
    rates.wireWriteBytes = delta(B::ServerWrite);
    rates.readBytesPerSecond = double(rates.readBytes) / seconds;
    rates.writeBytesPerSecond = double(rates.writeBytes) / seconds;
    rates.wireReadBytesPerSecond = double(rates.wireReadBytes) / seconds;
    rates.wireWriteBytesPerSecond = double(rates.wireWriteBytes) / seconds;

    const quint64 reads = after.read.ops - before.read.ops;
    const quint64 writes = after.write.ops - before.write.ops;
    rates.readOps = reads;
    rates.readPlusOps = after.readPlusOps - before.readPlusOps;
    rates.writeOps = writes;
    rates.commitOps = after.commit.ops - before.commit.ops;
    rates.readErrors = after.read.errors - before.read.errors;
    rates.writeErrors = after.write.errors - before.write.errors;
    rates.readTimeouts = after.read.majorTimeouts - before.read.majorTimeouts;
    rates.writeTimeouts = after.write.majorTimeouts - before.write.majorTimeouts;
    const quint64 holesBefore = before.holeBytesNotTransferred();
    const quint64 holesAfter = after.holeBytesNotTransferred();
    rates.holeBytesNotTransferred = holesAfter > holesBefore ? holesAfter - holesBefore : 0;
    rates.readOpsPerSecond = double(reads) / seconds;
    rates.writeOpsPerSecond = double(writes) / seconds;
    rates.commitOpsPerSecond = double(rates.commitOps) / seconds;
    rates.averageReadBytes = perOp(after.bytes[B::ServerRead] - before.bytes[B::ServerRead], reads);
    rates.averageWriteBytes =
        perOp(after.bytes[B::ServerWrite] - before.bytes[B::ServerWrite], writes);
    rates.readRttMs = perOp(after.read.rttMs - before.read.rttMs, reads);
    rates.writeRttMs = perOp(after.write.rttMs - before.write.rttMs, writes);
    rates.readExecuteMs = perOp(after.read.executeMs - before.read.executeMs, reads);
    rates.writeExecuteMs = perOp(after.write.executeMs - before.write.executeMs, writes);
    const quint64 transmissions = after.allTransmissions - before.allTransmissions;
    const quint64 ops = after.allOps - before.allOps;
    rates.retransmissions = transmissions > ops ? transmissions - ops : 0;
    rates.fileReleases = after.fileReleases - before.fileReleases;
    return rates;
}

} // namespace nfstuner
