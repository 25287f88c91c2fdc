// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsutilsrelease.h"

#include <QFile>
#include <QVersionNumber>

namespace nfstuner::NfsUtilsRelease {

std::optional<QByteArray> installedVersion(const SystemRoot &root)
{
    QFile status(root.path(QStringLiteral("/var/lib/dpkg/status")));
    if (!status.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Stanzas of "Field: value" lines, blank-line separated.
    bool inNfsCommon = false;
    bool installed = false;
    QByteArray version;
    auto stanzaResult = [&]() -> std::optional<QByteArray> {
        if (inNfsCommon && installed && !version.isEmpty())
            return version;
        return std::nullopt;
    };
    while (!status.atEnd()) {
        const QByteArray line = status.readLine().trimmed();
        if (line.isEmpty()) {
            if (auto found = stanzaResult())
                return found;
            inNfsCommon = installed = false;
            version.clear();
        } else if (line.startsWith("Package: ")) {
            inNfsCommon = line == "Package: nfs-common";
        } else if (inNfsCommon && line.startsWith("Status: ")) {
            installed = line.endsWith(" installed");
        } else if (inNfsCommon && line.startsWith("Version: ")) {
            // [epoch:]upstream[-revision]
            version = line.mid(9);
            if (const qsizetype colon = version.indexOf(':'); colon >= 0)
                version = version.mid(colon + 1);
            if (const qsizetype dash = version.lastIndexOf('-'); dash >= 0)
                version.truncate(dash);
        }
    }
    return stanzaResult();
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
