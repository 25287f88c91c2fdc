// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsconfeditor.h"

#include "conf/cbytes.h"
#include "conf/confsyntax.h"
#include "conf/nfsconf.h"
#include "conf/nfsconfloader.h"

#include <QLocale>
#include <QMap>

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

bool hasControlBytes(const QByteArray &text, bool allowTab)
{
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && !(allowTab && c == '\t')) || u == 0x7f)
            return true;
    }
    return false;
}

// The value as it must be written for conf_parse_line() to read it back.
QByteArray formatValue(const QByteArray &value)
{
    const bool plain = !cbytes::isSpace(value.front()) && !cbytes::isSpace(value.back()) &&
                       !value.contains('#') && !value.contains(';') && value.front() != '"' &&
                       value.front() != '\'';
    if (plain)
        return value;
    return value.contains('"') ? '\'' + value + '\'' : '"' + value + '"';
}

bool sectionMatches(const std::optional<ConfSection> &section, const ConfEdit &edit)
{
    if (!section || !equalsIgnoringCase(section->name, edit.section))
        return false;
    if (section->arg.has_value() != edit.arg.has_value())
        return false;
    return !edit.arg || equalsIgnoringCase(*section->arg, *edit.arg);
}

QByteArray terminator(const ConfLine &line)
{
    return line.crlf ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
}

// is_comment() of conffile.c's writer: blanks, then '#'.
bool isWriterComment(QByteArrayView text)
{
    qsizetype i = 0;
    while (i < text.size() && cbytes::isBlank(text[i]))
        ++i;
    return i < text.size() && text[i] == '#';
}

bool isBlankText(QByteArrayView text)
{
    for (char c : text) {
        if (!cbytes::isSpace(c))
            return false;
    }
    return true;
}

// The text of a line with the new value in place of the old one; `text` is
// the line without its terminator and `begin`/`end` the old value in it.
QByteArray replaceValue(QByteArrayView text, qsizetype begin, qsizetype end, char quote,
                        const QByteArray &value)
{
    QByteArray replacement;
    if (quote && !value.contains(quote)) {
        replacement = value; // stays inside the existing quotes
    } else {
        if (quote) {
            --begin;
            ++end;
        }
        replacement = formatValue(value);
        // "nfs= # note": keep the comment apart from the new value.
        if (begin == end && end < text.size() && !cbytes::isSpace(text[end]))
            replacement += ' ';
    }
    return text.first(begin).toByteArray() + replacement + text.sliced(end).toByteArray();
}

struct Change
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QByteArray text;
};

class Edit
{
public:
    Edit(const QByteArray &content, const ConfEdit &edit)
        : m_content(content)
        , m_edit(edit)
        , m_lines(parseConfLines(content))
    {
        m_nul = content.indexOf('\0');
    }

    Result<QByteArray> run()
    {
        QList<int> active;
        int firstSection = -1;
        for (int i = 0; i < m_lines.size(); ++i) {
            const ConfLine &line = m_lines[i];
            if (firstSection < 0 && line.kind == Kind::Section &&
                sectionMatches(line.section, m_edit))
                firstSection = i;
            if (line.kind == Kind::Assignment && sectionMatches(line.section, m_edit) &&
                equalsIgnoringCase(line.key, m_edit.key))
                active.append(i);
        }
        if (!m_edit.value) {
            QList<Change> changes;
            for (int i : active)
                changes.append(Change{m_lines[i].begin, m_lines[i].end, QByteArray()});
            return applied(changes);
        }
        if (!active.isEmpty())
            return applied({replaceAssignment(m_lines[active.last()])});
        if (firstSection >= 0) {
            if (const auto change = takeOverExample(firstSection))
                return applied({*change});
            return insertIntoSection(firstSection);
        }
        return appendSection();
    }

private:
    Change replaceAssignment(const ConfLine &line) const
    {
        if (line.valueBegin >= 0) {
            // A "\r" before the newline stays part of the text: it may even be
            // the value ("k=\r\n" sets "\r").
            const qsizetype textEnd = line.end - (line.terminated ? 1 : 0);
            const QByteArrayView text(m_content.constData() + line.begin, textEnd - line.begin);
            return Change{line.begin, textEnd,
                          replaceValue(text, line.valueBegin - line.begin,
                                       line.valueEnd - line.begin, line.quote, *m_edit.value)};
        }
        // Continued over several lines: one fresh line instead.
        return Change{line.begin, line.end, newLine(terminator(line))};
    }

    std::optional<Change> takeOverExample(int header) const
    {
        for (int i = header + 1; i < m_lines.size() && m_lines[i].sectionLine == header; ++i) {
            const ConfLine &line = m_lines[i];
            if (line.kind != Kind::Comment || line.firstLine != line.lastLine || !line.terminated)
                continue;
            const qsizetype textEnd = line.end - 1;
            const QByteArrayView text(m_content.constData() + line.begin, textEnd - line.begin);
            const qsizetype hash = text.indexOf('#');
            if (hash < 0 || !isBlankText(text.first(hash)))
                continue; // ';' comments are not examples to nfsconf
            qsizetype rest = hash + 1;
            while (rest < text.size() && cbytes::isBlank(text[rest]))
                ++rest;
            const ConfLine example = parseConfLineText(text.sliced(rest), line.section);
            if (example.kind != Kind::Assignment || !equalsIgnoringCase(example.key, m_edit.key))
                continue;
            const QByteArray uncommented =
                replaceValue(text.sliced(rest), example.valueBegin, example.valueEnd, example.quote,
                             *m_edit.value);
            return Change{line.begin + hash, textEnd, uncommented};
        }
        return std::nullopt;
    }

    Result<QByteArray> insertIntoSection(int header) const
    {
        int tail = header;
        for (int i = header + 1; i < m_lines.size() && m_lines[i].sectionLine == header; ++i)
            tail = i;
        // As nfsconf: step back over trailing comments, then blank lines; they
        // usually belong to the next section.
        while (tail > header && isWriterComment(lineText(tail)))
            --tail;
        while (tail > header && isBlankText(lineText(tail)))
            --tail;
        const ConfLine &after = m_lines[tail];
        if (!after.terminated || (m_nul >= 0 && after.end > m_nul))
            return unterminatedError();
        return applied({Change{after.end, after.end, newLine(terminator(after))}});
    }

    Result<QByteArray> appendSection() const
    {
        QByteArray eol = QByteArrayLiteral("\n");
        QByteArray text;
        if (!m_lines.isEmpty()) {
            const ConfLine &last = m_lines.last();
            if (!last.terminated || m_nul >= 0)
                return unterminatedError();
            eol = terminator(last);
            if (!isBlankText(lineText(int(m_lines.size() - 1))))
                text += eol;
        }
        text += '[' + m_edit.section;
        if (m_edit.arg)
            text += " \"" + *m_edit.arg + '"';
        text += ']' + eol + newLine(eol);
        return applied({Change{m_content.size(), m_content.size(), text}});
    }

    QByteArray newLine(const QByteArray &eol) const
    {
        return m_edit.key + " = " + formatValue(*m_edit.value) + eol;
    }

    QByteArrayView lineText(int index) const
    {
        const ConfLine &line = m_lines[index];
        return QByteArrayView(m_content.constData() + line.begin, line.end - line.begin);
    }

    Error unterminatedError() const
    {
        return invalid(
            m_nul >= 0 ? NfsConfEditor::tr("the file holds a NUL byte and nfs-utils stops reading "
                                           "there: remove it, then try again")
                       : NfsConfEditor::tr("the last line has no newline and nfs-utils ignores "
                                           "it: end it with a newline or remove it, then try "
                                           "again"));
    }

    Result<QByteArray> applied(const QList<Change> &changes) const
    {
        QByteArray result = m_content;
        // Back to front, so earlier offsets stay valid.
        for (auto it = changes.crbegin(); it != changes.crend(); ++it)
            result.replace(it->begin, it->end - it->begin, it->text);
        return result;
    }

    const QByteArray &m_content;
    const ConfEdit &m_edit;
    QList<ConfLine> m_lines;
    qsizetype m_nul = -1;
};

// Refuses a result that does not read back as exactly the intended change.
Result<void> verify(const QByteArray &before, const QByteArray &after, const ConfEdit &edit)
{
    const NfsConf old = NfsConfLoader::parseContent(before);
    const NfsConf now = NfsConfLoader::parseContent(after);
    const auto sameTarget = [&edit](const ConfDefinition &d) {
        return equalsIgnoringCase(d.section, edit.section) && equalsIgnoringCase(d.tag, edit.key);
    };
    const ConfDefinition *found = now.binding(edit.section, edit.arg, edit.key);
    if (edit.value) {
        if (!found || found->value != *edit.value) {
            const auto others = now.history(edit.section, edit.key);
            return invalid(NfsConfEditor::tr("the new value would be overridden in the same file "
                                             "(line %1): edit that line instead")
                               .arg(others.isEmpty() ? 0 : others.last()->line));
        }
    } else if (found) {
        return invalid(NfsConfEditor::tr("the key stays set by line %1").arg(found->line));
    }
    // Every other stored setting is the same, in both directions.
    auto othersOf = [&sameTarget](const NfsConf &conf) {
        QMap<QByteArray, QPair<std::optional<QByteArray>, QByteArray>> settings;
        for (const ConfDefinition &d : conf.definitions()) {
            if (!sameTarget(d) && conf.binding(d.section, d.arg, d.tag) == &d)
                settings.insert(d.section + '\0' + cbytes::toLower(d.tag), {d.arg, d.value});
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
    if (!isName(edit.key) || equalsIgnoringCase(edit.key, "include"))
        return invalid(tr("invalid key \"%1\": use letters, digits, '.', '_' or '-'")
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
    auto result = Edit(content, edit).run();
    if (!result)
        return result;
    if (const auto checked = verify(content, *result, edit); !checked)
        return checked.error();
    return result;
}

Result<std::optional<QByteArray>>
NfsConfEditor::applyToFile(const std::optional<QByteArray> &content, const QList<ConfEdit> &edits)
{
    std::optional<QByteArray> current = content;
    for (const ConfEdit &edit : edits) {
        if (const auto valid = validate(edit); !valid)
            return valid.error();
        if (!current && !edit.value)
            continue; // unsetting in a file that does not exist: nothing to do
        // A new file is the empty file with the section appended, which is
        // what nfsconf writes when it creates one.
        auto next = apply(current.value_or(QByteArray()), edit);
        if (!next)
            return next.error();
        current = std::move(next).value();
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
        if (it->kind != Kind::Comment || !isWriterComment(text))
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
        if (!isBlankText(last) && !isWriterComment(last))
            result += '\n';
    }
    return result + stamp + '\n';
}

} // namespace nfstuner
