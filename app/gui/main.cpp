// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner: the desktop app. Runs as the user; changes go through the
// privileged helper.
#include "appsession.h"
#include "base/stopsignals.h"
#include "base/translations.h"
#include "fleet/fleetsession.h"
#include "prometheusclient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

namespace {

// The command line, made once translations are installed.
struct CommandLine
{
    QCommandLineOption root{
        QStringLiteral("root"),
        QCoreApplication::translate("main", "Look at the system below DIR instead of /."),
        QStringLiteral("DIR"), QStringLiteral("/")};
    QCommandLineOption demo{
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Run on a simulated system (no changes to this one).")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Write a PNG of the window to FILE and quit."),
        QStringLiteral("FILE")};
    QCommandLineOption after{
        QStringLiteral("after"),
        QCoreApplication::translate("main", "Sample for SECONDS before the screenshot."),
        QStringLiteral("SECONDS"), QStringLiteral("3")};
    QCommandLineOption page{
        QStringLiteral("page"),
        QCoreApplication::translate("main", "Open PAGE: throughput, diagnosis, readers, readahead, "
                                            "settings, writeback, changes, health."),
        QStringLiteral("PAGE")};
    QCommandLineOption select{
        QStringLiteral("select"),
        QCoreApplication::translate("main", "Select the mount at MOUNTPOINT."),
        QStringLiteral("MOUNTPOINT")};
    QCommandLineOption size{
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Open the window WIDTHxHEIGHT pixels large."),
        QStringLiteral("WIDTHxHEIGHT")};
    QCommandLineOption dark{
        QStringLiteral("dark"),
        QCoreApplication::translate("main", "Use a dark palette (to see a dark theme anywhere).")};
    QCommandLineOption measure{
        QStringLiteral("measure"),
        QCoreApplication::translate("main",
                                    "Open Measure… on FILE of the mount given with --select and "
                                    "start (with --screenshot: the dialog is shot when the sweep "
                                    "ends)."),
        QStringLiteral("FILE")};
    QCommandLineOption tune{
        QStringLiteral("tune"),
        QCoreApplication::translate("main",
                                    "Open Tune… on the mount given with --select and start (with "
                                    "--screenshot: the dialog is shot when the tune ends).")};
    QCommandLineOption tuneWrites{
        QStringLiteral("tune-writes"),
        QCoreApplication::translate("main",
                                    "Open the write-back limit's tune on the mount given with "
                                    "--select and start (with --screenshot: the dialog is shot "
                                    "when the tune ends).")};
    QCommandLineOption despiteOtherWriters{
        QStringLiteral("despite-other-writers"),
        QCoreApplication::translate("main",
                                    "With --tune-writes: tune even while other mounts write.")};
    QCommandLineOption prometheus{
        QStringLiteral("prometheus"),
        QCoreApplication::translate("main",
                                    "Open the fleet read from the Prometheus server at URL (the "
                                    "hosts' nfs-tuner-cli metrics) instead of this system."),
        QStringLiteral("URL")};
    QCommandLineOption caFile{
        QStringLiteral("ca-file"),
        QCoreApplication::translate("main",
                                    "With --prometheus: trust the CA certificates in FILE (PEM)."),
        QStringLiteral("FILE")};
    QCommandLineOption hostLabel{
        QStringLiteral("host-label"),
        QCoreApplication::translate("main",
                                    "With --prometheus: name hosts by LABEL (default instance), "
                                    "such as nodename or a label the scrape configuration sets."),
        QStringLiteral("LABEL"), QStringLiteral("instance")};
    QCommandLineParser parser;

    CommandLine()
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main",
            "Shows NFS mounts with their readahead and throughput, tunes readahead, and edits "
            "the persistent [nfsrahead] settings."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({root, demo, screenshot, after, page, select, size, dark, measure, tune,
                           tuneWrites, despiteOtherWriters, prometheus, caFile, hostLabel});
    }
};

void nameApplication(QCoreApplication &app)
{
    QCoreApplication::setOrganizationName(QStringLiteral("nfstuner"));
    QCoreApplication::setApplicationName(QStringLiteral("nfs-tuner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NFSTUNER_VERSION));
    nfstuner::installTranslations(app);
}

// --help and --version print and end: they need no display.
bool asksOnlyForText(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

std::optional<QSize> parseSize(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    bool wide = false, high = false;
    const QSize size(parts.value(0).toInt(&wide), parts.value(1).toInt(&high));
    if (parts.size() != 2 || !wide || !high || size.width() < 200 || size.height() < 200 ||
        size.width() > 10000 || size.height() > 10000)
        return std::nullopt;
    return size;
}

// SIGTERM and SIGINT end the event loop, so that the session goes as on
// closing the window: the demo's temporary folder with it. A window may
// refuse at first (Tune… and Measure… put the value from before back, then
// close): the quit is asked again until every window has gone.
void quitOn(const nfstuner::StopSignals &stop)
{
    QObject::connect(&stop, &nfstuner::StopSignals::received, qApp, [] {
        auto *again = new QTimer(qApp);
        QObject::connect(again, &QTimer::timeout, qApp, &QCoreApplication::quit);
        again->start(100);
        QCoreApplication::quit();
    });
}

// nfs-tuner --prometheus URL: the fleet window on its own.
int runFleet(const CommandLine &command, const nfstuner::LaunchOptions &options)
{
    nfstuner::FleetLaunch launch;
    launch.connection.server = QUrl(command.parser.value(command.prometheus), QUrl::StrictMode);
    launch.connection.caFile = command.parser.value(command.caFile);
    launch.hostLabel = command.parser.value(command.hostLabel);
    launch.screenshot = options.screenshot;
    launch.select = options.select;
    launch.size = options.size;
    launch.darkPalette = options.darkPalette;
    auto session = nfstuner::FleetSession::create(launch, nfstuner::PrometheusClient::factory());
    if (!session) {
        std::fprintf(stderr, "nfs-tuner: %s\n", qPrintable(session.error().message));
        return 2;
    }
    (*session)->start();
    const nfstuner::StopSignals stop;
    quitOn(stop);
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication(app);
        CommandLine command;
        command.parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication(app);
    QApplication::setApplicationDisplayName(QStringLiteral("NFS Tuner"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.nfstuner"));
    CommandLine command;
    const QCommandLineParser &parser = command.parser;
    command.parser.process(app);

    nfstuner::LaunchOptions options;
    options.root = parser.value(command.root);
    options.demo = parser.isSet(command.demo);
    options.screenshot = parser.value(command.screenshot);
    options.afterSeconds = parser.value(command.after).toDouble();
    options.page = parser.value(command.page);
    options.select = parser.value(command.select);
    options.darkPalette = parser.isSet(command.dark);
    options.measure = parser.value(command.measure);
    options.tune = parser.isSet(command.tune);
    options.tuneWrites = parser.isSet(command.tuneWrites);
    options.despiteOtherWriters = parser.isSet(command.despiteOtherWriters);
    options.prometheus = nfstuner::PrometheusClient::factory();
    if (parser.isSet(command.size)) {
        const auto size = parseSize(parser.value(command.size));
        if (!size) {
            std::fprintf(stderr, "nfs-tuner: --size takes WIDTHxHEIGHT, such as 1024x700\n");
            return 2;
        }
        options.size = *size;
    }
    if (parser.isSet(command.prometheus))
        return runFleet(command, options);
    auto session = nfstuner::AppSession::create(options);
    if (!session) {
        std::fprintf(stderr, "nfs-tuner: %s\n", qPrintable(session.error().message));
        return 2;
    }
    (*session)->start();
    const nfstuner::StopSignals stop;
    quitOn(stop);
    return app.exec();
}
