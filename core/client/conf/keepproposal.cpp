// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/keepproposal.h"

#include "base/units.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace nfstuner {

namespace {

// How broad a key is, narrowest last: a narrower key decides before a
// broader one, and nfsrahead's version key only where no rule does.
enum class Level
{
    Version,
    Server,
    Export,
    MountPoint,
};

Level levelOf(ReadaheadRule::Kind kind)
{
    switch (kind) {
    case ReadaheadRule::Kind::Server:
        return Level::Server;
    case ReadaheadRule::Kind::Export:
        return Level::Export;
    case ReadaheadRule::Kind::MountPoint:
        return Level::MountPoint;
    }
    return Level::MountPoint;
}

QString exportBucket(const QString &server, QString exportPath)
{
    while (exportPath.size() > 1 && exportPath.endsWith(QLatin1Char('/')))
        exportPath.chop(1);
    return server.toLower() + QLatin1Char('\n') + exportPath;
}

// A key to write and the changed mounts it is to decide.
struct PlannedKey
{
    QByteArray key;
    Level level = Level::MountPoint;
    quint32 kib = 0;
    std::optional<ReadaheadRule> rule; // none for a version key
    QList<qsizetype> members;          // indices into the mounts
    bool alive = true;
    bool reaches = false; // broader than its mounts from the start: list what it reaches
};

class Planner
{
public:
    Planner(const QList<KeepProposal::Change> &changes, const QList<NfsMount> &mounts,
            const ReadaheadRules &rules, const KeepProposal::NextMount &nextMountKib);
    // Widening to exports, servers, then versions; or versions first (a
    // server's mounts of two versions and values would otherwise take the
    // value of one and leave the other's mounts a key each).
    KeepProposal propose(bool versionsFirst);

private:
    void planNarrowest();
    void widen(Level level);
    void widenToVersion(const QString &fstype, KeepProposal &proposal);
    qsizetype plan(const QByteArray &key, Level level, quint32 kib,
                   const std::optional<ReadaheadRule> &rule);
    void yieldTo(qsizetype target, const QList<qsizetype> &candidates);
    // The planned keys that may give way to a key of `level` deciding the
    // mounts `decided`: all their mounts among those, and no other planned
    // key between the two levels deciding one of them first.
    QList<qsizetype> yielding(Level level, const QList<qsizetype> &decided,
                              const QByteArray &widerKey) const;
    // Whether each of `decided` has a planned key that a key of `level`
    // leaves alone: the key itself, or a narrower one (which decides
    // first, or yields to it).
    bool keepsItsValue(Level level, const QList<qsizetype> &decided, qsizetype widerPlanned) const;
    // Merges the yielding keys of the commonest value into `key`, if that
    // leaves fewer keys (or the key is needed anyway); its value, or none.
    std::optional<quint32> merge(const QList<qsizetype> &candidates, std::optional<quint32> forced,
                                 bool neededAnyway);
    void assign(qsizetype mount, qsizetype planned);
    // The value a key deciding all of `decided` must have for those with no
    // planned key (what they get now, or their change where that is it);
    // nullopt when they want different values or one is unknown.
    std::optional<std::optional<quint32>> freeValue(const QList<qsizetype> &decided) const;
    std::optional<quint32> wanted(qsizetype mount) const;
    void reach(qsizetype mount, quint32 kib);

    const QList<NfsMount> &m_mounts;
    QList<KeepProposal::Change> m_changes;
    QHash<qsizetype, quint32> m_target;           // changed mount -> its new value
    QList<std::optional<quint32>> m_next;         // mount -> its next mount's value now
    QHash<qsizetype, QList<QByteArray>> m_keysOf; // changed mount -> its rule keys
    QList<const ReadaheadRule *> m_now;           // mount -> the rule deciding it now
    QHash<QString, QList<qsizetype>> m_byServer;
    QHash<QString, QList<qsizetype>> m_byExport;
    QList<PlannedKey> m_planned;
    QHash<QByteArray, qsizetype> m_plannedByKey;
    QHash<qsizetype, qsizetype> m_assigned; // mount -> planned key
    QMap<QString, QSet<quint32>> m_unnamed; // version -> values of BDIs no key can name
    QSet<qsizetype> m_reached;
};

Planner::Planner(const QList<KeepProposal::Change> &changes, const QList<NfsMount> &mounts,
                 const ReadaheadRules &rules, const KeepProposal::NextMount &nextMountKib)
    : m_mounts(mounts)
    , m_changes(changes)
{
    QHash<BdiId, quint32> kibOf;
    for (const KeepProposal::Change &change : changes)
        kibOf.insert(change.bdi, change.kib);
    m_now.reserve(mounts.size());
    for (qsizetype i = 0; i < mounts.size(); ++i) {
        const NfsMount &mount = mounts.at(i);
        m_now.append(rules.ruleFor(mount));
        m_next.append(nextMountKib(mount));
        m_byServer[mount.server.toLower()].append(i);
        m_byExport[exportBucket(mount.server, mount.exportPath)].append(i);
        if (const auto kib = kibOf.constFind(mount.bdi); kib != kibOf.cend())
            m_target.insert(i, *kib);
    }
}

void Planner::assign(qsizetype mount, qsizetype planned)
{
    m_planned[planned].members.append(mount);
    m_assigned.insert(mount, planned);
}

void Planner::planNarrowest()
{
    QSet<BdiId> named;
    QSet<BdiId> needing; // a mount of the BDI does not get its value next time
    for (qsizetype i = 0; i < m_mounts.size(); ++i) {
        if (!m_target.contains(i) || m_next.at(i) == m_target.value(i))
            continue; // unchanged, or its next mount gets the value already
        needing.insert(m_mounts.at(i).bdi);
        const QList<QByteArray> keys = ReadaheadRule::keysFor(m_mounts.at(i));
        if (keys.isEmpty())
            continue;
        m_keysOf.insert(i, keys);
        named.insert(m_mounts.at(i).bdi);
        const QByteArray &key = keys.first();
        qsizetype planned = m_plannedByKey.value(key, -1);
        if (planned < 0) {
            const ReadaheadRule rule = ReadaheadRule::fromKey(key).value();
            planned = plan(key, levelOf(rule.kind), 0, rule);
            m_planned[planned].reaches = rule.kind != ReadaheadRule::Kind::MountPoint;
        }
        m_planned[planned].kib = m_target.value(i);
        assign(i, planned);
    }
    for (const KeepProposal::Change &change : m_changes) {
        if (needing.contains(change.bdi) && !named.contains(change.bdi))
            m_unnamed[change.fstype].insert(change.kib);
    }
}

qsizetype Planner::plan(const QByteArray &key, Level level, quint32 kib,
                        const std::optional<ReadaheadRule> &rule)
{
    PlannedKey next;
    next.key = key;
    next.level = level;
    next.kib = kib;
    next.rule = rule;
    m_planned.append(next);
    m_plannedByKey.insert(key, m_planned.size() - 1);
    return m_planned.size() - 1;
}

void Planner::yieldTo(qsizetype target, const QList<qsizetype> &candidates)
{
    for (qsizetype planned : candidates) {
        if (m_planned.at(planned).kib != m_planned.at(target).kib)
            continue;
        const QList<qsizetype> members = m_planned.at(planned).members;
        for (qsizetype member : members)
            assign(member, target);
        m_planned[planned].alive = false;
        m_planned[planned].members.clear();
        m_plannedByKey.remove(m_planned.at(planned).key);
    }
}

std::optional<quint32> Planner::wanted(qsizetype mount) const
{
    if (const auto kib = m_target.constFind(mount); kib != m_target.cend())
        return *kib;
    return m_next.at(mount);
}

std::optional<std::optional<quint32>> Planner::freeValue(const QList<qsizetype> &decided) const
{
    if (decided.isEmpty())
        return std::nullopt;
    std::optional<quint32> value;
    for (qsizetype mount : decided) {
        if (m_assigned.contains(mount))
            continue;
        const std::optional<quint32> kib = wanted(mount);
        if (!kib || (value && *value != *kib))
            return std::nullopt;
        value = kib;
    }
    return value;
}

QList<qsizetype> Planner::yielding(Level level, const QList<qsizetype> &decidedMounts,
                                   const QByteArray &widerKey) const
{
    const QSet<qsizetype> decided(decidedMounts.cbegin(), decidedMounts.cend());
    QList<qsizetype> result;
    QSet<qsizetype> seen;
    for (qsizetype mount : decidedMounts) {
        const qsizetype planned = m_assigned.value(mount);
        if (seen.contains(planned))
            continue;
        seen.insert(planned);
        const PlannedKey &candidate = m_planned.at(planned);
        if (candidate.key == widerKey)
            continue; // the key itself, already planned
        bool yields = candidate.level > level;
        for (qsizetype member : candidate.members) {
            if (!yields)
                break;
            yields = decided.contains(member);
            // A planned key between the two would decide it once this went.
            for (const QByteArray &key : m_keysOf.value(member)) {
                const qsizetype other = m_plannedByKey.value(key, -1);
                if (other >= 0 && other != planned && m_planned.at(other).alive &&
                    m_planned.at(other).level > level &&
                    m_planned.at(other).level < candidate.level)
                    yields = false;
            }
        }
        if (yields)
            result.append(planned);
    }
    return result;
}

bool Planner::keepsItsValue(Level level, const QList<qsizetype> &decided,
                            qsizetype widerPlanned) const
{
    for (qsizetype mount : decided) {
        const qsizetype planned = m_assigned.value(mount, -1);
        if (planned >= 0 && planned != widerPlanned && m_planned.at(planned).level <= level)
            return false;
    }
    return true;
}

std::optional<quint32> Planner::merge(const QList<qsizetype> &candidates,
                                      std::optional<quint32> forced, bool neededAnyway)
{
    // The value most keys have (on a tie, the first to get there).
    QHash<quint32, int> keysWith;
    std::optional<quint32> commonest = forced;
    for (qsizetype planned : candidates) {
        const quint32 kib = m_planned.at(planned).kib;
        const int count = ++keysWith[kib];
        if (!forced && (!commonest || count > keysWith.value(*commonest)))
            commonest = kib;
    }
    // A new key pays when it takes the place of two or more.
    if (!commonest || (!neededAnyway && keysWith.value(*commonest) < 2))
        return std::nullopt;
    return commonest;
}

void Planner::widen(Level level)
{
    QList<QByteArray> groups;
    QSet<QByteArray> seen;
    for (qsizetype mount = 0; mount < m_mounts.size(); ++mount) {
        for (const QByteArray &key : m_keysOf.value(mount)) {
            const auto rule = ReadaheadRule::fromKey(key);
            if (rule && levelOf(rule->kind) == level && !seen.contains(key)) {
                seen.insert(key);
                groups.append(key);
            }
        }
    }
    for (const QByteArray &key : groups) {
        const ReadaheadRule rule = ReadaheadRule::fromKey(key).value();
        const QList<qsizetype> &bucket =
            level == Level::Export ? m_byExport.value(exportBucket(rule.server, rule.exportPath))
                                   : m_byServer.value(rule.server.toLower());
        // What the key would decide once written: nothing else may be reached.
        QList<qsizetype> decided;
        for (qsizetype mount : bucket) {
            const ReadaheadRule *now = m_now.at(mount);
            if (rule.matches(m_mounts.at(mount)) && (!now || levelOf(now->kind) <= level))
                decided.append(mount);
        }
        const auto free = freeValue(decided);
        if (!free)
            continue;
        const QList<qsizetype> candidates = yielding(level, decided, key);
        qsizetype target = m_plannedByKey.value(key, -1);
        std::optional<quint32> forced = *free;
        if (target >= 0) {
            if (forced && *forced != m_planned.at(target).kib)
                continue;
            forced = m_planned.at(target).kib;
        }
        if (!keepsItsValue(level, decided, target))
            continue;
        const auto kib = merge(candidates, forced, target >= 0);
        if (!kib)
            continue;
        if (target < 0)
            target = plan(key, level, *kib, rule);
        yieldTo(target, candidates);
    }
}

void Planner::widenToVersion(const QString &fstype, KeepProposal &proposal)
{
    const QByteArray key = fstype.toLatin1();
    const QSet<quint32> unnamed = m_unnamed.value(fstype);
    if (unnamed.size() > 1) {
        proposal.split.append(fstype);
        return;
    }
    // nfsrahead's key decides every mount of that version no rule does.
    QList<qsizetype> decided;
    for (qsizetype mount = 0; mount < m_mounts.size(); ++mount) {
        if (m_mounts.at(mount).fstype == fstype && !m_now.at(mount))
            decided.append(mount);
    }
    const std::optional<quint32> forced =
        unnamed.isEmpty() ? std::nullopt : std::optional(*unnamed.cbegin());
    // Exact: every mount it decides gets its value, from it or a narrower key.
    const auto free = freeValue(decided);
    const bool exact = free && (!forced || !*free || **free == *forced);
    std::optional<quint32> kib = forced;
    QList<qsizetype> candidates;
    if (exact) {
        QList<qsizetype> named;
        for (qsizetype mount : decided) {
            if (m_assigned.contains(mount))
                named.append(mount);
        }
        candidates = yielding(Level::Version, named, key);
        kib = merge(candidates, forced ? forced : *free, forced.has_value());
    }
    if (!kib)
        return;
    const qsizetype target = plan(key, Level::Version, *kib, std::nullopt);
    yieldTo(target, candidates);
    for (qsizetype mount : decided) {
        if (m_target.contains(mount) && !m_assigned.contains(mount) && wanted(mount) == *kib)
            assign(mount, target); // changed, and no rule key names it
    }
    if (!exact) {
        for (qsizetype mount : decided) {
            if (!m_assigned.contains(mount))
                reach(mount, *kib);
        }
    }
}

void Planner::reach(qsizetype mount, quint32 kib)
{
    // Another mount is reached where its next mount would change.
    if (!m_target.contains(mount) && m_next.at(mount) != kib)
        m_reached.insert(mount);
}

KeepProposal Planner::propose(bool versionsFirst)
{
    KeepProposal proposal;
    planNarrowest();
    QStringList versions;
    for (const KeepProposal::Change &change : m_changes) {
        if (!versions.contains(change.fstype))
            versions.append(change.fstype);
    }
    if (versionsFirst) {
        for (const QString &fstype : versions)
            widenToVersion(fstype, proposal);
    }
    widen(Level::Export);
    widen(Level::Server);
    if (!versionsFirst) {
        for (const QString &fstype : versions)
            widenToVersion(fstype, proposal);
    }
    for (const PlannedKey &planned : m_planned) {
        if (!planned.alive)
            continue;
        proposal.keys.insert(planned.key, planned.kib);
        if (planned.level != Level::MountPoint)
            proposal.broadKeys.append(QString::fromUtf8(planned.key));
        if (planned.reaches) {
            for (qsizetype mount = 0; mount < m_mounts.size(); ++mount) {
                const ReadaheadRule *now = m_now.at(mount);
                if (planned.rule->matches(m_mounts.at(mount)) &&
                    (!now || now->kind <= planned.rule->kind))
                    reach(mount, planned.kib);
            }
        }
    }
    for (qsizetype mount = 0; mount < m_mounts.size(); ++mount) {
        const QString &mountpoint = m_mounts.at(mount).mountpoint;
        if (m_reached.contains(mount) && !proposal.reached.contains(mountpoint))
            proposal.reached.append(mountpoint);
    }
    return proposal;
}

} // namespace

KeepProposal KeepProposal::propose(const QList<Change> &changes, const QList<NfsMount> &mounts,
                                   const ReadaheadRules &rules, const NextMount &nextMountKib)
{
    // The fewer keys; on a tie the narrower ones.
    KeepProposal narrow = Planner(changes, mounts, rules, nextMountKib).propose(false);
    KeepProposal wide = Planner(changes, mounts, rules, nextMountKib).propose(true);
    KeepProposal chosen = wide.keys.size() < narrow.keys.size() ? wide : narrow;
    for (const Change &change : changes) {
        QList<quint32> &values = chosen.valuesByVersion[change.fstype];
        if (!values.contains(change.kib))
            values.insert(std::lower_bound(values.begin(), values.end(), change.kib), change.kib);
    }
    return chosen;
}

QString KeepProposal::whyNarrow() const
{
    // Mount-point rules are what needs saying: an export's or server's key
    // stands for many mounts already.
    int narrow = 0;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it)
        narrow += it.key().startsWith('/') ? 1 : 0;
    if (narrow == 0)
        return {};
    QStringList differing;
    for (auto it = valuesByVersion.cbegin(); it != valuesByVersion.cend(); ++it) {
        if (it->size() < 2)
            continue;
        QStringList values;
        for (const quint32 kib : *it)
            values.append(units::kib(kib));
        differing.append(
            tr("the %1 mounts want %2").arg(it.key(), values.join(QStringLiteral(", "))));
    }
    if (!differing.isEmpty())
        return tr("%n rule(s) by mount point: %1, and nfsrahead keeps one value per NFS version; "
                  "mounts that want one value share an export's or server's rule where it names "
                  "only them.",
                  nullptr, narrow)
            .arg(differing.join(QStringLiteral("; ")));
    return tr("%n rule(s) by mount point: an export's, a server's or an NFS version's key would "
              "also change the next mount of mounts this change left alone.",
              nullptr, narrow);
}

} // namespace nfstuner
