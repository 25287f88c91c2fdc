// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QHash>
#include <QTableView>

namespace nfstuner {

class MountTableModel;

// The table of mounts and how its columns take the width: fitted to their
// contents when the first rows come, and again when the first rates do
// (wider than "–"), unless a layout from an earlier run was restored;
// never narrower than their headers in any language; room for rates and
// advice that come later. Spare width goes to the text columns (mount
// point, source) and comes back when the view shrinks; a column the admin
// sizes by hand keeps that size as its base.
class MountTableView : public QTableView
{
    Q_OBJECT

public:
    // `mounts` is the source model, under whatever proxy the view shows.
    MountTableView(const MountTableModel &mounts, QWidget *parent = nullptr);

    // The header as an earlier run saved it; false when there was none.
    bool restoreLayout(const QByteArray &state);
    // The model synced its rows / its rates: fits the columns the first time.
    void rowsChanged();
    void ratesChanged();
    void setColumnShown(int column, bool shown);

protected:
    bool viewportEvent(QEvent *event) override;

private:
    void fitColumns();
    void stretchColumns();

    const MountTableModel &m_mounts;
    bool m_layoutRestored = false; // column widths from an earlier run
    bool m_rowsFitted = false;
    bool m_ratesFitted = false;
    bool m_stretching = false;    // sizes set here are no base widths
    QHash<int, int> m_baseWidths; // text columns: width before stretching
};

} // namespace nfstuner
