// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli tune MOUNTPOINT --write`: tunes the client's write-back
// limit on what writes to the mount now (WriteTuner), printing each trial as
// it ends; the start comes back at the end unless --apply sets the knee, on
// Ctrl-C, and, should this process die, by the helper.
#include "writetunecommand.h"

#include "base/stopsignals.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "tune/writetuner.h"
#include "tuneend.h"
#include "tuning/writebacktuner.h"
#include "tuningsession.h"

#include <QEventLoop>
#include <QJsonArray>

namespace nfstuner::cli {

namespace {

// nullopt after the error was printed.
std::optional<WriteTuner::Settings> settingsOf(const WriteTuneRequest &request)
{
    WriteTuner::Settings settings;
    if (!request.values.isNull()) {
        const QStringList items = request.values.split(u',');
        for (const QString &item : items) {
            const auto value = CongestionRequest::fromText(item.trimmed());
            if (!value) {
                printError(Text::tr("--values: %1").arg(value.error().message));
                return std::nullopt;
            }
            settings.valuesKib.append(value->kib);
        }
    }
    if (!request.maxSeconds.isNull()) {
        bool ok = false;
        const int seconds = request.maxSeconds.toInt(&ok);
        if (!ok || seconds < TuneMinSeconds || seconds > TuneMaxSeconds) {
            printError(Text::tr("--max-seconds takes whole seconds from %1 to %2, not \"%3\"")
                           .arg(TuneMinSeconds)
                           .arg(TuneMaxSeconds)
                           .arg(request.maxSeconds));
            return std::nullopt;
        }
        settings.maxSeconds = seconds;
    }
    settings.ending =
        request.apply ? WriteTuner::Ending::SetKnee : WriteTuner::Ending::PutBackStart;
    settings.despiteOtherWriters = request.despiteOtherWriters;
    return settings;
}

QString stepLine(const WriteTuner::Step &step)
{
    const QLocale c = QLocale::c();
    return QStringLiteral("%1 %2 %3 %4 %5  %6")
        .arg(units::kib(step.congestionKib, c), -10)
        .arg(c.toString(step.bytesPerSecond / 1e6, 'f', 1), 14)
        .arg(step.writeOps, 7)
        .arg(step.commitOps, 7)
        .arg(c.toString(step.seconds, 'f', 1), 7)
        .arg(step.code);
}

QJsonObject tuneJson(const WriteTuner &tuner, bool applied)
{
    QJsonArray steps, others;
    for (const WriteTuner::Step &step : tuner.steps())
        steps.append(QJsonObject{
            {QStringLiteral("nfs_congestion_kb"), qint64(step.congestionKib)},
            {QStringLiteral("mb_per_s_sent"), step.bytesPerSecond / 1e6},
            {QStringLiteral("noise"), step.noise},
            {QStringLiteral("write_ops"), qint64(step.writeOps)},
            {QStringLiteral("commit_ops"), qint64(step.commitOps)},
            {QStringLiteral("seconds"), step.seconds},
            {QStringLiteral("why"),
             QJsonObject{{QStringLiteral("code"), step.code}, {QStringLiteral("text"), step.why}}},
        });
    for (const WriteTuner::OtherMount &other : tuner.otherMounts())
        others.append(QJsonObject{{QStringLiteral("mountpoint"), other.mountpoint},
                                  {QStringLiteral("mb_per_s_sent"), other.bytesPerSecond / 1e6}});
    QJsonObject json{{QStringLiteral("also_affected"), others}, {QStringLiteral("steps"), steps}};
    addTuneEnd(json, tuner, applied, QStringLiteral("nfs_congestion_kb_now"));
    return json;
}

void printHeader(const WriteTuner &tuner)
{
    QStringList others;
    for (const WriteTuner::OtherMount &other : tuner.otherMounts())
        others.append(printable(other.mountpoint));
    if (!others.isEmpty())
        out() << Text::tr("The limit is the client's: %1 get each trial value too.")
                     .arg(others.join(QStringLiteral(", ")))
              << Qt::endl;
    out() << QStringLiteral("%1 %2 %3 %4 %5  %6")
                 .arg(Text::tr("LIMIT"), -10)
                 .arg(Text::tr("MB/S SENT"), 14)
                 .arg(Text::tr("WRITES"), 7)
                 .arg(Text::tr("COMMITS"), 7)
                 .arg(Text::tr("SECONDS"), 7)
                 .arg(Text::tr("WHY"))
          << Qt::endl;
}

void printEnd(const WriteTuner &tuner, const SystemRoot &root, bool applied)
{
    const QLocale c = QLocale::c();
    out() << tuner.reason() << Qt::endl;
    if (applied)
        out() << Text::tr("The write-back limit is now %1, until the next boot.")
                     .arg(units::kib(tuner.finalKib(), c))
              << Qt::endl;
    else if (tuner.nowKib())
        out() << Text::tr("The write-back limit is %1.").arg(units::kib(*tuner.nowKib(), c))
              << Qt::endl;
    if (tuner.outcome() == WriteTuner::Outcome::Tuned && !applied) {
        const QString rootArgument =
            root.isRealSystem() ? QString() : QStringLiteral(" --root ") + root.root();
        out() << Text::tr("To set the knee: nfs-tuner-cli set-congestion%1 %2")
                     .arg(rootArgument)
                     .arg(tuner.finalKib())
              << Qt::endl;
    }
}

} // namespace

int runWriteTune(const WriteTuneRequest &request)
{
    const auto settings = settingsOf(request);
    if (!settings)
        return ExitFailure;
    TuningSession session(request.root, request.parser);
    WriteTuner tuner(session.backend(), request.root, request.mount, *settings);
    if (!request.json)
        out() << Text::tr("Tuning the NFS write-back limit (nfs_congestion_kb) on what %1 writes "
                          "now: at most %2 trials, %3 s")
                     .arg(printable(request.mount.mountpoint))
                     .arg(settings->maxTrials)
                     .arg(settings->maxSeconds)
              << Qt::endl;
    QObject::connect(&tuner, &WriteTuner::probed, [&] {
        if (!request.json)
            printHeader(tuner);
    });
    QObject::connect(&tuner, &WriteTuner::trialEnded, [&](const WriteTuner::Step &step) {
        if (!request.json)
            out() << stepLine(step) << Qt::endl;
    });
    bool signalled = false;
    const StopSignals stop;
    QObject::connect(&stop, &StopSignals::received, &tuner, [&] {
        signalled = true;
        tuner.stop();
    });
    QEventLoop loop;
    QObject::connect(&tuner, &WriteTuner::finished, &loop, &QEventLoop::quit);
    tuner.start();
    if (tuner.isRunning())
        loop.exec();
    const bool applied =
        tuner.outcome() == WriteTuner::Outcome::Tuned && request.apply && !tuner.error();
    if (request.json)
        writeJson(tuneJson(tuner, applied));
    else if (tuner.outcome() != WriteTuner::Outcome::Refused)
        printEnd(tuner, request.root, applied);
    return tuneExitStatus(tuner, signalled);
}

} // namespace nfstuner::cli
