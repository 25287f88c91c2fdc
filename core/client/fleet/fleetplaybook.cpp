// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetplaybook.h"

#include "base/units.h"

#include <QMap>
#include <QSet>

#include <cmath>

namespace nfstuner {

namespace {

// A YAML double-quoted scalar: every character but the printable ASCII
// ones escaped, so that quotes, newlines and anything else a label value
// holds stay inside it.
QByteArray quoted(const QString &text)
{
    QByteArray out = "\"";
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'"' || u == u'\\') {
            out += '\\';
            out += char(u);
        } else if (u >= 0x20 && u < 0x7f) {
            out += char(u);
        } else if (u == u'\n') {
            out += "\\n";
        } else if (u == u'\t') {
            out += "\\t";
        } else {
            out += "\\u" + QByteArray::number(u, 16).rightJustified(4, '0');
        }
    }
    return out + '"';
}

// One line of a comment: control characters become spaces.
QByteArray commentText(const QString &text)
{
    QByteArray out = text.toUtf8();
    for (char &c : out) {
        if (uchar(c) < 0x20 || c == 0x7f)
            c = ' ';
    }
    return out;
}

} // namespace

QList<FleetChoice> FleetPlaybook::fromAdvice(const QList<FleetMount> &mounts)
{
    // Per host and export: each mount's value after the change.
    struct Export
    {
        QList<std::pair<QString, quint32>> advised; // mount point, KiB
        QSet<quint32> valuesAfter;
        bool unknownAfter = false; // a mount whose readahead the fleet does not know
    };
    QMap<std::pair<QString, QString>, Export> exports;
    for (const FleetMount &mount : mounts) {
        Export &entry = exports[{mount.host(), mount.serverExport()}];
        // A name that came with bytes that are not UTF-8 cannot be written
        // back as it is: no rule for it, and its export not as a whole.
        if (mount.host().contains(QChar::ReplacementCharacter) ||
            mount.mountpoint.contains(QChar::ReplacementCharacter) ||
            mount.serverExport().contains(QChar::ReplacementCharacter)) {
            entry.unknownAfter = true;
            continue;
        }
        if (mount.isAdvised()) {
            const auto kib = quint32(std::llround(*mount.recommendedBytes / 1024));
            entry.advised.append({mount.mountpoint, kib});
            entry.valuesAfter.insert(kib);
        } else if (mount.readAheadBytes) {
            entry.valuesAfter.insert(quint32(std::llround(*mount.readAheadBytes / 1024)));
        } else {
            entry.unknownAfter = true;
        }
    }
    QList<FleetChoice> choices;
    for (auto it = exports.cbegin(); it != exports.cend(); ++it) {
        if (it->advised.isEmpty())
            continue;
        if (it->valuesAfter.size() == 1 && !it->unknownAfter) {
            choices.append({it.key().first, it.key().second, it->advised.first().second});
            continue;
        }
        for (const auto &[mountpoint, kib] : it->advised)
            choices.append({it.key().first, mountpoint, kib});
    }
    return choices;
}

namespace {

// The mounts of `host` that applying its configuration now would change
// although no choice covers them, each as "/mnt/x (15 MiB now, 128 KiB by
// the configuration)".
QStringList alsoChanged(const QString &host, const QMap<QString, quint32> &rules,
                        const QList<FleetMount> &mounts)
{
    QStringList changed;
    for (const FleetMount &mount : mounts) {
        if (mount.host() != host || rules.contains(mount.mountpoint) ||
            rules.contains(mount.serverExport()))
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

} // namespace

QByteArray FleetPlaybook::write(const QList<FleetChoice> &choices, const QList<FleetMount> &mounts,
                                const QUrl &source)
{
    QMap<QString, QMap<QString, quint32>> perHost;
    for (const FleetChoice &choice : choices)
        perHost[choice.host].insert(choice.rule, choice.kib);

    QByteArray out;
    out += "# NFS readahead for the fleet, chosen in NFS Tuner from the Prometheus at\n# " +
           commentText(source.toDisplayString(QUrl::RemoveUserInfo)) +
           ".\n"
           "# Each host keeps the rules (by export, or by mount point where a host mounts an\n"
           "# export more than once) for new mounts, and gets them now where that changes\n"
           "# no other mount (apply_now sets every NFS mount to what the configuration\n"
           "# gives). Look first:\n"
           "#   ansible-playbook -i INVENTORY --check --diff THIS_FILE\n";
    if (perHost.isEmpty())
        return out + "[]\n";
    for (auto host = perHost.cbegin(); host != perHost.cend(); ++host) {
        const QStringList others = alsoChanged(host.key(), *host, mounts);
        out += "- name: " + quoted(QStringLiteral("NFS readahead on ") + host.key()) + '\n';
        out += "  hosts: " + quoted(host.key()) + '\n';
        out += "  become: true\n"
               "  tasks:\n"
               "    - name: \"Readahead per export, kept and applied now\"\n"
               "      nfstuner.tuning.readahead:\n"
               "        root: \"{{ nfstuner_root | default('/') }}\"\n";
        if (others.isEmpty()) {
            out += "        apply_now: true\n";
        } else {
            out += "        # Not now: applying would also change " +
                   commentText(others.join(u", ")) +
                   ".\n        # The rules take effect when the mounts are mounted again.\n"
                   "        apply_now: false\n";
        }
        out += "        rules:\n";
        for (auto rule = host->cbegin(); rule != host->cend(); ++rule)
            out +=
                "          " + quoted(rule.key()) + ": " + QByteArray::number(rule.value()) + '\n';
    }
    return out;
}

} // namespace nfstuner
