// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"
#include "conf/readaheadrules.h"
#include "mounts/bdiid.h"
#include "mounts/nfsmount.h"

#include <QCoreApplication>

#include <optional>

namespace nfstuner {

// What a new BDI gets from the [nfs-tuner] rules when it appears: the
// udev side of the rules, as nfsrahead is of its own keys. The BDI's mount
// may show in mountinfo only a moment after the BDI: the table is read
// again a few times before giving up, as nfsrahead does.
struct RuleAtMount
{
    Q_DECLARE_TR_FUNCTIONS(RuleAtMount)

public:
    enum class Outcome
    {
        NotNfs,  // another file system's BDI: never touched
        NoMount, // no mount of it appeared in time
        NoRule,  // an NFS mount no rule matches: nfsrahead's value stands
        Rule,    // `rule` gives the value
    };
    Outcome outcome = Outcome::NoMount;
    std::optional<NfsMount> mount;
    std::optional<ReadaheadRule> rule;
    QString where; // "/etc/nfs.conf.d/50-rules.conf:3"

    static constexpr int Attempts = 10;
    static constexpr int IntervalMs = 50;

    // Malformed when the mount table cannot be read.
    static Result<RuleAtMount> decide(const SystemRoot &root, const BdiId &bdi,
                                      int attempts = Attempts, int intervalMs = IntervalMs);
};

} // namespace nfstuner
