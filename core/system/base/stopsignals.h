// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QSocketNotifier>

#include <csignal>
#include <memory>

namespace nfstuner {

// SIGTERM and SIGINT as an event on the thread that made this object, for
// as long as it lives: the helper leaves its event loop and exits normally
// (its last log lines written, exit-time checks such as LeakSanitizer run),
// and `nfs-tuner-cli sweep` stops and puts the readahead back, instead of
// dying in the middle of what they do. The handlers write the signal to a
// pipe (the only thing a handler may safely do), whatever thread the kernel
// picks; the object reads it in its event loop. The handlers from before
// come back when it goes. One at a time in a process.
class StopSignals : public QObject
{
    Q_OBJECT

public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;
    // False when the pipe or the handlers could not be set up, or another
    // StopSignals lives: the signals then do what they did before.
    bool isValid() const { return m_notifier != nullptr; }

signals:
    void received(int signal);

private:
    void readSignals();

    struct sigaction m_oldInt = {};
    struct sigaction m_oldTerm = {};
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace nfstuner
