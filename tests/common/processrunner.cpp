// SPDX-License-Identifier: GPL-2.0-or-later
#include "processrunner.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

namespace nfstuner::test {

QString cliPath()
{
    // The VM stage runs the CLI from where it copied it.
    const QString moved = qEnvironmentVariable("NFSTUNER_TEST_CLI");
    return moved.isEmpty() ? QStringLiteral(NFSTUNER_CLI) : moved;
}

QJsonDocument ProcessRun::json() const
{
    QJsonParseError error;
    const auto document = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), out.constData());
    return document;
}

QString systemProgram(const QString &name)
{
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(
            name,
            {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/libexec")});
    if (path.isEmpty())
        qFatal("%s is not installed (scripts/test.sh installs it)", qPrintable(name));
    return path;
}

ProcessRun runCli(const QStringList &arguments, const QProcessEnvironment &environment,
                  const QByteArray &stdinData)
{
    return runProgram(cliPath(), arguments, environment, stdinData);
}

ProcessRun runProgram(const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &environment, const QByteArray &stdinData)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(program));
    const qint64 pid = process.processId();
    if (!stdinData.isEmpty())
        process.write(stdinData);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish", qPrintable(program));
    ProcessRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    run.pid = pid;
    return run;
}

QProcessEnvironment withoutBus()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"),
                       QStringLiteral("unix:path=/nonexistent/bus"));
    return environment;
}

} // namespace nfstuner::test
