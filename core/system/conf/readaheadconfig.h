// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/nfsconf.h"
#include "conf/readaheadrules.h"
#include "mounts/nfsmount.h"

#include <QCoreApplication>
#include <QStringList>

namespace nfstuner {

// What nfs-utils' nfsrahead writes to read_ahead_kb when a BDI of this
// fstype appears: [nfsrahead] <fstype>, else [nfsrahead] default, else 128,
// each read with atoi() (tools/nfsrahead/main.c, conf_get_readahead()).
struct ReadaheadChoice
{
    enum class Source
    {
        Config,
        BuiltInDefault,
        Rule,   // an [nfs-tuner] rule, applied by nfs-tuner-rahead after nfsrahead
        Kernel, // nothing sets it when the mount appears: the kernel's own
    };

    int kib = 128; // as nfsrahead prints it (%d): may be 0 or negative
    Source source = Source::BuiltInDefault;
    QByteArray key; // "nfs", "nfs4", "default" or the rule's key; empty for the built-in 128
    std::optional<ConfDefinition> definition; // the line that sets it, a copy
};

// One [nfsrahead] key as configured, with where it comes from.
struct ReadaheadKeyView
{
    QByteArray key;
    std::optional<ConfDefinition> definition; // the line that sets it; none: not set
    std::optional<QByteArray> value;          // after $NAME expansion
    std::optional<int> kib;                   // atoi(value)
    QList<ConfDefinition> shadowed;           // earlier definitions, oldest first
    QStringList warnings;
};

// The effective [nfsrahead] section: what the persistent setting really is.
// Holds what it shows by value: valid after the NfsConf it came from is gone.
class ReadaheadConfig
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadConfig)

public:
    static constexpr int BuiltInDefaultKib = 128;
    // What the kernel gives a new NFS BDI where nothing sets it at mount
    // time (VM_READAHEAD_PAGES, since Linux 5.4).
    static constexpr int KernelDefaultKib = 128;
    static const QList<QByteArray> &keys(); // nfs, nfs4, default

    explicit ReadaheadConfig(const NfsConf &conf);

    // nfsrahead runs from udev, without the admin's environment.
    static ReadaheadChoice readaheadFor(const NfsConf &conf, QByteArrayView fstype,
                                        const EnvironmentLookup &environment = emptyEnvironment());

    // What the next mount of `mount` gets: the most specific [nfs-tuner]
    // rule that matches it (nfs-tuner-rahead sets it after nfsrahead), else
    // nfsrahead's choice for its fstype.
    static ReadaheadChoice readaheadForMount(const NfsConf &conf, const ReadaheadRules &rules,
                                             const NfsMount &mount);

    const QList<ReadaheadKeyView> &keyViews() const { return m_keys; }
    const ReadaheadKeyView *keyView(QByteArrayView key) const;
    ReadaheadChoice forFsType(QByteArrayView fstype) const { return readaheadFor(m_conf, fstype); }

private:
    ReadaheadKeyView viewOf(const QByteArray &key) const;

    NfsConf m_conf;
    QList<ReadaheadKeyView> m_keys;
};

} // namespace nfstuner
