// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnosis/diagnosisinputs.h"

#include "base/textfile.h"

namespace nfstuner {

namespace {

std::optional<quint32> numberIn(const SystemRoot &root, const QString &path)
{
    const auto text = readWholeFile(root.path(path), 64);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const quint32 value = text->trimmed().toUInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

} // namespace

DiagnosisInputs::DiagnosisInputs(SystemRoot root)
    : m_root(std::move(root))
    , m_slotTableEntries(
          numberIn(m_root, QStringLiteral("/proc/sys/sunrpc/tcp_max_slot_table_entries")))
    , m_sessionSlots(
          numberIn(m_root, QStringLiteral("/sys/module/nfs/parameters/max_session_slots")))
{}

QString DiagnosisInputs::exportKey(const NfsMount &mount)
{
    return exportSpec(mount.server, mount.exportPath);
}

std::optional<TcpPeer> DiagnosisInputs::serverPeer(const NfsMount &mount)
{
    const auto address = mount.options.value(u"addr");
    if (!address || mount.proto.startsWith(u"udp"))
        return std::nullopt;
    const quint32 port = mount.options.number(u"port").value_or(0);
    return TcpPeer{*address, quint16(port > 0 && port < 65536 ? port : 2049)};
}

MountDiagnoser::Input DiagnosisInputs::inputFor(const NfsMount &mount, const NfsMountTable &table,
                                                std::optional<quint32> readAheadKib) const
{
    MountDiagnoser::Input input;
    input.bdi = mount.bdi;
    input.mountpoint = mount.mountpoint;
    input.server = mount.server;
    input.exportPath = mount.exportPath;
    input.version = mount.version;
    input.rsize = mount.rsize;
    input.nconnect = mount.nconnect;
    input.readAheadKib = readAheadKib;
    if (const auto address = mount.options.value(u"addr")) {
        auto link = m_links.constFind(*address);
        if (link == m_links.constEnd())
            link = m_links.insert(*address, LinkSpeed::toServer(m_root, *address));
        input.loopback = link->loopback;
        input.linkBytesPerSecond = link->bytesPerSecond;
    }
    input.slotTableEntries = m_slotTableEntries;
    input.sessionSlots = m_sessionSlots;
    for (const NfsMount &other : table.mounts()) {
        if (other.bdi != mount.bdi && other.server == mount.server &&
            other.version == mount.version && !input.sameClient.contains(other.mountpoint))
            input.sameClient.append(other.mountpoint);
    }
    return input;
}

} // namespace nfstuner
