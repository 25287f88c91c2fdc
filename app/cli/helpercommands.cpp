// SPDX-License-Identifier: GPL-2.0-or-later
// Commands that change the system. They all go through nfs-tuner-helper
// (one privileged path, one audit trail), which asks polkit.
#include "base/units.h"
#include "cli.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfigedit.h"
#include "conf/readaheadrules.h"
#include "console.h"
#include "dbus/helperclient.h"
#include "mounts/nfsmounttable.h"
#include "ttyagent.h"
#include "tuning/tuningrequests.h"
#include "tuning/writebacktuner.h"
#include "writeback/sysctlconf.h"
#include "writeback/writebackstate.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

namespace nfstuner::cli {

namespace {

// Runs one helper call to its end, with a terminal agent for a password.
template<typename T>
Result<T>
callHelper(const std::function<void(TuningBackend &, QObject *, TuningBackend::Done<T>)> &call)
{
    TtyAuthAgent agent;
    HelperClient client;
    QEventLoop loop;
    std::optional<Result<T>> result;
    call(client, &loop, [&](Result<T> answer) {
        result = std::move(answer);
        loop.quit();
    });
    if (!result)
        loop.exec();
    return std::move(*result);
}

int failed(const Error &error)
{
    printError(error.message);
    return error.code == Error::Code::NotAuthorized ? ExitNotAuthorized : ExitFailure;
}

// "15360", "15360K", "15M", "1GiB" -> KiB.
std::optional<quint32> parseSize(const QString &text)
{
    const auto bytes = units::parseSize(text, 1024);
    if (!bytes || *bytes % 1024 != 0 || *bytes / 1024 > std::numeric_limits<quint32>::max())
        return std::nullopt;
    return quint32(*bytes / 1024);
}

int runSetReadahead(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Sets the readahead of one NFS mount (of its BDI, so also of the mounts sharing it) "
        "through the privileged helper. SIZE is in KiB, or with a unit: 15M, 1G."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT|BDI"),
                                 Text::tr("An NFS mountpoint, or a BDI such as 0:29."));
    parser.addPositionalArgument(QStringLiteral("SIZE"), Text::tr("The new readahead."));
    parser.addOption(rootOption());
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    const QStringList names = parser.positionalArguments();
    if (names.size() != 2) {
        printError(Text::tr("expected MOUNTPOINT|BDI SIZE"));
        return ExitFailure;
    }
    const auto kib = parseSize(names[1]);
    if (!kib) {
        printError(
            Text::tr("\"%1\" is not a size: give KiB, or a number with K, M or G").arg(names[1]));
        return ExitFailure;
    }
    QString bdi = names[0];
    QString mountpoint;
    if (!BdiId::parse(bdi)) {
        const auto root = rootFrom(parser);
        if (!root)
            return ExitFailure;
        const auto table = NfsMountTable::read(*root);
        if (!table)
            return failed(table.error());
        const NfsMount *mount = table->findByMountpoint(QFileInfo(names[0]).absoluteFilePath());
        if (!mount) {
            printError(
                Text::tr("%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)").arg(names[0]));
            return ExitFailure;
        }
        bdi = mount->bdi.toString();
        mountpoint = mount->mountpoint;
    }
    const auto change = callHelper<ReadaheadChange>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<ReadaheadChange> done) {
            backend.setReadahead(bdi, *kib, context, std::move(done));
        });
    if (!change)
        return failed(change.error());
    out() << Text::tr("%1%2: readahead %3 -> %4 KiB")
                 .arg(mountpoint.isEmpty() ? QString() : printable(mountpoint) + QLatin1Char(' '),
                      mountpoint.isEmpty() ? bdi : QStringLiteral("(%1)").arg(bdi))
                 .arg(change->previousKib)
                 .arg(change->nowKib)
          << Qt::endl;
    return ExitOk;
}

int runApply(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Sets every mounted NFS BDI to what nfsrahead would choose from the [nfsrahead] "
                 "settings, as if each mount had just appeared."));
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    const auto changes =
        callHelper<QList<ReadaheadChange>>([](TuningBackend &backend, QObject *context,
                                              TuningBackend::Done<QList<ReadaheadChange>> done) {
            backend.applyConfig(context, std::move(done));
        });
    if (!changes)
        return failed(changes.error());
    for (const ReadaheadChange &change : *changes)
        out() << Text::tr("%1 (%2): readahead %3 -> %4 KiB")
                     .arg(printable(change.mountpoint), change.bdi.toString())
                     .arg(change.previousKib)
                     .arg(change.nowKib)
              << Qt::endl;
    if (changes->isEmpty())
        printError(Text::tr("no NFS mounts to apply the settings to"));
    return ExitOk;
}

// What each saved rule decides now: a key meant as something else (a
// misspelt option becomes a rule for a server of that name) shows here.
void describeSavedRules(const SystemRoot &root, const ReadaheadConfigEdit &edit)
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
        out() << (decided.isEmpty()
                      ? Text::tr("[nfs-tuner] %1 = %2: matches no mount now")
                            .arg(key, edit.set.value(key))
                      : Text::tr("[nfs-tuner] %1 = %2: next mount of %3")
                            .arg(key, edit.set.value(key), decided.join(QStringLiteral(", "))))
              << Qt::endl;
    }
}

int runSave(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Saves readahead settings through the privileged helper: keys nfs, nfs4 and default go "
        "to [nfsrahead]; any other key is an [nfs-tuner] rule: SERVER, SERVER:/EXPORT or "
        "/MOUNT/POINT. Only the edited lines change. New mounts get them; `apply` sets mounted "
        "ones."));
    parser.addPositionalArgument(QStringLiteral("KEY=KIB"), Text::tr("Settings to save."),
                                 QStringLiteral("[KEY=KIB...]"));
    const QCommandLineOption unset(QStringLiteral("unset"), Text::tr("Remove a key (repeatable)."),
                                   QStringLiteral("KEY"));
    const QCommandLineOption file(QStringLiteral("file"),
                                  Text::tr("/etc/nfs.conf (default) or /etc/nfs.conf.d/NAME.conf."),
                                  QStringLiteral("FILE"), SystemRoot::nfsConfPath());
    parser.addOptions({unset, file, rootOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    QMap<QString, QString> set;
    for (const QString &pair : parser.positionalArguments()) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        const auto kib = equals > 0 ? parseSize(pair.mid(equals + 1)) : std::nullopt;
        if (!kib) {
            printError(Text::tr("\"%1\": expected KEY=KIB, such as nfs4=16384 or "
                                "fileserver:/export/media=1024")
                           .arg(pair));
            return ExitFailure;
        }
        set.insert(pair.left(equals), QString::number(*kib));
    }
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    const QString systemPath = parser.value(file);
    if (!systemPath.startsWith(QLatin1Char('/'))) {
        printError(
            Text::tr("--file must be an absolute path such as /etc/nfs.conf.d/50-readahead.conf"));
        return ExitFailure;
    }
    // Checked as the helper will check it, before anything is read.
    const auto request =
        ConfigWriteRequest::parse(systemPath, set, parser.values(unset), QString());
    if (!request)
        return failed(request.error());
    ReadaheadConfigEdit::Changes changes;
    for (auto it = request->set.cbegin(); it != request->set.cend(); ++it)
        changes.insert(it.key(), it.value().toUInt());
    for (const QByteArray &key : request->unset)
        changes.insert(key, std::nullopt);
    // The same edit the window makes: the helper refuses it if the file
    // changes after this read, and a value a later file overrides is refused here.
    const auto before = ReadaheadConfigEdit::readTarget(*root, systemPath);
    if (!before)
        return failed(before.error());
    const auto edit = ReadaheadConfigEdit::prepare(*root, systemPath, *before, changes);
    if (!edit)
        return failed(edit.error());
    if (!edit->problems().isEmpty()) {
        for (const QString &problem : edit->problems())
            printError(problem);
        return ExitFailure;
    }
    if (!edit->changesSomething()) {
        out() << Text::tr("%1 already has these settings: nothing to save").arg(systemPath)
              << Qt::endl;
        return ExitOk;
    }
    const auto sha = callHelper<QByteArray>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<QByteArray> done) {
            backend.writeReadaheadConfig(edit->file, edit->set, edit->unset, edit->expectedSha256,
                                         context, std::move(done));
        });
    if (!sha)
        return failed(sha.error());
    out() << Text::tr("saved %1").arg(systemPath) << Qt::endl;
    describeSavedRules(*root, *edit);
    return ExitOk;
}

int runSetCongestion(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Sets the NFS client's write-back limit (fs.nfs.nfs_congestion_kb) through the "
        "privileged helper. KIB is in KiB, or with a unit: 1G. With --persist it is also kept in "
        "/etc/sysctl.d/60-nfs-tuner.conf, which systemd-sysctl applies at boot."));
    parser.addPositionalArgument(QStringLiteral("KIB"), Text::tr("The new limit."));
    const QCommandLineOption persist(QStringLiteral("persist"),
                                     Text::tr("Also keep it after a reboot."));
    parser.addOptions({persist, rootOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    const QStringList values = parser.positionalArguments();
    if (values.size() != 1) {
        printError(Text::tr("expected KIB, such as 1048576 or 1G"));
        return ExitFailure;
    }
    const auto request = CongestionRequest::fromText(values[0]);
    if (!request)
        return failed(request.error());
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    std::optional<QByteArray> before;
    if (parser.isSet(persist)) {
        if (const auto winner = WritebackTuner(*root).overriddenAtBoot()) {
            printError(Text::tr("%1 in %2 would not take effect at boot: %3 is read later and "
                                "wins; change or remove it first")
                           .arg(QString::fromLatin1(NfsCongestion::SysctlKey),
                                WritebackTuner::dropInPath(),
                                QStringLiteral("%1:%2").arg(winner->file).arg(winner->line)));
            return ExitFailure;
        }
        const auto content = ReadaheadConfigEdit::readTarget(*root, WritebackTuner::dropInPath());
        if (!content)
            return failed(content.error());
        before = *content;
    }
    const auto change = callHelper<CongestionChange>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<CongestionChange> done) {
            backend.setNfsCongestionKb(quint32(request->kib), context, std::move(done));
        });
    if (!change)
        return failed(change.error());
    out()
        << Text::tr("nfs_congestion_kb: %1 -> %2 KiB").arg(change->previousKib).arg(change->nowKib)
        << Qt::endl;
    if (!parser.isSet(persist))
        return ExitOk;
    const QString sha =
        before ? QString::fromLatin1(AtomicFileReplace::sha256Hex(*before)) : QString();
    const auto saved = callHelper<QByteArray>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<QByteArray> done) {
            backend.writeNfsCongestionConfig(quint32(request->kib), sha, context, std::move(done));
        });
    if (!saved)
        return failed(saved.error());
    out() << Text::tr("saved %1").arg(WritebackTuner::dropInPath()) << Qt::endl;
    return ExitOk;
}

} // namespace

int runSetCongestionCommand(const QStringList &arguments)
{
    return runSetCongestion(arguments);
}

int runSetReadaheadCommand(const QStringList &arguments)
{
    return runSetReadahead(arguments);
}

int runApplyCommand(const QStringList &arguments)
{
    return runApply(arguments);
}

int runConfigSave(const QStringList &arguments)
{
    return runSave(arguments);
}

} // namespace nfstuner::cli
