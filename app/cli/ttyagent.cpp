// SPDX-License-Identifier: GPL-2.0-or-later
#include "ttyagent.h"

#include <QStandardPaths>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace nfstuner::cli {

TtyAuthAgent::TtyAuthAgent()
{
    if (!::isatty(STDIN_FILENO))
        return;
    const QString program = QStandardPaths::findExecutable(QStringLiteral("pkttyagent"));
    if (program.isEmpty())
        return;
    int pipe[2];
    if (::pipe2(pipe, O_CLOEXEC) != 0)
        return;
    // The agent closes the notify fd once it is registered with polkit.
    const int notify = pipe[1];
    m_agent.setChildProcessModifier([notify] {
        ::fcntl(notify, F_SETFD, 0); // keep it open across exec
    });
    m_agent.setProcessChannelMode(QProcess::ForwardedChannels);
    m_agent.setInputChannelMode(QProcess::ForwardedInputChannel);
    m_agent.start(program, {QStringLiteral("--process"), QString::number(::getpid()),
                            QStringLiteral("--notify-fd"), QString::number(notify)});
    ::close(notify);
    if (m_agent.waitForStarted(5000)) {
        struct pollfd ready = {pipe[0], POLLIN, 0};
        ::poll(&ready, 1, 5000);
    }
    ::close(pipe[0]);
}

TtyAuthAgent::~TtyAuthAgent()
{
    if (m_agent.state() != QProcess::NotRunning) {
        m_agent.terminate();
        if (!m_agent.waitForFinished(2000))
            m_agent.kill();
    }
}

} // namespace nfstuner::cli
