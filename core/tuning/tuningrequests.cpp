// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/tuningrequests.h"

#include "conf/readaheadconfig.h"

#include <QRegularExpression>
#include <QSet>

namespace nfstuner {

namespace {

Error invalid(const QString &message)
{
    return Error{Error::Code::InvalidArgument, message};
}

bool isAllowedKey(const QString &key)
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
    if (kib > TuningLimits::MaxReadaheadKib)
        return invalid(tr("%1 KiB is too large: readahead can be at most %2 KiB (1 GiB)")
                           .arg(kib)
                           .arg(TuningLimits::MaxReadaheadKib));
    return SetReadaheadRequest{*id, kib};
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
        return invalid(tr("too many keys: [nfsrahead] has only nfs, nfs4 and default"));
    static const QRegularExpression hex(
        QRegularExpression::anchoredPattern(QStringLiteral("([0-9a-f]{64})?")));
    if (!hex.match(expectedSha256).hasMatch())
        return invalid(tr("the expected SHA-256 must be 64 lower-case hex digits, or empty for a "
                          "file that does not exist"));

    ConfigWriteRequest request;
    request.systemPath = file;
    request.expectedSha256 = expectedSha256.toLatin1();
    QSet<QString> seen;
    for (auto it = set.cbegin(); it != set.cend(); ++it) {
        if (!isAllowedKey(it.key()))
            return invalid(tr("\"%1\" is not an [nfsrahead] key: use nfs, nfs4 or default")
                               .arg(shown(it.key())));
        if (!isKibValue(it.value()))
            return invalid(tr("%1 = \"%2\": expected a whole number of KiB from 0 to %3")
                               .arg(it.key(), shown(it.value()))
                               .arg(TuningLimits::MaxReadaheadKib));
        seen.insert(it.key());
        request.set.insert(it.key().toLatin1(), it.value().toLatin1());
    }
    for (const QString &key : unset) {
        if (!isAllowedKey(key))
            return invalid(
                tr("\"%1\" is not an [nfsrahead] key: use nfs, nfs4 or default").arg(shown(key)));
        if (seen.contains(key))
            return invalid(tr("%1 is both set and unset").arg(key));
        seen.insert(key);
        request.unset.append(key.toLatin1());
    }
    return request;
}

QList<ConfEdit> ConfigWriteRequest::edits() const
{
    QList<ConfEdit> edits;
    const QByteArray section = QByteArrayLiteral("nfsrahead");
    for (auto it = set.cbegin(); it != set.cend(); ++it)
        edits.append(ConfEdit{section, std::nullopt, it.key(), it.value()});
    for (const QByteArray &key : unset)
        edits.append(ConfEdit{section, std::nullopt, key, std::nullopt});
    return edits;
}

} // namespace nfstuner
