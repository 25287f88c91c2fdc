// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/readaheadtuner.h"

#include "base/logging.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadconfig.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"
#include "tuning/readaheadplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nfstuner {

BdiMounts BdiMounts::of(const NfsMountTable &table, const BdiId &bdi)
{
    BdiMounts mounts;
    for (const NfsMount *mount : table.mountsOnBdi(bdi))
        mounts.m_mounts.append({mount->mountId, mount->source, mount->mountpoint});
    return mounts;
}

QStringList BdiMounts::mountpoints() const
{
    QStringList mountpoints;
    for (const Mount &mount : m_mounts)
        mountpoints.append(mount.mountpoint);
    return mountpoints;
}

QString BdiMounts::describe() const
{
    if (m_mounts.isEmpty())
        return QStringLiteral("no mounts");
    QStringList parts;
    for (const Mount &mount : m_mounts)
        parts.append(
            QStringLiteral("id %1 %2 on %3").arg(mount.id).arg(mount.source, mount.mountpoint));
    return parts.join(QStringLiteral(", "));
}

Result<BdiMounts> ReadaheadTuner::checkSetReadahead(const NfsMountTable &table,
                                                    const SetReadaheadRequest &request)
{
    if (const auto checked = checkBdi(table, request.bdi); !checked)
        return checked.error();
    return BdiMounts::of(table, request.bdi);
}

Result<void> ReadaheadTuner::checkBdi(const NfsMountTable &table, const BdiId &bdi)
{
    if (table.mountsOnBdi(bdi).isEmpty()) {
        const QString other = table.otherFsTypeOn(bdi);
        if (!other.isEmpty())
            return Error{
                Error::Code::NotNfs,
                tr("%1 belongs to a %2 file system, not to NFS: NFS Tuner only changes NFS "
                   "mounts")
                    .arg(bdi.toString(), other)};
        return Error{Error::Code::NoSuchBdi,
                     tr("no mount uses the BDI %1 (unmounted?): refresh the list of mounts")
                         .arg(bdi.toString())};
    }
    return {};
}

Result<ReadaheadChange> ReadaheadTuner::setReadahead(const SetReadaheadRequest &request,
                                                     const std::optional<BdiMounts> &expected) const
{
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return table.error();
    // Checked again here: the mount may have gone while polkit was asked,
    // and another may have taken its BDI number.
    if (const auto checked = checkBdi(*table, request.bdi); !checked)
        return checked.error();
    if (expected) {
        const BdiMounts now = BdiMounts::of(*table, request.bdi);
        if (now != *expected)
            return Error{Error::Code::Conflict,
                         tr("the mounts on %1 changed while the change was authorized (then %2; "
                            "now %3): nothing was changed, look again")
                             .arg(request.bdi.toString(), expected->describe(), now.describe())};
    }
    return changeReadahead(BdiSysfs(m_root), *table, request.bdi, request.kib);
}

Result<ReadaheadChange> ReadaheadTuner::putBack(const BdiId &bdi, quint32 originalKib,
                                                quint32 temporaryKib, const BdiMounts &madeOn) const
{
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return table.error();
    const BdiMounts now = BdiMounts::of(*table, bdi);
    if (now != madeOn)
        return Error{Error::Code::Conflict,
                     // For the helper's log only, which is in English.
                     QStringLiteral("%1 has other mounts now (%2; the temporary value was set "
                                    "on %3)")
                         .arg(bdi.toString(), now.describe(), madeOn.describe())};
    const BdiSysfs sysfs(m_root);
    const auto current = sysfs.readAheadKb(bdi);
    if (!current)
        return Error{Error::Code::IoError, current.error().message};
    if (*current != temporaryKib)
        return Error{Error::Code::Conflict,
                     QStringLiteral("it is %1 KiB now, not the temporary %2 KiB: changed "
                                    "since, and that stays")
                         .arg(*current)
                         .arg(temporaryKib)};
    return changeReadahead(sysfs, *table, bdi, originalKib);
}

Result<ReadaheadChange> ReadaheadTuner::changeReadahead(const BdiSysfs &sysfs,
                                                        const NfsMountTable &table,
                                                        const BdiId &bdi, quint32 kib)
{
    const auto previous = sysfs.readAheadKb(bdi);
    if (!previous)
        return Error{previous.error().code == Error::Code::NotFound ? Error::Code::NoSuchBdi
                                                                    : Error::Code::IoError,
                     previous.error().message};
    const auto now = sysfs.setReadAheadKb(bdi, kib);
    qCDebug(lcTuning, "read_ahead_kb of %s: %u -> %u asked, %s", qPrintable(bdi.toString()),
            *previous, kib,
            now ? qPrintable(QString::number(*now) + QStringLiteral(" read back"))
                : qPrintable(now.error().message));
    if (!now)
        return Error{Error::Code::IoError, now.error().message};
    // The kernel keeps whole pages; any other value read back was written
    // by someone else between the write and the read: theirs stays, and
    // nothing may be put back over it as if it were this change's.
    const quint32 pageKib = quint32(::sysconf(_SC_PAGESIZE) / 1024);
    if (*now != kib && *now != kib / pageKib * pageKib)
        return Error{Error::Code::Conflict,
                     tr("%1 was set to %2 KiB by someone else as %3 KiB was written: theirs "
                        "stays")
                         .arg(bdi.toString())
                         .arg(*now)
                         .arg(kib)};
    const NfsMount &mount = *table.mountsOnBdi(bdi).first();
    return ReadaheadChange{mount.mountpoint, bdi, *previous, *now, BdiMounts::of(table, bdi)};
}

QString ReadaheadTuner::writerLockPath() const
{
    return m_root.path(QStringLiteral("/run/nfs-tuner/config.lock"));
}

Result<ReadaheadTuner::ConfigWrite>
ReadaheadTuner::writeConfig(const ConfigWriteRequest &request) const
{
    const QFileInfo target(request.systemPath);
    const QString folder = target.path(); // /etc or /etc/nfs.conf.d
    ConfigWrite result;
    // The writers' lock lives where only root may open it (/run/nfs-tuner).
    const QString lockFolder = QFileInfo(writerLockPath()).path();
    QDir().mkpath(QFileInfo(lockFolder).path()); // /run exists; a folder root may lack it
    if (::mkdir(QFile::encodeName(lockFolder).constData(), 0700) != 0 && errno != EEXIST)
        return Error::fromErrno(errno, lockFolder);
    // The folder is opened one component at a time from the root, none a
    // symbolic link, and everything after happens relative to it. A drop-in
    // folder that does not exist yet is made only for a write that will
    // happen: a caller that saw a file there conflicts, unsets are done.
    const UniqueFd rootFd(::open(QFile::encodeName(m_root.path(QStringLiteral("/"))).constData(),
                                 O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!rootFd.valid())
        return Error::fromErrno(errno, m_root.path(QStringLiteral("/")));
    const bool isDropIn = folder == QLatin1String("/etc/nfs.conf.d");
    if (isDropIn && !QFileInfo::exists(m_root.path(folder)) &&
        !QFileInfo(m_root.path(folder)).isSymLink()) {
        if (!request.expectedSha256.isEmpty())
            return Error{Error::Code::Conflict,
                         tr("%1 was removed since it was read: reload and try again")
                             .arg(request.systemPath)};
        if (request.set.isEmpty())
            return result;
    }
    const auto folderFd = AtomicFileReplace::openFolder(
        rootFd.get(), m_root.path(QStringLiteral("/")), folder.mid(1), isDropIn);
    if (!folderFd)
        return folderFd.error();
    const QList<ConfEdit> edits = request.edits();
    AtomicFileReplace::Options options;
    options.expectedSha256 = request.expectedSha256;
    options.newFileMode = 0644;
    options.writerLock = writerLockPath();
    const auto outcome = AtomicFileReplace::replaceIn(
        folderFd->get(), m_root.path(folder), target.fileName(),
        [&edits, &result](const std::optional<QByteArray> &current) {
            const NfsConf before = NfsConfLoader::parseContent(current.value_or(QByteArray()));
            for (const ConfEdit &edit : edits) {
                const ConfDefinition *old = before.binding(edit.section, edit.arg, edit.key);
                result.before.insert(edit.key, old ? std::optional(old->value) : std::nullopt);
            }
            return NfsConfEditor::applyToFile(current, edits);
        },
        options);
    qCDebug(lcTuning, "%s: %s", qPrintable(m_root.path(request.systemPath)),
            outcome ? "replaced" : qPrintable(outcome.error().message));
    if (!outcome)
        return outcome.error();
    result.file = *outcome;
    return result;
}

Result<ReadaheadTuner::ApplyOutcome> ReadaheadTuner::applyConfig() const
{
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return table.error();
    const NfsConf conf = NfsConfLoader::load(m_root, SystemRoot::nfsConfPath());
    const BdiSysfs sysfs(m_root);
    // The value now is read again right before each write (changeReadahead).
    const auto plan = ReadaheadPlan::applyConfig(
        *table, [](const BdiId &) { return std::optional<quint32>(); }, conf);
    ApplyOutcome outcome;
    for (const PlannedReadahead &entry : plan) {
        const QString name =
            QStringLiteral("%1 (%2)").arg(entry.mountpoints.first(), entry.bdi.toString());
        if (!entry.problem.isEmpty()) {
            outcome.failures.append(tr("%1: %2").arg(name, entry.problem));
            continue;
        }
        const auto change = changeReadahead(sysfs, *table, entry.bdi, entry.toKib);
        if (change)
            outcome.applied.append(*change);
        else
            outcome.failures.append(tr("%1: %2").arg(name, change.error().message));
    }
    return outcome;
}

Error applyFailuresError(const QStringList &failures, qsizetype appliedCount)
{
    // The context is the one the translations already carry.
    return Error{Error::Code::IoError,
                 QCoreApplication::translate("nfstuner::TuningBackend",
                                             "%1 (the other %n mount(s) were set)", nullptr,
                                             int(appliedCount))
                     .arg(failures.join(QStringLiteral("; ")))};
}

} // namespace nfstuner
