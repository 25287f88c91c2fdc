// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace nfstuner {

// Every change and every refusal, with the caller's uid and pid, to syslog
// (the journal under systemd), and to stderr when asked (tests); one line
// each, control characters escaped.
class AuditLog
{
public:
    explicit AuditLog(bool alsoToStderr);
    ~AuditLog();
    AuditLog(const AuditLog &) = delete;
    AuditLog &operator=(const AuditLog &) = delete;

    void change(uint uid, uint pid, const QString &what);
    void refusal(uint uid, uint pid, const QString &what);
    void notice(const QString &what);
};

} // namespace nfstuner
