// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetsession.h"

#include "fleet/fleethistorychart.h"
#include "fleet/fleetmountmodel.h"
#include "fleet/fleetwindow.h"
#include "screenshot.h"
#include "style/darkpalette.h"
#include "style/indicatorstyle.h"

#include <QApplication>
#include <QStyle>
#include <QTableView>
#include <QTimer>

namespace nfstuner {

namespace {

constexpr int ShotDeadlineMs = 60 * 1000;

} // namespace

Result<std::unique_ptr<FleetSession>> FleetSession::create(const FleetLaunch &launch,
                                                           PrometheusTransportFactory factory)
{
    std::unique_ptr<FleetSession> session(new FleetSession);
    session->m_launch = launch;
    if (launch.darkPalette) {
        QApplication::setStyle(new IndicatorStyle(QApplication::style()->name()));
        QApplication::setPalette(darkPalette());
    }
    session->m_window = std::make_unique<FleetWindow>(std::move(factory));
    if (const auto connected = session->m_window->connectTo(launch.connection, launch.hostLabel);
        !connected)
        return connected.error();
    return session;
}

FleetSession::~FleetSession() = default;

void FleetSession::start()
{
    m_window->show();
    if (m_launch.size.isValid())
        m_window->resize(m_launch.size);
    else if (!m_launch.screenshot.isEmpty())
        m_window->resize(1280, 860);
    if (!m_launch.screenshot.isEmpty())
        shootWhenShown();
}

void FleetSession::shootWhenShown()
{
    FleetWindow *window = m_window.get();
    auto once = std::make_shared<bool>(false);
    QObject::connect(window, &FleetWindow::mountsShown, window, [this, window, once] {
        if (std::exchange(*once, true))
            return;
        const FleetMountModel &model = window->mountModel();
        QString instance;
        QString mountpoint = m_launch.select;
        for (int row = 0; row < model.rowCount() && instance.isEmpty(); ++row) {
            if (mountpoint.isEmpty() || model.mount(row).mountpoint == mountpoint) {
                instance = model.mount(row).instance;
                mountpoint = model.mount(row).mountpoint;
            }
        }
        if (instance.isEmpty()) {
            shoot(tr("no mount to show"), false);
            return;
        }
        QObject::connect(window, &FleetWindow::historyShown, window,
                         [this, window] { shoot(window->history()->title(), true); });
        window->selectMount(instance, mountpoint);
    });
    QObject::connect(window, &FleetWindow::failed, window,
                     [this](const QString &message) { shoot(message, false); });
    QTimer::singleShot(ShotDeadlineMs, window,
                       [this] { shoot(tr("the fleet was not shown within a minute"), false); });
}

void FleetSession::shoot(const QString &said, bool fine)
{
    if (std::exchange(m_shot, true))
        return;
    shootAndQuit(m_window.get(), m_launch.screenshot, said, fine);
}

} // namespace nfstuner
