// SPDX-License-Identifier: GPL-2.0-or-later
#include "configjson.h"

#include "cli.h"

#include "base/atomicfilereplace.h"
#include "conf/readaheadconfig.h"
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

QJsonObject choiceToJson(const ReadaheadChoice &choice)
{
    return QJsonObject{
        {QStringLiteral("kib"), choice.kib},
        {QStringLiteral("source"), choice.source == ReadaheadChoice::Source::Config
                                       ? QStringLiteral("config")
                                       : QStringLiteral("built-in default")},
        {QStringLiteral("key"), choice.key.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                     : QJsonValue(QString::fromUtf8(choice.key))},
    };
}

} // namespace

QJsonObject readaheadConfigToJson(const NfsConf &conf)
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
        {QStringLiteral("diagnostics"), diagnostics},
    };
}

void printReadaheadConfig(const NfsConf &conf, QTextStream &stream)
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
    if (!warnings.isEmpty()) {
        stream << Qt::endl << Text::tr("Warnings:") << Qt::endl;
        for (const QString &warning : warnings)
            stream << QStringLiteral("  ") << warning << Qt::endl;
    }
}

} // namespace nfstuner::cli
