// SPDX-License-Identifier: GPL-2.0-or-later
#include "demo/demotraffic.h"

#include "base/atomicfilereplace.h"
#include "base/textfile.h"
#include "mounts/bdisysfs.h"
#include "mounts/nfsmounttable.h"
#include "stats/mountstats.h"
#include "writeback/writebackstate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QtMath>

namespace nfstuner {

namespace {

constexpr int TickMs = 250;

// Peak demand per demo mount (bytes/s) and the wave period (s); any other
// mount gets a moderate default. Writes: how long the server takes to put
// data on disk (what must be in flight to keep it busy is the write rate
// times that), bytes per WRITE (0: wsize) and COMMITs per WRITE; how much
// of the write demand the wave takes away at its low.
struct Workload
{
    const char *mountpoint;
    double read, write, period;
    double flushSeconds, writeCall, commitsPerWrite;
    DemoLimit limit;
    double writeSwing = 0.6;
};
constexpr Workload Workloads[] = {
    // An editor that saves small files with fsync: small WRITEs, many
    // COMMITs; its reads wait on the round trip at 128 KiB.
    {"/srv/projects", 260e6, 18e6, 47, 0.05, 16384, 0.5, DemoLimit::RoundTrip},
    // A bulk reader (backups, renders): it reads as fast as the client
    // lets it, so its throughput is readahead's, for Tune… and the charts.
    {"/mnt/media", 1600e6, 0, 71, 0.05, 0, 0, DemoLimit::RoundTrip},
    // A build: a storm of GETATTR, LOOKUP and ACCESS, few reads.
    {"/srv/builds", 20e6, 90e6, 29, 0.1, 0, 0.01, DemoLimit::Metadata},
    // Backups to a server whose disks want a deep queue: the default limit
    // holds them back until it is raised (the write tune finds how far:
    // a steady stream, so that its trials meet much the same demand); its
    // restores wait on its disks.
    {"/mnt/backup", 200e6, 140e6, 53, 2.5, 0, 0.001, DemoLimit::Server, 0.2},
    // Render nodes reading scenes over a transport of 16 slots.
    {"/mnt/render", 400e6, 0, 37, 0.05, 0, 0, DemoLimit::Slots},
    // A remote office's server over a lossy link.
    {"/mnt/remote", 80e6, 2e6, 43, 0.05, 0, 0, DemoLimit::Losses},
    // Files read again and again, from memory.
    {"/mnt/cache", 500e6, 0, 61, 0.05, 0, 0, DemoLimit::PageCache},
    // A player: 64 KiB now and then.
    {"/mnt/video", 3e6, 0, 90, 0.05, 0, 0, DemoLimit::Application},
    {"/mnt/archive", 0, 0, 60, 0.05, 0, 0, DemoLimit::Idle},
};

// The size of the files the demo's readers read one after another.
constexpr double DemoFileBytes = 256e6;

// The demo machine's memory: 16 GiB, whose default limit is 128 MiB.
constexpr quint64 MemTotalKib = 16 * 1024 * 1024;

// `outstanding`: the RPCs in flight while busy; their execute times add up
// to that many times the time they were busy.
void accountOp(double &opsField, double &transmissions, double &sent, double &received,
               double &rttMs, double &executeMs, double count, double payload, double rtt,
               bool isRead, double outstanding, double busyShare, double seconds)
{
    opsField += count;
    transmissions += count;
    (isRead ? received : sent) += payload + 120 * count;
    (isRead ? sent : received) += 140 * count;
    rttMs += count * rtt;
    executeMs += std::max(count * (rtt + 0.04), outstanding * busyShare * seconds * 1000);
}

} // namespace

void DemoTraffic::account(Op &op, double count, double payload, double size, bool received,
                          double outstanding, double busyShare, double seconds, double extraMs)
{
    const double rtt = DemoLimitModel::FloorMs + size / DemoLimitModel::LinkBytesPerMs + extraMs;
    accountOp(op.ops, op.transmissions, op.bytesSent, op.bytesReceived, op.rttMs, op.executeMs,
              count, payload, rtt, received, outstanding, busyShare, seconds);
}

double DemoTraffic::advanceReads(Superblock &sb, double seconds)
{
    const DemoLimitModel model = DemoLimitModel::of(sb.limit);
    const auto readahead = BdiSysfs(m_root).readAheadKb(BdiId::parse(sb.bdi).value_or(BdiId{}));
    // Sequential reads in 64 KiB calls; an unreadable readahead taken for
    // the kernel's default. READs are at most rsize; the readahead keeps
    // its window in flight, several READs when it exceeds rsize, and what
    // is in flight sets the rate, as on a real client.
    const quint32 kib = readahead ? *readahead : 128;
    const double rpc = readSize(kib, sb.rsize, 65536);
    const double window = std::max(double(kib) * 1024, rpc);
    // Reads vary less than writes: a value a tune tries a minute after
    // another meets much the same demand.
    const double readWave = 0.8 + 0.2 * std::sin(2 * M_PI * m_time / sb.period);
    const double jitter = 0.9 + 0.1 * std::sin(m_time * 7.3 + sb.period);
    // A slow server: the window covers fewer bytes per second.
    const double rtt = DemoLimitModel::FloorMs + rpc / DemoLimitModel::LinkBytesPerMs +
                       model.serverMs + model.queueMs;
    double capacity = readCapacity(window);
    if (model.serverMs > 0 || model.queueMs > 0)
        capacity = std::min(capacity, window / rtt * 1000);
    const double wireCapacity = capacity;
    // From memory: as fast as the application asks.
    if (model.cacheShare > 0)
        capacity = std::max(capacity, sb.readDemand);
    const double reading = std::min(sb.readDemand * readWave * jitter, capacity);
    const double readBytes = reading * seconds;
    const double wireBytes = readBytes * (1 - model.cacheShare);
    const double reads = wireBytes / rpc;
    sb.bytes[MountCounters::NormalRead] += readBytes;
    sb.bytes[MountCounters::ServerRead] += wireBytes;
    sb.bytes[MountCounters::ReadPages] += wireBytes / 4096;
    // While reading, the window keeps window / rpc READs in flight, for
    // the share of the time the demand needs of what it carries.
    const double outstanding = window / rpc;
    const double busy =
        wireCapacity > 0 && seconds > 0 ? std::min(1.0, wireBytes / seconds / wireCapacity) : 0;
    account(sb.read, reads, wireBytes, rpc, true, outstanding, busy, seconds, model.serverMs);
    sb.read.queueMs += reads * model.queueMs;
    sb.read.executeMs += reads * model.queueMs;
    sb.read.transmissions += reads * model.resentShare;
    // The cheap ops at each open, and a build's storm of them.
    const double quiet = sb.limit == DemoLimit::Idle ? 0.1 : DemoLimitModel::QuietGetattrsPerSecond;
    const double metadata = (quiet + model.metadataPerSecond) * seconds;
    account(sb.getattr, metadata * 0.55, 0, 0, true, 0, 0, seconds, model.metadataServerMs);
    account(sb.lookup, metadata * 0.27, 0, 0, true, 0, 0, seconds, model.metadataServerMs);
    account(sb.access, metadata * 0.18, 0, 0, true, 0, 0, seconds, model.metadataServerMs);
    const double sends = reads * (1 + model.resentShare) + metadata;
    const double inFlight = outstanding * busy + 1;
    sb.transport.sends += sends;
    sb.transport.requestsInUse +=
        sends * std::min(inFlight, model.maxSlots > 0 ? model.maxSlots : inFlight);
    sb.transport.backlog += sends * model.backlogPerSend;
    sb.transport.maxSlots =
        std::max(sb.transport.maxSlots, model.maxSlots > 0 ? model.maxSlots : std::ceil(inFlight));
    return readBytes;
}

DemoTraffic::DemoTraffic(SystemRoot root, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
    , m_readers(m_root)
{
    m_timer.setInterval(TickMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const double seconds = double(m_clock.restart()) / 1000.0;
        advance(seconds);
    });
    loadBase();
}

double DemoTraffic::readCapacity(double inFlightBytes)
{
    // 600 MB/s with much in flight, half of it at 380 KiB: with 128 KiB of
    // readahead a client gets about 150 MB/s, with 1 MiB about 440, with 15
    // MiB about 585, close to the 135 vs 454 MB/s reported for RHEL 8 (128
    // KiB vs 15 MiB readahead).
    return 600e6 * inFlightBytes / (inFlightBytes + 380.0 * 1024);
}

double DemoTraffic::readSize(quint32 readAheadKib, double rsize, double callBytes)
{
    const double calls = std::min(callBytes, rsize);
    return std::clamp(double(readAheadKib) * 1024, calls, rsize);
}

void DemoTraffic::loadBase()
{
    const auto content = readWholeFile(m_root.path(SystemRoot::mountStatsPath()));
    const auto table = NfsMountTable::read(m_root);
    if (!content || !table)
        return;
    m_lines = content->split('\n');
    Block *block = nullptr;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const QByteArray &line = m_lines[i];
        if (line.startsWith("device ")) {
            block = nullptr;
            const auto fields = MountStats::splitDeviceLine(line);
            if (!fields)
                continue;
            const QString mountpoint = QString::fromUtf8(MountStats::unescape(fields->mountpoint));
            const NfsMount *mount = table->findByMountpoint(mountpoint);
            if (!mount)
                continue;
            const QString bdi = mount->bdi.toString();
            if (!m_superblocks.contains(bdi)) {
                Superblock superblock;
                superblock.bdi = bdi;
                superblock.mountpoint = mount->mountpoint;
                superblock.mountId = mount->mountId;
                superblock.rsize = mount->rsize ? mount->rsize : superblock.rsize;
                superblock.wsize = mount->wsize ? mount->wsize : superblock.wsize;
                superblock.readDemand = 60e6;
                superblock.writeDemand = 5e6;
                for (const Workload &workload : Workloads) {
                    if (mountpoint == QLatin1String(workload.mountpoint)) {
                        superblock.readDemand = workload.read;
                        superblock.writeDemand = workload.write;
                        superblock.period = workload.period;
                        superblock.flushSeconds = workload.flushSeconds;
                        superblock.writeSwing = workload.writeSwing;
                        if (workload.writeCall > 0)
                            superblock.writeCall = std::min(workload.writeCall, superblock.wsize);
                        superblock.commitsPerWrite = workload.commitsPerWrite;
                        superblock.limit = workload.limit;
                    }
                }
                if (superblock.writeCall <= 0)
                    superblock.writeCall = superblock.wsize;
                m_superblocks.insert(bdi, superblock);
            }
            block = &m_blocks.emplace_back();
            block->superblock = bdi;
            continue;
        }
        if (!block)
            continue;
        const QByteArray trimmed = line.trimmed();
        if (trimmed.startsWith("age:"))
            block->age = i;
        else if (trimmed.startsWith("bytes:"))
            block->bytes = i;
        else if (trimmed.startsWith("events:"))
            block->events = i;
        else if (trimmed.startsWith("READ:"))
            block->read = i;
        else if (trimmed.startsWith("READ_PLUS:")) {
            block->readPlus = i;
            m_superblocks[block->superblock].readsWithReadPlus = true;
        } else if (trimmed.startsWith("WRITE:"))
            block->write = i;
        else if (trimmed.startsWith("COMMIT:"))
            block->commit = i;
        else if (trimmed.startsWith("GETATTR:"))
            block->getattr = i;
        else if (trimmed.startsWith("LOOKUP:"))
            block->lookup = i;
        else if (trimmed.startsWith("ACCESS:"))
            block->access = i;
        else if (trimmed.startsWith("xprt:"))
            block->xprt = i;
    }
}

void DemoTraffic::start()
{
    // The demo's NFS client module is "loaded" with the default limit, and
    // its slot table held to the render nodes' 16 (an old tuning guide's).
    const auto writeOnce = [this](const QString &path, const QByteArray &value) {
        const QString file = m_root.path(path);
        if (QFileInfo::exists(file))
            return;
        QDir().mkpath(QFileInfo(file).path());
        QFile out(file);
        if (out.open(QIODevice::WriteOnly))
            out.write(value + '\n');
    };
    writeOnce(NfsCongestion::procPath(),
              QByteArray::number(NfsCongestion::defaultKib(MemTotalKib)));
    writeOnce(QStringLiteral("/proc/sys/sunrpc/tcp_max_slot_table_entries"),
              QByteArray::number(quint64(DemoLimitModel::of(DemoLimit::Slots).maxSlots)));
    m_clock.start();
    advance(0);
    m_timer.start();
}

void DemoTraffic::advance(double seconds)
{
    m_time += seconds;
    const auto limitKib = NfsCongestion::readLive(m_root);
    const double limitBytes = limitKib ? double(*limitKib) * 1024 : 0;
    double writebackBytes = 0, dirtyBytes = 0;
    for (Superblock &sb : m_superblocks) {
        const double wave = 0.55 + 0.45 * std::sin(2 * M_PI * m_time / sb.period);
        const double jitter = 0.9 + 0.1 * std::sin(m_time * 7.3 + sb.period);
        double writing = sb.writeDemand * (1 - sb.writeSwing * wave) * jitter;
        // Keeping the server busy needs writing x flushSeconds in flight;
        // past the limit writers wait, and write-back sits at the limit.
        double inFlight = writing * sb.flushSeconds;
        if (limitBytes > 0 && inFlight > limitBytes) {
            inFlight = limitBytes * (0.95 + 0.05 * jitter);
            writing = limitBytes / sb.flushSeconds;
        }
        writebackBytes += inFlight;
        dirtyBytes += writing * 2; // about two seconds of writes wait in the page cache

        const double readBytes = advanceReads(sb, seconds);
        const double writeBytes = writing * seconds;
        const double writes = writeBytes / sb.writeCall;
        sb.fileReleases += readBytes / DemoFileBytes;
        m_readers.advance(sb.mountId, sb.mountpoint, readBytes, 1000 + m_time);
        sb.bytes[MountCounters::NormalWrite] += writeBytes;
        sb.bytes[MountCounters::ServerWrite] += writeBytes;
        sb.bytes[MountCounters::WritePages] += writeBytes / 4096;
        account(sb.write, writes, writeBytes, sb.writeCall, false, 0, 0, seconds);
        account(sb.commit, writes * sb.commitsPerWrite, 0, 0, false, 0, 0, seconds);
        sb.transport.sends += writes * (1 + sb.commitsPerWrite);
        sb.transport.requestsInUse += writes * (1 + sb.commitsPerWrite);
    }
    writeMeminfo(writebackBytes, dirtyBytes);
    // Atomic, so a sampler never reads half a file.
    const QString path = m_root.path(SystemRoot::mountStatsPath());
    const QByteArray content = render();
    (void)AtomicFileReplace::replace(
        path, std::nullopt, [&content](const std::optional<QByteArray> &) {
            return Result<std::optional<QByteArray>>(std::optional(content));
        });
}

void DemoTraffic::writeMeminfo(double writebackBytes, double dirtyBytes) const
{
    const auto kib = [](double bytes) { return QByteArray::number(quint64(bytes / 1024)); };
    const QByteArray content = "MemTotal:       " + QByteArray::number(MemTotalKib) +
                               " kB\nDirty:          " + kib(dirtyBytes) +
                               " kB\nWriteback:      " + kib(writebackBytes) +
                               " kB\nWritebackTmp:   0 kB\n";
    (void)AtomicFileReplace::replace(m_root.path(QStringLiteral("/proc/meminfo")), std::nullopt,
                                     [&content](const std::optional<QByteArray> &) {
                                         return Result<std::optional<QByteArray>>(
                                             std::optional(content));
                                     });
}

QByteArray DemoTraffic::render() const
{
    QByteArrayList lines = m_lines;
    auto number = [](double value) { return QByteArray::number(quint64(value)); };
    for (const Block &block : m_blocks) {
        const Superblock &sb = m_superblocks[block.superblock];
        if (block.age >= 0)
            lines[block.age] = "\tage:\t" + number(m_time + 600);
        if (block.bytes >= 0) {
            QByteArray line = "\tbytes:\t";
            for (double value : sb.bytes)
                line += number(value) + ' ';
            lines[block.bytes] = line;
        }
        if (block.events >= 0) {
            // The captured events with the files closed since added to VFSRELEASE.
            QByteArrayList fields = m_lines[block.events].trimmed().mid(7).simplified().split(' ');
            if (fields.size() > 17) {
                fields[17] = number(fields[17].toDouble() + sb.fileReleases);
                lines[block.events] = "\tevents:\t" + fields.join(' ') + ' ';
            }
        }
        auto opLine = [&](const char *name, const Op &op) -> QByteArray {
            return QByteArray("\t        ") + name + ": " + number(op.ops) + ' ' +
                   number(op.transmissions) + " 0 " + number(op.bytesSent) + ' ' +
                   number(op.bytesReceived) + ' ' + number(op.queueMs) + ' ' + number(op.rttMs) +
                   ' ' + number(op.executeMs) + " 0";
        };
        if (block.read >= 0 && !sb.readsWithReadPlus)
            lines[block.read] = opLine("READ", sb.read);
        if (block.readPlus >= 0)
            lines[block.readPlus] = opLine("READ_PLUS", sb.read);
        if (block.write >= 0)
            lines[block.write] = opLine("WRITE", sb.write);
        if (block.commit >= 0)
            lines[block.commit] = opLine("COMMIT", sb.commit);
        if (block.getattr >= 0)
            lines[block.getattr] = opLine("GETATTR", sb.getattr);
        if (block.lookup >= 0)
            lines[block.lookup] = opLine("LOOKUP", sb.lookup);
        if (block.access >= 0)
            lines[block.access] = opLine("ACCESS", sb.access);
        if (block.xprt >= 0)
            lines[block.xprt] = transportLine(m_lines[block.xprt], sb.transport);
    }
    return lines.join('\n');
}

// "xprt: tcp srcport bind_count connect_count connect_time idle_time sends
// recvs bad_xids req_u bklog_u max_slots sending_u pending_u": the captured
// connection's first fields, the demo's counts after them.
QByteArray DemoTraffic::transportLine(const QByteArray &captured, const Transport &t) const
{
    const QByteArrayList fields = captured.trimmed().mid(5).simplified().split(' ');
    if (fields.size() < 13 || fields[0] != "tcp")
        return captured;
    auto number = [](double value) { return QByteArray::number(quint64(value)); };
    return "\txprt:\t" + fields.mid(0, 6).join(' ') + ' ' + number(t.sends) + ' ' +
           number(t.sends) + " 0 " + number(t.requestsInUse) + ' ' + number(t.backlog) + ' ' +
           number(t.maxSlots) + " 0 0";
}

} // namespace nfstuner
