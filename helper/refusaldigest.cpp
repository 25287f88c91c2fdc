// SPDX-License-Identifier: GPL-2.0-or-later
#include "refusaldigest.h"

namespace nfstuner {

RefusalDigest::RefusalDigest(AuditLog &log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    m_interval.setInterval(IntervalMs);
    connect(&m_interval, &QTimer::timeout, this, &RefusalDigest::flush);
}

RefusalDigest::~RefusalDigest()
{
    flush();
}

void RefusalDigest::refused(std::optional<uint> uid, uint pid, const QString &what)
{
    Tally &tally = m_tallies[uid ? qint64(*uid) : Unidentified];
    if (!m_interval.isActive())
        m_interval.start();
    if (tally.inFull < LinesInFullPerInterval) {
        ++tally.inFull;
        if (uid)
            m_log.unauthorised(*uid, pid, what);
        else
            m_log.unauthorised(what);
        return;
    }
    ++tally.counted;
    tally.last = what;
}

void RefusalDigest::flush()
{
    for (auto it = m_tallies.cbegin(); it != m_tallies.cend(); ++it) {
        if (it->counted == 0)
            continue;
        const QString who = it.key() == Unidentified
                                ? QStringLiteral("callers that could not be identified")
                                : QStringLiteral("uid %1").arg(it.key());
        m_log.notice(QStringLiteral("refused %1 more calls of %2 in %3 s without logging each "
                                    "(the last: %4)")
                         .arg(it->counted)
                         .arg(who)
                         .arg(IntervalMs / 1000)
                         .arg(it->last));
    }
    m_tallies.clear();
    m_interval.stop();
}

} // namespace nfstuner
