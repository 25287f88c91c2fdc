// SPDX-License-Identifier: GPL-2.0-or-later
#include "readers/readerscan.h"

#include "base/unixfd.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

namespace nfstuner {

bool OpenMountFile::isDirect() const
{
    return flags & O_DIRECT;
}

namespace {

// A /proc file is produced whole by one read of a page or more.
constexpr int SmallFileBytes = 4096;

// The whole of a small file at `name` under the folder `dirFd`; nullopt when
// it is gone or unreadable.
std::optional<QByteArray> readSmall(int dirFd, const char *name)
{
    UniqueFd fd(::openat(dirFd, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
    if (!fd.valid())
        return std::nullopt;
    char buffer[SmallFileBytes];
    ssize_t got;
    do {
        got = ::read(fd.get(), buffer, sizeof buffer);
    } while (got < 0 && errno == EINTR);
    if (got < 0)
        return std::nullopt;
    return QByteArray(buffer, got);
}

std::optional<QByteArray> readLink(int dirFd, const char *name)
{
    char buffer[PATH_MAX];
    const ssize_t got = ::readlinkat(dirFd, name, buffer, sizeof buffer);
    if (got < 0 || size_t(got) >= sizeof buffer)
        return std::nullopt;
    return QByteArray(buffer, got);
}

bool isNumber(const char *name)
{
    if (!*name)
        return false;
    for (; *name; ++name)
        if (*name < '0' || *name > '9')
            return false;
    return true;
}

// "key:\tVALUE\n" in fdinfo or status: VALUE's first field as a number of
// `base`, nullopt when the key is missing or the value is not a number.
std::optional<quint64> field(QByteArrayView text, QByteArrayView key, int base)
{
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype end = text.indexOf('\n', at);
        if (end < 0)
            end = text.size();
        const QByteArrayView line = text.sliced(at, end - at);
        if (line.startsWith(key) && line.size() > key.size() && line[key.size()] == ':') {
            QByteArrayView value = line.sliced(key.size() + 1).trimmed();
            const qsizetype blank =
                value.indexOf('\t') >= 0 ? value.indexOf('\t') : value.indexOf(' ');
            if (blank >= 0)
                value = value.first(blank);
            bool ok = false;
            const quint64 number = value.toULongLong(&ok, base);
            return ok ? std::optional(number) : std::nullopt;
        }
        at = end + 1;
    }
    return std::nullopt;
}

// Field 22 (starttime) of /proc/PID/stat. The command, field 2, is in
// parentheses and may hold anything, ')' and blanks too: the fields after
// it are counted from its last ')'.
std::optional<quint64> startTicksOf(int pidDir)
{
    const auto stat = readSmall(pidDir, "stat");
    if (!stat)
        return std::nullopt;
    const qsizetype close = stat->lastIndexOf(')');
    if (close < 0)
        return std::nullopt;
    const QList<QByteArray> fields = stat->mid(close + 2).split(' ');
    // fields[0] is field 3 (state): field 22 is fields[19].
    bool ok = false;
    const quint64 ticks = fields.value(19).toULongLong(&ok);
    return ok ? std::optional(ticks) : std::nullopt;
}

bool readIo(int pidDir, ProcessReads &process)
{
    const auto io = readSmall(pidDir, "io");
    if (!io)
        return false;
    process.ioMonotonicNs = ReaderScanner::monotonicNs();
    const auto chars = field(*io, "rchar", 10);
    const auto calls = field(*io, "syscr", 10);
    const auto bytes = field(*io, "read_bytes", 10);
    if (!chars || !calls || !bytes)
        return false;
    process.readChars = *chars;
    process.readCalls = *calls;
    process.readBytes = *bytes;
    return true;
}

// pos, flags (octal) and mnt_id of /proc/PID/fdinfo/FD.
std::optional<OpenMountFile> openFile(int pidDir, const char *fd)
{
    const QByteArray name = QByteArrayLiteral("fdinfo/") + fd;
    const auto info = readSmall(pidDir, name.constData());
    if (!info)
        return std::nullopt;
    const auto position = field(*info, "pos", 10);
    const auto flags = field(*info, "flags", 8);
    const auto mountId = field(*info, "mnt_id", 10);
    if (!position || !flags || !mountId)
        return std::nullopt;
    OpenMountFile file;
    file.position = *position;
    file.flags = quint32(*flags);
    file.mountId = qint32(*mountId);
    return file;
}

// Who runs the process and what it is; false when it is gone.
bool describe(int pidDir, ProcessReads &process)
{
    const auto status = readSmall(pidDir, "status");
    const auto uid = status ? field(*status, "Uid", 10) : std::nullopt;
    const auto command = readSmall(pidDir, "comm");
    if (!uid || !command)
        return false;
    process.uid = quint32(*uid);
    process.command = command->endsWith('\n') ? command->chopped(1) : *command;
    process.ioKnown = readIo(pidDir, process);
    return true;
}

} // namespace

ReaderScanner::ReaderScanner(SystemRoot root, QList<WatchedMount> mounts)
    : m_root(std::move(root))
    , m_watched(std::move(mounts))
{
    for (const WatchedMount &mount : std::as_const(m_watched)) {
        m_mounts.insert(mount.label, mount.mountpoint);
        m_mountpoints.insert(mount.mountpoint);
    }
}

namespace {

// "\040" and the other octal escapes of mountinfo, undone.
QByteArray unescapeMountinfo(QByteArrayView field)
{
    QByteArray out;
    out.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.sliced(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out += char(value);
                i += 3;
                continue;
            }
        }
        out += field[i];
    }
    return out;
}

} // namespace

// Read once per mount namespace, from the first of its processes seen.
const QHash<qint32, qint32> *ReaderScanner::labelsFor(int pidDir)
{
    const auto space = readLink(pidDir, "ns/mnt");
    if (!space)
        return nullptr;
    if (const auto known = m_namespaces.constFind(*space); known != m_namespaces.cend())
        return &*known;
    QHash<qint32, qint32> labels;
    UniqueFd file(::openat(pidDir, "mountinfo", O_RDONLY | O_CLOEXEC));
    QFile mountinfo;
    if (file.valid() && mountinfo.open(file.get(), QIODevice::ReadOnly)) {
        for (const QByteArray &line : mountinfo.readAll().split('\n')) {
            // ID PARENT MAJOR:MINOR ROOT MOUNTPOINT ...
            const QList<QByteArray> fields = line.split(' ');
            if (fields.size() < 5)
                continue;
            const auto device = BdiId::parse(QString::fromLatin1(fields[2]));
            const QByteArray mountpoint = unescapeMountinfo(fields[4]);
            for (const WatchedMount &watched : std::as_const(m_watched))
                if (device && *device == watched.device && mountpoint == watched.mountpoint)
                    labels.insert(fields[0].toInt(), watched.label);
        }
    }
    return &*m_namespaces.insert(*space, labels);
}

quint64 ReaderScanner::monotonicNs()
{
    timespec now = {};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return quint64(now.tv_sec) * 1000000000ULL + quint64(now.tv_nsec);
}

quint64 ReaderScanner::ticksPerSecond()
{
    static const long ticks = ::sysconf(_SC_CLK_TCK);
    return ticks > 0 ? quint64(ticks) : 100;
}

// A cheap first look at a link's target: only files whose path lies under
// one of the mountpoints can be on those mounts as this process sees them.
// fdinfo's mnt_id decides afterwards.
bool ReaderScanner::underWatchedMountpoint(QByteArrayView target) const
{
    if (target.isEmpty() || target.front() != '/')
        return false; // socket:[…], pipe:[…], anon_inode:…
    if (m_mountpoints.contains(QByteArrayLiteral("/")))
        return true;
    for (qsizetype slash = target.indexOf('/', 1);; slash = target.indexOf('/', slash + 1)) {
        const QByteArrayView prefix = slash < 0 ? target : target.first(slash);
        if (m_mountpoints.contains(prefix.toByteArray()))
            return true;
        if (slash < 0)
            return false;
    }
}

// The files of one process on the watched mounts, at most `room` of them;
// false when there were more.
bool ReaderScanner::scanFiles(int pidDir, ProcessReads &process, qsizetype room, QByteArray *names,
                              const QHash<qint32, qint32> *labels) const
{
    UniqueFd fdDir(::openat(pidDir, "fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!fdDir.valid())
        return true; // another user's process, seen without privilege; or gone
    DIR *fds = ::fdopendir(::dup(fdDir.get()));
    if (!fds)
        return true;
    bool complete = true;
    while (const dirent *entry = ::readdir(fds)) {
        if (!isNumber(entry->d_name))
            continue;
        *names += QByteArrayView(entry->d_name) + ' ';
        const auto target = readLink(fdDir.get(), entry->d_name);
        if (!target || !underWatchedMountpoint(*target))
            continue;
        auto file = openFile(pidDir, entry->d_name);
        if (file && labels)
            file->mountId = labels->value(file->mountId, -1);
        if (!file || !m_mounts.contains(file->mountId))
            continue;
        // The same file still: an fd closed and reused between the link and
        // fdinfo would pair one file's path with another's mount.
        if (readLink(fdDir.get(), entry->d_name) != target)
            continue;
        if (process.files.size() >= room) {
            complete = false;
            break;
        }
        OpenMountFile open = *file;
        open.fd = QByteArrayView(entry->d_name).toInt();
        open.path = *target;
        process.files.append(std::move(open));
    }
    ::closedir(fds);
    // In fd order, as ls shows them, not the directory's.
    std::sort(process.files.begin(), process.files.end(),
              [](const auto &a, const auto &b) { return a.fd < b.fd; });
    return complete;
}

namespace {

// The names in /proc/PID/fd, in the kernel's order (ascending): the same
// list again says no descriptor was opened or closed meanwhile (short of
// one closed and another opened under the same number).
QByteArray fdNames(int pidDir)
{
    UniqueFd fdDir(::openat(pidDir, "fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    DIR *fds = fdDir.valid() ? ::fdopendir(fdDir.release()) : nullptr;
    if (!fds)
        return {};
    QByteArray names;
    while (const dirent *entry = ::readdir(fds)) {
        if (isNumber(entry->d_name))
            names += QByteArrayView(entry->d_name) + ' ';
    }
    ::closedir(fds);
    return names;
}

} // namespace

std::optional<ProcessReads> ReaderScanner::reuse(int pidDir, quint32 pid, quint64 startTicks,
                                                 bool fresh)
{
    ProcessReads now;
    now.pid = pid;
    now.startTicks = startTicks;
    now.ioKnown = readIo(pidDir, now);
    const auto cached = m_cache.constFind(pid);
    if (fresh || !now.ioKnown || cached == m_cache.cend() ||
        cached->reads.startTicks != startTicks || !cached->reads.ioKnown ||
        cached->reads.readChars != now.readChars)
        return std::nullopt;
    const QByteArray names = fdNames(pidDir);
    if (names != cached->fdNames)
        return std::nullopt;
    // Nothing read, nothing opened or closed: the files stand where they
    // stood; the counters are now's.
    ProcessReads reads = cached->reads;
    reads.readCalls = now.readCalls;
    reads.readBytes = now.readBytes;
    reads.ioMonotonicNs = now.ioMonotonicNs;
    return reads;
}

namespace {

// Marshalled sizes, padding included: a file's struct (iituay, 8-aligned)
// is at most 32 bytes and its path; a process's (utuaybtttta(...)) at most
// 80, its command and its array's length.
constexpr qsizetype FileBytes = 32, ProcessBytes = 88;

// Keeps the files of `process` that fit in `bytes` of the reply: false
// when some had to go.
bool keepWithin(ProcessReads &process, qsizetype bytes)
{
    qsizetype used = ProcessBytes + process.command.size();
    for (qsizetype i = 0; i < process.files.size(); ++i) {
        used += FileBytes + process.files[i].path.size();
        if (used > bytes) {
            process.files.resize(i);
            return false;
        }
    }
    return true;
}

} // namespace

qsizetype ReaderScanner::replyBytes(const ProcessReads &process)
{
    qsizetype bytes = ProcessBytes + process.command.size();
    for (const OpenMountFile &file : process.files)
        bytes += FileBytes + file.path.size();
    return bytes;
}

ReaderScan ReaderScanner::scan(std::optional<quint32> onlyUid, Limits limits)
{
    ReaderScan result;
    result.monotonicNs = monotonicNs();
    if (const auto uptime = readSmall(
            AT_FDCWD, QFile::encodeName(m_root.path(QStringLiteral("/proc/uptime"))).constData()))
        result.uptimeTicks = quint64(uptime->split(' ').value(0).toDouble() * ticksPerSecond());
    result.mountpoints = m_mounts;
    if (m_mounts.isEmpty())
        return result;
    const QByteArray procPath = QFile::encodeName(m_root.path(QStringLiteral("/proc")));
    UniqueFd proc(::open(procPath.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    DIR *procDir = proc.valid() ? ::fdopendir(::dup(proc.get())) : nullptr;
    if (!procDir)
        return result;
    const bool fresh = m_passes++ % FullScanEvery == 0;
    m_namespaces.clear(); // mounts come and go: each pass reads them again
    QHash<quint32, Cached> seen;
    qsizetype files = 0, bytes = 0;
    while (const dirent *entry = ::readdir(procDir)) {
        if (!isNumber(entry->d_name))
            continue;
        if (result.processes.size() >= limits.processes || files >= limits.files ||
            bytes >= limits.bytes) {
            result.truncated = true;
            break;
        }
        const qsizetype room = std::min(limits.filesPerProcess, limits.files - files);
        UniqueFd pidDir(::openat(proc.get(), entry->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        const auto started = pidDir.valid() ? startTicksOf(pidDir.get()) : std::nullopt;
        if (!started)
            continue;
        const quint32 pid = QByteArrayView(entry->d_name).toUInt();
        bool complete = true;
        std::optional<ProcessReads> process = reuse(pidDir.get(), pid, *started, fresh);
        if (process) {
            seen.insert(pid, {*process, m_cache.value(pid).fdNames});
        } else {
            process = read(pidDir.get(), pid, *started, room, complete, seen);
            if (!process)
                continue;
        }
        if (process->files.isEmpty() || (onlyUid && process->uid != *onlyUid))
            continue;
        if (process->files.size() > room) { // kept from a scan with more room
            process->files.resize(room);
            complete = false;
        }
        if (!keepWithin(*process, limits.bytes - bytes))
            complete = false;
        if (process->files.isEmpty()) { // not even one file fits: the reply is full
            result.truncated = true;
            break;
        }
        files += process->files.size();
        bytes += replyBytes(*process);
        result.processes.append(std::move(*process));
        // The rest of this process's files are left out; other processes
        // are still listed.
        result.truncated = result.truncated || !complete;
    }
    ::closedir(procDir);
    m_cache = std::move(seen);
    return result;
}

// A process read afresh: its files on the watched mounts, who runs it and
// its counters (read after the files, as in every scan, so that the two
// scans of an interval read them in the same order).
std::optional<ProcessReads> ReaderScanner::read(int pidDir, quint32 pid, quint64 startTicks,
                                                qsizetype room, bool &complete,
                                                QHash<quint32, Cached> &seen)
{
    ProcessReads process;
    process.pid = pid;
    process.startTicks = startTicks;
    QByteArray names;
    complete = scanFiles(pidDir, process, room, &names, labelsFor(pidDir));
    if (!process.files.isEmpty() && !describe(pidDir, process))
        return std::nullopt;
    if (process.files.isEmpty())
        process.ioKnown = readIo(pidDir, process); // for the next pass to compare with
    // The same process still, not one that got its pid meanwhile.
    if (startTicksOf(pidDir) != startTicks)
        return std::nullopt;
    if (complete)
        seen.insert(pid, {process, names});
    return process;
}

} // namespace nfstuner
