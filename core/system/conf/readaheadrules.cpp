// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/readaheadrules.h"

#include "conf/cbytes.h"
#include "tuning/tuninglimits.h"

#include <QSet>

namespace nfstuner {

namespace {

bool allowedKeyCharacter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '_' || c == ':' || c == '/' || c == '@' || c == '+' || c == '-';
}

// "/export/" and "/export" are one export; "/" stays "/".
QString withoutTrailingSlash(QString path)
{
    while (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

} // namespace

Result<ReadaheadRule::Kind> ReadaheadRule::classify(QByteArrayView key)
{
    if (key.isEmpty())
        return Error{Error::Code::InvalidArgument, tr("a rule needs a key")};
    if (key.size() > MaxKeyLength)
        return Error{Error::Code::InvalidArgument,
                     tr("a rule's key has at most %1 characters").arg(MaxKeyLength)};
    for (const char c : key) {
        if (!allowedKeyCharacter(c))
            return Error{Error::Code::InvalidArgument,
                         tr("\"%1\" cannot be a rule's key: only letters, digits and . _ : / @ + - "
                            "may be used")
                             .arg(QString::fromUtf8(key.toByteArray()).toHtmlEscaped())};
    }
    if (key.startsWith('/'))
        return Kind::MountPoint;
    const qsizetype split = key.indexOf(QByteArrayView(":/"));
    if (split == 0)
        return Error{Error::Code::InvalidArgument, tr("\"%1\" names an export without its server")
                                                       .arg(QString::fromUtf8(key.toByteArray()))};
    return split > 0 ? Kind::Export : Kind::Server;
}

std::optional<quint32> ReadaheadRule::parseKib(QByteArrayView value)
{
    const QByteArray trimmed = value.trimmed().toByteArray();
    if (trimmed.isEmpty() || trimmed.size() > 7 ||
        !std::all_of(trimmed.cbegin(), trimmed.cend(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const quint32 kib = trimmed.toUInt();
    if (kib > TuningLimits::MaxReadaheadKib)
        return std::nullopt;
    return kib;
}

Result<ReadaheadRule> ReadaheadRule::fromKey(QByteArrayView key)
{
    const auto kind = classify(key);
    if (!kind)
        return kind.error();
    ReadaheadRule rule;
    rule.kind = *kind;
    rule.key = key.toByteArray();
    const QString text = QString::fromUtf8(rule.key);
    if (rule.kind == Kind::MountPoint) {
        rule.mountpoint = text;
    } else if (rule.kind == Kind::Export) {
        const qsizetype split = text.indexOf(QLatin1String(":/"));
        rule.server = text.left(split);
        rule.exportPath = withoutTrailingSlash(text.mid(split + 1));
    } else {
        rule.server = text;
    }
    return rule;
}

QList<QByteArray> ReadaheadRule::keysFor(const NfsMount &mount)
{
    QList<QByteArray> keys;
    for (const QString &candidate :
         {mount.mountpoint, QString(mount.server + QLatin1Char(':') + mount.exportPath),
          mount.server}) {
        const QByteArray key = candidate.toUtf8();
        if (key == "nfs" || key == "nfs4" || key == "default" ||
            cbytes::equalsIgnoringCase(key, "include"))
            continue;
        const auto rule = fromKey(key);
        if (rule && rule->matches(mount) && !keys.contains(key))
            keys.append(key);
    }
    return keys;
}

bool ReadaheadRule::matches(const NfsMount &mount) const
{
    switch (kind) {
    case Kind::MountPoint:
        return mount.mountpoint == mountpoint;
    case Kind::Export:
        return mount.server.compare(server, Qt::CaseInsensitive) == 0 &&
               withoutTrailingSlash(mount.exportPath) == exportPath;
    case Kind::Server:
        return mount.server.compare(server, Qt::CaseInsensitive) == 0;
    }
    return false;
}

ReadaheadRules ReadaheadRules::fromConf(const NfsConf &conf)
{
    ReadaheadRules rules;
    QSet<QByteArray> seen;
    for (const ConfDefinition &definition : conf.definitions()) {
        if (!cbytes::equalsIgnoringCase(definition.section, ReadaheadRule::Section) ||
            seen.contains(definition.tag.toLower()))
            continue;
        seen.insert(definition.tag.toLower());
        const QList<const ConfDefinition *> history =
            conf.history(ReadaheadRule::Section, definition.tag);
        ReadaheadRule rule;
        rule.definition = *history.last();
        for (qsizetype i = 0; i + 1 < history.size(); ++i)
            rule.shadowed.append(*history[i]);
        rule.key = rule.definition.tag;
        const QString where = conf.location(rule.definition);
        const auto parsed = ReadaheadRule::fromKey(rule.key);
        if (!parsed) {
            rule.warnings.append(
                tr("%1: %2; the line is ignored").arg(where, parsed.error().message));
            rules.m_rules.append(rule);
            continue;
        }
        rule.kind = parsed->kind;
        rule.server = parsed->server;
        rule.exportPath = parsed->exportPath;
        rule.mountpoint = parsed->mountpoint;
        if (rule.definition.arg) {
            // [nfs-tuner "x"] keeps only the last of two equal keys of
            // different subsections: rules belong in the section itself.
            rule.warnings.append(tr("%1: a rule in a subsection ([%2 \"%3\"]) is ignored; write it "
                                    "in [%2]")
                                     .arg(where, QLatin1String(ReadaheadRule::Section),
                                          QString::fromUtf8(*rule.definition.arg)));
        } else {
            rule.kib = ReadaheadRule::parseKib(rule.definition.value);
            if (!rule.kib)
                rule.warnings.append(
                    tr("%1: \"%2\" is not a readahead in KiB (a plain number, 0 to %3); the rule "
                       "is ignored")
                        .arg(where, QString::fromUtf8(rule.definition.value))
                        .arg(TuningLimits::MaxReadaheadKib));
        }
        rules.m_rules.append(rule);
    }
    return rules;
}

ReadaheadRules ReadaheadRules::fromKeys(const QMap<QByteArray, quint32> &keys)
{
    ReadaheadRules rules;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        const auto parsed = ReadaheadRule::fromKey(it.key());
        if (!parsed)
            continue;
        ReadaheadRule rule = *parsed;
        rule.kib = it.value();
        rules.m_rules.append(rule);
    }
    return rules;
}

const ReadaheadRule *ReadaheadRules::ruleFor(const NfsMount &mount) const
{
    const ReadaheadRule *best = nullptr;
    for (const ReadaheadRule &rule : m_rules) {
        if (!rule.kib || rule.definition.arg || !rule.warnings.isEmpty() || !rule.matches(mount))
            continue;
        if (!best || rule.kind > best->kind)
            best = &rule;
    }
    return best;
}

QStringList ReadaheadRules::mountpointsDecidedBy(const ReadaheadRule &rule,
                                                 const QList<NfsMount> &mounts) const
{
    QStringList result;
    for (const NfsMount &mount : mounts) {
        if (ruleFor(mount) == &rule)
            result.append(mount.mountpoint);
    }
    return result;
}

QHash<const ReadaheadRule *, QStringList>
ReadaheadRules::decidedMountpoints(const QList<NfsMount> &mounts) const
{
    QHash<const ReadaheadRule *, QStringList> decided;
    for (const NfsMount &mount : mounts) {
        if (const ReadaheadRule *rule = ruleFor(mount))
            decided[rule].append(mount.mountpoint);
    }
    return decided;
}

QStringList ReadaheadRules::mountpointsDecidedIfWritten(const ReadaheadRule &proposed,
                                                        const QList<NfsMount> &mounts) const
{
    QStringList result;
    for (const NfsMount &mount : mounts) {
        const ReadaheadRule *now = ruleFor(mount);
        if (proposed.matches(mount) && (!now || now->kind <= proposed.kind))
            result.append(mount.mountpoint);
    }
    return result;
}

const ReadaheadRule *ReadaheadRules::find(QByteArrayView key) const
{
    for (const ReadaheadRule &rule : m_rules) {
        if (cbytes::equalsIgnoringCase(rule.key, key))
            return &rule;
    }
    return nullptr;
}

} // namespace nfstuner
