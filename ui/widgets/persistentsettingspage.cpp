// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/persistentsettingspage.h"
#include "widgets/wheelguard.h"

#include "base/printable.h"
#include "base/units.h"
#include "conf/linediff.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfig.h"
#include "conf/readaheadrules.h"
#include "conf/readaheadsavetargets.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "style/statuscolors.h"
#include "tuning/readaheadinput.h"
#include "tuning/tuningbackend.h"
#include "widgets/changepreview.h"
#include "widgets/readaheadfield.h"
#include "widgets/readaheadrulestable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
namespace nfstuner {

namespace {

QString keyLabel(const QByteArray &key)
{
    if (key == "nfs")
        return PersistentSettingsPage::tr("NFSv&3 mounts (nfs)");
    if (key == "nfs4")
        return PersistentSettingsPage::tr("NFSv&4 mounts (nfs4)");
    return PersistentSettingsPage::tr("Any &other (default)");
}

} // namespace

bool PersistentSettingsPage::KeyRow::edited() const
{
    if (set->isChecked() != initiallySet)
        return true;
    if (!set->isChecked())
        return false;
    return value->kib() != initialKib || (!value->kib() && value->edit()->text() != initialText);
}

PersistentSettingsPage::PersistentSettingsPage(MountMonitor &monitor, LiveTuning &tuning,
                                               QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
{
    auto *intro =
        new QLabel(tr("nfs-utils' <b>nfsrahead</b> sets the readahead of each NFS mount when it "
                      "appears, from <tt>[nfsrahead]</tt> in nfs.conf. Mounted file systems keep "
                      "theirs until you apply the settings to them."),
                   this);
    intro->setWordWrap(true);

    buildKeys();
    buildRules();
    QHBoxLayout *fileRow = buildFileRow();
    buildDiffAndNotes();
    QHBoxLayout *buttons = buildActions();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_keysBox);
    layout->addWidget(m_rulesBox, 1);
    layout->addLayout(fileRow);
    layout->addWidget(m_files);
    layout->addWidget(m_diff, 1);
    layout->addWidget(m_problems);
    layout->addWidget(m_warnings);
    layout->addLayout(buttons);
    layout->addWidget(m_unavailable);
    layout->addWidget(m_status);
    layout->addWidget(m_preview);
    layout->addWidget(m_applyResults);

    connect(&m_monitor, &MountMonitor::configChanged, this, &PersistentSettingsPage::reload);
    connect(&m_tuning, &LiveTuning::busyChanged, this, &PersistentSettingsPage::updatePreview);
    connect(&m_tuning, &LiveTuning::finished, this, &PersistentSettingsPage::onFinished);
    reload();
}

// A row per [nfsrahead] key: whether it is set, its value, where it comes from.
void PersistentSettingsPage::buildKeys()
{
    m_keysBox = new QGroupBox(tr("Readahead for new mounts"), this);
    QGroupBox *keysBox = m_keysBox;
    auto *grid = new QGridLayout(keysBox);
    for (const QByteArray &key : ReadaheadConfig::keys()) {
        KeyRow row;
        row.key = key;
        row.set = new QCheckBox(keyLabel(key), keysBox);
        row.set->setObjectName(QString::fromLatin1(key) + QStringLiteral("Set"));
        row.set->setToolTip(tr("Unchecked: the key is not set in the file you save to."));
        row.value = new ReadaheadField(QString::fromLatin1(key), keysBox);
        row.value->setAccessibleName(tr("Readahead for %1").arg(QString::fromLatin1(key)));
        row.source = new QLabel(keysBox);
        row.source->setObjectName(QString::fromLatin1(key) + QStringLiteral("Source"));
        row.source->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.source->setWordWrap(true);
        row.notes = new QLabel(keysBox);
        row.notes->setObjectName(QString::fromLatin1(key) + QStringLiteral("Notes"));
        row.notes->setWordWrap(true);
        statuscolors::apply(row.notes, statuscolors::Kind::Neutral);
        const int line = int(m_rows.size()) * 2;
        grid->addWidget(row.set, line, 0, Qt::AlignTop);
        grid->addWidget(row.value, line, 1, Qt::AlignTop);
        grid->addWidget(row.source, line, 2, Qt::AlignTop);
        grid->addWidget(row.notes, line + 1, 0, 1, 3);
        connect(row.set, &QCheckBox::toggled, row.value, &QWidget::setEnabled);
        connect(row.set, &QCheckBox::toggled, this, &PersistentSettingsPage::onEdited);
        connect(row.value, &ReadaheadField::changed, this, &PersistentSettingsPage::onEdited);
        m_rows.append(row);
    }
    grid->setColumnStretch(2, 1);
}

void PersistentSettingsPage::buildRules()
{
    m_rulesBox = new QGroupBox(tr("Per export, server or mount point ([nfs-tuner] rules)"), this);
    QGroupBox *rulesBox = m_rulesBox;
    auto *rulesIntro = new QLabel(
        tr("When a mount appears, nfs-tuner-rahead (udev) sets the value of the most specific "
           "rule that matches it: mount point, then export, then server. Without one, "
           "nfsrahead's value above stands."),
        rulesBox);
    rulesIntro->setWordWrap(true);
    m_rules = new ReadaheadRulesTable(rulesBox);
    connect(m_rules, &ReadaheadRulesTable::edited, this, &PersistentSettingsPage::onEdited);
    auto *rulesLayout = new QVBoxLayout(rulesBox);
    rulesLayout->addWidget(rulesIntro);
    rulesLayout->addWidget(m_rules, 1);
}

// Which file to save in, and the files nfs-utils reads.
QHBoxLayout *PersistentSettingsPage::buildFileRow()
{
    m_file = new QComboBox(this);
    m_file->setObjectName(QStringLiteral("targetFile"));
    m_file->setAccessibleName(tr("File to save in"));
    takeWheelOnlyWhenFocused(m_file);
    auto *fileLabel = new QLabel(tr("Save &in:"), this);
    fileLabel->setBuddy(m_file);
    connect(m_file, &QComboBox::currentIndexChanged, this, [this] {
        loadTarget();
        updatePreview();
    });
    m_files = new QLabel(this);
    m_files->setWordWrap(true);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_file, 1);
    return fileRow;
}

// What saving would change, and what is wrong with it.
void PersistentSettingsPage::buildDiffAndNotes()
{
    m_diff = new QPlainTextEdit(this);
    m_diff->setObjectName(QStringLiteral("diff"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setAccessibleName(tr("Changes to be saved"));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setMinimumHeight(60);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    statuscolors::apply(m_problems, statuscolors::Kind::Negative);
    m_problems->hide();
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    statuscolors::apply(m_warnings, statuscolors::Kind::Neutral);
    m_warnings->hide();
}

// Save, Reload, Apply to mounted now, and what applying did.
QHBoxLayout *PersistentSettingsPage::buildActions()
{
    m_save = new QPushButton(tr("&Save"), this);
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_save->setToolTip(
        tr("Writes the file through the privileged helper; only the lines shown change."));
    m_reload = new QPushButton(tr("Relo&ad"), this);
    m_reload->setObjectName(QStringLiteral("reloadButton"));
    m_applyNow = new QPushButton(tr("Apply to mounted &now…"), this);
    m_applyNow->setObjectName(QStringLiteral("applyNowButton"));
    // Without the helper nothing here can be saved: say so beside Save, not
    // only in the window's banner, and leave the values to read, not edit.
    m_unavailable = new QLabel(this);
    m_unavailable->setObjectName(QStringLiteral("unavailable"));
    m_unavailable->setWordWrap(true);
    statuscolors::apply(m_unavailable, statuscolors::Kind::Negative);
    m_unavailable->hide();
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->hide();
    connect(m_save, &QPushButton::clicked, this, &PersistentSettingsPage::save);
    connect(m_reload, &QPushButton::clicked, this, &PersistentSettingsPage::reloadAsked);
    connect(m_applyNow, &QPushButton::clicked, this, &PersistentSettingsPage::previewApplyNow);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Status"));
    m_preview = new ChangePreview(this);
    connect(m_preview, &ChangePreview::confirmed, this,
            [this](const QString &what, const QList<PlannedReadahead> &plan) {
                m_applyResults->clear();
                m_status->setText(tr("Applying to mounted file systems…"));
                m_waitingFor = m_tuning.run(what, plan);
            });
    connect(m_preview, &ChangePreview::cancelled, this, &PersistentSettingsPage::updatePreview);
    m_applyResults = new QListWidget(this);
    m_applyResults->setObjectName(QStringLiteral("applyResults"));
    m_applyResults->setAccessibleName(tr("Results of applying"));
    m_applyResults->setMaximumHeight(90);
    m_applyResults->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addWidget(m_reload);
    buttons->addWidget(m_applyNow);
    buttons->addWidget(m_busy);
    buttons->addStretch();
    return buttons;
}

void PersistentSettingsPage::setChangesAvailable(bool available, const QString &why)
{
    m_available = available;
    m_unavailableWhy = why;
    m_keysBox->setEnabled(available);
    m_rulesBox->setEnabled(available);
    m_file->setEnabled(available);
    m_unavailable->setText(
        tr("%1 Nothing here can be edited or saved; the settings are shown as the files say.")
            .arg(why));
    m_unavailable->setVisible(!available);
    updatePreview();
}

void PersistentSettingsPage::reload()
{
    m_dropEditsArmed = false;
    const NfsConf &conf = m_monitor.config();
    const ReadaheadConfig config(conf);
    for (KeyRow &row : m_rows) {
        const ReadaheadKeyView *view = config.keyView(row.key);
        const QSignalBlocker blockSet(row.set);
        row.set->setChecked(view->definition.has_value());
        row.value->setEnabled(view->definition.has_value());
        if (view->kib && *view->kib >= 0)
            row.value->setKib(quint32(*view->kib));
        else if (view->kib)
            row.value->edit()->setText(QString::number(*view->kib));
        else
            row.value->setKib(ReadaheadConfig::BuiltInDefaultKib);
        // What the file says now; only rows the user moves away from it are saved.
        row.initiallySet = row.set->isChecked();
        row.initialKib = row.value->kib();
        row.initialText = row.value->edit()->text();
        row.source->setText(view->definition
                                ? tr("from %1").arg(conf.location(*view->definition))
                                : tr("not set: nfsrahead falls back to %1")
                                      .arg(row.key == "default" ? tr("128 KiB") : tr("default")));
        QStringList notes;
        for (const ConfDefinition &earlier : view->shadowed)
            notes.append(tr("overrides %1 = %2 at %3")
                             .arg(QString::fromLatin1(row.key), QString::fromUtf8(earlier.value),
                                  conf.location(earlier)));
        notes += view->warnings;
        // Health's word, as the rules table and "On next mount" say it.
        if (const QString why = m_monitor.nfsraheadNotAppliedWhy();
            !why.isEmpty() && view->definition)
            notes.append(tr("Not applied when a mount appears: %1").arg(why));
        row.notes->setText(notes.join(QLatin1Char('\n')));
        row.notes->setVisible(!notes.isEmpty());
    }

    m_rules->setNotAppliedWhy(m_monitor.rulesNotAppliedWhy());
    m_rules->load(conf, ReadaheadRules::fromConf(conf), m_monitor.inventory().mounts());
    setSelection(m_selection);

    const ReadaheadSaveTargets targets = ReadaheadSaveTargets::of(conf, m_monitor.root());
    {
        const QSignalBlocker block(m_file);
        m_file->clear();
        for (const ReadaheadSaveTarget &target : targets.choices())
            m_file->addItem(choiceLabel(target), target.path);
        m_file->setCurrentIndex(targets.preferred());
    }
    QStringList read;
    for (const ConfFile &file : conf.files())
        read.append(file.loaded ? file.systemPath : tr("%1 (%2)").arg(file.systemPath, file.error));
    m_files->setText(
        tr("Read, in this order (later ones win): %1").arg(read.join(QStringLiteral(", "))));
    m_status->clear();
    loadTarget();
    updatePreview();
}

void PersistentSettingsPage::reloadAsked()
{
    if (hasEdits() && !m_dropEditsArmed) {
        m_dropEditsArmed = true;
        m_status->setText(statuscolors::html(
            tr("Reload shows the files as they are and drops your edits, which are not saved. "
               "Press Reload again to drop them, or Save them first."),
            statuscolors::Kind::Neutral, palette()));
        return;
    }
    readAfresh();
}

void PersistentSettingsPage::readAfresh()
{
    // A changed configuration reloads this page through configChanged.
    if (!m_monitor.reloadConfig())
        reload();
}

QString PersistentSettingsPage::choiceLabel(const ReadaheadSaveTarget &target)
{
    if (target.exists)
        return target.path;
    if (target.path == SystemRoot::nfsConfPath())
        return tr("%1 (new file, read before the drop-ins)").arg(target.path);
    if (!target.readBefore.isEmpty())
        return tr("%1 (new drop-in, read before %2)").arg(target.path, target.readBefore);
    return tr("%1 (new drop-in, read last)").arg(target.path);
}

void PersistentSettingsPage::propose(const QMap<QByteArray, quint32> &keys, const QString &why)
{
    readAfresh();
    // One preview at the end, not one per key (hundreds, for every mount).
    const QSignalBlocker quiet(m_rules);
    QMap<QByteArray, quint32> rules;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        const auto row = std::find_if(m_rows.begin(), m_rows.end(),
                                      [&it](const KeyRow &r) { return r.key == it.key(); });
        if (row == m_rows.end()) {
            rules.insert(it.key(), it.value());
            continue;
        }
        row->set->setChecked(true);
        row->value->setKib(it.value());
    }
    m_rules->propose(rules);
    // Where the values take effect: this file, else the first that works.
    for (int i = -1; i < m_file->count(); ++i) {
        if (i >= 0)
            m_file->setCurrentIndex(i);
        const auto planned = edit();
        if (planned && planned->problems().isEmpty())
            break;
    }
    updatePreview();
    // Keys wider than a mount point decide mounts that appear later too.
    QStringList wide;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        if (!it.key().startsWith('/'))
            wide.append(QString::fromUtf8(it.key()));
    }
    QString said =
        wide.isEmpty()
            ? tr("Filled in from the live change. Check the change below, then Save.")
            : tr("Filled in %n key(s) from the live change; those wider than a mount point "
                 "(%1) also decide mounts that appear later. Check the change below, then Save.",
                 nullptr, int(keys.size()))
                  .arg(wide.join(QStringLiteral(", ")));
    if (!why.isEmpty())
        said += u' ' + why;
    m_status->setText(said);
}

void PersistentSettingsPage::loadTarget()
{
    m_target.reset();
    m_targetError.clear();
    const auto content =
        ReadaheadConfigEdit::readTarget(m_monitor.root(), m_file->currentData().toString());
    if (content)
        m_target = *content;
    else
        m_targetError = content.error().message;
}

void PersistentSettingsPage::setSelection(const QList<int> &mountIds)
{
    m_selection = mountIds;
    const MountInventory &inventory = m_monitor.inventory();
    for (const NfsMount &mount : inventory.mounts()) {
        if (mountIds.contains(mount.mountId)) {
            m_rules->setSelectedMount(mount, inventory.readAheadKb(mount.bdi).value_or(
                                                 ReadaheadConfig::BuiltInDefaultKib));
            return;
        }
    }
    m_rules->setSelectedMount(std::nullopt, 0);
}

int PersistentSettingsPage::unsavedEdits() const
{
    const auto rules = m_rules->changes();
    int count = rules ? int(rules->size()) : 1; // rules that cannot be saved are edits too
    for (const KeyRow &row : m_rows)
        count += row.edited() ? 1 : 0;
    return count;
}

bool PersistentSettingsPage::hasEdits() const
{
    return m_rules->hasEdits() || std::any_of(m_rows.cbegin(), m_rows.cend(),
                                              [](const KeyRow &row) { return row.edited(); });
}

Result<ReadaheadConfigEdit> PersistentSettingsPage::edit() const
{
    if (!m_targetError.isEmpty())
        return Error{Error::Code::IoError, m_targetError};
    ReadaheadConfigEdit::Changes changes;
    for (const KeyRow &row : m_rows) {
        if (!row.edited())
            continue;
        if (row.set->isChecked() && !row.value->kib())
            return Error{Error::Code::InvalidArgument,
                         tr("%1: %2").arg(QString::fromLatin1(row.key), row.value->error())};
        changes.insert(row.key, row.set->isChecked() ? row.value->kib() : std::nullopt);
    }
    const auto ruleChanges = m_rules->changes();
    if (!ruleChanges)
        return ruleChanges.error();
    changes.insert(*ruleChanges);
    return ReadaheadConfigEdit::prepare(m_monitor.root(), m_file->currentData().toString(),
                                        m_target, changes);
}

void PersistentSettingsPage::onEdited()
{
    // "Saved…" or "Filled in…" described the page before this edit.
    m_status->clear();
    updatePreview();
}

void PersistentSettingsPage::updatePreview()
{
    const auto next = edit();
    QString text;
    QStringList problems;
    if (!next) {
        text = next.error().message;
        problems.append(next.error().message);
    } else if (!next->changesSomething()) {
        text = tr("No changes to %1.").arg(next->file);
    } else {
        text = unifiedDiff(next->before.value_or(QByteArray()), next->after.value_or(QByteArray()),
                           next->file);
        problems = next->problems();
    }
    m_diff->setPlainText(text);
    // Which mounts each rule would decide, with this edit saved.
    if (next && next->changesSomething()) {
        m_rules->showDecided(ReadaheadRules::fromConf(*next->confAfter),
                             m_monitor.inventory().mounts());
    } else {
        m_rules->showDecided(ReadaheadRules::fromConf(m_monitor.config()),
                             m_monitor.inventory().mounts());
    }
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty() && next);

    // Values to think twice about, for the mounts there are now.
    QStringList warnings;
    for (const KeyRow &row : m_rows) {
        if (!row.edited() || !row.set->isChecked() || !row.value->kib())
            continue;
        quint32 rsize = 0;
        for (const NfsMount &mount : m_monitor.inventory().mounts()) {
            if (row.key == "default" || mount.fstype.toLatin1() == row.key)
                rsize = std::max(rsize, mount.rsize);
        }
        for (const QString &warning : ReadaheadInput::warnings(*row.value->kib(), rsize))
            warnings.append(tr("%1: %2").arg(QString::fromLatin1(row.key), warning));
    }
    // A rule's value, against the rsize of the mounts it would decide.
    if (const auto rules = m_rules->changes(); rules && next && next->confAfter) {
        const ReadaheadRules after = ReadaheadRules::fromConf(*next->confAfter);
        // Each rule's largest rsize, in one pass over the mounts.
        QHash<const ReadaheadRule *, quint32> rsizeOf;
        for (const NfsMount &mount : m_monitor.inventory().mounts()) {
            if (const ReadaheadRule *rule = after.ruleFor(mount))
                rsizeOf[rule] = std::max(rsizeOf.value(rule), mount.rsize);
        }
        for (auto it = rules->cbegin(); it != rules->cend(); ++it) {
            const ReadaheadRule *rule = it.value() ? after.find(it.key()) : nullptr;
            const quint32 rsize = rule ? rsizeOf.value(rule) : 0;
            if (it.value())
                for (const QString &warning : ReadaheadInput::warnings(*it.value(), rsize))
                    warnings.append(tr("%1: %2").arg(QString::fromUtf8(it.key()), warning));
        }
    }
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());

    const bool busy = m_saving || m_tuning.busy();
    m_save->setEnabled(m_available && !busy && next && next->changesSomething() &&
                       problems.isEmpty());
    m_save->setToolTip(m_available ? QString() : m_unavailableWhy);
    m_reload->setEnabled(!busy);
    // "Apply" uses the saved settings: edits must be saved first.
    m_applyNow->setEnabled(m_available && !busy && !hasEdits());
    m_applyNow->setToolTip(!m_available ? m_unavailableWhy
                           : hasEdits()
                               ? tr("Save or reload your edits first: this applies the saved "
                                    "settings.")
                               : tr("Shows which mounted BDIs would change from what to what; "
                                    "nothing changes until you confirm."));
    m_preview->setConfirmEnabled(m_available && !busy);
    m_busy->setVisible(busy);
}

void PersistentSettingsPage::save()
{
    const auto next = edit();
    if (!next || !next->changesSomething() || !next->problems().isEmpty())
        return;
    m_saving = true;
    updatePreview();
    m_status->setText(tr("Saving %1…").arg(next->file));
    const QString file = next->file;
    // What will not reach new mounts of what is saved: Health's word.
    QStringList notApplied;
    const bool keysSaved =
        std::any_of(m_rows.cbegin(), m_rows.cend(), [](const KeyRow &row) { return row.edited(); });
    if (keysSaved && !m_monitor.nfsraheadNotAppliedWhy().isEmpty())
        notApplied.append(m_monitor.nfsraheadNotAppliedWhy());
    if (m_rules->hasEdits() && !m_monitor.rulesNotAppliedWhy().isEmpty())
        notApplied.append(m_monitor.rulesNotAppliedWhy());
    m_tuning.keepReadaheadConfig(*next, this, [this, file, notApplied](Result<QByteArray> result) {
        m_saving = false;
        if (!result) {
            updatePreview();
            m_status->setText(
                result.error().code == Error::Code::Conflict
                    ? statuscolors::html(tr("%1 changed since it was shown. Press Reload to "
                                            "see it as it is now, then save again.")
                                             .arg(file),
                                         statuscolors::Kind::Negative, palette())
                    : statuscolors::html(result.error().message, statuscolors::Kind::Negative,
                                         palette()));
            return;
        }
        readAfresh(); // the file as saved; the watcher may have read it already
        if (!notApplied.isEmpty()) {
            m_status->setText(statuscolors::html(
                tr("Saved %1, but new mounts will not get these values: %2 \"Apply to "
                   "mounted now\" sets the mounted ones.")
                    .arg(file, notApplied.join(QLatin1Char(' '))),
                statuscolors::Kind::Negative, palette()));
            return;
        }
        m_status->setText(
            tr("Saved %1. New mounts will get these values; \"Apply to mounted now\" sets "
               "the mounted ones.")
                .arg(file.toHtmlEscaped()));
    });
}

void PersistentSettingsPage::previewApplyNow()
{
    readAfresh(); // what the files say now, not what they said at start
    m_applyResults->hide();
    m_preview->present(tr("Apply the persistent settings to mounted file systems"),
                       ReadaheadPlan::applyConfig(m_monitor.inventory(), m_monitor.config()));
}

void PersistentSettingsPage::onFinished(const ChangeStep &step)
{
    if (step.id != m_waitingFor) {
        // Someone else's step changed what our results described.
        m_applyResults->hide();
        return;
    }
    m_waitingFor = 0;
    m_applyResults->clear();
    for (const BdiChange &change : step.changes)
        m_applyResults->addItem(QStringLiteral("✓ ") + ChangePreview::describe(change));
    for (const QString &failure : step.failures)
        m_applyResults->addItem(QStringLiteral("✗ ") + failure);
    m_applyResults->setVisible(m_applyResults->count() > 0);
    m_status->setText(step.failures.isEmpty()
                          ? tr("Applied to %n BDI(s). The Changes page can undo it.", nullptr,
                               int(step.changes.size()))
                          : statuscolors::html(tr("%n BDI(s) could not be set.", nullptr,
                                                  int(step.failures.size())),
                                               statuscolors::Kind::Negative, palette()));
    updatePreview();
}

} // namespace nfstuner
