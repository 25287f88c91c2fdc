// SPDX-License-Identifier: GPL-2.0-or-later
#include "appsession.h"

#include "style/darkpalette.h"
#include "style/indicatorstyle.h"

#include "base/clientlogging.h"
#include "base/printable.h"

#include "dbus/helperclient.h"
#include "demo/demosystem.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "screenshot.h"
#include "session/livetuning.h"
#include "session/readersservice.h"
#include "sweep/readaheadsweep.h"
#include "tuning/localtuningbackend.h"
#include "widgets/measuredialog.h"
#include "widgets/readaheadeditor.h"
#include "widgets/tunedialog.h"
#include "widgets/writetunedialog.h"

#include <QApplication>
#include <QFileInfo>
#include <QPalette>
#include <QStyle>
#include <QTimer>

#include <cstdio>

namespace nfstuner {

Result<std::unique_ptr<AppSession>> AppSession::create(const LaunchOptions &options)
{
    return create(options, nullptr);
}

Result<std::unique_ptr<AppSession>> AppSession::create(const LaunchOptions &options,
                                                       std::unique_ptr<TuningBackend> backend)
{
    std::unique_ptr<AppSession> session(new AppSession);
    session->m_options = options;
    if (!options.page.isEmpty() && !MainWindow::pageNamed(options.page))
        return Error{Error::Code::InvalidArgument,
                     tr("unknown page \"%1\": use throughput, readahead, settings, writeback, "
                        "changes or health")
                         .arg(options.page)};
    SystemRoot root(options.root);
    WindowContext context;
    context.healthRoot = root;
    if (options.demo) {
        auto demo = DemoSystem::create();
        if (!demo)
            return demo.error();
        session->m_demo = std::move(demo).value();
        root = session->m_demo->root();
        session->m_backend = std::make_unique<LocalTuningBackend>(root);
        context.backendDescription =
            tr("the demo folder %1 (no helper, no password)").arg(root.root());
        context.healthRoot = SystemRoot(); // nfsrahead of this machine
        context.sweepSimulation = &session->m_demo->sweep();
        context.simulatedReads = true;
        context.title = tr("Demo");
        context.notice =
            tr("<b>Demo</b>: mounts captured from a real Linux NFS client, with simulated "
               "traffic. Changes go to a temporary folder, not to this system; readahead "
               "changes show in the throughput.");
    } else {
        if (!QFileInfo(options.root).isDir())
            return Error{Error::Code::NotFound,
                         tr("root %1 does not exist or is not a directory").arg(options.root)};
        if (!root.isRealSystem())
            context.measureWhyNot =
                tr("Measure… cannot run here: %1 is a system captured in a folder, and reading "
                   "its files would time this machine's disk, not its NFS mounts. Measure on the "
                   "machine itself, or try Measure… in the demo (--demo).")
                    .arg(printable(root.root()));
        if (!root.isRealSystem())
            context.tuneWhyNot =
                tr("Tune… cannot run here: nothing reads the mounts of a system captured in a "
                   "folder, so there is nothing to measure. Tune on the machine itself, or try "
                   "Tune… in the demo.");
        if (root.isRealSystem() || options.folderThroughHelper) {
            auto helper = std::make_unique<HelperClient>();
            session->m_helper = helper.get();
            session->m_backend = std::move(helper);
            context.backendDescription = tr("the privileged helper");
        } else {
            // A folder laid out like a system: its changes stay in it, never
            // reach this machine's /sys and /etc through the helper.
            session->m_backend = std::make_unique<LocalTuningBackend>(root);
            context.backendDescription =
                tr("the folder %1 (no helper, no password)").arg(root.root());
            context.title = root.root();
            context.notice = tr("<b>%1</b>: a folder laid out like a system, not this one. "
                                "Changes are written to files in that folder, not to this "
                                "system.")
                                 .arg(root.root().toHtmlEscaped());
        }
    }
    if (backend) {
        session->m_helper = nullptr;
        session->m_backend = std::move(backend);
    }
    context.prometheus = options.prometheus;
    if (options.darkPalette) {
        QApplication::setStyle(new IndicatorStyle(QApplication::style()->name()));
        QApplication::setPalette(darkPalette());
    }
    session->m_monitor = std::make_unique<MountMonitor>(root);
    session->m_monitor->setToolsRoot(context.healthRoot);
    qCDebug(lcUi, "session: %s, changes through %s", qPrintable(root.root()),
            qPrintable(context.backendDescription));
    session->m_tuning = std::make_unique<LiveTuning>(*session->m_backend);
    // Who reads each mount, looked at with every sample: the advice weighs
    // them whichever page is shown.
    session->m_readers =
        std::make_unique<ReadersService>(root, root.isRealSystem() ? session->m_helper : nullptr);
    session->m_readers->feedAdvice(*session->m_monitor);
    QObject::connect(&session->m_monitor->sampler(), &MountSampler::sampled,
                     session->m_readers.get(), &ReadersService::sample);
    session->m_window = std::make_unique<MainWindow>(*session->m_monitor, *session->m_tuning,
                                                     *session->m_readers, context);
    return session;
}

AppSession::~AppSession()
{
    // The window refers to the monitor, the live changes and the backend:
    // it goes first.
    m_window.reset();
}

void AppSession::start()
{
    if (m_demo)
        m_demo->traffic().start();
    m_monitor->start();
    if (const auto page = MainWindow::pageNamed(m_options.page))
        m_window->showPage(*page);
    m_window->selectMount(m_options.select);
    m_window->show();
    if (m_options.size.isValid())
        m_window->resize(m_options.size);
    else if (!m_options.screenshot.isEmpty())
        m_window->resize(1280, 860); // a picture, at the size the docs show, on no real screen
    if (!m_options.measure.isEmpty())
        QTimer::singleShot(500, m_window.get(), [this] { startMeasuring(); });
    else if (m_options.tune)
        QTimer::singleShot(500, m_window.get(), [this] { startTuning(); });
    else if (m_options.tuneWrites)
        QTimer::singleShot(500, m_window.get(), [this] { startWriteTuning(); });
    else if (!m_options.screenshot.isEmpty())
        QTimer::singleShot(int(m_options.afterSeconds * 1000), m_window.get(),
                           [this] { takeScreenshot(); });
}

void AppSession::startMeasuring()
{
    m_window->selectMount(m_options.select);
    m_window->showPage(MainWindow::ReadaheadPage);
    MeasureDialog *dialog = m_window->readaheadEditor().openMeasureDialog(m_options.measure);
    const auto fail = [](const QString &why) {
        std::fprintf(stderr, "nfs-tuner: cannot measure: %s\n", qPrintable(why));
        QCoreApplication::exit(2);
    };
    if (!dialog)
        return fail(tr("no mount selected, or changes cannot be made"));
    if (!dialog->startMeasuring())
        return fail(dialog->outcome());
    if (m_options.screenshot.isEmpty())
        return;
    // The dialog with its plot, once the sweep ended.
    QObject::connect(dialog, &MeasureDialog::sweepEnded, dialog, [this, dialog] {
        shootAndExit(dialog, dialog->outcome(), !dialog->lastSweep()->error());
    });
}

void AppSession::startTuning()
{
    m_window->selectMount(m_options.select);
    m_window->showPage(MainWindow::ReadaheadPage);
    ReadaheadEditor &editor = m_window->readaheadEditor();
    TuneDialog *dialog = editor.openTuneDialog();
    if (!dialog) {
        std::fprintf(stderr, "nfs-tuner: cannot tune: %s\n", qPrintable(editor.whyNotTune()));
        QCoreApplication::exit(2);
        return;
    }
    dialog->startTuning();
    if (m_options.screenshot.isEmpty())
        return;
    // The dialog with its trials, once the tune ended.
    QObject::connect(dialog->tuner(), &WorkloadTuner::finished, dialog, [this, dialog] {
        const auto outcome = dialog->tuner()->outcome();
        shootAndExit(dialog, dialog->outcome(),
                     outcome == WorkloadTuner::Outcome::Tuned ||
                         outcome == WorkloadTuner::Outcome::KeptStart);
    });
}

void AppSession::startWriteTuning()
{
    m_window->selectMount(m_options.select);
    m_window->showPage(MainWindow::ReadaheadPage);
    ReadaheadEditor &editor = m_window->readaheadEditor();
    WriteTuneDialog *dialog = editor.openWriteTuneDialog();
    if (!dialog) {
        std::fprintf(stderr, "nfs-tuner: cannot tune: %s\n", qPrintable(editor.whyNotTune()));
        QCoreApplication::exit(2);
        return;
    }
    dialog->setDespiteOtherWriters(m_options.despiteOtherWriters);
    dialog->startTuning();
    if (m_options.screenshot.isEmpty())
        return;
    QObject::connect(dialog->tuner(), &WriteTuner::finished, dialog, [this, dialog] {
        const auto outcome = dialog->tuner()->outcome();
        shootAndExit(dialog, dialog->outcome(),
                     outcome == tune::Outcome::Tuned || outcome == tune::Outcome::KeptStart);
    });
}

void AppSession::shootAndExit(QWidget *dialog, const QString &said, bool fine)
{
    shootAndQuit(dialog, m_options.screenshot, said, fine);
}

void AppSession::takeScreenshot()
{
    // The mount table may have come after the window; select again.
    m_window->selectMount(m_options.select);
    if (const auto page = MainWindow::pageNamed(m_options.page))
        m_window->showPage(*page);
    shootAndQuit(m_window.get(), m_options.screenshot);
}

} // namespace nfstuner
