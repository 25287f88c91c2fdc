// SPDX-License-Identifier: GPL-2.0-or-later
#include "readers/readersource.h"

#include "dbus/helperclient.h"

#include <QFile>

#include <unistd.h>

namespace nfstuner {

LocalReaderSource::LocalReaderSource(SystemRoot root, bool everyUser)
    : m_root(std::move(root))
    // A folder root's processes are nobody's on this machine: all shown.
    , m_everyUser(everyUser || !m_root.isRealSystem() || ::getuid() == 0)
{}

void LocalReaderSource::scan(const QHash<qint32, QByteArray> &mounts, QObject *, Done done)
{
    const std::optional<quint32> onlyUid =
        m_everyUser ? std::nullopt : std::optional<quint32>(::getuid());
    // Kept from one scan to the next, which then reads only what changed.
    if (!m_scanner || m_scanner->mounts() != mounts)
        m_scanner = std::make_unique<ReaderScanner>(m_root, mounts);
    done(m_scanner->scan(onlyUid));
}

HelperReaderSource::HelperReaderSource(HelperClient &helper)
    : m_helper(helper)
{}

void HelperReaderSource::scan(const QHash<qint32, QByteArray> &mounts, QObject *context, Done done)
{
    QStringList mountpoints;
    for (const QByteArray &mountpoint : mounts)
        mountpoints.append(QFile::decodeName(mountpoint));
    mountpoints.sort();
    m_helper.listReaders(mountpoints, context, std::move(done));
}

} // namespace nfstuner
