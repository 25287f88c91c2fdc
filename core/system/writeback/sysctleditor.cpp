// SPDX-License-Identifier: GPL-2.0-or-later
#include "writeback/sysctleditor.h"

#include "writeback/sysctlconf.h"

#include <QMap>
#include <QRegularExpression>

namespace nfstuner {

namespace {

// The normalised key of an active "KEY = VALUE" line, or empty.
QString keyOfLine(const QByteArray &line)
{
    QByteArray text = line.trimmed();
    if (text.isEmpty() || text.startsWith('#') || text.startsWith(';'))
        return QString();
    if (text.startsWith('-'))
        text.remove(0, 1);
    const qsizetype equals = text.indexOf('=');
    return equals > 0 ? SysctlConf::normalizedKey(QString::fromUtf8(text.left(equals).trimmed()))
                      : QString();
}

bool plainValue(const QByteArray &value)
{
    return !value.isEmpty() && value.size() <= 64 &&
           std::all_of(value.cbegin(), value.cend(), [](char c) { return c > ' ' && c < 0x7f; });
}

} // namespace

Result<std::optional<QByteArray>> SysctlEditor::setKey(const std::optional<QByteArray> &content,
                                                       const QString &key,
                                                       const std::optional<QByteArray> &value)
{
    static const QRegularExpression keyPattern(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9_]+([./][a-z0-9_]+)+")));
    if (!keyPattern.match(key).hasMatch())
        return Error{Error::Code::InvalidArgument,
                     tr("\"%1\" is not a sysctl key such as fs.nfs.nfs_congestion_kb").arg(key)};
    if (value && !plainValue(*value))
        return Error{Error::Code::InvalidArgument,
                     tr("a sysctl value here is 1 to 64 printable characters without blanks")};
    const QString wanted = SysctlConf::normalizedKey(key);
    if (!content && !value)
        return std::optional<QByteArray>();

    QList<QByteArray> lines = content.value_or(QByteArray()).split('\n');
    const bool endsWithNewline = !content || content->isEmpty() || content->endsWith('\n');
    if (endsWithNewline)
        lines.removeLast(); // the empty piece after the final newline
    const QByteArray newLine = key.toUtf8() + " = " + value.value_or(QByteArray());
    qsizetype last = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (keyOfLine(lines[i]) == wanted)
            last = i;
    }
    if (value) {
        if (last >= 0)
            lines[last] = newLine;
        else
            lines.append(newLine);
    } else {
        lines.erase(
            std::remove_if(lines.begin(), lines.end(),
                           [&](const QByteArray &line) { return keyOfLine(line) == wanted; }),
            lines.end());
    }
    QByteArray result = lines.join('\n');
    if (!lines.isEmpty() && (endsWithNewline || (value && last < 0)))
        result += '\n';

    // Read back as systemd-sysctl reads it: the key as intended, every
    // other key as it was.
    const SysctlConf before = SysctlConf::parseContent(content.value_or(QByteArray()));
    const SysctlConf after = SysctlConf::parseContent(result);
    const auto now = after.effective(wanted);
    bool asIntended = value ? now && now->value == *value : !now;
    const auto others = [&wanted](const SysctlConf &conf) {
        QMap<QString, QByteArray> values;
        for (const SysctlAssignment &kept : conf.assignments()) {
            if (kept.key != wanted)
                values.insert(kept.key, kept.value);
        }
        return values;
    };
    asIntended = asIntended && others(before) == others(after);
    if (!asIntended)
        return Error{Error::Code::Malformed,
                     tr("the edited file would not read back as intended; nothing was changed")};
    return std::optional<QByteArray>(result);
}

} // namespace nfstuner
