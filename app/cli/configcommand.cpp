// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli config`: nfs.conf read as nfs-utils reads it, and edited
// without losing a byte. get and dump mirror nfsconf --get and --dump (same
// output, same exit codes) so that scripts can switch.
#include "base/atomicfilereplace.h"
#include "base/systemroot.h"
#include "cli.h"
#include "conf/nfsconfeditor.h"
#include "conf/nfsconfloader.h"
#include "conf/nfsutilsrelease.h"
#include "configjson.h"
#include "console.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace nfstuner::cli {

namespace {

QCommandLineOption fileOption()
{
    return QCommandLineOption(
        QStringLiteral("file"),
        Text::tr("The nfs.conf to use (default: ROOT/etc/nfs.conf). Its drop-in "
                 "folder is FILE.d, as for nfs-utils."),
        QStringLiteral("FILE"));
}

QCommandLineOption argOption()
{
    return QCommandLineOption(QStringLiteral("arg"),
                              Text::tr("The section's argument: [SECTION \"SUB\"]."),
                              QStringLiteral("SUB"));
}

// The root and main file a config command works on. --file is a path as
// given (like nfsconf --file); without it, ROOT/etc/nfs.conf.
struct ConfTarget
{
    SystemRoot root;
    QString mainSystemPath;
    QString realPath() const { return root.path(mainSystemPath); }
};

std::optional<ConfTarget> targetFrom(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("file"))) {
        QString file = parser.value(QStringLiteral("file"));
        if (file.isEmpty()) {
            printError(Text::tr("--file needs a path"));
            return std::nullopt;
        }
        // Relative paths stay as written after the current folder, so that
        // relative includes resolve exactly as nfs-utils resolves them.
        if (!file.startsWith(QLatin1Char('/')))
            file = QDir::currentPath() + QLatin1Char('/') + file;
        return ConfTarget{SystemRoot(), file};
    }
    const auto root = rootFrom(parser);
    if (!root)
        return std::nullopt;
    return ConfTarget{*root, SystemRoot::nfsConfPath()};
}

// The configuration as nfs-utils reads it; like nfsconf, a main file that
// cannot be loaded is an error ("Error loading config file", exit 1).
// The configuration --file and --root name, as nfs-utils reads it; none
// with the exit code to stop with (nfsconf's 1 when the file cannot be read,
// where the installed nfsconf still refuses that).
std::optional<NfsConf> loadForReading(const QCommandLineParser &parser, int &exitCode)
{
    const auto target = targetFrom(parser);
    if (!target) {
        exitCode = ExitFailure;
        return std::nullopt;
    }
    NfsConf conf = NfsConfLoader::load(target->root, target->mainSystemPath);
    if (!conf.mainFileLoaded() &&
        NfsUtilsRelease::nfsconfNeedsMainFile(NfsUtilsRelease::installedVersion(target->root))) {
        printError(Text::tr("cannot load %1").arg(target->realPath()));
        exitCode = ExitNotSet;
        return std::nullopt;
    }
    return conf;
}

std::optional<QByteArray> argFrom(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("arg")))
        return std::nullopt;
    return parser.value(QStringLiteral("arg")).toUtf8();
}

// Parses "config SUB" arguments; returns an exit code to stop with, if any.
std::optional<int> parseSub(QCommandLineParser &parser, const QStringList &arguments,
                            const QString &description, const QStringList &positionals,
                            QList<QCommandLineOption> options)
{
    parser.setApplicationDescription(description);
    for (const QString &name : positionals)
        parser.addPositionalArgument(name, QString());
    options.append(rootOption());
    parser.addOptions(options);
    if (const auto stop = parseCommand(parser, arguments))
        return stop;
    if (parser.positionalArguments().size() != positionals.size()) {
        printError(Text::tr("expected %1").arg(positionals.join(QLatin1Char(' '))));
        return ExitFailure;
    }
    return std::nullopt;
}

int runGet(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto stop = parseSub(
            parser, arguments,
            Text::tr("Prints a value as nfs-utils reads it (like nfsconf --get): "
                     "exit 0 when set, 1 when not."),
            {QStringLiteral("SECTION"), QStringLiteral("KEY")}, {fileOption(), argOption()}))
        return *stop;
    int exitCode = ExitOk;
    const auto conf = loadForReading(parser, exitCode);
    if (!conf)
        return exitCode;
    const QStringList names = parser.positionalArguments();
    const auto value =
        conf->value(names[0].toUtf8(), argFrom(parser), names[1].toUtf8(), processEnvironment());
    if (!value)
        return ExitNotSet;
    writeRaw(*value + '\n');
    return ExitOk;
}

int runDump(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto stop =
            parseSub(parser, arguments,
                     Text::tr("Prints every value as nfs-utils reads it, sorted (like "
                              "nfsconf --dump)."),
                     {}, {fileOption()}))
        return *stop;
    int exitCode = ExitOk;
    const auto conf = loadForReading(parser, exitCode);
    if (!conf)
        return exitCode;
    writeRaw(conf->dump());
    return ExitOk;
}

int runEdit(const QStringList &arguments, bool set)
{
    QCommandLineParser parser;
    const QCommandLineOption modified(
        QStringLiteral("modified"),
        Text::tr("Also write \"# Modified: INFO on DATE\", as nfsconf does."),
        QStringLiteral("INFO"));
    QStringList positionals{QStringLiteral("SECTION"), QStringLiteral("KEY")};
    if (set)
        positionals.append(QStringLiteral("VALUE"));
    if (const auto stop = parseSub(
            parser, arguments,
            set ? Text::tr("Sets one value in one file, changing only its line. For files you "
                           "may write; `config save` goes through the privileged helper.")
                : Text::tr("Removes one value from one file, changing only its lines."),
            positionals, {fileOption(), argOption(), modified}))
        return *stop;
    const auto target = targetFrom(parser);
    if (!target)
        return ExitFailure;
    const QStringList names = parser.positionalArguments();
    ConfEdit edit{names[0].toUtf8(), argFrom(parser), names[1].toUtf8(), std::nullopt};
    // As nfsconf: setting an empty string unsets.
    if (set && !names[2].isEmpty())
        edit.value = names[2].toUtf8();
    const std::optional<QByteArray> info =
        parser.isSet(modified) ? std::optional(parser.value(modified).toUtf8()) : std::nullopt;

    const auto outcome = AtomicFileReplace::replace(
        target->realPath(), std::nullopt,
        [&](const std::optional<QByteArray> &current) -> Result<std::optional<QByteArray>> {
            auto edited = NfsConfEditor::applyToFile(current, {edit});
            if (!edited || !edited->has_value() || !info || edited->value() == current)
                return edited;
            return std::optional(
                NfsConfEditor::withModifiedComment(**edited, *info, QDateTime::currentDateTime()));
        });
    if (!outcome) {
        printError(outcome.error().message);
        return ExitFailure;
    }
    return ExitOk;
}

int runEffective(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    if (const auto stop =
            parseSub(parser, arguments,
                     Text::tr("Shows the [nfsrahead] settings nfsrahead will use for new "
                              "mounts: each value, the file and line it comes from, what "
                              "it overrides, and what to look out for."),
                     {}, {json}))
        return *stop;
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    const NfsConf conf = NfsConfLoader::load(*root, SystemRoot::nfsConfPath());
    // A folder with only configuration in it has no mounts to speak of.
    const auto table = NfsMountTable::read(*root);
    const NfsMountTable mounts = table ? *table : NfsMountTable();
    if (parser.isSet(json))
        writeJson(readaheadConfigToJson(conf, mounts), QJsonDocument::Indented);
    else
        printReadaheadConfig(conf, mounts, out());
    return ExitOk;
}

} // namespace

int runConfig(const QStringList &arguments)
{
    static const QList<std::pair<const char *, std::function<int(const QStringList &)>>> subs{
        {"get", runGet},
        {"dump", runDump},
        {"set", [](const QStringList &a) { return runEdit(a, true); }},
        {"unset", [](const QStringList &a) { return runEdit(a, false); }},
        {"effective", runEffective},
        {"save", runConfigSave},
    };
    const QString sub = arguments.value(1);
    for (const auto &[name, run] : subs) {
        if (sub == QLatin1String(name)) {
            QStringList rest = arguments.mid(1);
            rest.first() = arguments.first() + QLatin1Char(' ') + sub;
            return run(rest);
        }
    }
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out() << Text::tr("Usage: %1 get|dump|set|unset|effective|save ... (each takes --help)\n")
                     .arg(arguments.first());
        return ExitOk;
    }
    printError(Text::tr("config: expected get, dump, set, unset, effective or save"));
    return ExitFailure;
}

} // namespace nfstuner::cli
