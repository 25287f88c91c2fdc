// SPDX-License-Identifier: GPL-2.0-or-later
#include "readerscalls.h"

#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"

#include <QFile>

namespace nfstuner {

ReadersCalls::ReadersCalls(SystemRoot root)
    : m_root(std::move(root))
{}

CallPipeline::Call ReadersCalls::list(const QDBusMessage &call, const QList<WatchedMount> &mounts)
{
    QStringList shown;
    for (const WatchedMount &mount : mounts)
        shown.append(QFile::decodeName(mount.mountpoint));
    shown.sort();
    CallPipeline::Call pending;
    pending.message = call;
    pending.what = QStringLiteral("list the processes reading %1").arg(shown.join(u", "));
    pending.details = {{QStringLiteral("mountpoints"), shown.join(QStringLiteral(", "))}};
    pending.work = [this, call, mounts](const CallPipeline::Caller &) {
        CallPipeline::Outcome outcome;
        outcome.reply = HelperReplies::reply(call, HelperDBus::Method::ListReaders,
                                             HelperReplies::readers(scan(mounts)));
        return outcome;
    };
    return pending;
}

ReaderScan ReadersCalls::scan(const QList<WatchedMount> &mounts)
{
    const QMutexLocker lock(&m_lock);
    if (!m_scanner || m_scanner->mounts() != mounts)
        m_scanner = std::make_unique<ReaderScanner>(m_root, mounts);
    return m_scanner->scan();
}

} // namespace nfstuner
