// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "fleet/prometheustransport.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <memory>

namespace nfstuner {

class DemoSystem;
class HelperClient;
class LiveTuning;
class MainWindow;
class MountMonitor;
class ReadersService;
class TuningBackend;

// How nfs-tuner was started.
struct LaunchOptions
{
    QString root = QStringLiteral("/");
    bool demo = false;
    QString screenshot;               // write a PNG of the window and quit
    double afterSeconds = 3;          // sampling time before the screenshot
    QString page;                     // throughput, readahead, settings, health
    QString select;                   // mountpoint to select
    QSize size;                       // of the window, when not the default
    bool darkPalette = false;         // a dark palette (for screenshots of dark themes)
    QString measure;                  // a file to open Measure… on and measure at once
    bool tune = false;                // open Tune… on the selected mount and tune at once
    bool tuneWrites = false;          // the same for the write-back limit's tune
    bool despiteOtherWriters = false; // with tuneWrites: its check box ticked
    // Tests only: changes of a folder root go to the helper, which must
    // then work on that same folder (the private test bus). Without it a
    // folder's changes stay in the folder.
    bool folderThroughHelper = false;
    // File > Connect to Prometheus…: how the fleet window reaches it (none:
    // the menu item is off).
    PrometheusTransportFactory prometheus;
};

// One run of the app: the system it looks at (the real one, a folder, or
// the demo), where changes go (the helper, or the demo folder), the live
// changes made and their history, the window.
class AppSession
{
    Q_DECLARE_TR_FUNCTIONS(AppSession)

public:
    static Result<std::unique_ptr<AppSession>> create(const LaunchOptions &options);
    // The same with changes going to `backend` (tests: a helper client on a
    // bus without the helper).
    static Result<std::unique_ptr<AppSession>> create(const LaunchOptions &options,
                                                      std::unique_ptr<TuningBackend> backend);
    ~AppSession();

    MainWindow &window() { return *m_window; }
    MountMonitor &monitor() { return *m_monitor; }
    // Shows the window, or takes the screenshot; the caller runs the loop.
    void start();

private:
    AppSession() = default;
    void takeScreenshot();
    void startMeasuring();
    void startTuning();
    void startWriteTuning();
    // With --screenshot: `dialog`'s picture and `said` on stdout, then the
    // exit status (0 when `fine`).
    void shootAndExit(QWidget *dialog, const QString &said, bool fine);

    LaunchOptions m_options;
    std::unique_ptr<DemoSystem> m_demo;
    std::unique_ptr<MountMonitor> m_monitor;
    std::unique_ptr<TuningBackend> m_backend;
    HelperClient *m_helper = nullptr;          // m_backend, where it is the helper's client
    std::unique_ptr<LiveTuning> m_tuning;      // the session's live changes and their history
    std::unique_ptr<ReadersService> m_readers; // who reads each mount, for the advice and Readers
    std::unique_ptr<MainWindow> m_window;
};

} // namespace nfstuner
