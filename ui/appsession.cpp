// SPDX-License-Identifier: GPL-2.0-or-later
#include "appsession.h"

#include "dbus/helperclient.h"
#include "demo/demosystem.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"

#include <QApplication>
#include <QFileInfo>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace nfstuner {

Result<std::unique_ptr<AppSession>> AppSession::create(const LaunchOptions &options)
{
    std::unique_ptr<AppSession> session(new AppSession);
    session->m_options = options;
    if (!options.page.isEmpty() && !MainWindow::pageNamed(options.page))
        return Error{Error::Code::InvalidArgument,
                     tr("unknown page \"%1\": use throughput, readahead, settings or health")
                         .arg(options.page)};
    SystemRoot root(options.root);
    SystemRoot healthRoot = root;
    QString description;
    if (options.demo) {
        auto demo = DemoSystem::create();
        if (!demo)
            return demo.error();
        session->m_demo = std::move(demo).value();
        root = session->m_demo->root();
        session->m_backend = std::make_unique<LocalTuningBackend>(root);
        description = tr("the demo folder %1 (no helper, no password)").arg(root.root());
        healthRoot = SystemRoot(); // nfsrahead of this machine
    } else {
        if (!QFileInfo(options.root).isDir())
            return Error{Error::Code::NotFound,
                         tr("root %1 does not exist or is not a directory").arg(options.root)};
        session->m_backend = std::make_unique<HelperClient>();
        description = tr("the privileged helper");
    }
    session->m_monitor = std::make_unique<MountMonitor>(root);
    session->m_window = std::make_unique<MainWindow>(*session->m_monitor, *session->m_backend,
                                                     healthRoot, description, options.demo);
    return session;
}

AppSession::~AppSession()
{
    // The window refers to the monitor and the backend: it goes first.
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
    if (!m_options.screenshot.isEmpty())
        QTimer::singleShot(int(m_options.afterSeconds * 1000), m_window.get(),
                           [this] { takeScreenshot(); });
}

void AppSession::takeScreenshot()
{
    // The mount table may have come after the window; select again.
    m_window->selectMount(m_options.select);
    if (const auto page = MainWindow::pageNamed(m_options.page))
        m_window->showPage(*page);
    QCoreApplication::processEvents();
    const QPixmap shot = m_window->grab();
    if (shot.isNull() || !shot.save(m_options.screenshot, "PNG")) {
        std::fprintf(stderr, "nfs-tuner: cannot write %s\n", qPrintable(m_options.screenshot));
        QCoreApplication::exit(2);
        return;
    }
    std::printf("%s\n", qPrintable(m_options.screenshot));
    QCoreApplication::exit(0);
}

} // namespace nfstuner
