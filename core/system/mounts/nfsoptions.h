// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// One mount option: "hard" (no value) or "rsize=1048576".
struct MountOption
{
    QString name;
    std::optional<QString> value;

    QString toString() const;
    friend bool operator==(const MountOption &, const MountOption &) = default;
};

// A comma-separated mount option string, split by libmount (which knows
// about quoted values), in the kernel's order. Kept as the string and where
// each option lies in it: a thousand mounts of thirty options each would
// otherwise be sixty thousand small strings, made for a handful of lookups.
class MountOptions
{
public:
    MountOptions() = default;
    static MountOptions parse(const QByteArray &optionString);

    QList<MountOption> all() const;
    bool hasFlag(QStringView name) const; // present without a value, like "hard"
    std::optional<QString> value(QStringView name) const;
    // The value as written (UTF-8), valid while this object lives.
    std::optional<QByteArrayView> rawValue(QStringView name) const;
    // The value as an unsigned number; nullopt when absent or not a number.
    std::optional<quint32> number(QStringView name) const;

    // The same question of a string without keeping it: no allocation.
    static bool hasFlag(const char *optionString, QStringView name);

private:
    struct Span
    {
        int nameAt = 0;
        int nameSize = 0;
        int valueAt = -1; // -1: no value ("hard"; "name=" has an empty one)
        int valueSize = 0;
    };

    QByteArrayView nameOf(const Span &span) const;
    QByteArrayView valueOf(const Span &span) const;
    const Span *lastWithValue(QStringView name) const;

    QByteArray m_text;
    QList<Span> m_spans;
};

} // namespace nfstuner
