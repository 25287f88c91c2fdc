// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetplaybookdialog.h"

#include "base/atomicfilereplace.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

QPlainTextEdit *monospaceText(QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    return text;
}

} // namespace

FleetPlaybookDialog::FleetPlaybookDialog(const QByteArray &playbook, int changes, int leftOut,
                                         QWidget *parent)
    : QDialog(parent)
    , m_playbook(playbook)
    , m_inventory(new QLineEdit(this))
    , m_output(monospaceText(this))
    , m_check(new QPushButton(tr("&Check (--check --diff)"), this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Playbook for %n change(s)", nullptr, changes));
    auto *yaml = monospaceText(this);
    yaml->setObjectName(QStringLiteral("playbook"));
    yaml->setPlainText(QString::fromUtf8(playbook));
    m_output->setObjectName(QStringLiteral("checkOutput"));
    m_output->setPlaceholderText(
        tr("Check the playbook before saving it: ansible-playbook --check --diff shows what "
           "each host would change, and changes nothing."));
    m_inventory->setPlaceholderText(tr("Ansible's own (ansible.cfg)"));
    m_status->setWordWrap(true);
    if (leftOut > 0)
        m_status->setText(tr("%n advised change(s) could not go in: the playbook's first lines "
                             "say why.",
                             nullptr, leftOut));
    auto *form = new QFormLayout;
    form->addRow(tr("&Inventory:"), m_inventory);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(yaml);
    splitter->addWidget(m_output);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_check, QDialogButtonBox::ActionRole);
    QPushButton *save = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(760, 620);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_check, &QPushButton::clicked, this, &FleetPlaybookDialog::check);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the playbook"),
                                                          QStringLiteral("nfs-tuner-fleet.yml"),
                                                          tr("Playbooks (*.yml *.yaml)"));
        if (path.isEmpty())
            return;
        if (const auto saved = saveTo(path); !saved)
            QMessageBox::warning(this, windowTitle(), saved.error().message);
    });
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, [this] {
        m_output->moveCursor(QTextCursor::End);
        m_output->insertPlainText(QString::fromUtf8(m_process.readAll()));
    });
    connect(&m_process, &QProcess::finished, this, &FleetPlaybookDialog::finished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finished(-1, QProcess::CrashExit);
    });
}

FleetPlaybookDialog::~FleetPlaybookDialog()
{
    if (isChecking()) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

void FleetPlaybookDialog::setInventory(const QString &path)
{
    m_inventory->setText(path);
}

QString FleetPlaybookDialog::checkOutput() const
{
    return m_output->toPlainText();
}

void FleetPlaybookDialog::check()
{
    if (isChecking())
        return;
    const QString program = QStandardPaths::findExecutable(QStringLiteral("ansible-playbook"));
    if (program.isEmpty()) {
        m_status->setText(tr("ansible-playbook is not installed (Debian: apt install "
                             "ansible-core); save the playbook and check it where it is."));
        emit checkFinished(-1);
        return;
    }
    const QString file = m_work.filePath(QStringLiteral("nfs-tuner-fleet.yml"));
    if (const auto saved = saveTo(file); !saved) {
        m_status->setText(saved.error().message);
        emit checkFinished(-1);
        return;
    }
    QStringList arguments;
    if (!m_inventory->text().trimmed().isEmpty())
        arguments << QStringLiteral("-i") << m_inventory->text().trimmed();
    arguments << QStringLiteral("--check") << QStringLiteral("--diff") << file;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1"));
    environment.insert(QStringLiteral("ANSIBLE_FORCE_COLOR"), QStringLiteral("0"));
    m_process.setProcessEnvironment(environment);
    m_output->clear();
    m_check->setEnabled(false);
    m_status->setText(tr("Checking: ansible-playbook %1").arg(arguments.join(u' ')));
    m_process.start(program, arguments);
}

void FleetPlaybookDialog::finished(int exitCode, QProcess::ExitStatus status)
{
    m_output->moveCursor(QTextCursor::End);
    m_output->insertPlainText(QString::fromUtf8(m_process.readAll()));
    // Ansible's word for a collection it cannot find, said as what to do.
    if (exitCode != 0 && m_output->toPlainText().contains(
                             QStringLiteral("couldn't resolve module/action 'nfstuner.tuning."))) {
        m_check->setEnabled(true);
        m_status->setText(
            tr("ansible-playbook cannot find the nfstuner.tuning collection. The nfs-tuner "
               "package installs it in /usr/share/ansible/collections, where Ansible looks "
               "unless ANSIBLE_COLLECTIONS_PATH or ansible.cfg says otherwise: install the "
               "package on this machine, or add its folder to collections_path."));
        emit checkFinished(exitCode);
        return;
    }
    m_check->setEnabled(true);
    if (exitCode == -1 && status == QProcess::CrashExit &&
        m_process.error() == QProcess::FailedToStart)
        m_status->setText(tr("ansible-playbook did not start: %1").arg(m_process.errorString()));
    else if (status == QProcess::CrashExit)
        m_status->setText(tr("ansible-playbook stopped: %1").arg(m_process.errorString()));
    else if (exitCode == 0)
        m_status->setText(tr("The check passed: the output says what each host would change."));
    else
        m_status->setText(tr("The check failed (exit status %1): see the output.").arg(exitCode));
    emit checkFinished(status == QProcess::NormalExit ? exitCode : -1);
}

Result<void> FleetPlaybookDialog::saveTo(const QString &path)
{
    const auto written =
        AtomicFileReplace::replace(path, std::nullopt, [this](const std::optional<QByteArray> &) {
            return Result<std::optional<QByteArray>>(std::optional<QByteArray>(m_playbook));
        });
    if (!written)
        return written.error();
    return {};
}

} // namespace nfstuner
