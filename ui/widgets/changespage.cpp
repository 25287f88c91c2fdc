// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/changespage.h"

#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "style/statuscolors.h"
#include "widgets/changepreview.h"
#include "writeback/writebackstate.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nfstuner {

namespace {
constexpr int StepIdRole = Qt::UserRole;
}

ChangesPage::ChangesPage(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
{
    auto *intro = new QLabel(tr("Live changes made from this window, newest first: readahead, "
                                "which lasts until the file system is mounted again, and the "
                                "write-back limit, which lasts until the next boot."),
                             this);
    intro->setWordWrap(true);
    m_steps = new QTreeWidget(this);
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setAccessibleName(tr("Changes since the window opened"));
    m_steps->setHeaderLabels({tr("When"), tr("What")});
    m_steps->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_steps->setRootIsDecorated(true);
    m_undo = new QPushButton(tr("&Undo selected step…"), this);
    m_undo->setObjectName(QStringLiteral("undoStepButton"));
    m_restore = new QPushButton(tr("Restore the values at &start…"), this);
    m_restore->setObjectName(QStringLiteral("restoreStartButton"));
    m_restore->setToolTip(tr("Puts every mounted BDI back to the readahead it had when this "
                             "window first saw it, whoever changed it since, and the write-back "
                             "limit back to what it was before this window first changed it."));
    connect(m_undo, &QPushButton::clicked, this, &ChangesPage::undoSelected);
    connect(m_restore, &QPushButton::clicked, this, &ChangesPage::restoreStart);
    connect(m_steps, &QTreeWidget::itemSelectionChanged, this, &ChangesPage::updateState);
    m_preview = new ChangePreview(this);
    connect(m_preview, &ChangePreview::confirmed, this,
            [this](const QString &what, const QList<PlannedReadahead> &plan,
                   const std::optional<PlannedCongestion> &congestion) {
                m_waitingFor = m_tuning.run(what, plan, congestion);
            });
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_undo);
    buttons->addWidget(m_restore);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_steps, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_preview);
    layout->addWidget(m_status);

    connect(&m_tuning, &LiveTuning::finished, this, &ChangesPage::onFinished);
    connect(&m_tuning, &LiveTuning::busyChanged, this, &ChangesPage::updateState);
    connect(&m_monitor, &MountMonitor::mountsChanged, this, &ChangesPage::updateState);
    refresh();
}

void ChangesPage::setChangesAvailable(bool available, const QString &why)
{
    m_available = available;
    m_unavailableWhy = why;
    updateState();
}

void ChangesPage::refresh()
{
    m_steps->clear();
    const QList<ChangeStep> &history = m_tuning.history();
    for (auto it = history.crbegin(); it != history.crend(); ++it) {
        auto *item = new QTreeWidgetItem(
            m_steps, {QLocale().toString(it->when.time(), QLocale::LongFormat), it->what});
        item->setData(0, StepIdRole, it->id);
        for (const BdiChange &change : it->changes)
            new QTreeWidgetItem(item, {QString(), ChangePreview::describe(change)});
        if (it->congestion)
            new QTreeWidgetItem(item, {QString(), ChangePreview::describe(*it->congestion)});
        for (const QString &failure : it->failures)
            new QTreeWidgetItem(item, {QString(), QStringLiteral("✗ ") + failure});
        item->setExpanded(true);
    }
    updateState();
}

void ChangesPage::updateState()
{
    const bool idle = !m_tuning.busy();
    const auto selected = m_steps->selectedItems();
    m_undo->setEnabled(m_available && idle && !selected.isEmpty());
    const auto congestion = congestionAtStart();
    const bool restorable =
        ReadaheadPlan::changeCount(ReadaheadPlan::restore(
            m_monitor.inventory(), m_monitor.readaheadTimeline().valuesAtStart())) > 0 ||
        (congestion && congestion->changes());
    m_restore->setEnabled(m_available && idle && restorable);
    m_undo->setToolTip(m_available ? QString() : m_unavailableWhy);
    m_preview->setConfirmEnabled(m_available && idle);
}

std::optional<PlannedCongestion> ChangesPage::congestionTo(quint64 kib) const
{
    // What it is now, from the kernel; failing that, what our last step left.
    const auto live = NfsCongestion::readLive(m_monitor.root());
    PlannedCongestion planned{kib, kib, {}};
    if (live) {
        planned.fromKib = *live;
    } else {
        for (const ChangeStep &step : m_tuning.history()) {
            if (step.congestion)
                planned.fromKib = step.congestion->nowKib;
        }
        planned.warnings.append(tr("The limit now cannot be read: %1").arg(live.error().message));
    }
    return planned;
}

std::optional<PlannedCongestion> ChangesPage::congestionAtStart() const
{
    for (const ChangeStep &step : m_tuning.history()) {
        if (step.congestion)
            return congestionTo(step.congestion->previousKib);
    }
    return std::nullopt;
}

QString ChangesPage::droppedLaterStep(const ChangeStep &later, quint64 toKib)
{
    return tr("A later step, \"%1\" at %2, set it to %3: undoing this one drops that too.")
        .arg(later.what, QLocale().toString(later.when.time(), QLocale::ShortFormat),
             units::kib(toKib));
}

void ChangesPage::previewUndo(int stepId)
{
    const ChangeStep *step = m_tuning.step(stepId);
    if (!step)
        return;
    QList<QPair<BdiId, quint32>> values;
    for (const BdiChange &change : step->changes) {
        if (!m_monitor.inventory().table().mountsOnBdi(change.bdi).isEmpty())
            values.append({change.bdi, change.fromKib});
    }
    QList<PlannedReadahead> plan = ReadaheadPlan::set(m_monitor.inventory(), values);
    std::optional<PlannedCongestion> congestion;
    if (step->congestion)
        congestion = congestionTo(step->congestion->previousKib);
    // A later step on the same BDI, or on the limit, is undone with it: say
    // which, before anything is confirmed.
    for (const ChangeStep &later : m_tuning.history()) {
        if (later.id <= stepId)
            continue;
        for (const BdiChange &change : later.changes) {
            for (PlannedReadahead &entry : plan) {
                if (change.bdi == entry.bdi)
                    entry.warnings.append(droppedLaterStep(later, change.toKib));
            }
        }
        if (congestion && later.congestion)
            congestion->warnings.append(droppedLaterStep(later, later.congestion->nowKib));
    }
    m_preview->present(
        tr("Undo: %1 (%2)")
            .arg(step->what, QLocale().toString(step->when.time(), QLocale::ShortFormat)),
        plan, congestion);
}

void ChangesPage::undoSelected()
{
    const auto selected = m_steps->selectedItems();
    if (selected.isEmpty())
        return;
    QTreeWidgetItem *item = selected.first();
    while (item->parent())
        item = item->parent();
    previewUndo(item->data(0, StepIdRole).toInt());
}

void ChangesPage::undoLatest()
{
    if (!m_tuning.history().isEmpty())
        previewUndo(m_tuning.history().last().id);
}

void ChangesPage::restoreStart()
{
    m_preview->present(tr("Restore the values at start"),
                       ReadaheadPlan::restore(m_monitor.inventory(),
                                              m_monitor.readaheadTimeline().valuesAtStart()),
                       congestionAtStart());
}

void ChangesPage::onFinished(const ChangeStep &step)
{
    refresh();
    if (step.id != m_waitingFor)
        return;
    m_waitingFor = 0;
    QString done;
    if (!step.changes.isEmpty() || !step.congestion)
        done = tr("Done: %n BDI(s) changed.", nullptr, int(step.changes.size()));
    if (step.congestion)
        done = (done.isEmpty() ? tr("Done:") : done) + QLatin1Char(' ') +
               ChangePreview::describe(*step.congestion);
    m_status->setText(step.failures.isEmpty()
                          ? done
                          : statuscolors::html(step.failures.join(QLatin1Char('\n')),
                                               statuscolors::Kind::Negative, palette()));
}

} // namespace nfstuner
