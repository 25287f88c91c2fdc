// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QStringList>

namespace nfstuner::test {

// The result of one program run.
struct ProcessRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 pid = 0; // the program's (and what it exec'ed into)

    QJsonDocument json() const; // stdout parsed; fails the test when not JSON
    int errLines() const { return err.count('\n'); }
};

using CliRun = ProcessRun;

// Runs a program to its end (60 s at most); fails the test if it cannot start.
ProcessRun
runProgram(const QString &program, const QStringList &arguments,
           const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
           const QByteArray &stdinData = QByteArray());
// The built nfs-tuner-cli.
ProcessRun runCli(const QStringList &arguments,
                  const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
                  const QByteArray &stdinData = QByteArray());
QString cliPath();
// The system environment without a system bus: whatever would reach the
// helper fails loudly.
QProcessEnvironment withoutBus();
// A system program such as nfsconf (also searched in sbin); fails the test if missing.
QString systemProgram(const QString &name);

} // namespace nfstuner::test
