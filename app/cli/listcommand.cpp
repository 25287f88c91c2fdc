// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli list`: the NFS mounts, their BDIs and readahead.
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "mounts/mountinventory.h"
#include "mounts/nfsmountsysfs.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace nfstuner::cli {

namespace {

// Tables for scripts and terminals: the C locale's digits, no grouping.
QString size(quint64 bytes)
{
    static const QLocale plain = [] {
        QLocale c = QLocale::c();
        c.setNumberOptions(QLocale::OmitGroupSeparator);
        return c;
    }();
    return units::bytes(bytes, plain);
}

// Why rsize or wsize is below what the Linux client would use: the server
// offered no more (or the mount options asked for less).
QByteArray transferNotes(const MountInventory &inventory)
{
    // One line per distinct case, naming its mounts: a server's limit is
    // the same for all of its mounts, and a line each said it many times.
    QList<std::pair<QString, QStringList>> cases;
    for (const NfsMount &mount : inventory.mounts()) {
        QStringList small;
        if (mount.rsize < NfsMount::MaxTransferSize)
            small.append(QStringLiteral("rsize %1").arg(size(mount.rsize)));
        if (mount.wsize < NfsMount::MaxTransferSize)
            small.append(QStringLiteral("wsize %1").arg(size(mount.wsize)));
        if (small.isEmpty())
            continue;
        const QString what = small.join(QStringLiteral(", "));
        auto it = std::find_if(cases.begin(), cases.end(),
                               [&what](const auto &known) { return known.first == what; });
        if (it == cases.end())
            it = cases.insert(cases.end(), {what, {}});
        it->second.append(printable(mount.mountpoint));
    }
    QByteArray notes;
    for (const auto &[what, mountpoints] : std::as_const(cases))
        notes +=
            Text::tr("%1: %2 below %3, the most the Linux client uses: the server "
                     "offered no more, unless the mount options asked for less.\n")
                .arg(mountpoints.join(QStringLiteral(", ")), what, size(NfsMount::MaxTransferSize))
                .toUtf8();
    if (!notes.isEmpty())
        notes += Text::tr("A Linux server's limit is nfsd's max_block_size "
                          "(/proc/fs/nfsd/max_block_size, set before nfsd starts; by default "
                          "larger on servers with more memory).\n")
                     .toUtf8();
    return notes;
}

// The kernel's entry of the mount (/sys/fs/nfs/<maj:min>/), or null.
QJsonValue sysfsToJson(const std::optional<NfsMountSysfs> &entry)
{
    if (!entry)
        return QJsonValue::Null;
    QJsonValue server = QJsonValue::Null;
    if (!entry->serverDomain.isEmpty() || !entry->serverName.isEmpty())
        server = QJsonObject{{QStringLiteral("domain"), entry->serverDomain},
                             {QStringLiteral("name"), entry->serverName}};
    return QJsonObject{
        {QStringLiteral("path"), entry->path},
        {QStringLiteral("shutdown"),
         entry->shutdown ? QJsonValue(*entry->shutdown) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("server_implementation"), server},
    };
}

// Mounts someone shut down answer every request with an error at once.
QByteArray shutdownNotes(const SystemRoot &root, const MountInventory &inventory)
{
    QByteArray notes;
    for (const NfsMount &mount : inventory.mounts()) {
        const auto entry = NfsMountSysfs::read(root, mount.bdi);
        if (entry && entry->shutdown.value_or(false))
            notes += Text::tr("%1 is shut down (%2/shutdown is 1): every request on it fails "
                              "until it is unmounted.\n")
                         .arg(printable(mount.mountpoint), entry->path)
                         .toUtf8();
    }
    return notes;
}

void printTable(const SystemRoot &root, const MountInventory &inventory)
{
    TextTable table({Text::tr("MOUNTPOINT"), Text::tr("SOURCE"), Text::tr("VERS"), Text::tr("BDI"),
                     Text::tr("RSIZE"), Text::tr("WSIZE"), Text::tr("READAHEAD"),
                     Text::tr("SHARES BDI WITH")});
    for (const NfsMount &mount : inventory.mounts()) {
        const auto readAhead = inventory.readAheadKb(mount.bdi);
        QStringList sharing = inventory.mountpointsSharingBdi(mount);
        for (QString &path : sharing)
            path = printable(path);
        table.addRow({printable(mount.mountpoint), printable(mount.source), mount.version,
                      mount.bdi.toString(), size(mount.rsize), size(mount.wsize),
                      readAhead ? size(quint64(*readAhead) * 1024) : Text::tr("unavailable"),
                      sharing.isEmpty() ? QStringLiteral("-") : sharing.join(QLatin1Char(','))});
    }
    writeRaw(table.toUtf8() + transferNotes(inventory) + shutdownNotes(root, inventory));
}

} // namespace

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Lists the NFS mounts with their BDI (the unit readahead applies to), rsize, wsize, "
        "version and current readahead."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print JSON instead of a table."));
    parser.addOption(json);
    parser.addOption(rootOption());
    if (const auto stop = parseCommand(parser, arguments, Positionals::None))
        return *stop;
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;

    const auto inventory = MountInventory::collect(*root);
    if (!inventory) {
        printError(inventory.error().message);
        return ExitFailure;
    }
    if (inventory->mounts().isEmpty())
        printError(Text::tr("no NFS mounts in %1").arg(root->path(SystemRoot::mountInfoPath())));

    if (parser.isSet(json)) {
        QJsonArray mounts;
        for (const NfsMount &mount : inventory->mounts()) {
            QJsonObject entry = mountToJson(*inventory, mount);
            entry.insert(QStringLiteral("nfs_sysfs"),
                         sysfsToJson(NfsMountSysfs::read(*root, mount.bdi)));
            mounts.append(entry);
        }
        writeJson(QJsonObject{{QStringLiteral("mounts"), mounts}});
    } else if (!inventory->mounts().isEmpty()) {
        printTable(*root, *inventory);
    }
    return ExitOk;
}

} // namespace nfstuner::cli
