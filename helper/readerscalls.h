// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "callpipeline.h"
#include "readers/readerscan.h"

#include <QMutex>

#include <memory>

namespace nfstuner {

// ListReaders as a call for the pipeline, for mounts already checked to be
// NFS mounts. Its scanner is kept from call to call (a `top` asks every
// interval): it reads again only the processes that read, opened or closed
// something; a call for other mounts starts a new one, and the workers that
// run the calls take turns.
class ReadersCalls
{
public:
    explicit ReadersCalls(SystemRoot root);

    CallPipeline::Call list(const QDBusMessage &call, const QList<WatchedMount> &mounts);

private:
    ReaderScan scan(const QList<WatchedMount> &mounts);

    const SystemRoot m_root;
    QMutex m_lock;
    std::unique_ptr<ReaderScanner> m_scanner;
};

} // namespace nfstuner
