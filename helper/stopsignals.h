// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QSocketNotifier>

#include <memory>

namespace nfstuner {

// SIGTERM (systemctl stop, dbus-daemon going away) and SIGINT as an event:
// the helper leaves its event loop and exits normally, so its last log
// lines are written and exit-time checks (LeakSanitizer) run, instead of
// dying in the middle of whatever it was doing.
class StopSignals : public QObject
{
    Q_OBJECT

public:
    // Blocks the signals in the calling thread and every thread it starts
    // later, so call it first thing in main().
    static bool block();

    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;
    bool isValid() const { return m_fd >= 0; }

signals:
    void received(int signal);

private:
    void readSignal();

    int m_fd = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace nfstuner
