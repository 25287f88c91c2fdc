// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "demo/demosweep.h"
#include "demo/demotraffic.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <memory>

namespace nfstuner {

// The demo: a temporary folder laid out like a system, made from the
// real-kernel "demo" fixture (mounts, BDIs, mountstats) and Debian 12's
// stock /etc/nfs.conf, with simulated traffic. Every change the demo makes
// stays in that folder, which goes when the demo ends.
class DemoSystem
{
    Q_DECLARE_TR_FUNCTIONS(DemoSystem)

public:
    static Result<std::unique_ptr<DemoSystem>> create();

    SystemRoot root() const { return SystemRoot(m_dir.path()); }
    DemoTraffic &traffic() { return *m_traffic; }
    // Measure… on the demo's mounts.
    const DemoSweep &sweep() const { return *m_sweep; }

private:
    DemoSystem() = default;

    QTemporaryDir m_dir;
    std::unique_ptr<DemoTraffic> m_traffic;
    std::unique_ptr<DemoSweep> m_sweep;
};

} // namespace nfstuner
