// SPDX-License-Identifier: GPL-2.0-or-later
#include "views/mounttableview.h"

#include "models/mounttablemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QScopedValueRollback>

namespace nfstuner {

MountTableView::MountTableView(const MountTableModel &mounts, QWidget *parent)
    : QTableView(parent)
    , m_mounts(mounts)
{
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setSectionsMovable(true);
    // Fitting columns measures this many rows, not all of a thousand mounts.
    horizontalHeader()->setResizeContentsPrecision(100);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int, int size) {
                if (!m_stretching && m_baseWidths.contains(column))
                    m_baseWidths.insert(column, size);
            });
}

bool MountTableView::restoreLayout(const QByteArray &state)
{
    m_layoutRestored = horizontalHeader()->restoreState(state);
    return m_layoutRestored;
}

void MountTableView::rowsChanged()
{
    if (!m_rowsFitted && m_mounts.rowCount() > 0) {
        m_rowsFitted = true;
        fitColumns();
    }
}

void MountTableView::ratesChanged()
{
    if (!m_ratesFitted && m_mounts.rowCount() > 0 &&
        m_mounts.index(0, MountTableModel::ReadRate).data().toString() != QStringLiteral("–")) {
        m_ratesFitted = true;
        if (!m_layoutRestored)
            fitColumns();
    }
}

void MountTableView::setColumnShown(int column, bool shown)
{
    setColumnHidden(column, !shown);
    if (shown && columnWidth(column) < 20)
        resizeColumnToContents(column);
    stretchColumns();
}

void MountTableView::fitColumns()
{
    const QFontMetrics metrics = fontMetrics();
    const int padding = 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    for (int column = 0; column < MountTableModel::ColumnCount; ++column) {
        if (isColumnHidden(column))
            continue;
        if (!m_layoutRestored)
            resizeColumnToContents(column);
        // Never narrower than the header, in any language.
        setColumnWidth(column,
                       std::max(columnWidth(column), horizontalHeader()->sectionSizeHint(column)));
    }
    if (!m_layoutRestored) {
        // Rates grow: room for them without "…".
        const int wide = metrics.horizontalAdvance(QStringLiteral("8,888.8 MB/s")) + padding;
        for (int column : {MountTableModel::ReadRate, MountTableModel::WriteRate})
            setColumnWidth(column, std::max(columnWidth(column), wide));
        // Advice comes once a window of reads filled: room for it now.
        int advice = 0;
        for (const QString &text : MountTableModel::widestAdvice())
            advice = std::max(advice, metrics.horizontalAdvance(text));
        setColumnWidth(MountTableModel::Advice,
                       std::max(columnWidth(MountTableModel::Advice), advice + padding));
        // Text columns: measured over every row, not only the first hundred.
        for (int column : {MountTableModel::MountPoint, MountTableModel::Source}) {
            int widest = 0;
            for (int row = 0; row < m_mounts.rowCount(); ++row)
                widest = std::max(widest, metrics.horizontalAdvance(
                                              m_mounts.index(row, column).data().toString()));
            const int cap = std::max(200, viewport()->width() * 2 / 5);
            setColumnWidth(column, std::max(columnWidth(column), std::min(widest + padding, cap)));
        }
    }
    m_baseWidths.clear();
    stretchColumns();
}

void MountTableView::stretchColumns()
{
    QList<int> text;
    for (int column : {MountTableModel::Source, MountTableModel::MountPoint}) {
        if (!isColumnHidden(column))
            text.append(column);
    }
    if (text.isEmpty() || m_mounts.rowCount() == 0)
        return;
    int used = 0;
    for (int column = 0; column < MountTableModel::ColumnCount; ++column) {
        if (!isColumnHidden(column))
            used += text.contains(column) ? m_baseWidths.value(column, columnWidth(column))
                                          : columnWidth(column);
    }
    const int spare = std::max(0, viewport()->width() - used);
    const QScopedValueRollback stretching(m_stretching, true);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const int base = m_baseWidths.value(text[i], columnWidth(text[i]));
        m_baseWidths.insert(text[i], base);
        setColumnWidth(text[i],
                       base + int(spare / text.size()) + (i == 0 ? int(spare % text.size()) : 0));
    }
}

bool MountTableView::viewportEvent(QEvent *event)
{
    const bool handled = QTableView::viewportEvent(event);
    if (event->type() == QEvent::Resize)
        stretchColumns();
    return handled;
}

} // namespace nfstuner
