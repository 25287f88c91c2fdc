// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/readaheadtuner.h"

#include "conf/nfsconfloader.h"
#include "conf/readaheadconfig.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"
#include "tuning/readaheadplan.h"

#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <sys/stat.h>

namespace nfstuner {

Result<ReadaheadChange> ReadaheadTuner::setReadahead(const SetReadaheadRequest &request) const
{
    const auto table = NfsMountTable::read(m_root);
    if (!table)
        return table.error();
    const auto mounts = table->mountsOnBdi(request.bdi);
    if (mounts.isEmpty()) {
        const QString other = table->otherFsTypeOn(request.bdi);
        if (!other.isEmpty())
            return Error{
                Error::Code::NotNfs,
                tr("%1 belongs to a %2 file system, not to NFS: NFS Tuner only changes NFS "
                   "mounts")
                    .arg(request.bdi.toString(), other)};
        return Error{Error::Code::NoSuchBdi,
                     tr("no mount uses the BDI %1 (unmounted?): refresh the list of mounts")
                         .arg(request.bdi.toString())};
    }
    return changeReadahead(BdiSysfs(m_root), *mounts.first(), request.bdi, request.kib);
}

Result<ReadaheadChange> ReadaheadTuner::changeReadahead(const BdiSysfs &sysfs,
                                                        const NfsMount &mount, const BdiId &bdi,
                                                        quint32 kib)
{
    const auto previous = sysfs.readAheadKb(bdi);
    if (!previous)
        return Error{previous.error().code == Error::Code::NotFound ? Error::Code::NoSuchBdi
                                                                    : Error::Code::Io,
                     previous.error().message};
    const auto now = sysfs.setReadAheadKb(bdi, kib);
    if (!now)
        return Error{Error::Code::Io, now.error().message};
    return ReadaheadChange{mount.mountpoint, bdi, *previous, *now};
}

Result<void> ReadaheadTuner::checkConfigFolder(const QString &systemFolder) const
{
    // No symlink anywhere between the root and the file: the helper writes
    // only where the allow-list says, never where a link points.
    const QString real = m_root.path(systemFolder);
    const QString rootCanonical =
        m_root.isRealSystem() ? QString() : QDir(m_root.root()).canonicalPath();
    if (QFileInfo(real).canonicalFilePath() != rootCanonical + systemFolder)
        return Error{
            Error::Code::InvalidArgument,
            tr("%1 is not a plain folder (a symbolic link?): refusing to write there").arg(real)};
    return {};
}

Result<ReadaheadTuner::ConfigWrite>
ReadaheadTuner::writeConfig(const ConfigWriteRequest &request) const
{
    const QString folder = QFileInfo(request.systemPath).path();
    ConfigWrite result;
    // A drop-in folder that does not exist yet is made only for a write that
    // will happen: a caller that saw a file there conflicts, unsets are done.
    if (!QFileInfo::exists(m_root.path(folder))) {
        if (!request.expectedSha256.isEmpty())
            return Error{Error::Code::Conflict,
                         tr("%1 was removed since it was read: reload and try again")
                             .arg(request.systemPath)};
        if (request.set.isEmpty())
            return result;
        if (folder != QLatin1String("/etc/nfs.conf.d"))
            return Error::fromErrno(ENOENT, m_root.path(folder));
        if (::mkdir(QFile::encodeName(m_root.path(folder)).constData(), 0755) != 0 &&
            errno != EEXIST)
            return Error::fromErrno(errno, m_root.path(folder));
    }
    if (const auto checked = checkConfigFolder(folder); !checked)
        return checked.error();
    const QList<ConfEdit> edits = request.edits();
    const auto outcome = AtomicFileReplace::replace(
        m_root.path(request.systemPath), request.expectedSha256,
        [&edits, &result](const std::optional<QByteArray> &current) {
            const NfsConf before = NfsConfLoader::parseContent(current.value_or(QByteArray()));
            for (const ConfEdit &edit : edits) {
                const ConfDefinition *old = before.binding(edit.section, edit.arg, edit.key);
                result.before.insert(edit.key, old ? std::optional(old->value) : std::nullopt);
            }
            return NfsConfEditor::applyToFile(current, edits);
        },
        0644);
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
        const auto change =
            changeReadahead(sysfs, *table->mountsOnBdi(entry.bdi).first(), entry.bdi, entry.toKib);
        if (change)
            outcome.applied.append(*change);
        else
            outcome.failures.append(tr("%1: %2").arg(name, change.error().message));
    }
    return outcome;
}

} // namespace nfstuner
