// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/mountadvice.h"

#include "base/clientlogging.h"

#include <QSet>

namespace nfstuner {

QList<BdiAdvice> adviseMounts(const NfsMountTable &table, const BdiSysfs &sysfs,
                              const QHash<QString, ReadWindow> &windowByMountpoint,
                              const QStringList &only, const MeasuredLookup &measured,
                              const QHash<QString, QList<ReaderShare>> &readers)
{
    QList<BdiAdvice> advice;
    QSet<BdiId> done;
    for (const NfsMount &mount : table.mounts()) {
        if (done.contains(mount.bdi))
            continue;
        done.insert(mount.bdi);
        QStringList sharing;
        bool wanted = only.isEmpty() || only.contains(mount.mountpoint);
        auto window = windowByMountpoint.constFind(mount.mountpoint);
        for (const NfsMount *shared : table.mountsOnBdi(mount.bdi)) {
            if (shared == &mount)
                continue;
            sharing.append(shared->mountpoint);
            wanted = wanted || only.contains(shared->mountpoint);
            if (window == windowByMountpoint.cend())
                window = windowByMountpoint.constFind(shared->mountpoint);
        }
        if (!wanted)
            continue;
        const auto kib = sysfs.readAheadKb(mount.bdi);
        auto input = ReadaheadAdvisor::Input::forMount(
            mount, sharing, kib ? std::optional<quint32>(*kib) : std::nullopt,
            window != windowByMountpoint.cend() ? *window : ReadWindow());
        if (measured)
            input.measured = measured(mount, input.readAheadKib, input.window);
        input.readers = readers.value(mount.mountpoint);
        for (qsizetype i = 0; input.readers.isEmpty() && i < sharing.size(); ++i)
            input.readers = readers.value(sharing[i]);
        advice.append(ReadaheadAdvisor::advise(input));
        qCDebug(lcMonitor, "advice for %s: %s", qPrintable(mount.bdi.toString()),
                qPrintable(verdictName(advice.last().verdict)));
    }
    return advice;
}

} // namespace nfstuner
