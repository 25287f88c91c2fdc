// SPDX-License-Identifier: GPL-2.0-or-later
// The app in the user's language: started as a German user (LANG only), the
// window, its plurals and Qt's own strings are German; the installed
// programs' --help is German or French from LANG alone.
#include "appsession.h"
#include "base/translations.h"
#include "mainwindow.h"
#include "processrunner.h"
#include "windowdriver.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QKeySequence>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

QProcessEnvironment userEnvironment(const QString &lang)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LANG"), lang);
    return environment;
}

QStringList tabTexts(const QTabWidget &tabs)
{
    QStringList texts;
    for (int i = 0; i < tabs.count(); ++i)
        texts.append(tabs.tabText(i).remove(QLatin1Char('&')));
    return texts;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void windowIsGerman()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        QVERIFY(window.windowTitle().contains(QStringLiteral("Demo")));

        const auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        QCOMPARE(tabTexts(*tabs),
                 (QStringList{QStringLiteral("Durchsatz"), QStringLiteral("Diagnose"),
                              QStringLiteral("Leser"), QStringLiteral("Vorauslesen"),
                              QStringLiteral("Dauerhafte Einstellungen"),
                              QStringLiteral("Schreibpuffer"), QStringLiteral("Änderungen"),
                              QStringLiteral("Zustand")}));
        const QAbstractItemModel *model =
            window.findChild<QTableView *>(QStringLiteral("mounts"))->model();
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Einhängepunkt"));
        QCOMPARE(model->headerData(6, Qt::Horizontal).toString(), QStringLiteral("Vorauslesen"));

        // Plurals the Qt way: German's plural form for the demo's mounts.
        const int mounts = model->rowCount();
        QVERIFY(mounts > 1);
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("statusText"))->text(),
                 QStringLiteral("%1 NFS-Einhängungen").arg(mounts));
        // Numbers in the user's locale too: a decimal comma.
        QCOMPARE(window.findChild<QDoubleSpinBox *>(QStringLiteral("interval"))->text(),
                 QStringLiteral("1,0 s"));
    }

    void qtsOwnStringsAreGerman()
    {
        QCOMPARE(QKeySequence(Qt::CTRL | Qt::Key_S).toString(QKeySequence::NativeText),
                 QStringLiteral("Strg+S"));
    }

    void programsFollowLang()
    {
        const ProcessRun cli =
            runCli({QStringLiteral("--help")}, userEnvironment(QStringLiteral("de_DE.UTF-8")));
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(cli.out.contains("Befehle:"), cli.out.constData());
        QVERIFY2(cli.out.contains("Zeigt Hilfe zu den Kommandozeilenoptionen an."), // qtbase
                 cli.out.constData());

        QProcessEnvironment gui = userEnvironment(QStringLiteral("de_DE.UTF-8"));
        gui.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const ProcessRun help =
            runProgram(QStringLiteral(NFSTUNER_GUI), {QStringLiteral("--help")}, gui);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("Auf einem simulierten System laufen"), help.out.constData());

        const ProcessRun french = runCli({QStringLiteral("list"), QStringLiteral("--root"),
                                          QStringLiteral(NFSTUNER_FIXTURES_DIR "/roots/demo/root")},
                                         userEnvironment(QStringLiteral("fr_FR.UTF-8")));
        QCOMPARE(french.exitCode, 0);
        QVERIFY2(french.out.startsWith("POINT DE MONTAGE"), french.out.constData());
        QVERIFY2(french.out.contains("LECTURE ANTICIPÉE"), french.out.constData());

        // A language without a catalog gets the English one and its plurals.
        const ProcessRun other =
            runCli({QStringLiteral("--help")}, userEnvironment(QStringLiteral("ja_JP.UTF-8")));
        QVERIFY2(other.out.contains("Commands:"), other.out.constData());
    }
};

int main(int argc, char **argv)
{
    // A German user's session: LANG only, nothing that overrides it.
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        qunsetenv(name);
    qputenv("LANG", "de_DE.UTF-8");
    // Not the user's saved layout (interval, window size): the defaults.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    QApplication app(argc, argv);
    installTranslations(app);
    TestTranslations test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_translations.moc"
