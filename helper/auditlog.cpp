// SPDX-License-Identifier: GPL-2.0-or-later
#include "auditlog.h"

#include "base/printable.h"

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

namespace {

// One line per record: a mount point or file name holding a newline (the
// kernel allows it) must not forge a second line, so control characters
// become the kernel's octal escapes (\012).
QByteArray oneLine(const QString &what)
{
    return printable(what).toUtf8();
}

} // namespace

void AuditLog::change(uint uid, uint pid, const QString &what)
{
    ::syslog(LOG_NOTICE, "uid %u pid %u: %s", uid, pid, oneLine(what).constData());
}

void AuditLog::refusal(uint uid, uint pid, const QString &what)
{
    ::syslog(LOG_WARNING, "uid %u pid %u: refused: %s", uid, pid, oneLine(what).constData());
}

void AuditLog::unauthorised(uint uid, uint pid, const QString &what)
{
    ::syslog(LOG_INFO, "uid %u pid %u: refused: %s", uid, pid, oneLine(what).constData());
}

void AuditLog::unauthorised(const QString &what)
{
    ::syslog(LOG_INFO, "refused: %s", oneLine(what).constData());
}

void AuditLog::notice(const QString &what)
{
    ::syslog(LOG_INFO, "%s", oneLine(what).constData());
}

QString AuditLog::describe(const ReadaheadChange &change)
{
    return QStringLiteral("readahead of %1 (%2): %3 -> %4 KiB")
        .arg(change.bdi.toString(), change.mountpoint)
        .arg(change.previousKib)
        .arg(change.nowKib);
}

QString AuditLog::describe(const QMap<QByteArray, std::optional<QByteArray>> &before,
                           const ConfigWriteRequest &request)
{
    QStringList parts;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const QString old = it.value() ? QString::fromUtf8(*it.value()) : QStringLiteral("(unset)");
        const QString now = request.set.contains(it.key())
                                ? QString::fromUtf8(request.set.value(it.key()))
                                : QStringLiteral("(unset)");
        const auto section = ConfigWriteRequest::sectionOf(QString::fromLatin1(it.key()));
        parts.append(QStringLiteral("[%1] %2 %3 -> %4")
                         .arg(QString::fromLatin1(section ? *section : QByteArray("?")),
                              QString::fromUtf8(it.key()), old, now));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace nfstuner
