// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/writetunedialog.h"

#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "tuning/writebacktuner.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace nfstuner {

WriteTuneDialog::WriteTuneDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount,
                                 QWidget *parent)
    : QDialog(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
    , m_mount(mount)
{
    setObjectName(QStringLiteral("writeTuneDialog"));
    setWindowTitle(tr("Tune the write-back limit on %1").arg(printable(mount.mountpoint)));
    QLabel *intro = buildIntro();
    m_despite = new QCheckBox(tr("Tune even while &other mounts write"), this);
    m_despite->setObjectName(QStringLiteral("despiteOtherWriters"));
    m_despite->setToolTip(tr("Their writes get each trial value too, and change what it "
                             "measures."));
    m_tune = new QPushButton(tr("&Tune"), this);
    m_tune->setObjectName(QStringLiteral("tune"));
    m_stop = new QPushButton(tr("&Stop"), this);
    m_stop->setObjectName(QStringLiteral("stop"));
    m_stop->setToolTip(tr("Stops and puts the limit from before back."));
    connect(m_tune, &QPushButton::clicked, this, &WriteTuneDialog::startTuning);
    connect(m_stop, &QPushButton::clicked, this, &WriteTuneDialog::stopTuning);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_tune);
    runRow->addWidget(m_stop);
    runRow->addWidget(m_despite);
    runRow->addStretch();
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText); // it may name a mount point
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    buildTrials();
    m_outcome = new QLabel(this);
    m_outcome->setTextFormat(Qt::PlainText); // it may name a mount point
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));
    buttons->button(QDialogButtonBox::Close)
        ->setToolTip(tr("Closes; a tune under way stops and puts the limit from before back."));
    m_setKnee = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_setKnee->setObjectName(QStringLiteral("setKnee"));
    m_setKnee->setToolTip(tr("Sets the knee until the next boot: a change on the Changes page, "
                             "which Undo takes back."));
    connect(m_setKnee, &QPushButton::clicked, this, [this] {
        emit setKneeRequested(*m_tuner->startKib(), m_tuner->finalKib());
        accept();
    });
    m_keepAfterReboot = buttons->addButton(tr("Keep after re&boot…"), QDialogButtonBox::ActionRole);
    m_keepAfterReboot->setObjectName(QStringLiteral("keepAfterReboot"));
    m_keepAfterReboot->setToolTip(
        tr("Fills in the knee on the Write-back page with Keep after reboot ticked: its Set "
           "sets it now and writes it to %1 for every boot.")
            .arg(WritebackTuner::dropInPath()));
    connect(m_keepAfterReboot, &QPushButton::clicked, this, [this] {
        emit keepAfterRebootRequested(m_tuner->finalKib());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &WriteTuneDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(runRow);
    layout->addWidget(m_status);
    layout->addWidget(m_trials, 1);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);
    resize(680, 480);
    updateState();
}

WriteTuneDialog::~WriteTuneDialog() = default;

QLabel *WriteTuneDialog::buildIntro()
{
    QString text =
        tr("Measures what %1 sends to its server per second at the write-back limit set now, "
           "then at larger ones, each for a few seconds once it settled, and ends on the knee: "
           "the smallest limit within 5 % of the best, where it beat the limit set now. It "
           "never goes below that. Each value is set for the time being: stop or close, and "
           "the limit from before comes back.")
            .arg(printable(m_mount.mountpoint).toHtmlEscaped());
    QStringList others;
    for (const NfsMount &other : m_monitor.inventory().mounts()) {
        if (other.mountpoint != m_mount.mountpoint)
            others.append(printable(other.mountpoint).toHtmlEscaped());
    }
    text += QStringLiteral("<br>") +
            (others.isEmpty()
                 ? tr("The limit is the client's: no other NFS mount has it now.")
                 : tr("The limit is the client's: %1 get each trial value too. The tune does "
                      "not start while one of them writes, unless you ask it to.")
                       .arg(others.join(QStringLiteral(", "))));
    auto *intro = new QLabel(text, this);
    intro->setObjectName(QStringLiteral("intro"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    return intro;
}

// One row per trial as it ends; its reason in the tooltip.
void WriteTuneDialog::buildTrials()
{
    m_trials = new QTreeWidget(this);
    m_trials->setObjectName(QStringLiteral("trials"));
    m_trials->setAccessibleName(tr("Trials"));
    m_trials->setRootIsDecorated(false);
    m_trials->setHeaderLabels({tr("Limit"), tr("MB/s sent"), tr("WRITEs"), tr("COMMITs"),
                               tr("Seconds"), tr("Why this value")});
    m_trials->header()->setStretchLastSection(true);
}

void WriteTuneDialog::setDespiteOtherWriters(bool despite)
{
    m_despite->setChecked(despite);
}

bool WriteTuneDialog::isTuning() const
{
    return m_tuner && m_tuner->isRunning();
}

QString WriteTuneDialog::outcome() const
{
    return m_outcome->text();
}

void WriteTuneDialog::startTuning()
{
    if (isTuning())
        return;
    WriteTuner::Settings settings;
    settings.despiteOtherWriters = m_despite->isChecked();
    m_tuner = m_tuning.tuneWrites(m_monitor.root(), m_mount, settings);
    connect(m_tuner.get(), &WriteTuner::trialStarted, this,
            [this](quint64 kib, const QString &why) {
                m_status->setText(tr("Trial %1 of at most %2: %3. %4")
                                      .arg(m_tuner->steps().size() + 1)
                                      .arg(m_tuner->settings().maxTrials)
                                      .arg(units::kib(kib), why));
            });
    connect(m_tuner.get(), &WriteTuner::trialEnded, this, &WriteTuneDialog::onTrialEnded);
    connect(m_tuner.get(), &WriteTuner::finished, this, &WriteTuneDialog::onFinished);
    m_trials->clear();
    m_outcome->clear();
    m_status->setText(tr("Looking at what the mounts write…"));
    m_tuner->start();
    updateState();
}

void WriteTuneDialog::stopTuning()
{
    if (m_tuner)
        m_tuner->stop();
}

void WriteTuneDialog::onTrialEnded(const WriteTuner::Step &step)
{
    auto *row = new QTreeWidgetItem(
        m_trials,
        {units::kib(step.congestionKib), QLocale().toString(step.bytesPerSecond / 1e6, 'f', 1),
         QLocale().toString(step.writeOps), QLocale().toString(step.commitOps),
         QLocale().toString(step.seconds, 'f', 1), step.why});
    for (int column = 1; column <= 4; ++column)
        row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    row->setToolTip(5, step.why);
    m_trials->scrollToItem(row);
}

void WriteTuneDialog::onFinished()
{
    m_status->clear();
    QString text = m_tuner->reason();
    if (m_tuner->error() && !text.contains(m_tuner->error()->message))
        text += QLatin1Char(' ') + m_tuner->error()->message;
    if (m_tuner->nowKib())
        text += QLatin1Char(' ') +
                tr("The write-back limit is %1.").arg(units::kib(*m_tuner->nowKib()));
    m_outcome->setText(text);
    updateState();
    if (std::exchange(m_closeWhenDone, false))
        QDialog::reject();
}

void WriteTuneDialog::reject()
{
    if (isTuning()) {
        // The limit from before must be back before the dialog goes.
        m_closeWhenDone = true;
        m_tuner->stop();
        return;
    }
    QDialog::reject();
}

void WriteTuneDialog::updateState()
{
    const bool tuning = isTuning();
    m_tune->setEnabled(!tuning);
    m_despite->setEnabled(!tuning);
    m_stop->setEnabled(tuning);
    m_status->setVisible(tuning);
    const bool tuned = m_tuner && !tuning && m_tuner->outcome() == WriteTuner::Outcome::Tuned;
    m_setKnee->setVisible(tuned);
    m_keepAfterReboot->setVisible(tuned);
    if (tuned)
        m_setKnee->setText(tr("S&et %1").arg(units::kib(m_tuner->finalKib())));
}

} // namespace nfstuner
