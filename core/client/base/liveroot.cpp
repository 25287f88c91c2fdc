// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/liveroot.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace nfstuner {

Result<void> LiveRoot::readsHappen(const SystemRoot &root)
{
    if (root.isRealSystem())
        return {};
    const QFileInfo stats(root.path(SystemRoot::mountStatsPath()));
    if (!stats.exists())
        return Error{Error::Code::InvalidArgument,
                     tr("%1 is a folder without proc/self/mountstats: nothing reads there; this "
                        "measures reads as they happen")
                         .arg(root.root())};
    const QDateTime changed = stats.lastModified();
    if (changed.secsTo(QDateTime::currentDateTime()) < StillSeconds)
        return {};
    return Error{Error::Code::InvalidArgument,
                 tr("%1 is a folder whose mountstats has not changed since %2: a capture, where "
                    "nothing reads; this measures reads as they happen")
                     .arg(root.root(), QLocale().toString(changed, QLocale::ShortFormat))};
}

Result<void> LiveRoot::hasProcesses(const SystemRoot &root)
{
    if (root.isRealSystem())
        return {};
    const QDir proc(root.path(QStringLiteral("/proc")));
    const QStringList entries = proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (std::any_of(entries.cbegin(), entries.cend(), [](const QString &name) {
            bool number = false;
            name.toUInt(&number);
            return number;
        }))
        return {};
    return Error{Error::Code::InvalidArgument,
                 tr("%1 is a folder whose /proc holds no process: a capture, where nothing "
                    "runs; who reads a mount is seen only on a live system")
                     .arg(root.root())};
}

} // namespace nfstuner
