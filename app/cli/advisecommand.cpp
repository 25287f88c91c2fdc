// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli advise`: per backing device, what readahead it should have
// and why, judged on its reads over an interval or since mount.
#include "advice/mountadvice.h"
#include "base/liveroot.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "session/readersservice.h"
#include "stats/intervalsampling.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace nfstuner::cli {

namespace {

QJsonObject toJson(const BdiAdvice &advice)
{
    QJsonArray reasons;
    for (const AdviceReason &reason : advice.reasons)
        reasons.append(QJsonObject{{QStringLiteral("code"), reason.code},
                                   {QStringLiteral("text"), reason.text}});
    const AdviceEvidence &e = advice.evidence;
    QJsonArray measured;
    for (const MeasuredValue &value : advice.measured)
        measured.append(QJsonObject{{QStringLiteral("read_ahead_kb"), qint64(value.readAheadKib)},
                                    {QStringLiteral("bytes_per_second"), value.bytesPerSecond},
                                    {QStringLiteral("average_read_bytes"), value.averageReadBytes},
                                    {QStringLiteral("samples"), value.samples}});
    return QJsonObject{
        {QStringLiteral("bdi"), advice.bdi.toString()},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(advice.mountpoints)},
        {QStringLiteral("read_ahead_kb"), jsonInteger(advice.readAheadKib)},
        {QStringLiteral("rsize"), qint64(advice.rsize)},
        {QStringLiteral("verdict"), verdictName(advice.verdict)},
        {QStringLiteral("recommended_kb"), jsonInteger(advice.recommendedKib)},
        {QStringLiteral("reasons"), reasons},
        {QStringLiteral("evidence"),
         QJsonObject{
             {QStringLiteral("read_ops"), qint64(e.readOps)},
             {QStringLiteral("average_read_bytes"), jsonNumber(e.averageReadBytes)},
             {QStringLiteral("reads_in_flight"), jsonNumber(e.readsInFlight)},
             {QStringLiteral("overfetch"), jsonNumber(e.overfetch)},
             {QStringLiteral("read_rtt_ms"), jsonNumber(e.readRttMs)},
             {QStringLiteral("read_bytes_per_second"), jsonNumber(e.readBytesPerSecond)},
             {QStringLiteral("read_bytes_per_second_while_reading"),
              jsonNumber(e.readingBytesPerSecond)},
         }},
        {QStringLiteral("measured"), measured},
        {QStringLiteral("best_measured_kb"),
         advice.bestMeasured ? QJsonValue(qint64(advice.bestMeasured->readAheadKib))
                             : QJsonValue(QJsonValue::Null)},
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
    if (!advice.measured.isEmpty()) {
        QStringList values;
        for (const MeasuredValue &value : advice.measured)
            values.append(QStringLiteral("%1 %2").arg(units::kib(value.readAheadKib),
                                                      units::rate(value.bytesPerSecond)));
        text += QStringLiteral("    %1\n")
                    .arg(Text::tr("Measured here, while reading: %1.")
                             .arg(values.join(QStringLiteral(", "))));
    }
    return text;
}

// The averages since mount (0 seconds) or an interval measured now, per mount
// point; nullopt after an error was printed.
std::optional<QHash<QString, ReadWindow>> windowsOf(const SystemRoot &root, double seconds)
{
    if (seconds > 0) {
        auto interval = sampleInterval(root, seconds);
        if (!interval) {
            printError(interval.error().message);
            return std::nullopt;
        }
        return std::move(interval->windows);
    }
    const auto counters = MountStats::read(root);
    if (!counters) {
        printError(counters.error().message);
        return std::nullopt;
    }
    QHash<QString, ReadWindow> windows;
    for (const MountCounters &mount : *counters)
        windows.insert(mount.mountpoint, ReadWindow::sinceMount(mount));
    return windows;
}

// The throughput memory as advise uses it: this interval's rate at each
// device's value is added to what was measured before, the advice weighs
// them all, and what changed is kept in the file for the next run.
class AdviseMemory
{
public:
    // Nullopt after an error was printed.
    static std::optional<AdviseMemory> load(bool forget, double seconds)
    {
        auto loaded = ThroughputMemory::load(ThroughputMemory::defaultPath());
        if (!loaded) {
            printError(Text::tr("%1 (remove that file, or judge without it: --no-memory)")
                           .arg(loaded.error().message));
            return std::nullopt;
        }
        return AdviseMemory(std::move(loaded).value(), forget, seconds);
    }

    MeasuredLookup lookup()
    {
        return [this](const NfsMount &mount, std::optional<quint32> kib, const ReadWindow &window) {
            const QString device = ThroughputMemory::deviceKey(mount);
            if (m_forget) {
                m_memory.forget(device);
                m_forgotten.append(device);
            }
            if (m_seconds > 0 && kib) {
                if (const auto sample = ReadaheadAdvisor::measurementOf(window, *kib, m_now)) {
                    m_memory.record(device, *sample);
                    m_recorded.append({device, *sample});
                }
            }
            return m_memory.values(device, m_now);
        };
    }

    // Applied to the file as it is now: runs at the same time lose nothing.
    void save() const
    {
        if (m_recorded.isEmpty() && m_forgotten.isEmpty())
            return;
        const auto saved = ThroughputMemory::update(
            ThroughputMemory::defaultPath(), [this](ThroughputMemory &stored) {
                for (const QString &device : m_forgotten)
                    stored.forget(device);
                for (const auto &[device, sample] : m_recorded)
                    stored.record(device, sample);
            });
        if (!saved)
            printError(
                Text::tr("warning: what was measured is not kept: %1").arg(saved.error().message));
    }

private:
    AdviseMemory(ThroughputMemory memory, bool forget, double seconds)
        : m_memory(std::move(memory))
        , m_forget(forget)
        , m_seconds(seconds)
    {}

    ThroughputMemory m_memory;
    bool m_forget;
    double m_seconds;
    qint64 m_now = QDateTime::currentSecsSinceEpoch();
    QList<std::pair<QString, ThroughputSample>> m_recorded;
    QStringList m_forgotten;
};

void printAdvice(const QList<BdiAdvice> &advice, bool json)
{
    if (json) {
        QJsonArray bdis;
        for (const BdiAdvice &one : advice)
            bdis.append(toJson(one));
        writeJson(QJsonObject{{QStringLiteral("bdis"), bdis}});
        return;
    }
    QString text;
    for (const BdiAdvice &one : advice)
        text += toText(one);
    writeRaw(text.toUtf8());
}

struct AdviseCommandLine
{
    QCommandLineParser parser;
    QCommandLineOption json{QStringLiteral("json"), Text::tr("Print JSON.")};
    QCommandLineOption interval{
        QStringLiteral("interval"),
        Text::tr("Seconds to measure (default 10); 0: judge the averages since each mount was "
                 "mounted."),
        QStringLiteral("SECONDS"), QStringLiteral("10")};
    QCommandLineOption noMemory{
        QStringLiteral("no-memory"),
        Text::tr("Judge on this interval alone: neither read nor add to what each readahead "
                 "value gave before (%1).")
            .arg(ThroughputMemory::defaultPath())};
    QCommandLineOption forget{
        QStringLiteral("forget"),
        Text::tr("Forget what was measured before on the chosen devices, then judge.")};

    AdviseCommandLine()
    {
        parser.setApplicationDescription(Text::tr(
            "Says for each NFS backing device whether to raise, lower or keep its readahead, the "
            "value to set and why, from what its reads did: READ size against readahead and "
            "rsize, READs in flight, over-fetch, round trip and rate. docs/ADVICE.md explains "
            "the rules."));
        parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"),
                                     Text::tr("Only the devices of these mounts."),
                                     QStringLiteral("[MOUNTPOINT...]"));
        parser.addOptions({json, interval, noMemory, forget, rootOption()});
    }
};

// Who reads the mounts over the interval: the processes this command may
// see (its user's; every one as root), weighed as the window weighs them.
class IntervalReaders
{
public:
    IntervalReaders(const SystemRoot &root, const QStringList &mountpoints)
        : m_service(root, nullptr)
    {
        if (!LiveRoot::hasProcesses(root))
            return;
        m_live = true;
        m_service.setWatched(true); // both ends of the interval, however short
        m_service.setMountpoints(mountpoints);
        m_service.sample(); // the interval's start
    }

    QHash<QString, QList<ReaderShare>> atEnd()
    {
        QHash<QString, QList<ReaderShare>> shares;
        if (!m_live)
            return shares;
        m_service.sample(); // read here: answered before it returns
        for (const MountReadersReport &report : m_service.readers().latest())
            shares.insert(report.mountpoint, m_service.sharesOf(report.readers));
        return shares;
    }

private:
    ReadersService m_service;
    bool m_live = false;
};

} // namespace

int runAdvise(const QStringList &arguments)
{
    AdviseCommandLine line;
    const QCommandLineParser &parser = line.parser;
    if (const auto stop = parseCommand(line.parser, arguments))
        return *stop;
    bool intervalOk = false;
    const double seconds = parser.value(line.interval).toDouble(&intervalOk);
    if (!intervalOk || seconds < 0 || seconds > 86400) {
        printError(Text::tr("--interval takes seconds (0 to 86400)"));
        return ExitFailure;
    }
    const auto selection = nfsMountSelection(parser);
    if (!selection)
        return ExitFailure;
    const bool remember = !parser.isSet(line.noMemory);
    if (!remember && parser.isSet(line.forget)) {
        printError(Text::tr("--forget and --no-memory exclude each other"));
        return ExitFailure;
    }
    std::optional<IntervalReaders> readers;
    if (seconds > 0)
        readers.emplace(selection->root, selection->mountpoints);
    const auto windows = windowsOf(selection->root, seconds);
    if (!windows)
        return ExitFailure;
    std::optional<AdviseMemory> memory;
    if (remember) {
        memory = AdviseMemory::load(parser.isSet(line.forget), seconds);
        if (!memory)
            return ExitFailure;
    }
    const QList<BdiAdvice> advice =
        adviseMounts(selection->table, BdiSysfs(selection->root), *windows, selection->mountpoints,
                     memory ? memory->lookup() : MeasuredLookup(),
                     readers ? readers->atEnd() : QHash<QString, QList<ReaderShare>>());
    if (memory)
        memory->save();
    printAdvice(advice, parser.isSet(line.json));
    return ExitOk;
}

} // namespace nfstuner::cli
