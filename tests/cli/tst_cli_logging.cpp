// SPDX-License-Identifier: GPL-2.0-or-later
// The debug log a field report asks for: with QT_LOGGING_RULES turning on
// nfstuner.*.debug, the CLI says what it read and decided, each line under
// its category; without it, not a line.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace nfstuner::test;

namespace {

QProcessEnvironment withLogging(bool debug)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_MESSAGE_PATTERN"),
                       QStringLiteral("%{category}: %{message}"));
    if (debug)
        environment.insert(QStringLiteral("QT_LOGGING_RULES"),
                           QStringLiteral("nfstuner.*.debug=true"));
    else
        environment.remove(QStringLiteral("QT_LOGGING_RULES"));
    return environment;
}

} // namespace

class TestCliLogging : public QObject
{
    Q_OBJECT

private slots:
    void debugCategoriesExplainWhatWasRead()
    {
        const QString root = fixtureRoot(QStringLiteral("v3-v42"));
        const auto mounts = expectedJson(QStringLiteral("v3-v42"))[u"mounts"].toArray();
        const ProcessRun list =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), root}, withLogging(true));
        QCOMPARE(list.exitCode, 0);
        // The kernel's count (expected.json), not the program's own.
        const QByteArray counted = "nfstuner.core.mounts: " + QByteArray::number(mounts.size()) +
                                   " NFS mounts on " + QByteArray::number(mounts.size()) + " BDIs";
        QVERIFY2(list.err.contains(counted), list.err.constData());

        const ProcessRun effective = runCli(
            {QStringLiteral("config"), QStringLiteral("effective"), QStringLiteral("--root"), root},
            withLogging(true));
        QCOMPARE(effective.exitCode, 0);
        QVERIFY2(effective.err.contains(QByteArray(
                     "nfstuner.core.conf: " + QFile::encodeName(root) + "/etc/nfs.conf")),
                 effective.err.constData());
    }

    void quietUnlessAsked()
    {
        const QString root = fixtureRoot(QStringLiteral("v3-v42"));
        const ProcessRun list =
            runCli({QStringLiteral("list"), QStringLiteral("--root"), root}, withLogging(false));
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(!list.err.contains("nfstuner."), list.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLogging)
#include "tst_cli_logging.moc"
