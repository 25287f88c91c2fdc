// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli advise`: per backing device, what readahead it should have
// and why, judged on its reads over an interval or since mount.
#include "advice/mountadvice.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "stats/mountsampler.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

namespace nfstuner::cli {

namespace {

QJsonObject toJson(const BdiAdvice &advice)
{
    QJsonArray reasons;
    for (const AdviceReason &reason : advice.reasons)
        reasons.append(QJsonObject{{QStringLiteral("code"), reason.code},
                                   {QStringLiteral("text"), reason.text}});
    const AdviceEvidence &e = advice.evidence;
    const auto kib = [](const std::optional<quint32> &value) {
        return value ? QJsonValue(qint64(*value)) : QJsonValue(QJsonValue::Null);
    };
    return QJsonObject{
        {QStringLiteral("bdi"), advice.bdi.toString()},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(advice.mountpoints)},
        {QStringLiteral("read_ahead_kb"), kib(advice.readAheadKib)},
        {QStringLiteral("rsize"), qint64(advice.rsize)},
        {QStringLiteral("verdict"), verdictName(advice.verdict)},
        {QStringLiteral("recommended_kb"), kib(advice.recommendedKib)},
        {QStringLiteral("reasons"), reasons},
        {QStringLiteral("evidence"),
         QJsonObject{
             {QStringLiteral("read_ops"), qint64(e.readOps)},
             {QStringLiteral("average_read_bytes"), jsonNumber(e.averageReadBytes)},
             {QStringLiteral("reads_in_flight"), jsonNumber(e.readsInFlight)},
             {QStringLiteral("overfetch"), jsonNumber(e.overfetch)},
             {QStringLiteral("read_rtt_ms"), jsonNumber(e.readRttMs)},
             {QStringLiteral("read_bytes_per_second"), jsonNumber(e.readBytesPerSecond)},
         }},
    };
}

// "0:45 /mnt/a, /mnt/b: raise 128 KiB -> 1 MiB (rsize 1 MiB)", then the reasons.
QString toText(const BdiAdvice &advice)
{
    QStringList mountpoints;
    for (const QString &mountpoint : advice.mountpoints)
        mountpoints.append(printable(mountpoint));
    const QString now =
        advice.readAheadKib ? units::kib(*advice.readAheadKib) : QStringLiteral("?");
    QString verdict;
    switch (advice.verdict) {
    case AdviceVerdict::Raise:
        verdict = Text::tr("raise %1 -> %2").arg(now, units::kib(*advice.recommendedKib));
        break;
    case AdviceVerdict::Lower:
        verdict = Text::tr("lower %1 -> %2").arg(now, units::kib(*advice.recommendedKib));
        break;
    case AdviceVerdict::Keep:
        verdict = Text::tr("keep %1").arg(now);
        break;
    case AdviceVerdict::Unknown:
        verdict = Text::tr("not enough data (readahead %1)").arg(now);
        break;
    }
    QString text = QStringLiteral("%1 %2: %3 (%4)\n")
                       .arg(advice.bdi.toString(), mountpoints.join(QStringLiteral(", ")), verdict,
                            Text::tr("rsize %1").arg(units::bytes(advice.rsize)));
    for (const AdviceReason &reason : advice.reasons)
        text += QStringLiteral("    %1\n").arg(reason.text);
    return text;
}

// Each mount's reads over `seconds`, summed from one-second samples so that
// the busy seconds are known.
std::optional<QHash<QString, ReadWindow>> measure(const SystemRoot &root, double seconds)
{
    MountSampler sampler(root);
    sampler.sample();
    if (!sampler.lastError().isEmpty()) {
        printError(sampler.lastError());
        return std::nullopt;
    }
    QHash<QString, ReadWindow> windows;
    const double step = std::min(seconds, 1.0);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < qint64(seconds * 1000)) {
        const qint64 left = qint64(seconds * 1000) - clock.elapsed();
        QThread::msleep(quint64(std::min<qint64>(left, qint64(step * 1000))));
        sampler.sample();
        if (!sampler.lastError().isEmpty()) {
            printError(sampler.lastError());
            return std::nullopt;
        }
        for (const QString &mountpoint : sampler.mountpoints()) {
            const auto *series = sampler.series(mountpoint);
            if (series && series->latest) // not when it appeared or was remounted meanwhile
                windows[mountpoint].add(*series->latest);
        }
    }
    return windows;
}

} // namespace

int runAdvise(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Says for each NFS backing device whether to raise, lower or keep its readahead, the "
        "value to set and why, from what its reads did: READ size against readahead and "
        "rsize, READs in flight, over-fetch, round trip and rate. docs/ADVICE.md explains "
        "the rules."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"),
                                 Text::tr("Only the devices of these mounts."),
                                 QStringLiteral("[MOUNTPOINT...]"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    const QCommandLineOption interval(
        QStringLiteral("interval"),
        Text::tr("Seconds to measure (default 10); 0: judge the averages since each mount was "
                 "mounted."),
        QStringLiteral("SECONDS"), QStringLiteral("10"));
    parser.addOptions({json, interval, rootOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    bool intervalOk = false;
    const double seconds = parser.value(interval).toDouble(&intervalOk);
    if (!intervalOk || seconds < 0 || seconds > 86400) {
        printError(Text::tr("--interval takes seconds (0 to 86400)"));
        return ExitFailure;
    }
    const auto selection = nfsMountSelection(parser);
    if (!selection)
        return ExitFailure;

    QHash<QString, ReadWindow> windows;
    if (seconds == 0) {
        const auto counters = MountStats::read(selection->root);
        if (!counters) {
            printError(counters.error().message);
            return ExitFailure;
        }
        for (const MountCounters &mount : *counters)
            windows.insert(mount.mountpoint, ReadWindow::sinceMount(mount));
    } else {
        auto measured = measure(selection->root, seconds);
        if (!measured)
            return ExitFailure;
        windows = std::move(*measured);
    }
    const QList<BdiAdvice> advice =
        adviseMounts(selection->table, BdiSysfs(selection->root), windows, selection->mountpoints);
    if (parser.isSet(json)) {
        QJsonArray bdis;
        for (const BdiAdvice &one : advice)
            bdis.append(toJson(one));
        out() << QJsonDocument(QJsonObject{{QStringLiteral("bdis"), bdis}})
                     .toJson(QJsonDocument::Compact)
              << Qt::endl;
        return ExitOk;
    }
    QString text;
    for (const BdiAdvice &one : advice)
        text += toText(one);
    writeRaw(text.toUtf8());
    return ExitOk;
}

} // namespace nfstuner::cli
