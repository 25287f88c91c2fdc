// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <initializer_list>
#include <string>
#include <vector>

namespace nfstuner::cli {

// A plain text table with a header row, columns two spaces apart, lined up
// by display width (a CJK character takes two terminal cells), numbers
// right-aligned. Cells are kept as UTF-8 in one buffer: `stats` prints a
// thousand rows every second, and a string per cell showed in its profile.
class TextTable
{
public:
    explicit TextTable(const QStringList &header);
    // Columns aligned to the right (numbers); the others to the left.
    void setRightAligned(std::initializer_list<int> columns);
    // The terminal cells a UTF-8 string takes (wcwidth(3) in a UTF-8
    // locale, whatever the user's; an unprintable character counts one).
    static qsizetype displayWidth(QByteArrayView utf8);
    void addRow(const QStringList &cells);
    void addRow(std::initializer_list<QByteArrayView> utf8Cells);
    // The whole table, each line ending in a newline.
    QByteArray toUtf8() const;

private:
    struct Cell
    {
        qsizetype offset;
        qsizetype size;
        qsizetype width; // in terminal cells
    };
    void addCell(QByteArrayView utf8);
    void endRow();

    // Standard containers: their appends are inline, Qt 6.4's are calls.
    std::string m_text;
    std::vector<Cell> m_cells;
    std::vector<size_t> m_rowEnds;   // index in m_cells after each row's last cell
    std::vector<qsizetype> m_widths; // of each column
    std::vector<bool> m_right;       // of each column: aligned right
};

} // namespace nfstuner::cli
