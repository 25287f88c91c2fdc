// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/sysctlconf.h"

#include "base/textfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>

#include <fnmatch.h>
#include <unistd.h>

namespace nfstuner {

namespace {

const QString EtcSysctlConf = QStringLiteral("/etc/sysctl.conf");

bool isGlob(QStringView key)
{
    return key.contains(u'*') || key.contains(u'?') || key.contains(u'[');
}

bool globMatches(const QString &pattern, const QString &key)
{
    // systemd expands globs with glob(3) below /proc/sys: "*" stops at "/".
    return ::fnmatch(QFile::encodeName(pattern).constData(), QFile::encodeName(key).constData(),
                     FNM_PATHNAME) == 0;
}

bool matches(const SysctlAssignment &assignment, const QString &key)
{
    return assignment.glob ? globMatches(assignment.key, key) : assignment.key == key;
}

// A file and where it leads: a link to /dev/null masks, a link to an
// absolute path is followed inside the root.
struct Found
{
    QString systemPath;
    QString target; // system path read: systemPath, or a link's absolute target
    bool masked = false;
};

} // namespace

QStringList SysctlConf::folders()
{
    return {QStringLiteral("/etc/sysctl.d"), QStringLiteral("/run/sysctl.d"),
            QStringLiteral("/usr/local/lib/sysctl.d"), QStringLiteral("/usr/lib/sysctl.d")};
}

QString SysctlConf::normalizedKey(QStringView key)
{
    // sysctl_normalize(): when the first separator is "/", the key is in
    // path form already; otherwise "." and "/" swap.
    QString result = key.toString();
    const auto separator = std::find_if(result.cbegin(), result.cend(),
                                        [](QChar c) { return c == u'.' || c == u'/'; });
    if (separator == result.cend() || *separator == u'/')
        return result;
    for (QChar &c : result) {
        if (c == u'.')
            c = u'/';
        else if (c == u'/')
            c = u'.';
    }
    return result;
}

SysctlConf SysctlConf::load(const SystemRoot &root)
{
    SysctlConf conf;
    QMap<QByteArray, Found> byName; // file name -> the one read (sorted as strcmp sorts)
    for (const QString &folder : folders()) {
        const QDir dir(root.path(folder));
        const QStringList names =
            dir.entryList({QStringLiteral("*.conf")},
                          QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Unsorted);
        for (const QString &name : names) {
            const QByteArray key = QFile::encodeName(name);
            if (byName.contains(key))
                continue; // an earlier folder's file of that name shadows it
            Found found{folder + u'/' + name, folder + u'/' + name, false};
            const QFileInfo info(dir.filePath(name));
            if (info.isSymLink()) {
                char target[4096];
                const ssize_t length = ::readlink(QFile::encodeName(info.filePath()).constData(),
                                                  target, sizeof target - 1);
                const QString raw =
                    length > 0 ? QFile::decodeName(QByteArray(target, int(length))) : QString();
                if (raw == QLatin1String("/dev/null")) {
                    found.masked = true;
                } else if (raw.startsWith(u'/')) {
                    found.target = QDir::cleanPath(raw);
                } else if (!raw.isEmpty()) {
                    found.target = QDir::cleanPath(folder + u'/' + raw);
                }
            }
            byName.insert(key, found);
        }
    }
    bool readEtcSysctlConf = false;
    for (const Found &found : std::as_const(byName)) {
        if (found.masked) {
            conf.m_files.append(found.systemPath); // listed, read as empty, as systemd does
            continue;
        }
        const auto content = readWholeFile(root.path(found.target), 1024 * 1024);
        if (!content) {
            conf.m_warnings.append(
                tr("%1 cannot be read: %2").arg(found.systemPath, content.error().message));
            continue;
        }
        conf.m_files.append(found.systemPath);
        readEtcSysctlConf = readEtcSysctlConf || found.target == EtcSysctlConf;
        conf.parse(found.systemPath, *content);
    }
    if (!readEtcSysctlConf) {
        const auto content = readWholeFile(root.path(EtcSysctlConf), 1024 * 1024);
        if (content) {
            SysctlConf unread;
            unread.parse(EtcSysctlConf, *content);
            if (!unread.m_assignments.isEmpty())
                conf.m_warnings.append(
                    tr("%1 has settings but no link in /etc/sysctl.d points to it: systemd-sysctl "
                       "does not apply them at boot (sysctl --system does)")
                        .arg(EtcSysctlConf));
        }
    }
    return conf;
}

SysctlConf SysctlConf::parseContent(const QByteArray &content)
{
    SysctlConf conf;
    conf.parse(QStringLiteral("-"), content);
    return conf;
}

void SysctlConf::parse(const QString &file, const QByteArray &content)
{
    int number = 0;
    for (const QByteArray &rawLine : content.split('\n')) {
        ++number;
        QByteArray line = rawLine.trimmed();
        if (line.isEmpty() || line.startsWith('#') || line.startsWith(';'))
            continue;
        SysctlAssignment assignment;
        assignment.file = file;
        assignment.line = number;
        if (line.startsWith('-')) {
            assignment.ignoreFailure = true;
            line.remove(0, 1);
        }
        const qsizetype equals = line.indexOf('=');
        const QString key = QString::fromUtf8(line.left(equals).trimmed());
        if (equals < 0 || key.isEmpty()) {
            m_warnings.append(tr("%1:%2: not an assignment (KEY = VALUE), ignored, as "
                                 "systemd-sysctl ignores it")
                                  .arg(file)
                                  .arg(number));
            continue;
        }
        assignment.key = normalizedKey(key);
        assignment.value = line.mid(equals + 1).trimmed();
        assignment.glob = isGlob(assignment.key);
        // systemd keeps an earlier assignment of the same key and value
        // where it was; a different value replaces it at the end.
        const auto same =
            std::find_if(m_assignments.begin(), m_assignments.end(),
                         [&](const auto &earlier) { return earlier.key == assignment.key; });
        if (same != m_assignments.end() && same->value == assignment.value) {
            m_history.append(assignment);
            continue;
        }
        if (same != m_assignments.end())
            m_assignments.erase(same);
        m_assignments.append(assignment);
        m_history.append(assignment);
    }
}

std::optional<SysctlAssignment> SysctlConf::effective(QStringView key) const
{
    const QString wanted = normalizedKey(key);
    // An explicit assignment wins over every glob; among globs, the last
    // one applied (systemd applies them in order).
    for (const SysctlAssignment &assignment : m_assignments) {
        if (!assignment.glob && assignment.key == wanted)
            return assignment;
    }
    std::optional<SysctlAssignment> result;
    for (const SysctlAssignment &assignment : m_assignments) {
        if (assignment.glob && matches(assignment, wanted))
            result = assignment;
    }
    return result;
}

QList<SysctlAssignment> SysctlConf::history(QStringView key) const
{
    const QString wanted = normalizedKey(key);
    QList<SysctlAssignment> result;
    for (const SysctlAssignment &assignment : m_history) {
        if (matches(assignment, wanted))
            result.append(assignment);
    }
    return result;
}

} // namespace nfstuner
