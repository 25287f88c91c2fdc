// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/persistentsettingspage.h"

#include "base/atomicfilereplace.h"
#include "base/textfile.h"
#include "conf/linediff.h"
#include "conf/nfsconfeditor.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfig.h"
#include "monitor/mountmonitor.h"
#include "tuning/tuningbackend.h"
#include "units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

const QString NewDropIn = QStringLiteral("/etc/nfs.conf.d/50-nfs-tuner.conf");

QString keyLabel(const QByteArray &key)
{
    if (key == "nfs")
        return PersistentSettingsPage::tr("NFSv3 mounts (nfs)");
    if (key == "nfs4")
        return PersistentSettingsPage::tr("NFSv4 mounts (nfs4)");
    return PersistentSettingsPage::tr("Any other (default)");
}

} // namespace

bool PersistentSettingsPage::KeyRow::edited() const
{
    return set->isChecked() != initiallySet || (set->isChecked() && value->value() != initialValue);
}

PersistentSettingsPage::PersistentSettingsPage(MountMonitor &monitor, TuningBackend &backend,
                                               QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_backend(backend)
{
    auto *intro =
        new QLabel(tr("nfs-utils' <b>nfsrahead</b> sets the readahead of each NFS mount when it "
                      "appears, from <tt>[nfsrahead]</tt> in nfs.conf. Mounted file systems keep "
                      "theirs until you apply the settings to them."),
                   this);
    intro->setWordWrap(true);

    auto *keysBox = new QGroupBox(tr("Readahead for new mounts"), this);
    auto *grid = new QGridLayout(keysBox);
    for (const QByteArray &key : ReadaheadConfig::keys()) {
        KeyRow row;
        row.key = key;
        row.set = new QCheckBox(keyLabel(key), keysBox);
        row.set->setObjectName(QString::fromLatin1(key) + QStringLiteral("Set"));
        row.set->setToolTip(tr("Unchecked: the key is not set in the file you save to."));
        row.value = new QSpinBox(keysBox);
        row.value->setObjectName(QString::fromLatin1(key) + QStringLiteral("Value"));
        row.value->setRange(0, 1048576);
        row.value->setSuffix(tr(" KiB"));
        row.value->setAccessibleName(tr("Readahead for %1, in KiB").arg(QString::fromLatin1(key)));
        row.source = new QLabel(keysBox);
        row.source->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.notes = new QLabel(keysBox);
        row.notes->setWordWrap(true);
        row.notes->setStyleSheet(QStringLiteral("color: #9a6700;"));
        const int line = int(m_rows.size()) * 2;
        grid->addWidget(row.set, line, 0);
        grid->addWidget(row.value, line, 1);
        grid->addWidget(row.source, line, 2);
        grid->addWidget(row.notes, line + 1, 0, 1, 3);
        connect(row.set, &QCheckBox::toggled, row.value, &QWidget::setEnabled);
        connect(row.set, &QCheckBox::toggled, this, &PersistentSettingsPage::updatePreview);
        connect(row.value, &QSpinBox::valueChanged, this, &PersistentSettingsPage::updatePreview);
        m_rows.append(row);
    }
    grid->setColumnStretch(2, 1);

    m_file = new QComboBox(this);
    m_file->setObjectName(QStringLiteral("targetFile"));
    m_file->setAccessibleName(tr("File to save in"));
    auto *fileLabel = new QLabel(tr("Save &in:"), this);
    fileLabel->setBuddy(m_file);
    connect(m_file, &QComboBox::currentIndexChanged, this, [this] {
        loadTarget();
        updatePreview();
    });
    m_files = new QLabel(this);
    m_files->setWordWrap(true);

    m_diff = new QPlainTextEdit(this);
    m_diff->setObjectName(QStringLiteral("diff"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setAccessibleName(tr("Changes to be saved"));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_save = new QPushButton(tr("&Save"), this);
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_save->setToolTip(
        tr("Writes the file through the privileged helper; only the lines shown change."));
    m_reload = new QPushButton(tr("Re&load"), this);
    m_reload->setObjectName(QStringLiteral("reloadButton"));
    m_applyNow = new QPushButton(tr("Apply to &mounted now"), this);
    m_applyNow->setObjectName(QStringLiteral("applyNowButton"));
    m_applyNow->setToolTip(
        tr("Sets every mounted NFS file system to what nfsrahead would choose for it."));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->hide();
    connect(m_save, &QPushButton::clicked, this, &PersistentSettingsPage::save);
    connect(m_reload, &QPushButton::clicked, this, &PersistentSettingsPage::reload);
    connect(m_applyNow, &QPushButton::clicked, this, &PersistentSettingsPage::applyNow);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Status"));
    m_applyResults = new QListWidget(this);
    m_applyResults->setObjectName(QStringLiteral("applyResults"));
    m_applyResults->setAccessibleName(tr("Results of applying"));
    m_applyResults->setMaximumHeight(90);
    m_applyResults->hide();

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_file, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addWidget(m_reload);
    buttons->addWidget(m_applyNow);
    buttons->addWidget(m_busy);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(keysBox);
    layout->addLayout(fileRow);
    layout->addWidget(m_files);
    layout->addWidget(m_diff, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_applyResults);

    connect(&m_monitor, &MountMonitor::configChanged, this, &PersistentSettingsPage::reload);
    reload();
}

void PersistentSettingsPage::reload()
{
    const NfsConf &conf = m_monitor.config();
    const ReadaheadConfig config(conf);
    QString preferred = SystemRoot::nfsConfPath();
    for (KeyRow &row : m_rows) {
        const ReadaheadKeyView *view = config.keyView(row.key);
        const QSignalBlocker blockSet(row.set), blockValue(row.value);
        row.set->setChecked(view->definition != nullptr);
        row.value->setEnabled(view->definition != nullptr);
        row.value->setValue(view->kib ? std::clamp(*view->kib, 0, 1048576)
                                      : ReadaheadConfig::BuiltInDefaultKib);
        // What the file says now; only rows the user moves away from it are saved.
        row.initiallySet = row.set->isChecked();
        row.initialValue = row.value->value();
        row.source->setText(view->definition
                                ? tr("from %1").arg(conf.location(*view->definition))
                                : tr("not set: nfsrahead falls back to %1")
                                      .arg(row.key == "default" ? tr("128 KiB") : tr("default")));
        QStringList notes;
        for (const ConfDefinition *earlier : view->shadowed)
            notes.append(tr("overrides %1 = %2 at %3")
                             .arg(QString::fromLatin1(row.key), QString::fromUtf8(earlier->value),
                                  conf.location(*earlier)));
        notes += view->warnings;
        row.notes->setText(notes.join(QLatin1Char('\n')));
        row.notes->setVisible(!notes.isEmpty());
        if (view->definition &&
            conf.files().at(view->definition->file).role == ConfFile::Role::DropIn)
            preferred = conf.files().at(view->definition->file).systemPath;
    }

    QStringList choices{SystemRoot::nfsConfPath()};
    QStringList read;
    for (const ConfFile &file : conf.files()) {
        if (file.role == ConfFile::Role::DropIn && !choices.contains(file.systemPath))
            choices.append(file.systemPath);
        read.append(file.loaded ? file.systemPath : tr("%1 (%2)").arg(file.systemPath, file.error));
    }
    if (!choices.contains(NewDropIn))
        choices.append(NewDropIn);
    {
        const QSignalBlocker block(m_file);
        m_file->clear();
        for (const QString &choice : choices)
            m_file->addItem(choice == NewDropIn && !QFileInfo::exists(m_monitor.root().path(choice))
                                ? tr("%1 (new drop-in)").arg(choice)
                                : choice,
                            choice);
        m_file->setCurrentIndex(int(choices.indexOf(preferred)));
    }
    m_files->setText(
        tr("Read, in this order (later ones win): %1").arg(read.join(QStringLiteral(", "))));
    m_status->clear();
    loadTarget();
    updatePreview();
}

void PersistentSettingsPage::loadTarget()
{
    m_target.reset();
    m_targetError.clear();
    const QString real = m_monitor.root().path(m_file->currentData().toString());
    if (!QFileInfo::exists(real))
        return;
    const auto content = readWholeFileShared(real);
    if (content)
        m_target = *content;
    else
        m_targetError = content.error().message;
}

PersistentSettingsPage::Plan PersistentSettingsPage::plan() const
{
    Plan plan;
    plan.file = m_file->currentData().toString();
    plan.error = m_targetError;
    plan.before = m_target;
    if (!plan.error.isEmpty())
        return plan;
    // Only what differs from this file's own settings.
    const NfsConf own = NfsConfLoader::parseContent(plan.before.value_or(QByteArray()));
    QList<ConfEdit> edits;
    for (const KeyRow &row : m_rows) {
        if (!row.edited())
            continue;
        const ConfDefinition *current = own.binding("nfsrahead", std::nullopt, row.key);
        const QByteArray wanted = QByteArray::number(row.value->value());
        if (row.set->isChecked() && (!current || current->value != wanted)) {
            plan.set.insert(QString::fromLatin1(row.key), QString::fromLatin1(wanted));
            edits.append(ConfEdit{"nfsrahead", std::nullopt, row.key, wanted});
        } else if (!row.set->isChecked() && current) {
            plan.unset.append(QString::fromLatin1(row.key));
            edits.append(ConfEdit{"nfsrahead", std::nullopt, row.key, std::nullopt});
        }
    }
    const auto after = NfsConfEditor::applyToFile(plan.before, edits);
    if (!after)
        plan.error = after.error().message;
    else
        plan.after = *after;
    return plan;
}

void PersistentSettingsPage::updatePreview()
{
    const Plan next = plan();
    QString text;
    if (!next.error.isEmpty())
        text = next.error;
    else if (next.set.isEmpty() && next.unset.isEmpty())
        text = tr("No changes to %1.").arg(next.file);
    else
        text = unifiedDiff(next.before.value_or(QByteArray()), next.after.value_or(QByteArray()),
                           next.file);
    // A later file that sets the same key wins over this one.
    const NfsConf &conf = m_monitor.config();
    for (const QString &key : next.set.keys()) {
        const ConfDefinition *effective = conf.binding("nfsrahead", std::nullopt, key.toLatin1());
        if (effective && conf.files().at(effective->file).systemPath != next.file &&
            conf.files().at(effective->file).role == ConfFile::Role::DropIn)
            text += QLatin1Char('\n') + tr("Note: %1 at %2 comes later and will still win.")
                                            .arg(key, conf.location(*effective));
    }
    m_diff->setPlainText(text);
    m_save->setEnabled(next.error.isEmpty() && (!next.set.isEmpty() || !next.unset.isEmpty()));
}

void PersistentSettingsPage::setBusy(bool busy)
{
    m_busy->setVisible(busy);
    m_save->setEnabled(!busy);
    m_applyNow->setEnabled(!busy);
    m_reload->setEnabled(!busy);
}

void PersistentSettingsPage::save()
{
    const Plan next = plan();
    if (!next.error.isEmpty())
        return;
    const QString expected =
        next.before ? QString::fromLatin1(AtomicFileReplace::sha256Hex(*next.before)) : QString();
    setBusy(true);
    m_status->setText(tr("Saving %1…").arg(next.file));
    m_backend.writeReadaheadConfig(
        next.file, next.set, next.unset, expected, this, [this, next](Result<QByteArray> result) {
            setBusy(false);
            if (!result) {
                if (result.error().code == Error::Code::Conflict)
                    m_status->setText(
                        tr("<span style='color:#b00020'>%1 changed since it was shown. Press "
                           "Reload to see it as it is now, then save again.</span>")
                            .arg(next.file.toHtmlEscaped()));
                else
                    m_status->setText(QStringLiteral("<span style='color:#b00020'>%1</span>")
                                          .arg(result.error().message.toHtmlEscaped()));
                return;
            }
            m_monitor.reloadConfig();
            m_status->setText(
                tr("Saved %1. New mounts will get these values; use \"Apply to mounted now\" "
                   "for the mounted ones.")
                    .arg(next.file.toHtmlEscaped()));
        });
}

void PersistentSettingsPage::applyNow()
{
    setBusy(true);
    m_applyResults->clear();
    m_status->setText(tr("Applying to mounted file systems…"));
    m_backend.applyConfig(this, [this](Result<QList<ReadaheadChange>> result) {
        setBusy(false);
        m_applyResults->setVisible(true);
        if (!result) {
            m_status->setText(QStringLiteral("<span style='color:#b00020'>%1</span>")
                                  .arg(result.error().message.toHtmlEscaped()));
        } else {
            m_status->setText(tr("Applied to %n BDI(s).", nullptr, int(result->size())));
            for (const ReadaheadChange &change : *result)
                m_applyResults->addItem(tr("✓ %1 (%2): %3 → %4")
                                            .arg(change.mountpoint, change.bdi.toString(),
                                                 units::kib(change.previousKib),
                                                 units::kib(change.nowKib)));
        }
        emit applied();
    });
}

} // namespace nfstuner
