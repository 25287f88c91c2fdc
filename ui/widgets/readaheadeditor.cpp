// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/readaheadeditor.h"

#include "advice/readaheadadvisor.h"
#include "base/printable.h"
#include "base/units.h"
#include "conf/keepproposal.h"
#include "monitor/mountmonitor.h"
#include "style/statuscolors.h"
#include "tuning/readaheaddefaults.h"
#include "tuning/tuninglimits.h"
#include "widgets/advicepanel.h"
#include "widgets/changepreview.h"
#include "widgets/measuredialog.h"
#include "widgets/readaheadfield.h"
#include "widgets/tunedialog.h"
#include "widgets/writetunedialog.h"

#include <QButtonGroup>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QVBoxLayout>

namespace nfstuner {

ReadaheadEditor::ReadaheadEditor(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    QGroupBox *presetBox = buildPresets();
    QGroupBox *scopeBox = buildScopes();
    QHBoxLayout *buttons = buildButtons();
    buildPreviewAndAdvice();
    QHBoxLayout *after = buildOutcome();

    auto *options = new QHBoxLayout;
    options->addWidget(presetBox, 3);
    options->addWidget(scopeBox, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_advice);
    layout->addLayout(options);
    layout->addLayout(buttons);
    layout->addWidget(m_measureNote);
    layout->addWidget(m_preview);
    layout->addWidget(m_outcome);
    layout->addWidget(m_results);
    layout->addLayout(after);
    layout->addStretch(1);

    connect(m_presets, &QButtonGroup::idClicked, this, &ReadaheadEditor::updateState);
    connect(m_scopes, &QButtonGroup::idClicked, this, &ReadaheadEditor::updateState);
    connect(&m_monitor, &MountMonitor::mountsChanged, this, [this] {
        // Values read since: a restore, an undo elsewhere, another program.
        if (m_last && !lastStepStillHolds())
            forgetLastStep();
        updateState();
    });
    connect(&m_tuning, &LiveTuning::busyChanged, this, &ReadaheadEditor::updateState);
    connect(&m_tuning, &LiveTuning::finished, this, &ReadaheadEditor::onFinished);
    updateState();
}

// The values offered: the kernel's default, 15 x rsize, or one typed in.
QGroupBox *ReadaheadEditor::buildPresets()
{
    auto *presetBox = new QGroupBox(tr("New readahead"), this);
    m_presets = new QButtonGroup(this);
    auto *kernel = new QRadioButton(tr("&Kernel default (128 KiB)"), presetBox);
    m_classic = new QRadioButton(presetBox);
    kernel->setObjectName(QStringLiteral("kernelPreset"));
    m_classic->setObjectName(QStringLiteral("classicPreset"));
    auto *custom = new QRadioButton(tr("&Custom:"), presetBox);
    custom->setObjectName(QStringLiteral("customPreset"));
    m_presets->addButton(kernel, KernelDefault);
    m_presets->addButton(m_classic, Classic);
    m_presets->addButton(custom, Custom);
    m_classic->setChecked(true);
    m_custom = new ReadaheadField(QStringLiteral("custom"), presetBox);
    m_custom->setAccessibleName(tr("Custom readahead"));
    m_custom->setKib(16384);
    connect(m_custom, &ReadaheadField::changed, this, [this, custom] {
        custom->setChecked(true);
        updateState();
    });
    auto *customRow = new QHBoxLayout;
    customRow->addWidget(custom, 0, Qt::AlignTop);
    customRow->addWidget(m_custom, 1);
    auto *presetLayout = new QVBoxLayout(presetBox);
    presetLayout->addWidget(kernel);
    presetLayout->addWidget(m_classic);
    presetLayout->addLayout(customRow);
    return presetBox;
}

QGroupBox *ReadaheadEditor::buildScopes()
{
    auto *scopeBox = new QGroupBox(tr("Apply to"), this);
    m_scopes = new QButtonGroup(this);
    m_selectedScope = new QRadioButton(scopeBox);
    m_everyScope = new QRadioButton(scopeBox);
    m_scopes->addButton(m_selectedScope, SelectedMounts);
    m_scopes->addButton(m_everyScope, EveryMount);
    m_selectedScope->setChecked(true);
    m_selectedScope->setObjectName(QStringLiteral("selectedScope"));
    m_everyScope->setObjectName(QStringLiteral("everyScope"));
    auto *scopeLayout = new QVBoxLayout(scopeBox);
    scopeLayout->addWidget(m_selectedScope);
    scopeLayout->addWidget(m_everyScope);
    scopeLayout->addStretch();
    return scopeBox;
}

// Apply…, Measure… and Tune…, with the progress of a change and why Measure…
// or Tune… is off.
QHBoxLayout *ReadaheadEditor::buildButtons()
{
    m_apply = new QPushButton(tr("&Apply…"), this);
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_apply->setToolTip(
        tr("Shows which BDIs change from what to what; nothing changes until you confirm. The "
           "change goes through the privileged helper (you may be asked for a password) and "
           "lasts until the file system is mounted again."));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(120);
    m_progress->setAccessibleName(tr("Applying"));
    m_progress->hide();
    connect(m_apply, &QPushButton::clicked, this, &ReadaheadEditor::preview);
    m_measure = new QPushButton(tr("Mea&sure…"), this);
    m_measure->setObjectName(QStringLiteral("measureButton"));
    connect(m_measure, &QPushButton::clicked, this, [this] { openMeasureDialog(); });
    m_tune = new QPushButton(tr("Tune b&y measuring…"), this);
    m_tune->setObjectName(QStringLiteral("tuneButton"));
    connect(m_tune, &QPushButton::clicked, this, [this] { openTuneDialog(); });
    m_tuneWrites = new QPushButton(tr("Ad&just the write-back limit by measuring…"), this);
    m_tuneWrites->setObjectName(QStringLiteral("tuneWritesButton"));
    connect(m_tuneWrites, &QPushButton::clicked, this, [this] { openWriteTuneDialog(); });
    m_measureNote = new QLabel(this);
    m_measureNote->setObjectName(QStringLiteral("measureNote"));
    m_measureNote->setWordWrap(true);
    statuscolors::apply(m_measureNote, statuscolors::Kind::Neutral);
    m_measureNote->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_apply);
    buttons->addWidget(m_measure);
    buttons->addWidget(m_tune);
    buttons->addWidget(m_tuneWrites);
    buttons->addWidget(m_progress);
    buttons->addStretch();
    return buttons;
}

// The preview of a change, and the advice that can fill one in.
void ReadaheadEditor::buildPreviewAndAdvice()
{
    m_preview = new ChangePreview(this);
    connect(m_preview, &ChangePreview::confirmed, this,
            [this](const QString &what, const QList<PlannedReadahead> &plan) {
                m_fstypes.clear();
                for (const PlannedReadahead &entry : plan)
                    m_fstypes.insert(entry.bdi.toString(), entry.fstype);
                forgetLastStep();
                m_lastRequest = plan;
                m_waitingFor = m_tuning.run(what, plan);
                updateState();
            });
    connect(m_preview, &ChangePreview::cancelled, this, &ReadaheadEditor::updateState);

    m_advice = new AdvicePanel(m_monitor, this);
    connect(m_advice, &AdvicePanel::applyRequested, this,
            [this](const QString &title, const QList<QPair<BdiId, quint32>> &values) {
                present(title, ReadaheadPlan::set(m_monitor.inventory(), values));
            });
}

// What the last change did, and what can follow it: undo, keep after reboot.
QHBoxLayout *ReadaheadEditor::buildOutcome()
{
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->hide();
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("results"));
    m_results->setAccessibleName(tr("Results per BDI"));
    m_results->setMaximumHeight(110);
    m_results->hide();
    m_undo = new QPushButton(tr("&Undo this change…"), this);
    m_undo->setObjectName(QStringLiteral("undoButton"));
    m_undo->setToolTip(tr("Puts back the values from before this change (after a preview)."));
    m_keep = new QPushButton(tr("Keep after re&boot…"), this);
    m_keep->setObjectName(QStringLiteral("keepButton"));
    m_keep->setToolTip(
        tr("Fills in the persistent settings (a rule per mount in nfs.conf) that give "
           "new mounts these values; you review and save them there."));
    connect(m_undo, &QPushButton::clicked, this, &ReadaheadEditor::undoLast);
    connect(m_keep, &QPushButton::clicked, this, &ReadaheadEditor::proposeKeep);
    m_keepWider = new QPushButton(tr("E&xtend the rule to them…"), this);
    m_keepWider->setObjectName(QStringLiteral("keepWiderButton"));
    m_keepWider->hide();
    connect(m_keepWider, &QPushButton::clicked, this, [this] {
        const QMap<QByteArray, quint32> keys = m_pendingKeep;
        m_pendingKeep.clear();
        m_keepWider->hide();
        m_outcome->hide();
        if (!keys.isEmpty())
            emit keepAfterReboot(keys, QString());
    });
    auto *after = new QHBoxLayout;
    after->addWidget(m_undo);
    after->addWidget(m_keep);
    after->addWidget(m_keepWider);
    after->addStretch();
    return after;
}

void ReadaheadEditor::setSelection(const QList<int> &mountIds)
{
    if (mountIds == m_selection)
        return;
    m_selection = mountIds;
    m_advice->setSelection(mountIds);
    // A preview, a result and its Undo were of the old selection.
    m_preview->dismiss();
    forgetLastStep();
    updateState();
}

const NfsMount *ReadaheadEditor::firstSelected() const
{
    for (const NfsMount &candidate : m_monitor.inventory().mounts()) {
        if (m_selection.contains(candidate.mountId))
            return &candidate;
    }
    return nullptr;
}

MeasureDialog *ReadaheadEditor::openMeasureDialog(const QString &file)
{
    const NfsMount *mount = firstSelected();
    if (!mount || !m_available || !m_measureWhyNot.isEmpty())
        return nullptr;
    auto *dialog = new MeasureDialog(m_monitor, m_tuning, *mount, m_simulation, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!file.isEmpty())
        dialog->setFile(file);
    connect(dialog, &MeasureDialog::applyValueRequested, this,
            [this](const BdiId &bdi, quint32 kib) {
                present(tr("Apply the measured knee"),
                        ReadaheadPlan::set(m_monitor.inventory(), {{bdi, kib}}));
            });
    // The sweep changed the readahead and put it back: show what is there now.
    connect(dialog, &MeasureDialog::sweepEnded, &m_monitor, &MountMonitor::refreshReadahead);
    dialog->show();
    return dialog;
}

QString ReadaheadEditor::whyNotTune() const
{
    if (!m_available)
        return m_unavailableWhy;
    if (!m_tuneWhyNot.isEmpty())
        return m_tuneWhyNot;
    if (m_tuning.busy() || m_preview->isPresenting())
        return tr("A change is waiting or being made: Tune… can start once it is done.");
    if (!firstSelected())
        return tr("Select the mount to tune in the table.");
    return QString();
}

TuneDialog *ReadaheadEditor::openTuneDialog()
{
    const NfsMount *mount = firstSelected();
    if (!mount || !whyNotTune().isEmpty())
        return nullptr;
    auto *dialog = new TuneDialog(m_monitor, m_tuning, *mount, m_simulatedReads, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &TuneDialog::keepRequested, this, &ReadaheadEditor::keepTuned);
    connect(dialog, &TuneDialog::tuneEnded, &m_monitor, &MountMonitor::refreshReadahead);
    dialog->show();
    return dialog;
}

WriteTuneDialog *ReadaheadEditor::openWriteTuneDialog()
{
    const NfsMount *mount = firstSelected();
    if (!mount || !whyNotTune().isEmpty())
        return nullptr;
    auto *dialog = new WriteTuneDialog(m_monitor, m_tuning, *mount, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WriteTuneDialog::setKneeRequested, this,
            [this](quint64 startKib, quint64 kneeKib) {
                m_tuning.run(tr("Write tune: set the knee"), {},
                             PlannedCongestion{startKib, kneeKib, {}});
            });
    connect(dialog, &WriteTuneDialog::keepAfterRebootRequested, this,
            &ReadaheadEditor::keepCongestionAfterReboot);
    dialog->show();
    return dialog;
}

void ReadaheadEditor::keepTuned(const BdiId &bdi, quint32 startKib, quint32 kneeKib,
                                bool afterReboot)
{
    const MountInventory &inventory = m_monitor.inventory();
    QStringList mountpoints;
    for (const NfsMount &mount : inventory.mounts()) {
        if (mount.bdi == bdi) {
            mountpoints.append(mount.mountpoint);
            m_fstypes.insert(bdi.toString(), mount.fstype);
        }
    }
    m_preview->dismiss();
    forgetLastStep();
    m_lastRequest.clear();
    m_waitingFor = m_tuning.keepTemporary(tr("Tune: keep the knee"),
                                          BdiChange{bdi, mountpoints, startKib, kneeKib});
    m_proposeKeepAfter = afterReboot ? m_waitingFor : 0;
    updateState();
}

void ReadaheadEditor::setMeasuring(const SweepSimulation *simulation, const QString &whyNot)
{
    m_simulation = simulation;
    m_measureWhyNot = whyNot;
    updateNote();
}

void ReadaheadEditor::setTuning(bool simulated, const QString &whyNot)
{
    m_simulatedReads = simulated;
    m_tuneWhyNot = whyNot;
    updateNote();
}

void ReadaheadEditor::updateNote()
{
    QStringList why;
    for (const QString &one : {m_measureWhyNot, m_tuneWhyNot}) {
        if (!one.isEmpty())
            why.append(one);
    }
    m_measureNote->setText(why.join(QLatin1Char(' ')));
    m_measureNote->setVisible(!why.isEmpty());
    updateState();
}

void ReadaheadEditor::setChangesAvailable(bool available, const QString &why)
{
    m_available = available;
    m_unavailableWhy = why;
    updateState();
}

QList<PlannedReadahead> ReadaheadEditor::plan() const
{
    const MountInventory &inventory = m_monitor.inventory();
    // Readahead belongs to the BDI: one change per BDI, in table order.
    QList<QPair<BdiId, quint32>> values;
    QSet<BdiId> seen;
    const bool every = m_scopes->checkedId() == EveryMount;
    for (const NfsMount &mount : inventory.mounts()) {
        if ((!every && !m_selection.contains(mount.mountId)) || seen.contains(mount.bdi))
            continue;
        seen.insert(mount.bdi);
        quint32 kib = 128;
        if (m_presets->checkedId() == Classic)
            kib =
                std::min(ReadaheadDefaults::classicKib(mount.rsize), TuningLimits::MaxReadaheadKib);
        else if (m_presets->checkedId() == Custom)
            kib = m_custom->kib().value_or(0);
        values.append({mount.bdi, kib});
    }
    return ReadaheadPlan::set(inventory, values);
}

void ReadaheadEditor::updateState()
{
    const MountInventory &inventory = m_monitor.inventory();
    QList<const NfsMount *> selected;
    QSet<BdiId> selectedBdis, allBdis;
    for (const NfsMount &mount : inventory.mounts()) {
        allBdis.insert(mount.bdi);
        if (m_selection.contains(mount.mountId)) {
            selected.append(&mount);
            selectedBdis.insert(mount.bdi);
        }
    }
    if (selected.isEmpty()) {
        m_summary->setText(tr("No mount selected: select mounts in the table, or apply to every "
                              "NFS mount."));
        m_classic->setText(tr("&15 × rsize, the pre-5.4 default"));
    } else if (selected.size() == 1) {
        const NfsMount &mount = *selected.first();
        const auto readahead = inventory.readAheadKb(mount.bdi);
        const QStringList sharing = inventory.mountpointsSharingBdi(mount);
        QString shared;
        if (!sharing.isEmpty()) {
            QStringList others;
            for (const QString &other : sharing)
                others.append(printable(other).toHtmlEscaped());
            shared = tr(", shared with %1").arg(others.join(QStringLiteral(", ")));
        }
        m_summary->setText(tr("<b>%1</b>: readahead now <b>%2</b>, rsize %3 (BDI %4%5)")
                               .arg(printable(mount.mountpoint).toHtmlEscaped(),
                                    readahead ? units::kib(*readahead) : tr("unavailable"),
                                    units::bytes(mount.rsize), mount.bdi.toString(), shared));
        m_classic->setText(tr("&15 × rsize, the pre-5.4 default (%1 here)")
                               .arg(units::kib(ReadaheadDefaults::classicKib(mount.rsize))));
    } else {
        m_summary->setText(tr("%n mount(s) selected", nullptr, int(selected.size())) +
                           QStringLiteral(", ") +
                           tr("on %n BDI(s).", nullptr, int(selectedBdis.size())));
        m_classic->setText(tr("&15 × rsize, the pre-5.4 default (per mount)"));
    }
    m_selectedScope->setText(tr("Selected mou&nts (%n BDI(s))", nullptr, int(selectedBdis.size())));
    m_everyScope->setText(tr("Every NFS m&ount (%n BDI(s))", nullptr, int(allBdis.size())));

    const bool busy = m_tuning.busy();
    const bool customBad = m_presets->checkedId() == Custom && !m_custom->kib();
    const bool targets =
        m_scopes->checkedId() == EveryMount ? !allBdis.isEmpty() : !selectedBdis.isEmpty();
    m_apply->setEnabled(m_available && !busy && targets && !customBad);
    m_advice->setApplyAvailable(m_available && !busy);
    const bool previewing = m_preview->isPresenting();
    m_measure->setEnabled(m_available && m_measureWhyNot.isEmpty() && !busy && !previewing &&
                          !selected.isEmpty());
    m_measure->setToolTip(!m_available                 ? m_unavailableWhy
                          : !m_measureWhyNot.isEmpty() ? m_measureWhyNot
                                                       : tr("Measures read throughput of a large "
                                                            "file of the selected mount at several "
                                                            "readahead values, and shows which is "
                                                            "enough."));
    const QString whyNot = whyNotTune();
    m_tune->setEnabled(whyNot.isEmpty());
    m_tune->setToolTip(whyNot.isEmpty() ? tr("Tunes the selected mount's readahead on the reads "
                                             "it has now: value after value, measured, until "
                                             "more stops paying.")
                                        : whyNot);
    m_tuneWrites->setEnabled(whyNot.isEmpty());
    m_tuneWrites->setToolTip(whyNot.isEmpty()
                                 ? tr("Tunes the client's write-back limit (every NFS mount's) "
                                      "on what the selected mount writes now: larger value "
                                      "after larger value, measured, until more stops paying.")
                                 : whyNot);
    m_apply->setToolTip(m_available ? QString() : m_unavailableWhy);
    m_preview->setConfirmEnabled(m_available && !busy);
    m_progress->setVisible(m_waitingFor != 0);
    const bool done = m_last.has_value() && m_waitingFor == 0;
    m_undo->setVisible(done);
    m_keep->setVisible(done);
    m_undo->setEnabled(done && m_available && !busy);
}

void ReadaheadEditor::preview()
{
    present(tr("Set readahead"), plan());
}

void ReadaheadEditor::present(const QString &what, const QList<PlannedReadahead> &plan)
{
    m_outcome->hide();
    m_results->hide();
    m_preview->present(what, plan);
    updateState(); // no measuring or tuning under a pending change
}

void ReadaheadEditor::undoLast()
{
    if (!m_last)
        return;
    QList<QPair<BdiId, quint32>> values;
    for (const BdiChange &change : m_last->changes)
        values.append({change.bdi, change.fromKib});
    present(tr("Undo: %1").arg(m_last->what), ReadaheadPlan::set(m_monitor.inventory(), values));
}

void ReadaheadEditor::onFinished(const ChangeStep &step)
{
    if (step.id != m_waitingFor) {
        if (!step.changes.isEmpty())
            forgetLastStep(); // another page's step changed what ours described
        updateState();
        return;
    }
    m_waitingFor = 0;
    m_results->clear();
    for (const BdiChange &change : step.changes)
        m_results->addItem(QStringLiteral("✓ ") + ChangePreview::describe(change));
    for (const QString &failure : step.failures)
        m_results->addItem(QStringLiteral("✗ ") + failure);
    m_results->setVisible(m_results->count() > 0);
    m_outcome->setVisible(!step.failures.isEmpty());
    m_outcome->setText(
        tr("%n BDI(s) could not be changed; the others were.", nullptr, int(step.failures.size())));
    statuscolors::apply(m_outcome, statuscolors::Kind::Negative);
    if (!step.changes.isEmpty())
        m_last = step;
    updateState();
    if (std::exchange(m_proposeKeepAfter, 0) == step.id && m_last)
        proposeKeep();
}

void ReadaheadEditor::forgetLastStep()
{
    m_last.reset();
    m_pendingKeep.clear();
    m_results->hide();
    m_outcome->hide();
    m_keepWider->hide();
}

bool ReadaheadEditor::lastStepStillHolds() const
{
    for (const BdiChange &change : m_last->changes) {
        if (m_monitor.inventory().readAheadKb(change.bdi) != std::optional(change.toKib))
            return false;
    }
    return true;
}

void ReadaheadEditor::proposeKeep()
{
    if (!m_last)
        return;
    m_pendingKeep.clear();
    m_keepWider->hide();
    m_monitor.reloadConfig(); // the rules as the files say now
    QList<KeepProposal::Change> changes;
    for (const BdiChange &change : m_last->changes)
        changes.append({change.bdi, m_fstypes.value(change.bdi.toString()), change.toKib});
    // The BDIs the request named that had the value already are part of it
    // too: "every NFS mount at 15 MiB", a third of them there before, is
    // nfsrahead's keys, not a rule for each of the others.
    for (const PlannedReadahead &entry : m_lastRequest) {
        if (entry.problem.isEmpty() && entry.fromKib == entry.toKib &&
            m_monitor.inventory().readAheadKb(entry.bdi) == std::optional(entry.toKib))
            changes.append({entry.bdi, entry.fstype, entry.toKib});
    }
    const QList<NfsMount> &mounts = m_monitor.inventory().mounts();
    const KeepProposal proposal =
        KeepProposal::propose(changes, mounts, ReadaheadRules::fromConf(m_monitor.config()),
                              [this](const NfsMount &mount) -> std::optional<quint32> {
                                  const int kib = m_monitor.nextMountReadahead(mount).kib;
                                  return kib >= 0 ? std::optional(quint32(kib)) : std::nullopt;
                              });
    if (!proposal.split.isEmpty()) {
        m_outcome->setText(tr("The %1 mounts got different values, and nfsrahead keeps one "
                              "value per NFS version: choose one on the Persistent settings page.")
                               .arg(proposal.split.join(QStringLiteral(", "))));
        statuscolors::apply(m_outcome, statuscolors::Kind::Neutral);
        m_outcome->show();
    }
    if (proposal.keys.isEmpty()) {
        if (proposal.split.isEmpty()) {
            m_outcome->setText(tr("The next mount of each changed mount gets these values "
                                  "already (see \"On next mount\"): nothing to keep."));
            statuscolors::apply(m_outcome, statuscolors::Kind::Neutral);
            m_outcome->show();
        }
        return;
    }
    if (proposal.reached.isEmpty()) {
        emit keepAfterReboot(proposal.keys, proposal.whyNarrow());
        return;
    }
    QStringList others;
    for (const NfsMount &mount : mounts) {
        if (!proposal.reached.contains(mount.mountpoint))
            continue;
        const auto now = m_monitor.inventory().readAheadKb(mount.bdi);
        others.append(
            tr("%1 (now %2, next mount %3)")
                .arg(printable(mount.mountpoint), now ? units::kib(*now) : tr("unreadable"),
                     units::kib(quint32(std::max(0, m_monitor.nextMountReadahead(mount).kib)))));
    }
    m_pendingKeep = proposal.keys;
    m_outcome->setText(
        tr("No rule can name only the changed mounts. %1 would also decide the next mount of "
           "%n other mount(s): %2. Extend it to them, or keep nothing after a reboot.",
           nullptr, int(others.size()))
            .arg(proposal.broadKeys.join(QStringLiteral(", ")), others.join(QStringLiteral("; "))));
    statuscolors::apply(m_outcome, statuscolors::Kind::Neutral);
    m_outcome->show();
    m_keepWider->show();
}

} // namespace nfstuner
