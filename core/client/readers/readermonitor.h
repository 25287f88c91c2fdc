// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "mounts/nfsmount.h"
#include "readers/readerrates.h"
#include "readers/readersource.h"
#include "readers/usernames.h"

#include <QObject>

#include <memory>
#include <optional>

namespace nfstuner {

// The readers of one mount over the last interval, ready to show.
struct MountReadersReport
{
    QString mountpoint;
    BdiId bdi;
    MountReaders readers;
    double seconds = 0;
    // The interval, on CLOCK_MONOTONIC: when each of its two scans began.
    quint64 fromMonotonicNs = 0;
    quint64 toMonotonicNs = 0;
};

// Who reads each NFS mount: a scan of the processes with files open there
// at each sample(), and from the second on, each one's rates over the
// interval (ReaderRates) with the mounts' own counters (mountstats). Looks
// only when asked: nothing runs between samples.
class ReaderMonitor : public QObject
{
    Q_OBJECT

public:
    ReaderMonitor(SystemRoot root, std::unique_ptr<ReaderSource> source, QObject *parent = nullptr);
    ~ReaderMonitor() override;

    // The mountpoints to watch; empty: every NFS mount. Starts over.
    void setMountpoints(const QStringList &mountpoints);
    // Takes a scan (the first since reset() is followed by another at
    // once, which starts the first interval); `updated` follows once two
    // scans make an interval.
    void sample();
    bool busy() const { return m_busy; }
    // Forgets the last scan (the next sample starts a new interval).
    void reset();

    const QList<MountReadersReport> &latest() const { return m_latest; }
    bool truncated() const { return m_truncated; }
    bool seesEveryUser() const { return m_source->seesEveryUser(); }
    const ReaderRates &rates() const { return m_rates; }
    QString userName(quint32 uid) { return m_users.name(uid); }

signals:
    void updated();
    void failed(const nfstuner::Error &error);

private:
    struct Taken
    {
        ReaderScan scan;
        QHash<qint32, std::array<quint64, 8>> counters; // mountstats bytes per mount id
        quint64 countersNs = 0;                         // CLOCK_MONOTONIC when they were read
    };
    void startScan(const QList<NfsMount> &mounts);
    void scanned(Result<ReaderScan> scan, const QList<NfsMount> &mounts);

    SystemRoot m_root;
    std::unique_ptr<ReaderSource> m_source;
    UserNames m_users;
    QStringList m_mountpoints;
    std::optional<Taken> m_last;
    ReaderRates m_rates;
    QList<MountReadersReport> m_latest;
    bool m_truncated = false;
    bool m_busy = false;
    quint64 m_generation = 0; // a reset() drops answers to earlier scans
};

} // namespace nfstuner
