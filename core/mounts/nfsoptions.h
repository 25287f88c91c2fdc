// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

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
// about quoted values), in the kernel's order.
class MountOptions
{
public:
    MountOptions() = default;
    static MountOptions parse(const QByteArray &optionString);

    const QList<MountOption> &all() const { return m_options; }
    bool hasFlag(QStringView name) const; // present without a value, like "hard"
    std::optional<QString> value(QStringView name) const;
    // The value as an unsigned number; nullopt when absent or not a number.
    std::optional<quint32> number(QStringView name) const;

private:
    QList<MountOption> m_options;
};

} // namespace nfstuner
