// SPDX-License-Identifier: GPL-2.0-or-later
#include "texttable.h"

#include <algorithm>

namespace nfstuner::cli {

TextTable::TextTable(QStringList header)
{
    m_rows.append(std::move(header));
}

void TextTable::addRow(QStringList cells)
{
    m_rows.append(std::move(cells));
}

void TextTable::print(QTextStream &stream) const
{
    QList<qsizetype> widths;
    for (const QStringList &row : m_rows) {
        widths.resize(std::max(widths.size(), row.size()));
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    }
    QString line;
    for (const QStringList &row : m_rows) {
        line.clear();
        for (qsizetype i = 0; i < row.size(); ++i) {
            line += row[i];
            if (i + 1 < row.size())
                line.resize(line.size() + widths[i] + 2 - row[i].size(), QLatin1Char(' '));
        }
        line += QLatin1Char('\n');
        stream << line; // one write at the end, not one per line
    }
    stream.flush();
}

} // namespace nfstuner::cli
