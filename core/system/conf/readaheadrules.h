// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "conf/nfsconf.h"
#include "mounts/nfsmount.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QStringList>

#include <optional>

namespace nfstuner {

// One rule of the [nfs-tuner] section: a readahead for the mounts of one
// mount point, one export (SERVER:/EXPORT) or one server, beyond the
// per-version keys nfsrahead knows. Keys are matched as nfs-utils stores
// them (case-insensitively); export paths and mount points are compared
// exactly, server names without regard to case.
struct ReadaheadRule
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadRule)

public:
    enum class Kind
    {
        Server,
        Export,
        MountPoint, // most specific last
    };
    static constexpr qsizetype MaxKeyLength = 255;
    static constexpr const char *Section = "nfs-tuner";

    Kind kind = Kind::Server;
    QByteArray key;                 // as written
    QString server;                 // Server and Export
    QString exportPath;             // Export
    QString mountpoint;             // MountPoint
    std::optional<quint32> kib;     // nullopt: the value is no plain KiB number in range
    ConfDefinition definition;      // the line that sets it
    QList<ConfDefinition> shadowed; // earlier lines of the same key, oldest first
    QStringList warnings;           // why it is ignored, where it is

    // A key starting with "/" is a mount point; one containing ":/" is
    // SERVER:EXPORT (split at the first ":/"); anything else a server.
    // InvalidArgument for a key no rule can have: empty, too long, or with
    // a character outside [A-Za-z0-9._:/@+-].
    static Result<Kind> classify(QByteArrayView key);
    // A value as nfs-tuner writes it: decimal KiB, 0 to the helper's limit,
    // no sign, no unit (nfsrahead's atoi would read "16M" as 16).
    static std::optional<quint32> parseKib(QByteArrayView value);
    // A rule of that key (kind, server, export, mount point; no value).
    static Result<ReadaheadRule> fromKey(QByteArrayView key);
    // The keys a rule for this mount can have, narrowest first (mount
    // point, SERVER:EXPORT, server), leaving out what no key can express
    // (a blank in a mount point, say) and nfsrahead's own key names.
    static QList<QByteArray> keysFor(const NfsMount &mount);

    bool matches(const NfsMount &mount) const;
};

// Every rule of [nfs-tuner] in the loaded configuration, in file order.
class ReadaheadRules
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadRules)

public:
    static ReadaheadRules fromConf(const NfsConf &conf);
    // Rules known by key and value only (the fleet knows a host's rules by
    // the mounts they decide); keys no rule can have are left out.
    static ReadaheadRules fromKeys(const QMap<QByteArray, quint32> &keys);

    const QList<ReadaheadRule> &rules() const { return m_rules; }
    // The most specific rule with a usable value that matches the mount
    // (mount point, then export, then server); nullptr when none does.
    const ReadaheadRule *ruleFor(const NfsMount &mount) const;
    // The mount points whose readahead `rule` decides (it matches them and
    // no more specific rule does), in the order of `mounts`.
    QStringList mountpointsDecidedBy(const ReadaheadRule &rule,
                                     const QList<NfsMount> &mounts) const;
    // The same for every rule at once, in one pass over the mounts: for a
    // table of many rules, where asking rule by rule costs rules x mounts x
    // rules (942 rules on 1000 mounts froze the window for minutes).
    QHash<const ReadaheadRule *, QStringList>
    decidedMountpoints(const QList<NfsMount> &mounts) const;
    // The mount points a rule like `proposed` would decide once written
    // (it matches them and no more specific rule does), in the order of
    // `mounts`: what a new or changed key would reach.
    QStringList mountpointsDecidedIfWritten(const ReadaheadRule &proposed,
                                            const QList<NfsMount> &mounts) const;
    // The rule of that key, compared without case as nfs-utils does.
    const ReadaheadRule *find(QByteArrayView key) const;

private:
    QList<ReadaheadRule> m_rules;
};

} // namespace nfstuner
