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
// times that), bytes per WRITE (0: wsize) and COMMITs per WRITE.
struct Workload
{
    const char *mountpoint;
    double read, write, period;
    double flushSeconds, writeCall, commitsPerWrite;
};
constexpr Workload Workloads[] = {
    // An editor that saves small files with fsync: small WRITEs, many COMMITs.
    {"/srv/projects", 260e6, 18e6, 47, 0.05, 16384, 0.5},
    // A bulk reader (backups, renders): it reads as fast as the client
    // lets it, so its throughput is readahead's, for Tune… and the charts.
    {"/mnt/media", 1600e6, 0, 71, 0.05, 0, 0},
    {"/srv/builds", 180e6, 90e6, 29, 0.1, 0, 0.01},
    // Backups to a server whose disks want a deep queue: the default limit
    // holds them back until it is raised.
    {"/mnt/backup", 25e6, 140e6, 53, 2.5, 0, 0.001},
};

// The size of the files the demo's readers read one after another.
constexpr double DemoFileBytes = 256e6;

// The demo machine's memory: 16 GiB, whose default limit is 128 MiB.
constexpr quint64 MemTotalKib = 16 * 1024 * 1024;

} // namespace

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
                        if (workload.writeCall > 0)
                            superblock.writeCall = std::min(workload.writeCall, superblock.wsize);
                        superblock.commitsPerWrite = workload.commitsPerWrite;
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
    }
}

void DemoTraffic::start()
{
    // The demo's NFS client module is "loaded" with the default limit.
    const QString limit = m_root.path(NfsCongestion::procPath());
    if (!QFileInfo::exists(limit)) {
        QDir().mkpath(QFileInfo(limit).path());
        QFile file(limit);
        if (file.open(QIODevice::WriteOnly))
            file.write(QByteArray::number(NfsCongestion::defaultKib(MemTotalKib)) + '\n');
    }
    m_clock.start();
    advance(0);
    m_timer.start();
}

void DemoTraffic::advance(double seconds)
{
    m_time += seconds;
    const BdiSysfs sysfs(m_root);
    const auto limitKib = NfsCongestion::readLive(m_root);
    const double limitBytes = limitKib ? double(*limitKib) * 1024 : 0;
    double writebackBytes = 0, dirtyBytes = 0;
    for (Superblock &sb : m_superblocks) {
        const auto readahead = sysfs.readAheadKb(BdiId::parse(sb.bdi).value_or(BdiId{}));
        // Sequential reads in 64 KiB calls; an unreadable readahead taken
        // for the kernel's default. READs are at most rsize; the readahead
        // keeps its window in flight, several READs when it exceeds rsize,
        // and what is in flight sets the rate, as on a real client.
        const quint32 kib = readahead ? *readahead : 128;
        const double rpc = readSize(kib, sb.rsize, 65536);
        const double window = std::max(double(kib) * 1024, rpc);
        const double wave = 0.55 + 0.45 * std::sin(2 * M_PI * m_time / sb.period);
        // Reads vary less than writes: a value a tune tries a minute after
        // another meets much the same demand.
        const double readWave = 0.8 + 0.2 * std::sin(2 * M_PI * m_time / sb.period);
        const double jitter = 0.9 + 0.1 * std::sin(m_time * 7.3 + sb.period);
        const double capacity = readCapacity(window);
        const double reading = std::min(sb.readDemand * readWave * jitter, capacity);
        double writing = sb.writeDemand * (1 - 0.6 * wave) * jitter;
        // Keeping the server busy needs writing x flushSeconds in flight;
        // past the limit writers wait, and write-back sits at the limit.
        double inFlight = writing * sb.flushSeconds;
        if (limitBytes > 0 && inFlight > limitBytes) {
            inFlight = limitBytes * (0.95 + 0.05 * jitter);
            writing = limitBytes / sb.flushSeconds;
        }
        writebackBytes += inFlight;
        dirtyBytes += writing * 2; // about two seconds of writes wait in the page cache

        const double readBytes = reading * seconds;
        const double writeBytes = writing * seconds;
        const double reads = readBytes / rpc;
        const double writes = writeBytes / sb.writeCall;
        sb.fileReleases += readBytes / DemoFileBytes;
        m_readers.advance(sb.mountId, sb.mountpoint, readBytes, 1000 + m_time);
        sb.bytes[MountCounters::NormalRead] += readBytes;
        sb.bytes[MountCounters::ServerRead] += readBytes;
        sb.bytes[MountCounters::ReadPages] += readBytes / 4096;
        sb.bytes[MountCounters::NormalWrite] += writeBytes;
        sb.bytes[MountCounters::ServerWrite] += writeBytes;
        sb.bytes[MountCounters::WritePages] += writeBytes / 4096;
        // `outstanding`: the RPCs in flight while busy; their execute times
        // add up to that many times the time they were busy.
        auto account = [seconds](Op &op, double count, double payload, double size, bool received,
                                 double outstanding, double busyShare) {
            const double rtt = 0.25 + size / 800e3; // ms: a round trip plus the transfer
            op.ops += count;
            op.transmissions += count;
            (received ? op.bytesReceived : op.bytesSent) += payload + 120 * count;
            (received ? op.bytesSent : op.bytesReceived) += 140 * count;
            op.rttMs += count * rtt;
            op.executeMs +=
                std::max(count * (rtt + 0.04), outstanding * busyShare * seconds * 1000);
        };
        // While reading, the window keeps window / rpc READs in flight, for
        // the share of the time the demand needs of what it carries.
        account(sb.read, reads, readBytes, rpc, true, window / rpc, reading / capacity);
        account(sb.write, writes, writeBytes, sb.writeCall, false, 0, 0);
        account(sb.commit, writes * sb.commitsPerWrite, 0, 0, false, 0, 0);
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
    }
    return lines.join('\n');
}

} // namespace nfstuner
