// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/bdiwritebacklimits.h"

#include "base/textfile.h"
#include "base/units.h"
#include "mounts/nfsmounttable.h"

#include <QLocale>
#include <QSet>

namespace nfstuner {

namespace {

// A sysfs number: digits and a newline. Anything else is unknown.
std::optional<quint64> number(const SystemRoot &root, const BdiId &bdi, const char *attribute)
{
    const auto content = readWholeFile(
        root.path(
            QStringLiteral("/sys/class/bdi/%1/%2").arg(bdi.toString(), QLatin1String(attribute))),
        64);
    if (!content)
        return std::nullopt;
    const QByteArray text = content->trimmed();
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    if (!ok || text.isEmpty() || text.front() < '0' || text.front() > '9')
        return std::nullopt;
    return value;
}

} // namespace

bool BdiWritebackLimits::isTuned() const
{
    return (minRatio && *minRatio > 0) || (maxRatio && *maxRatio < 100) ||
           (strictLimit && *strictLimit);
}

QString BdiWritebackLimits::shareText() const
{
    QString share = maxRatio ? tr("%1 % of the dirty limit").arg(QLocale().toString(*maxRatio))
                             : tr("an unknown share of the dirty limit");
    if (maxBytes)
        share += tr(" (%1)").arg(units::size(double(*maxBytes)));
    if (minRatio && *minRatio > 0)
        share += tr(", at least %1 %").arg(QLocale().toString(*minRatio));
    if (strictLimit && *strictLimit)
        share += tr(", strictly");
    return share;
}

QList<BdiWritebackLimits> BdiWritebackLimits::read(const SystemRoot &root,
                                                   const NfsMountTable &table)
{
    QList<BdiWritebackLimits> result;
    QSet<BdiId> seen;
    for (const NfsMount &mount : table.mounts()) {
        if (seen.contains(mount.bdi))
            continue;
        seen.insert(mount.bdi);
        BdiWritebackLimits limits;
        limits.bdi = mount.bdi;
        for (const NfsMount *on : table.mountsOnBdi(mount.bdi))
            limits.mountpoints.append(on->mountpoint);
        const auto ratio = [&](const char *name) -> std::optional<quint32> {
            const auto value = number(root, mount.bdi, name);
            if (!value || *value > 100)
                return std::nullopt;
            return quint32(*value);
        };
        limits.minRatio = ratio("min_ratio");
        limits.maxRatio = ratio("max_ratio");
        limits.minBytes = number(root, mount.bdi, "min_bytes");
        limits.maxBytes = number(root, mount.bdi, "max_bytes");
        if (const auto strict = number(root, mount.bdi, "strict_limit"); strict && *strict <= 1)
            limits.strictLimit = *strict == 1;
        result.append(limits);
    }
    return result;
}

} // namespace nfstuner
