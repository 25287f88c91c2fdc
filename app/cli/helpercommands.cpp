// SPDX-License-Identifier: GPL-2.0-or-later
// Commands that change the system: through nfs-tuner-helper (one privileged
// path, one audit trail), which asks polkit; with --root, inside that folder
// (TuningSession).
#include "cli.h"
#include "conf/readaheadconfigedit.h"
#include "console.h"
#include "mounts/nfsmounttable.h"
#include "tuning/readaheadinput.h"
#include "tuning/tuningrequests.h"
#include "tuning/writebacktuner.h"
#include "tuningsession.h"
#include "writeback/congestionatboot.h"
#include "writeback/sysctlconf.h"
#include "writeback/writebackstate.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace nfstuner::cli {

namespace {

int runSetReadahead(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Sets the readahead of one NFS mount (of its BDI, so also of the mounts sharing it) "
        "through the privileged helper (with --root: in that folder). SIZE is in KiB, or with a "
        "unit: 15M, 1G."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT|BDI"),
                                 Text::tr("An NFS mountpoint, or a BDI such as 0:29."));
    parser.addPositionalArgument(QStringLiteral("SIZE"), Text::tr("The new readahead."));
    parser.addOptions({rootOption(), throughHelperOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    const QStringList names = parser.positionalArguments();
    if (names.size() != 2) {
        printError(Text::tr("expected MOUNTPOINT|BDI SIZE"));
        return ExitFailure;
    }
    const auto kib = parseKib(names[1]);
    if (!kib) {
        printError(
            Text::tr("\"%1\" is not a size: give KiB, or a number with K, M or G").arg(names[1]));
        return ExitFailure;
    }
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    BdiId bdi = BdiId::parse(names[0]).value_or(BdiId{});
    QString mountpoint;
    const auto table = NfsMountTable::read(*root);
    if (!BdiId::parse(names[0])) {
        if (!table)
            return printFailure(table.error());
        const NfsMount *mount = table->findByMountpoint(QFileInfo(names[0]).absoluteFilePath());
        if (!mount) {
            printError(
                Text::tr("%1 is not an NFS mountpoint (see `nfs-tuner-cli list`)").arg(names[0]));
            return ExitFailure;
        }
        bdi = mount->bdi;
        mountpoint = mount->mountpoint;
    }
    // What the window asks to confirm (0 turns readahead off, below rsize
    // caps every READ) is said here too, on stderr: a script goes on.
    quint32 rsize = 0;
    if (table) {
        for (const NfsMount &mount : table->mounts()) {
            if (mount.bdi == bdi)
                rsize = std::max(rsize, mount.rsize);
        }
    }
    for (const QString &warning : ReadaheadInput::warnings(*kib, rsize))
        err() << QCoreApplication::applicationName() << ": " << Text::tr("warning: %1").arg(warning)
              << Qt::endl;
    TuningSession session(*root, parser);
    const auto change = session.run<ReadaheadChange>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<ReadaheadChange> done) {
            backend.setReadahead(bdi, *kib, context, std::move(done));
        });
    if (!change)
        return printFailure(change.error());
    out() << Text::tr("%1%2: readahead %3 -> %4 KiB")
                 .arg(mountpoint.isEmpty() ? QString() : printable(mountpoint) + QLatin1Char(' '),
                      mountpoint.isEmpty() ? bdi.toString()
                                           : QStringLiteral("(%1)").arg(bdi.toString()))
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
                 "settings and [nfs-tuner] rules, as if each mount had just appeared."));
    parser.addOptions({rootOption(), throughHelperOption()});
    if (const auto stop = parseCommand(parser, arguments, Positionals::None))
        return *stop;
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    TuningSession session(*root, parser);
    const auto changes =
        session.run<QList<ReadaheadChange>>([](TuningBackend &backend, QObject *context,
                                               TuningBackend::Done<QList<ReadaheadChange>> done) {
            backend.applyConfig(context, std::move(done));
        });
    if (!changes)
        return printFailure(changes.error());
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
    parser.addOptions({persist, rootOption(), throughHelperOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    const QStringList values = parser.positionalArguments();
    if (values.size() != 1) {
        printError(Text::tr("expected KIB, such as 1048576 or 1G"));
        return ExitFailure;
    }
    const auto request = CongestionRequest::fromText(values[0]);
    if (!request)
        return printFailure(request.error());
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    // Refused before the live change, not after it.
    if (parser.isSet(persist)) {
        if (const auto effect = CongestionAtBoot::takesEffect(*root); !effect) {
            printError(effect.error().message);
            return ExitFailure;
        }
    }
    TuningSession session(*root, parser);
    const auto change = session.run<CongestionChange>(
        [&](TuningBackend &backend, QObject *context, TuningBackend::Done<CongestionChange> done) {
            backend.setNfsCongestionKb(quint32(request->kib), context, std::move(done));
        });
    if (!change)
        return printFailure(change.error());
    out()
        << Text::tr("nfs_congestion_kb: %1 -> %2 KiB").arg(change->previousKib).arg(change->nowKib)
        << Qt::endl;
    if (!parser.isSet(persist))
        return ExitOk;
    const auto saved = session.run<QByteArray>([&](TuningBackend &, QObject *context,
                                                   TuningBackend::Done<QByteArray> done) {
        session.live().keepCongestionAtBoot(*root, quint32(request->kib), context, std::move(done));
    });
    if (!saved)
        return printFailure(saved.error());
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

} // namespace nfstuner::cli
