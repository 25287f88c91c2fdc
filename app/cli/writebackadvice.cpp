// SPDX-License-Identifier: GPL-2.0-or-later
#include "writebackadvice.h"

#include "base/printable.h"
#include "cli.h"
#include "console.h"
#include "mounts/nfsmounttable.h"
#include "stats/intervalsampling.h"
#include "writeback/writebackhistory.h"
#include "writeback/writebackstate.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>

namespace nfstuner::cli {

namespace {

QString kindName(WritebackFinding::Kind kind)
{
    switch (kind) {
    case WritebackFinding::Kind::LimitThrottles:
        return QStringLiteral("limit-throttles");
    case WritebackFinding::Kind::ServerBound:
        return QStringLiteral("server-bound");
    case WritebackFinding::Kind::SmallWrites:
        return QStringLiteral("small-writes");
    case WritebackFinding::Kind::ManyCommits:
        return QStringLiteral("many-commits");
    }
    return {};
}

} // namespace

Result<WritebackAdvice> WritebackAdvice::measure(const SystemRoot &root, double seconds)
{
    const auto table = NfsMountTable::read(root);
    if (!table)
        return table.error();
    WritebackHistory history;
    QElapsedTimer clock;
    clock.start();
    // Each sample's Writeback beside its mountstats, as the window's are.
    const auto sample = [&] { (void)history.sample(root, quint32(clock.elapsed())); };
    sample();
    const auto interval = sampleInterval(root, seconds, sample);
    if (!interval)
        return interval.error();
    WritebackAdvice advice;
    advice.seconds = interval->seconds;
    QSet<BdiId> seen; // mounts of one superblock share their counters
    for (const NfsMount &mount : table->mounts()) {
        if (seen.contains(mount.bdi) || !interval->first.contains(mount.mountpoint) ||
            !interval->last.contains(mount.mountpoint))
            continue;
        seen.insert(mount.bdi);
        const auto rates = computeRates(interval->first.value(mount.mountpoint),
                                        interval->last.value(mount.mountpoint), interval->seconds);
        if (!rates)
            continue;
        MountWrites writes{mount.mountpoint, mount.wsize, mount.options.hasFlag(u"sync"), {}};
        writes.window.add(*rates);
        if (writes.window.writeOps > 0)
            advice.writing.append(writes);
    }
    std::optional<quint64> memTotalKib;
    if (const auto memory = WritebackMemory::read(root))
        memTotalKib = memory->memTotalKib;
    advice.findings = WritebackAdvisor::advise(
        QList<WritebackPoint>(history.points().cbegin(), history.points().cend()), memTotalKib,
        advice.writing);
    return advice;
}

QJsonObject WritebackAdvice::toJson() const
{
    QJsonArray mounts;
    for (const MountWrites &mount : writing)
        mounts.append(QJsonObject{
            {QStringLiteral("mountpoint"), mount.mountpoint},
            {QStringLiteral("write_ops"), qint64(mount.window.writeOps)},
            {QStringLiteral("commit_ops"), qint64(mount.window.commitOps)},
            {QStringLiteral("wire_write_bytes"), qint64(mount.window.wireWriteBytes)},
            {QStringLiteral("write_rtt_ms"), mount.window.averageRttMs()
                                                 ? QJsonValue(*mount.window.averageRttMs())
                                                 : QJsonValue(QJsonValue::Null)},
        });
    QJsonArray said;
    for (const WritebackFinding &finding : findings)
        said.append(QJsonObject{
            {QStringLiteral("kind"), kindName(finding.kind)},
            {QStringLiteral("mountpoint"), finding.mountpoint.isEmpty()
                                               ? QJsonValue(QJsonValue::Null)
                                               : QJsonValue(finding.mountpoint)},
            {QStringLiteral("text"), finding.text},
            {QStringLiteral("proposed_kb"), finding.proposedKib
                                                ? QJsonValue(qint64(*finding.proposedKib))
                                                : QJsonValue(QJsonValue::Null)},
        });
    return QJsonObject{{QStringLiteral("seconds"), seconds},
                       {QStringLiteral("mounts"), mounts},
                       {QStringLiteral("findings"), said}};
}

void WritebackAdvice::print() const
{
    if (findings.isEmpty()) {
        out() << Text::tr("Nothing to advise over %1 s: the limit did not hold writes back, and "
                          "no mount wrote in small pieces or committed often.")
                     .arg(seconds, 0, 'f', 1)
              << Qt::endl;
        return;
    }
    for (const WritebackFinding &finding : findings)
        out() << printable(finding.mountpoint.isEmpty()
                               ? finding.text
                               : Text::tr("%1: %2").arg(finding.mountpoint, finding.text))
              << Qt::endl;
}

} // namespace nfstuner::cli
