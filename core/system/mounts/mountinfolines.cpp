// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/mountinfolines.h"

#include "mounts/nfsmount.h"

namespace nfstuner {

namespace {

// ID PARENT MAJ:MIN ROOT TARGET OPTIONS [OPTIONAL...] - FSTYPE SOURCE SUPEROPTIONS
// The kernel mangles spaces, tabs, newlines and backslashes in paths (\040),
// so fields are split by single spaces and the first "-" field after the
// options ends the optional ones (libmount looks for " - " there too).
constexpr int FieldsBeforeOptional = 6;
constexpr int FieldsAfterSeparator = 3;

bool isDigits(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 10)
        return false;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

std::optional<quint32> number(QByteArrayView text, quint64 max)
{
    if (!isDigits(text))
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    return ok && value <= max ? std::optional(quint32(value)) : std::nullopt;
}

struct KernelLine
{
    BdiId bdi;
    QByteArrayView fstype;
};

std::optional<KernelLine> splitLine(QByteArrayView line)
{
    // Tabs and other control characters: libmount splits on some of them.
    for (const char c : line) {
        if (uchar(c) < 0x20)
            return std::nullopt;
    }
    QByteArrayView fields[FieldsBeforeOptional];
    int count = 0;
    qsizetype at = 0;
    // The fixed fields before the optional ones.
    for (; count < FieldsBeforeOptional; ++count) {
        const qsizetype space = line.indexOf(' ', at);
        if (space <= at) // no further field, or an empty one
            return std::nullopt;
        fields[count] = line.sliced(at, space - at);
        at = space + 1;
    }
    const qsizetype separator = line.indexOf(" - ", at - 1);
    if (separator < 0)
        return std::nullopt;
    // Optional fields (none, or tags like "shared:1") must not be empty.
    const QByteArrayView optional = line.sliced(at, separator + 1 - at);
    if (optional.contains("  ") || optional.startsWith(' '))
        return std::nullopt;
    // Exactly three fields after the separator, none empty.
    QByteArrayView tail = line.sliced(separator + 3);
    QByteArrayView after[FieldsAfterSeparator];
    for (int i = 0; i < FieldsAfterSeparator; ++i) {
        const qsizetype space = tail.indexOf(' ');
        const bool last = i == FieldsAfterSeparator - 1;
        if (last != (space < 0))
            return std::nullopt;
        after[i] = last ? tail : tail.first(space);
        if (after[i].isEmpty())
            return std::nullopt;
        tail = last ? QByteArrayView() : tail.sliced(space + 1);
    }
    const qsizetype colon = fields[2].indexOf(':');
    if (!number(fields[0], 0x7fffffff) || !number(fields[1], 0x7fffffff) || colon < 0)
        return std::nullopt;
    const auto major = number(fields[2].first(colon), 0xffffffff);
    const auto minor = number(fields[2].sliced(colon + 1), 0xffffffff);
    // A mangled type (a backslash) is left to libmount, which unmangles it.
    if (!major || !minor || after[0].contains('\\'))
        return std::nullopt;
    return KernelLine{BdiId{*major, *minor}, after[0]};
}

} // namespace

std::optional<MountInfoLines> MountInfoLines::split(QByteArrayView content)
{
    MountInfoLines result;
    result.nfsLines.reserve(content.size()); // at most all of it, for a moment
    qsizetype at = 0;
    while (at < content.size()) {
        qsizetype end = content.indexOf('\n', at);
        if (end < 0)
            end = content.size();
        const QByteArrayView line = content.sliced(at, end - at);
        const auto kernelLine = splitLine(line);
        if (!kernelLine)
            return std::nullopt;
        const QLatin1StringView fstype(kernelLine->fstype);
        if (NfsMount::isNfsFsType(fstype)) {
            result.nfsLines.append(content.sliced(at, qMin(end + 1, content.size()) - at));
            ++result.nfsLineCount;
        } else {
            result.others.append({kernelLine->bdi, fstype});
        }
        at = end + 1;
    }
    return result;
}

} // namespace nfstuner
