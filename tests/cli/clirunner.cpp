// SPDX-License-Identifier: GPL-2.0-or-later
#include "clirunner.h"

#include <QProcess>
#include <QTest>

namespace nfstuner::test {

QString cliPath()
{
    return QStringLiteral(NFSTUNER_CLI);
}

QJsonDocument CliRun::json() const
{
    QJsonParseError error;
    const auto document = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), out.constData());
    return document;
}

CliRun runCli(const QStringList &arguments, const QProcessEnvironment &environment,
              const QByteArray &stdinData)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(cliPath(), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(cliPath()));
    if (!stdinData.isEmpty())
        process.write(stdinData);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish", qPrintable(cliPath()));
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace nfstuner::test
