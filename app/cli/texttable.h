// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QStringList>
#include <QTextStream>

namespace nfstuner::cli {

// A plain left-aligned text table with a header row, columns two spaces apart.
class TextTable
{
public:
    explicit TextTable(QStringList header);
    void addRow(QStringList cells);
    void print(QTextStream &stream) const;

private:
    QList<QStringList> m_rows;
};

} // namespace nfstuner::cli
