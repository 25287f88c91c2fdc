// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheadtuner.h"
#include "tuning/tuningrequests.h"

#include <QMap>

#include <QString>

namespace nfstuner {

// Every change and refusal, with the caller's uid and pid, to syslog (the
// journal under systemd), and to stderr when asked (tests); one line each,
// control characters escaped. Changes at LOG_NOTICE; refusals of callers
// polkit never authorised at LOG_INFO, so that journald's rate limit, kept
// per priority, never drops a change for a flood of them.
class AuditLog
{
public:
    explicit AuditLog(bool alsoToStderr);
    ~AuditLog();
    AuditLog(const AuditLog &) = delete;
    AuditLog &operator=(const AuditLog &) = delete;

    void change(uint uid, uint pid, const QString &what);
    // A refusal of an authorised call (its change failed), or put back
    // failing: as loud as a change.
    void refusal(uint uid, uint pid, const QString &what);
    // A caller polkit did not authorise (RefusalDigest decides which are
    // logged): below changes, which journald rate-limits apart from these.
    void unauthorised(uint uid, uint pid, const QString &what);
    void unauthorised(const QString &what); // the caller could not be identified
    void notice(const QString &what);

    // "readahead of 0:29 (/mnt/v3): 128 -> 4096 KiB"
    static QString describe(const ReadaheadChange &change);
    // "[nfsrahead] nfs4 (unset) -> 4096, ...": each key's value before and now.
    static QString describe(const QMap<QByteArray, std::optional<QByteArray>> &before,
                            const ConfigWriteRequest &request);
};

} // namespace nfstuner
