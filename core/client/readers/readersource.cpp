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

void LocalReaderSource::scan(const QList<WatchedMount> &mounts, QObject *, Done done)
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

// The helper labels files with its own mount ids; they are the caller's
// again by mountpoint.
void HelperReaderSource::scan(const QList<WatchedMount> &mounts, QObject *context, Done done)
{
    QStringList mountpoints;
    QHash<QByteArray, qint32> ours;
    for (const WatchedMount &mount : mounts) {
        mountpoints.append(QFile::decodeName(mount.mountpoint));
        ours.insert(mount.mountpoint, mount.label);
    }
    m_helper.listReaders(mountpoints, context, [done, ours](const Result<ReaderScan> &answer) {
        if (!answer)
            return done(answer.error());
        ReaderScan scan = *answer;
        for (ProcessReads &process : scan.processes)
            for (OpenMountFile &file : process.files)
                file.mountId = ours.value(scan.mountpoints.value(file.mountId), -1);
        scan.mountpoints.clear();
        for (auto it = ours.cbegin(); it != ours.cend(); ++it)
            scan.mountpoints.insert(it.value(), it.key());
        done(std::move(scan));
    });
}

} // namespace nfstuner
