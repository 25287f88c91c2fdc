// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetplaybook.h"

#include "base/units.h"
#include "conf/readaheadconfig.h"
#include "conf/readaheadrules.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace nfstuner {

namespace {

void appendEscape(QByteArray &out, char32_t u)
{
    if (u <= 0xff)
        out += "\\x" + QByteArray::number(uint(u), 16).rightJustified(2, '0');
    else if (u <= 0xffff)
        out += "\\u" + QByteArray::number(uint(u), 16).rightJustified(4, '0');
    else
        out += "\\U" + QByteArray::number(uint(u), 16).rightJustified(8, '0');
}

// What YAML takes raw inside a double-quoted scalar on one line: its
// printable set less what any version reads as a line break (U+0085,
// U+2028, U+2029) and the byte order mark.
bool rawInYaml(char32_t u)
{
    if (u == 0x85 || u == 0x2028 || u == 0x2029 || u == 0xfeff)
        return false;
    return (u >= 0x20 && u <= 0x7e) || (u >= 0xa0 && u <= 0xd7ff) || (u >= 0xe000 && u <= 0xfffd) ||
           (u >= 0x10000 && u <= 0x10ffff);
}

// An IPv6 address as RFC 4291 writes it: eight groups of hex, or fewer
// around one "::", the last two may be an IPv4 address. Ansible takes such
// a name whole; any other colon separates patterns.
bool isIpv6(const QString &name)
{
    static const QRegularExpression group(QStringLiteral("\\A[0-9A-Fa-f]{1,4}\\z"));
    static const QRegularExpression ipv4(
        QStringLiteral("\\A[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\z"));
    const QStringList halves = name.split(QStringLiteral("::"));
    if (halves.size() > 2)
        return false;
    int groups = 0;
    for (int half = 0; half < halves.size(); ++half) {
        if (halves[half].isEmpty())
            continue;
        const QStringList parts = halves[half].split(u':');
        for (int i = 0; i < parts.size(); ++i) {
            const bool last = half == halves.size() - 1 && i == parts.size() - 1;
            if (last && ipv4.match(parts[i]).hasMatch())
                groups += 2;
            else if (group.match(parts[i]).hasMatch())
                ++groups;
            else
                return false;
        }
    }
    return halves.size() == 2 ? groups < 8 : groups == 8;
}

// Host names and IP addresses: nothing Ansible reads as a pattern
// (, : ! & * ? [ ] ~) but an IPv6 address's colons, which it takes whole.
bool isHostName(const QString &name)
{
    static const QRegularExpression hostName(
        QStringLiteral("\\A[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})\\z"));
    return hostName.match(name).hasMatch() || isIpv6(name);
}

bool isLoopback(const QString &name)
{
    const QString lower = name.toLower();
    return lower == u"localhost" || lower.endsWith(u".localhost") ||
           lower == u"localhost.localdomain" || lower == u"::1" || lower == u"0:0:0:0:0:0:0:1" ||
           QRegularExpression(QStringLiteral("\\A127\\.[0-9.]+\\z")).match(lower).hasMatch();
}

// host:port or [v6]:port -> host, when the port is a number.
std::optional<QString> withoutPort(const QString &instance)
{
    if (instance.startsWith(u'[')) {
        const qsizetype close = instance.indexOf(u"]:");
        if (close > 0) {
            bool numeric = false;
            instance.mid(close + 2).toUShort(&numeric);
            if (numeric)
                return instance.mid(1, close - 1);
        }
        return std::nullopt;
    }
    const qsizetype colon = instance.lastIndexOf(u':');
    if (colon > 0 && instance.indexOf(u':') == colon) {
        bool numeric = false;
        instance.mid(colon + 1).toUShort(&numeric);
        if (numeric)
            return instance.left(colon);
    }
    return std::nullopt;
}

} // namespace

QByteArray FleetPlaybook::yamlQuoted(const QString &text)
{
    QByteArray out = "\"";
    const QList<uint> codes = text.toUcs4(); // a lone surrogate stays itself
    for (const uint u : codes) {
        if (u == u'"' || u == u'\\') {
            out += '\\';
            out += char(u);
        } else if (rawInYaml(u)) {
            out += QString::fromUcs4(reinterpret_cast<const char32_t *>(&u), 1).toUtf8();
        } else if (u == u'\n') {
            out += "\\n";
        } else if (u == u'\t') {
            out += "\\t";
        } else if (u >= 0xd800 && u <= 0xdfff) {
            out += "\\ufffd"; // no YAML or UTF-8 can hold half a pair
        } else {
            appendEscape(out, u);
        }
    }
    return out + '"';
}

QByteArray FleetPlaybook::yamlComment(const QString &text)
{
    QByteArray out;
    for (const uint u : text.toUcs4()) {
        if (u >= 0x20 && u < 0x7f)
            out += char(u);
        else
            appendEscape(out, u);
    }
    return out;
}

QHash<QString, Result<QString>> FleetPlaybook::inventoryNames(const QList<FleetMount> &mounts)
{
    // The name each host would have, and the instances that would have it.
    QHash<QString, QString> candidate;
    QHash<QString, QSet<QString>> instancesOf;
    for (const FleetMount &mount : mounts) {
        if (candidate.contains(mount.host))
            continue;
        QString name = mount.host;
        if (mount.host == mount.instance)
            name = withoutPort(mount.instance).value_or(mount.instance);
        candidate.insert(mount.host, name);
    }
    for (const FleetMount &mount : mounts)
        instancesOf[candidate.value(mount.host)].insert(mount.instance);

    QHash<QString, Result<QString>> names;
    for (auto it = candidate.cbegin(); it != candidate.cend(); ++it) {
        const QString &name = it.value();
        const QSet<QString> &instances = instancesOf.value(name);
        if (!isHostName(name)) {
            names.insert(it.key(), Error{Error::Code::InvalidArgument,
                                         tr("\"%1\" is no name an inventory can hold (a host "
                                            "name or an IP address)")
                                             .arg(name)});
        } else if (name == u"all" || name == u"ungrouped") {
            names.insert(it.key(),
                         Error{Error::Code::InvalidArgument,
                               tr("\"%1\" is a pattern of every host to Ansible").arg(name)});
        } else if (isLoopback(name)) {
            names.insert(it.key(),
                         Error{Error::Code::InvalidArgument,
                               tr("\"%1\" is a loopback name: it names whichever machine reads "
                                  "it, not one host; name hosts by a label (--host-label)")
                                   .arg(name)});
        } else if (instances.size() > 1) {
            QStringList sorted(instances.cbegin(), instances.cend());
            sorted.sort();
            names.insert(it.key(), Error{Error::Code::InvalidArgument,
                                         tr("the instances %1 would all be \"%2\": an inventory "
                                            "cannot tell them apart; name hosts by a label "
                                            "(--host-label)")
                                             .arg(sorted.join(QStringLiteral(", ")), name)});
        } else {
            names.insert(it.key(), name);
        }
    }
    return names;
}

namespace {

// The mounts of `host` that applying its configuration now would change,
// each as "/mnt/x (15 MiB now, 128 KiB by the configuration)": those the
// plan does not give a value whose readahead is not what their next mount
// gets (the plan's keys leave that as it is).
QStringList alsoChanged(const QString &host, const FleetPlan &plan, const QList<FleetMount> &mounts)
{
    QSet<QString> held; // the BDIs the plan changes
    for (const FleetMount &mount : plan.held) {
        if (mount.host == host)
            held.insert(mount.bdi);
    }
    QStringList changed;
    for (const FleetMount &mount : mounts) {
        if (mount.host != host || held.contains(mount.bdi))
            continue;
        if (mount.readAheadBytes && mount.nextMountReadAheadBytes &&
            *mount.readAheadBytes == *mount.nextMountReadAheadBytes)
            continue;
        changed.append(QStringLiteral("%1 (%2 now, %3 by the configuration)")
                           .arg(mount.mountpoint,
                                mount.readAheadBytes ? units::bytes(quint64(*mount.readAheadBytes))
                                                     : QStringLiteral("unknown"),
                                mount.nextMountReadAheadBytes
                                    ? units::bytes(quint64(*mount.nextMountReadAheadBytes))
                                    : QStringLiteral("unknown")));
    }
    return changed;
}

QByteArray unsafe(const QString &text)
{
    return "!unsafe " + FleetPlaybook::yamlQuoted(text);
}

} // namespace

namespace {

// One host's play: its keys kept, and applied now where that changes no
// other mount.
QByteArray play(const QString &host, const QString &inFleet, const QMap<QString, quint32> &keys,
                const QStringList &others)
{
    QString title = QStringLiteral("NFS readahead on ") + host;
    if (inFleet != host)
        title += QStringLiteral(" (") + inFleet + u')';
    QByteArray out = "- name: " + unsafe(title) + '\n';
    out += "  hosts: " + unsafe(host) + '\n';
    out += "  become: true\n"
           "  vars:\n"
           "    nfstuner_fleet_host: " +
           unsafe(host) +
           "\n"
           "  tasks:\n"
           "    - name: " +
           QByteArray(others.isEmpty() ? "\"Readahead kept for the next mounts and applied now\""
                                       : "\"Readahead kept for the next mounts\"") +
           "\n"
           "      when: inventory_hostname == nfstuner_fleet_host\n"
           "      nfstuner.tuning.readahead:\n"
           "        root: \"{{ nfstuner_root | default('/') }}\"\n";
    if (others.isEmpty()) {
        out += "        apply_now: true\n";
    } else {
        out += "        # Not now: applying would also change " +
               FleetPlaybook::yamlComment(others.join(u", ")) +
               ".\n        # The keys take effect when the mounts are mounted again.\n"
               "        apply_now: false\n";
    }
    QByteArray rules;
    for (auto key = keys.cbegin(); key != keys.cend(); ++key) {
        if (ReadaheadConfig::keys().contains(key.key().toUtf8())) // nfsrahead's: the module's
            out +=
                "        " + key.key().toLatin1() + ": " + QByteArray::number(key.value()) + '\n';
        else
            rules +=
                "          " + unsafe(key.key()) + ": " + QByteArray::number(key.value()) + '\n';
    }
    if (!rules.isEmpty())
        out += "        rules:\n" + rules;
    return out;
}

} // namespace

QByteArray FleetPlaybook::write(const FleetPlan &plan, const QList<FleetMount> &mounts,
                                const QUrl &source)
{
    // Keys per inventory name (a host whose changed mounts get their value
    // at the next mount already has none), and the fleet's own name of each.
    QMap<QString, QMap<QString, quint32>> perHost;
    for (const FleetChoice &choice : plan.choices)
        perHost[choice.host].insert(choice.rule, choice.kib);
    QHash<QString, QString> fleetHost; // inventory name -> FleetMount::host
    const QHash<QString, Result<QString>> names = inventoryNames(mounts);
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (*it)
            fleetHost.insert(**it, it.key());
    }
    for (const FleetMount &mount : plan.held) {
        if (const Result<QString> name = names.value(mount.host, QString()); name)
            perHost[*name];
    }

    QByteArray out;
    out += "# NFS readahead for the fleet, chosen in NFS Tuner from the Prometheus at\n# " +
           yamlComment(source.toDisplayString(QUrl::RemoveUserInfo)) +
           ".\n"
           "# Each host keeps the keys NFS Tuner's Keep after reboot would write for the same\n"
           "# changes (a mount point, an export, a server or nfsrahead's key of an NFS\n"
           "# version: as few as give the mounts their values, changing no other mount's\n"
           "# next readahead) and gets them now where that changes no other mount\n"
           "# (apply_now sets every NFS mount to what the configuration gives). Hosts are\n"
           "# named as the inventory must name them; each play acts only on the host of\n"
           "# exactly that name. Look first:\n"
           "#   ansible-playbook -i INVENTORY --check --diff THIS_FILE\n";
    if (!plan.leftOut.isEmpty()) {
        out += "# Left out, with no rule written:\n";
        for (const FleetLeftOut &left : plan.leftOut)
            out += "#   " + yamlComment(left.host) + ' ' + yamlComment(left.mountpoint) + ": " +
                   yamlComment(left.reason) + '\n';
    }
    QByteArray plays;
    for (auto host = perHost.cbegin(); host != perHost.cend(); ++host) {
        const QString &inFleet = fleetHost.value(host.key(), host.key());
        const QStringList others = alsoChanged(inFleet, plan, mounts);
        if (host->isEmpty() && !others.isEmpty()) {
            out += "# " + yamlComment(host.key()) +
                   ": the next mounts get the advised values already, and applying now would "
                   "also change " +
                   yamlComment(others.join(u", ")) + ": nothing to do.\n";
            continue;
        }
        plays += play(host.key(), inFleet, *host, others);
    }
    return out + (plays.isEmpty() ? QByteArray("[]\n") : plays);
}

} // namespace nfstuner
