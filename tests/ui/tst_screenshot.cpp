// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner --screenshot renders the window (offscreen) with a real-kernel
// fixture root: a PNG of the right size, with the mount table painted in it
// (the selected row where that mount's row is).
#include "fixtureroot.h"
#include "processrunner.h"
#include "selectionband.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPalette>
#include <QProcess>
#include <QSet>
#include <QTest>

using namespace nfstuner::test;

namespace {

ProcessRun screenshot(const QString &file, const QStringList &extra,
                      const QString &scale = QStringLiteral("1"))
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_SCALE_FACTOR"), scale);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       QFileInfo(file).path()); // no saved layout
    return runProgram(QStringLiteral(NFSTUNER_GUI),
                      QStringList{QStringLiteral("--screenshot"), file, QStringLiteral("--after"),
                                  QStringLiteral("1.5")} +
                          extra,
                      environment);
}

int colours(const QImage &image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}

// The selected rows in a screenshot: stripes in the palette's highlight
// colour across much of the table (the window may not have focus).
QList<ColourBand> selectedRows(const QImage &image, int factor)
{
    const QPalette palette = QApplication::palette();
    return colourBands(image,
                       {palette.color(QPalette::Active, QPalette::Highlight),
                        palette.color(QPalette::Inactive, QPalette::Highlight)},
                       palette.color(QPalette::HighlightedText), 600 * factor, 12 * factor);
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void rendersTheWindow_data()
    {
        QTest::addColumn<QString>("scale");
        QTest::addColumn<int>("factor");
        QTest::newRow("1x") << "1" << 1;
        QTest::newRow("2x") << "2" << 2;
    }
    void rendersTheWindow()
    {
        QFETCH(QString, scale);
        QFETCH(int, factor);
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/window.png");
        const ProcessRun run =
            screenshot(file,
                       {QStringLiteral("--root"), fixtureRoot(QStringLiteral("versions")),
                        QStringLiteral("--page"), QStringLiteral("readahead")},
                       scale);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1280 * factor);
        QCOMPARE(image.height(), 860 * factor);
        QVERIFY2(colours(image) > 40, "the picture is (nearly) blank");
    }

    void paintsTheSelectedMountsRow_data()
    {
        QTest::addColumn<QString>("scale");
        QTest::addColumn<int>("factor");
        QTest::newRow("1x") << "1" << 1;
        QTest::newRow("2x") << "2" << 2;
    }
    void paintsTheSelectedMountsRow()
    {
        // The versions root has four NFS mounts; the table lists them by
        // mountpoint. Each selected in turn, the highlighted row moves down
        // one row at a time, and each has its text painted on it.
        QFETCH(QString, scale);
        QFETCH(int, factor);
        QTemporaryDir dir;
        QList<ColourBand> rows;
        for (const char *mountpoint : {"/mnt/v3", "/mnt/v40", "/mnt/v41", "/mnt/v42"}) {
            const QString file = dir.path() + QStringLiteral("/window.png");
            const ProcessRun run =
                screenshot(file,
                           {QStringLiteral("--root"), fixtureRoot(QStringLiteral("versions")),
                            QStringLiteral("--select"), QLatin1String(mountpoint)},
                           scale);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const QList<ColourBand> bands = selectedRows(QImage(file), factor);
            QVERIFY2(bands.size() == 1, qPrintable(QStringLiteral("%1: %2 highlighted rows")
                                                       .arg(QLatin1String(mountpoint))
                                                       .arg(bands.size())));
            QVERIFY2(bands.first().textPixels > 20 * factor, "no text on the selected row");
            rows.append(bands.first());
        }
        const int rowHeight = rows[1].top - rows[0].top;
        QVERIFY(rowHeight >= rows[0].height);
        for (qsizetype i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].height, rows[0].height);
            QCOMPARE(rows[i].top - rows[i - 1].top, rowHeight);
        }
    }

    void badOptionsFailClearly()
    {
        QTemporaryDir dir;
        const ProcessRun badPage = screenshot(dir.path() + QStringLiteral("/x.png"),
                                              {QStringLiteral("--page"), QStringLiteral("nope")});
        QCOMPARE(badPage.exitCode, 2);
        QVERIFY(badPage.err.contains("unknown page"));
        const ProcessRun badRoot =
            screenshot(dir.path() + QStringLiteral("/x.png"),
                       {QStringLiteral("--root"), QStringLiteral("/nonexistent")});
        QCOMPARE(badRoot.exitCode, 2);
        QVERIFY(badRoot.err.contains("/nonexistent"));
    }

    // --help and --version print without a display (they needed one).
    void helpNeedsNoDisplay()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QString::fromLatin1(name));
        const ProcessRun help =
            runProgram(QStringLiteral(NFSTUNER_GUI), {QStringLiteral("--help")}, environment);
        QVERIFY2(help.exitCode == 0, help.err.constData());
        QVERIFY2(help.out.contains("--demo") && help.out.contains("--screenshot <FILE>"),
                 help.out.constData());
        const ProcessRun version =
            runProgram(QStringLiteral(NFSTUNER_GUI), {QStringLiteral("--version")}, environment);
        QVERIFY2(version.exitCode == 0, version.err.constData());
        QVERIFY2(version.out.startsWith("nfs-tuner "), version.out.constData());
    }

    // SIGTERM ends the demo as closing it does: its temporary folder goes
    // (it stayed in /tmp). Also while Tune… or the write tune runs, which
    // puts the start back before it closes (the window stayed, refusing the
    // quit).
    void sigtermLeavesNoDemoFolder_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("afterMs");
        QTest::newRow("window") << QStringList{QStringLiteral("--demo")} << 500;
        // Late in the tune (its fifth or sixth trial): the quit came while
        // a value was on its way, the dialog closed after it, the window
        // stayed.
        QTest::newRow("tune running")
            << QStringList{QStringLiteral("--demo"), QStringLiteral("--select"),
                           QStringLiteral("/mnt/media"), QStringLiteral("--tune")}
            << 26000;
        // The write tune a trial in (a probe of 2 s, then its first value).
        QTest::newRow("write tune running")
            << QStringList{QStringLiteral("--demo"), QStringLiteral("--select"),
                           QStringLiteral("/mnt/backup"), QStringLiteral("--tune-writes"),
                           QStringLiteral("--despite-other-writers")}
            << 6000;
    }
    void sigtermLeavesNoDemoFolder()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, afterMs);
        QTemporaryDir tmp;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TMPDIR"), tmp.path());
        QTemporaryDir config; // and Qt's runtime folder, which it would make in TMPDIR
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), config.path());
        QProcess demo;
        demo.setProcessEnvironment(environment);
        demo.start(QStringLiteral(NFSTUNER_GUI), arguments);
        QVERIFY(demo.waitForStarted());
        const auto folders = [&] {
            return QDir(tmp.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        };
        QTRY_VERIFY_WITH_TIMEOUT(!folders().isEmpty(), 20000);
        QTest::qWait(afterMs); // its window up
        demo.terminate();
        QVERIFY(demo.waitForFinished(20000));
        QCOMPARE(demo.exitStatus(), QProcess::NormalExit);
        QCOMPARE(folders(), QStringList());
    }
};

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
