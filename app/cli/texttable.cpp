// SPDX-License-Identifier: GPL-2.0-or-later
#include "texttable.h"

#include <algorithm>

namespace nfstuner::cli {

namespace {

qsizetype characters(QByteArrayView utf8)
{
    // Every byte but UTF-8 continuation bytes starts a character.
    return std::count_if(utf8.begin(), utf8.end(),
                         [](char c) { return (uchar(c) & 0xc0) != 0x80; });
}

} // namespace

TextTable::TextTable(const QStringList &header)
{
    addRow(header);
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
    const size_t column = m_cells.size() - (m_rowEnds.empty() ? 0 : m_rowEnds.back());
    const Cell cell{qsizetype(m_text.size()), utf8.size(), characters(utf8)};
    m_text.append(utf8.data(), size_t(utf8.size()));
    m_cells.push_back(cell);
    if (column == m_widths.size())
        m_widths.push_back(0);
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
        for (size_t i = first; i + 1 < end; ++i)
            total += m_widths[i - first] + 2 - m_cells[i].width;
        first = end;
    }
    QByteArray result(total, Qt::Uninitialized);
    char *out = result.data();
    first = 0;
    for (const size_t end : m_rowEnds) {
        for (size_t i = first; i < end; ++i) {
            const Cell &cell = m_cells[i];
            out = std::copy_n(m_text.data() + cell.offset, cell.size, out);
            if (i + 1 < end)
                out = std::fill_n(out, m_widths[i - first] + 2 - cell.width, ' ');
        }
        *out++ = '\n';
        first = end;
    }
    return result;
}

} // namespace nfstuner::cli
