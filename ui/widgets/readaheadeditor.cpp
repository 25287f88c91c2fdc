// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/readaheadeditor.h"

#include "monitor/readaheadadvice.h"
#include "tuning/tuningbackend.h"
#include "units.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nfstuner {

ReadaheadEditor::ReadaheadEditor(TuningBackend &backend, QWidget *parent)
    : QWidget(parent)
    , m_backend(backend)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    auto *presetBox = new QGroupBox(tr("New readahead"), this);
    m_presets = new QButtonGroup(this);
    auto *kernel = new QRadioButton(tr("&Kernel default (128 KiB)"), presetBox);
    m_classic = new QRadioButton(presetBox);
    kernel->setObjectName(QStringLiteral("kernelPreset"));
    m_classic->setObjectName(QStringLiteral("classicPreset"));
    auto *custom = new QRadioButton(tr("C&ustom:"), presetBox);
    m_presets->addButton(kernel, KernelDefault);
    m_presets->addButton(m_classic, Classic);
    m_presets->addButton(custom, Custom);
    m_classic->setChecked(true);
    custom->setObjectName(QStringLiteral("customPreset"));
    m_custom = new QSpinBox(presetBox);
    m_custom->setObjectName(QStringLiteral("customValue"));
    m_custom->setRange(0, 1048576);
    m_custom->setValue(16384);
    m_custom->setAccessibleName(tr("Custom readahead"));
    m_unit = new QComboBox(presetBox);
    m_unit->setObjectName(QStringLiteral("customUnit"));
    m_unit->addItem(tr("KiB"), 1);
    m_unit->addItem(tr("MiB"), 1024);
    m_unit->setAccessibleName(tr("Unit of the custom readahead"));
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        const int factor = m_unit->currentData().toInt();
        m_custom->setRange(0, 1048576 / factor);
    });
    connect(m_custom, &QSpinBox::valueChanged, custom, [custom] { custom->setChecked(true); });
    auto *customRow = new QHBoxLayout;
    customRow->addWidget(custom);
    customRow->addWidget(m_custom);
    customRow->addWidget(m_unit);
    customRow->addStretch();
    auto *presetLayout = new QVBoxLayout(presetBox);
    presetLayout->addWidget(kernel);
    presetLayout->addWidget(m_classic);
    presetLayout->addLayout(customRow);

    auto *scopeBox = new QGroupBox(tr("Apply to"), this);
    m_scopes = new QButtonGroup(this);
    auto *thisMount = new QRadioButton(tr("&This mount (its BDI)"), scopeBox);
    m_selectedScope = new QRadioButton(scopeBox);
    m_everyScope = new QRadioButton(scopeBox);
    m_scopes->addButton(thisMount, ThisMount);
    m_scopes->addButton(m_selectedScope, SelectedMounts);
    m_scopes->addButton(m_everyScope, EveryMount);
    thisMount->setChecked(true);
    thisMount->setObjectName(QStringLiteral("thisMountScope"));
    m_selectedScope->setObjectName(QStringLiteral("selectedScope"));
    m_everyScope->setObjectName(QStringLiteral("everyScope"));
    auto *scopeLayout = new QVBoxLayout(scopeBox);
    scopeLayout->addWidget(thisMount);
    scopeLayout->addWidget(m_selectedScope);
    scopeLayout->addWidget(m_everyScope);

    m_apply = new QPushButton(tr("&Apply"), this);
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_apply->setToolTip(
        tr("Sets read_ahead_kb now, through the privileged helper (you may be asked "
           "for a password). It lasts until the file system is mounted again."));
    m_revert = new QPushButton(tr("&Revert"), this);
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_revert->setToolTip(tr("Puts back the readahead values from before the last Apply."));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(120);
    m_progress->setAccessibleName(tr("Applying"));
    m_progress->hide();
    connect(m_apply, &QPushButton::clicked, this, &ReadaheadEditor::apply);
    connect(m_revert, &QPushButton::clicked, this, &ReadaheadEditor::revert);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_apply);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_progress);
    buttons->addStretch();

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setAccessibleName(tr("Error"));
    m_error->hide();
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("results"));
    m_results->setAccessibleName(tr("Results per mount"));
    m_results->setMaximumHeight(120);

    auto *options = new QHBoxLayout;
    options->addWidget(presetBox);
    options->addWidget(scopeBox);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(options);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(m_results);
    layout->addStretch(1);

    connect(m_presets, &QButtonGroup::idClicked, this, &ReadaheadEditor::updateState);
    connect(m_scopes, &QButtonGroup::idClicked, this, &ReadaheadEditor::updateState);
    updateState();
}

void ReadaheadEditor::setMounts(const MountTableModel::Row *current,
                                const QList<const MountTableModel::Row *> &selected,
                                const QList<const MountTableModel::Row *> &all)
{
    m_current = current;
    m_selected = selected;
    m_all = all;
    updateState();
}

QList<ReadaheadEditor::Target> ReadaheadEditor::targets() const
{
    QList<const MountTableModel::Row *> rows;
    switch (m_scopes->checkedId()) {
    case ThisMount:
        if (m_current)
            rows.append(m_current);
        break;
    case SelectedMounts:
        rows = m_selected;
        break;
    default:
        rows = m_all;
        break;
    }
    // Readahead belongs to the BDI: one change per BDI.
    QList<Target> result;
    QSet<QString> seen;
    for (const MountTableModel::Row *row : rows) {
        const QString bdi = row->mount.bdi.toString();
        if (seen.contains(bdi))
            continue;
        seen.insert(bdi);
        result.append(Target{bdi, row->mount.mountpoint, row->mount.rsize, row->readAheadKb});
    }
    return result;
}

quint32 ReadaheadEditor::valueFor(const Target &target) const
{
    switch (m_presets->checkedId()) {
    case KernelDefault:
        return 128;
    case Classic:
        return std::min(ReadaheadAdvice::classicReadaheadKib(target.rsize), 1048576u);
    default:
        return quint32(m_custom->value()) * quint32(m_unit->currentData().toInt());
    }
}

void ReadaheadEditor::updateState()
{
    if (m_current) {
        const NfsMount &mount = m_current->mount;
        QString sharing;
        if (!m_current->sharing.isEmpty())
            sharing = tr(", shared with %1")
                          .arg(m_current->sharing.join(QStringLiteral(", ")).toHtmlEscaped());
        m_summary->setText(tr("<b>%1</b>: readahead now <b>%2</b>, rsize %3 (BDI %4%5)")
                               .arg(mount.mountpoint.toHtmlEscaped(),
                                    m_current->readAheadKb ? units::kib(*m_current->readAheadKb)
                                                           : tr("unavailable"),
                                    units::size(mount.rsize), mount.bdi.toString(), sharing));
        m_classic->setText(tr("&15 × rsize, the pre-5.4 default (%1 here)")
                               .arg(units::kib(ReadaheadAdvice::classicReadaheadKib(mount.rsize))));
    } else {
        m_summary->setText(tr("Select a mount in the table."));
        m_classic->setText(tr("&15 × rsize, the pre-5.4 default"));
    }
    QSet<QString> selectedBdis, allBdis;
    for (const auto *row : m_selected)
        selectedBdis.insert(row->mount.bdi.toString());
    for (const auto *row : m_all)
        allBdis.insert(row->mount.bdi.toString());
    m_selectedScope->setText(tr("&Selected mounts (%n BDI(s))", nullptr, int(selectedBdis.size())));
    m_everyScope->setText(tr("&Every NFS mount (%n BDI(s))", nullptr, int(allBdis.size())));
    const bool idle = !busy();
    m_apply->setEnabled(idle && !targets().isEmpty());
    m_revert->setEnabled(idle && !m_undo.isEmpty());
    m_progress->setVisible(!idle);
}

void ReadaheadEditor::apply()
{
    QList<Step> steps;
    for (const Target &target : targets())
        steps.append(Step{target, valueFor(target)});
    run(steps, true);
}

void ReadaheadEditor::revert()
{
    QList<Step> steps(m_undo.cbegin(), m_undo.cend());
    m_undo.clear();
    run(steps, false);
}

void ReadaheadEditor::run(QList<Step> steps, bool recordUndo)
{
    m_results->clear();
    m_error->hide();
    if (recordUndo) {
        m_undo.clear();
        for (const Step &step : steps) {
            if (step.target.currentKib)
                m_undo.insert(step.target.bdi, Step{step.target, *step.target.currentKib});
        }
    }
    m_queue = steps;
    updateState();
    next();
}

void ReadaheadEditor::next()
{
    if (m_queue.isEmpty()) {
        m_running = false;
        updateState();
        emit changed();
        return;
    }
    m_running = true;
    const Step step = m_queue.takeFirst();
    m_backend.setReadahead(
        step.target.bdi, step.kib, this, [this, step](Result<ReadaheadChange> result) {
            if (result) {
                m_results->addItem(tr("✓ %1 (%2): %3 → %4")
                                       .arg(step.target.mountpoint, step.target.bdi,
                                            units::kib(result->previousKib),
                                            units::kib(result->nowKib)));
            } else {
                m_results->addItem(
                    tr("✗ %1 (%2): %3")
                        .arg(step.target.mountpoint, step.target.bdi, result.error().message));
                m_error->setText(result.error().message);
                m_error->show();
                m_undo.remove(step.target.bdi);
                // Not allowed once is not allowed for the rest: stop asking.
                if (result.error().code == Error::Code::NotAuthorized ||
                    result.error().code == Error::Code::Unavailable)
                    m_queue.clear();
            }
            next();
        });
}

} // namespace nfstuner
