// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountstats.h"

#include "base/textfile.h"
#include "mounts/nfsmount.h"

#include <libmount.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace nfstuner {

namespace {

// The parser runs over every line of every NFS mount every second, so it
// walks each line with a cursor and relies on the line's '\n' to stop every
// scan: no bounds checks, no allocation, no calls out of line. (A last line
// without one is parsed from a copy that has it.)
bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool isEnd(char c)
{
    return c == '\n';
}

void skipBlanks(const char *&p)
{
    while (isBlank(*p))
        ++p;
}

// The next whitespace-separated field; `p` moves past it.
QByteArrayView nextField(const char *&p)
{
    skipBlanks(p);
    const char *start = p;
    while (!isBlank(*p) && !isEnd(*p))
        ++p;
    return QByteArrayView(start, p - start);
}

// The next field as a number: its leading digits (0 without any).
quint64 nextNumber(const char *&p)
{
    skipBlanks(p);
    quint64 value = 0;
    while (unsigned(*p - '0') < 10u) {
        value = value * 10 + quint64(*p - '0');
        ++p;
    }
    while (!isBlank(*p) && !isEnd(*p))
        ++p;
    return value;
}

qsizetype find(QByteArrayView text, std::string_view what, qsizetype from = 0)
{
    const auto at = std::string_view(text.data(), size_t(text.size())).find(what, size_t(from));
    return at == std::string_view::npos ? -1 : qsizetype(at);
}

template<qsizetype N>
bool hasPrefix(QByteArrayView text, const char (&prefix)[N])
{
    if (text.size() < N - 1)
        return false;
    for (qsizetype i = 0; i < N - 1; ++i) {
        if (text[i] != prefix[i])
            return false;
    }
    return true;
}

template<qsizetype N>
bool is(QByteArrayView text, const char (&word)[N])
{
    return text.size() == N - 1 && hasPrefix(text, word);
}

// The name of a field: `before` itself when the field is that name as it
// stands (nothing escaped, nothing but ASCII, where bytes and characters
// are one), else made from the field.
QString nameLike(QByteArrayView field, const QString *before)
{
    if (before && before->size() == field.size()) {
        bool plain = true;
        for (const char c : field)
            plain = plain && c != '\\' && uchar(c) < 0x80;
        if (plain && QLatin1StringView(field.data(), field.size()) == *before)
            return *before;
    }
    return MountStats::unescapedName(field);
}

class Parser
{
public:
    // One line, without its '\n', which must follow it in memory.
    void line(QByteArrayView line);
    QList<MountCounters> mounts;
    const QList<MountStats::Names> *namesBefore = nullptr;

private:
    void device(QByteArrayView line);
    void opLine(const char *p);

    MountCounters *m_current = nullptr;
    bool m_perOp = false;
    void transportLine(const char *p);
};

void Parser::line(QByteArrayView text)
{
    if (hasPrefix(text, "device ")) {
        device(text);
        return;
    }
    if (!m_current || text.isEmpty())
        return;
    const char *p = text.data();
    if (m_perOp) {
        opLine(p);
        return;
    }
    const QByteArrayView key = nextField(p);
    if (is(key, "age:")) {
        m_current->ageSeconds = nextNumber(p);
    } else if (is(key, "bytes:")) {
        for (quint64 &value : m_current->bytes)
            value = nextNumber(p);
    } else if (is(key, "events:")) {
        // inoderevalidate ... vfsrelease is the 18th number.
        for (int i = 0; i < 17; ++i)
            nextNumber(p);
        m_current->fileReleases = nextNumber(p);
    } else if (is(key, "xprt:")) {
        transportLine(p);
    } else if (is(key, "per-op")) {
        m_perOp = true;
    }
}

// "xprt: tcp 0 0 2 0 0 22 22 0 22 0 2 0 0" (udp: no connect fields; rdma
// and others: only counted).
void Parser::transportLine(const char *p)
{
    const QByteArrayView kind = nextField(p);
    TransportCounters t;
    t.count = 1;
    if (is(kind, "tcp") || is(kind, "tcp-tls")) {
        nextNumber(p); // srcport
        nextNumber(p); // bind_count
        t.connects = nextNumber(p);
        nextNumber(p); // connect_time
        nextNumber(p); // idle_time
    } else if (is(kind, "udp")) {
        nextNumber(p);
        nextNumber(p);
    } else {
        m_current->transport += t;
        return;
    }
    t.sends = nextNumber(p);
    t.receives = nextNumber(p);
    t.badXids = nextNumber(p);
    t.requestsInUse = nextNumber(p);
    t.backlog = nextNumber(p);
    t.maxSlots = nextNumber(p);
    m_current->transport += t;
}

void Parser::device(QByteArrayView text)
{
    m_current = nullptr;
    m_perOp = false;
    const auto fields = MountStats::splitDeviceLine(text);
    if (!fields || !NfsMount::isNfsFsType(QLatin1StringView(fields->fstype)))
        return;
    const MountStats::Names *before = namesBefore && mounts.size() < namesBefore->size()
                                          ? &namesBefore->at(mounts.size())
                                          : nullptr;
    MountCounters &mount = mounts.emplace_back();
    mount.device = nameLike(fields->device, before ? &before->device : nullptr);
    mount.mountpoint = nameLike(fields->mountpoint, before ? &before->mountpoint : nullptr);
    // Two names for nearly every mount: shared, not made for each.
    static const QString nfs = QStringLiteral("nfs"), nfs4 = QStringLiteral("nfs4");
    mount.fstype = fields->fstype == "nfs4"  ? nfs4
                   : fields->fstype == "nfs" ? nfs
                                             : QString::fromLatin1(fields->fstype);
    m_current = &mount;
}

// "        READ: 256 256 0 28672 33587200 60 436 548 0". Most of a block is
// such lines: READ, WRITE and COMMIT each, the metadata and the cheap ops
// added up, every op in the totals (retransmissions, timeouts, time).
void Parser::opLine(const char *p)
{
    skipBlanks(p);
    const char *name = p;
    // Op names are capitals, digits and '_': all but the digits sort after
    // ':', which settles most bytes with one comparison.
    while (*p > ':' || (*p != ':' && !isBlank(*p) && !isEnd(*p)))
        ++p;
    if (*p != ':')
        return;
    const QByteArrayView key(name, p - name);
    ++p;
    const bool isReadPlus = is(key, "READ_PLUS");
    const bool isRead = isReadPlus || is(key, "READ"), isWrite = is(key, "WRITE"),
               isCommit = is(key, "COMMIT");
    const bool isProbe = is(key, "NULL") || is(key, "GETATTR") || is(key, "ACCESS") ||
                         is(key, "FSSTAT") || is(key, "STATFS");
    const bool isMetadata = is(key, "GETATTR") || is(key, "LOOKUP") || is(key, "LOOKUPP") ||
                            is(key, "ACCESS") || is(key, "READDIR") || is(key, "READDIRPLUS") ||
                            is(key, "READLINK") || is(key, "OPEN") || is(key, "OPEN_NOATTR") ||
                            is(key, "CLOSE") || is(key, "SETATTR") || is(key, "LOOKUP_ROOT");
    OpCounters op;
    op.ops = nextNumber(p);
    op.transmissions = nextNumber(p);
    // Every field: an op that was never sent has only zeros, quickly read.
    for (quint64 *field : {&op.majorTimeouts, &op.bytesSent, &op.bytesReceived, &op.queueMs,
                           &op.rttMs, &op.executeMs, &op.errors})
        *field = nextNumber(p);
    m_current->allOps += op.ops;
    m_current->allTransmissions += op.transmissions;
    m_current->allMajorTimeouts += op.majorTimeouts;
    m_current->allExecuteMs += op.executeMs;
    if (isProbe)
        m_current->probe += op;
    if (isMetadata)
        m_current->metadata += op;
    if (isRead) {
        m_current->read += op;
        if (isReadPlus)
            m_current->readPlusOps += op.ops;
    } else if (isWrite) {
        m_current->write += op;
    } else if (isCommit) {
        m_current->commit += op;
    }
}

} // namespace

OpCounters &OpCounters::operator+=(const OpCounters &other)
{
    ops += other.ops;
    transmissions += other.transmissions;
    majorTimeouts += other.majorTimeouts;
    bytesSent += other.bytesSent;
    bytesReceived += other.bytesReceived;
    queueMs += other.queueMs;
    rttMs += other.rttMs;
    executeMs += other.executeMs;
    errors += other.errors;
    return *this;
}

TransportCounters &TransportCounters::operator+=(const TransportCounters &other)
{
    count += other.count;
    connects += other.connects;
    sends += other.sends;
    receives += other.receives;
    badXids += other.badXids;
    requestsInUse += other.requestsInUse;
    backlog += other.backlog;
    maxSlots = std::max(maxSlots, other.maxSlots);
    return *this;
}

quint64 MountCounters::holeBytesNotTransferred() const
{
    const quint64 payload = bytes[ServerRead];
    return payload > read.bytesReceived ? payload - read.bytesReceived : 0;
}

// SRC and MP are escaped, so the separators cannot occur in them. Each
// separator is looked for after the field before it ends, so they cannot
// share a space ("device mounted on with fstype nfs"). One such line per
// mount: bounds-checked, unlike the per-op lines.
std::optional<DeviceLine> MountStats::splitDeviceLine(QByteArrayView line)
{
    if (!hasPrefix(line, "device "))
        return std::nullopt;
    const qsizetype on = find(line, " mounted on ", 7);
    const qsizetype with = on < 0 ? -1 : find(line, " with fstype ", on + 12);
    if (with < 0)
        return std::nullopt;
    qsizetype start = with + 13;
    while (start < line.size() && isBlank(line[start]))
        ++start;
    qsizetype end = start;
    while (end < line.size() && !isBlank(line[end]))
        ++end;
    return DeviceLine{line.sliced(7, on - 7), line.sliced(on + 12, with - on - 12),
                      line.sliced(start, end - start)};
}

QByteArray MountStats::unescape(QByteArrayView text)
{
    // Nearly every name has no escape at all.
    if (!std::memchr(text.data(), '\\', size_t(text.size())))
        return text.toByteArray();
    // The kernel escapes mountstats names as it does mountinfo's (seq_escape),
    // which libmount undoes.
    const std::string copy(text.data(), size_t(text.size()));
    std::unique_ptr<char, decltype(&std::free)> plain(mnt_unmangle(copy.c_str()), &std::free);
    return plain ? QByteArray(plain.get()) : text.toByteArray();
}

QString MountStats::unescapedName(QByteArrayView text)
{
    // Straight from the file's bytes when there is nothing to undo (nearly
    // always), without the copy unescape() makes: one string a name.
    if (!std::memchr(text.data(), '\\', size_t(text.size())))
        return QString::fromUtf8(text);
    return QString::fromUtf8(unescape(text));
}

// Pieces of a file in, lines out: complete lines are parsed where they lie
// (their '\n' follows them), a line cut between pieces is put together.
struct MountStatsReader::State
{
    Parser parser;
    std::string partial;
};

MountStatsReader::MountStatsReader(const QList<MountStats::Names> *namesBefore)
    : m_state(std::make_unique<State>())
{
    m_state->parser.namesBefore = namesBefore;
}

MountStatsReader::~MountStatsReader() = default;

void MountStatsReader::feed(QByteArrayView piece)
{
    const char *start = piece.data();
    const char *const end = start + piece.size();
    std::string &partial = m_state->partial;
    if (!partial.empty()) {
        const auto *newline =
            static_cast<const char *>(std::memchr(start, '\n', size_t(end - start)));
        partial.append(start, newline ? newline + 1 : end);
        if (!newline)
            return;
        m_state->parser.line(QByteArrayView(partial.data(), qsizetype(partial.size()) - 1));
        partial.clear();
        start = newline + 1;
    }
    while (start < end) {
        const auto *newline =
            static_cast<const char *>(std::memchr(start, '\n', size_t(end - start)));
        if (!newline) {
            partial.assign(start, end);
            return;
        }
        m_state->parser.line(QByteArrayView(start, newline - start));
        start = newline + 1;
    }
}

QList<MountCounters> MountStatsReader::finish()
{
    std::string &partial = m_state->partial;
    if (!partial.empty()) {
        partial += '\n';
        m_state->parser.line(QByteArrayView(partial.data(), qsizetype(partial.size()) - 1));
        partial.clear();
    }
    return std::exchange(m_state->parser.mounts, {});
}

QList<MountCounters> MountStats::parse(QByteArrayView content)
{
    MountStatsReader reader;
    reader.feed(content);
    return reader.finish();
}

Result<QList<MountCounters>> MountStats::read(const SystemRoot &root,
                                              const QList<Names> *namesBefore)
{
    // Megabytes with a thousand mounts: parsed as they arrive.
    MountStatsReader reader(namesBefore);
    const auto read = streamFile(root.path(SystemRoot::mountStatsPath()),
                                 [&reader](QByteArrayView piece) { reader.feed(piece); });
    if (!read)
        return read.error();
    return reader.finish();
}

} // namespace nfstuner
