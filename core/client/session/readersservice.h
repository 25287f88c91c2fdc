// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "readers/readermonitor.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace nfstuner {

class HelperClient;
class MountMonitor;

// Who reads each NFS mount, once for a session (the window's, a CLI
// command's): where the scans come from is chosen here (this process, or
// the helper for every user's processes on the real system), a refusal
// falls back to the caller's own processes (fellBack says so once), and
// each mount's readers become the shares the advisor weighs. The window
// feeds the advice with every scan, whichever page is shown; the Readers
// page, `top` and `advise` show and weigh the same figures.
class ReadersService : public QObject
{
    Q_OBJECT

public:
    // `helper` gives every user's processes when asked; null where there is
    // none to ask (the demo, a folder root, root itself, a command that asks
    // no one): this process reads them then.
    ReadersService(SystemRoot root, HelperClient *helper, QObject *parent = nullptr);
    ~ReadersService() override;

    // The mounts to watch; empty: every NFS mount. Starts over.
    void setMountpoints(const QStringList &mountpoints);
    // Every user's processes: through the helper where one was given, else
    // read here (all of a folder's, or as root).
    void showEveryUser();
    bool seesEveryUser() const { return m_readers->seesEveryUser(); }
    // A scan, where the root has processes to scan (a capture has none).
    // Unless someone looks (setWatched), at most one per BackgroundSeconds:
    // a scan walks every process's descriptors (50 ms for 2000 processes
    // with 50 files each, docs/PERFORMANCE.md), and the advice weighs
    // shares over its 10 s window.
    void sample();
    // Someone looks at the readers (the Readers page shown): a scan with
    // every sample.
    void setWatched(bool watched) { m_watched = watched; }
    static constexpr int BackgroundSeconds = 5;

    const ReaderMonitor &readers() const { return *m_readers; }
    ReaderMonitor &readers() { return *m_readers; }
    // The readers of one mount as the advisor weighs them: each one's part
    // of the mount's bytes read, its pattern and call size.
    QList<ReaderShare> sharesOf(const MountReaders &readers);
    // Each scan's shares reach `monitor`'s advice, mount by mount.
    void feedAdvice(MountMonitor &monitor);

signals:
    void updated();
    void failed(const nfstuner::Error &error);
    // Every user's processes were refused: the caller's own are shown.
    void fellBack(const nfstuner::Error &refusal);
    // Another source: the figures start over.
    void sourceChanged();

private:
    void watch(std::unique_ptr<ReaderSource> source);
    void scanFailed(const Error &error);

    SystemRoot m_root;
    HelperClient *m_helper;
    QStringList m_mountpoints;
    std::unique_ptr<ReaderMonitor> m_readers;
    bool m_watched = false;
    QElapsedTimer m_lastScan; // started at each scan in the background
};

} // namespace nfstuner
