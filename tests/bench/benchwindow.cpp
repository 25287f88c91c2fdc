// SPDX-License-Identifier: GPL-2.0-or-later
#include "benchwindow.h"

#include "mainwindow.h"
#include "monitor/mountmonitor.h"

#include <QCoreApplication>

#include <cstdio>

namespace nfstuner::bench {

QCommandLineOption nfsMountsOption()
{
    return QCommandLineOption(QStringLiteral("nfs"), QStringLiteral("NFS mounts."),
                              QStringLiteral("N"), QStringLiteral("1000"));
}

std::unique_ptr<BenchWindow> openBenchWindow(const char *program, int nfsMounts,
                                             const QString &select)
{
    auto window = std::make_unique<BenchWindow>();
    window->root = std::make_unique<BenchRoot>(BenchRoot::Layout{nfsMounts, 2 * nfsMounts});
    QString error;
    if (!window->dir.isValid() || !window->root->write(window->dir.path(), &error)) {
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(error));
        return nullptr;
    }
    LaunchOptions options;
    options.root = window->dir.path();
    options.select = select;
    auto session = AppSession::create(options);
    if (!session) {
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(session.error().message));
        return nullptr;
    }
    window->session = std::move(session).value();
    window->session->start();
    window->session->monitor().sampler().stop(); // the program drives it from here
    if (!select.isEmpty())
        window->session->window().selectMount(select);
    QCoreApplication::processEvents();
    return window;
}

void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

} // namespace nfstuner::bench
