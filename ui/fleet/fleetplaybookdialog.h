// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QDialog>
#include <QProcess>
#include <QTemporaryDir>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace nfstuner {

// The fleet's chosen changes as a playbook for the project's Ansible
// collection: shown, checked first with `ansible-playbook --check --diff`
// (the admin's inventory, or one chosen here; its output shown as it
// comes), then saved to run as the admin runs playbooks. Nothing is
// changed on any host from here.
class FleetPlaybookDialog : public QDialog
{
    Q_OBJECT

public:
    FleetPlaybookDialog(const QByteArray &playbook, int changes, int leftOut = 0,
                        QWidget *parent = nullptr);
    ~FleetPlaybookDialog() override;

    void setInventory(const QString &path);
    // Runs the check; checkFinished() says how it ended.
    void check();
    bool isChecking() const { return m_process.state() != QProcess::NotRunning; }
    QString checkOutput() const;
    Result<void> saveTo(const QString &path);

signals:
    void checkFinished(int exitCode);

private:
    void finished(int exitCode, QProcess::ExitStatus status);

    QByteArray m_playbook;
    QTemporaryDir m_work;
    QProcess m_process;
    QLineEdit *m_inventory;
    QPlainTextEdit *m_output;
    QPushButton *m_check;
    QLabel *m_status;
};

} // namespace nfstuner
