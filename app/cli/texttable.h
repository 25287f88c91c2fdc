// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <initializer_list>
#include <string>
#include <vector>

namespace nfstuner::cli {

// A plain left-aligned text table with a header row, columns two spaces
// apart. Cells are kept as UTF-8 in one buffer: `stats` prints a thousand
// rows every second, and a string per cell showed in its profile.
class TextTable
{
public:
    explicit TextTable(const QStringList &header);
    void addRow(const QStringList &cells);
    void addRow(std::initializer_list<QByteArrayView> utf8Cells);
    // The whole table, each line ending in a newline.
    QByteArray toUtf8() const;

private:
    struct Cell
    {
        qsizetype offset;
        qsizetype size;
        qsizetype width; // in characters (code points)
    };
    void addCell(QByteArrayView utf8);
    void endRow();

    // Standard containers: their appends are inline, Qt 6.4's are calls.
    std::string m_text;
    std::vector<Cell> m_cells;
    std::vector<size_t> m_rowEnds;   // index in m_cells after each row's last cell
    std::vector<qsizetype> m_widths; // of each column
};

} // namespace nfstuner::cli
