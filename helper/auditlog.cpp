// SPDX-License-Identifier: GPL-2.0-or-later
#include "auditlog.h"

#include <syslog.h>

namespace nfstuner {

AuditLog::AuditLog(bool alsoToStderr)
{
    ::openlog("nfs-tuner-helper", LOG_PID | (alsoToStderr ? LOG_PERROR : 0), LOG_DAEMON);
}

AuditLog::~AuditLog()
{
    ::closelog();
}

void AuditLog::change(uint uid, uint pid, const QString &what)
{
    ::syslog(LOG_NOTICE, "uid %u pid %u: %s", uid, pid, what.toUtf8().constData());
}

void AuditLog::refusal(uint uid, uint pid, const QString &what)
{
    ::syslog(LOG_WARNING, "uid %u pid %u: refused: %s", uid, pid, what.toUtf8().constData());
}

void AuditLog::notice(const QString &what)
{
    ::syslog(LOG_INFO, "%s", what.toUtf8().constData());
}

} // namespace nfstuner
