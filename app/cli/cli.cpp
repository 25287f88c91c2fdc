// SPDX-License-Identifier: GPL-2.0-or-later
#include "cli.h"

#include "base/systemroot.h"
#include "base/units.h"
#include "console.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <functional>

namespace nfstuner::cli {

namespace {

struct Command
{
    const char *name;
    const char *summary;
    std::function<int(const QStringList &)> run;
};

const QList<Command> &commands()
{
    static const QList<Command> list{
        {"list",
         QT_TRANSLATE_NOOP("nfstuner::cli", "List NFS mounts with BDI, sizes and readahead"),
         runList},
        {"config",
         QT_TRANSLATE_NOOP("nfstuner::cli", "Read and edit nfs.conf ([nfsrahead] and the rest)"),
         runConfig},
        {"stats",
         QT_TRANSLATE_NOOP("nfstuner::cli", "Throughput and per-op figures over an interval"),
         runStats},
        {"advise",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "What readahead each mount should have, and why, from its reads"),
         runAdvise},
        {"diagnose",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "What limits each mount, from the kernel's counters, and the change "
                           "that moves it"),
         runDiagnose},
        {"metrics",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Readahead facts and advice for Prometheus (node_exporter's textfile)"),
         runMetrics},
        {"fleet",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Every host's NFS mounts from Prometheus, by export; a playbook"),
         runFleet},
        {"sweep",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Measure read throughput of a file at several readahead values"),
         runSweep},
        {"tune",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Tune one mount's readahead on the reads it has now, measured"),
         runTune},
        {"top",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Who reads each mount: processes, rates, call sizes, patterns"),
         runTop},
        {"writeback",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "The NFS write-back limit: now, its default, and what boot sets"),
         runWriteback},
        {"set-readahead",
         QT_TRANSLATE_NOOP("nfstuner::cli", "Set one mount's readahead now (through the helper)"),
         runSetReadaheadCommand},
        {"set-congestion",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Set the NFS write-back limit now, and for boot with --persist"),
         runSetCongestionCommand},
        {"apply",
         QT_TRANSLATE_NOOP("nfstuner::cli",
                           "Apply the [nfsrahead] settings to mounted NFS file systems"),
         runApplyCommand},
    };
    return list;
}

QString commandSummary()
{
    QString text = Text::tr("Commands:");
    for (const Command &command : commands())
        text += QStringLiteral("\n  %1  %2")
                    .arg(QString::fromLatin1(command.name).leftJustified(14),
                         Text::tr(command.summary));
    text += QLatin1Char('\n') + Text::tr("Run \"%1 COMMAND --help\" for a command's options.")
                                    .arg(QCoreApplication::applicationName());
    return text;
}

} // namespace

std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &arguments,
                                Positionals positionals)
{
    const QCommandLineOption help = parser.addHelpOption();
    static const QRegularExpression negative(QStringLiteral("^-[0-9]"));
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--"))
            break;
        if (!negative.match(argument).hasMatch())
            continue;
        const QString &before = arguments[i - 1];
        printError(
            i > 1 && before.startsWith(QLatin1Char('-'))
                ? Text::tr("%1: \"%2\" is negative: no option takes a negative value")
                      .arg(before, argument)
                : Text::tr("\"%1\" is negative: no option takes a negative value").arg(argument));
        return ExitFailure;
    }
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitFailure;
    }
    if (parser.isSet(help)) {
        // Qt's usage line names the program only: name the command too.
        QString text = parser.helpText();
        const QString program = QFileInfo(QCoreApplication::applicationFilePath()).fileName();
        const qsizetype at = text.indexOf(program);
        if (at >= 0 && at < text.indexOf(QLatin1Char('\n')) && !arguments.isEmpty())
            text.replace(at, program.size(), arguments.first());
        out() << text;
        return ExitOk;
    }
    if (positionals == Positionals::None && !parser.positionalArguments().isEmpty()) {
        printError(Text::tr("unexpected argument \"%1\": this command takes options only")
                       .arg(parser.positionalArguments().first()));
        return ExitFailure;
    }
    return std::nullopt;
}

std::optional<quint32> parseKib(const QString &text)
{
    const auto bytes = units::parseSize(text, 1024);
    if (!bytes || *bytes % 1024 != 0 || *bytes / 1024 > std::numeric_limits<quint32>::max())
        return std::nullopt;
    return quint32(*bytes / 1024);
}

QCommandLineOption rootOption()
{
    return QCommandLineOption(
        QStringLiteral("root"),
        Text::tr("Read the system below DIR instead of / (a folder laid out like "
                 "a filesystem: DIR/proc/self/mountinfo, DIR/sys/class/bdi, "
                 "DIR/etc/nfs.conf)."),
        QStringLiteral("DIR"), QStringLiteral("/"));
}

std::optional<SystemRoot> rootFrom(const QCommandLineParser &parser)
{
    const QString dir = parser.value(QStringLiteral("root"));
    if (!QFileInfo(dir).isDir()) {
        printError(Text::tr("root %1 does not exist or is not a directory").arg(dir));
        return std::nullopt;
    }
    // A path that leads to / (a symbolic link, "/etc/..") is the real system:
    // its changes go through the helper like those of --root /.
    if (QFileInfo(dir).canonicalFilePath() == QLatin1String("/"))
        return SystemRoot();
    return SystemRoot(dir);
}

std::optional<NfsMountSelection> nfsMountSelection(const QCommandLineParser &parser)
{
    const auto root = rootFrom(parser);
    if (!root)
        return std::nullopt;
    auto table = NfsMountTable::read(*root);
    if (!table) {
        printError(table.error().message);
        return std::nullopt;
    }
    NfsMountSelection selection{*root, std::move(table).value(), {}};
    for (const QString &name : parser.positionalArguments()) {
        const NfsMount *mount =
            selection.table.findByMountpoint(QFileInfo(name).absoluteFilePath());
        if (!mount) {
            printError(Text::tr("%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)")
                           .arg(printable(name)));
            return std::nullopt;
        }
        selection.mountpoints.append(mount->mountpoint);
    }
    return selection;
}

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Shows and tunes the readahead of NFS client mounts.") + QLatin1Char('\n') +
        commandSummary());
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(Text::tr("COMMAND"), Text::tr("The command to run."));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return ExitFailure;
    }
    if (parser.isSet(version)) {
        out() << QCoreApplication::applicationName() << ' '
              << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    if (parser.isSet(help)) {
        out() << parser.helpText();
        return ExitOk;
    }
    QStringList rest = parser.positionalArguments();
    if (rest.isEmpty()) {
        printError(Text::tr("no command given") + QLatin1Char('\n') + commandSummary());
        return ExitFailure;
    }
    for (const Command &command : commands()) {
        if (rest.first() == QLatin1String(command.name)) {
            rest.first() = QCoreApplication::applicationName() + QLatin1Char(' ') + rest.first();
            return command.run(rest);
        }
    }
    printError(Text::tr("unknown command \"%1\"").arg(rest.first()) + QLatin1Char('\n') +
               commandSummary());
    return ExitFailure;
}

} // namespace nfstuner::cli
