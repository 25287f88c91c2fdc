// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/prometheustransport.h"

#include <QCoreApplication>
#include <QSize>

#include <memory>

namespace nfstuner {

class FleetWindow;

// How `nfs-tuner --prometheus URL` was started.
struct FleetLaunch
{
    PrometheusConnection connection;
    QString hostLabel = QStringLiteral("instance"); // FleetMounts::build
    QString screenshot; // write a PNG once the fleet and a mount's day are shown, and quit
    QString select;     // a mount point: its row on the first host that has it is selected
    QSize size;
    bool darkPalette = false;
};

// The fleet window on its own: connects, shows, or with a screenshot waits
// for the fleet and the selected mount's day (at most a minute) and writes
// the picture.
class FleetSession
{
    Q_DECLARE_TR_FUNCTIONS(FleetSession)

public:
    static Result<std::unique_ptr<FleetSession>> create(const FleetLaunch &launch,
                                                        PrometheusTransportFactory factory);
    ~FleetSession();

    FleetWindow &window() { return *m_window; }
    void start();

private:
    FleetSession() = default;
    void shootWhenShown();
    void shoot(const QString &said, bool fine);

    FleetLaunch m_launch;
    bool m_shot = false;
    std::unique_ptr<FleetWindow> m_window;
};

} // namespace nfstuner
