// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountstats.h"

#include "base/textfile.h"

#include <cstring>

namespace nfstuner {

namespace {

// Splits off the next whitespace-separated field.
QByteArrayView nextField(QByteArrayView &rest)
{
    qsizetype i = 0;
    while (i < rest.size() && (rest[i] == ' ' || rest[i] == '\t'))
        ++i;
    qsizetype j = i;
    while (j < rest.size() && rest[j] != ' ' && rest[j] != '\t')
        ++j;
    const QByteArrayView field = rest.sliced(i, j - i);
    rest = rest.sliced(j);
    return field;
}

quint64 number(QByteArrayView text)
{
    quint64 value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            break;
        value = value * 10 + quint64(c - '0');
    }
    return value;
}

// The first `count` numbers of a per-op line into `op`, in field order.
void readOpCounters(QByteArrayView rest, OpCounters &op, int count)
{
    quint64 *fields[] = {&op.ops,           &op.transmissions, &op.majorTimeouts, &op.bytesSent,
                         &op.bytesReceived, &op.queueMs,       &op.rttMs,         &op.executeMs};
    for (int i = 0; i < count; ++i)
        *fields[i] = number(nextField(rest));
}

// Inline, unlike QByteArrayView::startsWith: this runs for every line.
template<qsizetype N>
bool hasPrefix(QByteArrayView text, const char (&prefix)[N])
{
    return text.size() >= N - 1 && std::memcmp(text.data(), prefix, N - 1) == 0;
}

template<qsizetype N>
bool is(QByteArrayView text, const char (&word)[N])
{
    return text.size() == N - 1 && std::memcmp(text.data(), word, N - 1) == 0;
}

bool isNfs(QByteArrayView fstype)
{
    return fstype == "nfs" || fstype == "nfs4";
}

} // namespace

QByteArray MountStats::unescape(QByteArrayView text)
{
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
            const qsizetype on = line.indexOf(" mounted on ");
            const qsizetype with = line.indexOf(" with fstype ", on);
            if (on < 0 || with < 0)
                continue;
            QByteArrayView rest = line.sliced(with + 13);
            const QByteArrayView fstype = nextField(rest);
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
        QByteArrayView rest = line;
        const QByteArrayView key = nextField(rest);
        if (perOp) {
            // "        READ: 256 256 0 28672 33587200 60 436 548 0". Most of a
            // block is such lines; of all but READ and WRITE only the first
            // two numbers count (for retransmissions).
            if (key.isEmpty() || key.back() != ':')
                continue;
            OpCounters op;
            const bool isRead = is(key, "READ:"), isWrite = is(key, "WRITE:");
            readOpCounters(rest, op, isRead || isWrite ? 8 : 2);
            current->allOps += op.ops;
            current->allTransmissions += op.transmissions;
            if (isRead)
                current->read = op;
            else if (isWrite)
                current->write = op;
        } else if (is(key, "age:")) {
            current->ageSeconds = number(nextField(rest));
        } else if (is(key, "bytes:")) {
            for (quint64 &value : current->bytes)
                value = number(nextField(rest));
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
