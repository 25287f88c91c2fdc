// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// The section a line belongs to. `name` is as written (nfs-utils compares
// section names case-insensitively and stores them lower-cased).
struct ConfSection
{
    QByteArray name;
    std::optional<QByteArray> arg; // [name "arg"]
};

// One logical line of an nfs.conf file, read exactly as nfs-utils 2.6.2's
// conffile.c reads it, with the byte range it came from so that an editor can
// change it and keep every other byte.
struct ConfLine
{
    enum class Kind
    {
        Blank,
        Comment,    // '#' or ';' after optional whitespace
        Section,    // a header; `section` is what it opens (none when broken)
        Assignment, // key = value inside a section
        Include,    // include = [-]path inside a section
        Ignored,    // anything nfs-utils warns about and skips; see `problem`
    };

    Kind kind = Kind::Blank;
    int firstLine = 0; // 1-based physical line numbers; several when continued
    int lastLine = 0;
    qsizetype begin = 0; // the bytes of the whole logical line, terminator included
    qsizetype end = 0;
    bool terminated = true; // false for a last line without a newline (ignored)
    bool crlf = false;      // the line ends in "\r\n"

    // Section: the section opened. Assignment, Include: the section they are
    // in. nullopt: no section (before the first header, or after a broken one).
    std::optional<ConfSection> section;
    int sectionLine = -1; // index of the header line this line falls under

    QByteArray key;   // as written, blanks trimmed
    QByteArray value; // quotes removed, inline comment and trailing space cut
    // Where `value` sits in the file, for single-line assignments; -1 otherwise.
    qsizetype valueBegin = -1;
    qsizetype valueEnd = -1;
    char quote = 0; // '"' or '\'' when the value was quoted

    QString problem; // why nfs-utils ignores or warns about this line

    // An assignment nfs-utils stores: it drops empty values.
    bool isEffectiveAssignment() const { return kind == Kind::Assignment && !value.isEmpty(); }
};

// Splits a file into ConfLines. `inherited` is the section an included file
// starts in (nfs-utils hands the includer's current section down).
QList<ConfLine> parseConfLines(const QByteArray &content,
                               const std::optional<ConfSection> &inherited = std::nullopt);

// Parses one logical line's text (no terminator) in a section context, as
// conf_parse_line() does; positions in the result are offsets into `text`.
ConfLine parseConfLineText(QByteArrayView text, const std::optional<ConfSection> &context);

} // namespace nfstuner
