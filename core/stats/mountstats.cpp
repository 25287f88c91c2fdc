// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountstats.h"

#include "base/textfile.h"

#include <cstring>
#include <string_view>

namespace nfstuner {

namespace {

// The parser walks each line with a cursor: no allocation, no calls out of
// line, since it runs over every line of every NFS mount every second.
bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// The next whitespace-separated field at or after `p`; `p` moves past it.
QByteArrayView nextField(const char *&p, const char *end)
{
    while (p < end && isBlank(*p))
        ++p;
    const char *start = p;
    while (p < end && !isBlank(*p))
        ++p;
    return QByteArrayView(start, p - start);
}

// The next field as a number: its leading digits (0 without any).
quint64 nextNumber(const char *&p, const char *end)
{
    while (p < end && isBlank(*p))
        ++p;
    quint64 value = 0;
    while (p < end && unsigned(*p - '0') < 10u) {
        value = value * 10 + quint64(*p - '0');
        ++p;
    }
    while (p < end && !isBlank(*p))
        ++p;
    return value;
}

// The first `count` numbers of a per-op line into `op`, in field order.
void readOpCounters(const char *p, const char *end, OpCounters &op, int count)
{
    quint64 *fields[] = {&op.ops,           &op.transmissions, &op.majorTimeouts, &op.bytesSent,
                         &op.bytesReceived, &op.queueMs,       &op.rttMs,         &op.executeMs};
    for (int i = 0; i < count; ++i)
        *fields[i] = nextNumber(p, end);
}

qsizetype find(QByteArrayView text, std::string_view what, qsizetype from = 0)
{
    const auto at = std::string_view(text.data(), size_t(text.size())).find(what, size_t(from));
    return at == std::string_view::npos ? -1 : qsizetype(at);
}

// Inline, unlike QByteArrayView::startsWith: this runs for every line.
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

bool isNfs(QByteArrayView fstype)
{
    return fstype == "nfs" || fstype == "nfs4";
}

} // namespace

QByteArray MountStats::unescape(QByteArrayView text)
{
    // Nearly every name has no escape at all.
    if (!std::memchr(text.data(), '\\', size_t(text.size())))
        return text.toByteArray();
    QByteArray result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size()) {
            const char a = text[i + 1], b = text[i + 2], c = text[i + 3];
            if (a >= '0' && a <= '3' && b >= '0' && b <= '7' && c >= '0' && c <= '7') {
                result.append(char((a - '0') * 64 + (b - '0') * 8 + (c - '0')));
                i += 3;
                continue;
            }
        }
        result.append(text[i]);
    }
    return result;
}

QList<MountCounters> MountStats::parse(QByteArrayView content)
{
    QList<MountCounters> mounts;
    MountCounters *current = nullptr;
    bool perOp = false;
    const char *const end = content.data() + content.size();
    for (const char *start = content.data(); start < end;) {
        const char *newline =
            static_cast<const char *>(std::memchr(start, '\n', size_t(end - start)));
        if (!newline)
            newline = end;
        const QByteArrayView line(start, newline - start);
        start = newline + 1;

        if (hasPrefix(line, "device ")) {
            current = nullptr;
            perOp = false;
            // "device SRC mounted on MP with fstype TYPE [statvers=1.1]";
            // SRC and MP are escaped, so the separators cannot occur in them.
            const qsizetype on = find(line, " mounted on ");
            const qsizetype with = on < 0 ? -1 : find(line, " with fstype ", on);
            if (with < 0)
                continue;
            const char *p = line.data() + with + 13;
            const QByteArrayView fstype = nextField(p, line.data() + line.size());
            if (!isNfs(fstype))
                continue;
            MountCounters &mount = mounts.emplace_back();
            mount.device = QString::fromUtf8(unescape(line.sliced(7, on - 7)));
            mount.mountpoint = QString::fromUtf8(unescape(line.sliced(on + 12, with - on - 12)));
            mount.fstype = QString::fromLatin1(fstype);
            current = &mount;
            continue;
        }
        if (!current || line.isEmpty())
            continue;
        const char *p = line.data();
        const char *const lineEnd = p + line.size();
        const QByteArrayView key = nextField(p, lineEnd);
        if (perOp) {
            // "        READ: 256 256 0 28672 33587200 60 436 548 0". Most of a
            // block is such lines; of all but READ and WRITE only the first
            // two numbers count (for retransmissions).
            if (key.isEmpty() || key.back() != ':')
                continue;
            OpCounters op;
            const bool isRead = is(key, "READ:"), isWrite = is(key, "WRITE:");
            readOpCounters(p, lineEnd, op, isRead || isWrite ? 8 : 2);
            current->allOps += op.ops;
            current->allTransmissions += op.transmissions;
            if (isRead)
                current->read = op;
            else if (isWrite)
                current->write = op;
        } else if (is(key, "age:")) {
            current->ageSeconds = nextNumber(p, lineEnd);
        } else if (is(key, "bytes:")) {
            for (quint64 &value : current->bytes)
                value = nextNumber(p, lineEnd);
        } else if (is(key, "per-op")) {
            perOp = true;
        }
    }
    return mounts;
}

Result<QList<MountCounters>> MountStats::read(const SystemRoot &root)
{
    auto content = readWholeFile(root.path(SystemRoot::mountStatsPath()));
    if (!content)
        return content.error();
    return parse(*content);
}

} // namespace nfstuner
