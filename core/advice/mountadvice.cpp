// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/mountadvice.h"

#include "base/logging.h"

#include <QSet>

namespace nfstuner {

QList<BdiAdvice> adviseMounts(const NfsMountTable &table, const BdiSysfs &sysfs,
                              const QHash<QString, ReadWindow> &windowByMountpoint,
                              const QStringList &only)
{
    QList<BdiAdvice> advice;
    QSet<BdiId> done;
    for (const NfsMount &mount : table.mounts()) {
        if (done.contains(mount.bdi))
            continue;
        done.insert(mount.bdi);
        ReadaheadAdvisor::Input input;
        input.bdi = mount.bdi;
        input.rsize = mount.rsize;
        bool wanted = only.isEmpty();
        bool hasWindow = false;
        for (const NfsMount *shared : table.mountsOnBdi(mount.bdi)) {
            input.mountpoints.append(shared->mountpoint);
            wanted = wanted || only.contains(shared->mountpoint);
            const auto window = windowByMountpoint.constFind(shared->mountpoint);
            if (!hasWindow && window != windowByMountpoint.cend()) {
                input.window = *window;
                hasWindow = true;
            }
        }
        if (!wanted)
            continue;
        if (const auto kib = sysfs.readAheadKb(mount.bdi))
            input.readAheadKib = *kib;
        advice.append(ReadaheadAdvisor::advise(input));
        qCDebug(lcMonitor, "advice for %s: %s", qPrintable(mount.bdi.toString()),
                qPrintable(verdictName(advice.last().verdict)));
    }
    return advice;
}

} // namespace nfstuner
