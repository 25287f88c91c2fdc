// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsoptions.h"

#include <libmount.h>

namespace nfstuner {

namespace {

// Calls `visit(name, value)` for each option; value is null for a flag.
// mnt_optstr_next_option walks the string without modifying it.
template<typename Visit>
void forEachOption(const char *optionString, Visit &&visit)
{
    char *cursor = const_cast<char *>(optionString);
    char *name = nullptr;
    char *value = nullptr;
    size_t nameSize = 0;
    size_t valueSize = 0;
    while (cursor && mnt_optstr_next_option(&cursor, &name, &nameSize, &value, &valueSize) == 0)
        visit(QByteArrayView(name, qsizetype(nameSize)),
              value ? QByteArrayView(value, qsizetype(valueSize)) : QByteArrayView());
}

// Names asked for are ASCII ("rsize"): compared as bytes, ten lookups of
// thirty options for each of a thousand mounts.
class OptionName
{
public:
    explicit OptionName(QStringView name)
        : m_name(name)
    {
        m_ascii = name.size() <= qsizetype(sizeof m_bytes);
        for (qsizetype i = 0; m_ascii && i < name.size(); ++i) {
            m_ascii = name[i].unicode() < 0x80;
            m_bytes[i] = char(name[i].unicode());
        }
    }

    bool matches(QByteArrayView utf8) const
    {
        if (m_ascii)
            return utf8 == QByteArrayView(m_bytes, m_name.size());
        // Decoded as all() decodes, so every name it gives is found again:
        // QUtf8StringView's comparison reads invalid UTF-8 differently.
        return QString::fromUtf8(utf8) == m_name;
    }

private:
    QStringView m_name;
    bool m_ascii = false;
    char m_bytes[32];
};

} // namespace

QString MountOption::toString() const
{
    return value ? name + QLatin1Char('=') + *value : name;
}

MountOptions MountOptions::parse(const QByteArray &optionString)
{
    MountOptions result;
    result.m_text = optionString;
    const char *start = result.m_text.constData();
    result.m_spans.reserve(optionString.count(',') + 1);
    forEachOption(start, [&](QByteArrayView name, QByteArrayView value) {
        Span span{int(name.data() - start), int(name.size())};
        if (!value.isNull()) {
            span.valueAt = int(value.data() - start);
            span.valueSize = int(value.size());
        }
        result.m_spans.append(span);
    });
    return result;
}

QByteArrayView MountOptions::nameOf(const Span &span) const
{
    return QByteArrayView(m_text.constData() + span.nameAt, span.nameSize);
}

QByteArrayView MountOptions::valueOf(const Span &span) const
{
    return QByteArrayView(m_text.constData() + span.valueAt, span.valueSize);
}

QList<MountOption> MountOptions::all() const
{
    QList<MountOption> options;
    options.reserve(m_spans.size());
    for (const Span &span : m_spans) {
        MountOption option{QString::fromUtf8(nameOf(span)), std::nullopt};
        if (span.valueAt >= 0)
            option.value = QString::fromUtf8(valueOf(span));
        options.append(std::move(option));
    }
    return options;
}

bool MountOptions::hasFlag(QStringView name) const
{
    const OptionName wanted(name);
    for (const Span &span : m_spans) {
        if (span.valueAt < 0 && wanted.matches(nameOf(span)))
            return true;
    }
    return false;
}

bool MountOptions::hasFlag(const char *optionString, QStringView name)
{
    const OptionName wanted(name);
    bool found = false;
    forEachOption(optionString, [&](QByteArrayView option, QByteArrayView value) {
        found = found || (value.isNull() && wanted.matches(option));
    });
    return found;
}

const MountOptions::Span *MountOptions::lastWithValue(QStringView name) const
{
    // The kernel prints each option once; were one repeated, the last wins
    // as it would on a mount command line.
    const OptionName wanted(name);
    for (auto span = m_spans.crbegin(); span != m_spans.crend(); ++span) {
        if (span->valueAt >= 0 && wanted.matches(nameOf(*span)))
            return &*span;
    }
    return nullptr;
}

std::optional<QString> MountOptions::value(QStringView name) const
{
    const Span *span = lastWithValue(name);
    return span ? std::optional(QString::fromUtf8(valueOf(*span))) : std::nullopt;
}

std::optional<QByteArrayView> MountOptions::rawValue(QStringView name) const
{
    const Span *span = lastWithValue(name);
    return span ? std::optional(valueOf(*span)) : std::nullopt;
}

std::optional<quint32> MountOptions::number(QStringView name) const
{
    const Span *span = lastWithValue(name);
    if (!span)
        return std::nullopt;
    bool ok = false;
    const quint32 n = valueOf(*span).toUInt(&ok, 10);
    return ok ? std::optional<quint32>(n) : std::nullopt;
}

} // namespace nfstuner
