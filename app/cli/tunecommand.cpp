// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli tune MOUNTPOINT`: tunes one mount's readahead on whatever
// reads it now (WorkloadTuner), printing each trial as it ends; the start
// comes back at the end unless --apply sets the knee, and on Ctrl-C (the
// helper puts it back should this process die).
#include "base/liveroot.h"
#include "base/stopsignals.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "sweep/sweepsettings.h"
#include "tune/workloadtuner.h"
#include "tune/writetunethresholds.h"
#include "tuneend.h"
#include "tuningsession.h"
#include "writetunecommand.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <unistd.h>

namespace nfstuner::cli {

namespace {

struct TuneCommandLine
{
    QCommandLineParser parser;
    QCommandLineOption apply{
        QStringLiteral("apply"),
        Text::tr("At the end, set the knee as a lasting value (until the next mount) instead of "
                 "putting the start back.")};
    QCommandLineOption json{QStringLiteral("json"), Text::tr("Print JSON.")};
    QCommandLineOption maxSeconds{
        QStringLiteral("max-seconds"),
        Text::tr("Stop after N seconds with what was measured (%1 to %2, default %3).")
            .arg(TuneMinSeconds)
            .arg(TuneMaxSeconds)
            .arg(tune::DefaultMaxSeconds),
        QStringLiteral("N"), QString::number(tune::DefaultMaxSeconds)};
    QCommandLineOption values{
        QStringLiteral("values"),
        Text::tr("Try only these readahead values, comma-separated, in KiB or with a unit "
                 "(default: 128K doubled up to 15 x rsize, in the order the advisor gives)."),
        QStringLiteral("LIST")};
    QCommandLineOption write{
        QStringLiteral("write"),
        Text::tr("Tune the NFS write-back limit (nfs_congestion_kb, the client's, for every "
                 "mount) on what MOUNTPOINT writes now, instead of its readahead; --values are "
                 "then limits, never below the one set now (default: it doubled four times); "
                 "--max-seconds defaults to %1.")
            .arg(tune::write::DefaultMaxSeconds)};
    QCommandLineOption despiteOtherWriters{
        QStringLiteral("despite-other-writers"),
        Text::tr("With --write: tune even while other NFS mounts write (each trial value is "
                 "theirs too).")};

    TuneCommandLine()
    {
        parser.setApplicationDescription(Text::tr(
            "Tunes the readahead of MOUNTPOINT's BDI on the reads it has now: measures the "
            "value set now, then value after value in the order the advisor gives, each until "
            "its throughput (what applications read per second in which they read) is known, "
            "and ends on the knee, the smallest value within 5 % of the best, never on one that "
            "measured below the start. Trial values are temporary: the start comes back at the "
            "end (unless --apply), on Ctrl-C and, should this program die, by the helper. It "
            "stops and puts the start back when the reads stop or change, and leaves the value "
            "alone when someone else sets it meanwhile. docs/TUNING.md explains the rules."));
        parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"),
                                     Text::tr("The NFS mount whose reads to tune on."));
        parser.addOptions({apply, json, maxSeconds, values, write, despiteOtherWriters,
                           rootOption(), throughHelperOption()});
    }

    // nullopt after the error was printed.
    std::optional<WorkloadTuner::Settings> settings() const
    {
        WorkloadTuner::Settings settings;
        if (parser.isSet(values)) {
            const auto list = SweepSettings::parseValues(parser.value(values));
            if (!list) {
                printError(Text::tr("--values: %1").arg(list.error().message));
                return std::nullopt;
            }
            settings.valuesKib = *list;
        }
        bool ok = false;
        const int seconds = parser.value(maxSeconds).toInt(&ok);
        if (!ok || seconds < TuneMinSeconds || seconds > TuneMaxSeconds) {
            printError(Text::tr("--max-seconds takes whole seconds from %1 to %2, not \"%3\"")
                           .arg(TuneMinSeconds)
                           .arg(TuneMaxSeconds)
                           .arg(parser.value(maxSeconds)));
            return std::nullopt;
        }
        settings.maxSeconds = seconds;
        settings.ending = parser.isSet(apply) ? WorkloadTuner::Ending::SetKnee
                                              : WorkloadTuner::Ending::PutBackStart;
        return settings;
    }
};

// The NFS mount named, or nullopt after the error was printed. On the real
// system a path that does not exist says so; a folder root's mount points
// need not exist as folders.
std::optional<NfsMount> mountNamed(const SystemRoot &root, const QString &name)
{
    const QString path = QFileInfo(name).absoluteFilePath();
    if (root.isRealSystem() && !QFileInfo::exists(path)) {
        printError(Text::tr("%1 does not exist").arg(printable(name)));
        return std::nullopt;
    }
    const auto table = NfsMountTable::read(root);
    if (!table) {
        printError(table.error().message);
        return std::nullopt;
    }
    const NfsMount *mount = table->findByMountpoint(path);
    if (!mount) {
        printError(Text::tr("%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)")
                       .arg(printable(name)));
        return std::nullopt;
    }
    return *mount;
}

// A readahead as set-readahead takes it: "8M", or KiB.
QString kibArgument(quint32 kib)
{
    return kib % 1024 == 0 ? QStringLiteral("%1M").arg(kib / 1024) : QString::number(kib);
}

QString stepLine(const WorkloadTuner::Step &step)
{
    const QLocale c = QLocale::c();
    return QStringLiteral("%1 %2 %3 %4 %5  %6")
        .arg(units::kib(step.readAheadKib, c), -10)
        .arg(c.toString(step.bytesPerSecond / 1e6, 'f', 1), 18)
        .arg(step.readOps, 7)
        .arg(units::size(step.averageReadBytes, c), 10)
        .arg(c.toString(step.seconds, 'f', 1), 7)
        .arg(step.code);
}

// "[3/8] 8 MiB: 2.1 s, 212 READs, 121.0 MB/s so far", redrawn in place.
void showProgress(const WorkloadTuner &tuner, int maxTrials)
{
    if (!tuner.trialKib())
        return;
    const QLocale c = QLocale::c();
    const QString value = units::kib(*tuner.trialKib(), c);
    const QString where = QStringLiteral("[%1/%2] ").arg(tuner.steps().size() + 1).arg(maxTrials);
    const ReadWindow &window = tuner.trialEvidence().window();
    const QString what =
        tuner.isWaitingForReopen()
            ? Text::tr("%1: waiting for a file on the mount to be opened again").arg(value)
            : Text::tr("%1: %2 s, %3 READs, %4 so far")
                  .arg(value, c.toString(window.seconds, 'f', 1))
                  .arg(window.readOps)
                  .arg(units::rate(tuner.trialEvidence().bytesPerSecond().value_or(0), c));
    err() << '\r' << where << what << "\033[K" << Qt::flush;
}

QJsonObject tuneJson(const WorkloadTuner &tuner, bool applied)
{
    QJsonArray steps;
    for (const WorkloadTuner::Step &step : tuner.steps())
        steps.append(QJsonObject{
            {QStringLiteral("read_ahead_kb"), qint64(step.readAheadKib)},
            {QStringLiteral("mb_per_s"), step.bytesPerSecond / 1e6},
            {QStringLiteral("read_ops"), qint64(step.readOps)},
            {QStringLiteral("average_read_bytes"), step.averageReadBytes},
            {QStringLiteral("seconds"), step.seconds},
            {QStringLiteral("waited_seconds"), step.waitedSeconds},
            {QStringLiteral("why"),
             QJsonObject{{QStringLiteral("code"), step.code}, {QStringLiteral("text"), step.why}}},
        });
    QJsonObject json{{QStringLiteral("bdi"), tuner.mount().bdi.toString()},
                     {QStringLiteral("rsize"), qint64(tuner.mount().rsize)},
                     {QStringLiteral("steps"), steps}};
    addTuneEnd(json, tuner, applied, QStringLiteral("read_ahead_kb_now"));
    return json;
}

// What came of it, and what to do with the knee.
void printEnd(const WorkloadTuner &tuner, const SystemRoot &root, bool applied)
{
    const QLocale c = QLocale::c();
    out() << tuner.reason() << Qt::endl;
    if (applied) {
        out() << Text::tr("The readahead is now %1, until the file system is mounted again.")
                     .arg(units::kib(tuner.finalKib(), c))
              << Qt::endl;
    } else if (tuner.nowKib()) {
        out() << Text::tr("The readahead is %1.").arg(units::kib(*tuner.nowKib(), c)) << Qt::endl;
    }
    if (tuner.outcome() == WorkloadTuner::Outcome::Tuned && !applied) {
        const QString rootArgument =
            root.isRealSystem() ? QString() : QStringLiteral(" --root ") + root.root();
        out() << Text::tr("To set the knee: nfs-tuner-cli set-readahead%1 %2 %3")
                     .arg(rootArgument, printable(tuner.mount().mountpoint),
                          kibArgument(tuner.finalKib()))
              << Qt::endl;
    }
}

int runWriteTune(const TuneCommandLine &command)
{
    const QCommandLineParser &parser = command.parser;
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    const auto mount = mountNamed(*root, parser.positionalArguments().first());
    if (!mount)
        return ExitFailure;
    return runWriteTune(WriteTuneRequest{
        parser, *root, *mount, parser.isSet(command.json), parser.isSet(command.apply),
        parser.isSet(command.despiteOtherWriters),
        parser.isSet(command.values) ? parser.value(command.values) : QString(),
        parser.isSet(command.maxSeconds) ? parser.value(command.maxSeconds) : QString()});
}

} // namespace

int runTune(const QStringList &arguments)
{
    TuneCommandLine command;
    QCommandLineParser &parser = command.parser;
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(Text::tr("expected one MOUNTPOINT"));
        return ExitFailure;
    }
    if (parser.isSet(command.write))
        return runWriteTune(command);
    const auto settings = command.settings();
    const auto root = rootFrom(parser);
    if (!settings || !root)
        return ExitFailure;
    const auto mount = mountNamed(*root, parser.positionalArguments().first());
    if (!mount)
        return ExitFailure;
    if (const auto live = LiveRoot::readsHappen(*root); !live) {
        printError(live.error().message);
        return ExitFailure;
    }
    const bool json = parser.isSet(command.json);
    const bool terminal = ::isatty(STDERR_FILENO) && !json;

    TuningSession session(*root, parser);
    WorkloadTuner tuner(session.backend(), *root, *mount, *settings);
    if (!json)
        out() << Text::tr("Tuning %1 (BDI %2, rsize %3) on its reads now: at most %4 trials, %5 s")
                     .arg(printable(mount->mountpoint), mount->bdi.toString(),
                          units::bytes(mount->rsize, QLocale::c()))
                     .arg(settings->maxTrials)
                     .arg(settings->maxSeconds)
              << Qt::endl
              << QStringLiteral("%1 %2 %3 %4 %5  %6")
                     .arg(Text::tr("READAHEAD"), -10)
                     .arg(Text::tr("MB/S WHILE READING"), 18)
                     .arg(Text::tr("READS"), 7)
                     .arg(Text::tr("PER READ"), 10)
                     .arg(Text::tr("SECONDS"), 7)
                     .arg(Text::tr("WHY"))
              << Qt::endl;
    QElapsedTimer shown;
    shown.start();
    QObject::connect(&tuner, &WorkloadTuner::sampled, [&] {
        if (terminal && shown.elapsed() >= 250) {
            shown.restart();
            showProgress(tuner, settings->maxTrials);
        }
    });
    QObject::connect(&tuner, &WorkloadTuner::trialEnded, [&](const WorkloadTuner::Step &step) {
        if (terminal)
            err() << "\r\033[K" << Qt::flush;
        if (!json)
            out() << stepLine(step) << Qt::endl;
    });
    bool signalled = false;
    const StopSignals stop;
    QObject::connect(&stop, &StopSignals::received, &tuner, [&] {
        signalled = true;
        tuner.stop();
    });
    QEventLoop loop;
    QObject::connect(&tuner, &WorkloadTuner::finished, &loop, &QEventLoop::quit);
    tuner.start();
    if (tuner.isRunning())
        loop.exec();
    if (terminal)
        err() << "\r\033[K" << Qt::flush;
    const bool applied = tuner.outcome() == WorkloadTuner::Outcome::Tuned &&
                         parser.isSet(command.apply) && !tuner.error();
    if (json)
        writeJson(tuneJson(tuner, applied));
    else
        printEnd(tuner, *root, applied);
    return tuneExitStatus(tuner, signalled);
}

} // namespace nfstuner::cli
