// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/bdisysfs.h"

#include "base/textfile.h"

namespace nfstuner {

QString BdiSysfs::readAheadPath(const BdiId &bdi) const
{
    return m_root.path(QStringLiteral("/sys/class/bdi/%1/read_ahead_kb").arg(bdi.toString()));
}

Result<quint32> BdiSysfs::readAheadKb(const BdiId &bdi) const
{
    const QString path = readAheadPath(bdi);
    auto content = readWholeFile(path, 64);
    if (!content)
        return content.error();
    bool ok = false;
    const quint32 kib = content->trimmed().toUInt(&ok);
    if (!ok)
        return Error{Error::Code::Malformed,
                     tr("%1: expected a number of KiB, found \"%2\"")
                         .arg(path, QString::fromLatin1(content->trimmed().left(20)))};
    return kib;
}

} // namespace nfstuner
