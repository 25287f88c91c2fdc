// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QCoreApplication>

#include <optional>

namespace nfstuner {

// Sets or removes one key of a sysctl.d file without touching any other
// byte: the key's last active line is changed in place (the one
// systemd-sysctl uses), earlier ones of the same key are left as they are
// unless the key is removed, and a new key goes at the end. The result is
// read again as systemd-sysctl reads it and refused unless the key has
// exactly the intended value and nothing else changed.
class SysctlEditor
{
    Q_DECLARE_TR_FUNCTIONS(SysctlEditor)

public:
    // `content` nullopt: no file. `value` nullopt: remove every line of the
    // key. The result is nullopt when there is still no file to write.
    static Result<std::optional<QByteArray>> setKey(const std::optional<QByteArray> &content,
                                                    const QString &key,
                                                    const std::optional<QByteArray> &value);
};

} // namespace nfstuner
