// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "fleet/fleetmounts.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>

namespace nfstuner {

// A readahead kept on one host under a key: an [nfs-tuner] rule's (a mount
// point, server:/path or a server) or nfsrahead's key of an NFS version
// (nfs, nfs4).
struct FleetChoice
{
    QString host; // the name the inventory knows it by (FleetPlaybook::inventoryNames)
    QString rule; // the key
    quint32 kib = 0;

    friend bool operator==(const FleetChoice &, const FleetChoice &) = default;
};

// An advised change the playbook cannot hold, and why: its host has no
// name an inventory could match, or its mount point or export is no key a
// rule can have.
struct FleetLeftOut
{
    QString host; // FleetMount::host, as the fleet names it
    QString mountpoint;
    QString reason;

    friend bool operator==(const FleetLeftOut &, const FleetLeftOut &) = default;
};

struct FleetPlan
{
    QList<FleetChoice> choices;
    QList<FleetLeftOut> leftOut;
    QList<FleetMount> held; // the advised mounts the playbook gives their value
};

// Acting on the fleet goes through the project's Ansible collection, not
// through a channel of its own: the choices as a playbook, one play per
// host, each saving per-export rules ([nfs-tuner] in
// /etc/nfs.conf.d/99-nfs-tuner.conf, what nfs-tuner-rahead applies to a new
// mount) and applying them to the mounts now, through each host's helper.
//
// Labels are a Prometheus answer's, so nothing of theirs may act: a host
// goes in only under a name an inventory can hold (no pattern character,
// no `all`), a rule only under a key nfs-tuner-rahead reads; every scalar
// made of a label is quoted with every character YAML could break on
// escaped, and tagged !unsafe so Ansible never templates it; each play
// runs its task only on the inventory host of exactly that name (a group
// of the same name reaches nobody else). `root` follows the host variable
// nfstuner_root (default /), for staging images.
class FleetPlaybook
{
    Q_DECLARE_TR_FUNCTIONS(FleetPlaybook)

public:
    // What the advice would change: each host's mounts with a raise or
    // lower verdict and a recommended value, kept under the keys the
    // window's "Keep after reboot" would choose for the same changes
    // (KeepProposal: as few as give them their values at their next mount
    // and change no other mount's, an export's, a server's or a version's
    // where that is fewer), weighing the rules that decide each mount now
    // (nfstuner_next_mount_rule_info). What cannot be written is left out.
    static FleetPlan fromAdvice(const QList<FleetMount> &mounts);
    // Each host's inventory name, or why it has none: the host as it is,
    // or, for an instance of host:port, the host without the port where no
    // other instance has that address. A name must be a host name or an IP
    // address, not a loopback one (it names whichever machine reads it) and
    // not `all` or `ungrouped`.
    static QHash<QString, Result<QString>> inventoryNames(const QList<FleetMount> &mounts);
    // `source`: the Prometheus it was read from, named in the header (its
    // user and password left out). `mounts` say what applying at once would
    // do: the module's apply_now sets every NFS mount of the host to what
    // its configuration gives, so a host where a mount the choices leave
    // alone would change with it (set by hand to other than its
    // configuration) gets the rules for its next mounts only, said in a
    // comment.
    static QByteArray write(const FleetPlan &plan, const QList<FleetMount> &mounts,
                            const QUrl &source);
    // A YAML double-quoted scalar of any text: UTF-8 as UTF-8, with every
    // character that YAML 1.1 or 1.2 reads as a break or does not allow
    // raw (C0, DEL, C1, U+2028, U+2029, U+FEFF, non-characters, lone
    // surrogates) escaped, as are the quote and the backslash.
    static QByteArray yamlQuoted(const QString &text);
    // Text for a YAML comment line: printable ASCII, the rest escaped as
    // \uXXXX, so that no character ends the comment.
    static QByteArray yamlComment(const QString &text);
};

} // namespace nfstuner
