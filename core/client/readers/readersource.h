// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "readers/readerscan.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <memory>

namespace nfstuner {

class HelperClient;

// Where the scans of a ReaderMonitor come from.
class ReaderSource
{
public:
    using Done = std::function<void(Result<ReaderScan>)>;
    virtual ~ReaderSource() = default;
    // Files come labelled with the caller's mount ids (WatchedMount::label).
    // `done` runs in `context`, perhaps before this returns.
    virtual void scan(const QList<WatchedMount> &mounts, QObject *context, Done done) = 0;
    // Every user's processes, not only the caller's.
    virtual bool seesEveryUser() const = 0;
};

// This process reads /proc itself: the caller's own processes (the kernel
// shows no other user's files), or every process when it runs as root, on
// a folder root (the demo, --root: its processes are nobody's here), or
// when asked.
class LocalReaderSource : public ReaderSource
{
public:
    LocalReaderSource(SystemRoot root, bool everyUser);
    void scan(const QList<WatchedMount> &mounts, QObject *context, Done done) override;
    bool seesEveryUser() const override { return m_everyUser; }

private:
    SystemRoot m_root;
    bool m_everyUser;
    std::unique_ptr<ReaderScanner> m_scanner;
};

// Every user's processes through nfs-tuner-helper's ListReaders (polkit's
// io.github.nfstuner.read-processes).
class HelperReaderSource : public ReaderSource
{
public:
    explicit HelperReaderSource(HelperClient &helper);
    void scan(const QList<WatchedMount> &mounts, QObject *context, Done done) override;
    bool seesEveryUser() const override { return true; }

private:
    HelperClient &m_helper;
};

} // namespace nfstuner
