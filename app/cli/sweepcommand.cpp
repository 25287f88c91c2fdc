// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli sweep FILE`: read throughput of one file at several
// readahead values, from a cold cache each time, with the knee; the
// readahead from before is always put back (by the helper, should this
// process die).
#include "base/stopsignals.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "sweep/readaheadsweep.h"
#include "texttable.h"
#include "tuningsession.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>
#include <unistd.h>

namespace nfstuner::cli {

namespace {

QJsonObject toJson(const SweepPoint &point)
{
    QJsonArray runs;
    for (const SweepRun &run : point.runs)
        runs.append(QJsonObject{
            {QStringLiteral("bytes"), run.bytes},
            {QStringLiteral("seconds"), double(run.nanoseconds) / 1e9},
            {QStringLiteral("mb_per_s"), run.megabytesPerSecond()},
            {QStringLiteral("read_ops"), qint64(run.readOps)},
            {QStringLiteral("server_read_bytes"), qint64(run.serverBytes)},
        });
    return QJsonObject{
        {QStringLiteral("requested_kb"), qint64(point.requestedKib)},
        {QStringLiteral("read_ahead_kb"), qint64(point.readAheadKib)},
        {QStringLiteral("median_mb_per_s"), point.medianMegabytesPerSecond()},
        {QStringLiteral("median_seconds"), point.medianSeconds()},
        {QStringLiteral("median_read_ops"), point.medianReadOps()},
        {QStringLiteral("runs"), runs},
    };
}

QByteArray table(const QList<SweepPoint> &points, std::optional<qsizetype> knee)
{
    TextTable table({Text::tr("READAHEAD"), Text::tr("MB/S"), Text::tr("SECONDS"),
                     Text::tr("READS"), Text::tr("PER READ"), QString()});
    table.setRightAligned({1, 2, 3, 4});
    const QLocale c = QLocale::c();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const SweepPoint &point = points[i];
        const double reads = point.medianReadOps();
        table.addRow(
            {units::kib(point.readAheadKib, c),
             c.toString(point.medianMegabytesPerSecond(), 'f', 1),
             c.toString(point.medianSeconds(), 'f', 2), c.toString(reads, 'f', 0),
             reads > 0 ? units::size(point.medianServerBytes() / reads, c) : QStringLiteral("-"),
             knee == i ? Text::tr("<- knee") : QString()});
    }
    return table.toUtf8();
}

// "[3/18] 512 KiB: 12.0 of 64.0 MiB", redrawn in place on a terminal.
void showProgress(int run, int runs, quint32 kib, qint64 bytes, qint64 total)
{
    err() << '\r'
          << Text::tr("[%1/%2] %3: %4 of %5")
                 .arg(run)
                 .arg(runs)
                 .arg(units::kib(kib, QLocale::c()), units::size(double(bytes), QLocale::c()),
                      units::size(double(total), QLocale::c()))
          << "\033[K" << Qt::flush;
}

// The command line of `sweep`: its options, kept together so the steps
// below can read them.
struct SweepCommandLine
{
    QCommandLineParser parser;
    QCommandLineOption values{
        QStringLiteral("values"),
        Text::tr("Readahead values, comma-separated, in KiB or with a unit (default: 128K, "
                 "512K, 1M, 2M, 4M and 15 x rsize)."),
        QStringLiteral("LIST")};
    QCommandLineOption repeat{QStringLiteral("repeat"),
                              Text::tr("Runs per value; the median counts (default 3)."),
                              QStringLiteral("N"), QStringLiteral("3")};
    QCommandLineOption bytes{
        QStringLiteral("bytes"),
        Text::tr("Read only the first SIZE bytes of the file (a number with K, M or G)."),
        QStringLiteral("SIZE")};
    QCommandLineOption blockSize{
        QStringLiteral("block-size"),
        Text::tr("Bytes per read call, as dd's bs= (default 64K). Keep it at or below the "
                 "smallest value: the kernel reads at least what a call asks for."),
        QStringLiteral("SIZE"), QStringLiteral("64K")};
    QCommandLineOption json{QStringLiteral("json"), Text::tr("Print JSON.")};
    QCommandLineOption apply{
        QStringLiteral("apply"),
        Text::tr("At the end, set the knee as the readahead (instead of the value from before).")};
    QCommandLineOption folderReads{
        QStringLiteral("folder-reads"),
        Text::tr("With --root: read FILE from that folder anyway. Its figures then time this "
                 "machine's disk, not an NFS mount: to try the sweep out, never to choose a "
                 "value.")};

    SweepCommandLine()
    {
        parser.setApplicationDescription(Text::tr(
            "Measures sequential read throughput of FILE, a large file on an NFS mount, at "
            "several readahead values: for each, the mount's BDI gets the value for the time "
            "being, the file's cached pages are dropped (and checked to be gone), and the file "
            "is read from the start, timed, with the READs the mount sent. Prints the median of "
            "the runs per value and the knee: the smallest value within 5 % of the best. The "
            "readahead from before is put back at the end, on Ctrl-C and on error; should this "
            "program die, the helper puts it back. Other mounts of the same BDI feel every "
            "change while it runs. With --root the readahead files below that folder change, "
            "not the system's, and it runs only with --folder-reads."));
        parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The file to read."));
        parser.addOptions({values, repeat, bytes, blockSize, json, apply, folderReads, rootOption(),
                           throughHelperOption()});
    }

    // The sweep's settings from the options, for a mount of `rsize`.
    Result<SweepSettings> settings(quint32 rsize) const
    {
        SweepSettings settings;
        if (parser.isSet(values)) {
            const auto list = SweepSettings::parseValues(parser.value(values));
            if (!list)
                return list.error();
            settings.valuesKib = *list;
        } else {
            settings.valuesKib = SweepSettings::defaultValues(rsize);
        }
        bool repeatOk = false;
        settings.repeat = parser.value(repeat).toInt(&repeatOk);
        if (!repeatOk)
            return Error{
                Error::Code::InvalidArgument,
                Text::tr("--repeat takes a whole number, not \"%1\"").arg(parser.value(repeat))};
        for (const auto &[option, field] :
             {std::pair{&bytes, &settings.bytes}, std::pair{&blockSize, &settings.blockSize}}) {
            if (!parser.isSet(*option) && option == &bytes)
                continue;
            const auto size = units::parseSize(parser.value(*option), 1);
            if (!size || *size == 0)
                return Error{Error::Code::InvalidArgument,
                             Text::tr("--%1 takes a size in bytes, or with K, M or G: not \"%2\"")
                                 .arg(option->names().first(), parser.value(*option))};
            *field = qint64(*size);
        }
        if (auto checked = settings.check(); !checked)
            return checked.error();
        return settings;
    }
};

// What to know before it starts: values a read call outgrows, other mounts
// of the BDI.
void warnBeforeStart(const SweepSettings &settings, const SweepTarget &target)
{
    if (const QList<quint32> below = settings.valuesBelowBlockSize(); !below.isEmpty())
        printError(Text::tr("warning: reads of %1 are larger than a readahead of %2: the kernel "
                            "reads at least what a call asks for, so those values measure alike")
                       .arg(units::size(double(settings.blockSize), QLocale::c()),
                            units::kib(below.last(), QLocale::c())));
    for (const QString &other : target.sharingMountpoints)
        printError(Text::tr("warning: %1 is on the same BDI (%2): its readahead changes too while "
                            "this runs")
                       .arg(printable(other), target.mount.bdi.toString()));
}

// Runs the sweep to its end, with progress on a terminal; Ctrl-C or
// SIGTERM cancels it, and the sweep puts the readahead back.
void runToTheEnd(ReadaheadSweep &sweep, bool terminal)
{
    QObject::connect(&sweep, &ReadaheadSweep::progress,
                     [&](int run, int runs, quint32 kib, qint64 done) {
                         if (terminal)
                             showProgress(run, runs, kib, done, sweep.bytesPerRun());
                     });
    QEventLoop loop;
    QObject::connect(&sweep, &ReadaheadSweep::finished, &loop, &QEventLoop::quit);
    const StopSignals stop;
    QObject::connect(&stop, &StopSignals::received, &sweep, &ReadaheadSweep::cancel);
    sweep.start();
    if (sweep.isRunning())
        loop.exec();
    if (terminal)
        err() << "\r\033[K" << Qt::flush;
}

// What came of it: the knee and the best value, and the knee set (--apply).
struct SweepOutcome
{
    std::optional<qsizetype> knee;
    std::optional<qsizetype> best;
    std::optional<ReadaheadChange> applied;
    std::optional<Error> applyError;
};

SweepOutcome conclude(const ReadaheadSweep &sweep, const SweepTarget &target, bool applyKnee,
                      TuningSession &session)
{
    SweepOutcome outcome;
    const QList<SweepPoint> &points = sweep.points();
    if (sweep.error())
        return outcome;
    outcome.knee = sweepKnee(points);
    outcome.best = sweepBest(points);
    if (!applyKnee || !outcome.knee)
        return outcome;
    const quint32 kib = points[*outcome.knee].requestedKib;
    const auto change = session.run<ReadaheadChange>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<ReadaheadChange> done) {
            backend.setReadahead(target.mount.bdi, kib, context, std::move(done));
        });
    if (change)
        outcome.applied = *change;
    else
        outcome.applyError = change.error();
    return outcome;
}

QJsonObject sweepJson(const ReadaheadSweep &sweep, const SweepTarget &target,
                      const SweepSettings &settings, const SweepOutcome &outcome)
{
    const QList<SweepPoint> &points = sweep.points();
    QJsonArray list;
    for (const SweepPoint &point : points)
        list.append(toJson(point));
    const auto optionalKib = [](std::optional<quint32> kib) {
        return kib ? QJsonValue(qint64(*kib)) : QJsonValue(QJsonValue::Null);
    };
    const auto requestedAt = [&points](std::optional<qsizetype> index) {
        return index ? std::optional(points[*index].requestedKib) : std::nullopt;
    };
    return QJsonObject{
        {QStringLiteral("file"), target.file},
        {QStringLiteral("mountpoint"), target.mount.mountpoint},
        {QStringLiteral("bdi"), target.mount.bdi.toString()},
        {QStringLiteral("rsize"), qint64(target.mount.rsize)},
        {QStringLiteral("bytes_per_run"), sweep.bytesPerRun()},
        {QStringLiteral("block_size"), settings.blockSize},
        {QStringLiteral("repeat"), settings.repeat},
        {QStringLiteral("sharing_mountpoints"),
         QJsonArray::fromStringList(target.sharingMountpoints)},
        {QStringLiteral("points"), list},
        {QStringLiteral("best_kb"), optionalKib(requestedAt(outcome.best))},
        {QStringLiteral("knee_kb"), optionalKib(requestedAt(outcome.knee))},
        {QStringLiteral("original_kb"), optionalKib(sweep.originalKib())},
        {QStringLiteral("restored"), sweep.restored()},
        {QStringLiteral("applied_kb"),
         optionalKib(outcome.applied ? std::optional(outcome.applied->nowKib) : std::nullopt)},
        {QStringLiteral("cancelled"), sweep.wasCancelled()},
        {QStringLiteral("error"), sweep.error() && !sweep.wasCancelled()
                                      ? QJsonValue(sweep.error()->message)
                                      : QJsonValue(QJsonValue::Null)},
    };
}

QString originalText(const ReadaheadSweep &sweep)
{
    return sweep.originalKib() ? units::kib(*sweep.originalKib(), QLocale::c()) : QString();
}

void printSweep(const ReadaheadSweep &sweep, const SweepTarget &target,
                const SweepSettings &settings, const SweepOutcome &outcome)
{
    const QList<SweepPoint> &points = sweep.points();
    out() << Text::tr("%1 on %2 (BDI %3, rsize %4): %5 per run in reads of %6, %n run(s) "
                      "per value",
                      nullptr, settings.repeat)
                 .arg(printable(target.file), printable(target.mount.mountpoint),
                      target.mount.bdi.toString(), units::bytes(target.mount.rsize, QLocale::c()),
                      units::size(double(sweep.bytesPerRun()), QLocale::c()),
                      units::size(double(settings.blockSize), QLocale::c()))
          << Qt::endl;
    if (!points.isEmpty())
        out() << table(points, outcome.knee).constData();
    if (outcome.knee)
        out() << Text::tr("Knee: %1, the smallest value within 5 % of the best median")
                     .arg(units::kib(points[*outcome.knee].requestedKib, QLocale::c()))
              << Qt::endl;
    if (sweep.restored() && sweep.originalKib())
        out() << Text::tr("The readahead is back at %1.").arg(originalText(sweep)) << Qt::endl;
    if (outcome.applied)
        out() << Text::tr("Readahead set to the knee: %1.")
                     .arg(units::kib(outcome.applied->nowKib, QLocale::c()))
              << Qt::endl;
    out() << Qt::flush;
}

// Cancelled, failed, the knee not set, or all well.
int exitStatus(const ReadaheadSweep &sweep, const SweepOutcome &outcome)
{
    if (sweep.wasCancelled()) {
        printError(Text::tr("cancelled; the readahead is %1")
                       .arg(sweep.restored() ? Text::tr("back at %1").arg(originalText(sweep))
                                             : Text::tr("not back yet")));
        return ExitCancelled;
    }
    if (sweep.error()) {
        printError(sweep.error()->message);
        return sweep.error()->code == Error::Code::NotAuthorized ? ExitNotAuthorized : ExitFailure;
    }
    if (outcome.applyError) {
        printError(Text::tr("the knee could not be set: %1").arg(outcome.applyError->message));
        return outcome.applyError->code == Error::Code::NotAuthorized ? ExitNotAuthorized
                                                                      : ExitFailure;
    }
    return ExitOk;
}

} // namespace

int runSweep(const QStringList &arguments)
{
    SweepCommandLine command;
    QCommandLineParser &parser = command.parser;
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(Text::tr("expected one FILE"));
        return ExitFailure;
    }
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    const auto mounts = NfsMountTable::read(*root);
    if (!mounts) {
        printError(mounts.error().message);
        return ExitFailure;
    }
    const auto target = SweepTarget::resolve(*root, *mounts, parser.positionalArguments().first());
    if (!target) {
        printError(target.error().message);
        return ExitFailure;
    }
    const auto settings = command.settings(target->mount.rsize);
    if (!settings) {
        printError(settings.error().message);
        return ExitFailure;
    }
    // The window refuses Measure… on a folder root for the same reason.
    if (!root->isRealSystem()) {
        if (!parser.isSet(command.folderReads)) {
            printError(Text::tr("%1 is a system captured in a folder: reading its files would "
                                "time this machine's disk, not its NFS mounts. Sweep on the "
                                "machine itself (or give --folder-reads to try the sweep out).")
                           .arg(printable(root->root())));
            return ExitFailure;
        }
        printError(Text::tr("warning: --folder-reads: these figures time this machine's disk, "
                            "not an NFS mount; choose no value by them"));
    }
    warnBeforeStart(*settings, *target);

    TuningSession session(*root, parser);
    ReadaheadSweep sweep(session.backend(), *root, *target, *settings);
    runToTheEnd(sweep, ::isatty(STDERR_FILENO) && !parser.isSet(command.json));
    const SweepOutcome outcome = conclude(sweep, *target, parser.isSet(command.apply), session);
    if (parser.isSet(command.json))
        writeJson(sweepJson(sweep, *target, *settings, outcome));
    else
        printSweep(sweep, *target, *settings, outcome);
    return exitStatus(sweep, outcome);
}

} // namespace nfstuner::cli
