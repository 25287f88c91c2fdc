// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsutilsrelease.h"

#include "base/textfile.h"

#include <QVersionNumber>

namespace nfstuner::NfsUtilsRelease {

namespace {

// The upstream version ("1:2.8.3-1" gives "2.8.3") in the stanza that
// `stanza` starts, if its Status says installed. Fields start at the start
// of a line; lines that start with a space continue the field before.
std::optional<QByteArray> stanzaVersion(QByteArrayView stanza)
{
    bool installed = false;
    QByteArray version;
    while (!stanza.isEmpty()) {
        const qsizetype newline = stanza.indexOf('\n');
        const QByteArrayView line = newline < 0 ? stanza : stanza.first(newline);
        stanza = newline < 0 ? QByteArrayView() : stanza.sliced(newline + 1);
        if (line.trimmed().isEmpty())
            break; // the blank line that ends the stanza
        if (line.startsWith("Status: ")) {
            installed = line.trimmed().endsWith(" installed");
        } else if (line.startsWith("Version: ")) {
            // [epoch:]upstream[-revision]
            version = line.sliced(9).trimmed().toByteArray();
            if (const qsizetype colon = version.indexOf(':'); colon >= 0)
                version = version.mid(colon + 1);
            if (const qsizetype dash = version.lastIndexOf('-'); dash >= 0)
                version.truncate(dash);
        }
    }
    if (installed && !version.isEmpty())
        return version;
    return std::nullopt;
}

} // namespace

std::optional<QByteArray> installedVersion(const SystemRoot &root)
{
    // dpkg's status file holds every package (a megabyte for a thousand):
    // read it whole and go straight to nfs-common's stanzas rather than
    // reading and trimming each of its lines.
    const auto status = readWholeFile(root.path(QStringLiteral("/var/lib/dpkg/status")));
    if (!status)
        return std::nullopt;
    const QByteArrayView text = *status;
    constexpr QByteArrayView package = "Package: nfs-common\n";
    // One stanza per architecture: the first installed one.
    for (qsizetype at = text.indexOf(package); at >= 0; at = text.indexOf(package, at + 1)) {
        if (at > 0 && text[at - 1] != '\n')
            continue; // inside a line, e.g. a description
        if (auto version = stanzaVersion(text.sliced(at)))
            return version;
    }
    return std::nullopt;
}

ArgBindings argBindings(const std::optional<QByteArray> &version)
{
    if (!version)
        return ArgBindings::OnePerTag;
    const QVersionNumber number = QVersionNumber::fromString(QString::fromLatin1(*version));
    return number >= QVersionNumber(2, 8, 3) ? ArgBindings::OnePerArg : ArgBindings::OnePerTag;
}

bool nfsconfNeedsMainFile(const std::optional<QByteArray> &version)
{
    return !version ||
           QVersionNumber::fromString(QString::fromLatin1(*version)) < QVersionNumber(2, 7, 1);
}

} // namespace nfstuner::NfsUtilsRelease
