// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <optional>

namespace nfstuner {

// The refusals of callers polkit never authorised (busy, not authorised,
// gone, unidentifiable), logged without letting a flood of them drown the
// log: per uid and interval the first few lines in full, then a count,
// given in one summary line when the interval ends. They go below the
// priority of change lines, which journald rate-limits apart, so a flood
// never costs a change its line.
class RefusalDigest : public QObject
{
    Q_OBJECT

public:
    static constexpr int LinesInFullPerInterval = 5;
    static constexpr int IntervalMs = 10 * 1000;

    explicit RefusalDigest(AuditLog &log, QObject *parent = nullptr);
    ~RefusalDigest() override;

    // uid nullopt: the caller could not be identified (all such callers
    // share one count).
    void refused(std::optional<uint> uid, uint pid, const QString &what);
    // Logs the counts of the interval so far (before exit, and each interval).
    void flush();

private:
    struct Tally
    {
        int inFull = 0;
        qint64 counted = 0;
        QString last; // the last refusal counted, as an example
    };
    static constexpr qint64 Unidentified = -1;

    AuditLog &m_log;
    QTimer m_interval;
    QHash<qint64, Tally> m_tallies; // by uid
};

} // namespace nfstuner
