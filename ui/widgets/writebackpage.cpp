// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/writebackpage.h"

#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "session/livetuning.h"
#include "style/statuscolors.h"
#include "tuning/writebacktuner.h"
#include "widgets/writebackcharts.h"
#include "writeback/bdiwritebacklimits.h"
#include "writeback/congestionatboot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

// The advice and the table look at the same stretch as the readahead
// advice: about the last minute.
constexpr int AdviceSeconds = 60;

QString kibText(quint64 kib)
{
    // The exact KiB beside a value shown in MiB or GiB; once is enough.
    const QString shown = units::kib(kib);
    const QString exact = QLocale().toString(kib);
    if (shown.startsWith(exact))
        return shown;
    return WritebackPage::tr("%1 (%2 KiB)").arg(shown, exact);
}

QLabel *valueLabel(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

enum Column
{
    MountPointColumn,
    WriteRateColumn,
    WritesColumn,
    PerWriteColumn,
    WsizeColumn,
    CommitsColumn,
    RttColumn,
    ExecuteColumn,
    ColumnCount
};

} // namespace

WritebackPage::WritebackPage(MountMonitor &monitor, LiveTuning &tuning, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_tuning(tuning)
{
    connect(&m_tuning, &LiveTuning::finished, this, &WritebackPage::onFinished);
    connect(&m_tuning, &LiveTuning::busyChanged, this, &WritebackPage::validate);
    QFormLayout *form = buildLimitNow();
    QHBoxLayout *setRow = buildSetRow();
    QHBoxLayout *windowRow = buildWindowRow();
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_writebackChart, 1);
    charts->addWidget(m_mountChart, 1);
    buildMountsAndAdvice();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_warnings);
    layout->addLayout(setRow);
    layout->addWidget(m_preview);
    layout->addWidget(m_valueWarnings);
    layout->addWidget(m_error);
    layout->addWidget(m_status);
    layout->addLayout(windowRow);
    layout->addLayout(charts, 1);
    m_mountsTitle = new QLabel(this);
    layout->addWidget(m_mountsTitle);
    layout->addWidget(m_mounts);
    layout->addWidget(m_advice);
    layout->addWidget(m_takeProposal, 0, Qt::AlignLeft);

    connect(m_value, &QLineEdit::textChanged, this, &WritebackPage::validate);
    connect(m_keep, &QCheckBox::toggled, this, &WritebackPage::validate);
    connect(m_value, &QLineEdit::returnPressed, this, [this] {
        if (m_set->isEnabled())
            setLimit();
    });
    connect(m_set, &QPushButton::clicked, this, &WritebackPage::setLimit);
    connect(m_window, &QComboBox::currentIndexChanged, this, &WritebackPage::refresh);
    // Refresh (F5) and mount changes read the limit, its boot files and the
    // BDIs' shares again: a sysctl.d file may have appeared meanwhile.
    connect(&m_monitor, &MountMonitor::mountsChanged, this, [this] {
        if (isVisible())
            reloadLimit();
    });
    connect(m_takeProposal, &QPushButton::clicked, this, [this] {
        for (const WritebackFinding &finding : m_findings) {
            if (finding.proposedKib)
                m_value->setText(QString::number(*finding.proposedKib));
        }
        m_value->setFocus();
    });
    reloadLimit();
}

// The limit now, the kernel's default, the value at boot, what is in flight.
QFormLayout *WritebackPage::buildLimitNow()
{
    m_now = valueLabel(this, "congestionNow");
    m_default = valueLabel(this, "congestionDefault");
    m_atBoot = valueLabel(this, "congestionAtBoot");
    m_inFlight = valueLabel(this, "inFlight");
    m_bdiLimits = valueLabel(this, "bdiLimits");
    m_warnings = valueLabel(this, "congestionWarnings");
    statuscolors::apply(m_warnings, statuscolors::Kind::Negative);
    auto *form = new QFormLayout;
    form->addRow(tr("Limit now:"), m_now);
    form->addRow(tr("Kernel default here:"), m_default);
    form->addRow(tr("At boot:"), m_atBoot);
    form->addRow(tr("In flight now:"), m_inFlight);
    form->addRow(tr("Per mount:"), m_bdiLimits);
    return form;
}

// A new limit, kept after reboot or not, and what setting it would do.
QHBoxLayout *WritebackPage::buildSetRow()
{
    m_value = new QLineEdit(this);
    m_value->setObjectName(QStringLiteral("congestionValue"));
    m_value->setPlaceholderText(tr("KiB, or 1G"));
    m_value->setMaximumWidth(m_value->fontMetrics().horizontalAdvance(QStringLiteral("0")) * 16);
    m_value->setAccessibleName(tr("New write-back limit"));
    auto *valueLabelText = new QLabel(tr("&New limit:"), this);
    valueLabelText->setBuddy(m_value);
    m_keep = new QCheckBox(tr("&Keep after reboot"), this);
    m_keep->setObjectName(QStringLiteral("keepCongestion"));
    m_keep->setToolTip(tr("Also write it to %1, which systemd-sysctl applies at boot.")
                           .arg(WritebackTuner::dropInPath()));
    m_set = new QPushButton(tr("&Set limit"), this);
    m_set->setObjectName(QStringLiteral("setCongestionButton"));
    auto *setRow = new QHBoxLayout;
    setRow->addWidget(valueLabelText);
    setRow->addWidget(m_value);
    setRow->addWidget(m_keep);
    setRow->addWidget(m_set);
    setRow->addStretch();
    m_preview = valueLabel(this, "congestionPreview");
    m_valueWarnings = valueLabel(this, "congestionValueWarnings");
    statuscolors::apply(m_valueWarnings, statuscolors::Kind::Negative);
    m_error = valueLabel(this, "congestionError");
    statuscolors::apply(m_error, statuscolors::Kind::Negative);
    m_status = valueLabel(this, "congestionStatus");
    return setRow;
}

// The charts and the time they show.
QHBoxLayout *WritebackPage::buildWindowRow()
{
    m_window = new QComboBox(this);
    m_window->setObjectName(QStringLiteral("writebackWindow"));
    m_window->addItem(tr("1 minute"), 60);
    m_window->addItem(tr("10 minutes"), 600);
    m_window->addItem(tr("1 hour"), 3600);
    m_window->setCurrentIndex(1);
    m_window->setAccessibleName(tr("Chart time window"));
    auto *windowLabel = new QLabel(tr("Ch&arts show:"), this);
    windowLabel->setBuddy(m_window);
    auto *windowRow = new QHBoxLayout;
    windowRow->addWidget(windowLabel);
    windowRow->addWidget(m_window);
    windowRow->addStretch();
    m_writebackChart = new WritebackChart(m_monitor, this);
    m_mountChart = new MountWritesChart(m_monitor, this);
    return windowRow;
}

// The mounts that wrote, and the advice on the limit.
void WritebackPage::buildMountsAndAdvice()
{
    m_mounts = new QTableWidget(0, ColumnCount, this);
    m_mounts->setObjectName(QStringLiteral("writingMounts"));
    m_mounts->setAccessibleName(tr("Mounts that wrote in the last minute"));
    m_mounts->setHorizontalHeaderLabels({tr("Mount point"), tr("Write"), tr("WRITE/s"),
                                         tr("Per WRITE"), tr("wsize"), tr("COMMIT/s"),
                                         tr("WRITE RTT"), tr("WRITE exec")});
    m_mounts->horizontalHeaderItem(ExecuteColumn)
        ->setToolTip(tr("Time from queueing a WRITE to its reply, on average"));
    m_mounts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_mounts->setSelectionMode(QAbstractItemView::NoSelection);
    m_mounts->verticalHeader()->hide();
    m_mounts->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_advice = valueLabel(this, "writebackAdvice");
    m_advice->setTextFormat(Qt::RichText);
    m_takeProposal = new QPushButton(this);
    m_takeProposal->setObjectName(QStringLiteral("takeProposalButton"));
    m_takeProposal->hide();
}

void WritebackPage::showMount(const QString &mountpoint)
{
    m_mountpoint = mountpoint;
    if (isVisible())
        m_mountChart->redraw(m_mountpoint, m_window->currentData().toInt());
}

void WritebackPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    reloadLimit();
    refresh();
}

void WritebackPage::setChangesAvailable(bool available, const QString &why)
{
    m_available = available;
    m_unavailableWhy = why;
    validate();
}

void WritebackPage::proposeKeeping(quint64 kib)
{
    m_value->setText(QString::number(kib)); // each validates on its change
    m_keep->setChecked(true);
    m_set->setFocus();
}

void WritebackPage::reloadLimit()
{
    const SystemRoot &root = m_monitor.root();
    m_limit = CongestionLimit::read(root);
    m_now->setText(m_limit.liveKib ? kibText(*m_limit.liveKib) : m_limit.liveError);
    m_default->setText(
        m_limit.defaultKib && m_limit.memTotalKib
            ? tr("%1, for %2 of memory (16 × √pages, at most 256 MiB)")
                  .arg(kibText(*m_limit.defaultKib), units::kib(*m_limit.memTotalKib))
            : tr("unknown: /proc/meminfo cannot be read"));
    if (const auto &persistent = m_limit.persistent) {
        bool ok = false;
        const quint64 value = persistent->value.trimmed().toULongLong(&ok);
        m_atBoot->setText(
            tr("%1, from %2 line %3")
                .arg(ok ? kibText(value) : printable(QString::fromUtf8(persistent->value)),
                     persistent->file)
                .arg(persistent->line));
    } else {
        m_atBoot->setText(tr("not set: boot keeps the kernel's default"));
    }
    m_warnings->setText(m_limit.warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!m_limit.warnings.isEmpty());
    reloadBdiLimits();
    validate();
}

// Each NFS BDI's share of the machine's dirty limit (max_ratio, max_bytes,
// strict_limit): only the mounts someone held to less are named.
void WritebackPage::reloadBdiLimits()
{
    const QList<BdiWritebackLimits> all =
        BdiWritebackLimits::read(m_monitor.root(), m_monitor.inventory().table());
    QStringList held;
    for (const BdiWritebackLimits &limits : all) {
        if (!limits.isTuned())
            continue;
        held.append(
            tr("%1: %2").arg(printable(limits.mountpoints.join(u", ")), limits.shareText()));
    }
    const bool ratiosKnown = std::all_of(
        all.cbegin(), all.cend(), [](const auto &limits) { return limits.maxRatio.has_value(); });
    if (all.isEmpty())
        m_bdiLimits->setText(tr("no NFS mount"));
    else if (!held.isEmpty())
        m_bdiLimits->setText(held.join(QLatin1Char('\n')));
    else if (!ratiosKnown)
        m_bdiLimits->setText(tr("unknown: the BDIs' max_ratio cannot be read"));
    else
        m_bdiLimits->setText(tr("each NFS mount may fill the whole dirty limit (max_ratio "
                                "100 % on each of their BDIs, none strict)"));
}

void WritebackPage::validate()
{
    m_error->clear();
    m_preview->clear();
    m_valueWarnings->clear();
    if (m_confirming && *m_confirming != m_value->text())
        m_confirming.reset(); // another value: warned afresh
    m_set->setText(m_confirming ? tr("Set an&yway") : tr("&Set limit"));
    const auto request = CongestionRequest::fromText(m_value->text());
    bool ok = request.ok() && m_limit.liveKib.has_value();
    if (m_value->text().trimmed().isEmpty()) {
        ok = false; // nothing typed yet: nothing to say
    } else if (!request) {
        m_error->setText(request.error().message);
    } else if (!m_limit.liveKib) {
        m_error->setText(m_limit.liveError);
    } else if (m_keep->isChecked()) {
        if (const auto effect = CongestionAtBoot::takesEffect(m_monitor.root()); !effect) {
            ok = false;
            m_error->setText(effect.error().message);
        }
    }
    if (ok && request->kib == *m_limit.liveKib && !m_keep->isChecked()) {
        ok = false;
        m_preview->setText(tr("That is the limit now."));
    } else if (ok) {
        const QString from = QLocale().toString(*m_limit.liveKib);
        const QString to = QLocale().toString(request->kib);
        m_preview->setText(m_keep->isChecked()
                               ? tr("Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, and in "
                                    "%3 for every boot.")
                                     .arg(from, to, WritebackTuner::dropInPath())
                               : tr("Sets fs.nfs.nfs_congestion_kb from %1 to %2 KiB now, until "
                                    "the next boot.")
                                     .arg(from, to));
        m_valueWarnings->setText(valueWarnings(request->kib).join(QLatin1Char('\n')));
    }
    if (!m_available) {
        ok = false;
        m_error->setText(m_unavailableWhy);
    }
    m_error->setVisible(!m_error->text().isEmpty());
    m_preview->setVisible(!m_preview->text().isEmpty());
    m_valueWarnings->setVisible(!m_valueWarnings->text().isEmpty());
    m_set->setEnabled(ok && !m_busy && !m_tuning.busy());
}

void WritebackPage::setLimit()
{
    const auto request = CongestionRequest::fromText(m_value->text());
    if (!request || m_busy || !m_limit.liveKib)
        return;
    // A value warned about is set by a second press, once the warning is
    // there to read.
    if (!valueWarnings(request->kib).isEmpty() && m_confirming != m_value->text()) {
        m_confirming = m_value->text();
        m_set->setText(tr("Set an&yway"));
        m_status->setText(
            tr("Read the warning above: Set anyway sets %1.").arg(units::kib(request->kib)));
        statuscolors::apply(m_status, statuscolors::Kind::Neutral);
        return;
    }
    m_confirming.reset();
    m_set->setText(tr("&Set limit"));
    // Through the one live-change path: the step is on the Changes page
    // and Edit > Undo takes it back.
    const int id = m_tuning.run(tr("Set the write-back limit"), {},
                                PlannedCongestion{*m_limit.liveKib, request->kib, {}});
    if (id == 0)
        return; // another change is under way; Set is off until it ends
    m_busy = true;
    m_waitingFor = id;
    m_keepWaiting = m_keep->isChecked();
    m_keepKib = request->kib;
    m_set->setEnabled(false);
    m_status->setText(tr("Setting…"));
    statuscolors::apply(m_status, statuscolors::Kind::Neutral);
}

QStringList WritebackPage::valueWarnings(quint64 kib) const
{
    quint64 wsize = 0;
    for (const NfsMount &mount : m_monitor.inventory().mounts())
        wsize = std::max<quint64>(wsize, mount.wsize);
    return WritebackAdvisor::limitWarnings(kib, m_limit.defaultKib, wsize);
}

void WritebackPage::onFinished(const ChangeStep &step)
{
    if (step.id != m_waitingFor) {
        // Someone else's step (an undo on the Changes page) moved it: our
        // result line no longer describes the limit.
        if (step.congestion && !m_busy) {
            m_status->clear();
            reloadLimit();
        }
        return;
    }
    m_waitingFor = 0;
    if (!step.failures.isEmpty()) {
        finish(tr("Not changed: %1").arg(step.failures.join(QLatin1Char('\n'))), true);
        return;
    }
    const QString done =
        step.congestion
            ? tr("fs.nfs.nfs_congestion_kb: %1 → %2 KiB.")
                  .arg(QLocale().toString(step.congestion->previousKib),
                       QLocale().toString(step.congestion->nowKib))
            : tr("fs.nfs.nfs_congestion_kb is %1 KiB already.").arg(QLocale().toString(m_keepKib));
    if (!m_keepWaiting) {
        finish(done, false);
        return;
    }
    m_status->setText(done + QLatin1Char(' ') + tr("Saving…"));
    persist(m_keepKib, done);
}

void WritebackPage::persist(quint64 kib, const QString &done)
{
    m_tuning.keepCongestionAtBoot(
        m_monitor.root(), quint32(kib), this, [this, done](Result<QByteArray> saved) {
            finish(saved ? tr("%1 Saved in %2.").arg(done, WritebackTuner::dropInPath())
                         : tr("%1 Not saved: %2").arg(done, saved.error().message),
                   !saved);
        });
}

void WritebackPage::finish(const QString &text, bool failed)
{
    m_busy = false;
    m_status->setText(text);
    statuscolors::apply(m_status,
                        failed ? statuscolors::Kind::Negative : statuscolors::Kind::Positive);
    m_value->clear();
    reloadLimit();
}

void WritebackPage::refresh()
{
    if (!isVisible())
        return;
    const int window = m_window->currentData().toInt();
    m_writebackChart->redraw(window);
    m_mountChart->redraw(m_mountpoint, window);
    const auto &points = m_monitor.writebackHistory().points();
    if (!points.empty()) {
        const WritebackPoint &last = points.back();
        m_inFlight->setText(
            last.limitKib > 0
                ? tr("Writeback %1 (%2 % of the limit), Dirty %3")
                      .arg(units::size(last.writebackKib * 1024.0),
                           QLocale().toString(100.0 * last.writebackKib / last.limitKib, 'f', 0),
                           units::size(last.dirtyKib * 1024.0))
                : tr("Writeback %1, Dirty %2")
                      .arg(units::size(last.writebackKib * 1024.0),
                           units::size(last.dirtyKib * 1024.0)));
    } else {
        m_inFlight->setText(tr("unknown: /proc/meminfo cannot be read"));
    }
    // Summed once per refresh, for the table and the advice alike.
    const QList<MountWrites> writing = recentWrites();
    updateMounts(writing);
    updateAdvice(writing);
}

QList<MountWrites> WritebackPage::recentWrites() const
{
    // Mounts of one superblock share their counters: one row per BDI.
    QList<MountWrites> result;
    QSet<QString> seen;
    for (const NfsMount &mount : m_monitor.inventory().mounts()) {
        const QString bdi = mount.bdi.toString();
        if (seen.contains(bdi))
            continue;
        seen.insert(bdi);
        MountWrites writes{mount.mountpoint, mount.wsize, mount.options.hasFlag(u"sync"),
                           m_monitor.recentWrites(mount.mountpoint)};
        if (writes.window.writeOps > 0)
            result.append(writes);
    }
    return result;
}

void WritebackPage::updateMounts(const QList<MountWrites> &writing)
{
    m_mounts->setRowCount(int(writing.size()));
    m_mounts->setVisible(!writing.isEmpty());
    m_mountsTitle->setText(writing.isEmpty() ? tr("No mount wrote in the last minute.")
                                             : tr("Mounts that wrote in the last minute:"));
    const auto set = [this](int row, int column, const QString &text) {
        QTableWidgetItem *item = m_mounts->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            if (column != MountPointColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_mounts->setItem(row, column, item);
        }
        item->setText(text);
    };
    for (int row = 0; row < writing.size(); ++row) {
        const MountWrites &mount = writing[row];
        const WriteWindow &window = mount.window;
        const double seconds = std::max(window.seconds, 1e-9);
        set(row, MountPointColumn, printable(mount.mountpoint));
        set(row, WriteRateColumn, units::rate(double(window.appWriteBytes) / seconds));
        set(row, WritesColumn, units::ratio(double(window.writeOps) / seconds));
        set(row, PerWriteColumn, units::optional(window.averageWriteBytes(), units::size));
        set(row, WsizeColumn, units::bytes(mount.wsize));
        set(row, CommitsColumn, units::ratio(double(window.commitOps) / seconds));
        set(row, RttColumn, units::optional(window.averageRttMs(), units::milliseconds));
        set(row, ExecuteColumn, units::optional(window.averageExecuteMs(), units::milliseconds));
    }
    // As tall as its rows: the advice below stays in view.
    m_mounts->setFixedHeight(m_mounts->horizontalHeader()->height() +
                             m_mounts->verticalHeader()->length() + 2 * m_mounts->frameWidth());
}

void WritebackPage::updateAdvice(const QList<MountWrites> &writing)
{
    const MountSampler &sampler = m_monitor.sampler();
    const quint32 since =
        quint32(std::max<qint64>(0, sampler.lastSampleMs() - AdviceSeconds * 1000LL));
    m_findings = WritebackAdvisor::advise(m_monitor.writebackHistory().since(since),
                                          m_limit.memTotalKib, writing);
    QStringList paragraphs;
    std::optional<quint64> proposal;
    for (const WritebackFinding &finding : m_findings) {
        const QString where =
            finding.mountpoint.isEmpty()
                ? QString()
                : QStringLiteral("<b>%1</b>: ").arg(printable(finding.mountpoint).toHtmlEscaped());
        paragraphs.append(where + finding.text.toHtmlEscaped());
        if (finding.proposedKib)
            proposal = finding.proposedKib;
    }
    m_advice->setText(paragraphs.isEmpty()
                          ? tr("Nothing to advise: the limit did not hold writes back in the last "
                               "minute, and no mount wrote in small pieces or committed often.")
                          : QStringLiteral("<p>%1</p>").arg(paragraphs.join(u"</p><p>")));
    m_takeProposal->setVisible(proposal.has_value());
    if (proposal)
        m_takeProposal->setText(tr("Take the pr&oposal: %1").arg(kibText(*proposal)));
}

} // namespace nfstuner
