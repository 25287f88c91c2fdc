// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/changepreview.h"

#include "base/printable.h"
#include "base/units.h"
#include "style/statuscolors.h"
#include "tuning/readaheadinput.h"
#include "writeback/writebackstate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

QString mounts(const QStringList &mountpoints)
{
    QStringList shown;
    for (const QString &mountpoint : mountpoints)
        shown.append(printable(mountpoint));
    return shown.join(QStringLiteral(", "));
}

} // namespace

ChangePreview::ChangePreview(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("changePreview"));
    setFrameShape(QFrame::StyledPanel);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_entries = new QListWidget(this);
    m_entries->setObjectName(QStringLiteral("previewEntries"));
    m_entries->setAccessibleName(tr("Changes to confirm"));
    m_entries->setMaximumHeight(130);
    m_confirm = new QPushButton(tr("Appl&y these changes"), this);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    // Every letter of "Cancel" is taken on the pages that show a preview;
    // the button keeps an Alt+letter of its own and Escape as well.
    m_cancel = new QPushButton(tr("Re&ject"), this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setToolTip(tr("Changes nothing (Esc)"));
    // Enter clicks the focused one, as in a dialog (outside one a push
    // button takes only Space unless it is an auto-default button).
    for (QPushButton *button : {m_confirm, m_cancel})
        button->setAutoDefault(true);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, m_cancel, &QPushButton::click);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_confirm);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_entries);
    layout->addLayout(buttons);
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        const QString what = m_what;
        const QList<PlannedReadahead> plan = m_plan;
        const std::optional<PlannedCongestion> congestion = m_congestion;
        dismiss();
        emit confirmed(what, plan, congestion);
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        dismiss();
        emit cancelled();
    });
    hide();
}

QString ChangePreview::describe(const BdiChange &change)
{
    return tr("%1 (%2): %3 → %4")
        .arg(change.bdi.toString(), mounts(change.mountpoints), units::kib(change.fromKib),
             units::kib(change.toKib));
}

QString ChangePreview::describe(const PlannedReadahead &entry)
{
    const QString from = entry.fromKib ? units::kib(*entry.fromKib) : tr("unreadable");
    if (!entry.problem.isEmpty())
        return tr("%1 (%2): not changed: %3")
            .arg(entry.bdi.toString(), mounts(entry.mountpoints), entry.problem);
    if (!entry.changes())
        return tr("%1 (%2): stays %3").arg(entry.bdi.toString(), mounts(entry.mountpoints), from);
    return tr("%1 (%2): %3 → %4")
        .arg(entry.bdi.toString(), mounts(entry.mountpoints), from, units::kib(entry.toKib));
}

QString ChangePreview::describe(const CongestionChange &change)
{
    return tr("%1: %2 → %3")
        .arg(QLatin1String(NfsCongestion::SysctlKey), units::kib(change.previousKib),
             units::kib(change.nowKib));
}

QString ChangePreview::describe(const PlannedCongestion &congestion)
{
    if (!congestion.changes())
        return tr("%1: stays %2")
            .arg(QLatin1String(NfsCongestion::SysctlKey), units::kib(congestion.fromKib));
    return describe(CongestionChange{congestion.fromKib, congestion.toKib});
}

int ChangePreview::changeCount() const
{
    return ReadaheadPlan::changeCount(m_plan) + (m_congestion && m_congestion->changes() ? 1 : 0);
}

void ChangePreview::addWarnings(const QStringList &warnings)
{
    for (const QString &warning : warnings) {
        auto *note = new QListWidgetItem(QStringLiteral("    ") + warning, m_entries);
        note->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        note->setForeground(statuscolors::text(statuscolors::Kind::Neutral, palette()));
        ++m_warnings;
    }
}

void ChangePreview::present(const QString &what, const QList<PlannedReadahead> &plan,
                            const std::optional<PlannedCongestion> &congestion)
{
    m_what = what;
    m_plan = plan;
    m_congestion = congestion;
    m_entries->clear();
    m_warnings = 0;
    for (const PlannedReadahead &entry : plan) {
        auto *item = new QListWidgetItem(describe(entry), m_entries);
        if (!entry.changes()) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            continue;
        }
        addWarnings(entry.warnings + ReadaheadInput::warnings(entry.toKib, entry.rsize));
    }
    if (congestion) {
        auto *item = new QListWidgetItem(describe(*congestion), m_entries);
        if (congestion->changes())
            addWarnings(congestion->warnings);
        else
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    const int bdis = ReadaheadPlan::changeCount(plan);
    const bool limit = congestion && congestion->changes();
    QString title;
    if (bdis == 0 && !limit)
        title = tr("<b>%1</b>: nothing would change.").arg(what.toHtmlEscaped());
    else if (bdis == 0)
        title = tr("<b>%1</b>: the write-back limit will change. Check, then apply.")
                    .arg(what.toHtmlEscaped());
    else if (!limit)
        title = tr("<b>%1</b>: %n BDI(s) will change. Check, then apply.", nullptr, bdis)
                    .arg(what.toHtmlEscaped());
    else
        title = tr("<b>%1</b>: %n BDI(s) and the write-back limit will change. Check, then "
                   "apply.",
                   nullptr, bdis)
                    .arg(what.toHtmlEscaped());
    if (m_warnings > 0)
        title += QLatin1Char(' ') + tr("Read the warnings first.");
    m_title->setText(title);
    m_confirm->setEnabled(changeCount() > 0 && m_confirmAllowed);
    show();
    m_confirm->setFocus();
    // On a page taller than the window the preview opens below the fold;
    // focus alone does not scroll. Once laid out, bring it into view, the
    // buttons at least.
    QTimer::singleShot(0, this, &ChangePreview::scrollIntoView);
}

void ChangePreview::scrollIntoView()
{
    QScrollArea *area = nullptr;
    for (QWidget *up = parentWidget(); up && !area; up = up->parentWidget())
        area = qobject_cast<QScrollArea *>(up);
    if (!area || !isVisible() || !area->widget())
        return;
    if (QLayout *layout = area->widget()->layout())
        layout->activate();
    area->ensureWidgetVisible(this, 0, 0);
    area->ensureWidgetVisible(m_confirm);
}

void ChangePreview::setConfirmEnabled(bool enabled)
{
    m_confirmAllowed = enabled;
    m_confirm->setEnabled(enabled && changeCount() > 0);
}

void ChangePreview::dismiss()
{
    hide();
    m_plan.clear();
    m_congestion.reset();
    m_entries->clear();
}

} // namespace nfstuner
