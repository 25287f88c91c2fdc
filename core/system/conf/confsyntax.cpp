// SPDX-License-Identifier: GPL-2.0-or-later
// The rules below follow conf_parse() and conf_parse_line() of nfs-utils
// 2.6.2 (support/nfs/conffile.c). Where nfs.conf(5) and the program differ,
// this follows the program; tests/conf/tst_nfsconf_differential checks every
// rule against the installed nfsconf. Rules the man page does not tell:
//  - A value is cut at the first '#' and then at the first ';' (inline
//    comments): "nfs=15000 # v3" is 15000. Quoted values are not cut.
//  - A backslash right before a newline joins the next line; both bytes
//    become spaces. This applies to comments too: "# x\<nl>nfs=1" is a
//    comment (case "continued-comment").
//  - A last line without a newline is ignored ("last-line-unterminated").
//  - Bytes after a NUL are never read (the file is a C string).
//  - "[s "a]" (no closing quote) opens section s without an argument.
//  - "key=" and "key= # c" set nothing, and do not unset an earlier value.
//  - Trailing whitespace of an unquoted value is trimmed, but never its first
//    byte: "key=\r<nl>" (CRLF, empty value) sets the value "\r".
#include "conf/confsyntax.h"

#include "conf/cbytes.h"

#include <QCoreApplication>

namespace nfstuner {

namespace {

using cbytes::isBlank;
using cbytes::isSpace;

// Why a line is ignored, in the parser's translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::ConfSyntax)
};

qsizetype indexIn(QByteArrayView text, char c, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i) {
        if (text[i] == c)
            return i;
    }
    return -1;
}

ConfLine ignored(ConfLine line, const char *why)
{
    line.kind = ConfLine::Kind::Ignored;
    line.problem = Text::tr(why);
    return line;
}

void parseHeader(ConfLine &line, QByteArrayView text, qsizetype i)
{
    const qsizetype n = text.size();
    line.kind = ConfLine::Kind::Section;
    line.section.reset(); // a header always closes the previous section
    ++i;
    while (i < n && isBlank(text[i]))
        ++i;
    const qsizetype close = indexIn(text, ']', i, n);
    if (close < 0) {
        line.problem = Text::tr("no closing ']': lines up to the next section are ignored");
        return;
    }
    qsizetype nameEnd = close;
    while (nameEnd > i && isBlank(text[nameEnd - 1]))
        --nameEnd;
    const qsizetype quote = indexIn(text, '"', i, nameEnd);
    if (quote < 0) {
        line.section = ConfSection{text.sliced(i, nameEnd - i).toByteArray(), std::nullopt};
        return;
    }
    // conffile.c trims blanks before the quote with "ptr > line": never the
    // first byte of the name.
    qsizetype sectionEnd = quote;
    while (sectionEnd - 1 > i && isBlank(text[sectionEnd - 1]))
        --sectionEnd;
    ConfSection section{text.sliced(i, sectionEnd - i).toByteArray(), std::nullopt};
    const qsizetype closeQuote = indexIn(text, '"', quote + 1, nameEnd);
    if (closeQuote < 0)
        line.problem = Text::tr("no closing '\"' in the section name: its argument is ignored");
    else
        section.arg = text.sliced(quote + 1, closeQuote - quote - 1).toByteArray();
    line.section = std::move(section);
}

} // namespace

ConfLine parseConfLineText(QByteArrayView text, const std::optional<ConfSection> &context)
{
    ConfLine line;
    line.section = context;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n && isSpace(text[i]))
        ++i;
    if (i == n) {
        line.kind = ConfLine::Kind::Blank;
        return line;
    }
    if (text[i] == '#' || text[i] == ';') {
        line.kind = ConfLine::Kind::Comment;
        return line;
    }
    if (text[i] == '[') {
        parseHeader(line, text, i);
        return line;
    }

    const qsizetype equals = indexIn(text, '=', i, n);
    if (equals < 0)
        return ignored(
            std::move(line),
            QT_TRANSLATE_NOOP("nfstuner::ConfSyntax", "not a section, a comment or an assignment"));
    if (!context)
        return ignored(std::move(line), QT_TRANSLATE_NOOP("nfstuner::ConfSyntax",
                                                          "an assignment outside any section"));

    qsizetype keyEnd = equals;
    while (keyEnd > i && isBlank(text[keyEnd - 1]))
        --keyEnd;
    line.key = text.sliced(i, keyEnd - i).toByteArray();

    qsizetype v = equals + 1;
    while (v < n && isBlank(text[v]))
        ++v;
    qsizetype valueEnd = n;
    if (v < n && (text[v] == '"' || text[v] == '\'')) {
        line.quote = text[v];
        ++v;
        valueEnd = indexIn(text, line.quote, v, n);
        if (valueEnd < 0)
            return ignored(std::move(line),
                           QT_TRANSLATE_NOOP("nfstuner::ConfSyntax", "unmatched quotes"));
    } else {
        const qsizetype hash = indexIn(text, '#', v, n);
        if (hash >= 0)
            valueEnd = hash;
        const qsizetype semicolon = indexIn(text, ';', v, valueEnd);
        if (semicolon >= 0)
            valueEnd = semicolon;
        while (valueEnd - 1 > v && isSpace(text[valueEnd - 1]))
            --valueEnd;
    }
    line.value = text.sliced(v, valueEnd - v).toByteArray();
    line.valueBegin = v;
    line.valueEnd = valueEnd;

    if (line.key.isEmpty())
        return ignored(std::move(line),
                       QT_TRANSLATE_NOOP("nfstuner::ConfSyntax", "an assignment without a name"));
    if (cbytes::equalsIgnoringCase(line.key, "include")) {
        line.kind = ConfLine::Kind::Include;
        return line;
    }
    line.kind = ConfLine::Kind::Assignment;
    if (line.value.isEmpty())
        line.problem = Text::tr("an empty value: nfs-utils ignores the assignment");
    return line;
}

QList<ConfLine> parseConfLines(const QByteArray &content,
                               const std::optional<ConfSection> &inherited)
{
    QList<ConfLine> lines;
    // conffile.c reads the file as a C string: nothing after a NUL exists.
    const qsizetype nul = content.indexOf('\0');
    const qsizetype size = nul < 0 ? content.size() : nul;

    std::optional<ConfSection> section = inherited;
    int sectionLine = -1;
    int physicalLine = 1;
    qsizetype start = 0;
    int startLine = 1;
    bool continued = false;
    auto finishLine = [&](qsizetype end, bool terminated) {
        // The logical line's text: continuation pairs "\\\n" read as two spaces.
        const qsizetype textEnd = terminated ? end - 1 : end;
        QByteArray text = content.sliced(start, textEnd - start);
        if (continued) {
            for (qsizetype k = 0; k + 1 < text.size(); ++k) {
                if (text[k] == '\\' && text[k + 1] == '\n')
                    text[k] = text[k + 1] = ' ';
            }
        }
        ConfLine line = parseConfLineText(text, section);
        if (line.valueBegin >= 0 && !continued) {
            line.valueBegin += start;
            line.valueEnd += start;
        } else {
            line.valueBegin = line.valueEnd = -1;
        }
        line.begin = start;
        line.end = end;
        line.firstLine = startLine;
        line.lastLine = physicalLine;
        line.terminated = terminated;
        line.crlf = terminated && textEnd > start && content[textEnd - 1] == '\r';
        if (!terminated) {
            line.kind = ConfLine::Kind::Ignored;
            line.problem = Text::tr("the last line has no newline: nfs-utils ignores it");
        } else if (line.kind == ConfLine::Kind::Section) {
            section = line.section;
            sectionLine = int(lines.size());
        }
        line.sectionLine = line.kind == ConfLine::Kind::Section ? int(lines.size()) : sectionLine;
        lines.append(std::move(line));
    };

    for (qsizetype i = 0; i < size; ++i) {
        if (content[i] != '\n')
            continue;
        if (i > 0 && content[i - 1] == '\\') {
            continued = true; // the line goes on
        } else {
            finishLine(i + 1, true);
            start = i + 1;
            startLine = physicalLine + 1;
            continued = false;
        }
        ++physicalLine;
    }
    if (start < size)
        finishLine(size, false);
    // Bytes after a NUL are kept as one ignored tail so that edits keep them.
    if (size < content.size()) {
        ConfLine tail;
        tail.kind = ConfLine::Kind::Ignored;
        tail.problem = Text::tr("bytes after a NUL byte: nfs-utils never reads them");
        tail.begin = size;
        tail.end = content.size();
        tail.firstLine = tail.lastLine = physicalLine;
        tail.terminated = content.endsWith('\n');
        tail.sectionLine = sectionLine;
        tail.section = section;
        lines.append(std::move(tail));
    }
    return lines;
}

} // namespace nfstuner
