// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetmounts.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

namespace nfstuner {

// A readahead chosen on one host for an export (server:/path) or, where
// the host mounts it more than once with other values, a mount point: the
// key of an [nfs-tuner] rule.
struct FleetChoice
{
    QString host; // the inventory name (FleetMount::host())
    QString rule;
    quint32 kib = 0;

    friend bool operator==(const FleetChoice &, const FleetChoice &) = default;
};

// Acting on the fleet goes through the project's Ansible collection, not
// through a channel of its own: the choices as a playbook, one play per
// host, each saving per-export rules ([nfs-tuner] in
// /etc/nfs.conf.d/99-nfs-tuner.conf, what nfs-tuner-rahead applies to a new
// mount) and applying them to the mounts now, through each host's helper.
// Every name is quoted (label values may hold anything), and `root`
// follows the host variable nfstuner_root (default /), for staging images.
class FleetPlaybook
{
public:
    // What the advice would change: each host's mounts with a raise or
    // lower verdict and a recommended value. One rule for the export when
    // every mount of it on the host is to have the same value (the others
    // keep theirs); else one per advised mount point, so that no other
    // mount of the export changes.
    static QList<FleetChoice> fromAdvice(const QList<FleetMount> &mounts);
    // `source`: the Prometheus it was read from, named in the header (its
    // user and password left out). `mounts` say what applying at once would
    // do: the module's apply_now sets every NFS mount of the host to what
    // its configuration gives, so a host where a mount the choices leave
    // alone would change with it (set by hand to other than its
    // configuration) gets the rules for its next mounts only, said in a
    // comment.
    static QByteArray write(const QList<FleetChoice> &choices, const QList<FleetMount> &mounts,
                            const QUrl &source);
};

} // namespace nfstuner
