// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli writeback`: the NFS client's write-back limit
// (fs.nfs.nfs_congestion_kb) now, its default on this machine, what boot
// sets it to and from where, the write-back in memory, and each NFS BDI's
// own write-back limits.
#include "base/printable.h"
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "mounts/nfsmounttable.h"
#include "writeback/bdiwritebacklimits.h"
#include "writeback/writebackstate.h"
#include "writebackadvice.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nfstuner::cli {

namespace {

QJsonArray toJson(const QList<BdiWritebackLimits> &bdis)
{
    QJsonArray list;
    for (const BdiWritebackLimits &b : bdis)
        list.append(QJsonObject{
            {QStringLiteral("bdi"), b.bdi.toString()},
            {QStringLiteral("mountpoints"), QJsonArray::fromStringList(b.mountpoints)},
            {QStringLiteral("min_ratio"), jsonInteger(b.minRatio)},
            {QStringLiteral("max_ratio"), jsonInteger(b.maxRatio)},
            {QStringLiteral("min_bytes"), jsonInteger(b.minBytes)},
            {QStringLiteral("max_bytes"), jsonInteger(b.maxBytes)},
            {QStringLiteral("strict_limit"),
             b.strictLimit ? QJsonValue(*b.strictLimit) : QJsonValue(QJsonValue::Null)},
        });
    return list;
}

QJsonObject toJson(const CongestionLimit &limit, const std::optional<WritebackMemory> &memory,
                   const QList<BdiWritebackLimits> &bdis)
{
    QJsonValue persistent(QJsonValue::Null);
    if (limit.persistent) {
        bool ok = false;
        const qint64 value = limit.persistent->value.toLongLong(&ok);
        persistent = QJsonObject{
            {QStringLiteral("value"),
             ok ? QJsonValue(value) : QJsonValue(QString::fromUtf8(limit.persistent->value))},
            {QStringLiteral("file"), limit.persistent->file},
            {QStringLiteral("line"), limit.persistent->line},
        };
    }
    return QJsonObject{
        {QStringLiteral("congestion_kb"),
         QJsonObject{{QStringLiteral("live"), jsonInteger(limit.liveKib)},
                     {QStringLiteral("default"), jsonInteger(limit.defaultKib)},
                     {QStringLiteral("persistent"), persistent}}},
        {QStringLiteral("meminfo_kb"),
         memory ? QJsonValue(QJsonObject{
                      {QStringLiteral("dirty"), qint64(memory->dirtyKib)},
                      {QStringLiteral("writeback"), qint64(memory->writebackKib)},
                      {QStringLiteral("writeback_tmp"), qint64(memory->writebackTmpKib)}})
                : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("bdis"), toJson(bdis)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(limit.warnings)},
    };
}

// "BDI 0:53 (/mnt/a): may keep 20 % of the dirty limit (70.5 MiB), strictly".
void printBdis(const QList<BdiWritebackLimits> &bdis)
{
    for (const BdiWritebackLimits &b : bdis)
        out() << Text::tr("BDI %1 (%2): may keep %3")
                     .arg(b.bdi.toString(), printable(b.mountpoints.join(u", ")), b.shareText())
              << Qt::endl;
}

void printText(const CongestionLimit &limit, const std::optional<WritebackMemory> &memory)
{
    const QString unknown = Text::tr("unknown");
    out() << Text::tr("NFS write-back limit (fs.nfs.nfs_congestion_kb): %1")
                 .arg(limit.liveKib ? Text::tr("%1 KiB").arg(*limit.liveKib) : limit.liveError)
          << Qt::endl
          << Text::tr("Kernel default for this machine's memory: %1")
                 .arg(limit.defaultKib ? Text::tr("%1 KiB").arg(*limit.defaultKib) : unknown)
          << Qt::endl
          << Text::tr("At boot: %1")
                 .arg(limit.persistent ? Text::tr("%1 from %2:%3")
                                             .arg(QString::fromUtf8(limit.persistent->value),
                                                  limit.persistent->file)
                                             .arg(limit.persistent->line)
                                       : Text::tr("not set in sysctl configuration (the default)"))
          << Qt::endl;
    if (memory)
        out() << Text::tr("Dirty %1 KiB, Writeback %2 KiB, WritebackTmp %3 KiB")
                     .arg(memory->dirtyKib)
                     .arg(memory->writebackKib)
                     .arg(memory->writebackTmpKib)
              << Qt::endl;
    else
        out() << Text::tr("Dirty, Writeback, WritebackTmp: unknown") << Qt::endl;
    for (const QString &warning : limit.warnings)
        printError(warning);
}

} // namespace

int runWriteback(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Shows the NFS client's write-back limit (fs.nfs.nfs_congestion_kb): the value "
                 "now, the kernel's default for this machine, the value boot sets and the file "
                 "and line it comes from (as systemd-sysctl reads sysctl.d), the write-back "
                 "in memory, and each NFS mount's share of the dirty limit (its BDI's "
                 "max_ratio, max_bytes and strict_limit)."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON instead of text."));
    const QCommandLineOption advise(
        QStringLiteral("advise"),
        Text::tr("Also advise on the limit as the window's Write-back page does, judged on "
                 "the writes of the next SECONDS (0.5 to 3600): whether write-back in flight "
                 "sat at the limit while WRITEs were quick, and what to raise it to."),
        Text::tr("SECONDS"));
    parser.addOptions({json, advise});
    parser.addOption(rootOption());
    if (const auto stop = parseCommand(parser, arguments, Positionals::None))
        return *stop;
    std::optional<double> adviseSeconds;
    if (parser.isSet(advise)) {
        bool ok = false;
        adviseSeconds = parser.value(advise).toDouble(&ok);
        if (!ok || *adviseSeconds < 0.5 || *adviseSeconds > 3600) {
            printError(Text::tr("--advise takes seconds (0.5 to 3600), not \"%1\"")
                           .arg(parser.value(advise)));
            return ExitFailure;
        }
    }
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    std::optional<WritebackAdvice> advice;
    if (adviseSeconds) {
        auto measured = WritebackAdvice::measure(*root, *adviseSeconds);
        if (!measured) {
            printError(measured.error().message);
            return ExitFailure;
        }
        advice = *measured;
    }
    // What can be read is shown, as the window does; what cannot is named.
    CongestionLimit limit = CongestionLimit::read(*root);
    std::optional<WritebackMemory> memory;
    if (auto read = WritebackMemory::read(*root))
        memory = *read;
    else
        limit.warnings.append(read.error().message);
    QList<BdiWritebackLimits> bdis;
    if (const auto table = NfsMountTable::read(*root))
        bdis = BdiWritebackLimits::read(*root, *table);
    else
        limit.warnings.append(table.error().message);
    if (parser.isSet(json)) {
        QJsonObject object = toJson(limit, memory, bdis);
        if (advice)
            object.insert(QStringLiteral("advice"), advice->toJson());
        writeJson(object);
    } else {
        printText(limit, memory);
        printBdis(bdis);
        if (advice)
            advice->print();
    }
    return ExitOk;
}

} // namespace nfstuner::cli
