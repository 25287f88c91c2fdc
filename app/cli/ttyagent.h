// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QProcess>

namespace nfstuner::cli {

// polkit's text agent for this process while a call is under way, so that a
// password can be typed at the terminal where the command runs (as
// systemctl does, but without --fallback: polkit only uses a fallback agent
// inside a login session, and a terminal prompt is what someone typing a
// command expects). Only started when stdin is a terminal and pkttyagent is
// installed.
class TtyAuthAgent
{
public:
    TtyAuthAgent();
    ~TtyAuthAgent();
    TtyAuthAgent(const TtyAuthAgent &) = delete;
    TtyAuthAgent &operator=(const TtyAuthAgent &) = delete;

    bool running() const { return m_agent.state() == QProcess::Running; }

private:
    QProcess m_agent;
};

} // namespace nfstuner::cli
