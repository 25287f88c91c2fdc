// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/advicepanel.h"

#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

#include <climits>

namespace nfstuner {

namespace {

// Shown for a few BDIs at most; the table's Advice column has the rest.
constexpr int MaxShown = 4;

QList<QPair<BdiId, quint32>> changesOf(const QList<BdiAdvice> &advice)
{
    QList<QPair<BdiId, quint32>> values;
    for (const BdiAdvice &one : advice) {
        if ((one.verdict == AdviceVerdict::Raise || one.verdict == AdviceVerdict::Lower) &&
            one.recommendedKib)
            values.append({one.bdi, *one.recommendedKib});
    }
    return values;
}

// The best value measured on each selected BDI where it is not the value set.
QList<QPair<BdiId, quint32>> bestOf(const QList<BdiAdvice> &advice)
{
    QList<QPair<BdiId, quint32>> values;
    for (const BdiAdvice &one : advice) {
        if (one.bestMeasured && one.readAheadKib &&
            one.bestMeasured->readAheadKib != *one.readAheadKib)
            values.append({one.bdi, one.bestMeasured->readAheadKib});
    }
    return values;
}

} // namespace

AdvicePanel::AdvicePanel(MountMonitor &monitor, QWidget *parent)
    : QGroupBox(tr("Advice from the last minute of reads"), parent)
    , m_monitor(monitor)
{
    setObjectName(QStringLiteral("advicePanel"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("adviceText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_apply = new QPushButton(tr("Apply adv&ice…"), this);
    m_apply->setObjectName(QStringLiteral("applyAdviceButton"));
    m_apply->setToolTip(tr("Sets each selected BDI that should be raised or lowered to the "
                           "recommended value, after a preview; Undo puts the old values back."));
    connect(m_apply, &QPushButton::clicked, this,
            [this] { emit applyRequested(tr("Apply advice"), changesOf(m_advice)); });
    m_best = new QPushButton(tr("Back to the best &measured…"), this);
    m_best->setObjectName(QStringLiteral("applyBestMeasuredButton"));
    m_best->setToolTip(tr("Sets each selected BDI to the readahead value that gave it the most "
                          "throughput so far, after a preview; Undo puts the old values back."));
    connect(m_best, &QPushButton::clicked, this, [this] {
        emit applyRequested(tr("Back to the best measured value"), bestOf(m_advice));
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_apply);
    buttons->addWidget(m_best);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);

    connect(&m_monitor.sampler(), &MountSampler::sampled, this, &AdvicePanel::refresh);
    connect(&m_monitor, &MountMonitor::mountsChanged, this, &AdvicePanel::refresh);
    refresh();
}

void AdvicePanel::setSelection(const QList<int> &mountIds)
{
    if (mountIds == m_selection)
        return;
    m_selection = mountIds;
    refresh();
}

void AdvicePanel::setApplyAvailable(bool available)
{
    m_applyAvailable = available;
    updateButtons();
}

void AdvicePanel::updateButtons()
{
    m_apply->setEnabled(m_applyAvailable && !changesOf(m_advice).isEmpty());
    const bool best = !bestOf(m_advice).isEmpty();
    m_best->setVisible(best);
    m_best->setEnabled(m_applyAvailable && best);
}

QString AdvicePanel::describe(const BdiAdvice &advice)
{
    QStringList mountpoints;
    for (const QString &mountpoint : advice.mountpoints)
        mountpoints.append(printable(mountpoint).toHtmlEscaped());
    const QString now = advice.readAheadKib ? units::kib(*advice.readAheadKib) : tr("unavailable");
    QString verdict;
    switch (advice.verdict) {
    case AdviceVerdict::Raise:
        verdict = tr("raise from %1 to %2").arg(now, units::kib(*advice.recommendedKib));
        break;
    case AdviceVerdict::Lower:
        verdict = tr("lower from %1 to %2").arg(now, units::kib(*advice.recommendedKib));
        break;
    case AdviceVerdict::Keep:
        verdict = tr("keep %1").arg(now);
        break;
    case AdviceVerdict::Unknown:
        verdict = tr("not enough data yet");
        break;
    }
    QString html = tr("<b>%1</b> (%2): <b>%3</b>")
                       .arg(advice.bdi.toString(), mountpoints.join(QStringLiteral(", ")), verdict);
    html += QStringLiteral("<ul style=\"margin-top:0\">");
    for (const AdviceReason &reason : advice.reasons)
        html += QStringLiteral("<li>%1</li>").arg(reason.text.toHtmlEscaped());
    const AdviceEvidence &e = advice.evidence;
    if (e.readOps > 0) {
        QStringList figures{tr("%n READ(s)", nullptr, int(std::min<quint64>(e.readOps, INT_MAX)))};
        figures.append(tr("%1 per READ").arg(units::optional(e.averageReadBytes, units::size)));
        figures.append(tr("round trip %1").arg(units::optional(e.readRttMs, units::milliseconds)));
        if (e.readsInFlight)
            figures.append(tr("%1 in flight").arg(units::ratio(*e.readsInFlight)));
        if (e.overfetch)
            figures.append(tr("wire/read %1").arg(units::ratio(*e.overfetch)));
        // The Read column's rate, and the one the advice compares values by.
        if (e.readBytesPerSecond)
            figures.append(
                tr("%1 per second of the clock").arg(units::rate(*e.readBytesPerSecond)));
        if (e.readingBytesPerSecond)
            figures.append(tr("%1 while reading").arg(units::rate(*e.readingBytesPerSecond)));
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("Measured: %1").arg(figures.join(QStringLiteral(", "))));
    }
    if (!advice.measured.isEmpty()) {
        QStringList values;
        for (const MeasuredValue &value : advice.measured)
            values.append(
                tr("%1 gave %2")
                    .arg(units::kib(value.readAheadKib), units::rate(value.bytesPerSecond)));
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("While reading this device so far: %1")
                             .arg(values.join(QStringLiteral(", ")).toHtmlEscaped()));
    }
    html += QStringLiteral("</ul>");
    return html;
}

void AdvicePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void AdvicePanel::refresh()
{
    // Every sample would re-judge the selection for a page nobody sees:
    // judged once it is shown again.
    m_stale = !isVisible();
    if (m_stale)
        return;
    m_advice.clear();
    QSet<BdiId> seen;
    for (const NfsMount &mount : m_monitor.inventory().mounts()) {
        if (!m_selection.contains(mount.mountId) || seen.contains(mount.bdi))
            continue;
        seen.insert(mount.bdi);
        m_advice.append(m_monitor.advice(mount));
    }
    QString html;
    if (m_advice.isEmpty())
        html = tr("Select mounts in the table to see what their readahead should be, and why.");
    for (int i = 0; i < m_advice.size() && i < MaxShown; ++i)
        html += describe(m_advice[i]);
    if (m_advice.size() > MaxShown)
        html += tr("… and %n more BDI(s): see the Advice column.", nullptr,
                   int(m_advice.size() - MaxShown));
    // Set only when it changed: a selection in the label survives the samples.
    if (m_text->text() != html)
        m_text->setText(html);
    updateButtons();
}

} // namespace nfstuner
