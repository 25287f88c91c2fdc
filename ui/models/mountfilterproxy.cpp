// SPDX-License-Identifier: GPL-2.0-or-later
#include "models/mountfilterproxy.h"

#include "models/mounttablemodel.h"

#include <QRegularExpression>

namespace nfstuner {

MountFilterProxy::MountFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(MountTableModel::SortRole);
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
    const QRegularExpression filter = filterRegularExpression();
    if (filter.pattern().isEmpty())
        return true;
    // What names a mount, as the field's hint says: mount point, server and
    // export, BDI (and version, protocol). Not the figures, or "12" would
    // match every "128 KiB".
    for (int column : {MountTableModel::MountPoint, MountTableModel::Source, MountTableModel::Bdi,
                       MountTableModel::Version, MountTableModel::Proto}) {
        if (filter.match(sourceModel()->index(sourceRow, column, sourceParent).data().toString())
                .hasMatch())
            return true;
    }
    return false;
}

} // namespace nfstuner
