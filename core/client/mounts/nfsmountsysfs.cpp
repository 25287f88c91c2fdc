// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsmountsysfs.h"

#include "base/textfile.h"

#include <QFileInfo>

namespace nfstuner {

namespace {

// One line of text; implid_name is at most 1024 bytes (NFS4_OPAQUE_LIMIT).
std::optional<QString> line(const QString &path)
{
    const auto content = readWholeFile(path, 4096);
    if (!content)
        return std::nullopt;
    QByteArray text = *content;
    if (text.endsWith('\n'))
        text.chop(1);
    return QString::fromUtf8(text);
}

} // namespace

std::optional<NfsMountSysfs> NfsMountSysfs::read(const SystemRoot &root, const BdiId &device)
{
    const QString path = QStringLiteral("/sys/fs/nfs/") + device.toString();
    const QString folder = root.path(path);
    if (!QFileInfo(folder).isDir())
        return std::nullopt;
    NfsMountSysfs entry;
    entry.path = path;
    const auto shutdown = line(folder + QStringLiteral("/shutdown"));
    if (shutdown == QLatin1String("0") || shutdown == QLatin1String("1"))
        entry.shutdown = *shutdown == QLatin1String("1");
    entry.serverDomain = line(folder + QStringLiteral("/implid_domain")).value_or(QString());
    entry.serverName = line(folder + QStringLiteral("/implid_name")).value_or(QString());
    return entry;
}

} // namespace nfstuner
