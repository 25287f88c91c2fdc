// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/confplacement.h"

#include "conf/cbytes.h"
#include "conf/confsyntax.h"

namespace nfstuner {

namespace {

using cbytes::equalsIgnoringCase;
using ConfPlacement::isBlankText;
using ConfPlacement::isWriterComment;
using Kind = ConfLine::Kind;

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
        return Error{
            Error::Code::InvalidArgument,
            m_nul >= 0 ? NfsConfEditor::tr("the file holds a NUL byte and nfs-utils stops reading "
                                           "there: remove it, then try again")
                       : NfsConfEditor::tr("the last line has no newline and nfs-utils ignores "
                                           "it: end it with a newline or remove it, then try "
                                           "again")};
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

} // namespace

namespace ConfPlacement {

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

Result<QByteArray> place(const QByteArray &content, const ConfEdit &edit)
{
    return Edit(content, edit).run();
}

} // namespace ConfPlacement

} // namespace nfstuner
