// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QProcess>

namespace nfstuner::cli {

// polkit's text agent for this process while a call is under way, so that a
// password can be typed at the terminal (as systemctl does). Only started
// when stdin is a terminal and pkttyagent is installed; a graphical agent
// already running for the session takes precedence (--fallback).
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
