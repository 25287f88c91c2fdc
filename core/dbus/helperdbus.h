// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "tuning/readaheadtuner.h"

#include <QDBusArgument>
#include <QDBusError>
#include <QString>

// The D-Bus contract of nfs-tuner-helper, shared by the helper and its
// clients. The interface itself is helper/io.github.nfstuner.Helper1.xml.
namespace nfstuner::HelperDBus {

inline QString service()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}
inline QString path()
{
    return QStringLiteral("/io/github/nfstuner/Helper1");
}
inline QString interface()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}

inline QString actionSetReadahead()
{
    return QStringLiteral("io.github.nfstuner.set-readahead");
}
inline QString actionWriteConfig()
{
    return QStringLiteral("io.github.nfstuner.write-config");
}
inline QString actionSetWriteback()
{
    return QStringLiteral("io.github.nfstuner.set-writeback");
}

// Stable error names: io.github.nfstuner.Error.NotAuthorized and so on.
QString errorName(Error::Code code);
// An error reply as an Error; unknown names and bus failures included.
Error errorFromReply(const QDBusError &error);

// a(ssuu) of ApplyConfig: mountpoint, bdi, previous KiB, now KiB.
void registerTypes();

} // namespace nfstuner::HelperDBus

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ReadaheadChange &change);
const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ReadaheadChange &change);
Q_DECLARE_METATYPE(nfstuner::ReadaheadChange)
