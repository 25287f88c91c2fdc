// SPDX-License-Identifier: GPL-2.0-or-later
#include "stats/mountstats.h"

#include "base/textfile.h"

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

OpCounters opCounters(QByteArrayView rest)
{
    OpCounters op;
    quint64 *fields[] = {&op.ops,           &op.transmissions, &op.majorTimeouts, &op.bytesSent,
                         &op.bytesReceived, &op.queueMs,       &op.rttMs,         &op.executeMs};
    for (quint64 *field : fields)
        *field = number(nextField(rest));
    return op;
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
    qsizetype start = 0;
    while (start < content.size()) {
        qsizetype end = content.indexOf('\n', start);
        if (end < 0)
            end = content.size();
        const QByteArrayView line = content.sliced(start, end - start);
        start = end + 1;

        if (line.startsWith("device ")) {
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
            // "        READ: 256 256 0 28672 33587200 60 436 548 0"
            if (!key.endsWith(':'))
                continue;
            const OpCounters op = opCounters(rest);
            current->allOps += op.ops;
            current->allTransmissions += op.transmissions;
            if (key == "READ:")
                current->read = op;
            else if (key == "WRITE:")
                current->write = op;
        } else if (key == "age:") {
            current->ageSeconds = number(nextField(rest));
        } else if (key == "bytes:") {
            for (quint64 &value : current->bytes)
                value = number(nextField(rest));
        } else if (key == "per-op") {
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
