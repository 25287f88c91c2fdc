// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "session/livetuning.h"

#include <QFrame>

class QLabel;
class QListWidget;
class QPushButton;

namespace nfstuner {

// What a live change will do before it is done: every BDI it touches with
// all its mounts, from what to what, the write-back limit if it changes,
// and what to look out for (0 turns readahead off, a value below rsize caps
// READs). Nothing happens until the admin confirms; the confirmed plan is
// the one carried out.
class ChangePreview : public QFrame
{
    Q_OBJECT

public:
    explicit ChangePreview(QWidget *parent = nullptr);

    // Shows the plan; `what` names the step in the history.
    void present(const QString &what, const QList<PlannedReadahead> &plan,
                 const std::optional<PlannedCongestion> &congestion = std::nullopt);
    void dismiss();
    bool isPresenting() const { return isVisibleTo(parentWidget()); }
    void setConfirmEnabled(bool enabled);

    // One line per BDI change, for results and the history.
    static QString describe(const BdiChange &change);
    static QString describe(const PlannedReadahead &entry);
    static QString describe(const CongestionChange &change);
    static QString describe(const PlannedCongestion &congestion);

signals:
    void confirmed(const QString &what, const QList<PlannedReadahead> &plan,
                   const std::optional<PlannedCongestion> &congestion);
    void cancelled();

private:
    void scrollIntoView();
    int changeCount() const;
    void addWarnings(const QStringList &warnings);

    QLabel *m_title;
    QListWidget *m_entries;
    QPushButton *m_confirm;
    QPushButton *m_cancel;
    QString m_what;
    QList<PlannedReadahead> m_plan;
    std::optional<PlannedCongestion> m_congestion;
    int m_warnings = 0;
    bool m_confirmAllowed = true;
};

} // namespace nfstuner
