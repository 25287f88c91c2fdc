// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/tuningrequests.h"

#include "base/printable.h"
#include "conf/readaheadconfig.h"
#include "conf/readaheadrules.h"
#include "mounts/nfsmounttable.h"

#include <QFile>

#include <QRegularExpression>
#include <QSet>

namespace nfstuner {

namespace {

Error invalid(const QString &message)
{
    return Error{Error::Code::InvalidArgument, message};
}

bool isNfsraheadKey(const QString &key)
{
    for (const QByteArray &allowed : ReadaheadConfig::keys()) {
        if (key == QLatin1String(allowed))
            return true;
    }
    return false;
}

// Decimal digits, no sign, no leading zero, at most 1 GiB.
bool isKibValue(const QString &value)
{
    // anchoredPattern: "$" alone would also match before a final newline.
    static const QRegularExpression digits(
        QRegularExpression::anchoredPattern(QStringLiteral("0|[1-9][0-9]{0,6}")));
    return digits.match(value).hasMatch() && value.toUInt() <= TuningLimits::MaxReadaheadKib;
}

QString shown(const QString &text)
{
    QString result = text.left(40);
    for (QChar &c : result) {
        if (!c.isPrint())
            c = QLatin1Char('?');
    }
    return result + (text.size() > 40 ? QStringLiteral("...") : QString());
}

} // namespace

Result<SetReadaheadRequest> SetReadaheadRequest::parse(const QString &bdi, quint32 kib)
{
    const auto id = BdiId::parse(bdi);
    if (!id)
        return invalid(
            tr("\"%1\" is not a BDI: expected MAJOR:MINOR, such as 0:29").arg(shown(bdi)));
    return check(*id, kib);
}

Result<SetReadaheadRequest> SetReadaheadRequest::check(const BdiId &bdi, quint32 kib)
{
    if (kib > TuningLimits::MaxReadaheadKib)
        return invalid(tr("%1 KiB is too large: readahead can be at most %2 KiB (1 GiB)")
                           .arg(kib)
                           .arg(TuningLimits::MaxReadaheadKib));
    return SetReadaheadRequest{bdi, kib};
}

bool ConfigWriteRequest::isAllowedFile(const QString &systemPath)
{
    static const QRegularExpression dropIn(QRegularExpression::anchoredPattern(
        QStringLiteral("/etc/nfs\\.conf\\.d/[A-Za-z0-9_-]{1,64}\\.conf")));
    return systemPath == QLatin1String("/etc/nfs.conf") || dropIn.match(systemPath).hasMatch();
}

Result<ConfigWriteRequest> ConfigWriteRequest::parse(const QString &file,
                                                     const QMap<QString, QString> &set,
                                                     const QStringList &unset,
                                                     const QString &expectedSha256)
{
    if (!isAllowedFile(file))
        return invalid(tr("\"%1\" is not a file NFS Tuner may write: use /etc/nfs.conf or "
                          "/etc/nfs.conf.d/NAME.conf (NAME of letters, digits, '_' and '-')")
                           .arg(shown(file)));
    if (set.isEmpty() && unset.isEmpty())
        return invalid(tr("nothing to change: give values to set or keys to unset"));
    if (set.size() > TuningLimits::MaxConfigKeys || unset.size() > TuningLimits::MaxConfigKeys)
        return invalid(
            tr("too many keys: at most %1 in one write").arg(TuningLimits::MaxConfigKeys));
    const auto sha = parseExpectedSha256(expectedSha256);
    if (!sha)
        return sha.error();

    ConfigWriteRequest request;
    request.systemPath = file;
    request.expectedSha256 = *sha;
    // nfs-utils compares keys without case: "Server" and "server" are one.
    QSet<QString> seen;
    for (auto it = set.cbegin(); it != set.cend(); ++it) {
        const auto section = sectionOf(it.key());
        if (!section)
            return section.error();
        if (!isKibValue(it.value()))
            return invalid(tr("%1 = \"%2\": expected a whole number of KiB from 0 to %3")
                               .arg(shown(it.key()), shown(it.value()))
                               .arg(TuningLimits::MaxReadaheadKib));
        if (seen.contains(it.key().toLower()))
            return invalid(
                tr("%1 is given twice (keys are compared without case)").arg(shown(it.key())));
        seen.insert(it.key().toLower());
        request.set.insert(it.key().toLatin1(), it.value().toLatin1());
    }
    for (const QString &key : unset) {
        const auto section = sectionOf(key);
        if (!section)
            return section.error();
        if (seen.contains(key.toLower()))
            return invalid(tr("%1 is both set and unset, or unset twice").arg(shown(key)));
        seen.insert(key.toLower());
        request.unset.append(key.toLatin1());
    }
    return request;
}

Result<QByteArray> ConfigWriteRequest::sectionOf(const QString &key)
{
    if (isNfsraheadKey(key))
        return QByteArrayLiteral("nfsrahead");
    // classify() allow-lists ASCII, so the Latin-1 bytes are the key.
    const QByteArray bytes = key.toLatin1();
    // nfs-utils reads an "include" key as a file to include, never a rule.
    if (QString::fromLatin1(bytes) == key && ReadaheadRule::classify(bytes) &&
        key.compare(QLatin1String("include"), Qt::CaseInsensitive) != 0)
        return QByteArray(ReadaheadRule::Section);
    return invalid(tr("\"%1\" is neither an [nfsrahead] key (nfs, nfs4, default) nor a rule "
                      "(a server, SERVER:/EXPORT or a /mount/point of letters, digits and "
                      ". _ : / @ + -)")
                       .arg(shown(key)));
}

QList<ConfEdit> ConfigWriteRequest::edits() const
{
    // Every key was checked by parse(), so sectionOf() answers.
    QList<ConfEdit> edits;
    for (auto it = set.cbegin(); it != set.cend(); ++it)
        edits.append(ConfEdit{*sectionOf(QString::fromLatin1(it.key())), std::nullopt, it.key(),
                              it.value()});
    for (const QByteArray &key : unset)
        edits.append(
            ConfEdit{*sectionOf(QString::fromLatin1(key)), std::nullopt, key, std::nullopt});
    return edits;
}

Result<QByteArray> parseExpectedSha256(const QString &hex)
{
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral("([0-9a-f]{64})?")));
    if (!pattern.match(hex).hasMatch())
        return invalid(ConfigWriteRequest::tr("the expected SHA-256 must be 64 lower-case hex "
                                              "digits, or empty for a file that does not exist"));
    return hex.toLatin1();
}

Result<CongestionConfigRequest> CongestionConfigRequest::parse(quint32 kib,
                                                               const QString &expectedSha256)
{
    CongestionConfigRequest request;
    if (kib != 0) {
        const auto value = CongestionRequest::parse(qint64(kib));
        if (!value)
            return value.error();
        request.value = *value;
    }
    const auto sha = parseExpectedSha256(expectedSha256);
    if (!sha)
        return sha.error();
    request.expectedSha256 = *sha;
    return request;
}

Result<ReadersRequest> ReadersRequest::parse(const QStringList &mountpoints)
{
    if (mountpoints.size() > MaxMountpoints)
        return invalid(tr("At most %1 mountpoints at once, not %2.")
                           .arg(MaxMountpoints)
                           .arg(mountpoints.size()));
    QSet<QString> seen;
    for (const QString &path : mountpoints) {
        if (!path.startsWith(u'/') || path.size() > MaxPathLength || path.contains(QChar(0)))
            return invalid(tr("A mountpoint is an absolute path of at most %1 characters "
                              "without NUL.")
                               .arg(MaxPathLength));
        if (seen.contains(path))
            return invalid(tr("%1 is named twice.").arg(printable(path)));
        seen.insert(path);
    }
    return ReadersRequest{mountpoints};
}

Result<QList<WatchedMount>> ReadersRequest::mountsIn(const NfsMountTable &table) const
{
    QList<WatchedMount> mounts;
    const auto watched = [](const NfsMount &mount) {
        return WatchedMount{mount.mountId, QFile::encodeName(mount.mountpoint), mount.bdi};
    };
    if (mountpoints.isEmpty()) {
        for (const NfsMount &mount : table.mounts())
            mounts.append(watched(mount));
        return mounts;
    }
    for (const QString &path : mountpoints) {
        const NfsMount *mount = table.findByMountpoint(path);
        if (!mount)
            return Error{Error::Code::NotNfs, tr("%1 is not an NFS mount.").arg(printable(path))};
        mounts.append(watched(*mount));
    }
    return mounts;
}

} // namespace nfstuner
