// SPDX-License-Identifier: GPL-2.0-or-later
#include "session/readersservice.h"

#include "base/liveroot.h"
#include "base/printable.h"
#include "dbus/helperclient.h"
#include "monitor/mountmonitor.h"

#include <QTimer>

namespace nfstuner {

ReadersService::ReadersService(SystemRoot root, HelperClient *helper, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
    , m_helper(helper)
{
    watch(std::make_unique<LocalReaderSource>(m_root, false));
}

ReadersService::~ReadersService() = default;

void ReadersService::watch(std::unique_ptr<ReaderSource> source)
{
    m_readers = std::make_unique<ReaderMonitor>(m_root, std::move(source));
    m_readers->setMountpoints(m_mountpoints);
    connect(m_readers.get(), &ReaderMonitor::updated, this, &ReadersService::updated);
    connect(m_readers.get(), &ReaderMonitor::failed, this, &ReadersService::scanFailed);
    emit sourceChanged();
}

void ReadersService::setMountpoints(const QStringList &mountpoints)
{
    m_mountpoints = mountpoints;
    m_readers->setMountpoints(mountpoints);
}

void ReadersService::showEveryUser()
{
    if (m_helper)
        watch(std::make_unique<HelperReaderSource>(*m_helper));
    else
        watch(std::make_unique<LocalReaderSource>(m_root, true));
}

void ReadersService::sample()
{
    if (!m_watched && m_lastScan.isValid() && m_lastScan.elapsed() < BackgroundSeconds * 1000)
        return;
    if (!LiveRoot::hasProcesses(m_root))
        return;
    m_lastScan.start();
    m_readers->sample();
}

// Not allowed every user's processes: the caller's own are still theirs.
// The monitor goes after this call, not during it.
void ReadersService::scanFailed(const Error &error)
{
    if (error.code == Error::Code::NotAuthorized && m_readers->seesEveryUser()) {
        QTimer::singleShot(0, this, [this, error] {
            watch(std::make_unique<LocalReaderSource>(m_root, false));
            emit fellBack(error);
            sample();
        });
        return;
    }
    emit failed(error);
}

QList<ReaderShare> ReadersService::sharesOf(const MountReaders &readers)
{
    QList<ReaderShare> shares;
    for (const MountReader &reader : readers.readers) {
        if (reader.readBytesPerSecond <= 0 || readers.readBytesPerSecond <= 0)
            continue;
        shares.append({tr("%1 (pid %2, %3)")
                           .arg(printableName(reader.command))
                           .arg(reader.pid)
                           .arg(m_readers->userName(reader.uid)),
                       reader.readBytesPerSecond / readers.readBytesPerSecond, reader.pattern,
                       reader.averageReadBytes});
    }
    return shares;
}

void ReadersService::feedAdvice(MountMonitor &monitor)
{
    connect(this, &ReadersService::updated, &monitor, [this, &monitor] {
        for (const MountReadersReport &report : m_readers->latest())
            monitor.setReaders(report.readers.mountId, sharesOf(report.readers));
    });
}

} // namespace nfstuner
