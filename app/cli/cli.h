// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include "base/systemroot.h"
#include "mounts/nfsmounttable.h"

#include <optional>

namespace nfstuner::cli {

// The CLI's user-visible text, all in the one translation context
// "nfstuner::cli": Text::tr("...").
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::cli)
};

// Exit codes shared by every command.
enum ExitCode
{
    ExitOk = 0,
    ExitNotSet = 1,        // `config get` of a key that is not set, as nfsconf
    ExitFailure = 2,       // bad usage, unreadable input, refused or failed change
    ExitNotAuthorized = 3, // polkit said no, or the password dialog was dismissed
    ExitCancelled = 130,   // Ctrl-C or SIGTERM (sweep, tune), as a shell reports them
};

// Runs `nfs-tuner-cli COMMAND ...`; returns the process exit code.
int run(const QStringList &arguments);

// Parses a command's own arguments (arguments[0] is "nfs-tuner-cli COMMAND")
// with --help added. Returns an exit code when the command must stop here:
// help shown (0) or a usage error printed (2): an unknown option, a
// negative number (which Qt would take for options, "-1" as "-1"), or any
// argument at all for a command that takes none.
enum class Positionals
{
    Some,
    None,
};
std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &arguments,
                                Positionals positionals = Positionals::Some);

// A readahead as given on the command line: "15360", "15360K", "15M",
// "1GiB" -> KiB; nullopt for anything else.
std::optional<quint32> parseKib(const QString &text);

// The --root option, and the root it names, checked to be a directory.
QCommandLineOption rootOption();
std::optional<SystemRoot> rootFrom(const QCommandLineParser &parser);

// What a command that reports on NFS mounts works on: the --root, its
// mount table, and the MOUNTPOINT arguments as the kernel names them (empty:
// every mount). nullopt, with the error printed, when the root or its table
// cannot be read or an argument is not an NFS mountpoint.
struct NfsMountSelection
{
    SystemRoot root;
    NfsMountTable table;
    QStringList mountpoints;
};
std::optional<NfsMountSelection> nfsMountSelection(const QCommandLineParser &parser);

int runList(const QStringList &arguments);
int runConfig(const QStringList &arguments);
int runSetReadaheadCommand(const QStringList &arguments);
int runApplyCommand(const QStringList &arguments);
int runConfigSave(const QStringList &arguments);
int runStats(const QStringList &arguments);
int runAdvise(const QStringList &arguments);
int runDiagnose(const QStringList &arguments);
int runMetrics(const QStringList &arguments);
int runFleet(const QStringList &arguments);
int runSweep(const QStringList &arguments);
int runTune(const QStringList &arguments);
int runTop(const QStringList &arguments);
int runWriteback(const QStringList &arguments);
int runSetCongestionCommand(const QStringList &arguments);

} // namespace nfstuner::cli
