// SPDX-License-Identifier: GPL-2.0-or-later
#include "texttable.h"

#include "base/printable.h"

#include <algorithm>
#include <clocale>
#include <cwchar>
#include <locale.h>

namespace nfstuner::cli {

namespace {

// wcwidth() answers for the thread's locale: a UTF-8 one is taken for it,
// so a table lines up whatever LC_CTYPE the user has.
locale_t utf8Locale()
{
    static const locale_t locale = [] {
        locale_t made = ::newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t(nullptr));
        return made ? made : ::newlocale(LC_CTYPE_MASK, "en_US.UTF-8", locale_t(nullptr));
    }();
    return locale;
}

} // namespace

qsizetype TextTable::displayWidth(QByteArrayView utf8)
{
    // Nearly every cell is ASCII: one cell per byte.
    if (std::all_of(utf8.begin(), utf8.end(), [](char c) { return uchar(c) < 0x80; }))
        return utf8.size();
    const locale_t locale = utf8Locale();
    const locale_t previous = locale ? ::uselocale(locale) : locale_t(nullptr);
    qsizetype width = 0;
    const QString text = QString::fromUtf8(utf8);
    for (const char32_t c : text.toUcs4()) {
        const int cells = ::wcwidth(wchar_t(c));
        width += cells < 0 ? 1 : cells;
    }
    if (locale)
        ::uselocale(previous);
    return width;
}

TextTable::TextTable(const QStringList &header)
{
    addRow(header);
}

void TextTable::setRightAligned(std::initializer_list<int> columns)
{
    for (const int column : columns) {
        if (size_t(column) < m_right.size())
            m_right[size_t(column)] = true;
    }
}

void TextTable::addRow(const QStringList &cells)
{
    for (const QString &cell : cells)
        addCell(cell.toUtf8());
    endRow();
}

void TextTable::addRow(std::initializer_list<QByteArrayView> utf8Cells)
{
    for (const QByteArrayView cell : utf8Cells)
        addCell(cell);
    endRow();
}

void TextTable::addCell(QByteArrayView utf8)
{
    // Cells hold outside text (labels, paths, names): escaped here, so no
    // command can print a control character by forgetting to.
    const bool hasControl = std::any_of(utf8.begin(), utf8.end(), [](char c) {
        return uchar(c) < 0x20 || uchar(c) == 0x7f || uchar(c) == 0xc2 || uchar(c) == 0xe2;
    });
    if (hasControl) {
        const QByteArray escaped = printableUtf8(utf8);
        if (escaped != utf8)
            return addCell(QByteArrayView(escaped)); // appended before `escaped` goes
    }
    const size_t column = m_cells.size() - (m_rowEnds.empty() ? 0 : m_rowEnds.back());
    const Cell cell{qsizetype(m_text.size()), utf8.size(), displayWidth(utf8)};
    m_text.append(utf8.data(), size_t(utf8.size()));
    m_cells.push_back(cell);
    if (column == m_widths.size()) {
        m_widths.push_back(0);
        m_right.push_back(false);
    }
    m_widths[column] = std::max(m_widths[column], cell.width);
}

void TextTable::endRow()
{
    m_rowEnds.push_back(m_cells.size());
}

QByteArray TextTable::toUtf8() const
{
    // Sized exactly first, then written through a pointer: appending piece
    // by piece cost more than everything else the table does.
    qsizetype total = qsizetype(m_text.size() + m_rowEnds.size());
    size_t first = 0;
    for (const size_t end : m_rowEnds) {
        for (size_t i = first; i < end; ++i) {
            const qsizetype pad = m_widths[i - first] - m_cells[i].width;
            total += (i + 1 < end ? pad + 2 : 0) + (i + 1 == end && m_right[i - first] ? pad : 0);
        }
        first = end;
    }
    QByteArray result(total, Qt::Uninitialized);
    char *out = result.data();
    first = 0;
    for (const size_t end : m_rowEnds) {
        for (size_t i = first; i < end; ++i) {
            const Cell &cell = m_cells[i];
            const size_t column = i - first;
            const qsizetype pad = m_widths[column] - cell.width;
            // The last column is not padded on the right: no trailing blanks.
            if (m_right[column])
                out = std::fill_n(out, pad, ' ');
            out = std::copy_n(m_text.data() + cell.offset, cell.size, out);
            if (i + 1 < end)
                out = std::fill_n(out, (m_right[column] ? 0 : pad) + 2, ' ');
        }
        *out++ = '\n';
        first = end;
    }
    Q_ASSERT(out == result.data() + result.size());
    return result;
}

} // namespace nfstuner::cli
