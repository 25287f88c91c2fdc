// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "appsession.h"
#include "benchroot.h"

#include <QCommandLineOption>
#include <QTemporaryDir>

#include <memory>

namespace nfstuner::bench {

// The --nfs N option of the programs that measure the window.
QCommandLineOption nfsMountsOption();

// The app's window on a BenchRoot of `nfsMounts` NFS mounts (and twice as
// many others) in a temporary folder, started, its sampler stopped so that
// only what the program does happens. nullptr, with the reason printed
// after `program`, when it cannot be made.
struct BenchWindow
{
    QTemporaryDir dir;
    std::unique_ptr<BenchRoot> root;
    std::unique_ptr<AppSession> session;
};
std::unique_ptr<BenchWindow> openBenchWindow(const char *program, int nfsMounts,
                                             const QString &select = QString());

// Until nothing is left to do, painting included: what a program that
// times the window waits for after each step.
void settle();

} // namespace nfstuner::bench
