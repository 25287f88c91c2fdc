// SPDX-License-Identifier: GPL-2.0-or-later
// How `tune` ends, for reads (WorkloadTuner) and writes (WriteTuner) alike:
// its own exit codes, the JSON keys both print, and the exit status.
#pragma once

#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "tune/tuneoutcome.h"

#include <QJsonObject>

namespace nfstuner::cli {

// `tune`'s own exit codes (nfs-tuner-cli(1), README).
enum TuneExit
{
    ExitNoWorkload = 4,
    ExitWorkloadChanged = 5,
    ExitConflict = 6,
    ExitStoppedEarly = 7, // the mount went, or its readers keep their files open
};

// --max-seconds, for reads and writes.
inline constexpr int TuneMinSeconds = 10, TuneMaxSeconds = 3600;

// The keys every tune's JSON has, the value's own "<nowKey>" included
// ("read_ahead_kb_now", "nfs_congestion_kb_now"), added to `json`.
template<class Tuner>
void addTuneEnd(QJsonObject &json, const Tuner &tuner, bool applied, const QString &nowKey)
{
    json.insert(QStringLiteral("mount"), tuner.mount().mountpoint);
    json.insert(QStringLiteral("start_kb"), jsonInteger(tuner.startKib()));
    json.insert(QStringLiteral("best_kb"), jsonInteger(tuner.bestKib()));
    json.insert(QStringLiteral("knee_kb"), jsonInteger(tuner.kneeKib()));
    json.insert(QStringLiteral("final_kb"), qint64(tuner.finalKib()));
    json.insert(QStringLiteral("elapsed_s"), tuner.elapsedSeconds());
    json.insert(QStringLiteral("result"), tune::outcomeName(tuner.outcome()));
    json.insert(QStringLiteral("reason"), QJsonObject{{QStringLiteral("code"), tuner.reasonCode()},
                                                      {QStringLiteral("text"), tuner.reason()}});
    json.insert(nowKey, jsonInteger(tuner.nowKib()));
    json.insert(QStringLiteral("applied"), applied);
    json.insert(QStringLiteral("error"),
                tuner.error() ? QJsonValue(tuner.error()->message) : QJsonValue(QJsonValue::Null));
}

// Prints what went wrong (a refusal's reason, else the error), and returns
// the exit status for how the tune ended; `signalled` when Ctrl-C or
// SIGTERM stopped it.
template<class Tuner>
int tuneExitStatus(const Tuner &tuner, bool signalled)
{
    using tune::Outcome;
    if (tuner.outcome() == Outcome::Refused) {
        printError(tuner.reason());
        return ExitFailure;
    }
    if (tuner.error())
        printError(tuner.error()->message);
    switch (tuner.outcome()) {
    case Outcome::Tuned:
    case Outcome::KeptStart:
        return tuner.error() ? ExitFailure : ExitOk;
    case Outcome::NoWorkload:
        return ExitNoWorkload;
    case Outcome::WorkloadChanged:
        return ExitWorkloadChanged;
    case Outcome::Conflict:
        return ExitConflict;
    case Outcome::Refused:
    case Outcome::Stopped:
        break;
    }
    if (signalled)
        return ExitCancelled;
    if (tuner.error())
        return tuner.error()->code == Error::Code::NotAuthorized ? ExitNotAuthorized : ExitFailure;
    return ExitStoppedEarly;
}

} // namespace nfstuner::cli
