// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/measuredialog.h"

#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "sweep/readaheadsweep.h"
#include "sweep/sweepsimulation.h"
#include "widgets/sweepchart.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

// "128K, 512K, 1M, 15M": the values as --values takes them.
QString valuesText(const QList<quint32> &kibs)
{
    QStringList parts;
    for (const quint32 kib : kibs)
        parts.append(kib % 1024 == 0 ? QStringLiteral("%1M").arg(kib / 1024)
                                     : QStringLiteral("%1K").arg(kib));
    return parts.join(QStringLiteral(", "));
}

} // namespace

MeasureDialog::MeasureDialog(MountMonitor &monitor, LiveTuning &tuning, const NfsMount &mount,
                             const SweepSimulation *simulation, QWidget *parent)
    : QDialog(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
    , m_mount(mount)
    , m_simulation(simulation)
{
    setObjectName(QStringLiteral("measureDialog"));
    setWindowTitle(tr("Measure readahead on %1").arg(printable(mount.mountpoint)));
    QLabel *intro = buildIntro();
    QFormLayout *form = buildForm();
    buildSharing();
    QHBoxLayout *runRow = buildRunRow();
    m_chart = new SweepChart(this);
    m_chart->setRateName(tr("MB/s while reading the file"));
    m_outcome = new QLabel(this);
    m_outcome->setTextFormat(Qt::PlainText); // it may name a mount point
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QDialogButtonBox *buttons = buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_sharing);
    layout->addLayout(runRow);
    layout->addWidget(m_status);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);
    resize(640, 620);
    updateState();
}

QLabel *MeasureDialog::buildIntro()
{
    auto *intro = new QLabel(
        tr("Reads a large file of yours from the server at each readahead value, from a cold "
           "cache each time, in calls of %1 as most programs read, and shows the throughput. The "
           "readahead from before comes back at the end, also if you stop or the program ends.")
            .arg(units::bytes(SweepSettings::DefaultBlockSize)),
        this);
    intro->setWordWrap(true);
    if (m_simulation)
        intro->setText(
            tr("<b>Demo</b>: the demo's mounts are simulated, so nothing is read from a server. "
               "Each run takes as long, and makes as many READs, as the demo's model of an NFS "
               "client gives at each readahead value; the file below stands for a large file "
               "of the mount. The readahead from before comes back at the end."));
    return intro;
}

// The file to read, the values and the runs per value.
QFormLayout *MeasureDialog::buildForm()
{
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("file"));
    m_file->setPlaceholderText(tr("A large file on %1").arg(printable(m_mount.mountpoint)));
    if (m_simulation)
        m_file->setText(m_simulation->sampleFile(m_mount));
    m_browse = new QPushButton(tr("&Browse…"), this);
    m_browse->setObjectName(QStringLiteral("browse"));
    connect(m_browse, &QPushButton::clicked, this, &MeasureDialog::browse);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);

    m_values = new QLineEdit(valuesText(SweepSettings::defaultValues(m_mount.rsize)), this);
    m_values->setObjectName(QStringLiteral("values"));
    m_values->setToolTip(tr("Readahead values, comma-separated: KiB, or with K, M or G."));
    m_runs = new QSpinBox(this);
    m_runs->setObjectName(QStringLiteral("runs"));
    m_runs->setRange(1, SweepSettings::MaxRepeat);
    m_runs->setValue(3);
    m_runs->setToolTip(tr("Reads per value; the median counts."));

    auto *form = new QFormLayout;
    auto *fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, fileRow);
    auto *valuesLabel = new QLabel(tr("&Values:"), this);
    valuesLabel->setBuddy(m_values);
    form->addRow(valuesLabel, m_values);
    auto *runsLabel = new QLabel(tr("&Runs per value:"), this);
    runsLabel->setBuddy(m_runs);
    form->addRow(runsLabel, m_runs);
    return form;
}

// The other mounts on the BDI, whose readahead changes too.
void MeasureDialog::buildSharing()
{
    m_sharing = new QLabel(this);
    m_sharing->setObjectName(QStringLiteral("sharing"));
    m_sharing->setTextFormat(Qt::PlainText); // mount points
    m_sharing->setWordWrap(true);
    const QStringList sharing = m_monitor.inventory().mountpointsSharingBdi(m_mount);
    QStringList others;
    for (const QString &other : sharing) {
        if (other != m_mount.mountpoint)
            others.append(printable(other));
    }
    m_sharing->setText(tr("Also on this BDI: %1. Its readahead changes too while this measures.")
                           .arg(others.join(QStringLiteral(", "))));
    m_sharing->setVisible(!others.isEmpty());
}

// Measure, Stop, and how far it got.
QHBoxLayout *MeasureDialog::buildRunRow()
{
    m_measure = new QPushButton(tr("&Measure"), this);
    m_measure->setObjectName(QStringLiteral("measure"));
    m_stop = new QPushButton(tr("&Stop"), this);
    m_stop->setObjectName(QStringLiteral("stop"));
    m_progress = new QProgressBar(this);
    m_progress->setAccessibleName(tr("Measuring"));
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText); // it may name a mount point
    m_status->setObjectName(QStringLiteral("status"));
    connect(m_measure, &QPushButton::clicked, this, [this] { startMeasuring(); });
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_sweep)
            m_sweep->cancel();
    });
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_measure);
    runRow->addWidget(m_stop);
    runRow->addWidget(m_progress, 1);
    runRow->addStretch();
    return runRow;
}

// Apply knee…, Apply best… and Close.
QDialogButtonBox *MeasureDialog::buildButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));
    m_applyKnee = buttons->addButton(tr("Apply &knee…"), QDialogButtonBox::ActionRole);
    m_applyKnee->setObjectName(QStringLiteral("applyKnee"));
    m_applyKnee->setToolTip(tr("Shows the change in the window to confirm; it goes through the "
                               "helper and lasts until the file system is mounted again."));
    m_applyBest = buttons->addButton(tr("Apply b&est…"), QDialogButtonBox::ActionRole);
    m_applyBest->setObjectName(QStringLiteral("applyBest"));
    m_applyBest->setToolTip(m_applyKnee->toolTip());
    for (const auto &[button, kib] :
         {std::pair{m_applyKnee, &m_kneeKib}, std::pair{m_applyBest, &m_bestKib}}) {
        connect(button, &QPushButton::clicked, this, [this, kib = kib] {
            if (!*kib)
                return;
            emit applyValueRequested(m_mount.bdi, **kib);
            accept();
        });
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &MeasureDialog::reject);
    return buttons;
}

MeasureDialog::~MeasureDialog() = default;

void MeasureDialog::setFile(const QString &file)
{
    m_file->setText(file);
}

void MeasureDialog::setRuns(int runs)
{
    m_runs->setValue(runs);
}

void MeasureDialog::setValues(const QString &values)
{
    m_values->setText(values);
}

QString MeasureDialog::outcome() const
{
    return m_outcome->text();
}

bool MeasureDialog::isMeasuring() const
{
    return m_sweep && m_sweep->isRunning();
}

void MeasureDialog::browse()
{
    const SystemRoot &root = m_monitor.root();
    const QString chosen =
        QFileDialog::getOpenFileName(this, tr("File to read"), root.path(m_mount.mountpoint));
    if (chosen.isEmpty())
        return;
    m_file->setText(root.isRealSystem() || !chosen.startsWith(root.root())
                        ? chosen
                        : chosen.mid(root.root().size()));
}

// What the CLI warns of too: values below the read size measure alike.
QString MeasureDialog::belowReadSizeWarning(const SweepSettings &settings)
{
    const QList<quint32> below = settings.valuesBelowBlockSize();
    if (below.isEmpty())
        return QString();
    return tr("Reads of %1 are larger than a readahead of %2: the kernel reads at least what a "
              "call asks for, so values up to it measure alike.")
        .arg(units::size(double(settings.blockSize)), units::kib(below.last()));
}

bool MeasureDialog::startMeasuring()
{
    if (isMeasuring())
        return false;
    // A refusal leaves no result of an earlier measurement on show, nor a
    // knee to apply that this list did not give.
    const auto refuse = [this](const QString &why) {
        m_kneeKib.reset();
        m_bestKib.reset();
        m_chart->setPoints({}, std::nullopt);
        m_outcome->setText(why);
        m_status->clear();
        updateState();
        return false;
    };
    const auto target = SweepTarget::resolve(m_monitor.root(), m_monitor.inventory().table(),
                                             m_file->text().trimmed());
    if (!target)
        return refuse(target.error().message);
    if (target->mount.bdi != m_mount.bdi)
        return refuse(tr("%1 is on %2, not on %3: pick a file of the selected mount")
                          .arg(printable(target->file), printable(target->mount.mountpoint),
                               printable(m_mount.mountpoint)));
    const auto values = SweepSettings::parseValues(m_values->text());
    if (!values)
        return refuse(values.error().message);
    if (values->size() < 2)
        return refuse(tr("Give two values or more: the knee is the smallest of them within 5 % "
                         "of the best."));
    SweepSettings settings;
    settings.valuesKib = *values;
    settings.repeat = m_runs->value();
    // Values up to the read size measure alike: a knee needs two that do not.
    if (settings.valuesThatMeasureApart() < 2)
        return refuse(belowReadSizeWarning(settings) + u' ' +
                      tr("Give two values or more that measure apart: at least one above %1.")
                          .arg(units::size(double(settings.blockSize))));
    m_kneeKib.reset();
    m_bestKib.reset();
    m_chart->setPoints({}, std::nullopt);
    m_belowReadSize = belowReadSizeWarning(settings);
    m_outcome->setText(m_belowReadSize);
    m_sweep = m_tuning.measure(m_monitor.root(), *target, settings);
    if (m_simulation)
        m_sweep->setRunReader(m_simulation->reader(*target));
    connect(m_sweep.get(), &ReadaheadSweep::progress, this, &MeasureDialog::onProgress);
    connect(m_sweep.get(), &ReadaheadSweep::pointMeasured, this,
            [this] { m_chart->setPoints(m_sweep->points(), std::nullopt); });
    connect(m_sweep.get(), &ReadaheadSweep::finished, this, &MeasureDialog::onSweepEnded);
    m_progress->setRange(0, int(settings.valuesKib.size()) * settings.repeat);
    m_progress->setValue(0);
    m_sweep->start();
    updateState();
    return true;
}

void MeasureDialog::onProgress(int run, int runs, quint32 kib, qint64 bytes)
{
    m_progress->setValue(run - 1);
    m_status->setText(tr("Run %1 of %2: readahead %3, %4 of %5 read")
                          .arg(run)
                          .arg(runs)
                          .arg(units::kib(kib), units::size(double(bytes)),
                               units::size(double(m_sweep->bytesPerRun()))));
}

void MeasureDialog::onSweepEnded()
{
    const ReadaheadSweep &sweep = *m_sweep;
    const QString back =
        !sweep.originalKib() ? QString()
        : sweep.restored()
            ? tr("The readahead is back at %1.").arg(units::kib(*sweep.originalKib()))
            : tr("The readahead could not be put back to %1.")
                  .arg(units::kib(*sweep.originalKib()));
    m_progress->setValue(m_progress->maximum());
    m_status->clear();
    if (sweep.wasCancelled()) {
        m_chart->setPoints(sweep.points(), std::nullopt);
        m_outcome->setText(tr("Stopped. %1").arg(back));
    } else if (sweep.error()) {
        m_chart->setPoints(sweep.points(), std::nullopt);
        m_outcome->setText(tr("The measurement failed: %1 %2").arg(sweep.error()->message, back));
    } else {
        const auto knee = sweepKnee(sweep.points());
        const auto best = sweepBest(sweep.points());
        m_chart->setPoints(sweep.points(), knee);
        if (knee && best) {
            const SweepPoint &point = sweep.points()[*knee];
            const SweepPoint &top = sweep.points()[*best];
            m_kneeKib = point.requestedKib;
            m_bestKib = top.requestedKib;
            QString text = tr("Knee: %1 at %2, the smallest value within 5 % of the best "
                              "(%3 at %4): more readahead than the knee gains little. %5")
                               .arg(units::kib(point.requestedKib),
                                    units::rate(point.medianMegabytesPerSecond() * 1e6),
                                    units::rate(top.medianMegabytesPerSecond() * 1e6),
                                    units::kib(top.requestedKib), back);
            if (!m_belowReadSize.isEmpty())
                text += u' ' + m_belowReadSize;
            text +=
                u' ' + tr("These are MB/s while Measure… read the file, cold, in its own calls: "
                          "the advice and Tune… judge what the applications read, so their "
                          "figures for a value differ.");
            m_outcome->setText(text);
        }
    }
    updateState();
    emit sweepEnded();
    if (m_closeWhenStopped)
        QDialog::reject();
}

void MeasureDialog::reject()
{
    if (isMeasuring()) {
        // The value from before must be back before the dialog goes.
        m_closeWhenStopped = true;
        m_sweep->cancel();
        return;
    }
    QDialog::reject();
}

void MeasureDialog::updateState()
{
    const bool measuring = isMeasuring();
    m_file->setEnabled(!measuring);
    m_browse->setEnabled(!measuring);
    m_values->setEnabled(!measuring);
    m_runs->setEnabled(!measuring);
    m_measure->setEnabled(!measuring);
    m_stop->setEnabled(measuring);
    m_progress->setVisible(measuring);
    m_status->setVisible(measuring);
    m_applyKnee->setEnabled(!measuring && m_kneeKib.has_value());
    // The best is worth a button of its own only where it is not the knee.
    m_applyBest->setVisible(m_bestKib != m_kneeKib);
    m_applyBest->setEnabled(!measuring && m_bestKib.has_value());
}

} // namespace nfstuner
