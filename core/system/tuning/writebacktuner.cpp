// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/writebacktuner.h"

#include "base/logging.h"
#include "base/textfile.h"
#include "base/units.h"
#include "base/unixfd.h"
#include "writeback/sysctlconf.h"
#include "writeback/sysctleditor.h"
#include "writeback/writebackstate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace nfstuner {

Result<CongestionRequest> CongestionRequest::fromText(const QString &text)
{
    const auto bytes = units::parseSize(text, 1024);
    if (!bytes || *bytes % 1024 != 0 || *bytes / 1024 > quint64(std::numeric_limits<qint64>::max()))
        return Error{
            Error::Code::InvalidArgument,
            tr("\"%1\" is not a size: give KiB, or a number with K, M or G").arg(text.trimmed())};
    return parse(qint64(*bytes / 1024));
}

Result<CongestionRequest> CongestionRequest::parse(qint64 kib)
{
    if (kib < qint64(NfsCongestion::MinKib) || quint64(kib) > NfsCongestion::MaxKib)
        return Error{Error::Code::InvalidArgument,
                     tr("%1 KiB is out of range: the NFS write-back limit is %2 to %3 KiB (0 "
                        "would let no write-back through)")
                         .arg(kib)
                         .arg(NfsCongestion::MinKib)
                         .arg(NfsCongestion::MaxKib)};
    return CongestionRequest{quint64(kib)};
}

Result<CongestionChange> WritebackTuner::setCongestion(const CongestionRequest &request) const
{
    const QString path = m_root.path(NfsCongestion::procPath());
    const auto previous = NfsCongestion::readLive(m_root);
    if (!previous)
        return previous.error();
    if (const auto written = writeKernelAttribute(path, QByteArray::number(request.kib) + '\n');
        !written)
        return written.error();
    const auto now = NfsCongestion::readLive(m_root);
    if (!now)
        return now.error();
    qCInfo(lcTuning, "nfs_congestion_kb: %llu -> %llu KiB", *previous, *now);
    if (*now != request.kib)
        return Error{Error::Code::IoError,
                     tr("the kernel kept %1 KiB instead of %2 KiB").arg(*now).arg(request.kib)};
    return CongestionChange{*previous, *now};
}

Result<CongestionChange> WritebackTuner::putBackCongestion(quint64 originalKib,
                                                           quint64 temporaryKib) const
{
    const auto now = NfsCongestion::readLive(m_root);
    if (!now)
        return now.error();
    if (*now != temporaryKib)
        return Error{Error::Code::Conflict,
                     tr("nfs_congestion_kb is %1 KiB, not the temporary %2 KiB: someone changed "
                        "it meanwhile, and their value stays")
                         .arg(*now)
                         .arg(temporaryKib)};
    const auto request = CongestionRequest::parse(qint64(originalKib));
    if (!request)
        return request.error();
    return setCongestion(*request);
}

Result<AtomicFileReplace::Outcome>
WritebackTuner::persistCongestion(const std::optional<CongestionRequest> &request,
                                  const QByteArray &expectedSha256) const
{
    const QFileInfo target(dropInPath());
    const UniqueFd rootFd(::open(QFile::encodeName(m_root.path(QStringLiteral("/"))).constData(),
                                 O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!rootFd.valid())
        return Error::fromErrno(errno, m_root.path(QStringLiteral("/")));
    // /etc/sysctl.d is made only for a write that will happen: a caller
    // that saw a file there conflicts, a removal is done.
    const QString folder = m_root.path(target.path());
    if (!QFileInfo::exists(folder) && !QFileInfo(folder).isSymLink()) {
        if (!expectedSha256.isEmpty())
            return Error{
                Error::Code::Conflict,
                tr("%1 was removed since it was read: reload and try again").arg(dropInPath())};
        if (!request)
            return AtomicFileReplace::Outcome{};
    }
    const auto folderFd = AtomicFileReplace::openFolder(
        rootFd.get(), m_root.path(QStringLiteral("/")), target.path().mid(1), request.has_value());
    if (!folderFd)
        return folderFd.error();
    // Writers queue on a lock only root may open (as for nfs.conf).
    const QString lockFolder = m_root.path(QStringLiteral("/run/nfs-tuner"));
    QDir().mkpath(QFileInfo(lockFolder).path());
    if (::mkdir(QFile::encodeName(lockFolder).constData(), 0700) != 0 && errno != EEXIST)
        return Error::fromErrno(errno, lockFolder);
    AtomicFileReplace::Options options;
    options.expectedSha256 = expectedSha256;
    options.newFileMode = 0644;
    options.writerLock = lockFolder + QStringLiteral("/sysctl.lock");
    const std::optional<QByteArray> value =
        request ? std::optional(QByteArray::number(request->kib)) : std::nullopt;
    const auto outcome = AtomicFileReplace::replaceIn(
        folderFd->get(), m_root.path(target.path()), target.fileName(),
        [&value](const std::optional<QByteArray> &current) {
            return SysctlEditor::setKey(current, QString::fromLatin1(NfsCongestion::SysctlKey),
                                        value);
        },
        options);
    qCDebug(lcTuning, "%s: %s", qPrintable(m_root.path(dropInPath())),
            outcome ? "replaced" : qPrintable(outcome.error().message));
    return outcome;
}

std::optional<SysctlAssignment> WritebackTuner::overriddenAtBoot() const
{
    // Files are read in the order of their names: one named after ours
    // that sets the key wins.
    const QString ours = QFileInfo(dropInPath()).fileName();
    const SysctlConf conf = SysctlConf::load(m_root);
    for (const SysctlAssignment &assignment :
         conf.history(QString::fromLatin1(NfsCongestion::SysctlKey))) {
        if (assignment.file != dropInPath() &&
            QFile::encodeName(QFileInfo(assignment.file).fileName()) > QFile::encodeName(ours))
            return assignment;
    }
    return std::nullopt;
}

} // namespace nfstuner
