// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/atomicfilereplace.h"
#include "base/systemroot.h"
#include "tuning/tuningrequests.h"

namespace nfstuner {

class BdiSysfs;
class NfsMountTable;
struct NfsMount;

// The mounts on one BDI, each as mount id, source and mount point: what a
// caller (and polkit) was shown. The kernel hands BDI numbers out again,
// lowest first, so after a remount or an automount the same number can
// belong to other mounts; these tell them apart.
class BdiMounts
{
public:
    BdiMounts() = default;
    static BdiMounts of(const NfsMountTable &table, const BdiId &bdi);

    QStringList mountpoints() const;
    // "id 52 server:/export on /mnt/v3, ..." for log lines and errors.
    QString describe() const;
    bool isEmpty() const { return m_mounts.isEmpty(); }
    friend bool operator==(const BdiMounts &, const BdiMounts &) = default;

private:
    struct Mount
    {
        int id = 0;
        QString source;
        QString mountpoint;
        friend bool operator==(const Mount &, const Mount &) = default;
    };
    QList<Mount> m_mounts;
};

// One BDI's readahead before and after a change.
struct ReadaheadChange
{
    QString mountpoint; // the first mount on the BDI
    BdiId bdi;
    quint32 previousKib = 0;
    quint32 nowKib = 0;
    BdiMounts mounts; // on the BDI when it was made (empty from the helper's client)
};

// The changes NFS Tuner makes, on a system root: what the privileged helper
// does after polkit said yes, and what the demo does on its own folder.
class ReadaheadTuner
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadTuner)

public:
    explicit ReadaheadTuner(SystemRoot root)
        : m_root(std::move(root))
    {}

    // Only for the BDI of an NFS mount in a freshly read mount table:
    // NotNfs for another file system's BDI, NoSuchBdi for one nothing uses.
    // With `expected` (the mounts polkit was shown), Conflict when the BDI
    // has other mounts now.
    Result<ReadaheadChange> setReadahead(const SetReadaheadRequest &request,
                                         const std::optional<BdiMounts> &expected = {}) const;
    // The same checks without the change, on a table the caller keeps
    // (MountTableCache): what needs no privilege is answered before polkit
    // is asked. The mounts on the BDI.
    static Result<BdiMounts> checkSetReadahead(const NfsMountTable &table,
                                               const SetReadaheadRequest &request);
    // Puts back the value from before a temporary change: only onto the
    // mounts it was made on, and only while the BDI still has the
    // temporary value (else someone changed it since, and that stays).
    // Conflict, saying which, when it does not.
    Result<ReadaheadChange> putBack(const BdiId &bdi, quint32 originalKib, quint32 temporaryKib,
                                    const BdiMounts &madeOn) const;

    // The lossless editor and atomic replace on the allowed file; Conflict
    // when it changed since the caller read it.
    struct ConfigWrite
    {
        AtomicFileReplace::Outcome file;
        // The touched keys' values in that file before (nullopt: not set).
        QMap<QByteArray, std::optional<QByteArray>> before;
    };
    Result<ConfigWrite> writeConfig(const ConfigWriteRequest &request) const;

    // Every mounted NFS BDI gets what nfsrahead would choose from the
    // effective config. A BDI that fails is reported and the rest go on.
    struct ApplyOutcome
    {
        QList<ReadaheadChange> applied;
        QStringList failures; // one sentence per BDI that could not be set
    };
    Result<ApplyOutcome> applyConfig() const;

    const SystemRoot &root() const { return m_root; }

    // The lock file config writers queue on: under /run, which only root
    // may write, unlike /etc/nfs.conf, which anyone may read and lock.
    QString writerLockPath() const;

private:
    static Result<void> checkBdi(const NfsMountTable &table, const BdiId &bdi);
    // Reads the BDI's readahead, then writes `kib`: the change, or why not.
    static Result<ReadaheadChange> changeReadahead(const BdiSysfs &sysfs,
                                                   const NfsMountTable &table, const BdiId &bdi,
                                                   quint32 kib);

    SystemRoot m_root;
};

// The error for an ApplyConfig that could not set every BDI: the helper's
// answer and the local backend's, worded once.
Error applyFailuresError(const QStringList &failures, qsizetype appliedCount);

} // namespace nfstuner
