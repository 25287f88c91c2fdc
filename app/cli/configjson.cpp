// SPDX-License-Identifier: GPL-2.0-or-later
#include "configjson.h"

#include "cli.h"

#include "base/atomicfilereplace.h"
#include "base/printable.h"
#include "conf/readaheadconfig.h"
#include "mounts/nfsmounttable.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace nfstuner::cli {

namespace {

QString roleName(ConfFile::Role role)
{
    switch (role) {
    case ConfFile::Role::VendorMain:
        return QStringLiteral("vendor");
    case ConfFile::Role::VendorDropIn:
        return QStringLiteral("vendor-drop-in");
    case ConfFile::Role::Main:
        return QStringLiteral("main");
    case ConfFile::Role::DropIn:
        return QStringLiteral("drop-in");
    case ConfFile::Role::Include:
        break;
    }
    return QStringLiteral("include");
}

QString sourceName(ReadaheadChoice::Source source)
{
    switch (source) {
    case ReadaheadChoice::Source::Config:
        return QStringLiteral("config");
    case ReadaheadChoice::Source::Rule:
        return QStringLiteral("rule");
    case ReadaheadChoice::Source::Kernel:
        return QStringLiteral("kernel");
    case ReadaheadChoice::Source::BuiltInDefault:
        break;
    }
    return QStringLiteral("built-in default");
}

QJsonObject choiceToJson(const ReadaheadChoice &choice)
{
    return QJsonObject{
        {QStringLiteral("kib"), choice.kib},
        {QStringLiteral("source"), sourceName(choice.source)},
        {QStringLiteral("key"), choice.key.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                     : QJsonValue(QString::fromUtf8(choice.key))},
    };
}

QString kindName(ReadaheadRule::Kind kind)
{
    switch (kind) {
    case ReadaheadRule::Kind::MountPoint:
        return QStringLiteral("mountpoint");
    case ReadaheadRule::Kind::Export:
        return QStringLiteral("export");
    case ReadaheadRule::Kind::Server:
        break;
    }
    return QStringLiteral("server");
}

QJsonValue optionalKib(const std::optional<quint32> &kib)
{
    return kib ? QJsonValue(qint64(*kib)) : QJsonValue(QJsonValue::Null);
}

QJsonArray rulesToJson(const NfsConf &conf, const ReadaheadRules &rules,
                       const NfsMountTable &mounts)
{
    QJsonArray list;
    const auto decidedBy = rules.decidedMountpoints(mounts.mounts());
    for (const ReadaheadRule &rule : rules.rules()) {
        QJsonArray shadowed;
        for (const ConfDefinition &earlier : rule.shadowed)
            shadowed.append(
                QJsonObject{{QStringLiteral("file"), conf.files().at(earlier.file).systemPath},
                            {QStringLiteral("line"), earlier.line},
                            {QStringLiteral("value"), QString::fromUtf8(earlier.value)}});
        const QStringList matching = decidedBy.value(&rule);
        list.append(QJsonObject{
            {QStringLiteral("rule"), QString::fromUtf8(rule.key)},
            {QStringLiteral("kind"), kindName(rule.kind)},
            {QStringLiteral("kib"), optionalKib(rule.kib)},
            {QStringLiteral("file"), conf.files().at(rule.definition.file).systemPath},
            {QStringLiteral("line"), rule.definition.line},
            {QStringLiteral("shadowed"), shadowed},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(rule.warnings)},
            {QStringLiteral("mounts"), QJsonArray::fromStringList(matching)},
        });
    }
    return list;
}

QJsonArray mountsToJson(const NfsConf &conf, const ReadaheadRules &rules,
                        const NfsMountTable &mounts)
{
    QJsonArray list;
    for (const NfsMount &mount : mounts.mounts()) {
        const ReadaheadChoice choice = ReadaheadConfig::readaheadForMount(conf, rules, mount);
        const bool fromLine = choice.definition.has_value();
        list.append(QJsonObject{
            {QStringLiteral("mountpoint"), mount.mountpoint},
            {QStringLiteral("bdi"), mount.bdi.toString()},
            {QStringLiteral("next_mount_kb"), choice.kib},
            {QStringLiteral("from"),
             QJsonObject{
                 {QStringLiteral("source"), sourceName(choice.source)},
                 {QStringLiteral("rule"), choice.key.isEmpty()
                                              ? QJsonValue(QJsonValue::Null)
                                              : QJsonValue(QString::fromUtf8(choice.key))},
                 {QStringLiteral("file"),
                  fromLine ? QJsonValue(conf.files().at(choice.definition->file).systemPath)
                           : QJsonValue(QJsonValue::Null)},
                 {QStringLiteral("line"),
                  fromLine ? QJsonValue(choice.definition->line) : QJsonValue(QJsonValue::Null)},
             }},
        });
    }
    return list;
}

} // namespace

QJsonObject readaheadConfigToJson(const NfsConf &conf, const NfsMountTable &mounts)
{
    QJsonArray files;
    for (const ConfFile &file : conf.files()) {
        QJsonObject json{{QStringLiteral("path"), file.systemPath},
                         {QStringLiteral("role"), roleName(file.role)},
                         {QStringLiteral("loaded"), file.loaded}};
        if (file.loaded)
            json.insert(QStringLiteral("sha256"),
                        QString::fromLatin1(AtomicFileReplace::sha256Hex(file.content)));
        else
            json.insert(QStringLiteral("error"), file.error);
        files.append(json);
    }

    const ReadaheadConfig config(conf);
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    QJsonObject keys;
    for (const ReadaheadKeyView &view : config.keyViews()) {
        QJsonObject json{{QStringLiteral("set"), view.definition.has_value()}};
        if (view.definition) {
            json.insert(QStringLiteral("raw"), QString::fromUtf8(view.definition->value));
            json.insert(QStringLiteral("value"), view.value
                                                     ? QJsonValue(QString::fromUtf8(*view.value))
                                                     : QJsonValue(QJsonValue::Null));
            json.insert(QStringLiteral("kib"),
                        view.kib ? QJsonValue(*view.kib) : QJsonValue(QJsonValue::Null));
            json.insert(QStringLiteral("file"), conf.files().at(view.definition->file).systemPath);
            json.insert(QStringLiteral("line"), view.definition->line);
        }
        QJsonArray shadowed;
        for (const ConfDefinition &earlier : view.shadowed)
            shadowed.append(
                QJsonObject{{QStringLiteral("file"), conf.files().at(earlier.file).systemPath},
                            {QStringLiteral("line"), earlier.line},
                            {QStringLiteral("value"), QString::fromUtf8(earlier.value)}});
        json.insert(QStringLiteral("shadowed"), shadowed);
        json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(view.warnings));
        keys.insert(QString::fromUtf8(view.key), json);
    }

    QJsonArray diagnostics;
    for (const ConfDiagnostic &diagnostic : conf.diagnostics())
        diagnostics.append(
            QJsonObject{{QStringLiteral("file"), conf.files().at(diagnostic.file).systemPath},
                        {QStringLiteral("line"), diagnostic.line},
                        {QStringLiteral("message"), diagnostic.message}});
    return QJsonObject{
        {QStringLiteral("files"), files},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("readahead"),
         QJsonObject{{QStringLiteral("nfs"), choiceToJson(config.forFsType("nfs"))},
                     {QStringLiteral("nfs4"), choiceToJson(config.forFsType("nfs4"))}}},
        {QStringLiteral("rules"), rulesToJson(conf, rules, mounts)},
        {QStringLiteral("mounts"), mountsToJson(conf, rules, mounts)},
        {QStringLiteral("diagnostics"), diagnostics},
    };
}

void printReadaheadConfig(const NfsConf &conf, const NfsMountTable &mounts, QTextStream &stream)
{
    QStringList read;
    for (const ConfFile &file : conf.files())
        read.append(file.loaded ? file.systemPath
                                : Text::tr("%1 (%2)").arg(file.systemPath, file.error));
    stream << Text::tr("Files read: %1").arg(read.join(QStringLiteral(", "))) << Qt::endl
           << Qt::endl;

    const ReadaheadConfig config(conf);
    TextTable table({Text::tr("KEY"), Text::tr("VALUE"), Text::tr("FROM"), Text::tr("OVERRIDES")});
    QStringList warnings;
    for (const ReadaheadKeyView &view : config.keyViews()) {
        QStringList overridden;
        for (const ConfDefinition &earlier : view.shadowed)
            overridden.append(QStringLiteral("%1 (%2)").arg(conf.location(earlier),
                                                            QString::fromUtf8(earlier.value)));
        table.addRow(
            {QString::fromUtf8(view.key),
             view.definition ? QString::fromUtf8(view.definition->value) : Text::tr("(not set)"),
             view.definition ? conf.location(*view.definition) : QStringLiteral("-"),
             overridden.isEmpty() ? QStringLiteral("-") : overridden.join(QStringLiteral(", "))});
        for (const QString &warning : view.warnings)
            warnings.append(QStringLiteral("%1: %2").arg(QString::fromUtf8(view.key), warning));
    }
    stream << Text::tr("[nfsrahead]") << Qt::endl;
    stream << QString::fromUtf8(table.toUtf8());
    stream << Qt::endl;
    for (const char *fstype : {"nfs", "nfs4"}) {
        const ReadaheadChoice choice = config.forFsType(fstype);
        const QString from =
            choice.source == ReadaheadChoice::Source::Config
                ? Text::tr("from %1 at %2")
                      .arg(QString::fromUtf8(choice.key), conf.location(*choice.definition))
                : Text::tr("the built-in default");
        stream << Text::tr("New %1 mounts get %2 KiB (%3)")
                      .arg(QLatin1String(fstype))
                      .arg(choice.kib)
                      .arg(from)
               << Qt::endl;
    }
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    if (!rules.rules().isEmpty()) {
        TextTable ruleTable(
            {Text::tr("RULE"), Text::tr("KIB"), Text::tr("FROM"), Text::tr("MOUNTS NOW")});
        const auto decidedBy = rules.decidedMountpoints(mounts.mounts());
        for (const ReadaheadRule &rule : rules.rules()) {
            QStringList matching = decidedBy.value(&rule);
            for (QString &mountpoint : matching)
                mountpoint = printable(mountpoint);
            ruleTable.addRow(
                {QString::fromUtf8(rule.key),
                 rule.kib ? QString::number(*rule.kib) : Text::tr("(ignored)"),
                 conf.location(rule.definition),
                 matching.isEmpty() ? QStringLiteral("-") : matching.join(QStringLiteral(", "))});
            warnings.append(rule.warnings);
        }
        stream << Qt::endl
               << Text::tr("[nfs-tuner] rules (set by nfs-tuner-rahead after nfsrahead)")
               << Qt::endl
               << QString::fromUtf8(ruleTable.toUtf8());
    }
    for (const NfsMount &mount : mounts.mounts()) {
        const ReadaheadChoice choice = ReadaheadConfig::readaheadForMount(conf, rules, mount);
        if (choice.source == ReadaheadChoice::Source::Rule)
            stream << Text::tr("%1 gets %2 KiB when mounted again (rule %3 at %4)")
                          .arg(printable(mount.mountpoint))
                          .arg(choice.kib)
                          .arg(QString::fromUtf8(choice.key), conf.location(*choice.definition))
                   << Qt::endl;
    }
    if (!warnings.isEmpty()) {
        stream << Qt::endl << Text::tr("Warnings:") << Qt::endl;
        for (const QString &warning : warnings)
            stream << QStringLiteral("  ") << warning << Qt::endl;
    }
}

} // namespace nfstuner::cli
