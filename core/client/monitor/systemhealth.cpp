// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/systemhealth.h"

#include "base/textfile.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace nfstuner {

namespace {

const char *const NfsraheadPlaces[] = {"/usr/libexec/nfsrahead", "/usr/lib/nfs-utils/nfsrahead",
                                       "/usr/sbin/nfsrahead", "/usr/lib/nfsrahead"};
const char *const UdevRulePlaces[] = {"/etc/udev/rules.d/99-nfs.rules",
                                      "/usr/lib/udev/rules.d/99-nfs.rules",
                                      "/lib/udev/rules.d/99-nfs.rules"};

const char *const RaheadRulePlaces[] = {
    "/etc/udev/rules.d/99-nfs-tuner.rules", "/usr/lib/udev/rules.d/99-nfs-tuner.rules",
    "/lib/udev/rules.d/99-nfs-tuner.rules", "/usr/local/lib/udev/rules.d/99-nfs-tuner.rules"};

// The udev rule that runs nfs-tuner-rahead, and the program it names
// (RUN+="PROGRAM %k"); empty strings where there is none.
std::pair<QString, QString> raheadRule(const SystemRoot &root)
{
    static const QRegularExpression run(QStringLiteral("RUN\\+=\"(/[^\" ]*nfs-tuner-rahead)[ \"]"));
    for (const char *place : RaheadRulePlaces) {
        const auto rule = readWholeFile(root.path(QLatin1String(place)), 1 << 20);
        if (!rule)
            continue;
        const auto match = run.match(QString::fromUtf8(*rule));
        if (match.hasMatch())
            return {QLatin1String(place), match.captured(1)};
    }
    return {};
}

// The nfs.conf path compiled into a program: a NUL-terminated string in it.
QString compiledConfigPath(const QByteArray &binary)
{
    static const QRegularExpression path(QStringLiteral("(/[A-Za-z0-9_./-]*nfs\\.conf)\\x00"));
    const auto match = path.match(QString::fromLatin1(binary));
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

QString SystemHealth::rulesHelperProblem(const SystemRoot &root)
{
    const auto [rule, program] = raheadRule(root);
    if (rule.isEmpty())
        return tr("No udev rule runs nfs-tuner-rahead when an NFS mount appears "
                  "(99-nfs-tuner.rules): [nfs-tuner] rules will not be applied to new mounts. "
                  "Install the nfs-tuner package, or use \"Apply to mounted now\" after each "
                  "mount.");
    if (!QFileInfo(root.path(program)).isExecutable())
        return tr("%1 runs %2, which is not there: [nfs-tuner] rules will not be applied to "
                  "new mounts.")
            .arg(rule, program);
    return QString();
}

void SystemHealth::findNfsrahead(const SystemRoot &root)
{
    for (const char *place : NfsraheadPlaces) {
        if (QFileInfo(root.path(QLatin1String(place))).isExecutable()) {
            nfsraheadPath = QLatin1String(place);
            break;
        }
    }
    for (const char *place : UdevRulePlaces) {
        const auto rule = readWholeFile(root.path(QLatin1String(place)), 1 << 20);
        if (rule && rule->contains("nfsrahead") && rule->contains("read_ahead_kb")) {
            udevRulePath = QLatin1String(place);
            break;
        }
    }
    if (nfsraheadPath.isEmpty())
        nfsraheadProblem = tr("nfsrahead is not installed (it comes with nfs-utils 2.6.2 or later, "
                              "package nfs-common): saved settings will not be applied to new "
                              "mounts. Use \"Apply to mounted now\" after each mount, or "
                              "install it.");
    else if (udevRulePath.isEmpty())
        nfsraheadProblem =
            tr("No udev rule runs nfsrahead when an NFS mount appears (99-nfs.rules): "
               "saved settings will not be applied to new mounts.");
}

QString SystemHealth::nfsraheadProblemAt(const SystemRoot &root)
{
    SystemHealth health;
    health.findNfsrahead(root);
    return health.nfsraheadProblem;
}

SystemHealth SystemHealth::check(const SystemRoot &root, bool rulesConfigured)
{
    SystemHealth health;
    const auto [raheadRulePath, raheadProgram] = raheadRule(root);
    health.raheadRulePath = raheadRulePath;
    if (!raheadProgram.isEmpty() && QFileInfo(root.path(raheadProgram)).isExecutable())
        health.raheadPath = raheadProgram;
    if (rulesConfigured) {
        const QString problem = rulesHelperProblem(root);
        if (!problem.isEmpty())
            health.problems.append(problem);
    }
    health.findNfsrahead(root);
    if (!health.nfsraheadProblem.isEmpty())
        health.problems.append(health.nfsraheadProblem);
    if (!health.nfsraheadPath.isEmpty()) {
        const auto binary = readWholeFile(root.path(health.nfsraheadPath), 16 << 20);
        if (binary)
            health.configFileRead = compiledConfigPath(*binary);
        if (!health.configFileRead.isEmpty() && health.configFileRead != SystemRoot::nfsConfPath())
            health.problems.append(
                tr("This nfsrahead reads %1, not /etc/nfs.conf: settings saved in "
                   "/etc/nfs.conf will not reach it.")
                    .arg(health.configFileRead));
    }
    const auto maxBlock = readWholeFile(root.path(nfsdMaxBlockSizePath()), 64);
    bool ok = false;
    const uint value = maxBlock ? maxBlock->trimmed().toUInt(&ok) : 0;
    if (ok && value > 0)
        health.nfsdMaxBlockSize = value;
    return health;
}

QString SystemHealth::nfsdMaxBlockSizePath()
{
    return QStringLiteral("/proc/fs/nfsd/max_block_size");
}

} // namespace nfstuner
