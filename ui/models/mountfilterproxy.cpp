// SPDX-License-Identifier: GPL-2.0-or-later
#include "models/mountfilterproxy.h"

#include "models/mounttablemodel.h"

namespace nfstuner {

MountFilterProxy::MountFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(MountTableModel::SortRole);
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    // Rates change every second: re-sorting follows, filtering by the
    // attention flag too.
    setDynamicSortFilter(true);
}

void MountFilterProxy::setAttentionOnly(bool only)
{
    if (only == m_attentionOnly)
        return;
    m_attentionOnly = only;
    invalidateRowsFilter();
}

bool MountFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_attentionOnly && !sourceModel()
                                ->index(sourceRow, 0, sourceParent)
                                .data(MountTableModel::AttentionRole)
                                .toBool())
        return false;
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace nfstuner
