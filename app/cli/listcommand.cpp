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

// A size cell: marked where it is below what the Linux client would use,
// so that the note under the table is said once, not once per mount.
QString sizeCell(quint32 bytes)
{
    return bytes < NfsMount::MaxTransferSize ? size(bytes) + u'*' : size(bytes);
}

QByteArray transferNotes(const MountInventory &inventory)
{
    const auto &mounts = inventory.mounts();
    if (std::none_of(mounts.cbegin(), mounts.cend(),
                     [](const NfsMount &mount) { return mount.hasSmallTransfers(); }))
        return {};
    return (QStringLiteral("* ") + NfsMount::smallTransferNote() + u'\n' +
            NfsMount::serverLimitNote() + u'\n')
        .toUtf8();
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

QString shutdownNote(const QString &mountpoints, int count)
{
    return Text::tr("%1 is shut down (shutdown is 1 in its /sys/fs/nfs entry): every request "
                    "on it fails until it is unmounted.",
                    nullptr, count)
        .arg(mountpoints);
}

// Mounts someone shut down answer every request with an error at once:
// one line for all of them.
QByteArray shutdownNotes(const SystemRoot &root, const MountInventory &inventory)
{
    QStringList shut;
    for (const NfsMount &mount : inventory.mounts()) {
        const auto entry = NfsMountSysfs::read(root, mount.bdi);
        if (entry && entry->shutdown.value_or(false))
            shut.append(printable(mount.mountpoint));
    }
    if (shut.isEmpty())
        return {};
    return (shutdownNote(shut.join(QStringLiteral(", ")), int(shut.size())) + u'\n').toUtf8();
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
                      mount.bdi.toString(), sizeCell(mount.rsize), sizeCell(mount.wsize),
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
            const auto sysfs = NfsMountSysfs::read(*root, mount.bdi);
            entry.insert(QStringLiteral("nfs_sysfs"), sysfsToJson(sysfs));
            // What the table says once under it, here for each mount it concerns.
            QJsonArray notes;
            if (mount.hasSmallTransfers())
                notes.append(
                    QString(NfsMount::smallTransferNote() + u' ' + NfsMount::serverLimitNote()));
            if (sysfs && sysfs->shutdown.value_or(false))
                notes.append(shutdownNote(printable(mount.mountpoint), 1));
            entry.insert(QStringLiteral("notes"), notes);
            mounts.append(entry);
        }
        writeJson(QJsonObject{{QStringLiteral("mounts"), mounts}});
    } else if (!inventory->mounts().isEmpty()) {
        printTable(*root, *inventory);
    }
    return ExitOk;
}

} // namespace nfstuner::cli
