// SPDX-License-Identifier: GPL-2.0-or-later
// Which rule keys the fleet's playbook writes: KeepProposal's, as the
// window's "Keep after reboot" chooses them for the same changes.
#include "conf/keepproposal.h"
#include "conf/readaheadrules.h"
#include "fleet/fleetplaybook.h"

#include <QMap>
#include <QSet>

namespace nfstuner {

namespace {

bool isKeyOf(const QString &key, ReadaheadRule::Kind kind)
{
    const auto classified = ReadaheadRule::classify(key.toUtf8());
    return classified && *classified == kind;
}

// The file system type nfsrahead's version keys go by: mount.nfs mounts
// NFSv4.x as nfs4, v2 and v3 as nfs. Empty for a version the exporter
// would not write.
QString fstypeOf(const QString &version)
{
    if (version == u"4" || version.startsWith(u"4."))
        return QStringLiteral("nfs4");
    if (version == u"2" || version == u"3")
        return QStringLiteral("nfs");
    return {};
}

std::optional<quint32> kibOf(const std::optional<double> &bytes)
{
    return bytes ? std::optional(quint32(*bytes / 1024)) : std::nullopt; // whole KiB, checked
}

// One host's mounts as the proposal sees them, and its advised changes.
struct HostPlan
{
    QList<NfsMount> mounts;
    QHash<std::pair<QString, BdiId>, std::optional<quint32>> nextMountKib;
    QMap<QByteArray, quint32> rules; // the rules that decide a mount's next readahead
    QMap<BdiId, KeepProposal::Change> changes;
    QList<FleetMount> advised;
};

} // namespace

namespace {

NfsMount asNfsMount(const FleetMount &mount)
{
    NfsMount seen;
    seen.mountpoint = mount.mountpoint;
    seen.server = mount.server;
    seen.exportPath = mount.exportPath;
    seen.version = mount.version;
    seen.fstype = fstypeOf(mount.version);
    seen.bdi = BdiId::parse(mount.bdi).value_or(BdiId{});
    return seen;
}

// Why no key can name the mount, or the fleet cannot tell what decides its
// next mount: a label with a blank, a quote or a byte that was not UTF-8,
// an unreadable BDI, version or deciding rule. Empty: it is named.
QString whyUnnamed(const FleetMount &mount)
{
    if (!isKeyOf(mount.mountpoint, ReadaheadRule::Kind::MountPoint) ||
        !isKeyOf(mount.serverExport(), ReadaheadRule::Kind::Export))
        return FleetPlaybook::tr("its mount point or export is no key a rule can have (letters, "
                                 "digits and . _ : / @ + - only)");
    if (!BdiId::parse(mount.bdi))
        return FleetPlaybook::tr("its device \"%1\" is no BDI (major:minor)").arg(mount.bdi);
    if (fstypeOf(mount.version).isEmpty())
        return FleetPlaybook::tr("its NFS version \"%1\" is none a mount has").arg(mount.version);
    if (!mount.nextMountRule.isEmpty() && !ReadaheadRule::fromKey(mount.nextMountRule.toUtf8()))
        return FleetPlaybook::tr("the rule said to decide its next mount, \"%1\", is no key a "
                                 "rule can have")
            .arg(mount.nextMountRule);
    return {};
}

} // namespace

FleetPlan FleetPlaybook::fromAdvice(const QList<FleetMount> &mounts)
{
    const QHash<QString, Result<QString>> names = inventoryNames(mounts);
    QSet<std::pair<QString, QString>> unnamedBdis; // host, BDI: a mount of it no key names
    for (const FleetMount &mount : mounts) {
        if (!whyUnnamed(mount).isEmpty())
            unnamedBdis.insert({mount.host, mount.bdi});
    }
    QMap<QString, HostPlan> hosts; // by FleetMount::host
    FleetPlan plan;
    for (const FleetMount &mount : mounts) {
        HostPlan &host = hosts[mount.host];
        const NfsMount seen = asNfsMount(mount);
        const QString unnamed = whyUnnamed(mount);
        const bool named = unnamed.isEmpty();
        host.mounts.append(seen);
        // An unnamed mount's next mount is unknown: no broader key is
        // chosen that might decide it.
        host.nextMountKib.insert({seen.mountpoint, seen.bdi},
                                 named ? kibOf(mount.nextMountReadAheadBytes) : std::nullopt);
        if (named && !mount.nextMountRule.isEmpty()) // its scope is weighed, not its value
            host.rules.insert(mount.nextMountRule.toUtf8(),
                              kibOf(mount.nextMountReadAheadBytes).value_or(0));
        if (!mount.isAdvised())
            continue;
        if (!named) {
            plan.leftOut.append({mount.host, mount.mountpoint, unnamed});
        } else if (unnamedBdis.contains({mount.host, mount.bdi})) {
            // Readahead is the device's: the other mount would change too,
            // and only a broader key could keep it.
            plan.leftOut.append({mount.host, mount.mountpoint,
                                 tr("another mount of its device (BDI %1) has no name a rule "
                                    "can have")
                                     .arg(mount.bdi)});
        } else {
            host.changes.insert(seen.bdi, {seen.bdi, seen.fstype, *kibOf(mount.recommendedBytes)});
            host.advised.append(mount);
        }
    }
    for (auto host = hosts.cbegin(); host != hosts.cend(); ++host) {
        if (host->advised.isEmpty())
            continue;
        const Result<QString> name = names.value(host.key(), QString());
        if (!name) {
            for (const FleetMount &mount : host->advised)
                plan.leftOut.append({host.key(), mount.mountpoint, name.error().message});
            continue;
        }
        // Every mount of a changed BDI has a mount-point key, so no key
        // reaches a mount the advice leaves alone (KeepProposal::reached
        // stays empty).
        const HostPlan &hostPlan = *host;
        const KeepProposal proposal = KeepProposal::propose(
            hostPlan.changes.values(), hostPlan.mounts, ReadaheadRules::fromKeys(hostPlan.rules),
            [&hostPlan](const NfsMount &mount) {
                return hostPlan.nextMountKib.value({mount.mountpoint, mount.bdi});
            });
        for (auto key = proposal.keys.cbegin(); key != proposal.keys.cend(); ++key)
            plan.choices.append({*name, QString::fromUtf8(key.key()), key.value()});
        plan.held.append(hostPlan.advised);
    }
    return plan;
}

} // namespace nfstuner
