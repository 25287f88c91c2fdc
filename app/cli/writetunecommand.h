// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "mounts/nfsmount.h"

#include <QCommandLineParser>

namespace nfstuner::cli {

// `nfs-tuner-cli tune MOUNTPOINT --write`, once `tune` read its arguments.
struct WriteTuneRequest
{
    const QCommandLineParser &parser;
    SystemRoot root;
    NfsMount mount;
    bool json = false;
    bool apply = false;
    bool despiteOtherWriters = false;
    QString values;     // --values as given, empty when not
    QString maxSeconds; // --max-seconds as given, empty when not
};

int runWriteTune(const WriteTuneRequest &request);

} // namespace nfstuner::cli
