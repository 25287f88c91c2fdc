// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QStringList>

namespace nfstuner::test {

// The result of one nfs-tuner-cli run.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonDocument json() const; // stdout parsed; fails the test when not JSON
    int errLines() const { return err.count('\n'); }
};

// Runs the built nfs-tuner-cli with the arguments (and extra environment).
CliRun runCli(const QStringList &arguments,
              const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
              const QByteArray &stdinData = QByteArray());
QString cliPath();

} // namespace nfstuner::test
