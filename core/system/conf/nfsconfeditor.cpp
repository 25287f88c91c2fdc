// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsconfeditor.h"

#include "conf/cbytes.h"
#include "conf/confplacement.h"
#include "conf/confsyntax.h"
#include "conf/nfsconf.h"
#include "conf/nfsconfloader.h"

#include <QLocale>
#include <QMap>
#include <QSet>

namespace nfstuner {

namespace {

using cbytes::equalsIgnoringCase;
using Kind = ConfLine::Kind;

Error invalid(const QString &message)
{
    return Error{Error::Code::InvalidArgument, message};
}

bool isNameByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-' || c == '.';
}

bool isName(const QByteArray &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    for (char c : name) {
        if (!isNameByte(c))
            return false;
    }
    return true;
}

// Keys may also name servers, exports and mount points ([nfs-tuner]
// rules); nfs-utils reads a key up to "=" whatever its bytes, but these
// are all the editor writes.
bool isKey(const QByteArray &key)
{
    if (key.isEmpty() || key.size() > 255)
        return false;
    for (char c : key) {
        if (!isNameByte(c) && c != ':' && c != '/' && c != '@' && c != '+')
            return false;
    }
    return true;
}

bool hasControlBytes(const QByteArray &text, bool allowTab)
{
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && !(allowTab && c == '\t')) || u == 0x7f)
            return true;
    }
    return false;
}

// Refuses a result that does not read back as exactly the intended
// changes: each edited key with its new value (or unset), and every other
// setting of the file as it was. Checked once for a whole batch, so that a
// file of hundreds of rules is not read twice per rule.
Result<void> verify(const QByteArray &before, const QByteArray &after, const QList<ConfEdit> &edits)
{
    const NfsConf old = NfsConfLoader::parseContent(before);
    const NfsConf now = NfsConfLoader::parseContent(after);
    QSet<QByteArray> targets;
    const auto targetOf = [](const QByteArray &section, const QByteArray &key) -> QByteArray {
        QByteArray target = cbytes::toLower(section);
        target += '\0';
        target += cbytes::toLower(key);
        return target;
    };
    for (const ConfEdit &edit : edits) {
        targets.insert(targetOf(edit.section, edit.key));
        const ConfDefinition *found = now.binding(edit.section, edit.arg, edit.key);
        if (edit.value) {
            if (!found || found->value != *edit.value) {
                const auto others = now.history(edit.section, edit.key);
                return invalid(NfsConfEditor::tr("the new value would be overridden in the same "
                                                 "file (line %1): edit that line instead")
                                   .arg(others.isEmpty() ? 0 : others.last()->line));
            }
        } else if (found) {
            return invalid(NfsConfEditor::tr("the key stays set by line %1").arg(found->line));
        }
    }
    // Every other stored setting is the same, in both directions.
    auto othersOf = [&](const NfsConf &conf) {
        QMap<QByteArray, QPair<std::optional<QByteArray>, QByteArray>> settings;
        for (const ConfDefinition &d : conf.definitions()) {
            if (!targets.contains(targetOf(d.section, d.tag)) &&
                conf.binding(d.section, d.arg, d.tag) == &d)
                settings.insert(cbytes::toLower(d.section) + '\0' +
                                    cbytes::toLower(d.arg.value_or(QByteArray())) + '\0' +
                                    cbytes::toLower(d.tag),
                                {d.arg, d.value});
        }
        return settings;
    };
    const auto oldSettings = othersOf(old);
    const auto newSettings = othersOf(now);
    if (oldSettings != newSettings) {
        for (auto it = oldSettings.cbegin(); it != oldSettings.cend(); ++it) {
            if (newSettings.value(it.key()) != it.value())
                return invalid(NfsConfEditor::tr("the edit would change [%1] %2 too: refused")
                                   .arg(QString::fromUtf8(it.key().split('\0').first()),
                                        QString::fromUtf8(it.key().split('\0').last())));
        }
        return invalid(NfsConfEditor::tr("the edit would add other settings: refused"));
    }
    return {};
}

} // namespace

Result<void> NfsConfEditor::validate(const ConfEdit &edit)
{
    if (!isName(edit.section))
        return invalid(tr("invalid section name \"%1\": use letters, digits, '.', '_' or '-'")
                           .arg(QString::fromUtf8(edit.section.left(80))));
    if (!isKey(edit.key) || equalsIgnoringCase(edit.key, "include"))
        return invalid(tr("invalid key \"%1\": use 1 to 255 letters, digits, '.', '_', '-', "
                          "':', '/', '@' or '+'")
                           .arg(QString::fromUtf8(edit.key.left(80))));
    if (edit.arg &&
        (edit.arg->isEmpty() || edit.arg->size() > 255 || hasControlBytes(*edit.arg, false) ||
         edit.arg->contains('"') || edit.arg->contains(']')))
        return invalid(tr("invalid section argument: 1 to 255 bytes without quotes, ']' or "
                          "control characters"));
    if (edit.value) {
        const QByteArray &value = *edit.value;
        if (value.isEmpty() || value.size() > 4096)
            return invalid(tr("a value must have 1 to 4096 bytes"));
        if (hasControlBytes(value, true))
            return invalid(tr("a value cannot hold newlines or other control characters"));
        if (value.contains('"') && value.contains('\''))
            return invalid(tr("a value cannot hold both kinds of quotes"));
    }
    return {};
}

Result<QByteArray> NfsConfEditor::apply(const QByteArray &content, const ConfEdit &edit)
{
    if (const auto valid = validate(edit); !valid)
        return valid.error();
    auto result = ConfPlacement::place(content, edit);
    if (!result)
        return result;
    if (const auto checked = verify(content, *result, {edit}); !checked)
        return checked.error();
    return result;
}

Result<std::optional<QByteArray>>
NfsConfEditor::applyToFile(const std::optional<QByteArray> &content, const QList<ConfEdit> &edits)
{
    std::optional<QByteArray> current = content;
    QList<ConfEdit> made;
    for (const ConfEdit &edit : edits) {
        if (const auto valid = validate(edit); !valid)
            return valid.error();
        if (!current && !edit.value)
            continue; // unsetting in a file that does not exist: nothing to do
        // A new file is the empty file with the section appended, which is
        // what nfsconf writes when it creates one.
        auto next = ConfPlacement::place(current.value_or(QByteArray()), edit);
        if (!next)
            return next.error();
        current = std::move(next).value();
        made.append(edit);
    }
    // A key edited twice reads back as its last value.
    QList<ConfEdit> last;
    QSet<QByteArray> seen;
    for (auto it = made.crbegin(); it != made.crend(); ++it) {
        QByteArray target = cbytes::toLower(it->section);
        target += '\0';
        target += cbytes::toLower(it->key);
        if (!seen.contains(target)) {
            seen.insert(target);
            last.append(*it);
        }
    }
    if (!made.isEmpty()) {
        if (const auto checked = verify(content.value_or(QByteArray()), *current, last); !checked)
            return checked.error();
    }
    return current;
}

QByteArray NfsConfEditor::withModifiedComment(const QByteArray &content, const QByteArray &info,
                                              const QDateTime &when)
{
    // make_timestamp(): "%b %d %Y %H:%M:%S" in the C locale.
    const QByteArray stamp =
        "# Modified: " + info + " on " +
        QLocale::c().toString(when, QStringLiteral("MMM dd yyyy HH:mm:ss")).toUtf8();
    const QList<ConfLine> lines = parseConfLines(content);
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        QByteArrayView text(content.constData() + it->begin, it->end - it->begin);
        if (it->terminated)
            text.chop(it->crlf ? 2 : 1);
        if (it->kind != Kind::Comment || !ConfPlacement::isWriterComment(text))
            continue;
        QByteArrayView rest = text.sliced(text.indexOf('#') + 1).trimmed();
        const qsizetype colon = rest.indexOf(':');
        if (colon > 0 && equalsIgnoringCase(rest.first(colon).trimmed(), "Modified")) {
            QByteArray result = content;
            result.replace(it->begin, text.size(), stamp);
            return result;
        }
    }
    QByteArray result = content;
    if (!lines.isEmpty()) {
        if (!lines.last().terminated)
            result += '\n';
        const QByteArrayView last(content.constData() + lines.last().begin,
                                  lines.last().end - lines.last().begin);
        if (!ConfPlacement::isBlankText(last) && !ConfPlacement::isWriterComment(last))
            result += '\n';
    }
    return result + stamp + '\n';
}

} // namespace nfstuner
