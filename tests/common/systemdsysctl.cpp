// SPDX-License-Identifier: GPL-2.0-or-later
#include "systemdsysctl.h"

#include "processrunner.h"

#include <QRegularExpression>

namespace nfstuner::test {

SystemdSysctl SystemdSysctl::run(const QString &root)
{
    const QString script = QStringLiteral(R"sh(set -e
R=$1
mount --make-rprivate /
mount --bind "$R/usr/lib/sysctl.d" /usr/lib/sysctl.d
mount -t tmpfs tmpfs /run
# Debian 13 ships no /etc/sysctl.conf: an overlay of /etc in the namespace
# gives the mount points without touching the machine's /etc.
if [ ! -e /etc/sysctl.conf ] || [ ! -d /etc/sysctl.d ]; then
    mkdir /run/etc-upper /run/etc-work
    mount -t overlay overlay -o lowerdir=/etc,upperdir=/run/etc-upper,workdir=/run/etc-work /etc
    [ -e /etc/sysctl.conf ] || : >/etc/sysctl.conf
    mkdir -p /etc/sysctl.d
fi
mount --bind "$R/etc/sysctl.d" /etc/sysctl.d
mkdir /run/sysctl.d && cp -a "$R/run/sysctl.d/." /run/sysctl.d/
mount -t tmpfs tmpfs /usr/local/lib
mkdir /usr/local/lib/sysctl.d && cp -a "$R/usr/local/lib/sysctl.d/." /usr/local/lib/sysctl.d/
[ -e "$R/etc/sysctl.conf" ] && mount --bind "$R/etc/sysctl.conf" /etc/sysctl.conf
[ -e "$R/etc/sysctl.conf" ] || mount --bind /dev/null /etc/sysctl.conf
/lib/systemd/systemd-sysctl --cat-config --no-pager
/lib/systemd/systemd-sysctl 2>/dev/null || true
echo "@TTL $(cat /proc/sys/net/ipv4/ip_default_ttl)"
)sh");
    const ProcessRun process =
        runProgram(systemProgram(QStringLiteral("unshare")),
                   {QStringLiteral("-m"), QStringLiteral("-n"), QStringLiteral("sh"),
                    QStringLiteral("-c"), script, QStringLiteral("sh"), root});
    SystemdSysctl result;
    if (process.exitCode != 0) {
        qWarning("systemd-sysctl in a namespace: %s", process.err.constData());
        return result;
    }
    result.ran = true;
    // A header is "# PATH" alone on its line, PATH in one of the folders;
    // --cat-config puts an empty line before each file but the first.
    static const QRegularExpression header(
        QStringLiteral("^# (/(etc|run|usr/local/lib|usr/lib)/sysctl\\.d/[^ /]+\\.conf)$"));
    for (const QByteArray &line : process.out.split('\n')) {
        const auto match = header.match(QString::fromUtf8(line));
        if (match.hasMatch()) {
            if (!result.files.isEmpty() && !result.files.last().lines.isEmpty() &&
                result.files.last().lines.last().isEmpty())
                result.files.last().lines.removeLast();
            result.files.append(File{match.captured(1), {}});
        } else if (line.startsWith("@TTL ")) {
            result.ttl = QString::fromUtf8(line.mid(5));
        } else if (!result.files.isEmpty()) {
            result.files.last().lines.append(line);
        }
    }
    return result;
}

QStringList SystemdSysctl::paths() const
{
    QStringList result;
    for (const File &file : files)
        result.append(file.path);
    return result;
}

SystemdSysctl::Line SystemdSysctl::lastAssignment(const QByteArray &key) const
{
    Line last;
    for (const File &file : files) {
        for (int i = 0; i < file.lines.size(); ++i) {
            const QList<QByteArray> parts = file.lines[i].split('=');
            if (parts.size() == 2 && parts[0].trimmed() == key)
                last = Line{file.path, i + 1, parts[1].trimmed()};
        }
    }
    return last;
}

} // namespace nfstuner::test
