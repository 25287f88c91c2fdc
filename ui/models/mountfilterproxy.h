// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace nfstuner {

// The mount table as shown: sorted, filtered by text in what names a mount
// (mount point, server and export, BDI, version, protocol), and
// optionally only the mounts that need attention.
class MountFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit MountFilterProxy(QObject *parent = nullptr);

    void setAttentionOnly(bool only);
    bool attentionOnly() const { return m_attentionOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_attentionOnly = false;
};

} // namespace nfstuner
