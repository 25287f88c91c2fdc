// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/writebackstate.h"

#include "base/textfile.h"
#include "mounts/nfsmounttable.h"

#include <cmath>

namespace nfstuner {

namespace {

// The kernel's int_sqrt(): the largest r with r * r <= x.
quint64 intSqrt(quint64 x)
{
    quint64 r = quint64(std::sqrt(double(x)));
    while (r * r > x)
        --r;
    while ((r + 1) * (r + 1) <= x)
        ++r;
    return r;
}

} // namespace

QString NfsCongestion::procPath()
{
    return QStringLiteral("/proc/sys/fs/nfs/nfs_congestion_kb");
}

quint64 NfsCongestion::defaultKib(quint64 memTotalKib, quint32 pageKib)
{
    const quint64 pages = memTotalKib / pageKib;
    return std::min<quint64>(16 * intSqrt(pages) * pageKib, 256 * 1024);
}

Result<WritebackMemory> WritebackMemory::parse(const QByteArray &meminfo)
{
    WritebackMemory memory;
    int found = 0;
    for (const QByteArray &line : meminfo.split('\n')) {
        // "Writeback:          12 kB"
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = line.left(colon);
        quint64 *field = name == "MemTotal"       ? &memory.memTotalKib
                         : name == "Dirty"        ? &memory.dirtyKib
                         : name == "Writeback"    ? &memory.writebackKib
                         : name == "WritebackTmp" ? &memory.writebackTmpKib
                                                  : nullptr;
        if (!field)
            continue;
        const QList<QByteArray> parts = line.mid(colon + 1).simplified().split(' ');
        bool ok = false;
        *field = parts.value(0).toULongLong(&ok);
        if (!ok || parts.value(1) != "kB")
            return Error{Error::Code::Malformed, tr("/proc/meminfo: \"%1\" is not a size in kB")
                                                     .arg(QString::fromUtf8(line.trimmed()))};
        ++found;
    }
    if (found != 4)
        return Error{Error::Code::Malformed,
                     tr("/proc/meminfo lacks MemTotal, Dirty, Writeback or WritebackTmp")};
    return memory;
}

Result<WritebackMemory> WritebackMemory::read(const SystemRoot &root)
{
    const auto content = readWholeFile(root.path(QStringLiteral("/proc/meminfo")), 1024 * 1024);
    if (!content)
        return content.error();
    return parse(*content);
}

Result<quint64> NfsCongestion::readLive(const SystemRoot &root)
{
    const auto live = readWholeFile(root.path(procPath()), 64);
    if (!live) {
        if (live.error().code != Error::Code::NotFound)
            return live.error();
        // With NFS mounts the client is there: a captured folder left the
        // file out, and "no NFS client" beside a list of mounts is wrong.
        const auto table = NfsMountTable::read(root);
        if (table && !table->mounts().isEmpty())
            return Error{Error::Code::NotFound,
                         CongestionLimit::tr("unknown: %1 is missing, though %n NFS mount(s) "
                                             "show the NFS client is loaded",
                                             nullptr, int(table->mounts().size()))
                             .arg(root.path(procPath()))};
        return Error{Error::Code::NotFound,
                     CongestionLimit::tr("no NFS client: %1 appears when the nfs module is "
                                         "loaded")
                         .arg(procPath())};
    }
    bool ok = false;
    const qint64 kib = live->trimmed().toLongLong(&ok);
    if (!ok || kib < 0)
        return Error{Error::Code::Malformed,
                     CongestionLimit::tr("%1 holds \"%2\", not a size in KiB")
                         .arg(procPath(), QString::fromUtf8(live->trimmed().left(40)))};
    return quint64(kib);
}

CongestionLimit CongestionLimit::read(const SystemRoot &root)
{
    CongestionLimit limit;
    if (const auto live = NfsCongestion::readLive(root))
        limit.liveKib = *live;
    else
        limit.liveError = live.error().message;
    if (const auto memory = WritebackMemory::read(root)) {
        limit.memTotalKib = memory->memTotalKib;
        limit.defaultKib = NfsCongestion::defaultKib(memory->memTotalKib);
    }
    const SysctlConf conf = SysctlConf::load(root);
    limit.persistent = conf.effective(QString::fromLatin1(NfsCongestion::SysctlKey));
    limit.warnings = conf.warnings();
    return limit;
}

} // namespace nfstuner
