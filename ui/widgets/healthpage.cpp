// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/healthpage.h"

#include "base/units.h"
#include "monitor/systemhealth.h"
#include "session/livetuning.h"
#include "style/statuscolors.h"
#include "tuning/tuningbackend.h"

#include <QApplication>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

QString good(const QString &text)
{
    return statuscolors::html(QStringLiteral("✓"), statuscolors::Kind::Positive,
                              QApplication::palette()) +
           QLatin1Char(' ') + text.toHtmlEscaped();
}

QString bad(const QString &text)
{
    return statuscolors::html(QStringLiteral("✗"), statuscolors::Kind::Negative,
                              QApplication::palette()) +
           QLatin1Char(' ') + text.toHtmlEscaped();
}

} // namespace

HealthPage::HealthPage(LiveTuning &tuning, SystemRoot root, const QString &backendDescription,
                       QWidget *parent)
    : QWidget(parent)
    , m_tuning(tuning)
    , m_root(std::move(root))
    , m_backendDescription(backendDescription)
{
    m_form = new QFormLayout;
    auto *form = m_form;
    auto label = [this] {
        auto *value = new QLabel(this);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return value;
    };
    m_helper = label();
    m_nfsrahead = label();
    m_udev = label();
    m_config = label();
    m_rahead = label();
    m_rahead->setObjectName(QStringLiteral("raheadRule"));
    m_problems = label();
    m_problems->setObjectName(QStringLiteral("healthProblems"));
    m_nfsd = label();
    m_nfsd->setObjectName(QStringLiteral("nfsdMaxBlockSize"));
    form->addRow(tr("Changes go to:"), m_helper);
    form->addRow(tr("nfsrahead:"), m_nfsrahead);
    form->addRow(tr("udev rule:"), m_udev);
    form->addRow(tr("Config nfsrahead reads:"), m_config);
    form->addRow(tr("Rules ([nfs-tuner]) applied by:"), m_rahead);
    form->addRow(tr("This machine's nfsd serves at most:"), m_nfsd);
    auto *again = new QPushButton(tr("Check &again"), this);
    again->setObjectName(QStringLiteral("checkAgainButton"));
    connect(again, &QPushButton::clicked, this, &HealthPage::check);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(again, 0, Qt::AlignLeft);
    layout->addStretch();
    check();
}

void HealthPage::setRulesConfigured(bool configured)
{
    if (configured == m_rulesConfigured)
        return;
    m_rulesConfigured = configured;
    check();
}

void HealthPage::check()
{
    m_helper->setText(tr("%1: checking…").arg(m_backendDescription));
    m_tuning.checkBackend(this, [this](Result<QString> version) {
        m_helper->setText(
            version ? good(tr("%1, version %2").arg(m_backendDescription, *version))
                    : bad(tr("%1: %2. Install the nfs-tuner package (it brings the helper, its "
                             "D-Bus service and polkit policy), or check the system bus.")
                              .arg(m_backendDescription, version.error().message)));
        emit backendChecked(version.ok(), version ? QString() : version.error().message);
    });
    const SystemHealth health = SystemHealth::check(m_root, m_rulesConfigured);
    const QString rahead = health.raheadPath.isEmpty()
                               ? tr("nfs-tuner-rahead is not installed")
                               : tr("%1, run by %2").arg(health.raheadPath, health.raheadRulePath);
    m_rahead->setText(!health.raheadPath.isEmpty() ? good(rahead)
                      : m_rulesConfigured          ? bad(rahead)
                                                   : tr("%1 (no rules are set)").arg(rahead));
    m_nfsrahead->setText(health.nfsraheadPath.isEmpty() ? bad(tr("not installed"))
                                                        : good(health.nfsraheadPath));
    m_udev->setText(health.udevRulePath.isEmpty() ? bad(tr("no rule runs nfsrahead"))
                                                  : good(health.udevRulePath));
    m_config->setText(health.configFileRead.isEmpty() ? tr("unknown") : health.configFileRead);
    if (health.nfsdMaxBlockSize)
        m_nfsd->setText(
            tr("%1 per READ or WRITE (%2, set before nfsd starts): its clients' "
               "rsize and wsize are at most this")
                .arg(units::bytes(*health.nfsdMaxBlockSize), SystemHealth::nfsdMaxBlockSizePath()));
    m_form->setRowVisible(m_nfsd, health.nfsdMaxBlockSize.has_value());
    m_problems->setText(health.problems.join(QStringLiteral("\n\n")));
    m_problems->setVisible(!health.problems.isEmpty());
}

} // namespace nfstuner
