// SPDX-License-Identifier: GPL-2.0-or-later
// `config save`: the [nfsrahead] keys and [nfs-tuner] rules of one file, and
// with --apply the mounted BDIs set to them. --check says what would change
// and changes nothing; --json is the machine interface (the Ansible module's).
#include "cli.h"
#include "conf/linediff.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfigedit.h"
#include "conf/readaheadrules.h"
#include "console.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"
#include "tuning/readaheadinput.h"
#include "tuning/readaheadplan.h"
#include "tuning/tuningrequests.h"
#include "tuningsession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nfstuner::cli {

namespace {

QJsonValue contentToJson(const std::optional<QByteArray> &content)
{
    return content ? QJsonValue(QString::fromUtf8(*content)) : QJsonValue(QJsonValue::Null);
}

QJsonValue kibToJson(const std::optional<quint32> &kib)
{
    return kib ? QJsonValue(qint64(*kib)) : QJsonValue(QJsonValue::Null);
}

QJsonObject readaheadToJson(const BdiId &bdi, const QString &mountpoint,
                            std::optional<quint32> fromKib, quint32 toKib)
{
    return QJsonObject{{QStringLiteral("bdi"), bdi.toString()},
                       {QStringLiteral("mountpoint"), mountpoint},
                       {QStringLiteral("from_kib"), kibToJson(fromKib)},
                       {QStringLiteral("to_kib"), qint64(toKib)},
                       {QStringLiteral("changed"), fromKib != toKib}};
}

// What `config save` reports: as text, or with --json as one object on
// stdout, an error included (and on stderr, for whoever reads that).
class SaveReport
{
public:
    explicit SaveReport(bool json)
        : m_json(json)
    {}

    QJsonObject &object() { return m_object; }

    int fail(const Error &error)
    {
        failPrinted(error.message);
        return printFailure(error);
    }
    int fail(const QString &message) { return fail(Error{Error::Code::InvalidArgument, message}); }
    // For an error already printed on stderr.
    int failPrinted(const QString &message)
    {
        m_object.insert(QStringLiteral("changed"), m_changed);
        m_object.insert(QStringLiteral("error"), message);
        printJson();
        return ExitFailure;
    }

    void setChanged(bool changed) { m_changed = m_changed || changed; }

    int finish()
    {
        m_object.insert(QStringLiteral("changed"), m_changed);
        printJson();
        return ExitOk;
    }

    // A line of text for a person; nothing with --json.
    void say(const QString &line)
    {
        if (!m_json)
            out() << line << Qt::endl;
    }

private:
    void printJson()
    {
        if (m_json)
            writeJson(m_object);
    }

    bool m_json;
    bool m_changed = false;
    QJsonObject m_object;
};

// What each saved rule decides now: a key meant as something else (a
// misspelt option becomes a rule for a server of that name) shows here.
void describeSavedRules(const SystemRoot &root, const ReadaheadConfigEdit &edit, SaveReport &report)
{
    const NfsConf conf = NfsConfLoader::load(root, SystemRoot::nfsConfPath());
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    const auto table = NfsMountTable::read(root);
    const QList<NfsMount> mounts = table ? table->mounts() : QList<NfsMount>();
    for (const QString &key : edit.set.keys()) {
        const ReadaheadRule *rule = rules.find(key.toLatin1());
        if (!rule)
            continue; // an [nfsrahead] key
        const QStringList decided = rules.mountpointsDecidedBy(*rule, mounts);
        report.say(decided.isEmpty()
                       ? Text::tr("[nfs-tuner] %1 = %2: matches no mount now")
                             .arg(key, edit.set.value(key))
                       : Text::tr("[nfs-tuner] %1 = %2: next mount of %3")
                             .arg(key, edit.set.value(key), decided.join(QStringLiteral(", "))));
    }
}

QJsonObject editToJson(const ReadaheadConfigEdit &edit)
{
    QJsonArray keys;
    for (const ReadaheadConfigEdit::KeyOutcome &outcome : edit.outcomes)
        keys.append(QJsonObject{{QStringLiteral("key"), QString::fromLatin1(outcome.key)},
                                {QStringLiteral("section"), QString::fromLatin1(outcome.section)},
                                {QStringLiteral("kib"), kibToJson(outcome.wanted)},
                                {QStringLiteral("takes_effect"), outcome.takesEffect},
                                {QStringLiteral("problem"), outcome.problem}});
    return QJsonObject{{QStringLiteral("changed"), edit.changesSomething()},
                       {QStringLiteral("before"), contentToJson(edit.before)},
                       {QStringLiteral("after"), contentToJson(edit.after)},
                       {QStringLiteral("keys"), keys}};
}

// What `apply` would do after this edit, without doing it: nfsrahead's choice
// for each mounted BDI from the configuration with the edited file in it.
Result<QList<PlannedReadahead>> plannedApply(const SystemRoot &root,
                                             const ReadaheadConfigEdit *edit)
{
    const auto table = NfsMountTable::read(root);
    if (!table)
        return table.error();
    NfsConfLoader::Options options;
    if (edit)
        options.replaced.insert(edit->file, edit->after);
    const NfsConf conf = NfsConfLoader::load(root, SystemRoot::nfsConfPath(), options);
    const BdiSysfs sysfs(root);
    const QList<PlannedReadahead> plan = ReadaheadPlan::applyConfig(
        *table,
        [&sysfs](const BdiId &bdi) {
            const auto kib = sysfs.readAheadKb(bdi);
            return kib ? std::optional<quint32>(*kib) : std::nullopt;
        },
        conf);
    QStringList failures;
    for (const PlannedReadahead &entry : plan)
        if (!entry.problem.isEmpty())
            failures.append(
                QStringLiteral("%1 (%2): %3")
                    .arg(entry.mountpoints.first(), entry.bdi.toString(), entry.problem));
    if (!failures.isEmpty())
        return applyFailuresError(failures, 0);
    return plan;
}

struct ConfigSaveCommandLine
{
    QCommandLineParser parser;
    QCommandLineOption unset{QStringLiteral("unset"), Text::tr("Remove a key (repeatable)."),
                             QStringLiteral("KEY")};
    QCommandLineOption file{QStringLiteral("file"),
                            Text::tr("/etc/nfs.conf (default) or /etc/nfs.conf.d/NAME.conf."),
                            QStringLiteral("FILE"), SystemRoot::nfsConfPath()};
    QCommandLineOption apply{
        QStringLiteral("apply"),
        Text::tr("Then set every mounted NFS BDI to what nfsrahead would choose now.")};
    QCommandLineOption check{QStringLiteral("check"),
                             Text::tr("Change nothing: show what would change.")};
    QCommandLineOption json{
        QStringLiteral("json"),
        Text::tr("Print one JSON object: changed, the file before and after, the keys, the BDIs "
                 "applied, or the error.")};

    ConfigSaveCommandLine()
    {
        parser.setApplicationDescription(Text::tr(
            "Saves readahead settings: keys nfs, nfs4 and default go to [nfsrahead]; any other "
            "key is an [nfs-tuner] rule: SERVER, SERVER:/EXPORT or /MOUNT/POINT. Only the edited "
            "lines change. New mounts get them; --apply also sets mounted ones. On / the "
            "privileged helper makes the changes; with --root they are made inside that folder, "
            "with your own permissions."));
        parser.addPositionalArgument(QStringLiteral("KEY=KIB"), Text::tr("Settings to save."),
                                     QStringLiteral("[KEY=KIB...]"));
        parser.addOptions({unset, file, apply, check, json, rootOption(), throughHelperOption()});
    }
};

// KEY=KIB arguments as the keys to set, the value in KiB as a string.
Result<QMap<QString, QString>> settingsFrom(const QStringList &pairs)
{
    QMap<QString, QString> set;
    for (const QString &pair : pairs) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        const auto kib = equals > 0 ? parseKib(pair.mid(equals + 1)) : std::nullopt;
        if (!kib)
            return Error{Error::Code::InvalidArgument,
                         Text::tr("\"%1\": expected KEY=KIB, such as nfs4=16384 or "
                                  "fileserver:/export/media=1024")
                             .arg(printable(pair))};
        set.insert(pair.left(equals), QString::number(*kib));
    }
    return set;
}

// The warnings the window gives for the same values: 0 turns readahead off;
// below the rsize of the mounts a key would decide caps every READ.
QStringList valueWarnings(const SystemRoot &root, const QMap<QString, QString> &set)
{
    const auto table = NfsMountTable::read(root);
    const QList<NfsMount> mounts = table ? table->mounts() : QList<NfsMount>();
    QStringList warnings;
    for (auto it = set.cbegin(); it != set.cend(); ++it) {
        const QByteArray key = it.key().toUtf8();
        const auto rule = ReadaheadRule::fromKey(key);
        quint32 rsize = 0;
        for (const NfsMount &mount : mounts) {
            const bool decides = key == "default" || mount.fstype.toUtf8() == key ||
                                 (key != "nfs" && key != "nfs4" && rule && rule->matches(mount));
            if (decides)
                rsize = std::max(rsize, mount.rsize);
        }
        for (const QString &warning : ReadaheadInput::warnings(it.value().toUInt(), rsize))
            warnings.append(Text::tr("%1: %2").arg(it.key(), warning));
    }
    return warnings;
}

// The edit of `systemPath`, checked as the helper will check it before
// anything is read; the same edit the window makes: the helper refuses it if
// the file changes after this read, and a value a later file overrides is
// refused here (problems()).
Result<ReadaheadConfigEdit> prepareEdit(const SystemRoot &root, const QString &systemPath,
                                        const QMap<QString, QString> &set, const QStringList &unset)
{
    const auto request = ConfigWriteRequest::parse(systemPath, set, unset, QString());
    if (!request)
        return request.error();
    ReadaheadConfigEdit::Changes changes;
    for (auto it = request->set.cbegin(); it != request->set.cend(); ++it)
        changes.insert(it.key(), it.value().toUInt());
    for (const QByteArray &key : request->unset)
        changes.insert(key, std::nullopt);
    const auto before = ReadaheadConfigEdit::readTarget(root, systemPath);
    if (!before)
        return before.error();
    return ReadaheadConfigEdit::prepare(root, systemPath, *before, changes);
}

// Saves the edit, or with --check shows its diff. Non-nullopt: the exit status.
std::optional<int> saveEdit(const SystemRoot &root, const ReadaheadConfigEdit &edit,
                            const QString &systemPath, TuningSession *session, SaveReport &report)
{
    if (!edit.changesSomething()) {
        report.say(Text::tr("%1 already has these settings: nothing to save").arg(systemPath));
        return std::nullopt;
    }
    if (!session) {
        report.setChanged(true);
        report.say(unifiedDiff(edit.before.value_or(QByteArray()),
                               edit.after.value_or(QByteArray()), systemPath)
                       .trimmed());
        return std::nullopt;
    }
    const auto sha = session->run<QByteArray>(
        [&](TuningBackend &, QObject *context, TuningBackend::Done<QByteArray> done) {
            session->live().keepReadaheadConfig(edit, context, std::move(done));
        });
    if (!sha)
        return report.fail(sha.error());
    report.setChanged(true);
    report.say(Text::tr("saved %1").arg(systemPath));
    describeSavedRules(root, edit, report);
    return std::nullopt;
}

// --apply --check: what applying would set, changing nothing.
Result<QJsonArray> showPlannedApply(const SystemRoot &root, const ReadaheadConfigEdit *edit,
                                    SaveReport &report)
{
    const auto plan = plannedApply(root, edit);
    if (!plan)
        return plan.error();
    QJsonArray applied;
    for (const PlannedReadahead &entry : *plan) {
        applied.append(
            readaheadToJson(entry.bdi, entry.mountpoints.first(), entry.fromKib, entry.toKib));
        report.setChanged(entry.changes());
        if (entry.changes())
            report.say(
                Text::tr("would set %1 (%2): readahead %3 -> %4 KiB")
                    .arg(printable(entry.mountpoints.first()), entry.bdi.toString(),
                         entry.fromKib ? QString::number(*entry.fromKib) : QStringLiteral("?"))
                    .arg(entry.toKib));
    }
    return applied;
}

// --apply: every mounted NFS BDI set to what the saved settings choose.
Result<QJsonArray> apply(TuningSession &session, SaveReport &report)
{
    const auto changes =
        session.run<QList<ReadaheadChange>>([](TuningBackend &backend, QObject *context,
                                               TuningBackend::Done<QList<ReadaheadChange>> done) {
            backend.applyConfig(context, std::move(done));
        });
    if (!changes)
        return changes.error();
    QJsonArray applied;
    for (const ReadaheadChange &change : *changes) {
        applied.append(
            readaheadToJson(change.bdi, change.mountpoint, change.previousKib, change.nowKib));
        report.setChanged(change.previousKib != change.nowKib);
        report.say(Text::tr("%1 (%2): readahead %3 -> %4 KiB")
                       .arg(printable(change.mountpoint), change.bdi.toString())
                       .arg(change.previousKib)
                       .arg(change.nowKib));
    }
    return applied;
}

} // namespace

int runConfigSave(const QStringList &arguments)
{
    ConfigSaveCommandLine line;
    const QCommandLineParser &parser = line.parser;
    if (const auto stop = parseCommand(line.parser, arguments))
        return *stop;
    SaveReport report(parser.isSet(line.json));
    const bool checkOnly = parser.isSet(line.check);
    report.object().insert(QStringLiteral("check"), checkOnly);

    const auto set = settingsFrom(parser.positionalArguments());
    if (!set)
        return report.fail(set.error());
    const auto root = rootFrom(parser);
    if (!root)
        return report.failPrinted(Text::tr("root %1 does not exist or is not a directory")
                                      .arg(parser.value(QStringLiteral("root"))));
    const QString systemPath = parser.value(line.file);
    report.object().insert(QStringLiteral("file"), systemPath);
    if (!systemPath.startsWith(QLatin1Char('/')))
        return report.fail(
            Text::tr("--file must be an absolute path such as /etc/nfs.conf.d/50-readahead.conf"));

    // Only --apply: nothing to edit.
    std::optional<ReadaheadConfigEdit> edit;
    if (!parser.isSet(line.apply) || !set->isEmpty() || parser.isSet(line.unset)) {
        auto prepared = prepareEdit(*root, systemPath, *set, parser.values(line.unset));
        if (!prepared)
            return report.fail(prepared.error());
        edit = std::move(prepared).value();
        report.object().insert(QStringLiteral("config"), editToJson(*edit));
        const QStringList warnings = valueWarnings(*root, *set);
        for (const QString &warning : warnings)
            printError(Text::tr("warning: %1").arg(warning));
        report.object().insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
        if (!edit->problems().isEmpty())
            return report.fail(edit->problems().join(QLatin1Char('\n')));
    }

    std::optional<TuningSession> session;
    if (!checkOnly)
        session.emplace(*root, parser);
    TuningSession *changing = session ? &*session : nullptr;
    if (edit) {
        if (const auto stop = saveEdit(*root, *edit, systemPath, changing, report))
            return *stop;
    }
    if (!parser.isSet(line.apply))
        return report.finish();

    const auto applied = checkOnly ? showPlannedApply(*root, edit ? &*edit : nullptr, report)
                                   : apply(*session, report);
    if (!applied)
        return report.fail(applied.error());
    report.object().insert(QStringLiteral("applied"), *applied);
    if (applied->isEmpty())
        report.say(Text::tr("no NFS mounts to apply the settings to"));
    return report.finish();
}

} // namespace nfstuner::cli
