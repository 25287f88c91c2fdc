// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsoptions.h"

#include <libmount.h>

namespace nfstuner {

QString MountOption::toString() const
{
    return value ? name + QLatin1Char('=') + *value : name;
}

MountOptions MountOptions::parse(const QByteArray &optionString)
{
    MountOptions result;
    // mnt_optstr_next_option walks the string in place without modifying it.
    QByteArray copy = optionString;
    char *cursor = copy.data();
    char *name = nullptr;
    char *value = nullptr;
    size_t nameSize = 0;
    size_t valueSize = 0;
    while (mnt_optstr_next_option(&cursor, &name, &nameSize, &value, &valueSize) == 0) {
        MountOption option;
        option.name = QString::fromUtf8(name, qsizetype(nameSize));
        if (value)
            option.value = QString::fromUtf8(value, qsizetype(valueSize));
        result.m_options.append(std::move(option));
    }
    return result;
}

bool MountOptions::hasFlag(QStringView name) const
{
    for (const MountOption &option : m_options) {
        if (option.name == name && !option.value)
            return true;
    }
    return false;
}

std::optional<QString> MountOptions::value(QStringView name) const
{
    // The kernel prints each option once; were one repeated, the last wins
    // as it would on a mount command line.
    std::optional<QString> found;
    for (const MountOption &option : m_options) {
        if (option.name == name && option.value)
            found = option.value;
    }
    return found;
}

std::optional<quint32> MountOptions::number(QStringView name) const
{
    const auto text = value(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const quint32 n = text->toUInt(&ok, 10);
    return ok ? std::optional<quint32>(n) : std::nullopt;
}

} // namespace nfstuner
