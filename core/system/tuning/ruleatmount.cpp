// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/ruleatmount.h"

#include "conf/nfsconfloader.h"
#include "mounts/nfsmounttable.h"

#include <QThread>

namespace nfstuner {

Result<RuleAtMount> RuleAtMount::decide(const SystemRoot &root, const BdiId &bdi, int attempts,
                                        int intervalMs)
{
    RuleAtMount decision;
    for (int attempt = 0; attempt < attempts && !decision.mount; ++attempt) {
        if (attempt > 0)
            QThread::msleep(intervalMs);
        const auto table = NfsMountTable::read(root);
        if (!table)
            return table.error();
        if (!table->otherFsTypeOn(bdi).isEmpty()) {
            decision.outcome = Outcome::NotNfs;
            return decision;
        }
        const QList<const NfsMount *> mounts = table->mountsOnBdi(bdi);
        if (!mounts.isEmpty())
            decision.mount = *mounts.first();
    }
    if (!decision.mount)
        return decision; // NoMount
    const NfsConf conf = NfsConfLoader::load(root, SystemRoot::nfsConfPath());
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    const ReadaheadRule *rule = rules.ruleFor(*decision.mount);
    if (!rule) {
        decision.outcome = Outcome::NoRule;
        return decision;
    }
    decision.outcome = Outcome::Rule;
    decision.rule = *rule;
    decision.where = conf.location(rule->definition);
    return decision;
}

} // namespace nfstuner
