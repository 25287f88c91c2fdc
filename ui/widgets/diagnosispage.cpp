// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/diagnosispage.h"

#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "widgets/diagnosischarts.h"

#include <QApplication>
#include <QClipboard>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

QLabel *wrapping(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

DiagnosisPage::DiagnosisPage(MountMonitor &monitor, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_verdict(wrapping(this, QStringLiteral("diagnosisVerdict")))
    , m_reasons(wrapping(this, QStringLiteral("diagnosisReasons")))
    , m_prescription(wrapping(this, QStringLiteral("diagnosisPrescription")))
    , m_command(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Cop&y command"), this))
    , m_tune(new QPushButton(tr("Tu&ne…"), this))
    , m_compared(wrapping(this, QStringLiteral("diagnosisCompared")))
    , m_split(new TimeSplitChart(this))
    , m_course(new InFlightChart(this))
{
    setObjectName(QStringLiteral("diagnosisPage"));
    m_verdict->setTextFormat(Qt::RichText);
    m_reasons->setTextFormat(Qt::PlainText);
    m_prescription->setTextFormat(Qt::PlainText);
    m_compared->setTextFormat(Qt::PlainText);
    m_command->setObjectName(QStringLiteral("prescriptionCommand"));
    m_command->setReadOnly(true);
    m_command->setAccessibleName(tr("The command to run"));
    m_copy->setObjectName(QStringLiteral("copyCommandButton"));
    m_copy->setToolTip(tr("Copies the command: it needs root, and a remount or a setting"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_command->text()); });
    m_tune->setObjectName(QStringLiteral("diagnosisTuneButton"));
    connect(m_tune, &QPushButton::clicked, this, &DiagnosisPage::tuneRequested);

    auto *change = new QGroupBox(tr("What to change"), this);
    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 3);
    commandRow->addWidget(m_copy);
    commandRow->addWidget(m_tune);
    commandRow->addStretch();
    auto *changeLayout = new QVBoxLayout(change);
    changeLayout->addWidget(m_prescription);
    changeLayout->addLayout(commandRow);
    changeLayout->addWidget(m_compared);

    auto *charts = new QHBoxLayout;
    charts->addWidget(m_split, 1);
    charts->addWidget(m_course, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_reasons);
    layout->addWidget(change);
    layout->addLayout(charts, 1);

    connect(&m_monitor.sampler(), &MountSampler::sampled, this, [this] {
        if (isVisible())
            refresh();
        else
            m_stale = true;
    });
    connect(&m_monitor, &MountMonitor::mountsChanged, this, &DiagnosisPage::refresh);
    refresh();
}

void DiagnosisPage::setSelection(const QList<int> &mountIds)
{
    const int shown = mountIds.value(0, -1);
    if (shown == m_mountId)
        return;
    m_mountId = shown;
    refresh();
}

void DiagnosisPage::setTuneWhyNot(const QString &whyNot)
{
    m_tuneWhyNot = whyNot;
    refresh();
}

void DiagnosisPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void DiagnosisPage::showNothing(const QString &why)
{
    m_verdict->setText(why.toHtmlEscaped());
    for (QLabel *label : {m_reasons, m_prescription, m_compared})
        label->clear();
    m_command->clear();
    m_command->hide();
    m_copy->hide();
    m_tune->hide();
    m_split->show(nullptr);
    m_course->show({}, m_monitor.sampler().elapsedMs());
}

void DiagnosisPage::refresh()
{
    m_stale = false;
    const NfsMount *mount = nullptr;
    for (const NfsMount &candidate : m_monitor.inventory().mounts()) {
        if (candidate.mountId == m_mountId)
            mount = &candidate;
    }
    const MountDiagnosisState *state = mount ? m_monitor.diagnosis().find(m_mountId) : nullptr;
    if (!mount)
        return showNothing(tr("Select a mount to see what limits it."));
    if (!state || state->verdictVersion == 0)
        return showNothing(
            tr("%1: diagnosing its next 10 s of samples…").arg(printable(mount->mountpoint)));
    const MountDiagnosis &d = state->diagnosis;
    QString head = tr("<b>%1</b>: %2 (confidence %3 %)")
                       .arg(bottleneckWord(d.bottleneck).toHtmlEscaped(),
                            printable(mount->mountpoint).toHtmlEscaped(),
                            QLocale().toString(d.confidence * 100, 'f', 0));
    if (state->measuringSinceChange)
        head += u' ' + tr("(measuring since the last change)").toHtmlEscaped();
    m_verdict->setText(head);
    QStringList reasons = d.reasons;
    if (d.close)
        reasons.append(
            MountDiagnosis::tr("Close behind: %1.").arg(bottleneckWord(*d.close).toLower()));
    m_reasons->setText(reasons.join(u'\n'));
    const Prescription &p = d.prescription;
    m_prescription->setText(p.text);
    const bool live = p.kind == Prescription::Kind::Readahead;
    m_command->setText(live ? QString() : p.command);
    m_command->setVisible(!live && !p.command.isEmpty());
    m_copy->setVisible(m_command->isVisibleTo(this));
    m_tune->setVisible(live && p.readAheadKib &&
                       *p.readAheadKib > d.evidence.readAheadKib.value_or(0));
    m_tune->setEnabled(m_tuneWhyNot.isEmpty());
    m_tune->setToolTip(m_tuneWhyNot.isEmpty()
                           ? tr("Tunes the mount's readahead by measuring its own reads: the "
                                "prescription's %1 is where the advisor would start")
                                 .arg(p.readAheadKib ? units::kib(*p.readAheadKib) : QString())
                           : m_tuneWhyNot);
    m_compared->setText(state->compared);
    m_split->show(&d.evidence);
    m_course->show(state->history, m_monitor.sampler().lastSampleMs());
}

} // namespace nfstuner
