// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/tunedialog.h"

#include "base/liveroot.h"
#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "widgets/sweepchart.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace nfstuner {

TuneDialog::TuneDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount,
                       bool simulated, QWidget *parent)
    : QDialog(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
    , m_mount(mount)
    , m_simulated(simulated)
{
    setObjectName(QStringLiteral("tuneDialog"));
    setWindowTitle(tr("Tune readahead on %1").arg(printable(mount.mountpoint)));
    QLabel *intro = buildIntro(simulated);

    m_tune = new QPushButton(tr("&Tune"), this);
    m_tune->setObjectName(QStringLiteral("tune"));
    m_stop = new QPushButton(tr("&Stop"), this);
    m_stop->setObjectName(QStringLiteral("stop"));
    m_stop->setToolTip(tr("Stops and puts the readahead from before back."));
    m_progress = new QProgressBar(this);
    m_progress->setAccessibleName(tr("The trial's evidence"));
    m_progress->setRange(0, 100);
    connect(m_tune, &QPushButton::clicked, this, &TuneDialog::startTuning);
    connect(m_stop, &QPushButton::clicked, this, &TuneDialog::stopTuning);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_tune);
    runRow->addWidget(m_stop);
    runRow->addWidget(m_progress, 1);
    runRow->addStretch();
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText); // it may name a mount point
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    m_chart = new SweepChart(this);
    m_chart->setRateName(tr("MB/s while reading"));
    buildTrials();
    m_outcome = new QLabel(this);
    m_outcome->setTextFormat(Qt::PlainText); // it may name a mount point
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QDialogButtonBox *buttons = buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(runRow);
    layout->addWidget(m_status);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_trials);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);
    resize(680, 640);
    updateState();
}

TuneDialog::~TuneDialog() = default;

QLabel *TuneDialog::buildIntro(bool simulated)
{
    QString text = tr("Measures the throughput of %1 on the reads it has now at one readahead "
                      "value after another, in the order the advisor gives, and ends on the "
                      "knee: the smallest value within 5 % of the best, never one that measured "
                      "below the value set now. Each value is set for the time being: stop or "
                      "close, and the value from before comes back. A file takes the readahead "
                      "set when it is opened, so each value counts from the first file opened "
                      "again.")
                       .arg(printable(m_mount.mountpoint));
    if (simulated)
        text = tr("<b>Demo</b>: the demo's reads are simulated, and so is what each readahead "
                  "value gives them. ") +
               text;
    const QStringList sharing = m_monitor.inventory().mountpointsSharingBdi(m_mount);
    QStringList others;
    for (const QString &other : sharing) {
        if (other != m_mount.mountpoint)
            others.append(printable(other).toHtmlEscaped());
    }
    if (!others.isEmpty())
        text += QStringLiteral("<br>") +
                tr("Also on this BDI: %1. Its readahead changes too while this runs, and its "
                   "reads count.")
                    .arg(others.join(QStringLiteral(", ")));
    auto *intro = new QLabel(text, this);
    intro->setObjectName(QStringLiteral("intro"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    return intro;
}

// One row per trial as it ends; its reason in the tooltip.
void TuneDialog::buildTrials()
{
    m_trials = new QTreeWidget(this);
    m_trials->setObjectName(QStringLiteral("trials"));
    m_trials->setAccessibleName(tr("Trials"));
    m_trials->setRootIsDecorated(false);
    m_trials->setHeaderLabels({tr("Readahead"), tr("MB/s while reading"), tr("READs"),
                               tr("Per READ"), tr("Seconds"), tr("Why this value")});
    m_trials->header()->setStretchLastSection(true);
    m_trials->setMaximumHeight(170);
}

// Keep <knee>, Keep after reboot…, Put back <start>, Close.
QDialogButtonBox *TuneDialog::buildButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));
    buttons->button(QDialogButtonBox::Close)
        ->setToolTip(tr("Closes; a value the tune holds goes back to the one from before."));
    m_keep = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_keep->setObjectName(QStringLiteral("keep"));
    m_keep->setToolTip(tr("Keeps the knee until the file system is mounted again: a change on "
                          "the Changes page, which Undo takes back."));
    m_keepAfterReboot = buttons->addButton(tr("Keep after re&boot…"), QDialogButtonBox::ActionRole);
    m_keepAfterReboot->setObjectName(QStringLiteral("keepAfterReboot"));
    m_keepAfterReboot->setToolTip(tr("Keeps the knee, then fills in the persistent settings "
                                     "that give the mount it on the next mount too."));
    m_putBack = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_putBack->setObjectName(QStringLiteral("putBack"));
    connect(m_keep, &QPushButton::clicked, this, [this] { keep(false); });
    connect(m_keepAfterReboot, &QPushButton::clicked, this, [this] { keep(true); });
    connect(m_putBack, &QPushButton::clicked, this, &TuneDialog::putBack);
    connect(buttons, &QDialogButtonBox::rejected, this, &TuneDialog::reject);
    return buttons;
}

bool TuneDialog::isTuning() const
{
    return m_tuner && m_tuner->isRunning();
}

QString TuneDialog::outcome() const
{
    return m_outcome->text();
}

void TuneDialog::startTuning()
{
    if (isTuning() || (m_tuner && m_tuner->isHolding()))
        return;
    // A capture has no reads to measure: said at once, not after a wait.
    if (const auto live = LiveRoot::readsHappen(m_monitor.root()); !live) {
        m_outcome->setText(live.error().message);
        return;
    }
    WorkloadTuner::Settings settings;
    settings.ending = WorkloadTuner::Ending::HoldKnee;
    m_tuner = m_tuning.tune(m_monitor.root(), m_mount, settings);
    // The demo's counters move a few times a second: read them a second apart.
    if (m_simulated)
        m_tuner->setSampleInterval(1000);
    connect(m_tuner.get(), &WorkloadTuner::trialStarted, this, &TuneDialog::onTrialStarted);
    connect(m_tuner.get(), &WorkloadTuner::sampled, this, &TuneDialog::onSampled);
    // The window shows the value being measured.
    connect(m_tuner.get(), &WorkloadTuner::valueSet, &m_monitor, &MountMonitor::refreshReadahead);
    connect(m_tuner.get(), &WorkloadTuner::trialEnded, this, &TuneDialog::onTrialEnded);
    connect(m_tuner.get(), &WorkloadTuner::finished, this, &TuneDialog::onFinished);
    connect(m_tuner.get(), &WorkloadTuner::putBackDone, this, [this] {
        m_outcome->setText(m_outcome->text() + QLatin1Char(' ') +
                           tr("The readahead is back at %1.").arg(units::kib(m_tuner->finalKib())));
        m_monitor.refreshReadahead();
        updateState();
        emit tuneEnded();
        if (m_closeWhenDone)
            QDialog::reject();
    });
    m_trials->clear();
    m_outcome->clear();
    m_decided = false;
    m_chart->setRates({}, std::nullopt);
    m_tuner->start();
    updateState();
}

void TuneDialog::stopTuning()
{
    if (m_tuner)
        m_tuner->stop();
}

void TuneDialog::onTrialStarted(quint32 kib, const QString &why)
{
    m_status->setText(tr("Trial %1 of at most %2: %3. %4")
                          .arg(m_tuner->steps().size() + 1)
                          .arg(m_tuner->settings().maxTrials)
                          .arg(units::kib(kib), why));
    m_status->setToolTip(why);
    m_progress->setValue(0);
}

void TuneDialog::onSampled()
{
    const std::optional<quint32> kib = m_tuner->trialKib();
    if (!kib)
        return;
    const ReadWindow &window = m_tuner->trialEvidence().window();
    const QString trial = tr("Trial %1 of at most %2, %3")
                              .arg(m_tuner->steps().size() + 1)
                              .arg(m_tuner->settings().maxTrials)
                              .arg(units::kib(*kib));
    if (m_tuner->isWaitingForReopen()) {
        m_status->setText(tr("%1: waiting for a file on the mount to be opened again.").arg(trial));
        m_progress->setValue(0);
        return;
    }
    // How much of the evidence a trial needs it has, by the trial's own rule.
    m_progress->setValue(int(m_tuner->trialEvidence().progress() * 100));
    m_status->setText(tr("%1: %2 s, %n READ(s), %3 so far.", nullptr, int(window.readOps))
                          .arg(trial, QLocale().toString(window.seconds, 'f', 1),
                               units::rate(m_tuner->trialEvidence().bytesPerSecond().value_or(0))));
}

void TuneDialog::onTrialEnded(const WorkloadTuner::Step &step)
{
    auto *row = new QTreeWidgetItem(
        m_trials,
        {units::kib(step.readAheadKib), QLocale().toString(step.bytesPerSecond / 1e6, 'f', 1),
         QLocale().toString(step.readOps), units::size(step.averageReadBytes),
         QLocale().toString(step.seconds, 'f', 1), step.why});
    for (int column = 1; column <= 4; ++column)
        row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    row->setToolTip(5, step.why);
    m_trials->scrollToItem(row);
    updateChart();
}

void TuneDialog::updateChart()
{
    QList<QPointF> rates;
    std::optional<qsizetype> knee;
    const std::optional<quint32> kneeKib =
        m_tuner->isRunning() ? m_tuner->kneeSoFar() : m_tuner->kneeKib();
    for (const TunePlanner::Measured &value : m_tuner->measured()) {
        if (value.kib == kneeKib)
            knee = rates.size();
        rates.append({double(value.kib), value.bytesPerSecond()});
    }
    m_chart->setRates(rates, knee);
}

void TuneDialog::onFinished()
{
    updateChart();
    m_status->clear();
    QString text = m_tuner->reason();
    if (m_tuner->error())
        text += QLatin1Char(' ') + m_tuner->error()->message;
    if (m_tuner->isHolding())
        text += QLatin1Char(' ') +
                tr("%1 is set for the time being: keep it, or put %2 back.")
                    .arg(units::kib(m_tuner->finalKib()), units::kib(*m_tuner->startKib()));
    m_outcome->setText(text);
    m_monitor.refreshReadahead();
    updateState();
    if (std::exchange(m_closeWhenDone, false))
        return reject(); // closes, or puts a held knee back first
    if (!m_tuner->isHolding())
        emit tuneEnded();
}

void TuneDialog::keep(bool afterReboot)
{
    if (!m_tuner || !m_tuner->isHolding())
        return;
    m_decided = true;
    const quint32 start = *m_tuner->startKib(), knee = m_tuner->finalKib();
    m_tuner->releaseHold();
    emit keepRequested(m_mount.bdi, start, knee, afterReboot);
    emit tuneEnded();
    accept();
}

void TuneDialog::putBack()
{
    if (!m_tuner || !m_tuner->isHolding())
        return;
    m_decided = true;
    m_tuner->putBack();
    updateState();
}

void TuneDialog::reject()
{
    if (m_closeWhenDone)
        return; // it goes once the value from before is back
    if (isTuning()) {
        // The value from before must be back before the dialog goes.
        m_closeWhenDone = true;
        m_tuner->stop();
        return;
    }
    if (m_tuner && m_tuner->isHolding()) {
        m_closeWhenDone = true;
        putBack();
        return;
    }
    QDialog::reject();
}

void TuneDialog::updateState()
{
    const bool tuning = isTuning();
    const bool holding = m_tuner && m_tuner->isHolding();
    m_tune->setEnabled(!tuning && !holding);
    m_stop->setEnabled(tuning);
    m_progress->setVisible(tuning);
    m_status->setVisible(tuning);
    for (QPushButton *button : {m_keep, m_keepAfterReboot, m_putBack}) {
        button->setVisible(holding || (m_tuner && m_decided));
        button->setEnabled(holding);
    }
    if (m_tuner && m_tuner->startKib()) {
        m_keep->setText(tr("&Keep %1").arg(units::kib(m_tuner->finalKib())));
        m_putBack->setText(tr("&Put back %1").arg(units::kib(*m_tuner->startKib())));
        m_putBack->setToolTip(tr("Sets %1 again, the value from before the tune.")
                                  .arg(units::kib(*m_tuner->startKib())));
    }
}

} // namespace nfstuner
