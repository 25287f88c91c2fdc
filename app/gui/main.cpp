// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner: the desktop app. Runs as the user; changes go through the
// privileged helper.
#include "appsession.h"
#include "base/translations.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("nfstuner"));
    QApplication::setApplicationName(QStringLiteral("nfs-tuner"));
    QApplication::setApplicationDisplayName(QStringLiteral("NFS Tuner"));
    QApplication::setApplicationVersion(QStringLiteral(NFSTUNER_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.nfstuner"));
    nfstuner::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Shows NFS mounts with their readahead and throughput, tunes readahead, and edits "
                "the persistent [nfsrahead] settings."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption root(
        QStringLiteral("root"),
        QApplication::translate("main", "Look at the system below DIR instead of /."),
        QStringLiteral("DIR"), QStringLiteral("/"));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QApplication::translate("main", "Run on a simulated system (no changes to this one)."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Write a PNG of the window to FILE and quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption after(
        QStringLiteral("after"),
        QApplication::translate("main", "Sample for SECONDS before the screenshot."),
        QStringLiteral("SECONDS"), QStringLiteral("3"));
    const QCommandLineOption page(
        QStringLiteral("page"),
        QApplication::translate(
            "main", "Open PAGE: throughput, readahead, settings, writeback, changes, health."),
        QStringLiteral("PAGE"));
    const QCommandLineOption select(
        QStringLiteral("select"),
        QApplication::translate("main", "Select the mount at MOUNTPOINT."),
        QStringLiteral("MOUNTPOINT"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QApplication::translate("main", "Open the window WIDTHxHEIGHT pixels large."),
        QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption dark(
        QStringLiteral("dark"),
        QApplication::translate("main", "Use a dark palette (to see a dark theme anywhere)."));
    const QCommandLineOption measure(
        QStringLiteral("measure"),
        QApplication::translate("main",
                                "Open Measure… on FILE of the mount given with --select and start "
                                "(with --screenshot: the dialog is shot when the sweep ends)."),
        QStringLiteral("FILE"));
    const QCommandLineOption tune(
        QStringLiteral("tune"),
        QApplication::translate("main",
                                "Open Tune… on the mount given with --select and start (with "
                                "--screenshot: the dialog is shot when the tune ends)."));
    parser.addOptions({root, demo, screenshot, after, page, select, size, dark, measure, tune});
    parser.process(app);

    nfstuner::LaunchOptions options;
    options.root = parser.value(root);
    options.demo = parser.isSet(demo);
    options.screenshot = parser.value(screenshot);
    options.afterSeconds = parser.value(after).toDouble();
    options.page = parser.value(page);
    options.select = parser.value(select);
    options.darkPalette = parser.isSet(dark);
    options.measure = parser.value(measure);
    options.tune = parser.isSet(tune);
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        bool wide = false, high = false;
        options.size = QSize(parts.value(0).toInt(&wide), parts.value(1).toInt(&high));
        if (parts.size() != 2 || !wide || !high || options.size.width() < 200 ||
            options.size.height() < 200 || options.size.width() > 10000 ||
            options.size.height() > 10000) {
            std::fprintf(stderr, "nfs-tuner: --size takes WIDTHxHEIGHT, such as 1024x700\n");
            return 2;
        }
    }
    auto session = nfstuner::AppSession::create(options);
    if (!session) {
        std::fprintf(stderr, "nfs-tuner: %s\n", qPrintable(session.error().message));
        return 2;
    }
    (*session)->start();
    return app.exec();
}
