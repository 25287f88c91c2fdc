// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/stopsignals.h"

#include <atomic>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace nfstuner {

namespace {

// The pipe's ends while a StopSignals lives; -1 otherwise.
std::atomic<int> writeEnd{-1};
int readEnd = -1;

extern "C" void writeSignal(int signal)
{
    const int saved = errno;
    const unsigned char byte = static_cast<unsigned char>(signal);
    // Non-blocking: a full pipe already holds a stop to read.
    [[maybe_unused]] const ssize_t written = ::write(writeEnd.load(), &byte, 1);
    errno = saved;
}

} // namespace

StopSignals::StopSignals(QObject *parent)
    : QObject(parent)
{
    if (writeEnd.load() >= 0)
        return;
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    readEnd = ends[0];
    writeEnd.store(ends[1]);
    struct sigaction action = {};
    action.sa_handler = writeSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (::sigaction(SIGTERM, &action, &m_oldTerm) != 0 ||
        ::sigaction(SIGINT, &action, &m_oldInt) != 0) {
        ::sigaction(SIGTERM, &m_oldTerm, nullptr);
        ::close(readEnd);
        ::close(writeEnd.exchange(-1));
        readEnd = -1;
        return;
    }
    m_notifier = std::make_unique<QSocketNotifier>(readEnd, QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &StopSignals::readSignals);
}

StopSignals::~StopSignals()
{
    if (!m_notifier)
        return;
    // The handlers from before first, so that none writes to a closed pipe.
    ::sigaction(SIGINT, &m_oldInt, nullptr);
    ::sigaction(SIGTERM, &m_oldTerm, nullptr);
    m_notifier.reset();
    ::close(writeEnd.exchange(-1));
    ::close(readEnd);
    readEnd = -1;
}

void StopSignals::readSignals()
{
    unsigned char byte;
    while (::read(readEnd, &byte, 1) == 1)
        emit received(int(byte));
}

} // namespace nfstuner
